/**
 * Readers of the pieces a claim is made of, at a token of a text: a price and its role (offer,
 * original, discount), a rating on a scale, a negation before a number, the named body after one.
 */
import { ROUND_COUNTS } from './numbers.ts';
import { numberAt, unitAt } from './quantities.ts';
import { CLAUSE_END, isWord, stem, type Tok } from './text.ts';

/** What a price is said to be: the offer ('in offerta a', 'scontato a', '… € in offerta') or the list price ('di listino', 'invece di', 'scontato dai'). */
export function priceRole(toks: readonly Tok[], from: number, to: number): 'offer' | 'original' | 'discount' | null {
  const back: string[] = [];
  for (let k = from - 1; k >= 0 && back.length < 6; k--) {
    const t = toks[k]!;
    if (t.t === 'num' || (t.t === 'sym' && CLAUSE_END.has(t.raw))) break;
    if (t.t === 'word') back.unshift(t.lower);
  }
  const last2 = back.slice(-2);
  if (/^(?:scontat|ribassat|sces|scend|calat)/.test(last2[0] ?? '') && /^(?:da|dai|dal|dagli)$/.test(last2[1] ?? '')) return 'original';
  // 'uno sconto di 5 €', 'risparmi 5 €': the difference between the two prices.
  // 'un prezzo scontato di 35,99 €' is the offer.
  const pricePhrase = back[back.length - 3] === 'prezzo';
  if ((/^scont/.test(last2[0] ?? '') && last2[1] === 'di' && !pricePhrase) || back.some((w) => /^risparm/.test(w))) return 'discount';
  if (back.some((w) => /^(?:listino|pieno|invece|anzich[eé]|originale|consigliato)$/.test(w))) return 'original';
  const fwd = toks
    .slice(to, to + 3)
    .filter((t) => t.t === 'word')
    .map((t) => (t as { lower: string }).lower);
  const gapOk = toks[to] && toks[to]!.t === 'word';
  // 'scontata rispetto ai 25,90 € di listino': the price compared with is the original.
  const comparedWith = back[back.length - 2] === 'rispetto' && /^(?:a|al|ai|allo|alla|agli)$/.test(back[back.length - 1] ?? '');
  if (gapOk && ((fwd[0] === 'di' && fwd[1] === 'listino') || fwd[0] === 'scontat')) return 'original';
  if (comparedWith) return 'original';
  // 'dieci euro in meno del prezzo di listino', 'circa sette euro meno del prezzo pieno', '5 € di
  // sconto': the difference between the two prices.
  const lessThan = (k: number) => fwd[k] === 'meno' && /^(?:de[lil]?|dell[oae]?|degli|rispetto|che|sul|sull[oae]?|sui|sugli|di)$/.test(fwd[k + 1] ?? '');
  if (gapOk && (lessThan(0) || (fwd[0] === 'in' && (lessThan(1) || fwd[1] === 'meno')) || (fwd[0] === 'di' && /^(?:sconto|risparmio)$/.test(fwd[1] ?? '')))) return 'discount';
  if (back.some((w) => /^(?:offerta|scontat[oa]|sconto|promozione|ribassat[oa]|saldo)$/.test(w))) return 'offer';
  if (gapOk && fwd[0] === 'in' && /^(?:offerta|sconto|promozione)$/.test(fwd[1] ?? '')) return 'offer';
  return null;
}

export const NEGATION_RE = /^(?:non|niente|senza|nessun[oa]?|manca|mancano|priv[oa]|ne)$/;

/**
 * What the text says the product lacks ('niente onde medie (AM)', 'non ha il Bluetooth'): a
 * negation among the three words before the code, in its clause (an opening parenthesis is passed).
 */
export function negatedBefore(toks: readonly Tok[], folded: readonly string[], start: number): boolean {
  let k = toks.findIndex((t) => t.start >= start) - 1;
  for (let words = 0; k >= 0 && words < 3; k--) {
    const t = toks[k]!;
    if (t.t === 'sym' && t.raw === '(') continue;
    if (t.t !== 'word') return false;
    if (NEGATION_RE.test(folded[k]!)) return !isWord(toks[k + 1], 'solo', 'soltanto');
    words++;
  }
  return false;
}

/** 'una ventina di euro': about this many (the word, after 'una', 'un'). */
const ABOUT = new Map([...ROUND_COUNTS].filter(([word]) => word !== 'migliaio'));
const CURRENCY = (t: Tok | undefined): number =>
  !t ? 0 : t.t === 'sym' && t.raw === '€' ? 1 : t.t === 'word' && ['euro', 'eur'].includes(t.lower) ? 1 : isWord(t, 'centesimi', 'centesimo', 'cent') ? 0.01 : 0;

