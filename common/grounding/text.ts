/**
 * Text as tokens (numbers with their sign, words, symbols) and words as Italian stems, for the
 * grounding check (common/grounding.ts). One left-to-right pass of a regular expression whose
 * alternatives each consume what they match: linear in the length of the text.
 */
import { NUM, parseNumber } from './numbers.ts';

export type Tok =
  | { t: 'num'; start: number; end: number; raw: string; values: number[]; sign: '' | '-' | '+' }
  | { t: 'word'; start: number; end: number; raw: string; lower: string }
  | { t: 'sym'; start: number; end: number; raw: string };

// A number; an 'x' between numbers (13x13); a word (letters, then letters and digits: IPX4,
// mAh, m²), but a unit letter between two numbers is a word of its own (the charging profiles
// '5V3A', '20V3,25A' are 5 V 3 A and 20 V 3,25 A); any other character.
const TOKEN_RE = new RegExp(String.raw`(${NUM})|([xX×](?=\d))|((?<=\d)[VAW](?=\d)|[\p{L}\p{M}][\p{L}\p{M}\p{N}]*)|(\S)`, 'gu');
const SIGNS = new Set(['-', '−', '–', '+']);

/** The tokens of a text. A '-' or '+' right before a number, after a space or an opening sign, is the number's sign. */
export function tokenize(text: string): Tok[] {
  const out: Tok[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[1] !== undefined) {
      let sign: '' | '-' | '+' = '';
      let from = start;
      const prev = out[out.length - 1];
      if (prev && prev.t === 'sym' && prev.end === start && SIGNS.has(prev.raw) && (start < 2 || /[\s([/:;,=]/.test(text[start - 2]!))) {
        sign = prev.raw === '+' ? '+' : '-';
        from = prev.start;
        out.pop();
      }
      const values = parseNumber(m[1]).map((v) => (sign === '-' ? -v : v));
      out.push({ t: 'num', start: from, end, raw: text.slice(from, end), values, sign });
    } else if (m[3] !== undefined) out.push({ t: 'word', start, end, raw: m[0], lower: m[0].toLowerCase() });
    else out.push({ t: 'sym', start, end, raw: m[0] });
  }
  return out;
}

/** Accents off, lower case. */
export function fold(s: string): string {
  const lower = s.toLowerCase();
  // eslint-disable-next-line no-control-regex -- plain ASCII has no accent to take off
  return /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
}

/** An Italian stem: accents and final vowels off ('continua', 'continui', 'continuo' → 'continu'; 'picchi' → 'picc'). */
export function stem(word: string): string {
  const w = fold(word);
  let end = w.length;
  while (end > 0 && 'aeiouy'.includes(w[end - 1]!)) end--;
  let s = w.slice(0, end);
  if (s.endsWith('ch') || s.endsWith('gh')) s = s.slice(0, -1);
  return s.length >= 2 ? s : w;
}

/** Two stems name the same word: equal, or one starts the other and the shorter has 5 letters or more ('conserv', 'conservazion'). */
export function stemMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.startsWith(short);
}

export const STOPWORDS = new Set(
  (
    'il lo la i gli le l un uno una d di da del dello della dei degli delle dal dallo dalla dai dagli dalle a al allo alla ai agli alle ' +
    'ad in nel nello nella nei negli nelle con col coi su sul sullo sulla sui sugli sulle per tra fra e ed o od ma che non più meno anche ' +
    'come se sia ne ci si è ha hanno ho sono essere era fino oltre circa quasi poco molto tutto tutti tutta tutte ogni suo sua suoi sue ' +
    'questo questa questi queste quello quella quelli quelle max min massimo massima minimo minima cui dove quando così già solo ' +
    'all dall dell nell sull quell quest c and the with of for to in on at or'
  ).split(' '),
);

/** Words that end the window of words around a number: what follows them speaks of something else. */
export const BOUNDARY_WORDS = new Set('e ed o od oppure sia ma mentre che quindi però poi se quando perché dove così anche inoltre invece'.split(' '));

/** Symbols that end a sentence, or a statement of one (';'). */
export const SENTENCE_END: ReadonlySet<string> = new Set(['.', '!', '?', ';']);

/** Punctuation that ends a clause. */
export const CLAUSE_END = new Set(['.', ',', ';', ':', '(', ')', '!', '?', '[', ']', '|', '•', '—', '…', '"', '“', '”', '«', '»']);

/**
 * The key-word stem of token k, or '' when it is none (a stop word, a symbol, a number). 'USB-C',
 * 'USB C', 'Type-C', 'tipo C' are one key word ('usbc', read at 'USB'/'Type'; the letter after
 * it is none), likewise 'USB-A'.
 */
export function stemAt(toks: readonly Tok[], k: number): string {
  const t = toks[k];
  if (!t || t.t !== 'word') return '';
  const lower = t.lower;
  if (lower === 'usb' || lower === 'type' || lower === 'tipo') {
    const l = toks[k + 1]?.t === 'sym' && toks[k + 1]!.raw === '-' ? toks[k + 2] : toks[k + 1];
    if (l && l.t === 'word' && /^[abc]$/i.test(l.raw)) return lower === 'usb' ? `usb${l.lower}` : l.lower === 'c' ? 'usbc' : '';
    return lower === 'usb' ? 'usb' : lower === 'tipo' ? 'tip' : 'typ';
  }
  if (/^[abc]$/.test(lower)) {
    const p = toks[k - 1]?.t === 'sym' && toks[k - 1]!.raw === '-' ? toks[k - 2] : toks[k - 1];
    if (p && p.t === 'word' && ['usb', 'type', 'tipo'].includes(p.lower)) return '';
  }
  if (STOPWORDS.has(lower) || lower.length < 2) return '';
  return stem(t.raw);
}

/** The key-word stems of tokens [from, to). */
export function stemsOf(toks: readonly Tok[], from: number, to: number): string[] {
  const out: string[] = [];
  for (let k = from; k < to; k++) {
    const s = stemAt(toks, k);
    if (s) out.push(s);
  }
  return out;
}

/** Lower case, accents off, punctuation to spaces, whitespace collapsed, a space at each end: for whole-word 'contains'. */
export const normWords = (s: string) =>
  ` ${fold(s)
    .replace(/[^\p{L}\p{N}%°+]+/gu, ' ')
    .trim()} `;

/** Whether a token is one of these words (lower case). */
export const isWord = (t: Tok | undefined, ...words: string[]): boolean => !!t && t.t === 'word' && words.includes(t.lower);

/** A noun at k ('un chilo e due batterie'): a word of three letters or more, neither a stop word nor a boundary. */
export const isNounAt = (toks: readonly Tok[], k: number) => {
  const t = toks[k];
  return !!t && t.t === 'word' && t.lower.length >= 3 && !STOPWORDS.has(t.lower) && !BOUNDARY_WORDS.has(t.lower);
};
