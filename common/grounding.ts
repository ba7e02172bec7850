/**
 * Grounding of AI-written text (reviews, guides) in the products' stored data.
 *
 * `findUnverifiedClaims(html, facts)` lists every factual claim of the text that the stored data
 * does not support, and every first-person testing claim (common/experience-claims.ts: nobody at the
 * publisher tests the products): numbers with a unit (mAh, W, V, lm, kg, g, cm, mm, h/ore, L, °C, %, GB…),
 * prices (€, euro), ratings ('4,5 su 5', '4 stelle') and named specifications (IPX6, USB-C,
 * Bluetooth 5.0, 'Materiale: alluminio' lines). Numbers are compared by value after normalising
 * Italian and English formats (decimal comma, thousands separators) and units (1,5 kg = 1500 g,
 * 2 anni = 24 mesi, '2 h 30 min' = 2,5 ore). The editor highlights what it returns; publishing
 * asks for a confirmation while the list is not empty.
 *
 * `stripPrices(html)` removes every sentence that states a price: prices on public pages come only
 * from the product's refreshed data (the buying box), never from text written once and left to age.
 *
 * Shared by server and browser: no import from app/ or server/, no DOM. The HTML handling here
 * reads text only; it is not a sanitiser (server/lib/sanitize.ts is).
 */

import { experienceClaimsIn } from './experience-claims.ts';
import { blocksOf, collapseSpaces, decodeEntities, escapeText, htmlTextBlocks, tokenize } from './html-text.ts';
import { EDITOR_MSG } from './messages-editor.ts';
import { unverifiedLinkHosts } from './link-grounding.ts';

export { decodeEntities, htmlTextBlocks } from './html-text.ts';

/** The stored data of one product, as the API (common/types.ts Product) or the seed carries it. */
export interface GroundingProduct {
  nome_prodotto?: string | null;
  nome_sintetico?: string | null;
  nome_visualizzato?: string | null;
  /** 'Chiave: valore' lines. */
  specifiche_tecniche?: string | null;
  descrizione_generale?: string | null;
  informazioni_articolo?: string | null;
  contenuto_scatola?: string | null;
  prezzo_prodotto?: number | null;
  prezzo_originale?: number | null;
  prezzo_scontato?: number | null;
  /** Rating out of 5. */
  valutazione_prodotto?: number | null;
  /** The product's page on Amazon, and the link the site builds with its tag: hosts a text may link to. */
  link_prodotto?: string | null;
  url_acquisto?: string | null;
}

export interface GroundingFacts {
  /** The products the text is about (one for a review, up to ten for a guide). */
  products: readonly GroundingProduct[];
  /** Other trusted text the claims may come from (a guide's title, an editor's notes). */
  extra?: readonly string[];
  /** Addresses of the source material (a news item's link_fonte): only their hosts count, for links. */
  links?: readonly (string | null | undefined)[];
}

/**
 * 'collegamento': a link to a host the source does not name (common/link-grounding.ts, issue 20);
 * 'esperienza': a first-person testing or experience claim (common/experience-claims.ts).
 */
export type ClaimKind = 'misura' | 'prezzo' | 'valutazione' | 'specifica' | 'collegamento' | 'esperienza';

export interface UnverifiedClaim {
  /** The claim as it reads in the text (whitespace collapsed), e.g. '20.000 mAh', '4,9 su 5'. */
  text: string;
  kind: ClaimKind;
}

// ---------------------------------------------------------------------------------------------
// Numbers and units
// ---------------------------------------------------------------------------------------------

/** A number as Italian or English write it: 10.000 / 10 000 (no-break space) / 10,000 / 1,5 / 1.5 / 10000. */
const NUM = String.raw`\d{1,3}(?:[.\u00a0\u202f\u2009]\d{3})+(?:,\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?`;

/**
 * The values a written number may mean. '10.000' and '10,000' are ambiguous (ten thousand in one
 * language, ten in the other): both are returned, and a claim matches when any reading does.
 */
