/**
 * Uses within the data's limits (common/grounding/claims.ts): 'ha avviato un diesel da 2,0 litri'
 * of a starter for 'Diesel fino a 6,5 L', 'a -10 °C' of a working range of -20 °C to 60 °C. A
 * plain figure that lies inside a range of the data, or under a maximum the words around it name,
 * tells a case the data covers. Not a figure of the data ('spessa 2 cm' of 'fino a 4 cm di
 * spessore' is no thickness it states): only the setting of a test told in the first person
 * (common/grounding.ts) is so read.
 */
import { type Fact, overlap } from './facts.ts';
import type { Modifier, Quantity } from './quantities.ts';

export function withinData(q: Quantity, m: Modifier | null, facts: readonly Fact[], ctx: readonly string[]): boolean {
  if (m || q.noun || q.shape !== 'single') return false;
  return facts.some((f) => {
    const all = f.values.flat();
    if (f.shape === 'range' && f.values.length === 2) {
      const [lo, hi] = [Math.min(...all), Math.max(...all)];
      return q.values[0]!.some((v) => v >= lo && v <= hi);
    }
    // Under a maximum: of the same sign, and tied to it by the words around ('diesel').
    if (f.shape !== 'single' || !f.upto || overlap(ctx, f.keys) === 0) return false;
    return q.values[0]!.some((v) => all.some((x) => (x > 0 ? v > 0 && v <= x : v < 0 && v >= x)));
  });
}
