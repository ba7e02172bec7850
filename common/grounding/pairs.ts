/**
 * Figures stated together (common/grounding/claims.ts): a text that restates a sentence of the data
 * gives its figures side by side as the data does ('un litro trattato in 90 secondi' of 'in 90
 * secondi un litro'; '30 minuti a 843 °C' of 'Resistenza al fuoco: 30 minuti fino a 843 °C').
 * When a figure the data states sits beside a figure of another dimension that the same sentence
 * of the data also states, the pair is the data's, whatever other words around them single out:
 * two figures of different kinds coinciding with one sentence of the data are no chance.
 */
import { SENTENCE_END } from './text.ts';
import type { FactIndex } from './facts.ts';
import { matches } from './matching.ts';
import { type Modifier, modifierBefore, type Quantity, readQuantity } from './quantities.ts';
import type { Tok } from './text.ts';

/** At most so many tokens between the two figures. */
const NEAR = 6;

const sentencesOf = (q: Quantity, m: Modifier | null, index: FactIndex): Set<number> => {
  const out = new Set<number>();
  for (const d of q.dims) for (const f of index.byDim.get(d) ?? []) if (f.sentence !== undefined && matches(q, m, f)) out.add(f.sentence);
  return out;
};

/** The quantities of the text near `q` (same sentence, at most NEAR tokens away), of other dimensions. */
function neighbours(block: string, toks: readonly Tok[], q: Quantity): Quantity[] {
  const out: Quantity[] = [];
  const isEnd = (k: number) => toks[k]!.t === 'sym' && SENTENCE_END.has(toks[k]!.raw);
  for (let k = q.from - 1, n = 0; k >= 0 && n <= NEAR + 4 && !isEnd(k); k--, n++) {
    const r = readQuantity(block, toks, k);
    if (r && r.to <= q.from && q.from - r.to <= NEAR && !r.dims.some((d) => q.dims.includes(d))) {
      out.push(r);
      break;
    }
  }
  for (let k = q.to; k < toks.length && k - q.to <= NEAR && !isEnd(k); k++) {
    const r = readQuantity(block, toks, k);
    if (r && !r.dims.some((d) => q.dims.includes(d))) {
      out.push(r);
      break;
    }
  }
  return out;
}

/** `q` and a figure beside it are both stated in one sentence of the data. */
export function statedTogether(block: string, toks: readonly Tok[], q: Quantity, m: Modifier | null, index: FactIndex): boolean {
  if (q.noun || q.shape === 'tuple') return false;
  const mine = sentencesOf(q, m, index);
  if (mine.size === 0) return false;
  return neighbours(block, toks, q).some((r) => {
    if (r.noun) return false;
    const theirs = sentencesOf(r, r.opener ? null : modifierBefore(toks, r.from), index);
    return [...theirs].some((s) => mine.has(s));
  });
}
