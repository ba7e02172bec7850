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
import { announcedList, differenceInSource, digitRun, elidedScale, impliedDates, namedLists, quotedSpans, sourceSpans } from './news-lists.ts';
import { ABOUT_TIME_MINUTES, expandMonths, NEWS_UNITS as UNITS, timeInWords, windsAt } from './news-words.ts';
import { compatible, elidedAmounts, type FigureKind, fractionAt, inheritUnits, kindOfWord, numberKind, sourceKinds, wordFigure } from './news-kinds.ts';

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
  /** Every value with the kind of the figure that states it (common/grounding/news-kinds.ts). */
  typed?: Array<{ value: number; kind: FigureKind }>;
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
  /** What it is a figure of: a count, a time of day, a length… ('bare' when nothing says). */
  kind?: FigureKind;
}

/** The figures of a text: numbers in digits or words, scaled by 'mila' and 'milioni'. */
export function figuresIn(text: string, toks: readonly Tok[] = tokenize(text)): Figure[] {
  const out: Figure[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    // Ordinals, shares, noon and midnight, months, spans with an article ('per una settimana').
    const inWords = wordFigure(toks, i, timeOfDay) ?? (fractionAt(toks, i + 1) ? wordFigure(toks, i + 1, timeOfDay) : null);
    if (inWords && inWords.from <= i) {
      const from = toks[inWords.from]!;
      const seconds = inWords.seconds;
      out.push({
        start: from.start,
        end: toks[inWords.end]!.end,
        values: inWords.values,
        quote: text.slice(from.start, toks[inWords.end]!.end),
        approx: !!inWords.share,
        kind: inWords.kind,
        ...(inWords.share ? { share: true } : {}),
        ...(seconds ? { amounts: inWords.values.map((v) => ({ family: 't', base: v * seconds })) } : {}),
      });
      i = inWords.end;
      continue;
    }
    // 'poco prima delle quattro del mattino': a time of day in words.
    const clock = t.t === 'word' ? timeInWords(toks, i, timeOfDay) : null;
    if (clock) {
      out.push({ start: t.start, end: toks[clock.end]!.end, values: clock.values, quote: text.slice(t.start, toks[clock.end]!.end), approx: clock.approx, kind: 'time' });
      i = clock.end;
      continue;
    }
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
      if (v !== null && !(t.lower === 'sei' && !nounAt(toks, i + 1) && !(prev?.t === 'word' && COPULA.has(prev.lower))) && !windsAt(toks, i)) values = [v];
    }
    if (!values) continue;
    // A telephone number or code in groups ('0547 356 800', '800.177.797'): one figure, its digits.
    const run = digitRun(text, toks, i);
    if (run) {
      out.push({ start: t.start, end: toks[run.end]!.end, values: [run.value], quote: text.slice(t.start, toks[run.end]!.end), approx: false, kind: 'bare' });
      i = run.end;
      continue;
    }
    // 'alle 9.30', 'dalle ore 14': a time of day; a whole hour is also read as its number.
    const prevWord = toks[i - 1]?.t === 'word' ? (toks[i - 1] as { lower: string }).lower : '';
    if (t.t === 'num' && TIME_CUES.has(prevWord)) {
      const hm = /^(\d{1,2})(?:[.,:](\d{2}))?$/.exec(t.raw);
      // 'alle 24 di venerdì': midnight.
      if (
        hm &&
        (hm[2] || !unitAt(toks, i + 1)) &&
        Number(hm[1]) <= 24 &&
        (hm[2] === undefined || Number(hm[2]) < 60) &&
        toks[i + 1]?.raw !== ':' &&
        !(Number(hm[1]) === 24 && hm[2])
      ) {
        const minutesOf = Number(hm[2] ?? 0);
        const at = timeOfDay(Number(hm[1]), minutesOf);
        out.push({ start: t.start, end: t.end, values: minutesOf === 0 ? [at, Number(hm[1])] : [at], quote: t.raw, approx: false, kind: 'time' });
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
        kind: 'time',
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
    let degrees = false;
    if (toks[end + 1]?.raw === '%' && toks[end + 1]!.start - toks[end]!.end <= 1) end++;
    else if (toks[end + 1]?.raw === '°' && isMonth(toks[end + 2])) end += 2;
    else if (toks[end + 1]?.raw === '°') {
      // '-18 °C', '40°': a temperature.
      end++;
      degrees = true;
      if (toks[end + 1]?.t === 'word' && toks[end + 1]!.raw === 'C' && toks[end + 1]!.start - toks[end]!.end <= 1) end++;
    } else if (nounAt(toks, end + 1)) {
      end++;
      if (toks[end + 1]?.raw === '/' && toks[end + 2]?.t === 'word' && toks[end + 2]!.start === toks[end + 1]!.end && toks[end + 1]!.start === toks[end]!.end) {
        end += 2;
        rate = true;
      }
    }
    const before = toks[i - 1];
    const approx = !!round || [before, toks[i - 2]].some((b) => b?.t === 'word' && APPROX.has(b.lower));
    let last = toks[end]!;
    // '90 km/h' is a speed, no amount of hours; '98 chilometri orari' no length.
    const nextWord = (toks[end + 1] as { lower?: string } | undefined)?.lower;
    const unit = end > i && last.t === 'word' && !rate && kindOfWord(last.lower, nextWord) !== 'rate' ? UNITS.get(last.lower) : undefined;
    // 'due chilometri e mezzo': 2,5 km.
    if (unit && nextWord === 'e' && isWordTok(toks[end + 2], 'mezzo') && values.every(Number.isInteger)) {
      [values, end] = [values.map((v) => v + 0.5), end + 2];
      last = toks[end]!;
    }
    const amounts = unit ? values.map((v) => ({ family: unit[0], base: v * unit[1] })) : undefined;
    const date = end > i && last.t === 'word' && MONTHS.has(last.lower) && values.length === 1 ? `${values[0]} ${last.lower}` : undefined;
    // 'uno su tre': a share, as the percentage it stands for.
    const share = [toks[i - 1], toks[i - 2], toks[i - 3]].some((b) => b?.t === 'word' && ['un', 'uno', 'una'].includes(b.lower)) && isWordTok(toks[i - 1], 'su');
    if (share) {
      out.push({ start: t.start, end: last.end, values: values.map((v) => 100 / v), quote: text.slice(t.start, last.end), approx: true, share: true, kind: 'pct' });
      i = end;
      continue;
    }
    const lastWord = end > i && last.t === 'word' ? last.lower : undefined;
    const kind = date
      ? 'date'
      : rate
        ? 'rate'
        : degrees
          ? 'temp'
          : last.raw === '%'
            ? 'pct'
            : numberKind(toks, i, unit?.[0], lastWord, (toks[end + 1] as { lower?: string } | undefined)?.lower);
    out.push({ start: t.start, end: last.end, values, quote: text.slice(t.start, last.end), approx, kind, ...(amounts ? { amounts } : {}), ...(date ? { date } : {}) });
    i = end;
  }
  return inheritUnits(out, text);
}

const isMonth = (t: Tok | undefined) => t?.t === 'word' && MONTHS.has(t.lower);
const isWordTok = (t: Tok | undefined, w: string) => t?.t === 'word' && t.lower === w;
/** A unit after a number ('entro 3 chilometri', 'entro 3 giorni'): the number is no time of day. */
const unitAt = (toks: readonly Tok[], k: number) => {
  const t = toks[k];
  if (t?.t !== 'word' || t.lower.length < 2) return false;
  const kind = kindOfWord(t.lower, undefined);
  return UNITS.has(t.lower) || (kind !== null && kind !== 'count');
};
/** Words before a time of day. */
const TIME_CUES = new Set(['alle', 'dalle', 'ore', 'entro', 'verso', 'delle']);

/** A word that may be the noun a figure counts: no article, preposition or number. */
function nounAt(toks: readonly Tok[], i: number): boolean {
  const t = toks[i];
  return !!t && t.t === 'word' && t.lower.length > 1 && !STOPWORDS.has(t.lower) && numberWord(t.lower) === null && !SCALES.has(t.lower);
}

/** The source states this figure: the same value, another unit's equivalent, or close when approximate. */
export function figureInSource(f: Pick<Figure, 'values' | 'approx' | 'amounts' | 'date' | 'share' | 'kind'> & { quote?: string }, source: SourceFigures): boolean {
  // A day of a month is the source's when the source names that day of that month.
  if (f.date) return source.dates.includes(f.date);
  // 'sette comuni': the source names seven, after 'comuni'.
  const noun = f.quote && /\s(\p{L}{3,})$/u.exec(f.quote);
  if (noun && source.lists?.some((l) => f.values.includes(l.count) && l.before.includes(stem(noun[1]!)))) return true;
  const tolerance = f.share ? 0.2 : f.approx ? 0.05 : 0;
  // A time of day is negative (minutes of the day): an approximate one within half an hour.
  const near = (v: number, s: number) => close(v, s) || Math.abs(v - s) <= (f.kind === 'time' && f.approx && v < 0 && s < 0 ? ABOUT_TIME_MINUTES : tolerance * Math.max(v, s));
  // An amount with a unit is held to the source's amounts of its kind, when the source has any.
  if (f.amounts) {
    const family = f.amounts[0]!.family;
    const same = source.amounts.filter((s) => s.family === family);
    if (same.length > 0) return f.amounts.some((a) => same.some((s) => near(a.base, s.base)));
  }
  // Held to the source's figures of a kind it may be: '19 famiglie' is not the source's '19 novembre'.
  const kind = f.kind;
  if (kind && source.typed) return source.typed.some((s) => compatible(kind, s.kind) && f.values.some((v) => near(v, s.value)));
  return f.values.some((v) => source.values.some((s) => near(v, s)));
}

/**
 * Every value the source states, its amounts with a unit, and the spans it states as two ends:
 * 'dal 6 all'8 novembre' is three days (or two), 'dalle 22 alle 6' eight hours.
 */
export function sourceValues(source: string): SourceFigures {
  const toks = tokenize(source);
  const figures = figuresIn(source, toks);
  const values = figures.flatMap((f) => f.values);
  const amounts = [...figures.flatMap((f) => f.amounts ?? []), ...elidedAmounts(figures, source)];
  // A day of a month, also where the source puts a degree sign or an article between ('1° giugno').
  const dated = expandMonths(source);
  const dates = [...dated.matchAll(/(?<![\d.,])(\d{1,2})°?\s+(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b/giu)].map(
    (m) => `${Number(m[1])} ${m[2]!.toLowerCase()}`,
  );
  dates.push(...impliedDates(dated, dates));
  amounts.push(...sourceSpans(source));
  const lists = namedLists(source);
  // The names it lists are counts ('Roccaraso, Rivisondoli, Pescocostanzo e Castel di Sangro': 'quattro comuni').
  const typed = sourceKinds(source, toks);
  for (const f of figures) for (const value of f.values) typed.push({ value, kind: f.kind ?? 'bare' });
  for (const l of lists) if (l.count >= 3) typed.push({ value: l.count, kind: 'count' });
  return { values, amounts, dates, lists, typed };
}

/**
 * The figures of a news text its source does not state (outside quotations), each once: a figure
 * the text restates (the title's '350mila volontari', the article's '350.000') is one claim, where
 * it first appears; not two small counts ('due persone', 'due case').
 */
export function figuresNotInSource(html: string, source: SourceFigures): string[] {
  const out: Figure[] = [];
  const again = (f: Figure) =>
    out.some(
      (r) => r.values.length === f.values.length && r.values.every((v, k) => close(v, f.values[k]!) && Math.abs(v) >= 100) && compatible(r.kind ?? 'bare', f.kind ?? 'bare'),
    );
  for (const block of htmlTextBlocks(html)) {
    const quoted = quotedSpans(block);
    for (const f of figuresIn(block)) {
      if (quoted.some(([a, b]) => f.start >= a && f.end <= b) || figureInSource(f, source) || differenceInSource(f.values, source.values, block.slice(f.end))) continue;
      if (elidedScale(f, block, source.values) || (f.kind === 'count' && announcedList(f, block))) continue;
      if (!out.some((r) => r.quote === f.quote) && !again(f)) out.push(f);
    }
  }
  return out.map((f) => f.quote);
}
