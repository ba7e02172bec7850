/**
 * How common/experience-claims.ts reads a text: as words with their offsets and sentence ends (one
 * pass of a single character class), through a Reader that looks a bounded number of words around
 * each one, and with the spans of quotes attributed to customers (no claim of ours).
 */
import {
  CLITICS,
  NEGATIONS,
  TEST_PARTICIPLES,
  EXCLUDED_AFTER,
  PUT_PARTICIPLES,
  PUT_COMPLEMENTS,
  DO_PARTICIPLES,
  TEST_WORDS,
  TEST_INFINITIVES,
  DESK_OBJECTS,
  DURATIONS,
  QUANTITIES,
  AFTER_DURATION,
  ATTRIBUTIONS,
} from './experience-words.ts';

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

export interface Word {
  /** Lower case. */
  w: string;
  start: number;
  end: number;
  /** Index of the sentence the word is in (sentences end at . ! ? … ;). */
  sentence: number;
}

const WORD_RE = /[\p{L}\p{N}]+/gu;
const SENTENCE_END = /[.!?…;]/;

export function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  let last = 0;
  let sentence = 0;
  for (const m of text.matchAll(WORD_RE)) {
    if (out.length > 0 && SENTENCE_END.test(text.slice(last, m.index))) sentence++;
    out.push({ w: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length, sentence });
    last = m.index + m[0].length;
  }
  return out;
}

export interface Match {
  /** First and last word (inclusive). */
  from: number;
  to: number;
  /** No first-person word: dropped in a sentence that names a third party. */
  weak: boolean;
  /**
   * A reaction ('ci ha sorpreso', 'siamo rimasti colpiti'): what the writer felt, about the data as
   * well as about use ('il prezzo ci ha sorpreso'). No claim of its own: beside a use or a test
   * ('L’abbiamo usato per dieci notti, e ci ha sorpreso') the use is the claim.
   */
  reaction?: boolean;
  /**
   * Found by a general shape of use (common/experience-shapes.ts: 'l’abbiamo appesa', 'dopo averlo
   * provato'): no claim of its own in a sentence a verb or noun of testing already flags ('Nel
   * nostro test in giardino, con mezzo chilo di legna abbiamo fatto bollire…' is one claim).
   */
  secondary?: boolean;
}

export class Reader {
  constructor(readonly words: Word[]) {}

  w(i: number): string | undefined {
    return this.words[i]?.w;
  }

  /** Whether the words from i are exactly `seq`. */
  seq(i: number, seq: readonly string[]): boolean {
    return seq.every((s, k) => this.w(i + k) === s);
  }

  /** Skips up to `max` words of `words` from i: the index of the first other word. */
  skip(i: number, words: Set<string>, max: number): number {
    let j = i;
    while (j - i < max && words.has(this.w(j) ?? '')) j++;
    return j;
  }

  /** 'per tre settimane', 'da mesi', 'a lungo', 'ogni giorno' right after word i: the new last word, or i. */
  duration(i: number): number {
    const first = this.w(i + 1);
    if (first === 'a' && this.w(i + 2) === 'lungo') return i + 2;
    if (first === 'ogni' && (this.w(i + 2) === 'giorno' || this.w(i + 2) === 'sera')) return i + 2;
    if (first === 'tutti' && this.w(i + 2) === 'i' && this.w(i + 3) === 'giorni') return i + 3;
    if (first === 'quotidianamente') return i + 1;
    if (first !== 'per' && first !== 'da' && first !== 'in') return i;
    const end = this.quantityAndDuration(i + 2);
    return end === null ? i : end;
  }

  /** 'tre settimane', 'un paio di mesi', 'mesi' from word i: the last word, or null. */
  quantityAndDuration(i: number): number | null {
    let j = i;
    while (j - i < 4) {
      const w = this.w(j) ?? '';
      if (QUANTITIES.has(w) || /^\d+$/.test(w) || (w === 'di' && this.w(j - 1) === 'paio')) j++;
      else break;
    }
    if (!DURATIONS.has(this.w(j) ?? '')) return null;
    return AFTER_DURATION.has(this.w(j + 1) ?? '') ? j + 1 : j;
  }

