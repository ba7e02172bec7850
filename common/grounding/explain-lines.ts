/**
 * The data as the lines an explanation quotes (common/grounding/explain.ts, decision 0069): each
 * product field split at its line breaks, prose split into sentences, and the price and rating
 * fields worded as lines ('Prezzo: 129,99 €', 'Valutazione: 4,5 su 5'). Read here on its own, not
 * from the rule engine's index: an explanation only quotes the data, it judges nothing.
 */
import { CLAIMS_MSG as C } from '../messages-claims.ts';
import { collapseSpaces, decodeEntities, htmlTextBlocks } from '../html-text.ts';
import { type Quantity, readQuantity } from './quantities.ts';
import { stemsOf, type Tok, tokenize } from './text.ts';
import type { GroundingFacts, GroundingProduct } from './types.ts';

/** What a line states apart from its words: a price field or the rating field. */
export type LineRole = 'current' | 'list' | 'offer' | 'rating';

export interface DataLine {
  /** The line as the data words it (a product's name before it when the data has several products). */
  text: string;
  /** The stems of its words. */
  stems: string[];
  /** The stems of its 'Chiave' (a 'Chiave: valore' line), else empty. */
  key: string[];
  quantities: Quantity[];
  role?: LineRole;
  /** Its price values (a price field or a price written in the line). */
  prices: number[];
  /** A rating out of 5 it states. */
  ratings: number[];
}

/** A line longer than this is cut around the start (a quoted fact stays readable, and fits a confirmation's source). */
const MAX_LINE = 300;

const PRICE_RE = /(?:€|EUR\b)[\s\u00a0]*(\d+(?:[.,]\d+)?)|(?<![\p{L}\d,.])(\d+(?:[.,]\d+)?)[\s\u00a0]*(?:€|euro\b|eur\b)/giu;
const RATING_RE = /(?<![\p{L}\d,.])(\d(?:[.,]\d{1,2})?)[\s\u00a0]*(?:su|\/|stelle su)[\s\u00a0]*5(?![\d,.]*\d)/giu;

/** Sentences of a text: a sentence ends at . ! ? … or ; followed by a space (a decimal point is not), or at a line break. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?…;])[\s\u00a0]+/u)
    .map(collapseSpaces)
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** The 'Chiave' of a 'Chiave: valore' line (a short label before a colon), or null. */
export function keyOf(line: string): string | null {
  const at = line.indexOf(':');
  if (at <= 0 || at > 60) return null;
  const key = line.slice(0, at).trim();
  return /\p{L}/u.test(key) && key.split(/\s+/).length <= 7 && !/[.!?]\s/.test(key) ? key : null;
}

const number = (raw: string) => Number(raw.replace(',', '.'));

function lineOf(text: string, role?: LineRole, values: number[] = []): DataLine {
  const clipped = text.length > MAX_LINE ? `${text.slice(0, MAX_LINE - 1).trimEnd()}…` : text;
  const toks = tokenize(text);
  const key = keyOf(text);
  const keyToks = key === null ? 0 : toks.findIndex((t) => t.start >= text.indexOf(':'));
  const quantities: Quantity[] = [];
  for (let i = 0; i < toks.length; i++) {
    const q = readQuantity(text, toks, i);
    if (q) {
      quantities.push(q);
      i = q.to - 1;
    }
  }
  const prices = role && role !== 'rating' ? values : [...text.matchAll(PRICE_RE)].map((m) => number(m[1] ?? m[2]!));
  const ratings = role === 'rating' ? values : [...text.matchAll(RATING_RE)].map((m) => number(m[1]!));
  return { text: clipped, stems: stemsOf(toks, 0, toks.length), key: key === null ? [] : stemsOf(toks as Tok[], 0, keyToks), quantities, role, prices, ratings };
}

/** The lines of one text field: HTML as its blocks, then each line, prose into sentences. */
function fieldLines(field: string | null | undefined): string[] {
  if (!field) return [];
  const text = /<[a-z][^>]*>/i.test(field) ? htmlTextBlocks(field).join('\n') : decodeEntities(field);
  return text.split(/\r?\n/).flatMap((line) => (keyOf(line) !== null && line.length <= 160 ? [collapseSpaces(line)] : sentencesOf(line)));
}

function productLines(p: GroundingProduct, name: string | null): DataLine[] {
  const named = (text: string) => (name ? `${name} — ${text}` : text);
  const out: DataLine[] = [];
  for (const field of [p.specifiche_tecniche, p.descrizione_generale, p.informazioni_articolo, p.contenuto_scatola, p.nome_prodotto]) {
    for (const line of fieldLines(field)) out.push(lineOf(named(line)));
  }
  const offer = p.prezzo_scontato ?? (p.prezzo_originale != null && p.prezzo_prodotto != null && p.prezzo_prodotto < p.prezzo_originale ? p.prezzo_prodotto : null);
  const prices: Array<[LineRole, number | null | undefined]> = [
    ['current', p.prezzo_prodotto !== offer ? p.prezzo_prodotto : null],
    ['offer', offer],
    ['list', p.prezzo_originale],
  ];
  for (const [role, value] of prices) {
    if (typeof value === 'number') out.push(lineOf(named(`${C.priceLine[role as 'current']}: ${C.price(value)}`), role, [value]));
  }
  if (typeof p.valutazione_prodotto === 'number') out.push(lineOf(named(C.ratingLine(p.valutazione_prodotto)), 'rating', [p.valutazione_prodotto]));
  return out;
}

/** Every line of the data: each product's (named when there are several), then the other trusted text (a guide's title, a news item's source). */
export function dataLines(facts: GroundingFacts): DataLine[] {
  const several = facts.products.length > 1;
  const name = (p: GroundingProduct) => (several ? (p.nome_sintetico ?? p.nome_visualizzato ?? p.nome_prodotto?.split(',')[0] ?? null) : null);
  return [...facts.products.flatMap((p) => productLines(p, name(p))), ...(facts.extra ?? []).flatMap((e) => fieldLines(e).map((l) => lineOf(l)))];
}
