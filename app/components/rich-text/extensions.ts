import { Extension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { blockExtensions } from './blocks/extensions.ts';
import { ClaimHighlight } from './claim-highlight.ts';
import { SiteLink } from './link-mark.ts';
import { cleanPastedHtml } from './paste.ts';
import { tableExtensions } from './table.ts';

/**
 * What the editor's extensions read from the component at the time of a key press or update:
 * the extensions are made once, while the claims and the handlers change with the component.
 */
export class EditorBridge {
  claims: readonly string[] = [];
  openLink: () => void = () => undefined;
  focusToolbar: () => void = () => undefined;
  /** 'Modifica' on a block (or Enter on a selected one): its dialog opens. */
  editBlock: (pos: number) => void = () => undefined;
  /** In a guide's editor: its products (a 'guida' comparison table's preview shows them). */
  guideProducts: readonly number[] | null = null;
  setClaims(claims: readonly string[]) {
    this.claims = claims;
  }
  setActions(openLink: () => void, focusToolbar: () => void) {
    this.openLink = openLink;
    this.focusToolbar = focusToolbar;
  }
  setBlockEditor(editBlock: (pos: number) => void, guideProducts: readonly number[] | null) {
    this.editBlock = editBlock;
    this.guideProducts = guideProducts;
  }
}

/** The editor's own keys: Mod-k opens the link form, Alt-F10 moves to the toolbar (the usual editor convention). */
function editorKeys(bridge: EditorBridge) {
  return Extension.create({
    name: 'scortaEditor',
    addKeyboardShortcuts() {
      return {
        'Mod-k': () => {
          bridge.openLink();
          return true;
        },
        'Alt-F10': () => {
          bridge.focusToolbar();
          return true;
        },
      };
    },
  });
}

/** HTML pasted from Word, Google Docs or a page is cleaned first (paste.ts): its structure stays, its styles go. */
const PasteCleaner = Extension.create({
  name: 'pasteCleaner',
  transformPastedHTML: (html) => cleanPastedHtml(html),
});

/**
 * Only the blocks and marks server/lib/sanitize.ts keeps (H2, H3, bold, italic, lists, quotes,
 * horizontal rules, links with safe addresses, tables, the blocks of decision 0057), so what the
 * editor writes is stored unchanged.
 */
export function editorExtensions(bridge: EditorBridge) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      link: false,
    }),
    SiteLink,
    ...tableExtensions,
    ...blockExtensions({ editBlock: (pos) => bridge.editBlock(pos), guideProducts: () => bridge.guideProducts }),
    PasteCleaner,
    editorKeys(bridge),
    ClaimHighlight.configure({ getClaims: () => bridge.claims }),
  ];
}
