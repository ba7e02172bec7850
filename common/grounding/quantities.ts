/**
 * Quantities read from tokens, the same way in the product data and in the text checked
 * (common/grounding.ts): a number (digits with its sign, or words) or several joined as a range
 * ('12-28 V', 'da 5 a 10 cm', 'tra -20 °C e 60 °C') or dimensions ('13 x 13 x 5 cm'), then a unit
 * ('mAh', 'Milliampere ore', '°C', 'gradi'), or a plural noun for a count ('4 prese', 'sei
 * modalità'); compound durations and weights ('2 h 30 min', 'due minuti e mezzo') are summed.
 */
import { numberWord, type UnitDef, unitOf } from './numbers.ts';
import { BOUNDARY_WORDS, CLAUSE_END, isNounAt, isWord, stem, stemAt, STOPWORDS, type Tok } from './text.ts';

export { interval, type Modifier, modifierBefore } from './modifiers.ts';

export interface Quantity {
  /** Token range [from, to). */
  from: number;
  to: number;
  /** Dimensions ('massa', 'tempo'…; 'n:prese' for a count of 'prese'). */
  dims: readonly string[];
  shape: 'single' | 'range' | 'tuple';
  /** Per number: its readings in the dimension's base unit, signed. */
  values: number[][];
  /** A count: the noun's stem. */
  noun?: string;
  /** 'da X a Y' or 'tra X e Y': the word before the first number belongs to the range. */
  opener: boolean;
}

interface NumRead {
  values: number[];
  next: number;
  /** 'un', 'una', 'uno', 'mezzo': an article or a half, never a count on its own. */
  weak: boolean;
}
const isSym = (t: Tok | undefined, ...syms: string[]): boolean => !!t && t.t === 'sym' && syms.includes(t.raw);
const APOSTROPHES = ["'", '’'];

/** The number at token i (digits or words), or null. */
export function numberAt(toks: readonly Tok[], i: number): NumRead | null {
  const t = toks[i];
  if (!t) return null;
  if (t.t === 'num') return { values: t.values, next: i + 1, weak: false };
  if (t.t !== 'word') return null;
  const v = numberWord(t.raw);
  if (v === null) return null;
  let next = i + 1;
  // 'un’ora', 'mezz’ora': the apostrophe joins the number to its unit.
  if (isSym(toks[next], ...APOSTROPHES) && toks[next]!.start === t.end) next++;
  else if (t.lower === 'mezz') return null;
  return { values: [v], next, weak: v <= 1 };
}

/** A unit at token j: the longest spelling over up to three tokens separated by nothing or one space. */
export function unitAt(text: string, toks: readonly Tok[], j: number, numberEnd: number): { def: UnitDef; next: number } | null {
  const first = toks[j];
  if (!first || first.t === 'num') return null;
  if (first.start - numberEnd > 2 || !/^[\s\u00a0\u202f\u2009]*$/.test(text.slice(numberEnd, first.start))) return null;
  let best: { def: UnitDef; next: number } | null = null;
  let spelled = '';
  for (let k = j; k < j + 3 && k < toks.length; k++) {
    const t = toks[k]!;
    if (t.t === 'num') break;
    if (k > j) {
      const gap = text.slice(toks[k - 1]!.end, t.start);
      if (gap.length > 1 || !/^[\s\u00a0]?$/.test(gap)) break;
      spelled += gap === '' ? '' : ' ';
    }
    spelled += t.raw;
    const def = unitOf(spelled);
    if (def) best = { def, next: k + 1 };
  }
  if (!best) return null;
  const unitText = text.slice(first.start, toks[best.next - 1]!.end);
  // 'D' (denier) only right after its number ('600D'); '°F' is no angle.
  if (unitText === 'D' && first.start !== numberEnd) return null;
  if (unitText === '°' && toks[best.next]?.t === 'word' && toks[best.next]!.start === first.end && /^f$/i.test(toks[best.next]!.raw)) return null;
  // The unit ends there: no letter or digit right after it.
  // A volt or ampere right before the next number of a charging profile ('5V3A') ends there too.
  const after = toks[best.next];
  if (after && after.start === toks[best.next - 1]!.end && after.t !== 'sym' && !(after.t === 'num' && /^[VAW]$/.test(unitText))) return null;
  return best;
}

/**
 * Amazon.it's dimensions name each side by a letter glued to its number ('100L x 100l centimetri',
 * '30L x 20l x 10H cm': length, width, height): the letter is no litre nor hour. The token after it.
 */
function sideLetterAfter(toks: readonly Tok[], j: number): number {
  const t = toks[j];
  const prev = toks[j - 1];
  if (!t || t.t !== 'word' || !/^[LlHhP]$/.test(t.raw) || !prev || prev.t !== 'num' || prev.end !== t.start) return j;
  const next = toks[j + 1];
  return next && (isSym(next, ...TUPLE_SEPS) || isWord(next, 'x') || (next.t === 'word' && unitOf(next.raw)?.dims.includes('lunghezza'))) ? j + 1 : j;
}

