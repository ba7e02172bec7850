// The versions' comparison paragraph by paragraph: the editors' HTML read as blocks, the blocks of
// two versions aligned into rows (same, changed with its words marked, removed or added against an
// empty cell, moved), unchanged runs folded, and the bound on a huge text.
import { describe, expect, test } from 'vitest';
import { type Block, htmlBlocks } from '../../app/lib/diff/html-blocks.ts';
import { alignBlocks, type DiffRow, foldRows } from '../../app/lib/diff/paragraph-diff.ts';

const p = (text: string): Block => ({ kind: 'paragraph', text });
const ps = (...texts: string[]) => texts.map(p);
const show = (parts: DiffRow['left']) => parts.map((x) => (x.changed ? `[${x.text}]` : x.text)).join('');
/** Each row as 'kind: left | right'. */
const rows = (r: DiffRow[]) => r.map((x) => `${x.kind}${x.moved ? ' (spostato)' : ''}: ${show(x.left)} | ${show(x.right)}`);

describe('htmlBlocks', () => {
  test('paragraphs, headings, list items, quotes and table rows, as text', () => {
    const html =
      '<h2>Prima di partire</h2><p>Una torcia &amp; delle <b>pile</b>,<br>l’acqua.</p><ul><li><p>Pile AA</p></li><li>Radio</li></ul>' +
      '<blockquote><p>Citazione</p></blockquote><table><tbody><tr><th><p>Modello</p></th><th><p>Ore</p></th></tr><tr><td><p>A</p></td><td><p>40</p></td></tr></tbody></table>';
    expect(htmlBlocks(html)).toEqual([
      { kind: 'heading', text: 'Prima di partire' },
      { kind: 'paragraph', text: 'Una torcia & delle pile,' },
      { kind: 'paragraph', text: 'l’acqua.' },
      { kind: 'item', text: '• Pile AA' },
      { kind: 'item', text: '• Radio' },
      { kind: 'quote', text: 'Citazione' },
      { kind: 'row', text: 'Modello | Ore' },
      { kind: 'row', text: 'A | 40' },
    ]);
  });

  test('hidden content, comments and empty blocks are left out; a stray < is text', () => {
    expect(htmlBlocks('<p>  uno\n due </p><!-- nota --><p></p><script>x()</script><p>3 < 4</p>')).toEqual(ps('uno due', '3 < 4'));
  });

  test('a huge hostile markup is read in one pass', () => {
    expect(htmlBlocks(`<p>a</p>${'<a'.repeat(200_000)}`)).toHaveLength(2);
    expect(htmlBlocks('<b>'.repeat(100_000) + 'testo')).toEqual(ps('testo'));
  });
});

