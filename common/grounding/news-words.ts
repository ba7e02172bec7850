/**
 * Figures a news text or its source writes in words of their own (common/grounding/news-numbers.ts,
 * decision 0067): the units a figure may be restated in, a time of day in words ('poco prima delle
 * quattro' for the source's '3.47'), a dateline's abbreviated month ('TRENTO, 8 FEB -'), 'i venti'
 * that are winds, not twenty, and a level on a scale ('grado 3 su 5') the source states.
 * No import from app/ or server/, no DOM.
 */
import { numberWord } from './numbers.ts';
import { STOPWORDS, type Tok, tokenize } from './text.ts';

/**
 * Units of time, mass, volume and length, in their family's base unit: 'due giorni' is the
 * source's '48 ore', 'una tubazione da 1,2 metri' its '1.200 millimetri' (the family 'length' is
 * the kind news-kinds.ts gives a length).
 */
export const NEWS_UNITS = new Map<string, readonly [string, number]>([
  ...['secondi', 'secondo'].map((w) => [w, ['t', 1]] as const),
  ...['minuti', 'minuto', 'min'].map((w) => [w, ['t', 60]] as const),
  ...['ore', 'ora', 'h'].map((w) => [w, ['t', 3600]] as const),
  ...['giorni', 'giorno', 'giornate', 'giornata'].map((w) => [w, ['t', 86400]] as const),
  ...['settimane', 'settimana'].map((w) => [w, ['t', 604800]] as const),
  ...['mesi', 'mese'].map((w) => [w, ['t', 2592000]] as const),
  // 'un 52enne': 52 years.
  ...['anni', 'anno', 'enne'].map((w) => [w, ['t', 31536000]] as const),
  ...['grammi', 'g'].map((w) => [w, ['m', 1]] as const),
  ...['chili', 'chilo', 'chilogrammi', 'kg'].map((w) => [w, ['m', 1000]] as const),
  ...['tonnellate', 't'].map((w) => [w, ['m', 1e6]] as const),
  ...['millilitri', 'ml'].map((w) => [w, ['v', 1]] as const),
  ...['litri', 'litro', 'l'].map((w) => [w, ['v', 1000]] as const),
  ...['millimetri', 'millimetro', 'mm'].map((w) => [w, ['length', 1]] as const),
  ...['centimetri', 'centimetro', 'cm'].map((w) => [w, ['length', 10]] as const),
  ...['metri', 'metro', 'm'].map((w) => [w, ['length', 1000]] as const),
  ...['chilometri', 'chilometro', 'km'].map((w) => [w, ['length', 1e6]] as const),
]);

const wordAt = (toks: readonly Tok[], k: number) => (toks[k]?.t === 'word' ? (toks[k] as { lower: string }).lower : '');
const isNoun = (t: Tok | undefined) => !!t && t.t === 'word' && t.lower.length > 1 && !STOPWORDS.has(t.lower) && numberWord(t.lower) === null;

/** Months as news agencies abbreviate them in a dateline ('TRENTO, 8 FEB -'). */
const MONTH_ABBREVIATIONS = new Map(
  'GEN FEB MAR APR MAG GIU LUG AGO SET OTT NOV DIC'
    .split(' ')
    .map((a, k) => [a, 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(' ')[k]!]),
);
/** The source with its abbreviated months after a day written in full ('8 FEB' → '8 febbraio'), for the days it names. */
export const expandMonths = (source: string): string =>
  source.replace(/(?<![\d.,])(\d{1,2}°?\s+)(GEN|FEB|MAR|APR|MAG|GIU|LUG|AGO|SET|OTT|NOV|DIC)\b\.?/g, (_, day: string, a: string) => day + MONTH_ABBREVIATIONS.get(a)!);

/** Words before 'venti' that make it the noun, winds ('i venti hanno superato…', 'forti venti da nord'). */
const WIND_DETERMINERS = new Set(['i', 'dei', 'ai', 'dai', 'nei', 'sui', 'coi', 'questi', 'quei', 'tali']);
/** Words ending in -i before 'venti' that leave it a number ('quasi venti', 'tutti venti'). */
const NOT_WIND_ADJECTIVES = new Set(['quasi', 'tutti', 'altri', 'ultimi', 'primi', 'oltre']);
/** 'venti' at token i is the noun (winds), not twenty: after an article or an adjective in -i, and before no noun it counts. */
export function windsAt(toks: readonly Tok[], i: number): boolean {
  if (wordAt(toks, i) !== 'venti' || isNoun(toks[i + 1])) return false;
  const prev = wordAt(toks, i - 1);
  return WIND_DETERMINERS.has(prev) || (/^\p{L}{3,}i$/u.test(prev) && !STOPWORDS.has(prev) && !NOT_WIND_ADJECTIVES.has(prev) && numberWord(prev) === null);
}

