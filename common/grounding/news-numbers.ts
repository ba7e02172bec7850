/**
 * The figures of a news text held to its source (decision 0067). A news item is not about a
 * product: its source is prose, and every figure of the rewrite must be one the source states,
 * whatever noun it counts ('50 squadre', '800 pasti', 'sono sei'), in whatever form ('120 mila'
 * for '120.000', 'seimila' for '6.000', 'tre gradi sotto zero' for '-3 gradi', 'due giorni' for
 * '48 ore'). So for news the product rules' quantity claims are re-read: one whose figures the
 * source states is no claim, and a figure the source does not state is one, with its noun.
 * No import from app/ or server/, no DOM.
 */
import { htmlTextBlocks } from '../html-text.ts';
import { close, numberWord, ROUND_COUNTS } from './numbers.ts';
import { stem, STOPWORDS, type Tok, tokenize } from './text.ts';
import { elidedScale, impliedDates, namedLists } from './news-lists.ts';

const SCALES = new Map([
  ['mila', 1e3],
  ['mille', 1e3],
  ['milione', 1e6],
  ['milioni', 1e6],
  ['miliardo', 1e9],
  ['miliardi', 1e9],
]);
/** Articles and halves: 'un anno fa', 'una scorta', 'mezz’ora' are no figures of their own. */
const WEAK = new Set(['un', 'una', 'uno', 'mezzo', 'mezza', 'mezz']);
/**
 * Words that make a figure approximate: within 5 % of the source's. A bound ('oltre', 'almeno',
 * 'fino a', 'più di') restates the source's figure as it is.
 */
