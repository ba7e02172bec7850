import { diffSequences } from './sequence-diff.ts';

/**
 * The words that changed between two texts (a paragraph, a title), as the two columns show them:
 * the first text with what only it has marked, the second with what only it has marked. Bounded:
 * past MAX_TOKENS, or when the shortest edit is too long to find quickly, the whole texts are marked.
 */

/** A run of a column's text: unchanged, or only on this side (removed on the left, added on the right). */
export interface DiffPart {
  text: string;
  changed: boolean;
}

export interface WordDiff {
  before: DiffPart[];
  after: DiffPart[];
  /** True when the texts were too long or too different to compare word by word: each is marked whole. */
  whole: boolean;
  /** The comparisons the search made. */
  steps?: number;
}

/** Past this many words, spaces and signs on one side, a text is marked whole without a search. */
export const MAX_TOKENS = 20_000;
/** The most words removed plus added searched for in one text. */
const MAX_EDITS = 600;
/** The most comparisons one text may cost. */
const MAX_STEPS = 1_500_000;

/** Words (with their inner apostrophes: dell’acqua), runs of spaces, and each other sign alone. */
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*|\s+|[^\p{L}\p{N}\s]/gu;
const WORD = /^[\p{L}\p{N}]/u;

export const tokenizeWords = (text: string): string[] => text.match(TOKEN) ?? [];

/** The words of a text only (no spaces or signs), lower-cased. */
export const wordsOf = (text: string): string[] => tokenizeWords(text.toLowerCase()).filter((t) => WORD.test(t));

/**
 * How alike two texts are, 0 to 1: twice the words they share (counted with repeats) over all their
 * words (Dice). Two texts without words are alike when equal.
 */
export function similarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const w of a) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of b) {
    const c = counts.get(w);
    if (c) {
      common++;
      counts.set(w, c - 1);
    }
  }
  return (2 * common) / (a.length + b.length);
}

const whole = (before: string, after: string): WordDiff => ({
  before: before === '' ? [] : [{ text: before, changed: true }],
  after: after === '' ? [] : [{ text: after, changed: true }],
  whole: true,
});

/** Adjacent runs of the same kind joined into one. */
function join(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (last && last.changed === p.changed) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}

/**
 * A column read as a person reads it: an unchanged run that is only spaces, or one short word of at
 * most two letters ('e', 'di', 'la'), between two changes joins them, so a rewritten phrase shows as
 * one change instead of a comb of small ones.
 */
function tidy(parts: DiffPart[]): DiffPart[] {
  const joined = join(parts);
  for (let i = 1; i < joined.length - 1; i++) {
    const p = joined[i]!;
    const t = p.text.trim();
    if (!p.changed && joined[i - 1]!.changed && joined[i + 1]!.changed && (t === '' || (t.length <= 2 && !/\s/.test(t)))) p.changed = true;
  }
  return join(joined);
}

/** The word-level differences of two texts, each column with its own marked runs; `maxSteps` lowers the bound on the work. */
export function diffWords(before: string, after: string, maxSteps = MAX_STEPS): WordDiff {
  if (before === after) return { before: before === '' ? [] : [{ text: before, changed: false }], after: after === '' ? [] : [{ text: after, changed: false }], whole: false };
  if (before === '' || after === '') return { ...whole(before, after), whole: false };
  const a = tokenizeWords(before);
  const b = tokenizeWords(after);
  if (a.length > MAX_TOKENS || b.length > MAX_TOKENS) return whole(before, after);
  const { ops, exact, steps } = diffSequences(a, b, { maxEdits: MAX_EDITS, maxSteps: Math.min(maxSteps, MAX_STEPS) });
  if (!exact) return { ...whole(before, after), steps };
  const left: DiffPart[] = [];
  const right: DiffPart[] = [];
  for (const o of ops) {
    if (o.op === 'same') {
      left.push({ text: a[o.a]!, changed: false });
      right.push({ text: b[o.b]!, changed: false });
    } else if (o.op === 'removed') left.push({ text: a[o.a]!, changed: true });
    else right.push({ text: b[o.b]!, changed: true });
  }
  return { before: tidy(left), after: tidy(right), whole: false, steps };
}