/** The hours in words, as a clock says them ('l'una', 'le quattro'). */
const HOURS = new Map('una due tre quattro cinque sei sette otto nove dieci undici dodici'.split(' ').map((w, k) => [w, k + 1]));
/** Parts of the day after an hour in words: the hours they make it ('le quattro del mattino' is 4, 'le nove di sera' 21). */
const DAY_PARTS = new Map<string, 'am' | 'pm' | 'any'>([
  ['mattino', 'am'],
  ['mattina', 'am'],
  ['notte', 'any'],
  ['pomeriggio', 'pm'],
  ['sera', 'pm'],
]);
/** Words before 'alle', 'delle', 'le' that make a time of day approximate, within half an hour ('poco prima delle quattro', 'verso le sei'). */
const ABOUT_TIME = new Set(['prima', 'dopo', 'verso', 'circa', 'intorno', 'attorno']);
/** How near an approximate time of day in words is to the source's, in minutes. */
export const ABOUT_TIME_MINUTES = 30;

/**
 * A time of day in words at token i ('alle quattro del mattino', 'poco prima delle quattro',
 * 'verso le sei e mezza'): the hour word after 'alle', 'delle', 'dalle' (or 'le' after 'verso'),
 * not before a noun it counts ('alle quattro squadre'). Its readings as times of day (morning and
 * afternoon when nothing says which; a whole hour also as its number), and whether it is approximate.
 */
export function timeInWords(toks: readonly Tok[], i: number, timeOfDay: (h: number, m: number) => number): { from: number; end: number; values: number[]; approx: boolean } | null {
  const hour = HOURS.get(wordAt(toks, i));
  // 'all'una': the cue before its apostrophe.
  const k = toks[i - 1]?.t === 'sym' && /^['’]$/.test(toks[i - 1]!.raw) ? i - 2 : i - 1;
  const cue = wordAt(toks, k);
  const before = wordAt(toks, k - 1);
  if (hour === undefined || !(['alle', 'delle', 'dalle', 'all', 'dall', 'dell'].includes(cue) || (['le', 'l'].includes(cue) && ABOUT_TIME.has(before)))) return null;
  let end = i;
  let minutes = 0;
  if (wordAt(toks, end + 1) === 'e' && wordAt(toks, end + 2) === 'mezza') [minutes, end] = [30, end + 2];
  else if (wordAt(toks, end + 1) === 'e' && wordAt(toks, end + 2) === 'un' && wordAt(toks, end + 3) === 'quarto') [minutes, end] = [15, end + 3];
  const part = ['del', 'di', 'della'].includes(wordAt(toks, end + 1)) ? DAY_PARTS.get(wordAt(toks, end + 2)) : undefined;
  if (!part && isNoun(toks[end + 1])) return null;
  if (part) end += 2;
  const hours = part === 'am' ? [hour] : part === 'pm' ? [hour + 12] : [hour, hour + 12];
  const times = hours.filter((h) => h <= 24).map((h) => timeOfDay(h, minutes));
  // A whole hour is also its number, as the source may write it bare ('entro le 2 di notte').
  return { from: i, end, values: minutes === 0 ? [...times, ...hours] : times, approx: ABOUT_TIME.has(before) };
}

/**
 * A level on a scale, 'grado 3 su 5', that the source states with the same two numbers ('grado 3
 * su una scala di 5'): in a news item a figure of the source, not a product's rating.
 */
export function levelInSource(claim: string, source: string): boolean {
  const m = /^(\S+)\s+su\s+(\S+)$/i.exec(claim.trim());
  const value = (w: string) => (/^\d+$/.test(w) ? Number(w) : numberWord(w.toLowerCase()));
  const [n, of] = m ? [value(m[1]!), value(m[2]!)] : [null, null];
  if (n === null || of === null) return false;
  const toks = tokenize(source);
  const at = (k: number) => {
    const t = toks[k];
    return t?.t === 'num' ? t.values : t?.t === 'word' && numberWord(t.lower) !== null ? [numberWord(t.lower)!] : [];
  };
  for (let k = 0; k + 2 < toks.length; k++) {
    if (!at(k).includes(n) || wordAt(toks, k + 1) !== 'su') continue;
    // 'su 5', 'su una scala di 5': within a few words, no sign between.
    for (let j = k + 2; j <= k + 6 && toks[j] && toks[j]!.t !== 'sym'; j++) if (at(j).includes(of) && (j === k + 2 || toks[j]!.t === 'num')) return true;
  }
  return false;
}
