/**
 * Figures a news text moves from one thing to another (decision 0067). A figure of the rewrite is
 * held to the source's figures by value and kind, so a rewrite that gives one figure of the source
 * to what the source gives another passes: 'i congelatori … per circa 4 ore' where the source says
 * 'I frigoriferi … circa 4 ore; i congelatori … fino a 48 ore', '5,2 metri al Ponte Vecchio' where
 * the source's Ponte Vecchio 'segnava 3,4 metri' and 5,2 metri is the threshold. Here a figure is a
 * claim when two or more words its clause ties to it are, in the source, tied to another figure of
 * the same kind and never to this one. No import from app/ or server/, no DOM.
 */
import { close, numberWord } from './numbers.ts';
import { type Figure, figuresIn } from './news-numbers.ts';
import { quotedSpans } from './news-lists.ts';
import { NEWS_UNITS } from './news-words.ts';
import { stem, STOPWORDS, type Tok, tokenize } from './text.ts';

/** How many content words on each side of a figure, within its clause, are tied to it. */
const REACH = 4;
/** Where a clause ends: a figure's words do not cross it. */
const CLAUSE_END = /^[.;:!?,()«»“”"–—]$/;
const CONJUNCTIONS = new Set(['e', 'ed', 'o', 'od', 'oppure', 'ma', 'mentre', 'però', 'invece']);
/**
 * Measures are tied to words: a bare number may be anything, a date or a time of day is tied to
 * events the rewrite may retell in any order, and a small count ('due unità', 'tre strade') is
 * restated of other nouns too freely. Counts in millions are amounts ('3,2 milioni').
 */
const MEASURES = new Set(['length', 'temp', 'money', 'pct', 'rate', 'm', 'v', 't']);
const tied = (f: Pick<Figure, 'kind' | 'values'>) => !!f.kind && (MEASURES.has(f.kind) || (f.kind === 'count' && f.values.every((v) => v >= 1e6)));

/** The stems of the content words tied to a figure: up to REACH on each side, within its clause, the figure's own words and units left out. */
export function tiedWords(toks: readonly Tok[], f: Pick<Figure, 'start' | 'end'>, withoutNoun = false): Set<string> {
  const out = new Set<string>();
  const first = toks.findIndex((t) => t.start >= f.start);
  const last = toks.findIndex((t) => t.end >= f.end);
  if (first < 0 || last < 0) return out;
  for (const step of [-1, 1]) {
    let seen = 0;
    // 'withoutNoun': the noun a count counts ('27 Paesi') says what is counted, not what is said of it.
    const from = step < 0 ? first - 1 : withoutNoun && toks[last + 1]?.t === 'word' ? last + 2 : last + 1;
    for (let k = from; k >= 0 && k < toks.length && seen < REACH; k += step) {
      const t = toks[k]!;
      // Another figure, the end of the clause or a conjunction: what follows is tied to something else.
      if (t.t === 'num' || (t.t === 'sym' && CLAUSE_END.test(t.raw)) || (t.t === 'word' && (CONJUNCTIONS.has(t.lower) || (numberWord(t.lower) ?? 1) !== 1))) break;
      if (t.t !== 'word' || t.lower.length < 4 || STOPWORDS.has(t.lower) || NEWS_UNITS.has(t.lower) || numberWord(t.lower) !== null) continue;
      out.add(stem(t.lower));
      seen++;
    }
  }
  return out;
}

interface TiedFigure {
  values: number[];
  kind: string;
  words: Set<string>;
}

/** The source's figures of a kind tied to words, each with its words. */
export function sourceTies(source: string): TiedFigure[] {
  const toks = tokenize(source);
  return figuresIn(source, toks)
    .filter(tied)
    .map((f) => ({ values: f.values, kind: f.kind!, words: tiedWords(toks, f) }));
}

const sameValue = (a: readonly number[], b: readonly number[]) => a.some((v) => b.some((w) => close(v, w)));

/**
 * The figure of a rewrite's block that is moved: the source states its value (of its kind), and
 * two or more words the rewrite ties to it are tied in the source to another value of that kind,
 * never to this one.
 */
export function movedFigures(block: string, ties: readonly TiedFigure[]): Figure[] {
  const toks = tokenize(block);
  const out: Figure[] = [];
  const quoted = quotedSpans(block);
  for (const f of figuresIn(block, toks)) {
    if (!tied(f) || quoted.some(([a, b]) => f.start >= a && f.end <= b)) continue;
    const own = ties.filter((s) => s.kind === f.kind && sameValue(s.values, f.values));
    if (own.length === 0) continue;
    const others = ties.filter((s) => s.kind === f.kind && !sameValue(s.values, f.values));
    const words = [...tiedWords(toks, f)].filter((w) => !own.some((s) => s.words.has(w)));
    if (others.some((s) => words.filter((w) => s.words.has(w)).length >= 2)) out.push(f);
  }
  return out;
}
