/**
 * How a quantity claim is compared with the facts (common/grounding/claims.ts): which facts of its
 * dimension it is held to (those whose key words share most with the words around it, none of the
 * other role: common/grounding/roles.ts), and whether one of them supports it.
 */
import { type Fact, type FactIndex, overlap } from './facts.ts';
import { close } from './numbers.ts';
import { interval, type Modifier, type Quantity } from './quantities.ts';
import { factRoles, ROLE_DIMS, rolesAgree, type Roles } from './roles.ts';

/** What one call has worked out already: the candidate facts of a dimension for some key words, whether the data has a code. */
export interface Memo {
  facts: Map<string, Fact[]>;
  codes: Map<string, boolean>;
}

/** Whether the fact supports the quantity (range against range, dimensions against dimensions, a value against any of the fact's). */
export function matches(q: Quantity, mod: Modifier | null, f: Fact): boolean {
  if (q.shape === 'range') {
    if (f.shape !== 'range' || f.values.length !== 2) return false;
    const [a, b] = q.values as [number[], number[]];
    const [x, y] = f.values as [number[], number[]];
    const eq = (r: number[], s: number[]) => r.some((u) => s.some((v) => close(u, v)));
    return (eq(a, x) && eq(b, y)) || (eq(a, y) && eq(b, x));
  }
  if (q.shape === 'tuple') {
    if (f.shape !== 'tuple') return false;
    const free = f.values.map(() => true);
    // 'circa 10 x 5 cm' of 9,9 x 5,2 cm: each side within the approximation.
    const near = (u: number, v: number) => close(u, v) || (!!mod && mod.mod === 'approx' && ((lo, hi) => v >= lo && v <= hi)(...interval(u, mod)));
    return q.values.every((r) => {
      const k = f.values.findIndex((s, n) => free[n] && r.some((u) => s.some((v) => near(u, v))));
      if (k < 0) return false;
      free[k] = false;
      return true;
    });
  }
  // '-20%' of a discount is 20 %.
  const readings = q.dims.includes('percentuale') ? q.values[0]!.flatMap((v) => [v, Math.abs(v)]) : q.values[0]!;
  const all = f.values.flat();
  if (!mod || mod.mod === 'upto') return readings.some((r) => all.some((v) => close(r, v)) || !!f.around?.some(([lo, hi]) => r >= lo && r <= hi));
  return readings.some((r) => {
    const [lo, hi] = interval(r, mod);
    if (all.some((v) => v >= lo && v <= hi)) return true;
    if (f.around?.some(([a, b]) => a <= hi && b >= lo)) return true;
    if (f.shape !== 'range') return false;
    const [min, max] = [Math.min(...all), Math.max(...all)];
    // A bound ('sotto i 16 °C', 'meno di 3 ore') is one end of the range, not any value inside a wide one (-10 °C to 50 °C).
    if (mod.bound) return [min, max].some((v) => v >= lo && v <= hi);
    return min <= hi && max >= lo;
  });
}

/**
 * Words that name a quantity's dimension or measuring ('tensione', 'peso', 'misura', 'durata'),
 * not what it belongs to: they single out no fact ('con tensioni da 12 a 28 V' is about the solar
 * input, not the line 'Tensione: 230 Volt').
 */
const GENERIC_KEYS = new Set([
  'misur',
  'tension',
  'potenz',
  'pes',
  'capacit',
  'dimension',
  'energi',
  'corrent',
  'temperatur',
  'durat',
  'temp',
  'numer',
  'valor',
  'quantit',
  'lunghezz',
]);

/**
 * The facts of a dimension a claim is compared with: those whose key words share most with the
 * words around the claim; all of them when the claim's words name no key of that dimension.
 */
export function candidates(index: FactIndex, dim: string, ctx: readonly string[], memo: Memo, roles: Roles | null = null): Fact[] {
  const all = index.byDim.get(dim) ?? [];
  const rel = ctx.filter((s) => !index.identity.has(s) && !GENERIC_KEYS.has(s));
  const withRoles = roles && ROLE_DIMS.has(dim) && (roles.flow || roles.level);
  const memoKey = `${dim}|${rel.join(' ')}|${withRoles ? `${roles.flow}/${roles.level}` : ''}`;
  const known = memo.facts.get(memoKey);
  if (known) return known;
  // A fact of the other role never supports the claim ('100 W in uscita' against the input's 100 W).
  const facts = withRoles ? all.filter((f) => rolesAgree(roles, factRoles(f.keys))) : all;
  const scores = facts.map((f) => overlap(rel, f.keys));
  const max = Math.max(0, ...scores);
  // … and any fact whose key words the claim's words all name ('si ricarica in circa un'ora' is the
  // line 'Ricarica: circa 1 ora', though a sentence of the description shares more words with it).
  const out = max > 0 ? facts.filter((f, k) => scores[k] === max || namesAllKeys(f, rel)) : facts;
  memo.facts.set(memoKey, out);
  return out;
}

/** The claim's words name every key word of the fact but those of measuring ('Tempo di ricarica: 5 ore (USB-C)'). */
function namesAllKeys(f: Fact, rel: readonly string[]): boolean {
  const keys = f.keys.filter((k) => !GENERIC_KEYS.has(k));
  return keys.length > 0 && overlap(keys, rel) === keys.length;
}

/**
 * A range the data gives as its two ends one by one ('luce calda 3000 K, luce fredda 6500 K'
 * supports 'da 3000 a 6500 K'): each end a single value of the candidates.
 */
export function rangeEndsSupported(q: Quantity, facts: readonly Fact[]): boolean {
  if (q.shape !== 'range' || q.values.length !== 2) return false;
  // Single values only: the ends of two other ranges ('Alta 3-4 ore, Media 6-8 ore') make no range 'da 3 a 6 ore'.
  return q.values.every((end) => facts.some((f) => f.shape === 'single' && matches({ ...q, shape: 'single', values: [end] }, null, f)));
}