export function parseNumber(raw: string): number[] {
  const s = raw.replace(/[\u00a0\u202f\u2009\s']/g, '');
  const hasDot = s.includes('.');
  const hasComma = s.includes(',');
  const num = (x: string) => Number(x);
  if (hasDot && hasComma) {
    const decimalIsComma = s.lastIndexOf(',') > s.lastIndexOf('.');
    return [decimalIsComma ? num(s.replace(/\./g, '').replace(',', '.')) : num(s.replace(/,/g, ''))].filter(Number.isFinite);
  }
  const sep = hasDot ? '.' : hasComma ? ',' : null;
  if (!sep) return [num(s)].filter(Number.isFinite);
  const parts = s.split(sep);
  const grouped = /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((p) => /^\d{3}$/.test(p));
  const asGroups = num(parts.join(''));
  const asDecimal = parts.length === 2 ? num(`${parts[0]}.${parts[1]}`) : NaN;
  if (grouped && parts.length > 2) return [asGroups];
  if (grouped) return [asDecimal, asGroups].filter(Number.isFinite);
  return [asDecimal].filter(Number.isFinite);
}

interface UnitDef {
  dim: string;
  factor: number;
}

/** Unit spellings → dimension and factor to the dimension's base unit. */
const UNITS: Record<string, UnitDef> = {};
const CASE_SENSITIVE = new Set(['A', 'V', 'K', 'g', 'm', 'h', 's', 'l', 'L', 'mA', 'W', 'MB', 'GB', 'TB', 'KB']);
function unit(dim: string, factor: number, ...spellings: string[]) {
  for (const s of spellings) UNITS[CASE_SENSITIVE.has(s) ? s : s.toLowerCase()] = { dim, factor };
}
unit('carica', 1, 'mah');
unit('carica', 1000, 'ah');
unit('energia', 1, 'wh');
unit('energia', 1000, 'kwh');
unit('potenza', 1, 'W', 'w', 'watt');
unit('potenza', 1000, 'kw', 'kilowatt');
unit('tensione', 1, 'V', 'volt');
unit('corrente', 1, 'A', 'ampere', 'amp');
unit('corrente', 0.001, 'mA', 'milliampere');
unit('luce', 1, 'lm', 'lumen');
unit('illuminamento', 1, 'lux', 'lx');
unit('massa', 1000, 'kg', 'chilogrammi', 'chilogrammo', 'kilogrammi', 'kilogrammo', 'chili', 'chilo', 'kilo');
unit('massa', 1, 'g', 'gr', 'grammi', 'grammo');
unit('massa', 0.001, 'mg', 'milligrammi');
unit('lunghezza', 1_000_000, 'km', 'chilometri', 'chilometro');
unit('lunghezza', 1000, 'm', 'metri', 'metro');
unit('lunghezza', 10, 'cm', 'centimetri', 'centimetro');
unit('lunghezza', 1, 'mm', 'millimetri', 'millimetro');
unit('lunghezza', 25.4, 'pollici', 'pollice');
unit('velocità', 1, 'km/h');
unit('tempo', 3600, 'h', 'ore', 'ora');
unit('tempo', 60, 'min', 'minuti', 'minuto');
unit('tempo', 1, 's', 'sec', 'secondi', 'secondo');
unit('tempo', 86_400, 'giorni', 'giorno', 'gg');
unit('tempo', 604_800, 'settimane', 'settimana');
unit('mesi', 1, 'mesi', 'mese');
unit('mesi', 12, 'anni', 'anno');
unit('volume', 1000, 'l', 'L', 'lt', 'litri', 'litro');
unit('volume', 10, 'cl', 'centilitri');
unit('volume', 1, 'ml', 'millilitri', 'millilitro');
unit('temperatura', 1, '°c', '° c', 'gradi');
unit('percentuale', 1, '%', 'percento', 'per cento');
unit('dati', 1, 'MB');
unit('dati', 0.001, 'KB');
unit('dati', 1000, 'GB');
unit('dati', 1_000_000, 'TB');
unit('frequenza', 1, 'hz');
unit('frequenza', 1000, 'khz');
unit('frequenza', 1_000_000, 'mhz');
unit('frequenza', 1_000_000_000, 'ghz');
unit('suono', 1, 'db', 'decibel');
unit('colore', 1, 'K', 'kelvin');
unit('calorie', 1, 'kcal', 'calorie', 'chilocalorie');
unit('cicli', 1, 'cicli');
unit('pezzi', 1, 'pezzi', 'pz');

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const UNIT_ALT = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .map(escapeRe)
  .join('|');

function unitOf(raw: string): UnitDef | undefined {
  const compact = raw.replace(/\s+/g, ' ');
  const lower = compact.toLowerCase();
  // 'G' is not grams (4G), 'H' not hours, 'M' not metres: those units count in their own case only.
  return UNITS[compact] ?? (CASE_SENSITIVE.has(lower) ? undefined : UNITS[lower]);
}

/**
 * One or more numbers joined by a range or dimension sign ('6-60', '13 x 13 x 5', 'da 5 a 10'),
 * then a unit that ends there (a letter or digit may not follow). The unit is matched without
 * regard to case and checked afterwards for the units whose case matters (A, V, K, g, m, h…).
 */
const QUANTITY_RE = new RegExp(
  String.raw`(?<![\p{L}\d,.])((?:${NUM})(?:\s*(?:-|–|x|×|\/)\s*(?:${NUM})|\s+(?:a|e)\s+(?:${NUM}))*)[\s\u00a0\u202f]*(${UNIT_ALT})(?![\p{L}\d])`,
  'giu',
);
const NUMBER_RE = new RegExp(String.raw`(?<![\p{L}\d,.])(?:${NUM})(?![\d])`, 'gu');

interface Quantity {
  dim: string;
  values: number[][];
  text: string;
  index: number;
  end: number;
}

function quantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(QUANTITY_RE)) {
    const def = unitOf(m[2]!);
    if (!def) continue;
    const numbers = [...m[1]!.matchAll(NUMBER_RE)].map((n) => parseNumber(n[0]).map((v) => v * def.factor));
    if (numbers.length === 0) continue;
    out.push({ dim: def.dim, values: numbers, text: m[0], index: m.index, end: m.index + m[0].length });
  }
  return out;
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

// ---------------------------------------------------------------------------------------------
// Prices, ratings, named specifications
// ---------------------------------------------------------------------------------------------

const PRICE_SOURCE = String.raw`(?:€|EUR\b)[\s\u00a0]*(?:${NUM})|(?<![\p{L}\d,.])(?:${NUM})[\s\u00a0]*(?:€|euro\b|eur\b)`;
const PRICE_RE = new RegExp(PRICE_SOURCE, 'giu');

const RATING_RES = [
  new RegExp(String.raw`(?<![\p{L}\d,.])(${NUM})\s*(?:su|\/)\s*(5|10)(?![\d,.]*\d)(?!\s*(?:${UNIT_ALT})(?![\p{L}\d]))`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\d,.])(${NUM})\s*stell[ae]\b`, 'giu'),
  new RegExp(String.raw`\bvalutazione\s+(?:media\s+)?(?:di\s+|pari\s+a\s+|:\s*)?(${NUM})(?!\s*(?:${UNIT_ALT}|€|euro)(?![\p{L}\d]))`, 'giu'),
];

/** Standards and names that identify a specification on their own. */
const CODE_RES = [
  /\bIP(?:X\d|\d{2})\b/g,
  /\b(?:USB[-\s]?(?:C|A)|(?:USB\s+)?(?:Type|tipo)[-\s]?C|micro[-\s]?USB)\b/gi,
  /\bBluetooth\s*\d(?:\.\d)?\b/gi,
  /\b(?:LiFePO4|Li-?ion|Li-?Po|Ni-?MH|NiCd)\b/gi,
  /\b(?:18650|21700|26650|CR\d{4})\b/g,
  /\b(?:AAA|AA)\b/g,
  /\bMIL-STD-\d\w*\b/gi,
  /\b(?:EN|ISO)\s?\d{3,5}(?:[-:]\d+)*\b/g,
  /\b(?:NFC|GPS|Qi|Wi-?Fi|DAB\+?)(?![\p{L}\d])/gu,
];

/** Spec-like labels checked even when the product data has no line with that key. */
const SPEC_LABELS = [
  'materiale', 'colore', 'peso', 'dimensioni', 'batteria', 'ricarica', 'impermeabilità', 'certificazione', 'garanzia',
  'capacità', 'potenza', 'autonomia', 'alimentazione', 'tensione', 'formato', 'corpo', 'uscita', 'ingresso',
  'connettività', 'compatibilità', 'modalità', 'portata', 'durata', 'filtrazione', 'temperatura',
];
const STOPWORDS = new Set(['con', 'per', 'del', 'della', 'dei', 'delle', 'alla', 'alle', 'dal', 'una', 'uno', 'gli', 'nel', 'nella', 'che', 'non', 'più', 'and', 'the']);

/** Lower case, accents kept, punctuation to spaces, whitespace collapsed: for 'contains' checks. */
const normText = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/[^\p{L}\p{N}%°+]+/gu, ' ')
    .trim()} `;

/** Codes compared without spaces, hyphens or case; 'Type-C', 'tipo C', 'USB Type-C' all read 'usbc'. */
const normCode = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9+.]/g, '')
    .replace(/(?:usb)?(?:type|tipo)c/g, 'usbc')
    .replace(/\.0(?!\d)/g, '');

