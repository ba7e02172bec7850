import { EditorContent, useEditor } from '@tiptap/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { BlockKind } from '../../../common/content-blocks.ts';
import { EDITOR_MSG as M } from '../../../common/messages-editor.ts';
import editorCss from '../../styles/editor.css?url';
import blocksCss from '../../styles/editor-blocks.css?url';
import { BlockDialog, type BlockDraft, draftAt, InsertMenu } from './blocks/block-dialog.tsx';
import { claimRanges, refreshClaims, selectClaim } from './claim-highlight.ts';
import { useClaimRevealRequest } from './claim-reveal.tsx';
import { EditorBridge, editorExtensions } from './extensions.ts';
import { editorHtml } from './helpers.ts';
import { LinkForm, useLinkForm } from './link-form.tsx';
import { TableForm } from './table-form.tsx';
import { Toolbar, focusToolbar } from './toolbar.tsx';
import { UnverifiedList } from './unverified-list.tsx';

export interface RichTextEditorProps {
  /** The id of the editable area (labels, tests and aria attributes hang on it). */
  id: string;
  label: ReactNode;
  /** HTML; the editor follows it when it changes from outside (a regenerated text). */
  value: string;
  /** The HTML after every change ('' when the text is empty). */
  onChange(html: string): void;
  /** Claims to highlight as 'Dato non verificato' (the texts of findUnverifiedClaims). */
  unverified?: readonly string[];
  /** What the claims were checked against, under their count (default: the product's saved data). */
  unverifiedHint?: string;
  disabled?: boolean;
  /** Only to read (a text the user may not change): not editable, and no toolbar. */
  readOnly?: boolean;
  /**
   * In a guide's editor: the guide's products. A comparison table may then show them
   * ('Prodotti della guida (automatico)', `data-ids="guida"`).
   */
  guideProductIds?: readonly number[];
}

/**
 * The dashboard's rich-text editor (TipTap): H2, H3, bold, italic, lists, quotes, horizontal
 * rules, links with safe addresses only (or to a text of this site found by title), tables
 * (inserted, their rows and columns added and deleted, or pasted), blocks (product box, comparison
 * table, library image: the 'Inserisci' menu, blocks/), undo/redo. Pasted HTML (Word,
 * Google Docs) is cleaned first (paste.ts). It writes HTML that server/lib/sanitize.ts keeps as it is. Claims
 * listed in `unverified` are highlighted ('Dato non verificato') and listed under the text;
 * choosing one in the list selects it in the text. Under a ClaimRevealProvider ('Modifica il
 * testo' of the gate's dialog) the editor whose text holds the first claim opens at it.
 * Browser only (the dashboard renders there).
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  unverified = [],
  unverifiedHint,
  disabled: disabledProp = false,
  readOnly = false,
  guideProductIds,
}: RichTextEditorProps) {
  const disabled = disabledProp || readOnly;
  const labelId = `${id}-label`;
  const listId = `${id}-non-verificati`;
  const [bridge] = useState(() => new EditorBridge());
  const onChangeRef = useRef(onChange);
  const lastEmitted = useRef<string | null>(null);
  const toolbarRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const [extensions] = useState(() => editorExtensions(bridge));

  const editor = useEditor({
    extensions,
    content: value || '',
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editable: !disabled,
    editorProps: {
      // A function: ProseMirror recomputes it on every update (the claims list comes and goes).
      attributes: (): Record<string, string> => ({
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(bridge.claims.length > 0 ? { 'aria-describedby': listId } : {}),
        class: 'rte-content prose',
        lang: 'it',
        spellcheck: 'true',
      }),
    },
    onUpdate: ({ editor: e }) => {
      const html = editorHtml(e);
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });
  const link = useLinkForm(editor, disabled);
  const [tableOpen, setTableOpen] = useState(false);
  const [insertOpen, setInsertOpen] = useState(false);
  const [blockDraft, setBlockDraft] = useState<BlockDraft | null>(null);
  const insertMenuId = `${useId()}-inserisci`;
  const openLink = () => {
    setTableOpen(false);
    setInsertOpen(false);
    link.open();
  };
  const toggleTable = () => {
    if (link.draft) link.close();
    setInsertOpen(false);
    setTableOpen((open) => !open);
  };
  const toggleInsert = () => {
    if (link.draft) link.close();
    setTableOpen(false);
    setInsertOpen((open) => !open);
  };
  const closeInsert = () => {
    setInsertOpen(false);
    toolbarRef.current?.querySelector<HTMLButtonElement>('[data-tool="insert"]')?.focus();
  };
  const chooseBlock = (kind: BlockKind) => {
    setInsertOpen(false);
    setBlockDraft({ kind, pos: null, block: null });
  };
  const editBlock = (pos: number) => {
    if (!editor || disabled) return;
    const draft = draftAt(editor, pos);
    if (draft) setBlockDraft(draft);
  };

  // A value from outside (loaded, regenerated) replaces the text; the editor's own changes do not.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    const current = editorHtml(editor);
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
    lastEmitted.current = value;
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  // New claims: recompute the highlights.
  const claimsKeyString = unverified.join('\u0000');
  useEffect(() => {
    bridge.setClaims(unverified);
    if (editor) refreshClaims(editor);
    // claimsKeyString stands for the array's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, claimsKeyString]);

  // Asked to open at a claim: the first of them this text holds is selected (once per request).
  const reveal = useClaimRevealRequest();
  useEffect(() => {
    if (!editor || editor.isDestroyed || !reveal) return;
    const claim = reveal.claims.find((c) => claimRanges(editor.state.doc, [c]).length > 0);
    if (claim !== undefined && reveal.take()) selectClaim(editor, claim);
  }, [editor, reveal, value]);

  // The keys read the latest handlers: the link form's closes over this render's editor and state.
  useEffect(() => {
    bridge.setActions(openLink, () => focusToolbar(toolbarRef));
    bridge.setBlockEditor(editBlock, guideProductIds ?? null);
  });

  return (
    <div className={`rte${readOnly ? ' is-read-only' : disabled ? ' is-disabled' : ''}`}>
      <link rel="stylesheet" href={editorCss} precedence="default" />
      <link rel="stylesheet" href={blocksCss} precedence="default" />
      <div className="rte-label" id={labelId} onClick={() => editor?.commands.focus()}>
        {label}
      </div>
      <div className="rte-frame">
        {readOnly ? null : editor ? (
          <Toolbar
            editor={editor}
            disabled={disabled}
            onLink={openLink}
            onTable={toggleTable}
            tableOpen={tableOpen}
            onInsert={toggleInsert}
            insertOpen={insertOpen}
            insertMenu={insertMenuId}
            toolbarRef={toolbarRef}
          />
        ) : (
          <div className="rte-toolbar" aria-hidden="true" />
        )}
        {link.draft && <LinkForm editor={editor} form={link} draft={link.draft} />}
        {editor && tableOpen && !disabled && <TableForm editor={editor} onClose={() => setTableOpen(false)} />}
        {editor && insertOpen && !disabled && <InsertMenu id={insertMenuId} onChoose={chooseBlock} onClose={closeInsert} />}
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          <div className="rte-content rte-placeholder" role="status">
            {M.loading}
          </div>
        )}
      </div>
      {editor && blockDraft && !disabled && <BlockDialog editor={editor} draft={blockDraft} guideProductIds={guideProductIds} onClose={() => setBlockDraft(null)} />}
      {unverified.length > 0 && <UnverifiedList id={listId} editor={editor} claims={unverified} hint={unverifiedHint} />}
    </div>
  );
}
