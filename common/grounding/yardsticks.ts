/**
 * Yardsticks (common/grounding/claims.ts): 'venti litri bastano a una famiglia di quattro persone
 * per circa tre giorni', 'mezzo litro d'acqua bolle in 3 minuti', 'con un powerbank da 20.000 mAh si
 * superano le dieci ore'. The people served, the amount treated or the battery used is the measure the time is told against: one claim with the time, which the editor
 * checks as one ('quattro persone per tre giorni'), not two figures to confirm one by one.
 */
import type { FactIndex } from './facts.ts';
import type { ClaimKind } from './types.ts';

export interface QuantityFound {
  at: number;
  text: string;
  kind: ClaimKind;
  /** A quantity's dimensions ('n:person', 'volume', 'tempo'). */
  dims?: readonly string[];
}

/** What a time is told against: a number of people, an amount of water or food. */
const YARDSTICK_DIMS = new Set(['n:person', 'volume', 'massa']);
/**
 * … or a battery charged or used ('riempie un power bank da 10.000 mAh in circa 4 ore'), when the
 * text names some device ('un … da') and the data gives the product no such figure of its own.
 */
const DEVICE_DIMS = new Set(['carica', 'energia']);
const TIME_DIMS = new Set(['tempo']);
/** 'un power bank da', 'con un modello da' right before the figure. */
const EXAMPLE_RE = /(?:^|[^\p{L}])un[oa]?\s+(?:\p{L}+\s+){1,2}da\s*$/iu;
/** Nothing but words between the two (no other figure, no end of clause, no 'x' of a product: '4 litri x 3 giorni'), and not far. */
const BETWEEN_RE = /^(?![\s\S]*(?:^|\s)[x×*](?:\s|$))[^\d.,;:!?()=+×*]{1,60}$/u;

/** Each yardstick the text does not support joined with the unsupported time told right after it, in one claim. */
export function joinYardsticks<T extends QuantityFound>(found: readonly T[], block: string, index: FactIndex): T[] {
  const device = (f: QuantityFound) =>
    EXAMPLE_RE.test(block.slice(Math.max(0, f.at - 40), f.at)) && !!f.dims?.some((d) => DEVICE_DIMS.has(d) && (index.byDim.get(d) ?? []).every((x) => x.example));
  const out: T[] = [];
  for (let k = 0; k < found.length; k++) {
    const a = found[k]!;
    const b = found[k + 1];
    const yardstick = a.kind === 'misura' && (!!a.dims?.some((d) => YARDSTICK_DIMS.has(d)) || device(a));
    const time = !!b && b.kind === 'misura' && !!b.dims?.some((d) => TIME_DIMS.has(d));
    const end = a.at + a.text.length;
    if (yardstick && time && b.at > end && BETWEEN_RE.test(block.slice(end, b.at))) {
      out.push({ ...a, text: block.slice(a.at, b.at + b.text.length), dims: b.dims });
      k++;
    } else out.push(a);
  }
  return out;
}
