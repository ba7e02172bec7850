import type { Block } from './html-blocks.ts';
import { diffSequences } from './sequence-diff.ts';
import { type DiffPart, diffWords, similarity, wordsOf } from './word-diff.ts';

/**
 * Two versions of a text aligned paragraph by paragraph, as the rows of a two-column comparison:
 * equal paragraphs side by side, a changed paragraph beside its new wording with the changed words
 * marked, a removed or added one against an empty cell (flagged `moved` when the same paragraph
 * stands elsewhere on the other side). Pure: no DOM, no React; bounded like the word diff.
 */

export type RowKind = 'same' | 'changed' | 'removed' | 'added';

export interface DiffRow {
  kind: RowKind;
  before: Block | null;
  after: Block | null;
  /** The left column's runs (empty for an added row), the right column's (empty for a removed one). */
  left: DiffPart[];
  right: DiffPart[];
  /** A changed row marked whole: the two paragraphs are too different, or too long, for word marks. */
  whole?: boolean;
  /** A removed or added paragraph that stands, unchanged, at another place on the other side. */
  moved?: boolean;
  /** A changed row whose words are the same: only its kind changed (a paragraph became a heading…). */
  kindOnly?: boolean;
}

/** How alike two paragraphs must be (shared words, 0–1) to be shown as one paragraph changed. */
export const PAIR_THRESHOLD = 0.4;
/** Past this many removed × added paragraphs in one place, they are paired in order instead of searched. */
const MAX_PAIRING = 2500;
/** The comparisons all the word diffs of one comparison may make together; past it, changed paragraphs are marked whole. */
export const TOTAL_WORD_STEPS = 6_000_000;

/** The work left for the word diffs of one comparison (shared by its fields). */
export interface DiffBudget {
  steps: number;
}
export const newBudget = (): DiffBudget => ({ steps: TOTAL_WORD_STEPS });

const keyOf = (b: Block) => `${b.kind}\u0000${b.text}`;
const plain = (text: string): DiffPart[] => (text === '' ? [] : [{ text, changed: false }]);
const marked = (text: string): DiffPart[] => (text === '' ? [] : [{ text, changed: true }]);

const sameRow = (before: Block, after: Block): DiffRow => ({ kind: 'same', before, after, left: plain(before.text), right: plain(after.text) });
const removedRow = (before: Block, moved = false): DiffRow => ({ kind: 'removed', before, after: null, left: marked(before.text), right: [], ...(moved && { moved }) });
const addedRow = (after: Block, moved = false): DiffRow => ({ kind: 'added', before: null, after, left: [], right: marked(after.text), ...(moved && { moved }) });

function changedRow(before: Block, after: Block, similar: boolean, budget: DiffBudget): DiffRow {
  if (!similar || budget.steps <= 0) return { kind: 'changed', before, after, left: marked(before.text), right: marked(after.text), whole: true };
  const words = diffWords(before.text, after.text, budget.steps);
  budget.steps -= words.steps ?? 0;
  const kindOnly = !words.whole && !words.before.some((p) => p.changed) && !words.after.some((p) => p.changed);
  return { kind: 'changed', before, after, left: words.before, right: words.after, ...(words.whole && { whole: true }), ...(kindOnly && { kindOnly }) };
}

interface Item {
  block: Block;
  words: string[];
  moved: boolean;
}

/**
 * Pairs of (removed, added) indices in order, chosen so the paired paragraphs are as alike as
 * possible (a small alignment by dynamic programming); in order and greedily past MAX_PAIRING.
 */
function pairUp(dels: Item[], ins: Item[]): Array<[number, number]> {
  const p = dels.length;
  const q = ins.length;
  const sim = (i: number, j: number) => (dels[i]!.moved || ins[j]!.moved ? 0 : similarity(dels[i]!.words, ins[j]!.words));
  const pairs: Array<[number, number]> = [];
  if (p * q > MAX_PAIRING) {
    let i = 0;
    let j = 0;
    while (i < p && j < q) {
      if (sim(i, j) >= PAIR_THRESHOLD) pairs.push([i++, j++]);
      else if (j + 1 < q && sim(i, j + 1) >= PAIR_THRESHOLD) j++;
      else i++;
    }
    return pairs;
  }
  const score = Array.from({ length: p + 1 }, () => new Float64Array(q + 1));
  const took = Array.from({ length: p + 1 }, () => new Uint8Array(q + 1));
  for (let i = 1; i <= p; i++)
    for (let j = 1; j <= q; j++) {
      const s = sim(i - 1, j - 1);
      const pair = s >= PAIR_THRESHOLD ? score[i - 1]![j - 1]! + s : -1;
      const up = score[i - 1]![j]!;
      const left = score[i]![j - 1]!;
      if (pair >= up && pair >= left) {
        score[i]![j] = pair;
        took[i]![j] = 1;
      } else if (up >= left) score[i]![j] = up;
      else {
        score[i]![j] = left;
        took[i]![j] = 2;
      }
    }
  for (let i = p, j = q; i > 0 && j > 0;) {
    if (took[i]![j] === 1) pairs.push([--i, --j]);
    else if (took[i]![j] === 2) j--;
    else i--;
  }
  return pairs.reverse();
}

