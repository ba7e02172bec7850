/**
 * Whether the data supports a price the text states (common/grounding/claims.ts): by its role
 * (offer, list price, discount), its hedge ('circa', 'una ventina di euro', a price in words), a
 * bound ('meno di 20 euro' against the current price), the price of one piece of a pack ('meno di
 * un euro a coperta'), and a guide's totals ('una spesa complessiva intorno ai 110 euro', 'in
 * tutto meno di 120 euro').
 */
import { priceRole, type PriceRead } from './claim-readers.ts';
import type { FactIndex } from './facts.ts';
import { restatedExactly } from './hedges.ts';
import { interval, type Modifier, modifierBefore } from './quantities.ts';
import { totalBoundHolds } from './price-totals.ts';
import { isWord, type Tok } from './text.ts';
import { saysTotal, sumsOver } from './totals.ts';

/** Null when the data supports the price; else where its claim starts (its hedge, or the price itself). */
export function priceClaim(toks: readonly Tok[], price: PriceRead, index: FactIndex): [number] | null {
  // 'Novanta euro circa' of 89,99 €; 'novanta euro' rounds to the word (5 %), 'circa' after it as before it (10 %).
  const approx = (width: number): Modifier => ({ mod: 'approx', width, bound: false, from: price.from });
  const m: Modifier | null = price.about ? approx(0.15) : (modifierBefore(toks, price.from) ?? (isWord(toks[price.to], 'circa') ? approx(0.1) : price.words ? approx(0.05) : null));
  const role = priceRole(toks, price.from, price.to);
  const perPiece = price.perPiece && index.unitPrices.current.length > 0;
  const any = perPiece ? index.unitPrices.any : index.prices.any;
  const current = perPiece ? index.unitPrices.current : index.prices.current;
  const eq = (list: number[]) => list.some((p) => price.values.some((v) => Math.abs(p - v) < 0.005));
  let ok: boolean;
  // 'in tutto meno di 120 euro': a bound on the sum of the products' prices (price-totals.ts).
  const totalBound = totalBoundHolds(toks, price.from, price.values, m, index);
  if (totalBound !== null) ok = totalBound;
  else if (m?.bound && m.mod === 'under') ok = current.some((c) => price.values.some((v) => c < v - 1e-6));
  else if (m?.bound && m.mod === 'over') ok = current.some((c) => price.values.some((v) => c > v + 1e-6));
  else if (m && m.mod !== 'upto')
    ok = (role === 'discount' && !perPiece ? index.prices.discount : any).some((p) =>
      price.values.some((v) => {
        const [lo, hi] = interval(v, m);
        return p >= lo && p <= hi;
      }),
    );
  else if (perPiece) ok = eq(any);
  else if (role === 'offer') ok = eq(index.prices.offer);
  else if (role === 'original') ok = eq(index.prices.original);
  else if (role === 'discount') ok = eq(index.prices.discount);
  else ok = eq(index.prices.any);
  // 'una spesa complessiva intorno ai 110 euro': the sum of the products' prices.
  if (!ok && totalBound === null && (index.productPrices?.length ?? 0) > 1 && saysTotal(toks, price.from)) {
    ok = sumsOver(index.productPrices!.map((p) => [p])).some((sum) =>
      price.values.some((v) => (m && m.mod !== 'upto' ? ((lo, hi) => sum >= lo && sum <= hi)(...interval(v, m)) : Math.abs(sum - v) < 0.005)),
    );
  }
  // 'Per meno di 30 euro, 29,99 € per la precisione': the exact figure is the claim.
  if (ok || (m && restatedExactly(toks, price.to))) return null;
  return [m && m.mod !== 'upto' && !price.about ? m.from : price.from];
}