describe('alignBlocks', () => {
  test('a one-word change: one changed row, the old word marked left and the new one right', () => {
    const r = alignBlocks(ps('Uno.', 'Una luce forte e leggera.', 'Tre.'), ps('Uno.', 'Una luce debole e leggera.', 'Tre.'));
    expect(rows(r)).toEqual(['same: Uno. | Uno.', 'changed: Una luce [forte] e leggera. | Una luce [debole] e leggera.', 'same: Tre. | Tre.']);
  });

  test('an inserted paragraph stands against an empty left cell, a deleted one against an empty right cell', () => {
    expect(rows(alignBlocks(ps('Uno.', 'Tre.'), ps('Uno.', 'Due nuovo.', 'Tre.')))).toEqual(['same: Uno. | Uno.', 'added:  | [Due nuovo.]', 'same: Tre. | Tre.']);
    expect(rows(alignBlocks(ps('Uno.', 'Due.', 'Tre.'), ps('Uno.', 'Tre.')))).toEqual(['same: Uno. | Uno.', 'removed: [Due.] | ', 'same: Tre. | Tre.']);
  });

  test('a moved paragraph shows where it left and where it arrived, flagged as moved', () => {
    const r = alignBlocks(ps('Alfa primo.', 'Beta secondo.', 'Gamma terzo.'), ps('Beta secondo.', 'Gamma terzo.', 'Alfa primo.'));
    expect(rows(r)).toEqual([
      'removed (spostato): [Alfa primo.] | ',
      'same: Beta secondo. | Beta secondo.',
      'same: Gamma terzo. | Gamma terzo.',
      'added (spostato):  | [Alfa primo.]',
    ]);
  });

  test('edited paragraphs pair with their new wording; an added one between them stays apart', () => {
    const before = ps('La torcia dura dieci ore.', 'La radio funziona a manovella.');
    const after = ps('La torcia dura venti ore.', 'Un paragrafo tutto nuovo qui.', 'La radio funziona a manovella e solare.');
    expect(rows(alignBlocks(before, after))).toEqual([
      'changed: La torcia dura [dieci] ore. | La torcia dura [venti] ore.',
      'added:  | [Un paragrafo tutto nuovo qui.]',
      'changed: La radio funziona a manovella. | La radio funziona a manovella[ e solare].',
    ]);
  });

  test('a paragraph rewritten in place shares its row, each side marked whole', () => {
    const r = alignBlocks(ps('Testo di prima.', 'Vecchio paragrafo completamente diverso.'), ps('Testo di prima.', 'Nuove parole scritte altrove oggi.'));
    expect(r[1]).toMatchObject({ kind: 'changed', whole: true });
    expect(rows(r)[1]).toBe('changed: [Vecchio paragrafo completamente diverso.] | [Nuove parole scritte altrove oggi.]');
  });

  test('a paragraph turned into a heading is a change of kind only', () => {
    const r = alignBlocks([p('Prima di partire')], [{ kind: 'heading', text: 'Prima di partire' }]);
    expect(r).toMatchObject([{ kind: 'changed', kindOnly: true }]);
  });

  test('a huge text with every paragraph changed stays bounded: aligned in order, nothing lost', () => {
    const n = 3000;
    const before = Array.from({ length: n }, (_, i) => p(`Paragrafo ${i} con una parola vecchia.`));
    const after = Array.from({ length: n }, (_, i) => p(`Paragrafo ${i} con una parola nuova.`));
    const r = alignBlocks(before, after);
    expect(r.filter((x) => x.before).map((x) => x.before)).toEqual(before);
    expect(r.filter((x) => x.after).map((x) => x.after)).toEqual(after);
    expect(r.filter((x) => x.kind === 'changed')).toHaveLength(n);
  });
});

test('one bound for all the word diffs of a comparison: once spent, the changed paragraphs left are marked whole', () => {
  const before = Array.from({ length: 20 }, (_, i) => p(`Paragrafo ${i} con una parola vecchia.`));
  const after = Array.from({ length: 20 }, (_, i) => p(`Paragrafo ${i} con una parola nuova.`));
  const budget = { steps: 100 };
  const r = alignBlocks(before, after, budget);
  expect(r.every((x) => x.kind === 'changed')).toBe(true);
  expect(r[0]!.whole).toBeUndefined();
  expect(r.at(-1)!.whole).toBe(true);
  expect(budget.steps).toBeLessThanOrEqual(0);
  expect(alignBlocks(before, after, { steps: 0 }).every((x) => x.whole)).toBe(true);
});

describe('foldRows', () => {
  const same = (t: string) => alignBlocks([p(t)], [p(t)])[0]!;
  const changed = alignBlocks([p('vecchio testo qui')], [p('nuovo testo qui')])[0]!;

  test('keeps one unchanged row next to each change and folds the rest of each run', () => {
    const all = [same('a'), same('b'), same('c'), changed, same('d'), same('e'), same('f'), same('g'), changed, same('h')];
    const shown = foldRows(all);
    expect(shown.map((s) => (s.type === 'fold' ? `fold ${s.rows.length}` : s.row.kind))).toEqual(['fold 2', 'same', 'changed', 'same', 'fold 2', 'same', 'changed', 'same']);
  });

  test('never folds a single row, nor a field without changes when it is short', () => {
    expect(foldRows([same('a'), changed, same('b'), same('c')]).every((s) => s.type === 'row')).toBe(true);
  });
});
