/**
 * Named specifications for the grounding check (common/grounding.ts): standards ('EN 14604',
 * 'NSF/ANSI 53', 'DIN 13164:2022', 'classe IIa'), model and part codes ('RF-10', 'HL-450R',
 * 'XP-G3', 'IP67', 'CR2032'), acronyms ('TÜV', 'NOAA', 'UPS'), connectors, radios and battery
 * chemistries, materials ('titanio', 'Mylar') and named features ('Power Delivery', 'wireless').
 * Codes are compared with the data as whole tokens: 'AA' is not in 'AAA', 'RF-100' is not 'RF-10'.
 */
import { fold, STOPWORDS, type Tok, tokenize } from './text.ts';
import { unitOf } from './numbers.ts';
import { MATERIAL_TERMS } from './material-terms.ts';
import { withAliases } from './code-aliases.ts';
import { creditedSource } from './sources.ts';

export interface CodeSpan {
  start: number;
  end: number;
  text: string;
  /** Forms to look for in the data's code text (any one found, as a whole token, supports the code). */
  forms: string[];
}

const NEXT_WORDS_RE = /^[\s\u00a0]{0,3}([\p{L}°%²][\p{L}\p{N}²]{0,15})(?:[\s\u00a0]{1,3}(\p{L}{1,15}))?/u;
/** A unit follows (the number before it is a quantity, not a code's number). */
function unitFollows(rest: string): boolean {
  const m = NEXT_WORDS_RE.exec(rest);
  return !!m && (!!(m[2] && unitOf(`${m[1]} ${m[2]}`)) || !!unitOf(m[1]!));
}

/**
 * Text for comparing codes: upper case, whitespace collapsed, the USB spellings unified ('USB
 * Type-C', 'Type C', 'tipo C' → 'USB-C'), likewise battery chemistries, '.0' versions shortened
 * ('Bluetooth 5.0' = 'Bluetooth 5'), a regulation's '(UE) n.' read as 'UE'.
 */
export function normCodeText(s: string): string {
  return ` ${s
    .toUpperCase()
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .replace(/(?:USB[ -]?)?(?:TYPE|TIPO)[ -]?C(?![\p{L}\p{N}])/gu, 'USB-C')
    .replace(/USB[ -]?([ABC])(?![\p{L}\p{N}])/gu, 'USB-$1')
    .replace(/MICRO[ -]?USB/g, 'MICRO-USB')
    .replace(/LI[ -]?ION/g, 'LI-ION')
    .replace(/LI[ -]?PO(?![\p{L}])/gu, 'LI-PO')
    .replace(/NI[ -]?MH/g, 'NI-MH')
    .replace(/WI[ -]?FI/g, 'WI-FI')
    .replace(/(\d)\.0(?!\d)/g, '$1')
    .replace(/(?<![\p{L}\p{N}])\(?(UE|CE|EU|CEE)\)?(?: N[.°º]?)? ?(?=\d)/gu, '$1 ')} `;
}

/** The forms a code may take in the data: 'RF-10', 'RF10', 'RF 10'; 'EN 14604', 'EN14604'. */
function codeForms(text: string): string[] {
  const norm = normCodeText(text).trim();
  const joints = /(\p{Lu})[ -](?=\d)|(\d)[ -](?=\p{Lu})/gu;
  return [...new Set([norm, norm.replace(joints, '$1$2'), norm.replace(joints, '$1$2 '), norm.replace(joints, '$1$2-')].map((f) => f.replace(/ {2,}/g, ' ')))];
}

