/**
 * The whole where the source states a part (decision 0067): 'tutte e quattro le pile' where the
 * source says 'due delle quattro pile', 'tutti i 27 Stati membri usano già…' where it says '22
 * Paesi su 27 usano già…'. The figure is the source's, so the figure rules pass it; here a total
 * ('tutti i N', 'tutte e N') is a claim when the source states a part of N ('M delle N', 'M su N')
 * and the words the rewrite ties to its total are more the part's than those of any total the
 * source states itself. No import from app/ or server/, no DOM.
 */
import { numberWord } from './numbers.ts';
import { tiedWords } from './news-swaps.ts';
import { type Tok, tokenize } from './text.ts';

const wordAt = (toks: readonly Tok[], k: number) => (toks[k]?.t === 'word' ? (toks[k] as { lower: string }).lower : '');
function countAt(toks: readonly Tok[], k: number): number | null {
  const t = toks[k];
  if (t?.t === 'num') return t.values.length === 1 && Number.isInteger(t.values[0]) && t.values[0]! > 0 ? t.values[0]! : null;
  return t?.t === 'word' ? numberWord(t.lower) : null;
}

interface Statement {
  whole: number;
  words: Set<string>;
}

/** 'tutti i 27', 'tutte e quattro', 'tutti e 3': the whole, from token k ('tutti'/'tutte'), and the token of its figure. */
function totalAt(toks: readonly Tok[], k: number): { whole: number; at: number } | null {
  if (!/^tutt[ie]$/.test(wordAt(toks, k))) return null;
  const at = /^(?:e|i|gli|le)$/.test(wordAt(toks, k + 1)) ? k + 2 : k + 1;
  const whole = countAt(toks, at);
  return whole !== null && whole >= 2 ? { whole, at } : null;
}

/** The parts ('due delle quattro pile', '22 Paesi su 27') and the totals a source states, each with the words it ties to itself. */
export function sourceParts(source: string): { parts: Statement[]; totals: Statement[] } {
  const toks = tokenize(source);
  const parts: Statement[] = [];
  const totals: Statement[] = [];
  for (let k = 0; k < toks.length; k++) {
    const total = totalAt(toks, k);
    if (total) totals.push({ whole: total.whole, words: tiedWords(toks, { start: toks[k]!.start, end: toks[total.at]!.end }, true) });
    const part = countAt(toks, k);
    if (part === null) continue;
    // 'due delle quattro', '22 su 27', '22 Paesi su 27'.
    for (const gap of [1, 2]) {
      const link = wordAt(toks, k + gap);
      const whole = countAt(toks, k + gap + 1);
      if (whole === null || whole <= part || !/^(?:su|delle|dei|degli|di|tra|fra)$/.test(link) || (gap === 2 && link !== 'su')) continue;
      // Its words: those around it, not the noun it counts ('pile' in 'due delle quattro pile'; '22 Paesi su 27' holds its own).
      parts.push({ whole, words: tiedWords(toks, { start: toks[k]!.start, end: toks[k + gap + 1]!.end }, gap === 1) });
    }
  }
  return { parts, totals };
}

/** The totals of a rewrite's block that claim the whole where the source states a part. */
export function wholesForParts(block: string, source: ReturnType<typeof sourceParts>): string[] {
  const toks = tokenize(block);
  const out: string[] = [];
  for (let k = 0; k < toks.length; k++) {
    const total = totalAt(toks, k);
    if (!total) continue;
    const words = tiedWords(toks, { start: toks[k]!.start, end: toks[total.at]!.end }, true);
    const shared = (s: Statement) => [...words].filter((w) => s.words.has(w)).length;
    const part = Math.max(0, ...source.parts.filter((s) => s.whole === total.whole).map(shared));
    const whole = Math.max(0, ...source.totals.filter((s) => s.whole === total.whole).map(shared));
    if (part > 0 && part > whole) out.push(block.slice(toks[k]!.start, toks[total.at]!.end));
  }
  return out;
}
