/**
 * Approximations and bounds before a number (common/grounding/quantities.ts): 'circa', 'quasi',
 * 'poco più di', 'oltre', 'meno di', 'fino a', and what interval of values each stands for.
 */
import type { Tok } from './text.ts';

type Mod = 'over' | 'under' | 'approx' | 'upto';
/**
 * Words before a number and what they make of it: approximations ('circa', 'quasi', 'poco più
 * di', 'oltre') within 10 % in their direction; bounds ('meno di', 'più di', 'sotto', 'almeno')
 * within 25 % for a quantity, and for a price simply true or false against the current price.
 */
const MODS: Array<[string[], Mod, number, boolean]> = [
  [['poco', 'più', 'di'], 'over', 0.1, false],
  [['supera', 'di', 'poco'], 'over', 0.1, false],
  [['superano', 'di', 'poco'], 'over', 0.1, false],
  [['poco', 'meno', 'di'], 'under', 0.1, false],
  [['poco', 'inferiore', 'a'], 'under', 0.1, false],
  [['poco', 'superiore', 'a'], 'over', 0.1, false],
  [['quasi'], 'under', 0.1, false],
  [['oltre'], 'over', 0.1, true],
  [['più', 'di'], 'over', 0.25, true],
  [['sopra'], 'over', 0.25, true],
  [['superiore', 'a'], 'over', 0.25, true],
  [['almeno'], 'over', 0.25, true],
  [['meno', 'di'], 'under', 0.25, true],
  [['sotto'], 'under', 0.25, true],
  [['inferiore', 'a'], 'under', 0.25, true],
  [['entro'], 'under', 0.25, true],
  [['circa'], 'approx', 0.1, false],
  [['approssimativamente'], 'approx', 0.1, false],
  [['intorno', 'a'], 'approx', 0.1, false],
  [['intorno', 'ai'], 'approx', 0.1, false],
  [['intorno', 'alle'], 'approx', 0.1, false],
  [['attorno', 'a'], 'approx', 0.1, false],
  [['attorno', 'ai'], 'approx', 0.1, false],
  [['sui'], 'approx', 0.1, false],
  [['sulle'], 'approx', 0.1, false],
  [['sugli'], 'approx', 0.1, false],
  [['fino', 'a'], 'upto', 0, false],
  [['fino', 'al'], 'upto', 0, false],
  [['fino', 'ai'], 'upto', 0, false],
  [['fino', 'alle'], 'upto', 0, false],
  [['sino', 'a'], 'upto', 0, false],
  [['max'], 'upto', 0, false],
  [['massimo'], 'upto', 0, false],
];
export interface Modifier {
  mod: Mod;
  /** How far from the number the value may be (0.1 = 10 %). */
  width: number;
  /** A bound ('meno di', 'oltre'), not an approximation ('circa', 'poco più di'). */
  bound: boolean;
  from: number;
}
const ARTICLES = new Set(['i', 'il', 'lo', 'la', 'le', 'gli', 'l']);
const ARTICLED_A = new Set(['al', 'ai', 'agli', 'allo', 'alla', 'alle', 'all']);

/** 'circa', 'oltre', 'meno di', 'fino a'… right before token i (an article may come between): the kind and the token it starts at. */
export function modifierBefore(toks: readonly Tok[], i: number): Modifier | null {
  let k = i - 1;
  if (toks[k]?.t === 'sym' && ["'", '’'].includes(toks[k]!.raw)) k--;
  if (toks[k]?.t === 'word' && ARTICLES.has((toks[k] as { lower: string }).lower)) k--;
  const words: Array<{ w: string; at: number }> = [];
  for (; k >= 0 && words.length < 4; k--) {
    const t = toks[k]!;
    if (t.t !== 'word') break;
    // 'inferiore ai sei chili', 'intorno alle 10 ore': a preposition joined to its article is the preposition.
    // 'superiori a' as 'superiore a'.
    words.unshift({ w: ARTICLED_A.has(t.lower) && words.length === 0 ? 'a' : t.lower.replace(/^(superior|inferior)i$/, '$1e'), at: k });
  }
  let best: (Modifier & { n: number }) | null = null;
  for (const [pattern, mod, width, bound] of MODS) {
    if (pattern.length > words.length || (best && best.n >= pattern.length)) continue;
    const tail = words.slice(words.length - pattern.length);
    if (tail.every((x, n) => x.w === pattern[n])) best = { mod, width, bound, from: tail[0]!.at, n: pattern.length };
  }
  return best;
}

export const interval = (v: number, m: Modifier): [number, number] => {
  const w = m.width;
  const [a, b] = m.mod === 'approx' ? [(1 - w) * v, (1 + w) * v] : m.mod === 'over' ? [v, (1 + w) * v] : m.mod === 'under' ? [(1 - w) * v, v] : [v, v];
  return a <= b ? [a - 1e-9, b + 1e-9] : [b - 1e-9, a + 1e-9];
};
