/**
 * Rates ('275 litri al minuto', '16.500 l/h', '2 W per ora'): an amount per unit of time. A text
 * often restates the data's rate per another unit of time ('16.500 l/h, circa 275 litri al
 * minuto'): the amount is supported when, brought to another unit of time, it is the data's.
 */
import type { FactIndex } from './facts.ts';
import { matches } from './matching.ts';
import type { Modifier, Quantity } from './quantities.ts';
import { isWord, type Tok } from './text.ts';

const PER_WORDS = new Map([
  ['secondo', 1],
  ['minuto', 60],
  ['ora', 3600],
  ['giorno', 86_400],
]);
const PER_SYMBOLS = new Map([
  ['s', 1],
  ['sec', 1],
  ['min', 60],
  ['h', 3600],
  ['ora', 3600],
]);

/** The unit of time (in seconds) a rate is given per, right after token `k`: 'al minuto', "all'ora", '/h', 'per ora'. */
export function perTimeAt(toks: readonly Tok[], k: number): number | null {
  const t = toks[k];
  if (!t) return null;
  if (t.t === 'sym' && t.raw === '/' && toks[k + 1]?.t === 'word') return PER_SYMBOLS.get(toks[k + 1]!.raw.toLowerCase()) ?? null;
  if (isWord(t, 'al', 'per', 'ogni') && toks[k + 1]?.t === 'word') return PER_WORDS.get((toks[k + 1] as { lower: string }).lower) ?? null;
  // "all'ora", "l'ora".
  if (isWord(t, 'all', 'l') && toks[k + 1]?.t === 'sym' && isWord(toks[k + 2], 'ora')) return 3600;
  return null;
}

/** A rate of the text that is a rate of the data per another unit of time (any fact of the dimension). */
export function rateRestated(toks: readonly Tok[], q: Quantity, m: Modifier | null, index: FactIndex): boolean {
  if (q.noun || q.shape !== 'single') return false;
  const per = perTimeAt(toks, q.to);
  if (per === null) return false;
  return [...PER_WORDS.values()]
    .filter((other) => other !== per)
    .some((other) => {
      const scaled: Quantity = { ...q, values: [q.values[0]!.map((v) => (v * other) / per)] };
      return q.dims.some((d) => (index.byDim.get(d) ?? []).some((f) => matches(scaled, m, f)));
    });
}
