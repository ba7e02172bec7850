/**
 * A bound on what a guide's products cost together ('in tutto meno di 120 euro', 'insieme costano
 * meno di 55 euro', 'la spesa complessiva resta sotto i 70 euro'): held to the sum of the prices of
 * the products its sentence names, two or more, or else of every product of the guide. Not to any
 * sum of two of them: a bound any cheap pair meets would pass every total a text invents.
 */
import type { FactIndex } from './facts.ts';
import type { Modifier } from './quantities.ts';
import { fold, stem, STOPWORDS, type Tok, SENTENCE_END } from './text.ts';
import { saysTotal } from './totals.ts';

/** Each product's name stems no other product's short name has ('gelid', 'fresk', 'ventilator'). */
export function productNameStems(names: ReadonlyArray<string | null | undefined>): Array<Set<string>> {
  const stems = names.map(
    (n) =>
      new Set(
        (n ?? '')
          .split(/[^\p{L}\p{N}]+/u)
          .filter((w) => w.length >= 3 && !STOPWORDS.has(fold(w)))
          .map((w) => stem(w)),
      ),
  );
  return stems.map((own, k) => new Set([...own].filter((s) => stems.every((other, j) => j === k || !other.has(s)))));
}

/** Whether the bound holds, or null when the price is no bound on a total of several products. */
export function totalBoundHolds(toks: readonly Tok[], from: number, values: readonly number[], m: Modifier | null, index: FactIndex): boolean | null {
  const prices = index.productPrices;
  if (!m?.bound || !prices || prices.length < 2 || prices.length !== index.productNames?.length || !saysTotal(toks, from)) return null;
  let a = from;
  while (a > 0 && !(toks[a - 1]!.t === 'sym' && SENTENCE_END.has(toks[a - 1]!.raw))) a--;
  let b = from;
  while (b < toks.length && !(toks[b]!.t === 'sym' && SENTENCE_END.has(toks[b]!.raw))) b++;
  const said = new Set(toks.slice(a, b).flatMap((t) => (t.t === 'word' ? [stem(t.raw)] : [])));
  const named = index.productNames.flatMap((n, k) => ([...n].some((s) => said.has(s)) ? [k] : []));
  // One product named: a sentence about that product ('il ventilatore, in tutto 40 euro'), read as before.
  if (named.length === 1) return null;
  const sum = (named.length >= 2 ? named.map((k) => prices[k]!) : prices).reduce((x, y) => x + y, 0);
  return values.some((v) => (m.mod === 'under' ? sum < v + 1e-6 : m.mod === 'over' ? sum > v - 1e-6 : true));
}