  /** Whether a word of `words` is among the `n` words after i. */
  near(i: number, n: number, words: Set<string>, back = 0): boolean {
    for (let k = i - back; k <= i + n; k++) if (k !== i && words.has(this.w(k) ?? '')) return true;
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Quotes and third parties
// ---------------------------------------------------------------------------------------------

const QUOTE_PAIRS: Record<string, string | undefined> = { '«': '»', '“': '”', '"': '"' };

/** Character ranges of the quotes of a block that a nearby word attributes to customers. */
export function attributedQuotes(text: string, words: Word[]): Array<[number, number]> {
  const quotes: Array<[number, number]> = [];
  let i = 0;
  while (i < text.length) {
    const close = QUOTE_PAIRS[text[i]!];
    if (close === undefined) {
      i++;
      continue;
    }
    const end = text.indexOf(close, i + 1);
    if (end < 0) break;
    quotes.push([i, end + 1]);
    i = end + 1;
  }
  if (quotes.length === 0) return [];
  const out: Array<[number, number]> = [];
  let k = 0;
  for (const [s, e] of quotes) {
    // The words of the 120 characters before the quote and the 80 after it (words are in order).
    while (k < words.length && words[k]!.end < s - 120) k++;
    let attributed = false;
    for (let j = k; j < words.length && words[j]!.start < e + 80; j++) {
      const word = words[j]!;
      if ((word.end <= s || word.start >= e) && ATTRIBUTIONS.has(word.w)) {
        attributed = true;
        break;
      }
    }
    if (attributed) out.push([s, e]);
  }
  return out;
}

/** Extends a claim to the left over pronouns ('l’', 'ce l’') and 'in redazione'; null after a negation. */
export function leftOfVerb(r: Reader, at: number, pronouns: boolean): number | null {
  let from = at;
  if (pronouns) {
    while (from > 0 && at - from < 2 && CLITICS.has(r.w(from - 1) ?? '')) from--;
  }
  if (NEGATIONS.has(r.w(from - 1) ?? '')) return null;
  if (r.w(from - 2) === 'in' && r.w(from - 1) === 'redazione' && r.words[from - 2]!.sentence === r.words[at]!.sentence) from -= 2;
  return from;
}

/** The end of a participle claim at word p (after 'abbiamo'), or null when it is no claim. */
export function participleEnd(r: Reader, p: number): number | null {
  const w = r.w(p) ?? '';
  if (TEST_PARTICIPLES.has(w)) {
    const stem = w.slice(0, -1);
    const excluded = EXCLUDED_AFTER[stem];
    if (excluded && excluded.has(r.w(p + 1) ?? '')) return null;
    if (r.near(p, 4, DESK_OBJECTS, 3)) return null;
    let end = p;
    if (r.seq(p + 1, ['con', 'mano']) || r.seq(p + 1, ['di', 'persona']) || r.seq(p + 1, ['sul', 'campo'])) end = p + 2;
    else if (r.seq(p + 1, ['alla', 'prova'])) end = p + 2;
    return r.duration(end);
  }
  if (PUT_PARTICIPLES.has(w)) {
    const complement = PUT_COMPLEMENTS.find((c) => r.seq(p + 1, c));
    return complement ? p + complement.length : null;
  }
  if (DO_PARTICIPLES.has(w)) {
    // 'abbiamo fatto tre prove' (up to the test word), 'le prove che abbiamo condotto'.
    for (let k = p + 1; k <= p + 4; k++) if (TEST_WORDS.has(r.w(k) ?? '')) return k;
    return r.near(p, 0, TEST_WORDS, 3) ? p : null;
  }
  if (w === 'potuto' || w === 'voluto') return TEST_INFINITIVES.has(r.w(p + 1) ?? '') && !r.near(p + 1, 4, DESK_OBJECTS) ? p + 1 : null;
  if (w === 'avuto') {
    if (r.w(p + 1) === 'modo' && r.w(p + 2) === 'di' && TEST_INFINITIVES.has(r.w(p + 3) ?? '')) return p + 3;
    if (r.seq(p + 1, ['in', 'prova'])) return p + 2;
  }
  return null;
}