/** The rows of one place where paragraphs were removed and added, in order. */
function regionRows(dels: Item[], ins: Item[], budget: DiffBudget): DiffRow[] {
  const rows: DiffRow[] = [];
  let i = 0;
  let j = 0;
  // Between two pairs, a removed and an added paragraph that are not alike share a row (marked
  // whole); the rest stand against an empty cell, as do paragraphs that moved.
  const gap = (toI: number, toJ: number) => {
    const free = ins.slice(j, toJ).filter((x) => !x.moved);
    let z = 0;
    for (; i < toI; i++) {
      const d = dels[i]!;
      if (!d.moved && z < free.length) rows.push(changedRow(d.block, free[z++]!.block, false, budget));
      else rows.push(removedRow(d.block, d.moved));
    }
    const zipped = new Set(free.slice(0, z));
    for (; j < toJ; j++) if (!zipped.has(ins[j]!)) rows.push(addedRow(ins[j]!.block, ins[j]!.moved));
  };
  for (const [pi, pj] of pairUp(dels, ins)) {
    gap(pi, pj);
    rows.push(changedRow(dels[pi]!.block, ins[pj]!.block, true, budget));
    i = pi + 1;
    j = pj + 1;
  }
  gap(dels.length, ins.length);
  return rows;
}

/** Marks, for each removed block, whether an equal block was added elsewhere (and the other way round). */
function movedFlags(blocks: Block[], others: Block[]): boolean[] {
  const counts = new Map<string, number>();
  for (const b of others) counts.set(keyOf(b), (counts.get(keyOf(b)) ?? 0) + 1);
  return blocks.map((b) => {
    const c = counts.get(keyOf(b)) ?? 0;
    if (c > 0) counts.set(keyOf(b), c - 1);
    return c > 0;
  });
}

/** The rows comparing two lists of blocks, in reading order; `budget` bounds the word diffs (shared by a comparison's fields). */
export function alignBlocks(before: readonly Block[], after: readonly Block[], budget: DiffBudget = newBudget()): DiffRow[] {
  const { ops } = diffSequences(before.map(keyOf), after.map(keyOf));
  const removed = ops.flatMap((o) => (o.op === 'removed' ? [before[o.a]!] : []));
  const added = ops.flatMap((o) => (o.op === 'added' ? [after[o.b]!] : []));
  const removedMoved = movedFlags(removed, added);
  const addedMoved = movedFlags(added, removed);
  const rows: DiffRow[] = [];
  let dels: Item[] = [];
  let ins: Item[] = [];
  const close = () => {
    if (dels.length + ins.length > 0) rows.push(...regionRows(dels, ins, budget));
    dels = [];
    ins = [];
  };
  let r = 0;
  let a = 0;
  for (const o of ops) {
    if (o.op === 'same') {
      close();
      rows.push(sameRow(before[o.a]!, after[o.b]!));
    } else if (o.op === 'removed') {
      const block = before[o.a]!;
      dels.push({ block, words: wordsOf(block.text), moved: removedMoved[r++]! });
    } else {
      const block = after[o.b]!;
      ins.push({ block, words: wordsOf(block.text), moved: addedMoved[a++]! });
    }
  }
  close();
  return rows;
}

/** A row shown, or a run of unchanged rows folded away ('Mostra N paragrafi invariati'). */
export type ShownRow = { type: 'row'; row: DiffRow } | { type: 'fold'; rows: DiffRow[] };

/**
 * The rows with each long run of unchanged ones folded: `context` unchanged rows stay next to each
 * change, the rest of the run is one fold; a fold hides at least two rows (one would take the
 * same room as its button).
 */
export function foldRows(rows: readonly DiffRow[], context = 1): ShownRow[] {
  const shown: ShownRow[] = [];
  let i = 0;
  while (i < rows.length) {
    if (rows[i]!.kind !== 'same') {
      shown.push({ type: 'row', row: rows[i++]! });
      continue;
    }
    let end = i;
    while (end < rows.length && rows[end]!.kind === 'same') end++;
    const keepBefore = i === 0 ? 0 : context;
    const keepAfter = end === rows.length ? 0 : context;
    const run = rows.slice(i, end);
    if (run.length - keepBefore - keepAfter >= 2) {
      run.slice(0, keepBefore).forEach((row) => shown.push({ type: 'row', row }));
      shown.push({ type: 'fold', rows: run.slice(keepBefore, run.length - keepAfter) });
      run.slice(run.length - keepAfter).forEach((row) => shown.push({ type: 'row', row }));
    } else run.forEach((row) => shown.push({ type: 'row', row }));
    i = end;
  }
  return shown;
}
