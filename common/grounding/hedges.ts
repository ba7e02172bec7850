/**
 * How the words around a quantity of a text widen what it may stand for (common/grounding/claims.ts):
 * a rounded way of speaking ('poco più di mezzo chilo', 'oltre due settimane', 'oltre 2.000
 * valutazioni'), 'circa' written after the figure, and a maximum restated as the data words it.
 */
import type { FactIndex } from './facts.ts';
import { type Modifier, numberAt, type Quantity } from './quantities.ts';
import { isWord, normWords, type Tok } from './text.ts';

/**
 * An approximation of an amount said with an article or a half ('poco più di mezzo chilo', 'circa
 * un'ora'): a way of speaking that rounds coarsely, so it stands for values within 25 %, not 10 %.
 */
export function roundAbout(toks: readonly Tok[], q: Quantity, m: Modifier | null): Modifier | null {
  // 'oltre due settimane' of 400 hours: a bound over a small number of its unit reaches the next
  // one (not a count: 'almeno due volte' is no 'tre volte').
  const n = q.shape === 'single' && !q.noun ? (numberAt(toks, q.from)?.values[0] ?? 0) : 0;
  if (m?.bound && (m.mod === 'over' || m.mod === 'under') && Number.isInteger(n) && n >= 1 && n <= 10) return { ...m, width: Math.max(m.width, 1 / n) };
  // 'oltre 2.000 valutazioni' of 2.347, 'più di 10.000 mAh' of 13.400: a bound over a round figure reaches the next one.
  const round = m?.bound && m.mod === 'over' && q.shape === 'single' ? roundStep(numberAt(toks, q.from)?.values ?? []) : 0;
  if (round > 0) return { ...m!, width: Math.max(m!.width, round) };
  if (!m || m.bound || m.mod === 'upto' || q.shape !== 'single' || !isWord(toks[q.from], 'un', 'una', 'uno', 'mezzo', 'mezza', 'mezz')) return m;
  return { ...m, width: Math.max(m.width, 0.25) };
}

/** A round figure of 100 or more (2.000, 15.000, 300): the share up to the next round one (0,5 for 2.000 → 3.000), else 0. */
function roundStep(values: readonly number[]): number {
  const v = values.find((x) => Number.isInteger(x) && x >= 100);
  if (v === undefined) return 0;
  const unit = 10 ** Math.floor(Math.log10(v));
  const lead = v / unit;
  return Number.isInteger(lead) ? 1 / lead : Number.isInteger(lead * 2) ? 0.5 / lead : 0;
}

/** '26.800 mAh (99 Wh circa)', '5 ore circa': an approximation written after its figure. */
export function circaAfter(toks: readonly Tok[], q: Quantity): Modifier | null {
  return isWord(toks[q.to], 'circa') && q.shape === 'single' ? { mod: 'approx', width: 0.1, bound: false, from: q.from } : null;
}

/**
 * 'fino a 25 ore' where the data says 'Autonomia: fino a 25 ore': a maximum restated in the data's
 * own words is the data's, whatever the words around it single out ('dura fino a 25 ore di
 * ascolto' beside the description's '8 minuti di ascolto').
 */
export function uptoAsData(block: string, toks: readonly Tok[], q: Quantity, m: Modifier | null, index: FactIndex): boolean {
  if (m?.mod !== 'upto' || q.shape !== 'single') return false;
  return index.words.includes(normWords(block.slice(toks[m.from]!.start, toks[q.to - 1]!.end)));
}

/** Words that give a figure exactly ('precisamente', 'per la precisione', 'per l’esattezza', 'esattamente'). */
const EXACTLY = /^(?:precisamente|esattamente|precisione|esattezza|l'esattezza|l’esattezza)$/;
const SENTENCE_END = new Set(['.', '!', '?', ';', ':']);

/**
 * 'Per meno di 30 euro, 29,99 € per la precisione', 'Trentacinque euro scarsi, precisamente
 * 34,90': a rounded or bounded figure that the same sentence then gives exactly is a rounding of
 * that figure, one claim with it: the exact figure is the one held to the data. Whether a figure
 * follows the rounded one (tokens from `to`), after a comma, with a word that gives it exactly.
 */
export function restatedExactly(toks: readonly Tok[], to: number): boolean {
  const comma = toks[to];
  if (!comma || comma.t !== 'sym' || comma.raw !== ',') return false;
  let exact = false;
  let figure = false;
  for (let k = to + 1; k < toks.length && k <= to + 8; k++) {
    const t = toks[k]!;
    if (t.t === 'sym' && SENTENCE_END.has(t.raw)) break;
    if (t.t === 'word' && EXACTLY.test(t.lower)) exact = true;
    if (t.t === 'num') figure = true;
  }
  return exact && figure;
}

/**
 * A whole number of a large unit ('un kilowattora' of 1024 Wh, '2 kg' of 2,04 kg, '5 litri' of
 * 4,9 L): the writer rounded the data's figure, written in a smaller unit, to the larger one. It
 * stands for values within 5 %. Not for small units ('12 W' is no rounding of 12,4 W).
 */
/** Amounts written in a unit a thousand times another (kWh and Wh, kg and g, L and ml); not times ('dieci ore' of 10,4 hours is no rounding). */
const LARGE_UNIT_DIMS = new Set(['energia', 'potenza', 'massa', 'volume', 'lunghezza', 'carica']);

export function roundedLargeUnit(toks: readonly Tok[], q: Quantity, m: Modifier | null): Modifier | null {
  if (m || q.noun || q.shape !== 'single' || !q.dims.some((d) => LARGE_UNIT_DIMS.has(d))) return null;
  const n = numberAt(toks, q.from);
  const raw = n?.values[0];
  const scaled = q.values[0]![0];
  if (!n || raw === undefined || scaled === undefined || !Number.isInteger(raw) || raw < 1 || raw > 20 || scaled / raw < 1000 - 1e-6) return null;
  if (toks[q.from]!.t === 'num' && /[.,]/.test(toks[q.from]!.raw)) return null;
  return { mod: 'approx', width: 0.05, bound: false, from: q.from };
}
