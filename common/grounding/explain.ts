/**
 * Why each claim of the publishing gate is flagged (decision 0069): the nearest fact of the data,
 * as the data words it (`dato`: 'Potenza nominale: 1800 W', a sentence of the description, of a
 * news item's source), or what the data lacks (`manca`: 'Nessun dato sulla potenza'). A pass after
 * the check, on its own: it reads the data lines itself (./explain-lines.ts) and the claim's
 * quantity with readQuantity, and never decides whether a claim holds. The nearest line is one of
 * the same kind (a quantity of the same dimension; a price field or price; the rating; a code of
 * the same family or a line with the same 'Chiave'), then the one sharing most stems with the
 * claim's sentence in the text, then the closest in value. The model's claims keep their `motivo`.
 * Shared by server and browser: no DOM.
 */
import { claimKey } from '../claims.ts';
import { CLAIMS_MSG as C } from '../messages-claims.ts';
import { collapseSpaces, htmlTextBlocks } from '../html-text.ts';
import { type DataLine, dataLines, keyOf, sentencesOf } from './explain-lines.ts';
import { readQuantity } from './quantities.ts';
import { fold, stemMatch, stemsOf, tokenize } from './text.ts';
import type { GroundingFacts } from './types.ts';

export interface ClaimExplanation {
  /** The nearest fact of the data, as worded there. */
  dato?: string;
  /** What the data has nothing on ('Nessun dato sulla potenza'), or why nothing in it can support the claim. */
  manca?: string;
}

interface Explainable {
  text: string;
  kind: string;
}

/** A quote shares at least this many stems with a sentence of the source for that sentence to be its nearest. */
const QUOTE_MIN_STEMS = 3;

/** Each claim with why it is flagged; `html` is the text the claims were found in, `facts` what it is held to. */
export function explainClaims<T extends Explainable>(html: string, claims: readonly T[], facts: GroundingFacts): Array<T & ClaimExplanation> {
  if (claims.length === 0) return [];
  const lines = dataLines(facts);
  const sentences = htmlTextBlocks(html).flatMap(sentencesOf);
  return claims.map((c) => {
    const key = claimKey(c.text);
    const sentence = sentences.find((s) => claimKey(s).includes(key)) ?? c.text;
    const why = explainOne(c, sentence, lines);
    return why.dato === undefined && why.manca === undefined ? { ...c } : { ...c, ...why };
  });
}

function explainOne(claim: Explainable, sentence: string, lines: readonly DataLine[]): ClaimExplanation {
  const toks = tokenize(sentence);
  const stems = stemsOf(toks, 0, toks.length);
  switch (claim.kind) {
    case 'esperienza':
      return { manca: C.explainExperience };
    case 'collegamento':
      return { manca: C.explainLink };
    case 'citazione': {
      const quoted = tokenize(claim.text);
      const best = nearest(lines, stemsOf(quoted, 0, quoted.length));
      return best && best.shared >= QUOTE_MIN_STEMS ? { dato: best.line.text } : { manca: C.explainQuote };
    }
    case 'prezzo':
      return pick(
        lines.filter((l) => l.prices.length > 0),
        stems,
        valuesIn(claim.text),
        (l) => l.prices,
        C.about.prezzo!,
      );
    case 'valutazione':
      return pick(
        lines.filter((l) => l.ratings.length > 0),
        stems,
        valuesIn(claim.text),
        (l) => l.ratings,
        C.about.valutazione!,
      );
    case 'misura':
      return explainQuantity(claim.text, sentence, stems, lines) ?? explainSpec(claim.text, stems, lines);
    case 'specifica':
      return explainSpec(claim.text, stems, lines);
    default:
      return {};
  }
}

/** A quantity: the lines with one of the same dimension; else what dimension the data lacks. */
function explainQuantity(text: string, sentence: string, stems: readonly string[], lines: readonly DataLine[]): ClaimExplanation | null {
  const toks = tokenize(text);
  for (let i = 0; i < toks.length; i++) {
    const q = readQuantity(text, toks, i);
    if (!q) continue;
    const same = (dims: readonly string[]) => dims.some((d) => q.dims.includes(d));
    // A count is also a line keyed by its noun ('Numero di prese: 3').
    const counted = (l: DataLine) => !!q.noun && l.key.some((k) => stemMatch(k, q.noun!));
    const candidates = lines.filter((l) => l.quantities.some((lq) => same(lq.dims)) || counted(l));
    const dim = q.dims[0]!;
    // A 'Chiave: valore' line of the text names what it is about ('Garanzia: 5 anni': the guarantee).
    const key = keyOf(sentence);
    const about = q.noun
      ? C.aboutCount(nounAt(text, toks, q.to - 1))
      : ((key !== null ? knownKey(key) : undefined) ?? C.about[dim] ?? C.about[q.dims[1] ?? ''] ?? C.aboutWord(collapseSpaces(text)));
    return pick(candidates, stems, q.values.flat(), (l) => (counted(l) ? valuesIn(l.text) : l.quantities.filter((lq) => same(lq.dims)).flatMap((lq) => lq.values.flat())), about);
  }
  return null;
}