// ---------------------------------------------------------------------------------------------
// The facts, indexed once
// ---------------------------------------------------------------------------------------------

interface FactIndex {
  quantities: Array<{ dim: string; value: number }>;
  /** Bare numbers of a line, read in each unit that line names (a key like 'Capacità (mAh)'). */
  looseNumbers: Array<{ units: UnitDef[]; value: number }>;
  prices: number[];
  ratings: number[];
  text: string;
  codes: string;
  keys: string[];
}

function factLines(facts: GroundingFacts): string[] {
  const lines: string[] = [];
  for (const p of facts.products) {
    for (const field of [
      p.nome_prodotto, p.nome_sintetico, p.nome_visualizzato, p.specifiche_tecniche, p.descrizione_generale,
      p.informazioni_articolo, p.contenuto_scatola,
    ]) {
      if (!field) continue;
      const text = /<[a-z][^>]*>/i.test(field) ? htmlTextBlocks(field).join('\n') : decodeEntities(field);
      lines.push(...text.split(/\r?\n/).filter((l) => l.trim() !== ''));
    }
  }
  for (const e of facts.extra ?? []) lines.push(...e.split(/\r?\n/));
  return lines;
}

const UNIT_WORD_RE = new RegExp(String.raw`(?<![\p{L}\d])(${UNIT_ALT})(?![\p{L}\d])`, 'giu');

