/**
 * Totals over the products of a guide (common/grounding/claims.ts): a sentence that says it adds
 * them up ('insieme pesano poco più di un chilo', 'una spesa complessiva intorno ai 110 euro')
 * states the sum of two products' figures or more, not any one product's.
 */
import type { Fact, FactIndex } from './facts.ts';
import { matches } from './matching.ts';
import type { Modifier, Quantity } from './quantities.ts';
import { isWord, type Tok, SENTENCE_END } from './text.ts';

/** Words that say a figure adds up several things. */
const TOTAL_RE = /^(?:insieme|complessiv[aoie]|complessivamente|total[ei]|totalmente|somma|sommat[aoie]|sommando|inter[oa])$/;
/** At most so many sums are tried (a guide compares a handful of products). */
const MAX_SUMS = 4096;

/** The sentence around token `at` says it adds up ('insieme', 'complessiva', 'in tutto', 'totale'). */
export function saysTotal(toks: readonly Tok[], at: number): boolean {
  const isTotal = (k: number) => {
    const t = toks[k]!;
    if (t.t !== 'word') return false;
    // 'in tutto', 'per tutto il kit', 'l'intero kit'; 'tutti e quattro', 'tutti i prodotti della guida'.
    return (
      TOTAL_RE.test(t.lower) ||
      (t.lower === 'tutto' && (isWord(toks[k - 1], 'in') || isWord(toks[k + 1], 'il', 'lo', 'l'))) ||
      ((t.lower === 'tutti' || t.lower === 'tutte') && (isWord(toks[k + 1], 'i', 'gli', 'le') || (isWord(toks[k + 1], 'e') && toks[k + 2]?.t === 'word')))
    );
  };
  const ends = (k: number) => toks[k]!.t === 'sym' && SENTENCE_END.has(toks[k]!.raw);
  for (let k = at; k >= 0 && !ends(k); k--) if (isTotal(k)) return true;
  for (let k = at + 1; k < toks.length && !ends(k); k++) if (isTotal(k)) return true;
  return false;
}

/** A sentence that says it adds up ('in tutto', 'insieme'): as plain text. */
export const textSaysTotal = (text: string): boolean =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some(
      (w, k, all) =>
        TOTAL_RE.test(w) ||
        (w === 'tutto' && (all[k - 1] === 'in' || ['il', 'lo', 'l'].includes(all[k + 1] ?? ''))) ||
        ((w === 'tutti' || w === 'tutte') && ['i', 'gli', 'le', 'e'].includes(all[k + 1] ?? '')),
    );

/** Every sum of one value each of two products or more (`values[k]`: the values of product k). */
export function sumsOver(values: ReadonlyArray<readonly number[]>): number[] {
  const lists = values.filter((v) => v.length > 0);
  if (lists.length < 2 || lists.reduce((n, v) => n * (v.length + 1), 1) > MAX_SUMS) return [];
  let partial: Array<{ sum: number; n: number }> = [{ sum: 0, n: 0 }];
  for (const list of lists) partial = partial.flatMap((p) => [p, ...list.map((v) => ({ sum: p.sum + v, n: p.n + 1 }))]);
  return partial.filter((p) => p.n >= 2).map((p) => p.sum);
}

/** The facts' single values summed over their products, as one fact (null when fewer than two products have one). */
export function totalFact(facts: readonly Fact[]): Fact | null {
  const byProduct = new Map<number, number[]>();
  for (const f of facts) {
    if (f.product === undefined || f.shape !== 'single') continue;
    byProduct.set(f.product, [...(byProduct.get(f.product) ?? []), ...f.values.flat()]);
  }
  const sums = sumsOver([...byProduct.values()].map((v) => [...new Set(v)]));
  return sums.length > 0 ? { dims: facts[0]!.dims, shape: 'single', values: [sums], keys: [] } : null;
}

/** Words that name a whole pack: 'una confezione tratta cento litri' speaks of all its pieces. */
const PACK_STEMS = new Set(['confezion', 'pacc', 'pacchett', 'kit', 'set', 'scatol', 'pack']);

/**
 * A quantity said of the whole pack ('una confezione tratta cento litri', 'in tutto') is held to the
 * data's totals over the pack's pieces too (100 tablets, one litre each), whatever the key words
 * around it single out (the data's 'una compressa tratta un litro').
 */
export const packTotalSaid = (ctx: readonly string[], toks: readonly Tok[], at: number): boolean => ctx.some((s) => PACK_STEMS.has(s)) || saysTotal(toks, at);

/** Amounts that add up when several things each have one: two panels of 200 W give 400 W. */
const ADDITIVE = new Set(['energia', 'potenza', 'volume', 'massa', 'calorie', 'carica', 'lunghezza', 'area', 'dati', 'luce']);

/**
 * 'due pannelli da 200 W', 'due porzioni da circa 550 kcal ciascuna': a count, 'da', an amount of
 * each. The text makes the product explicit, so the amount is supported when the count times it
 * is a figure of the data (the 400 W solar input, the 1100 kcal of a bag).
 */
export function timesCount(toks: readonly Tok[], q: Quantity, m: Modifier | null, count: Quantity, index: FactIndex): boolean {
  const start = m ? m.from : q.from;
  if (q.noun || q.shape !== 'single' || count.shape !== 'single' || count.to !== start - 1 || !isWord(toks[start - 1], 'da', 'di')) return false;
  const ns = count.values[0]!.filter((n) => Number.isInteger(n) && n >= 2);
  if (ns.length === 0) return false;
  const scaled: Quantity = { ...q, values: [q.values[0]!.flatMap((v) => ns.map((n) => v * n))] };
  return q.dims.some((d) => ADDITIVE.has(d) && (index.byDim.get(d) ?? []).some((f) => matches(scaled, m, f)));
}
