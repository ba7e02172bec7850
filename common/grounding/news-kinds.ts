/**
 * What kind of figure a news figure is (common/grounding/news-numbers.ts, decision 0067): a count
 * of something, a time of day, a day of a month, a percentage, a temperature, a length, an amount
 * of time… A figure of the rewrite is held only to the source's figures of a kind it may be: '19
 * famiglie' is not the source's 'martedì 19 novembre', '15 metri' not its 'alle 15', '-8 gradi' not
 * its 'alle 8'. A bare number, in the rewrite or in the source, may be any kind. Also the figures
 * written as words of their own: ordinals ('la terza ondata'), shares ('metà degli impianti', 'un
 * quarto'), 'mezzogiorno' and 'mezzanotte', months ('entro gennaio'), and a span with an article
 * after a word that makes it a measure ('per una settimana', 'in meno di un'ora').
 * No import from app/ or server/, no DOM.
 */
import { numberWord } from './numbers.ts';
import { STOPWORDS, type Tok } from './text.ts';

/** 't', 'm', 'v': the unit families of news-numbers.ts (time, mass, volume). */
export type FigureKind = 'bare' | 'count' | 'time' | 'date' | 'pct' | 'temp' | 'length' | 'money' | 'rate' | 't' | 'm' | 'v' | 'ord' | 'month';