function indexFacts(facts: GroundingFacts): FactIndex {
  const lines = factLines(facts);
  const index: FactIndex = { quantities: [], looseNumbers: [], prices: [], ratings: [], text: '', codes: '', keys: [] };
  for (const line of lines) {
    const qs = quantities(line);
    for (const q of qs) for (const group of q.values) for (const v of group) index.quantities.push({ dim: q.dim, value: v });
    // '2 h 30 min' is also 2,5 h; '1 kg 200 g' is also 1200 g.
    for (let i = 0; i + 1 < qs.length; i++) {
      const a = qs[i]!;
      const b = qs[i + 1]!;
      if (a.dim === b.dim && /^[\s,e]*$/.test(line.slice(a.end, b.index)) && a.values.length === 1 && b.values.length === 1) {
        for (const x of a.values[0]!) for (const y of b.values[0]!) index.quantities.push({ dim: a.dim, value: x + y });
      }
    }
    const units: UnitDef[] = [];
    for (const u of line.matchAll(UNIT_WORD_RE)) {
      const def = unitOf(u[1]!);
      if (def) units.push(def);
    }
    if (units.length > 0) {
      for (const n of line.matchAll(NUMBER_RE)) for (const v of parseNumber(n[0])) index.looseNumbers.push({ units, value: v });
    }
    for (const m of line.matchAll(PRICE_RE)) index.prices.push(...parseNumber(m[0].replace(/€|eur(?:o)?/gi, '').trim()));
    for (const re of RATING_RES) for (const m of line.matchAll(re)) index.ratings.push(...ratingValues(m));
    const at = line.indexOf(':');
    if (at > 0 && at < 60) index.keys.push(normText(line.slice(0, at)).trim());
  }
  for (const p of facts.products) {
    for (const price of [p.prezzo_prodotto, p.prezzo_originale, p.prezzo_scontato]) if (typeof price === 'number') index.prices.push(price);
    if (typeof p.valutazione_prodotto === 'number') index.ratings.push(p.valutazione_prodotto);
  }
  index.text = normText(lines.join('\n'));
  index.codes = normCode(lines.join(' '));
  return index;
}

/** A rating match's value on a 5 scale. */
function ratingValues(m: RegExpMatchArray): number[] {
  const scale = m[2] ? Number(m[2]) : 5;
  return parseNumber(m[1]!).map((v) => (v * 5) / scale);
}

// ---------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------

function quantityMatched(q: Quantity, index: FactIndex): boolean {
  return q.values.every((candidates) =>
    candidates.some(
      (v) =>
        index.quantities.some((f) => f.dim === q.dim && close(f.value, v)) ||
        index.looseNumbers.some((f) => f.units.some((u) => u.dim === q.dim && close(f.value * u.factor, v))),
    ),
  );
}

/**
 * 'Label: value' on a line of its own: a label of 2 to 41 characters that starts with a capital, a
 * value of 1 to 80 on one line (spaces alone are no value), a final '.' or ';' left out. Read by
 * hand, in linear time: the regular expression it replaces, with optional spaces around the colon
 * and the value, took polynomial time on a long run of spaces in an AI text.
 */