const APPROX = new Set(['circa', 'quasi', 'intorno', 'attorno', 'pressappoco', 'approssimativamente']);
const MONTHS = new Set('gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(' '));
/** Units of time, mass and volume, in their family's base unit: 'due giorni' is the source's '48 ore'. */
const UNITS = new Map<string, readonly [string, number]>([
  ...['secondi', 'secondo'].map((w) => [w, ['t', 1]] as const),
  ...['minuti', 'minuto', 'min'].map((w) => [w, ['t', 60]] as const),
  ...['ore', 'ora', 'h'].map((w) => [w, ['t', 3600]] as const),
  ...['giorni', 'giorno'].map((w) => [w, ['t', 86400]] as const),
  ...['settimane', 'settimana'].map((w) => [w, ['t', 604800]] as const),
  ...['mesi', 'mese'].map((w) => [w, ['t', 2592000]] as const),
  ...['anni', 'anno'].map((w) => [w, ['t', 31536000]] as const),
  ...['grammi', 'g'].map((w) => [w, ['m', 1]] as const),
  ...['chili', 'chilo', 'chilogrammi', 'kg'].map((w) => [w, ['m', 1000]] as const),
  ...['tonnellate', 't'].map((w) => [w, ['m', 1e6]] as const),
  ...['millilitri', 'ml'].map((w) => [w, ['v', 1]] as const),
  ...['litri', 'litro', 'l'].map((w) => [w, ['v', 1000]] as const),
]);
/** An amount in a unit family's base unit ('t' seconds, 'm' grams, 'v' millilitres). */
export interface Amount {
  family: string;
  base: number;
}
/** What a news item's figures are held to: every value its source states, and its amounts with a unit. */
export interface SourceFigures {
  values: number[];
  amounts: Amount[];
  /** Days of months ('14 novembre'). */
  dates: string[];
  /** Names the source lists ('i comuni di Vernasca, Alseno e Cortemaggiore'): how many, and the stems of the words just before. */
  lists?: Array<{ count: number; before: string[] }>;
}
/** Times of day are read apart from every other figure (unsigned): as minutes of the day, negative. */
const timeOfDay = (hours: number, minutes: number) => -(hours * 60 + minutes) - 1;
/** Forms of 'essere' after which a bare 'sei' is the number ('i centri sono sei'). */
const COPULA = new Set(['sono', 'erano', 'stati', 'state', 'saranno', 'furono', 'siano']);

export interface Figure {
  /** Offsets in the block's text. */
  start: number;
  end: number;
  /** Its readings, unsigned. */
  values: number[];
  /** The figure with its noun, as written ('50 squadre', '3 milioni', 'sei'). */
  quote: string;
  approx: boolean;
  /** Followed by a unit of time, mass or volume: the amounts it may be, in the family's base unit. */
  amounts?: Amount[];
  /** A day of a month ('15 maggio'), as 'giorno mese'. */
  date?: string;
  /** A share in words ('uno su tre'): the percentage it rounds, within 20 %. */
  share?: boolean;
}

/** The figures of a text: numbers in digits or words, scaled by 'mila' and 'milioni'. */
export function figuresIn(text: string): Figure[] {
  const toks = tokenize(text);
  const out: Figure[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    let values: number[] | null = null;
    const round = t.t === 'word' ? ROUND_COUNTS.get(t.lower) : undefined;
    // Italian prose groups thousands with a dot: '150.000' is never 150.
    if (t.t === 'num') values = (/^[+\-−–]?\d{1,3}(?:\.\d{3})+$/.test(t.raw) ? [t.values[t.values.length - 1]!] : t.values).map(Math.abs);
    else if (round) values = [round];
    else if (t.t === 'word' && !WEAK.has(t.lower)) {
      const v = numberWord(t.lower);
      // 'sei' is also a verb: a count only before a word that is no article nor preposition.
      const prev = toks[i - 1];
      // '80 per cento': the percent sign in words.
      if (t.lower === 'cento' && prev?.t === 'word' && prev.lower === 'per') continue;
      if (v !== null && !(t.lower === 'sei' && !nounAt(toks, i + 1) && !(prev?.t === 'word' && COPULA.has(prev.lower)))) values = [v];
    }
    if (!values) continue;
    // A telephone number or code in groups ('0547 356 800', '800.177.797'): one figure, its digits.
    const run = digitRun(text, toks, i);
    if (run) {
      out.push({ start: t.start, end: toks[run.end]!.end, values: [run.value], quote: text.slice(t.start, toks[run.end]!.end), approx: false });
      i = run.end;
      continue;
    }
    // 'alle 9.30', 'dalle ore 14': a time of day; a whole hour is also read as its number.
    const prevWord = toks[i - 1]?.t === 'word' ? (toks[i - 1] as { lower: string }).lower : '';
    if (t.t === 'num' && TIME_CUES.has(prevWord)) {
      const hm = /^(\d{1,2})(?:[.,:](\d{2}))?$/.exec(t.raw);
      if (hm && Number(hm[1]) < 24 && (hm[2] === undefined || Number(hm[2]) < 60) && toks[i + 1]?.raw !== ':') {
        const minutesOf = Number(hm[2] ?? 0);
        const at = timeOfDay(Number(hm[1]), minutesOf);
        out.push({ start: t.start, end: t.end, values: minutesOf === 0 ? [at, Number(hm[1])] : [at], quote: t.raw, approx: false });
        continue;
      }
    }
    // A time of day ('8:30') is one figure, never the counts 8 and 30.
    const minutes = toks[i + 2];
    if (t.t === 'num' && toks[i + 1]?.raw === ':' && minutes?.t === 'num' && /^\d\d$/.test(minutes.raw) && minutes.start === t.end + 1) {
      out.push({
        start: t.start,
        end: minutes.end,
        values: minutes.values[0] === 0 ? [timeOfDay(t.values[0]!, 0), t.values[0]!] : [timeOfDay(t.values[0]!, minutes.values[0]!)],
        quote: text.slice(t.start, minutes.end),
        approx: false,
      });
      i += 2;
      continue;
    }
    let end = i;
    const scale = toks[i + 1]?.t === 'word' ? SCALES.get((toks[i + 1] as { lower: string }).lower) : undefined;
    if (scale) {
      values = values.map((v) => v * scale);
      end = i + 1;
    }
    // The sign or unit written with it: '40%', '90 km/h'.
    let rate = false;
    if (toks[end + 1]?.raw === '%' && toks[end + 1]!.start - toks[end]!.end <= 1) end++;
    else if (nounAt(toks, end + 1)) {
      end++;
      if (toks[end + 1]?.raw === '/' && toks[end + 2]?.t === 'word' && toks[end + 2]!.start === toks[end + 1]!.end && toks[end + 1]!.start === toks[end]!.end) {
        end += 2;
        rate = true;
      }
    }
    const before = toks[i - 1];
    const approx = !!round || [before, toks[i - 2]].some((b) => b?.t === 'word' && APPROX.has(b.lower));
    const last = toks[end]!;
    // '90 km/h' is a speed, no amount of hours.
    const unit = end > i && last.t === 'word' && !rate ? UNITS.get(last.lower) : undefined;
    const amounts = unit ? values.map((v) => ({ family: unit[0], base: v * unit[1] })) : undefined;
    const date = end > i && last.t === 'word' && MONTHS.has(last.lower) && values.length === 1 ? `${values[0]} ${last.lower}` : undefined;
    // 'uno su tre': a share, as the percentage it stands for.
    const share = [toks[i - 1], toks[i - 2], toks[i - 3]].some((b) => b?.t === 'word' && ['un', 'uno', 'una'].includes(b.lower)) && isWordTok(toks[i - 1], 'su');
    if (share) {
      out.push({ start: t.start, end: last.end, values: values.map((v) => 100 / v), quote: text.slice(t.start, last.end), approx: true, share: true });
      i = end;
      continue;
    }
    out.push({ start: t.start, end: last.end, values, quote: text.slice(t.start, last.end), approx, ...(amounts ? { amounts } : {}), ...(date ? { date } : {}) });
    i = end;
  }
  return out;
}

const isWordTok = (t: Tok | undefined, w: string) => t?.t === 'word' && t.lower === w;
/** Words before a time of day. */
const TIME_CUES = new Set(['alle', 'dalle', 'ore', 'entro', 'verso', 'delle']);

/**
 * Numbers in groups separated by a space, a dot, a slash or a hyphen with seven digits or more
 * together: a telephone number or a code, read as its digits. The last token of the run, or null.
 */
function digitRun(text: string, toks: readonly Tok[], i: number): { end: number; value: number } | null {
  let end = i;
  let digits = toks[i]!.raw.replace(/\D/g, '');
  for (let k = i + 1; k < toks.length; k++) {
    const gap = text.slice(toks[k - 1]!.end, toks[k]!.start);
    if (toks[k]!.t === 'num' && /^(?:\s|[./-])$/.test(gap)) {
      digits += toks[k]!.raw.replace(/\D/g, '');
      end = k;
    } else if (toks[k]!.t === 'sym' && /^[./-]$/.test(toks[k]!.raw) && toks[k + 1]?.t === 'num' && toks[k]!.start === toks[k - 1]!.end) {
      continue;
    } else break;
  }
  return end > i && digits.length >= 7 && digits.length <= 15 ? { end, value: Number(digits) } : null;
}

/** A word that may be the noun a figure counts: no article, preposition or number. */
function nounAt(toks: readonly Tok[], i: number): boolean {
  const t = toks[i];
  return !!t && t.t === 'word' && t.lower.length > 1 && !STOPWORDS.has(t.lower) && numberWord(t.lower) === null && !SCALES.has(t.lower);
}

/** The source states this figure: the same value, another unit's equivalent, or close when approximate. */
export function figureInSource(f: Pick<Figure, 'values' | 'approx' | 'amounts' | 'date' | 'share'> & { quote?: string }, source: SourceFigures): boolean {
  // A day of a month is the source's when the source names that day of that month.
  if (f.date) return source.dates.includes(f.date);
  // 'sette comuni': the source names seven, after 'comuni'.
  const noun = f.quote && /\s(\p{L}{3,})$/u.exec(f.quote);
  if (noun && source.lists?.some((l) => f.values.includes(l.count) && l.before.includes(stem(noun[1]!)))) return true;
  const tolerance = f.share ? 0.2 : f.approx ? 0.05 : 0;
  const near = (v: number, s: number) => close(v, s) || Math.abs(v - s) <= tolerance * Math.max(v, s);
  // An amount with a unit is held to the source's amounts of its kind, when the source has any.
  if (f.amounts) {
    const family = f.amounts[0]!.family;
    const same = source.amounts.filter((s) => s.family === family);
    if (same.length > 0) return f.amounts.some((a) => same.some((s) => near(a.base, s.base)));
  }
  return f.values.some((v) => source.values.some((s) => near(v, s)));
}

/** A figure a comparison follows ('settanta centimetri sotto la soglia', 'tre gradi in più'): it may be a difference. */
const COMPARED_RE = /^[\s\u00a0]*(?:sotto|sopra|in meno|in più|di meno|di più|oltre)(?![\p{L}\p{N}])/iu;
/** Units a difference may be restated in ('2,3 metri' and '3 metri' are seventy centimetres apart). */
const DIFFERENCE_FACTORS = [1, 10, 100, 1000];

/**
 * A figure that a comparison follows and that is the difference of two figures of the source, in
 * the same unit or a tenth, hundredth or thousandth of it (`after`: the text right after the figure).
 */
export function differenceInSource(values: readonly number[], source: readonly number[], after: string): boolean {
  if (!COMPARED_RE.test(after)) return false;
  const positive = [...new Set(source.filter((s) => s >= 0))];
  return values.some((v) => positive.some((a, i) => positive.some((b, j) => j > i && DIFFERENCE_FACTORS.some((k) => close(v, Math.abs(a - b) * k)))));
}

/**
 * Every value the source states, its amounts with a unit, and the spans it states as two ends:
 * 'dal 6 all'8 novembre' is three days (or two), 'dalle 22 alle 6' eight hours.
 */
export function sourceValues(source: string): SourceFigures {
  const figures = figuresIn(source);
  const values = figures.flatMap((f) => f.values);
  const amounts = figures.flatMap((f) => f.amounts ?? []);
  // A day of a month, also where the source puts a degree sign or an article between ('1° giugno').
  const dates = [...source.matchAll(/(?<![\d.,])(\d{1,2})°?\s+(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/giu)].map(
    (m) => `${Number(m[1])} ${m[2]!.toLowerCase()}`,
  );
  dates.push(...impliedDates(source, dates));
  for (const m of source.matchAll(/\bdal(?:l['’]|\s)\s*(\d{1,2})°?\s+(?:al(?:l['’]|\s)|a\s)\s*(\d{1,2})\b/gi)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (b > a) amounts.push({ family: 't', base: (b - a + 1) * 86400 }, { family: 't', base: (b - a) * 86400 });
  }
  for (const m of source.matchAll(/\bdalle\s+(?:ore\s+)?(\d{1,2})(?:[.:]\d{2})?\s+alle\s+(?:ore\s+)?(\d{1,2})\b/gi)) {
    amounts.push({ family: 't', base: ((Number(m[2]) - Number(m[1]) + 24) % 24) * 3600 });
  }
  return { values, amounts, dates, lists: namedLists(source) };
}

/** Spans of the text inside quotation marks: a quote is checked word for word on its own. */
export function quotedSpans(text: string): Array<[number, number]> {
  const CLOSE: Record<string, string> = { '«': '»', '“': '”', '"': '"' };
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < text.length; i++) {
    const close = CLOSE[text[i]!];
    if (!close) continue;
    const end = text.indexOf(close, i + 1);
    if (end < 0) break;
    spans.push([i, end + 1]);
    i = end;
  }
  return spans;
}

/** The figures of a news text its source does not state (outside quotations), each once. */
export function figuresNotInSource(html: string, source: SourceFigures): string[] {
  const out: string[] = [];
  for (const block of htmlTextBlocks(html)) {
    const quoted = quotedSpans(block);
    for (const f of figuresIn(block)) {
      if (quoted.some(([a, b]) => f.start >= a && f.end <= b) || figureInSource(f, source) || differenceInSource(f.values, source.values, block.slice(f.end))) continue;
      if (elidedScale(f, block, source.values)) continue;
      if (!out.includes(f.quote)) out.push(f.quote);
    }
  }
  return out;
}
