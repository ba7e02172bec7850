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
import { close, numberWord } from './numbers.ts';
import { STOPWORDS, type Tok, tokenize } from './text.ts';

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
/** Words that make a figure approximate: within 10 % of the source's. */
const APPROX = new Set(['circa', 'oltre', 'quasi', 'almeno', 'più', 'meno', 'intorno', 'attorno', 'sopra', 'sotto', 'fino', 'ben']);
/** The same amount in another unit of time, mass or volume ('due giorni' for '48 ore'), for a figure with such a unit. */
const FACTORS = [24, 60, 7, 12, 1000];
const CONVERTIBLE = new Set(
  'ore ora giorni giorno minuti minuto secondi settimane settimana mesi mese anni anno chili chilo chilogrammi grammi tonnellate litri litro millilitri kg g t l ml h min'.split(
    ' ',
  ),
);
/** Times of day are read apart from every other figure (unsigned): as minutes of the day, negative. */
const timeOfDay = (hours: number, minutes: number) => -(hours * 60 + minutes) - 1;
/** Round counts in words ('una quarantina di residenti'): approximate figures. */
const ROUND_COUNTS = new Map([
  ['decina', 10],
  ['dozzina', 12],
  ['quindicina', 15],
  ['ventina', 20],
  ['trentina', 30],
  ['quarantina', 40],
  ['cinquantina', 50],
  ['sessantina', 60],
  ['settantina', 70],
  ['ottantina', 80],
  ['novantina', 90],
  ['centinaio', 100],
  ['migliaio', 1000],
]);
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
  /** Followed by a unit of time, mass or volume: may be the source's figure in another unit. */
  convertible: boolean;
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
    // A time of day ('8:30') is one figure, never the counts 8 and 30.
    const minutes = toks[i + 2];
    if (t.t === 'num' && toks[i + 1]?.raw === ':' && minutes?.t === 'num' && /^\d\d$/.test(minutes.raw) && minutes.start === t.end + 1) {
      out.push({
        start: t.start,
        end: minutes.end,
        values: [timeOfDay(t.values[0]!, minutes.values[0]!)],
        quote: text.slice(t.start, minutes.end),
        approx: false,
        convertible: false,
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
    if (nounAt(toks, end + 1)) end++;
    const before = toks[i - 1];
    const approx = !!round || [before, toks[i - 2]].some((b) => b?.t === 'word' && APPROX.has(b.lower));
    const last = toks[end]!;
    const convertible = end > i && last.t === 'word' && CONVERTIBLE.has(last.lower);
    out.push({ start: t.start, end: last.end, values, quote: text.slice(t.start, last.end), approx, convertible });
    i = end;
  }
  return out;
}

/** A word that may be the noun a figure counts: no article, preposition or number. */
function nounAt(toks: readonly Tok[], i: number): boolean {
  const t = toks[i];
  return !!t && t.t === 'word' && t.lower.length > 1 && !STOPWORDS.has(t.lower) && numberWord(t.lower) === null && !SCALES.has(t.lower);
}

/** The source states this figure: the same value, another unit's equivalent, or close when approximate. */
export function figureInSource(f: Pick<Figure, 'values' | 'approx' | 'convertible'>, source: readonly number[]): boolean {
  return f.values.some((v) =>
    source.some((s) => close(v, s) || (f.convertible && FACTORS.some((k) => close(v * k, s) || close(v, s * k))) || (f.approx && Math.abs(v - s) <= 0.1 * Math.max(v, s))),
  );
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

/** Every value the source states. */
export const sourceValues = (source: string): number[] => figuresIn(source).flatMap((f) => f.values);

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
export function figuresNotInSource(html: string, source: readonly number[]): string[] {
  const out: string[] = [];
  for (const block of htmlTextBlocks(html)) {
    const quoted = quotedSpans(block);
    for (const f of figuresIn(block)) {
      if (quoted.some(([a, b]) => f.start >= a && f.end <= b) || figureInSource(f, source) || differenceInSource(f.values, source, block.slice(f.end))) continue;
      if (!out.includes(f.quote)) out.push(f.quote);
    }
  }
  return out;
}

/**
 * A quantity claim of the product rules that the source supports after all: every figure in it
 * is one the source states; or it has none but an article, in a time ago ('un anno fa': `after`
 * is the text that follows the claim).
 */
export function quantitySupported(claim: string, source: readonly number[], after: string): boolean {
  const figures = figuresIn(claim);
  return figures.length === 0 ? /^\s*fa\b/i.test(after) : figures.every((f) => figureInSource(f, source) || differenceInSource(f.values, source, claim.slice(f.end) + after));
}
