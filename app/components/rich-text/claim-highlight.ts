import { type Editor, Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { EDITOR_MSG as M } from '../../../common/messages-editor.ts';

// Unverified claims are decorations, never part of the document: getHTML() does not carry them,
// so what is saved is the text alone and the highlight follows every edit.

const claimsKey = new PluginKey<DecorationSet>('datiNonVerificati');

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The claim as a pattern: any run of spaces matches any run of spaces, no partial numbers or words. */
const claimPattern = (claim: string) =>
  new RegExp(
    `(?<![\\p{L}\\d])${claim
      .trim()
      .split(/[\s\u00a0]+/)
      .map(escapeRe)
      .join('[\\s\\u00a0]+')}(?![\\p{L}\\d])`,
    'giu',
  );

export interface ClaimRange {
  from: number;
  to: number;
  claim: string;
}

/** Document ranges of every occurrence of the claims, block by block (a claim never crosses a block). */
export function claimRanges(doc: PmNode, claims: readonly string[]): ClaimRange[] {
  const ranges: ClaimRange[] = [];
  const patterns = claims.filter((c) => c.trim() !== '').map((c) => ({ claim: c, re: claimPattern(c) }));
  if (patterns.length === 0) return ranges;
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    let text = '';
    const at: number[] = [];
    node.forEach((child, offset) => {
      const s = child.isText ? (child.text ?? '') : '\ufffc';
      for (let i = 0; i < s.length; i++) at.push(pos + 1 + offset + (child.isText ? i : 0));
      text += s;
    });
    for (const { claim, re } of patterns) {
      for (const m of text.matchAll(re)) {
        const end = m.index + m[0].length - 1;
        ranges.push({ from: at[m.index]!, to: at[end]! + 1, claim });
      }
    }
    return false;
  });
  return ranges.sort((a, b) => a.from - b.from);
}

function claimDecorations(doc: PmNode, claims: readonly string[]): DecorationSet {
  const decorations = claimRanges(doc, claims).map((r) => Decoration.inline(r.from, r.to, { class: 'rte-unverified', title: M.unverified, 'data-unverified': r.claim }));
  return DecorationSet.create(doc, decorations);
}

export interface ClaimHighlightOptions {
  /** Read on every change: the claims come from the host component and change after the editor exists. */
  getClaims(): readonly string[];
}

/**
 * Highlights the claims as 'Dato non verificato' (class rte-unverified) while the text is edited.
 * After the claims themselves change, call refreshClaims so the highlights follow.
 */
export const ClaimHighlight = Extension.create<ClaimHighlightOptions>({
  name: 'claimHighlight',
  addOptions() {
    return { getClaims: () => [] };
  },
  addProseMirrorPlugins() {
    const { getClaims } = this.options;
    return [
      new Plugin<DecorationSet>({
        key: claimsKey,
        state: {
          init: (_config, state) => claimDecorations(state.doc, getClaims()),
          apply: (tr, old, _oldState, newState) => (tr.docChanged || tr.getMeta(claimsKey) ? claimDecorations(newState.doc, getClaims()) : old),
        },
        props: {
          decorations: (state) => claimsKey.getState(state),
        },
      }),
    ];
  },
});

/** Recomputes the highlights for new claims: a transaction carrying only the meta flag. */
export function refreshClaims(editor: Editor): void {
  if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(claimsKey, true));
}

/** Selects a claim's first occurrence in the text and scrolls to it; false when the text no longer has it. */
export function selectClaim(editor: Editor, claim: string): boolean {
  const range = claimRanges(editor.state.doc, [claim])[0];
  if (!range) return false;
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, range.from, range.to)).scrollIntoView());
  editor.view.focus();
  return true;
}