const nounAt = (text: string, toks: ReturnType<typeof tokenize>, k: number) => text.slice(toks[k]!.start, toks[k]!.end).toLowerCase();

/** A code or standard ('IP68', 'EN 14604'): letters, then a digit. */
const CODE_RE = /\b([A-Z][A-Za-z]{0,5})[\s-]?(?=[\dX]\d?)[\dX][\w/.-]*/u;

/** A specification: a code of the same family, a line with the same 'Chiave', a line whose 'Chiave' the sentence names. */
function explainSpec(text: string, stems: readonly string[], lines: readonly DataLine[]): ClaimExplanation {
  const code = CODE_RE.exec(text);
  if (code) {
    const family = new RegExp(`(?<![\\p{L}\\p{N}])${code[1]}[\\s-]?[\\dX]`, 'u');
    const best = nearest(
      lines.filter((l) => family.test(l.text)),
      stems,
    );
    return best ? { dato: best.line.text } : { manca: C.nothingOn(C.aboutCode(collapseSpaces(code[0]))) };
  }
  const key = keyOf(text);
  if (key !== null) {
    const keyToks = tokenize(key);
    const keyStems = stemsOf(keyToks, 0, keyToks.length);
    const best = nearest(
      lines.filter((l) => shared(keyStems, l.key) > 0),
      stems,
    );
    return best ? { dato: best.line.text } : { manca: C.nothingOn(aboutKey(key)) };
  }
  const best = nearest(
    lines.filter((l) => shared(stems, l.key) > 0),
    stems,
  );
  return best ? { dato: best.line.text } : { manca: C.nothingOn(aboutKey(collapseSpaces(text))) };
}

/** 'sulla garanzia' for a one-word key the messages know. */
function knownKey(key: string): string | undefined {
  const words = key.trim().split(/\s+/);
  if (words.length !== 1) return undefined;
  return Object.entries(C.about).find(([k]) => fold(k) === fold(words[0]!))?.[1];
}

/** What the data has nothing on, for a key or a word: 'sulla garanzia', else 'su «titanio»'. */
const aboutKey = (key: string): string => knownKey(key) ?? C.aboutWord(key.charAt(0).toLowerCase() + key.slice(1));

/** The numbers written in a claim (a price, a rating). */
function valuesIn(text: string): number[] {
  return tokenize(text).flatMap((t) => (t.t === 'num' ? t.values : []));
}

/** The nearest of `candidates`, or what the data lacks (`about`) when there is none. */
function pick(candidates: readonly DataLine[], stems: readonly string[], values: readonly number[], valuesOf: (l: DataLine) => number[], about: string): ClaimExplanation {
  const best = nearest(candidates, stems, (l) => distance(values, valuesOf(l)));
  return best ? { dato: best.line.text } : { manca: C.nothingOn(about) };
}

/** The line sharing most stems with `stems`, then the closest (`far`), then the first in the data. */
function nearest(candidates: readonly DataLine[], stems: readonly string[], far: (l: DataLine) => number = () => 0): { line: DataLine; shared: number } | null {
  let best: { line: DataLine; shared: number; far: number } | null = null;
  for (const line of candidates) {
    const n = shared(stems, line.stems);
    const d = far(line);
    if (!best || n > best.shared || (n === best.shared && d < best.far)) best = { line, shared: n, far: d };
  }
  return best;
}

/** How many of `a`'s distinct stems one of `b`'s matches. */
function shared(a: readonly string[], b: readonly string[]): number {
  return [...new Set(a)].filter((x) => b.some((y) => stemMatch(x, y))).length;
}

/** The relative distance between the closest pair of values (0: the same value). */
function distance(a: readonly number[], b: readonly number[]): number {
  let best = Infinity;
  for (const x of a) for (const y of b) best = Math.min(best, Math.abs(x - y) / Math.max(Math.abs(x), Math.abs(y), 1e-9));
  return best;
}