/** Range separators: '12-28 V', '5~40 h', '-10 °C ~ 50 °C', '3÷5'. */
const RANGE_SEPS = ['-', '–', '—', '~', '÷'];
const TUPLE_SEPS = ['x', 'X', '×', '*'];

/**
 * The quantity starting at token i, or null. `opener` is true when 'da' or 'tra'/'fra' comes just
 * before (so 'a' and 'e' join the numbers of a range).
 */
export function readQuantity(text: string, toks: readonly Tok[], i: number): Quantity | null {
  const first = numberAt(toks, i);
  if (!first) return null;
  const prev = toks[i - 1];
  const fromDa = isWord(prev, 'da', 'dai', 'dal', 'dalle', 'dagli');
  const fromTra = isWord(prev, 'tra', 'fra');
  const values: number[][] = [first.values];
  let shape: Quantity['shape'] = 'single';
  let j = first.next;
  let weak = first.weak;
  // Numbers joined before the unit: '12-28 V', '13 x 13 x 5 cm', 'da 5 a 10 cm', 'tra 5 e 10 ore', 'cinque o sei ore'.
  // At most four numbers ('13 x 13 x 5 x 2'): a longer run is no quantity, and is read from its next number.
  for (; values.length < 4;) {
    j = sideLetterAfter(toks, j);
    const sep = toks[j];
    const isTuple = sep && (isSym(sep, ...TUPLE_SEPS) || isWord(sep, 'x'));
    const isRange = sep && (isSym(sep, ...RANGE_SEPS) || isWord(sep, 'o') || (fromDa && isWord(sep, 'a')) || (fromTra && isWord(sep, 'e')));
    if (!isTuple && !isRange) break;
    if (isTuple && shape === 'range') break;
    if (isRange && shape === 'tuple') break;
    const n = numberAt(toks, j + 1);
    if (!n || (n.weak && !isTuple && n.values[0] !== 0.5)) break;
    values.push(n.values);
    shape = isTuple ? 'tuple' : 'range';
    j = n.next;
    weak = false;
  }
  if (shape === 'tuple') j = sideLetterAfter(toks, j);
  // 'due e mezzo chili': the half before the unit.
  if (shape === 'single' && isWord(toks[j], 'e') && isWord(toks[j + 1], 'mezzo', 'mezza') && unitAt(text, toks, j + 2, toks[j + 1]!.end)) {
    values[0] = values[0]!.map((v) => v + 0.5);
    j += 2;
  }
  const unit = unitAt(text, toks, j, toks[j - 1]!.end);
  if (!unit) {
    if (weak || shape === 'tuple') return null;
    // A count: a plural noun right after ('4 prese', 'sei modalità'), not a stop word, an acronym or a number.
    const noun = toks[j];
    if (!noun || noun.t !== 'word' || !/^\p{L}{3,}$/u.test(noun.raw) || STOPWORDS.has(noun.lower) || BOUNDARY_WORDS.has(noun.lower)) return null;
    if (noun.raw === noun.raw.toUpperCase() || numberWord(noun.raw) !== null) return null;
    const s = stem(noun.raw);
    const opener = (fromDa || fromTra) && shape === 'range';
    return { from: opener ? i - 1 : i, to: j + 1, dims: [`n:${s}`], shape, values, noun: s, opener };
  }
  // 'un secondo' is an ordinal, not a second.
  if (first.weak && first.values[0] === 1 && values.length === 1 && /^second[oi]$/i.test(toks[j]!.raw)) return null;
  const { def } = unit;
  let to = unit.next;
  let scaled = values.map((vs) => vs.map((v) => v * def.factor));
  // 'trenta gradi sotto zero' is -30 °C.
  if (def.dims.includes('temperatura') && isWord(toks[to], 'sotto') && isWord(toks[to + 1], 'zero')) {
    scaled = scaled.map((vs) => vs.map((v) => -Math.abs(v)));
    to += 2;
  }
  // 'X unit - Y unit', 'da X unit a Y unit', 'tra X unit e Y unit', 'da X unit fino a Y unit'.
  if (shape === 'single') {
    let k = to;
    if (isWord(toks[k], 'fino') && isWord(toks[k + 1], 'a')) k++;
    const sep = toks[k];
    // A value that opens a 'Chiave: valore' line drops its 'da' ('Temperatura di funzionamento: -20 °C a 60 °C').
    const opensValue = isSym(prev, ':');
    if (sep && (isSym(sep, ...RANGE_SEPS) || ((fromDa || opensValue || k > to) && isWord(sep, 'a')) || (fromTra && isWord(sep, 'e')))) {
      const n = numberAt(toks, k + 1);
      const u = n && !n.weak ? unitAt(text, toks, n.next, toks[n.next - 1]!.end) : null;
      if (n && u && u.def.dims.some((d) => def.dims.includes(d))) {
        scaled = [scaled[0]!, n.values.map((v) => v * u.def.factor)];
        shape = 'range';
        to = u.next;
      }
    }
  }
  // Compound amounts: '2 h 30 min', '1 kg 200 g', '2 ore e 30 minuti', 'tre minuti e mezzo'.
  if (shape === 'single') {
    let k = to;
    if (isWord(toks[k], 'e')) k++;
    if (isWord(toks[k], 'mezzo', 'mezza') && k > to) {
      scaled = [scaled[0]!.map((v) => v + 0.5 * def.factor)];
      to = k + 1;
    } else {
      const n = numberAt(toks, k);
      const u = n && !n.weak ? unitAt(text, toks, n.next, toks[n.next - 1]!.end) : null;
      // The second part is less than one of the first unit ('2 h 30 min', not '1 kg 1200 g').
      if (n && u && u.def.factor < def.factor && u.def.dims.some((d) => def.dims.includes(d)) && n.values.every((b) => b * u.def.factor < def.factor)) {
        scaled = [scaled[0]!.flatMap((a) => n.values.map((b) => a + b * u.def.factor))];
        to = u.next;
      } else if (n && !u && k > to && !isNounAt(toks, n.next)) {
        // 'un metro e novanta' (1,90 m), 'un chilo e due' (1,2 kg): centimetres of a metre, tenths of a kilo.
        const part = def.factor === 1000 && def.dims.includes('lunghezza') ? 10 : def.factor === 1000 && def.dims.includes('massa') ? 100 : 0;
        if (part > 0 && n.values.every((b) => Number.isInteger(b) && b >= 1 && b * part < def.factor)) {
          scaled = [scaled[0]!.flatMap((a) => n.values.map((b) => a + b * part))];
          to = n.next;
        }
      }
    }
  }
  const opener = (fromDa || fromTra) && shape === 'range';
  return { from: opener ? i - 1 : i, to, dims: def.dims, shape, values: scaled, opener };
}

