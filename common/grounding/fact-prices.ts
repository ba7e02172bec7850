/**
 * The products' prices and ratings in the fact index (common/grounding/facts.ts): each price by
 * role (offer, original, current), the price of one piece of a pack, and the discount, in euro
 * and in per cent.
 */
import type { Fact, FactIndex } from './facts.ts';
import type { GroundingProduct } from './types.ts';
import { productNameStems } from './price-totals.ts';

export function indexPrices(index: FactIndex, products: readonly GroundingProduct[], packsOf: ReadonlyMap<GroundingProduct, number[]>, add: (f: Fact) => void): void {
  const nameStems = productNameStems(products.map((p) => p.nome_sintetico ?? p.nome_visualizzato ?? p.nome_prodotto));
  for (const p of products) {
    const offer = p.prezzo_scontato ?? (p.prezzo_originale != null && p.prezzo_prodotto != null && p.prezzo_prodotto < p.prezzo_originale ? p.prezzo_prodotto : null);
    const original = p.prezzo_originale ?? (offer == null ? p.prezzo_prodotto : null);
    const current = offer ?? p.prezzo_prodotto ?? p.prezzo_originale;
    for (const price of [p.prezzo_prodotto, p.prezzo_originale, p.prezzo_scontato]) if (typeof price === 'number') index.prices.any.push(price);
    if (typeof offer === 'number') index.prices.offer.push(offer);
    if (typeof original === 'number') index.prices.original.push(original);
    if (typeof current === 'number') index.prices.current.push(current);
    if (typeof current === 'number') {
      (index.productPrices ??= []).push(current);
      (index.productNames ??= []).push(nameStems[products.indexOf(p)]!);
    }
    if (typeof p.valutazione_prodotto === 'number') index.ratings.push(p.valutazione_prodotto);
    for (const n of new Set(packsOf.get(p) ?? [])) {
      if (n < 2) continue;
      for (const price of [p.prezzo_prodotto, p.prezzo_originale, p.prezzo_scontato]) if (typeof price === 'number') index.unitPrices.any.push(price / n);
      if (typeof current === 'number') index.unitPrices.current.push(current / n);
    }
    // The discount in per cent ('sconto del 23%').
    if (typeof offer === 'number' && typeof original === 'number' && original > offer) {
      index.prices.discount.push(Math.round((original - offer) * 100) / 100);
      const pct = ((original - offer) / original) * 100;
      add({ dims: ['percentuale'], shape: 'single', values: [[Math.floor(pct), Math.round(pct), Math.ceil(pct)]], keys: ['scont', 'risparm'] });
    }
  }
}