export interface PriceRead {
  from: number;
  to: number;
  values: number[];
  /** 'una ventina di euro': about the value. */
  about: boolean;
  /** 'novanta euro': in words, a figure rounded to a word. */
  words?: boolean;
  /** 'a coperta', 'l’una', 'ciascuno', 'al pezzo': the price of one piece of a pack. */
  perPiece: boolean;
}

/**
 * A price at token i: '22,49 €', '25 euro', '€ 22.49', 'EUR 25', in words ('trenta euro', 'un
 * euro'), in cents ('80 centesimi'), approximate ('una ventina di euro'), with what it is the price
 * of when that is one piece ('a coperta', 'l’una', 'ciascuno', 'al pezzo').
 */
export function priceAt(toks: readonly Tok[], i: number, pieceNouns: ReadonlySet<string> = new Set()): PriceRead | null {
  const t = toks[i]!;
  const n = toks[i + 1];
  let read: Omit<PriceRead, 'perPiece'> | null = null;
  if (t.t === 'num' && t.sign === '' && CURRENCY(n)) read = { from: i, to: i + 2, values: t.values.map((v) => v * CURRENCY(n)), about: false };
  else if (((t.t === 'sym' && t.raw === '€') || (t.t === 'word' && t.raw === 'EUR')) && n?.t === 'num' && n.sign === '')
    read = { from: i, to: i + 2, values: n.values, about: false };
  else if (t.t === 'word' && isWord(t, 'una', 'un') && ABOUT.has(n?.t === 'word' ? n.lower : '') && isWord(toks[i + 2], 'di') && CURRENCY(toks[i + 3]) === 1)
    read = { from: i, to: i + 4, values: [ABOUT.get((n as { lower: string }).lower)!], about: true };
  else if (t.t === 'word' && CURRENCY(n)) {
    const w = numberAt(toks, i);
    if (w && w.next === i + 1 && CURRENCY(n)) read = { from: i, to: i + 2, values: w.values.map((v) => v * CURRENCY(n)), about: false, words: !w.weak };
  }
  if (!read) return null;
  // What it is the price of: one piece.
  const a = toks[read.to];
  const b = toks[read.to + 1];
  const c = toks[read.to + 2];
  let to = read.to;
  if (isWord(a, 'ciascuno', 'ciascuna', 'cadauno', 'cadauna', 'cad')) to += 1;
  else if (isWord(a, 'l') && b?.t === 'sym' && isWord(c, 'una', 'uno')) to += 3;
  else if (isWord(a, 'al', 'a', 'per', 'ogni') && b?.t === 'word' && (b.lower === 'pezzo' || pieceNouns.has(stem(b.raw)))) to += 2;
  return { ...read, to, perPiece: to > read.to };
}

/**
 * A rating at token i: 'x su 5', 'x/5', 'x su 10', 'x/10', 'x stelle' (x in digits or words,
 * 'quattro stelle e mezzo'), 'valutazione (media) (di) x', 'valutato x', 'voto: x'. A rating on
 * a scale of 10 is never Amazon's (which rates out of 5): it is reported.
 */
export function ratingAt(text: string, toks: readonly Tok[], i: number): { from: number; to: number; values: number[]; scale: number } | null {
  const n = numberAt(toks, i);
  if (!n || (toks[i]!.t === 'num' && (toks[i] as { sign: string }).sign !== '')) return null;
  let j = n.next;
  const s = toks[j];
  const denominator = (k: number) => {
    const d = toks[k];
    if (!d || d.t !== 'num' || !['5', '10'].includes(d.raw)) return 0;
    // '4,5 su 5 V' is no rating; neither is '5/10 cm'.
    if (unitAt(text, toks, k + 1, d.end) || (toks[k + 1]?.t === 'num' && toks[k + 1]!.start === d.end)) return 0;
    return Number(d.raw);
  };
  if (toks[i]!.t === 'num' && ((isWord(s, 'su') && denominator(j + 1)) || (s?.t === 'sym' && s.raw === '/' && s.start === toks[i]!.end && denominator(j + 1)))) {
    const scale = denominator(j + 1);
    // A mark is at most its scale: '90/10' is a ratio, not a rating.
    if (n.values.every((v) => v > scale)) return null;
    return { from: i, to: j + 2, values: n.values.map((v) => (v * 5) / scale), scale };
  }
  if (isWord(s, 'stelle', 'stella') && !n.weak) {
    j++;
    let values = n.values;
    if (isWord(toks[j], 'e') && isWord(toks[j + 1], 'mezzo', 'mezza')) {
      values = values.map((v) => v + 0.5);
      j += 2;
    }
    if (isWord(toks[j], 'su') && toks[j + 1]?.t === 'num' && toks[j + 1]!.raw === '5') j += 2;
    return { from: i, to: j, values, scale: 5 };
  }
  if (toks[i]!.t !== 'num' || unitAt(text, toks, j, toks[i]!.end)) return null;
  // A cue before: 'valutazione media di 4,8', 'valutato 4,5', 'voto: 8', 'la media è 4,6'.
  let k = i - 1;
  if (toks[k]?.t === 'sym' && toks[k]!.raw === ':') k--;
  if (isWord(toks[k], 'di', 'pari', 'a', 'da', 'è')) k--;
  if (isWord(toks[k], 'pari')) k--;
  if (isWord(toks[k], 'media', 'medio')) k--;
  let cue = toks[k];
  if (toks[i]!.t === 'num' && toks[j]?.t === 'sym' && toks[j]!.raw === '%') return null;
  if (cue && cue.t === 'word' && /^(?:valutazione|valutat[oaie]|voto|punteggio|rating)$/.test(cue.lower)) return { from: k, to: j, values: n.values, scale: 5 };
  // 'una media di 4,9', 'la media è 4,6': a mark of at most 5 with a decimal, nothing after it to measure.
  cue = toks[k + 1];
  if (isWord(cue, 'media') && k + 1 < i && /^[0-5][.,]\d$/.test(toks[i]!.raw) && !isWord(toks[j], 'al', 'a', 'per', 'ogni'))
    return { from: k + 1, to: j, values: n.values, scale: 5 };
  return null;
}

