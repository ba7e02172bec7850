/**
 * Yardsticks (common/grounding/claims.ts): 'venti litri bastano a una famiglia di quattro persone
 * per circa tre giorni', 'mezzo litro d'acqua bolle in 3 minuti'. The people served or the amount
 * treated is the measure the time is told against: one claim with the time, which the editor
 * checks as one ('quattro persone per tre giorni'), not two figures to confirm one by one.
 */
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
const TIME_DIMS = new Set(['tempo']);
/** Nothing but words between the two (no other figure, no end of clause), and not far. */
const BETWEEN_RE = /^[^\d.,;:!?()]{1,60}$/u;

/** Each yardstick the text does not support joined with the unsupported time told right after it, in one claim. */
export function joinYardsticks<T extends QuantityFound>(found: readonly T[], block: string): T[] {
  const out: T[] = [];
  for (let k = 0; k < found.length; k++) {
    const a = found[k]!;
    const b = found[k + 1];
    const yardstick = a.kind === 'misura' && !!a.dims?.some((d) => YARDSTICK_DIMS.has(d));
    const time = !!b && b.kind === 'misura' && !!b.dims?.some((d) => TIME_DIMS.has(d));
    const end = a.at + a.text.length;
    if (yardstick && time && b.at > end && BETWEEN_RE.test(block.slice(end, b.at))) {
      out.push({ ...a, text: block.slice(a.at, b.at + b.text.length), dims: b.dims });
      k++;
    } else out.push(a);
  }
  return out;
}