/** `code` (normalised) occurs in `hay` as a whole token: no letter or digit on either side. */
export function hasToken(hay: string, code: string): boolean {
  if (!code) return false;
  for (let i = hay.indexOf(code); i >= 0; i = hay.indexOf(code, i + 1)) {
    const before = hay[i - 1] ?? ' ';
    const after = hay[i + code.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

// Each pattern is tried only where a word starts (sticky), not at every character, and reads a
// bounded length (codes are short): a long run such as 'AB1-AB1-…' costs the same from each start.
const CODE_RES: RegExp[] = [
  // Standards: a body's letters (EN, ISO, DIN, UL, NSF/ANSI, MIL-STD…), then a number with its parts.
  /(?<![\p{L}\p{N}])\p{Lu}{2,6}(?:[/-]\p{Lu}{2,6}){0,2}[ \u00a0]?\d{1,6}(?:[.:/-]\d{1,6}){0,4}(?:\p{Lu}(?![\p{L}\p{N}]))?(?![\p{L}\p{N}])/uy,
  // Model and part codes: capitals and digits with a hyphen or dot (RF-10, HL-450R, XP-G3, MSC.81) or without (IP67, CR2032, DC5521).
  /(?<![\p{L}\p{N}])\p{Lu}[\p{Lu}\p{N}]{0,11}(?:[-.][\p{Lu}\p{N}]{1,12}){1,4}(?![\p{L}\p{N}])/uy,
  /(?<![\p{L}\p{N}])\p{Lu}{1,8}\p{N}[\p{Lu}\p{N}]{0,12}(?![\p{L}\p{N}])/uy,
  /(?<![\p{L}\p{N}])[Cc]lasse[ \u00a0](?:[IVX]+[ab]?|[A-G]\+*)(?![\p{L}\p{N}+])/uy,
  /(?<![\p{L}\p{N}])(?:USB[-\s]?(?:C|A|B)|(?:USB\s+)?(?:Type|tipo)[-\s]?C|micro[-\s]?USB)(?![\p{L}\p{N}])/iuy,
  /(?<![\p{L}\p{N}])Bluetooth[ \u00a0]?\d(?:\.\d)?(?![\p{L}\p{N}])/iuy,
  /(?<![\p{L}\p{N}])(?:LiFePO4|Li-?ion|Li-?Po|Ni-?MH|NiCd)(?![\p{L}\p{N}])/iuy,
  /(?<![\p{L}\p{N}])(?:18650|21700|26650|14500|16340|CR\d{4})(?![\p{L}\p{N}])/uy,
  /(?<![\p{L}\p{N}])(?:NFC|GPS|Qi|Wi-?Fi|DAB\+?|MagSafe)(?![\p{L}\p{N}])/uy,
];

/** Lower-case words a code may start with. */
const LOWER_STARTS = new Set(['usb', 'tipo', 'type', 'micro', 'bluetooth', 'li', 'lifepo4', 'ni', 'nicd', 'classe']);

/** Acronyms that name no specification of a product. */
const ACRONYM_STOP = new Set([
  'UE',
  'EU',
  'IVA',
  'OK',
  'TV',
  'PC',
  'FAQ',
  'DIY',
  'AI',
  'IA',
  'NB',
  'USA',
  'UK',
  'IT',
  'XL',
  'XXL',
  'XS',
  'NO',
  'SI',
  'SÌ',
  'ECC',
  'ETC',
  'PS',
  'PDF',
  'HD',
  'TOP',
  'WOW',
  'SUPER',
  'NOTA',
  'BENE',
  'ECCO',
  'EUR',
  'USD',
  // Sizes, and the marking every product sold in the EU carries: no specification of one product.
  'XXXL',
  'XXS',
  'CE',
]);
/** Sizes read as codes otherwise: paper ('un foglio A4', 'A6'), metric threads ('M8'). */
const SIZE_RE = /^(?:A(?:10|\d)|M\d{1,2})$/;
const ACRONYM_RE = /^\p{Lu}{2,6}$/u;
const ROMAN_RE = /^[IVXLC]+$/;

/** The codes of a block of text (its tokens given), in order, none inside another. */
export function codeSpans(block: string, toks: readonly Tok[] = tokenize(block)): CodeSpan[] {
  const spans: CodeSpan[] = [];
  let letters = 0;
  let capitals = 0;
  for (const t of toks) {
    if (t.t !== 'word') continue;
    letters += t.raw.length;
    for (const ch of t.raw) if (ch !== ch.toLowerCase()) capitals++;
  }
  const shouting = letters > 12 && capitals > 0.6 * letters;
  // Where the last match of each pattern ended: a later start inside it would read the same run again.
  const done = CODE_RES.map(() => 0);
  toks.forEach((t, k) => {
    if (t.t === 'sym') return;
    const upper = t.t === 'word' && t.raw[0] !== t.raw[0]!.toLowerCase();
    if (t.t === 'word' && !upper && !LOWER_STARTS.has(t.lower)) return;
    CODE_RES.forEach((re, n) => {
      if ((t.t === 'num' && n !== 7) || t.start < done[n]!) return;
      re.lastIndex = t.start;
      const m = re.exec(block);
      if (!m) return;
      const text = m[0];
      done[n] = m.index + text.length;
      // A standard's number that a unit follows is a quantity ('AC 230 V', 'LED 1 W'); a model code needs a digit.
      // 'USB-C PD 18W': a capital glued to the number that is a unit ('W', 'V', 'A') ends a quantity too.
      if (n === 0 && (unitFollows(block.slice(m.index + text.length, m.index + text.length + 40)) || /\d[WV]$/.test(text) || /^(?:EUR|USD|GBP|CHF)\b/.test(text))) return;
      if ((n === 1 || n === 2) && !/\d/.test(text)) return;
      if (n === 2 && SIZE_RE.test(text)) return;
      spans.push({ start: m.index, end: m.index + text.length, text, forms: withAliases(codeForms(text)) });
    });
    // Acronyms: 'TÜV', 'NOAA', 'UPS' (not in a hyphenated code, nor before '-digit').
    if (shouting || t.t !== 'word' || !ACRONYM_RE.test(t.raw)) return;
    const prev = toks[k - 1];
    const next = toks[k + 1];
    if (prev && prev.end === t.start && prev.raw === '-') return;
    if (next && next.start === t.end && next.raw === '-' && toks[k + 2]?.t === 'num' && toks[k + 2]!.start === next.end) return;
    // Not an acronym: a stop word or a unit in capitals ('NON', 'KG'), a Roman numeral; 'secondo l'OMS', 'i dati dell'ARERA' credit a source.
    if (
      ACRONYM_STOP.has(t.raw) ||
      ROMAN_RE.test(t.raw) ||
      STOPWORDS.has(t.lower) ||
      unitOf(t.raw) ||
      [1, 2, 3].some((d) => toks[k - d]?.raw.toLowerCase() === 'secondo') ||
      creditedSource(toks, k)
    )
      return;
    // Letters glued to the number before them are one code with it ('acciaio 420HC'), not an acronym.
    if (prev?.t === 'num' && prev.end === t.start && !spans.some((s) => s.end > prev.start)) {
      const text = block.slice(prev.start, t.end);
      spans.push({ start: prev.start, end: t.end, text, forms: withAliases(codeForms(text)) });
      return;
    }
    spans.push({ start: t.start, end: t.end, text: t.raw, forms: withAliases([t.raw.toUpperCase()]) });
  });
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: CodeSpan[] = [];
  for (const s of spans) if (out.length === 0 || s.start >= out[out.length - 1]!.end) out.push(s);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Materials, features, substances a product is 'senza'
// ---------------------------------------------------------------------------------------------

interface Term {
  /** How the text writes it (folded words). */
  words: string[];
  /** Folded stems any one of which, as the start of a word of the data, supports it. */
  data: string[];
}
const term = (text: string, ...data: string[]): Term => ({ words: fold(text).split(' '), data: [fold(text).replace(/[aeiou]$/, ''), ...data.map(fold)] });

/** Materials and named features: a text that names one the data does not is making a claim. */
export const TERMS: Term[] = [
  term('titanio'),
  term('alluminio'),
  term('acciaio'),
  term('inox', 'inossidabil'),
  term('acciaio inox', 'inossidabil', 'inox'),
  term('nylon'),
  term('poliestere'),
  term('mylar'),
  term('silicone'),
  term('gomma'),
  term('policarbonato'),
  term('polipropilene'),
  term('polietilene'),
  term('poliuretano'),
  term('neoprene'),
  term('kevlar'),
  term('cordura'),
  term('ripstop'),
  term('fibra di carbonio'),
  term('carbone attivo', 'carboni attiv'),
  term('carboni attivi', 'carbone attiv'),
  term('vetro temperato'),
  term('ottone'),
  term('ghisa'),
  term('ceramica'),
  term('power delivery', 'pd'),
  term('quick charge', 'qc', 'quickcharge'),
  term('ricarica rapida', 'ricarica veloce', 'fast charg', 'quick charge', 'power delivery', 'pd', 'qc'),
  term('ricarica wireless', 'wireless', 'senza fili', 'qi'),
  term('wireless', 'senza fili', 'qi'),
  ...MATERIAL_TERMS.map(([text, ...data]) => term(text!, ...data)),
];

/** Substances a product is said to be 'senza' ('senza lattosio', 'senza BPA'). */
const SUBSTANCES: Array<{ words: string[]; aliases: string[] }> = [
  ['glutine'],
  ['lattosio'],
  ['latte'],
  ['bpa', 'bisfenolo a', 'bisfenolo'],
  ['bisfenolo a', 'bpa', 'bisfenolo'],
  ['bisfenolo', 'bpa'],
  ['ftalati'],
  ['lattice'],
  ['pvc'],
  ['conservanti'],
  ['coloranti'],
  ['zuccheri aggiunti', 'zuccheri', 'zucchero'],
  ['zucchero'],
  ['olio di palma'],
  ['ogm'],
  ['allergeni'],
  ['soia'],
  ['uova'],
  ['arachidi'],
  ['frutta a guscio'],
  ['piombo'],
  ['mercurio'],
  ['cadmio'],
  ['nichel'],
  ['alcol'],
  ['glutammato'],
  ['grassi idrogenati'],
].map(([first, ...rest]) => ({ words: first!.split(' '), aliases: [first!, ...rest] }));

/** The substance named after 'senza' at words[i…], if any: its length in words and whether the data states its absence. */
export function substanceAt(words: readonly string[], i: number, dataWords: string): { length: number; supported: boolean } | null {
  let best: (typeof SUBSTANCES)[number] | null = null;
  for (const s of SUBSTANCES) {
    if (s.words.every((w, k) => words[i + k] === w) && (!best || s.words.length > best.words.length)) best = s;
  }
  if (!best) return null;
  const supported = best.aliases.some((a) =>
    ['senza', 'privo di', 'priva di', 'non contiene', 'free'].some((cue) => dataWords.includes(` ${cue} ${a} `) || dataWords.includes(` ${a} free `)),
  );
  return { length: best.words.length, supported };
}

const TERMS_BY_FIRST = new Map<string, Term[]>();
for (const t of TERMS) TERMS_BY_FIRST.set(t.words[0]!, [...(TERMS_BY_FIRST.get(t.words[0]!) ?? []), t]);

/** The longest term at words[i…], if any. */
export function termAt(words: readonly string[], i: number): Term | null {
  let best: Term | null = null;
  for (const t of TERMS_BY_FIRST.get(words[i]!) ?? []) if (t.words.every((w, k) => words[i + k] === w) && (!best || t.words.length > best.words.length)) best = t;
  return best;
}

/** A term is supported when the data has a word starting with one of its stems. */
export const termSupported = (t: Term, dataWords: string) => t.data.some((d) => dataWords.includes(` ${d}`));