function specLineClaim(block: string, index: FactIndex): UnverifiedClaim | null {
  const line = block.trim();
  const colon = line.indexOf(':');
  if (colon < 0) return null;
  const before = line.slice(0, colon);
  const trimmed = before.trimEnd();
  // Two characters at least, as the regular expression read it: a one-letter label keeps the space after it.
  const labelText = /^.$/su.test(trimmed) ? [...before].slice(0, 2).join('') : trimmed;
  let value = line.slice(colon + 1).trimStart();
  if (value.length > 1 && /[.;]$/.test(value)) value = value.slice(0, -1).trimEnd();
  if (!/^[\p{Lu}][\p{L}\s()'/-]{1,40}$/u.test(labelText) || !/^.{1,80}$/u.test(value)) return null;
  const label = normText(labelText).trim();
  if (label.split(' ').length > 4 || value.split(/\s+/).length > 6 || /[.!?]\s/.test(value)) return null;
  const knownKey = index.keys.some((k) => k && (k === label || k.includes(label) || label.includes(k)));
  if (!knownKey && !SPEC_LABELS.some((l) => label.includes(l))) return null;
  // Numbers, prices, ratings and codes in the value are claims of their own.
  if (/\d/.test(value)) return null;
  const nv = normText(value);
  if (index.text.includes(nv)) return null;
  const words = nv.trim().split(' ').filter((w) => w.length >= 3 && !STOPWORDS.has(w));
  if (words.length > 0 && words.every((w) => index.text.includes(` ${w} `) || index.text.includes(` ${w.slice(0, -1)}`))) return null;
  return { text: collapseSpaces(`${labelText}: ${value}`), kind: 'specifica' };
}

/**
 * Every claim of `html` (numbers with units, prices, ratings, named specifications) that the
 * products' stored data does not support, in the order they appear, each once.
 */
export function findUnverifiedClaims(html: string, facts: GroundingFacts): UnverifiedClaim[] {
  const index = indexFacts(facts);
  const out: UnverifiedClaim[] = [];
  const seen = new Set<string>();
  const add = (text: string, kind: ClaimKind) => {
    const t = collapseSpaces(text);
    const key = `${kind}:${t.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ text: t, kind });
  };

  // A first-person testing claim ('l'abbiamo usata per tre settimane') is one claim: a duration
  // inside it is not listed again on its own.
  const blocks = htmlTextBlocks(html);
  const experience = experienceClaimsIn(blocks);
  const inExperience = (text: string) => experience.some((e) => wholeWordsIn(e.text, text));
  for (const block of blocks) {
    const taken: Array<[number, number]> = [];
    const found: Array<{ at: number; text: string; kind: ClaimKind }> = [];
    const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e);
    const take = (start: number, end: number) => taken.push([start, end]);

    for (const m of block.matchAll(PRICE_RE)) {
      take(m.index, m.index + m[0].length);
      const values = parseNumber(m[0].replace(/€|eur(?:o)?/gi, '').trim());
      if (!values.some((v) => index.prices.some((p) => Math.abs(p - v) < 0.005))) found.push({ at: m.index, text: m[0], kind: 'prezzo' });
    }
    for (const re of RATING_RES) {
      for (const m of block.matchAll(re)) {
        if (!free(m.index, m.index + m[0].length)) continue;
        take(m.index, m.index + m[0].length);
        const values = ratingValues(m);
        if (!values.some((v) => index.ratings.some((r) => Math.abs(r - v) < 0.051))) found.push({ at: m.index, text: m[0], kind: 'valutazione' });
      }
    }
    for (const q of quantities(block)) {
      if (!free(q.index, q.end)) continue;
      take(q.index, q.end);
      if (!quantityMatched(q, index)) found.push({ at: q.index, text: q.text, kind: 'misura' });
    }
    for (const re of CODE_RES) {
      for (const m of block.matchAll(re)) {
        if (!free(m.index, m.index + m[0].length)) continue;
        if (!index.codes.includes(normCode(m[0]))) found.push({ at: m.index, text: m[0], kind: 'specifica' });
      }
    }
    found.sort((a, b) => a.at - b.at);
    for (const f of found) if (f.kind !== 'misura' || !inExperience(f.text)) add(f.text, f.kind);
    const line = specLineClaim(block, index);
    if (line) add(line.text, line.kind);
  }
  for (const e of experience) add(e.text, e.kind);
  for (const host of unverifiedLinkHosts(html, facts)) add(EDITOR_MSG.linkClaim(host), 'collegamento');
  return out;
}

/** `part` occurs in `text` as whole words (case and spaces aside). */
function wholeWordsIn(text: string, part: string): boolean {
  const hay = ` ${collapseSpaces(text).toLowerCase()} `;
  const needle = collapseSpaces(part).toLowerCase();
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
    if (!/[\p{L}\p{N}]/u.test(hay[i - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(hay[i + needle.length] ?? ' ')) return true;
  }
  return false;
}

/** The GroundingFacts of some products (what reviews and guides pass). */
export const factsOf = (products: readonly GroundingProduct[], extra?: readonly string[]): GroundingFacts => ({ products, extra });

// ---------------------------------------------------------------------------------------------
// Prices out of AI text
// ---------------------------------------------------------------------------------------------

/** True when the text states a price ('29,99 €', '€ 22.49', '25 euro'). */
export function mentionsPrice(text: string): boolean {
  return PRICE_TEST_RE.test(decodeEntities(text));
}

const PRICE_TEST_RE = new RegExp(PRICE_SOURCE, 'iu');

/**
 * Sentence ranges of a block's text: a sentence ends at . ! ? … or ; followed by a space (or the
 * end), or at a line break, and takes the spaces after it. A decimal point inside a number
 * ("22.49 €") is not followed by a space, so numbers stay whole.
 */
function sentences(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const space = (ch: string | undefined) => ch !== undefined && /[\s\u00a0]/.test(ch);
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const ends = ch === '\n' || ('.!?…;'.includes(ch) && (i + 1 === text.length || space(text[i + 1])));
    i++;
    if (ends) {
      while (i < text.length && space(text[i])) i++;
      out.push([start, i]);
      start = i;
    }
  }
  if (start < text.length) out.push([start, text.length]);
  return out;
}

const INLINE_EMPTY_RE = /<(strong|b|em|i|u|s|mark|small|sub|sup|a|span|code|q|abbr|cite)(?:\s[^>]*)?>[\s\u00a0]*<\/\1>/gi;
const BLOCK_EMPTY_RE = /<(p|li|h[1-6]|blockquote|figcaption|dd|dt|caption)(?:\s[^>]*)?>(?:[\s\u00a0]|<br\s*\/?>)*<\/\1>/gi;
const LIST_EMPTY_RE = /<(ul|ol|dl)(?:\s[^>]*)?>\s*<\/\1>/gi;
// Every run of spaces, the closing tag after it optional (the run stays where there is none): a
// run that must be followed by the tag would be tried again from each of its spaces.
const BLOCK_END_SPACE_RE = /[ \u00a0]+(<\/(?:p|li|h[1-6]|td|th|blockquote|dd|dt|figcaption|caption)>)?/gi;

/**
 * Removes every sentence that states a price (the whole sentence, so no half sentence is left;
 * a list item or heading that was only a price goes too), keeping the markup balanced. HTML
 * without a price comes back unchanged. Applied to AI text when it is generated and again when
 * it is shown on a public page: a price there comes only from the product's refreshed data.
 */
export function stripPrices(html: string): string {
  if (!mentionsPrice(html)) return html;
  const tokens = tokenize(html);
  const replaced = new Map<number, string>();
  for (const ids of blocksOf(tokens)) {
    const parts = ids.map((i) => (tokens[i] as { text: string }).text);
    const text = parts.join('');
    if (!mentionsPrice(text)) continue;
    const deleted = new Uint8Array(text.length);
    for (const [start, end] of sentences(text)) {
      if (PRICE_TEST_RE.test(text.slice(start, end))) deleted.fill(1, start, end);
    }
    let offset = 0;
    ids.forEach((tokenIndex, k) => {
      const part = parts[k]!;
      let kept = '';
      for (let c = 0; c < part.length; c++) if (!deleted[offset + c]) kept += part[c];
      if (kept !== part) replaced.set(tokenIndex, escapeText(kept));
      offset += part.length;
    });
  }
  if (replaced.size === 0) return html;
  let out = tokens.map((t, i) => replaced.get(i) ?? t.raw).join('').replace(BLOCK_END_SPACE_RE, (run, end?: string) => end ?? run);
  for (let pass = 0; pass < 5; pass++) {
    const next = out.replace(INLINE_EMPTY_RE, '').replace(BLOCK_EMPTY_RE, '').replace(LIST_EMPTY_RE, '');
    if (next === out) break;
    out = next;
  }
  return out.trim();
}
