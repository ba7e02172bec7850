/**
 * A bound on the guide's products taken together (common/guide-grounding.ts): 'la spesa complessiva
 * resta sotto i 100 euro e il peso sotto i 3 chili', 'insieme pesano meno di due chili'. The price
 * rules hold a total price to the sum of the prices (common/grounding/price-totals.ts); a weight
 * bound passed on any one product's weight under it. Here an upper bound on the total weight is a
 * claim when the weights the data states already add up to more: what the data does not weigh
 * can only add to the sum. No import from app/ or server/, no DOM.
 */
import { collapseSpaces, htmlTextBlocks } from '../html-text.ts';
import { numberWord, parseNumber } from './numbers.ts';
import { textSaysTotal } from './totals.ts';
import type { GroundingProduct, UnverifiedClaim } from './types.ts';

/** A mass unit in grams. */
const GRAMS: Record<string, number> = { g: 1, grammi: 1, grammo: 1, kg: 1000, chili: 1000, chilo: 1000, chilogrammi: 1000, chilogrammo: 1000 };
/** An upper bound on a mass: 'sotto i 3 chili', 'meno di due chili', 'non supera i 3 kg', 'entro i 3 kg' (spaces and apostrophes read as one space). */
const UNDER_RE =
  /(?<![\p{L}\p{N}])(?:sotto(?: (?:i|il|l|gli|le|ai|al))?|meno di|non supera(?:no)?(?: (?:i|il|l|gli))?|entro(?: (?:i|il|l|gli))?) ([\d.,]+|\p{L}+) (g|grammi|kg|chili|chilo|chilogrammi)(?![\p{L}\p{N}])/giu;
/** The data's weight line of a product ('Peso articolo: 310 Grammi'), spaces read as one. */
const WEIGHT_RE = /^peso(?: (?:articolo|netto|del prodotto|prodotto))? ?: ?([\d.,]+) ?(g|grammi|kg|chilogrammi)\b/i;

/** A product's weight in grams from its data, or null. */
function weightOf(p: GroundingProduct): number | null {
  for (const line of [p.specifiche_tecniche, p.informazioni_articolo].flatMap((f) => (f ?? '').split('\n'))) {
    const m = WEIGHT_RE.exec(line.replace(/\s+/g, ' ').trim());
    if (m) return parseNumber(m[1]!)[0]! * GRAMS[m[2]!.toLowerCase()]!;
  }
  return null;
}

/** The guide's bounds on its products' total weight that the weights in their data already exceed. */
export function totalWeightClaims(html: string, products: readonly GroundingProduct[]): UnverifiedClaim[] {
  if (products.length < 2) return [];
  const known = products.map(weightOf).filter((w): w is number => w !== null);
  if (known.length < 2) return [];
  const sum = known.reduce((a, b) => a + b, 0);
  const out: UnverifiedClaim[] = [];
  for (const block of htmlTextBlocks(html).map(collapseSpaces)) {
    for (const sentence of block.split(/(?<=[.!?;])\s+/)) {
      if (!textSaysTotal(sentence)) continue;
      for (const m of sentence.replace(/[\s'’]+/g, ' ').matchAll(UNDER_RE)) {
        const value = /^\d/.test(m[1]!) ? parseNumber(m[1]!)[0] : numberWord(m[1]!.toLowerCase());
        if (value == null) continue;
        if (sum > value * GRAMS[m[2]!.toLowerCase()]! + 1e-6) out.push({ text: m[0].trim(), kind: 'misura' });
      }
    }
  }
  return out;
}
