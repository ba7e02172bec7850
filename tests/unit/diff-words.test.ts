// The pure word diff of the versions' comparison: the shortest edit of two sequences within its
// bounds, the words marked in each column, and the bound that keeps a huge text from freezing a tab.
import { describe, expect, test } from 'vitest';
import { diffSequences } from '../../app/lib/diff/sequence-diff.ts';
import { diffWords, MAX_TOKENS, similarity, tokenizeWords, wordsOf } from '../../app/lib/diff/word-diff.ts';

/** The marked runs of a column, as '[run]' inside the text. */
const show = (parts: Array<{ text: string; changed: boolean }>) => parts.map((p) => (p.changed ? `[${p.text}]` : p.text)).join('');

describe('diffSequences', () => {
  test('finds the shortest edit and keeps every item once, in order', () => {
    const a = 'a b c a b b a'.split(' ');
    const b = 'c b a b a c'.split(' ');
    const { ops, exact } = diffSequences(a, b);
    expect(exact).toBe(true);
    expect(ops.filter((o) => o.op !== 'same')).toHaveLength(5);
    expect(ops.flatMap((o) => (o.op === 'added' ? [] : [a[o.a]]))).toEqual(a);
    expect(ops.flatMap((o) => (o.op === 'removed' ? [] : [b[o.b]]))).toEqual(b);
    for (const o of ops) if (o.op === 'same') expect(a[o.a]).toBe(b[o.b]);
  });

  test('equal, empty and one-sided sequences', () => {
    expect(diffSequences(['x'], ['x']).ops).toEqual([{ op: 'same', a: 0, b: 0 }]);
    expect(diffSequences([], [])).toMatchObject({ ops: [], exact: true });
    expect(diffSequences([], ['x']).ops).toEqual([{ op: 'added', b: 0 }]);
    expect(diffSequences(['x', 'y'], ['y']).ops).toEqual([
      { op: 'removed', a: 0 },
      { op: 'same', a: 1, b: 0 },
    ]);
  });

  test('past its bound it reports the middle as removed then added, keeping the common start and end', () => {
    const a = ['inizio', ...Array.from({ length: 50 }, (_, i) => `a${i}`), 'fine'];
    const b = ['inizio', ...Array.from({ length: 50 }, (_, i) => `b${i}`), 'fine'];
    const { ops, exact } = diffSequences(a, b, { maxEdits: 10 });
    expect(exact).toBe(false);
    expect(ops[0]).toEqual({ op: 'same', a: 0, b: 0 });
    expect(ops.at(-1)).toEqual({ op: 'same', a: 51, b: 51 });
    expect(ops.slice(1, 51).every((o) => o.op === 'removed')).toBe(true);
    expect(ops.slice(51, 101).every((o) => o.op === 'added')).toBe(true);
  });
});

test('diffSequences: past the search bound, the items found once on each side anchor the rest', () => {
  const a = Array.from({ length: 300 }, (_, i) => `p${i}`);
  const b = a.map((x, i) => (i % 3 === 0 ? `nuovo${i}` : x));
  const { ops, exact } = diffSequences(a, b, { maxEdits: 10 });
  expect(exact).toBe(true);
  expect(ops.filter((o) => o.op === 'same')).toHaveLength(200);
  expect(ops.filter((o) => o.op === 'removed')).toHaveLength(100);
  expect(ops.flatMap((o) => (o.op === 'removed' ? [] : [b[o.b]]))).toEqual(b);
});

describe('diffWords', () => {
  test('a one-word change: the old word marked on the left, the new one on the right, the rest unmarked', () => {
    const d = diffWords('Una luce forte e leggera.', 'Una luce debole e leggera.');
    expect(d.whole).toBe(false);
    expect(show(d.before)).toBe('Una luce [forte] e leggera.');
    expect(show(d.after)).toBe('Una luce [debole] e leggera.');
  });

  test('an inserted and a deleted word mark only their own side', () => {
    expect(show(diffWords('Pile AA ricaricabili', 'Pile AA').before)).toBe('Pile AA[ ricaricabili]');
    expect(show(diffWords('Pile AA ricaricabili', 'Pile AA').after)).toBe('Pile AA');
    expect(show(diffWords('Radio a manovella', 'Radio solare a manovella').after)).toBe('Radio [solare ]a manovella');
  });

  test('a rewritten phrase is one change, not a comb of small ones around a short shared word', () => {
    const d = diffWords('Serve una torcia di riserva sempre.', 'Serve una lampada di scorta sempre.');
    expect(show(d.before)).toBe('Serve una [torcia di riserva] sempre.');
    expect(show(d.after)).toBe('Serve una [lampada di scorta] sempre.');
  });

  test('words keep their apostrophes and accents; punctuation is its own token', () => {
    expect(tokenizeWords("dell’acqua è l'ideale, no?")).toEqual(['dell’acqua', ' ', 'è', ' ', "l'ideale", ',', ' ', 'no', '?']);
    expect(show(diffWords('Costa 10 euro.', 'Costa 12 euro!').after)).toBe('Costa [12] euro[!]');
  });

  test('equal texts are unmarked; against an empty text the other is marked whole', () => {
    expect(diffWords('Uguale.', 'Uguale.')).toMatchObject({ before: [{ text: 'Uguale.', changed: false }], after: [{ text: 'Uguale.', changed: false }], whole: false });
    expect(diffWords('', 'Nuovo')).toMatchObject({ before: [], after: [{ text: 'Nuovo', changed: true }], whole: false });
  });

  test('a huge text is marked whole at once, and one too different for the bound is marked whole quickly', () => {
    const huge = Array.from({ length: MAX_TOKENS }, (_, i) => `p${i}`).join(' ');
    const d = diffWords(huge, `${huge} fine`);
    expect(d.whole).toBe(true);
    expect(d.before).toEqual([{ text: huge, changed: true }]);
    // 5,000 words on each side, none shared: far past the edits searched for, so no full search.
    const a = Array.from({ length: 5000 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 5000 }, (_, i) => `b${i}`).join(' ');
    expect(diffWords(a, b).whole).toBe(true);
  });
});

test('similarity: shared words over all words, case-insensitive', () => {
  expect(similarity(wordsOf('Una luce forte'), wordsOf('una luce debole'))).toBeCloseTo(2 / 3);
  expect(similarity([], [])).toBe(1);
  expect(similarity(wordsOf('uno'), wordsOf('due'))).toBe(0);
});