const LENGTH = new Set(['metri', 'metro', 'm', 'km', 'chilometri', 'chilometro', 'centimetri', 'centimetro', 'cm', 'millimetri', 'mm']);
const WEEKDAYS = new Set(['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica']);
const MONTH_NUMBERS = new Map('gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(' ').map((m, k) => [m, k + 1]));
/** Words after a figure that are no noun it counts ('cinque sotto zero', '12 entro sera'). */
const NOT_NOUNS = new Set(
  'sotto sopra dopo prima contro verso entro durante rispetto ancora già ieri oggi domani mentre dove quando secondo invece ormai appena soltanto'.split(' '),
);

/** The kind a figure's last word gives it ('50 squadre': a count; '6 metri': a length), or null when it is no unit nor noun. */
export function kindOfWord(word: string, next: string | undefined): FigureKind | null {
  if (LENGTH.has(word)) return next === 'orari' || next === 'orarie' ? 'rate' : 'length';
  if (word === 'gradi' || word === 'grado') return 'temp';
  if (word === 'sotto' && next === 'zero') return 'temp';
  if (word === 'euro') return 'money';
  if (word === 'percento') return 'pct';
  if (NOT_NOUNS.has(word) || STOPWORDS.has(word)) return null;
  return 'count';
}

/**
 * The kind of the number at token i: its unit's family ('t', 'm', 'v'), else its last word's
 * ('50 squadre', '6 metri'), else the words around it: a negative figure is a temperature, a
 * weekday's number a day.
 */
export function numberKind(toks: readonly Tok[], i: number, family: string | undefined, lastWord: string | undefined, next: string | undefined): FigureKind {
  if (family) return family as FigureKind;
  if (lastWord) return kindOfWord(lastWord, next) ?? 'bare';
  const t = toks[i]!;
  if (t.t === 'num' && t.sign === '-') return 'temp';
  const prev = toks[i - 1];
  return prev?.t === 'word' && WEEKDAYS.has(prev.lower) ? 'date' : 'bare';
}

/** Which kinds of the source's figures may state a figure of this kind (a length and a speed share their numbers: '100 chilometri orari', '100 km/h'). */
export function compatible(text: FigureKind, source: FigureKind): boolean {
  if (text === 'ord' || text === 'month' || source === 'ord' || source === 'month') return text === source;
  if (text === 'bare' || source === 'bare' || text === source) return true;
  return (text === 'length' && source === 'rate') || (text === 'rate' && source === 'length');
}

/** A figure written as words of its own, as news-numbers.ts reads figures. */
export interface WordFigure {
  /** Token index of its last word. */
  end: number;
  values: number[];
  kind: FigureKind;
  /** Its first token (a span starts at its preposition: 'per una settimana'). */
  from: number;
  share?: boolean;
  /** Amounts of time, in seconds. */
  seconds?: number;
}

const ORDINALS = new Map<string, number>([
  ['second', 2],
  ['terz', 3],
  ['quart', 4],
  ['quint', 5],
  ['sest', 6],
  ['settim', 7],
  ['ottav', 8],
  ['non', 9],
  ['decim', 10],
]);
/** Every form of the ordinals up to ten ('terzo', 'terza', 'terzi', 'terze'). */
const ORDINAL_WORDS = new Map([...ORDINALS].flatMap(([stem, v]) => [...'oaie'].map((end) => [stem + end, v] as const)));
/** Nouns after an ordinal that make an idiom, no count ('terzo settore', 'terza età'). */
const ORDINAL_IDIOMS = new Set(['settore', 'età', 'mondo', 'millennio', 'momento', 'mano', 'battuta', 'luogo', 'casa', 'fine', 'grado', 'senso']);
/** Words after 'secondo' that make it 'according to' ('secondo quanto', 'secondo loro'). */
const NOT_AFTER_SECONDO = new Set(['quanto', 'loro', 'tanto', 'alcuno', 'ciascuno', 'qualcuno', 'molto']);
/** Fractions in words, as percentages. */
const FRACTIONS = new Map<string, number>([
  ['terzo', 100 / 3],
  ['terzi', 100 / 3],
  ['quarto', 25],
  ['quarti', 25],
  ['quinto', 20],
  ['quinti', 20],
]);
/** Spans an article may count ('per una settimana'), in seconds. */
const SPANS = new Map<string, number>([
  ['minuto', 60],
  ['ora', 3600],
  ['giorno', 86400],
  ['giornata', 86400],
  ['settimana', 604800],
  ['mese', 2592000],
  ['anno', 31536000],
]);
/** Words before an article's span that make it a measure. */
const SPAN_CUES = new Set(['per', 'entro', 'in', 'di', 'oltre', 'almeno', 'circa', 'quasi']);
const PARTITIVE = new Set(['dei', 'degli', 'delle', 'del', 'della', 'dello', 'dell']);
/** Words before 'metà' that make it a moment, not a share ('a metà mattinata', 'nella seconda metà'). */
const NOT_SHARE = new Set(['a', 'da', 'entro', 'verso', 'prima', 'seconda', 'fino', 'dalla', 'alla', 'nella']);

/** The words wordFigure reads (and ordinals in '-esimo'). */
const WORD_FIGURES = new Set([...MONTH_NUMBERS.keys(), ...ORDINAL_WORDS.keys(), ...FRACTIONS.keys(), ...SPANS.keys(), 'metà', 'mezzogiorno', 'mezzanotte']);
/** Whether the word at k is a fraction ('tre quarti'): a number word before it is read with it. */
export const fractionAt = (toks: readonly Tok[], k: number) => FRACTIONS.has(wordAt(toks, k));

/** The value of an ordinal word ('terza', 'quindicesimo', 'ventunesima'), or null. */
export function ordinalValue(word: string): number | null {
  const direct = ORDINAL_WORDS.get(word);
  if (direct !== undefined) return direct;
  if (word.length < 9 || !word.includes('esim')) return null;
  const esimo = /^(.+)esim[oaie]$/.exec(word);
  if (!esimo) return null;
  const root = esimo[1]!;
  for (const tail of ['', 'i', 'e', 'o', 'a']) {
    const v = numberWord(root + tail);
    if (v !== null && v > 10 && v < 100) return v;
  }
  return null;
}

const wordAt = (toks: readonly Tok[], k: number) => (toks[k]?.t === 'word' ? (toks[k] as { lower: string }).lower : '');
const isApostrophe = (t: Tok | undefined) => t?.t === 'sym' && /^['’]$/.test(t.raw);

/** A figure in words at token i, or null: an ordinal, a share, noon or midnight, a month, a span with an article. */
export function wordFigure(toks: readonly Tok[], i: number, timeOfDay: (h: number, m: number) => number): WordFigure | null {
  const t = toks[i];
  if (t?.t !== 'word') return null;
  const w = t.lower;
  if (!WORD_FIGURES.has(w) && !(w.length >= 9 && w.includes('esim'))) return null;
  const month = MONTH_NUMBERS.get(w);
  const ordinal = ordinalValue(w);
  const prev = isApostrophe(toks[i - 1]) && toks[i - 1]!.start === toks[i - 2]?.end ? wordAt(toks, i - 2) : wordAt(toks, i - 1);
  const next = wordAt(toks, i + 1);
  if (w === 'mezzogiorno') return { from: i, end: i, values: [timeOfDay(12, 0), 12], kind: 'time' };
  if (w === 'mezzanotte') return { from: i, end: i, values: [timeOfDay(0, 0), timeOfDay(24, 0), 24], kind: 'time' };
  // 'entro gennaio', 'dell'agosto 2024': a month with no day before it.
  if (month !== undefined && toks[i - 1]?.t !== 'num' && numberWord(prev) === null && /^(?:da|dal|a|ad|al|entro|fino|di|del|dell|in|nel|tra|fra|verso|dopo|prima)$/.test(prev)) {
    return { from: isApostrophe(toks[i - 1]) ? i - 2 : i - 1, end: i, values: [month], kind: 'month' };
  }
  // 'metà degli impianti' (a share), not 'a metà mattinata'.
  if (w === 'metà' && PARTITIVE.has(next) && !NOT_SHARE.has(prev)) return { from: i, end: i, values: [50], kind: 'pct', share: true };
  // 'un terzo', 'tre quarti', 'un quarto' (not 'un quarto d'ora', nor 'un terzo mandato').
  const fraction = FRACTIONS.get(w);
  const count = numberWord(prev);
  const nounNext = !!next && next.length > 2 && !STOPWORDS.has(next) && !PARTITIVE.has(next);
  if (fraction && count !== null && count >= 1 && count <= 4 && !nounNext && next !== 'd' && toks[i - 1]?.t === 'word') {
    return { from: i - 1, end: i, values: [Math.min(100, fraction * count)], kind: 'pct', share: true };
  }
  // 'per una settimana', 'in meno di un'ora'.
  if ((prev === 'un' || prev === 'una') && SPANS.has(w)) {
    const article = toks[i - 1]?.t === 'word' ? i - 1 : i - 2;
    // 'in un giorno e mezzo'.
    const half = wordAt(toks, i + 1) === 'e' && /^mezz[oa]$/.test(wordAt(toks, i + 2));
    if (SPAN_CUES.has(wordAt(toks, article - 1))) return { from: article - 1, end: half ? i + 2 : i, values: [half ? 1.5 : 1], kind: 't', seconds: SPANS.get(w)! };
  }
  if (ordinal !== null && toks[i - 1]?.t !== 'num') {
    // 'secondo' is also 'according to': an ordinal only before a noun that agrees ('secondo test', not 'secondo fonti', 'secondo Arpa').
    if (w === 'secondo' && (!nounNext || /[ie]$/.test(next) || toks[i + 1]?.raw !== next || NOT_AFTER_SECONDO.has(next))) return null;
    // 'Sesto San Giovanni', 'Settimo Torinese': places.
    if (/^\p{Lu}/u.test(t.raw) && toks[i + 1]?.t === 'word' && /^\p{Lu}/u.test(toks[i + 1]!.raw)) return null;
    // 'un quarto d'ora', 'tre quarti', 'un quinto': fractions, read above or no figure.
    if (count !== null || ORDINAL_IDIOMS.has(next) || next === 'd') return null;
    if (!nounNext && !/^(?:il|lo|la|l|è|e)$/.test(prev)) return null;
    return { from: i, end: nounNext ? i + 1 : i, values: [ordinal], kind: 'ord' };
  }
  return null;
}

/** What news-kinds.ts reads of a news figure (news-numbers.ts Figure). */
interface KindedFigure {
  start: number;
  end: number;
  values: number[];
  quote: string;
  kind?: FigureKind;
  amounts?: Array<{ family: string; base: number }>;
}
const UNIT_KINDS = new Set<FigureKind>(['t', 'm', 'v', 'length', 'temp', 'pct', 'money']);
const SENTENCE_END = /[.!?\n]\s/;

/** The unit a bare figure takes from a figure with a unit of its sentence ('due litri al giorno, tre per gli anziani'). */
function unitOf<F extends KindedFigure>(bare: F, unit: F): F {
  const factor = unit.amounts && unit.values[0] ? unit.amounts[0]!.base / unit.values[0] : 0;
  const family = unit.amounts?.[0]?.family;
  return { ...bare, kind: unit.kind, ...(family && factor ? { amounts: bare.values.map((v) => ({ family, base: v * factor })) } : {}) };
}

/**
 * A bare figure right after a figure with a unit, a comma or semicolon between ('due litri
 * d’acqua al giorno, tre per gli anziani'; '-5 gradi in città, -9 in collina'), is in that unit.
 */
export function inheritUnits<F extends KindedFigure>(figures: F[], text: string): F[] {
  return figures.map((f, k) => {
    const prev = figures[k - 1];
    if (f.kind !== 'bare' || !prev?.kind || !UNIT_KINDS.has(prev.kind) || !/^[\p{L}\d.,]+$/u.test(f.quote)) return f;
    const between = text.slice(prev.end, f.start);
    // Right after the comma: 'dalle 22' after 'tre giorni, ' is no third span.
    return between.length <= 40 && /[,;]\s*(?:(?:e|ma|mentre|poi|e poi)\s+)?$/.test(between) && !SENTENCE_END.test(between) ? unitOf(f, prev) : f;
  });
}

/**
 * In the source, a bare figure may be in the unit of any figure with a unit before it in its
 * sentence ('in 8 minuti gli edifici erano vuoti; alla prova di marzo ne erano serviti 12'): the
 * amounts it may be.
 */
export function elidedAmounts(figures: readonly KindedFigure[], source: string): Array<{ family: string; base: number }> {
  const out: Array<{ family: string; base: number }> = [];
  // Whether a sentence ends between figure k - 1 and figure k: each gap read once.
  const breaks = figures.map((f, k) => k === 0 || SENTENCE_END.test(source.slice(figures[k - 1]!.end, f.start)));
  figures.forEach((f, k) => {
    if (f.kind !== 'bare') return;
    for (let j = k - 1; j >= 0 && !breaks[j + 1]; j--) {
      if (figures[j]!.amounts) out.push(...(unitOf(f, figures[j]!).amounts ?? []));
    }
  });
  return out;
}

/**
 * What the source states in words a rewrite may restate as figures of these kinds: every ordinal
 * ('la seconda esercitazione'), every month it names, and its shares written as 'N su M'
 * ('410 sui 1.250': 33 %), besides those figuresIn reads.
 */
export function sourceKinds(source: string, toks: readonly Tok[]): Array<{ value: number; kind: FigureKind }> {
  const out: Array<{ value: number; kind: FigureKind }> = [];
  toks.forEach((t, k) => {
    if (t.t !== 'word') return;
    const month = MONTH_NUMBERS.get(t.lower);
    if (month !== undefined) out.push({ value: month, kind: 'month' });
    const ordinal = month === undefined && t.lower.length > 3 ? ordinalValue(t.lower) : null;
    // 'ridotti di un terzo' is a share, no ordinal.
    if (ordinal !== null && numberWord(wordAt(toks, k - 1)) === null) out.push({ value: ordinal, kind: 'ord' });
  });
  for (const m of source.matchAll(/(?<![\d.,])(\d{1,3}(?:\.\d{3})*|\d+)\s+(?:su|sui|sugli|sulle|delle|dei|degli)\s+(\d{1,3}(?:\.\d{3})*|\d+)(?![\d,])/g)) {
    const [a, b] = [Number(m[1]!.replace(/\./g, '')), Number(m[2]!.replace(/\./g, ''))];
    if (a > 0 && a < b) out.push({ value: (100 * a) / b, kind: 'pct' });
  }
  return out;
}