const BODY_SKIP = new Set([
  'a',
  'al',
  'alla',
  'alle',
  'ai',
  'agli',
  'allo',
  'da',
  'dal',
  'dalla',
  'dalle',
  'dai',
  'dagli',
  'di',
  'del',
  'della',
  'delle',
  'dei',
  'degli',
  'dello',
  'la',
  'le',
  'il',
  'lo',
  'i',
  'gli',
  'l',
  'all',
  'dall',
  'dell',
  'norma',
  'norme',
  'normativa',
  'normative',
  'linee',
  'guida',
  'requisiti',
  'standard',
  'direttiva',
  'direttive',
  'disposizioni',
  'indicazioni',
  'raccomandazioni',
  'specifiche',
  'prescrizioni',
  'criteri',
  'parte',
  'ente',
  'enti',
  'istituto',
  'vigenti',
  'europea',
  'europee',
  'europei',
  'italiana',
  'italiane',
]);

const CONNECTORS = new Set(['di', 'della', 'del', 'dei', 'delle', 'per', 'e']);

/** A capitalised name after a conformity word ('… alle linee guida della Protezione Civile'): its tokens, or null (a code there is checked as a code). */
export function namedBodyAfter(toks: readonly Tok[], i: number): { from: number; to: number } | null {
  let k = i;
  for (let skipped = 0; skipped < 6 && toks[k]?.t === 'word' && BODY_SKIP.has((toks[k] as { lower: string }).lower); skipped++) {
    k++;
    // An elided article ('dall’Organizzazione', 'dell’Istituto'): its apostrophe is passed too.
    if (toks[k]?.t === 'sym' && ["'", '’'].includes(toks[k]!.raw)) k++;
  }
  const capital = (t: Tok | undefined) => !!t && t.t === 'word' && /^\p{Lu}\p{Ll}/u.test(t.raw);
  if (!capital(toks[k])) return null;
  const from = k;
  let to = k + 1;
  for (let words = 1; words < 6; words++) {
    if (capital(toks[to])) to++;
    else if (toks[to]?.t === 'word' && CONNECTORS.has((toks[to] as { lower: string }).lower) && capital(toks[to + 1])) to += 2;
    else break;
  }
  return { from, to };
}

/** A time of day at token i ('alle 18:30', 'dalle 8:30'): its hour and minutes, or null. */
export function clockAt(toks: readonly Tok[], i: number): { from: number; to: number; hour: number; minutes: string } | null {
  const [h, colon, m] = [toks[i], toks[i + 1], toks[i + 2]];
  if (!h || h.t !== 'num' || !/^\d{1,2}$/.test(h.raw) || Number(h.raw) > 24) return null;
  if (!colon || colon.t !== 'sym' || colon.raw !== ':' || colon.start !== h.end || !m || m.t !== 'num' || m.start !== colon.end || !/^[0-5]\d$/.test(m.raw)) return null;
  if (!isWord(toks[i - 1], 'alle', 'dalle', 'le', 'ore', 'entro', 'verso', 'delle', 'fino')) return null;
  return { from: i - 1, to: i + 3, hour: Number(h.raw), minutes: m.raw };
}
