// The rich-text editor's pieces without React: the claim highlight (a ProseMirror decoration
// plugin) on a bare TipTap editor, and the pure helpers for links and the HTML it emits. The
// rendered editor is covered by rich-text-editor.test.tsx; here the edge cases of the matching.
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, test } from 'vitest';
import { ClaimHighlight, claimRanges, refreshClaims, selectClaim } from '../../app/components/rich-text/claim-highlight.ts';
import { editorHtml, safeLinkUrl } from '../../app/components/rich-text/helpers.ts';

const editors: Editor[] = [];
afterEach(() => {
  for (const e of editors.splice(0)) e.destroy();
});

/** A bare editor with the highlight; `claims` is read on every change, as the component's bridge is. */
function makeEditor(content: string, claims: { current: readonly string[] } = { current: [] }) {
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: [StarterKit, ClaimHighlight.configure({ getClaims: () => claims.current })],
    content,
  });
  editors.push(editor);
  return editor;
}

const marked = (editor: Editor) => [...editor.view.dom.querySelectorAll('.rte-unverified')].map((el) => el.textContent);
const texts = (editor: Editor, claims: string[]) => claimRanges(editor.state.doc, claims).map((r) => [editor.state.doc.textBetween(r.from, r.to), r.claim]);

describe('claimRanges', () => {
  test('finds every occurrence, in document order, whatever the case', () => {
    const editor = makeEditor('<p>1000 lm e 99 ore.</p><h2>Ancora 99 ORE</h2>');
    expect(texts(editor, ['99 ore', '1000 lm'])).toEqual([
      ['1000 lm', '1000 lm'],
      ['99 ore', '99 ore'],
      ['99 ORE', '99 ore'],
    ]);
  });

  test('any run of spaces matches, marks inside the claim do not break it', () => {
    const editor = makeEditor('<p>Dura 99\u00a0 <strong>ore</strong> con una carica.</p>');
    expect(texts(editor, ['99 ore'])).toEqual([['99\u00a0 ore', '99 ore']]);
  });

  test('no part of a number or word, no claim across blocks, blank claims ignored', () => {
    const editor = makeEditor('<p>199 ore, 99 orecchie, 99</p><p>ore</p>');
    expect(texts(editor, ['99 ore', ' ', ''])).toEqual([]);
  });

  test('characters special to regular expressions are taken as they are', () => {
    const editor = makeEditor('<p>Costa 19,99 € (IVA inclusa) o 1999 €.</p>');
    expect(texts(editor, ['19,99 € (IVA inclusa)', '19.99 €'])).toEqual([['19,99 € (IVA inclusa)', '19,99 € (IVA inclusa)']]);
  });
});

describe('ClaimHighlight', () => {
  test('marks the claims as "Dato non verificato", outside the document', () => {
    const editor = makeEditor('<p>Dura 99 ore con una carica.</p>', { current: ['99 ore'] });
    const mark = editor.view.dom.querySelector('.rte-unverified');
    expect(mark).toHaveTextContent('99 ore');
    expect(mark).toHaveAttribute('title', 'Dato non verificato');
    expect(mark).toHaveAttribute('data-unverified', '99 ore');
    expect(editor.getHTML()).toBe('<p>Dura 99 ore con una carica.</p>');
  });

  test('follows the edits of the text', () => {
    const editor = makeEditor('<p>Dura 9 ore.</p>', { current: ['99 ore'] });
    expect(marked(editor)).toEqual([]);
    editor.commands.insertContentAt(6, '9');
    expect(editor.getText()).toBe('Dura 99 ore.');
    expect(marked(editor)).toEqual(['99 ore']);
  });

  test('follows new claims once refreshed', () => {
    const claims = { current: ['99 ore'] as readonly string[] };
    const editor = makeEditor('<p>Dura 99 ore, 1000 lm.</p>', claims);
    claims.current = ['1000 lm'];
    expect(marked(editor)).toEqual(['99 ore']);
    refreshClaims(editor);
    expect(marked(editor)).toEqual(['1000 lm']);
  });

  test('selectClaim selects the first occurrence, and says when the text has none', () => {
    const editor = makeEditor('<p>Dura 99 ore; sì, 99 ore.</p>');
    expect(selectClaim(editor, '99 ore')).toBe(true);
    const { from, to } = editor.state.selection;
    expect([from, to]).toEqual([6, 12]);
    expect(selectClaim(editor, '1000 lm')).toBe(false);
    expect(editor.state.selection.from).toBe(6);
  });
});

describe('helpers', () => {
  test.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['  http://example.com  ', 'http://example.com'],
    ['mailto:redazione@example.com', 'mailto:redazione@example.com'],
    ['/guide/3', '/guide/3'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['//example.com', null],
    ['/a b', null],
    ['https://', null],
    ['mailto:nessuno', null],
    ['example.com', null],
  ])('safeLinkUrl(%j) is %j', (raw, expected) => {
    expect(safeLinkUrl(raw)).toBe(expected);
  });

  test('editorHtml writes <br /> as the sanitiser does, and "" for an empty text', () => {
    expect(editorHtml(makeEditor('<p>Uno<br>due</p>'))).toBe('<p>Uno<br />due</p>');
    expect(editorHtml(makeEditor(''))).toBe('');
  });
});