/**
 * The stems of the words around a quantity (its key words): up to `before` content words before
 * it and `after` after it, within its clause, not past another number or a word such as 'e',
 * 'ma', 'mentre' that starts another statement. With `parenthesis`, a parenthesis right after the
 * quantity counts too ('2 h 30 min (alta)').
 */
export function windowStems(toks: readonly Tok[], from: number, to: number, before: number, after: number, parenthesis: boolean): string[] {
  const out: string[] = [];
  // A unit is no key word: it names the dimension, which the comparison already holds ('2400 kcal
  // in mezzo chilo' is about no fact that merely has 'kcal' beside it).
  const take = (k: number) => {
    const s = unitOf(toks[k]!.raw) || codeTail(toks, k) ? '' : stemAt(toks, k);
    if (s) out.push(s);
    return !!s;
  };
  const ends = (t: Tok) => t.t === 'num' || (t.t === 'sym' && CLAUSE_END.has(t.raw)) || (t.t === 'word' && BOUNDARY_WORDS.has(t.lower));
  let n = 0;
  let k = from - 1;
  for (; k >= 0 && n < before && !ends(toks[k]!); k--) if (take(k)) n++;
  // '(carbone: 400 litri)': the word before a colon right before the quantity is its key.
  if (n === 0 && k >= 1 && k === from - 1 && isSym(toks[k], ':')) take(k - 1);
  // 'dalle 10 ore alla massima luminosità alle 120 ore': the words after the first end of a range
  // so told are that end's, not the second's.
  if (
    toks[k]?.t === 'num' &&
    isWord(toks[k - 1], 'da', 'dal', 'dalle', 'dai', 'dagli', 'dallo', 'dalla') &&
    isWord(toks[from - 1], 'a', 'al', 'alle', 'ai', 'agli', 'allo', 'alla')
  )
    out.length = 0;
  // A quantity that opens a parenthesis restates what comes before it ('adattatore 19 V⎓4,7A (90 W)'):
  // its words are those before the parenthesis, numbers and units passed over.
  if (parenthesis && n === 0 && isSym(toks[k], '(')) {
    for (k--; k >= 0 && n < before; k--) {
      const t = toks[k]!;
      if ((t.t === 'sym' && CLAUSE_END.has(t.raw)) || (t.t === 'word' && BOUNDARY_WORDS.has(t.lower))) break;
      if (t.t === 'word' && !unitOf(t.raw) && take(k)) n++;
    }
  }
  n = 0;
  k = to;
  if (parenthesis && isSym(toks[k], '(')) {
    for (k++; k < toks.length && !isSym(toks[k], ')') && n < 4; k++) if (take(k)) n++;
    return out;
  }
  for (; k < toks.length && n < after && !ends(toks[k]!); k++) if (take(k)) n++;
  return out;
}

/** The rest of a code glued to its digits ('14C28N', 'G10' after '14'): a model's name, no key word. */
const codeTail = (toks: readonly Tok[], k: number): boolean => {
  const t = toks[k]!;
  const p = toks[k - 1];
  return t.t === 'word' && /\d/.test(t.raw) && !!p && p.t === 'num' && p.end === t.start;
};
