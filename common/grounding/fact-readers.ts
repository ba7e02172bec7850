/**
 * Readers the fact index (common/grounding/facts.ts) uses on the product's own lines: codes masked
 * out, the units a key names, the counted noun of a key, 'per persona' nouns and list items.
 */
import { codeSpans } from './codes.ts';
import { decodeEntities, htmlTextBlocks } from '../html-text.ts';
import type { GroundingProduct } from './types.ts';
import { numberWord, unitOf, type UnitDef } from './numbers.ts';
import { isNounAt, isWord, stem, stemMatch, stemsOf, STOPWORDS, type Tok } from './text.ts';

/** Tokens inside a code ('RF-10', 'EN 14604', 'IP67') are no numbers of their own. */
export function maskCodes(text: string, toks: readonly Tok[]): Uint8Array {
  const masked = new Uint8Array(toks.length);
  const spans = codeSpans(text, toks);
  let s = 0;
  toks.forEach((t, i) => {
    while (s < spans.length && spans[s]!.end <= t.start) s++;
    const span = spans[s];
    if (span && span.start <= t.start && t.end <= span.end && /\d/.test(span.text)) masked[i] = 1;
  });
  return masked;
}

/** The units a piece of a line names ('Capacità (mAh)'). */
export function unitsNamed(toks: readonly Tok[]): UnitDef[] {
  const out: UnitDef[] = [];
  for (const t of toks) {
    if (t.t === 'num') continue;
    const def = unitOf(t.raw);
    if (def && (t.raw.length > 1 || t.raw === 'W' || t.raw === 'V' || t.raw === '%')) out.push(def);
  }
  return out;
}

/** 'Numero di porte' → 'port'; 'Pezzi' → 'pezz'; else null. */
export function countKeyNoun(keyToks: readonly Tok[]): string | null {
  const words = keyToks.filter((t) => t.t === 'word').map((t) => (t as { lower: string }).lower);
  if (words[0] === 'numero' || words[0] === 'n') {
    const noun = words.slice(1).find((w) => !STOPWORDS.has(w));
    return noun ? stem(noun) : null;
  }
  // 'Pezzi', 'Modalità', and 'Porzioni per confezione', 'Cicli di ricarica': the plural noun counted.
  if ((words.length === 1 || (words.length === 3 && (words[1] === 'per' || words[1] === 'di'))) && /[ieà]$/.test(words[0]!) && words[0]!.length >= 4 && !unitOf(words[0]!))
    return stem(words[0]!);
  return null;
}

export function isUnitOrNounAfter(toks: readonly Tok[], i: number): boolean {
  const n = toks[i + 1];
  return !!n && n.t === 'word' && (!!unitOf(n.raw) || (!STOPWORDS.has(n.lower) && n.start === toks[i]!.end));
}

/** 'per filtro', 'per barretta' right after a quantity: the noun's stem. */
export function perNounAfter(toks: readonly Tok[], k: number): string | null {
  // '8 g ciascuno', '125 ml cadauna': per piece of the pack.
  if (isWord(toks[k], 'ciascuno', 'ciascuna', 'cadauno', 'cadauna', 'cad', 'each')) return '';
  if (isWord(toks[k], 'al', 'a') && isWord(toks[k + 1], 'pezzo')) return '';
  if (!isWord(toks[k], 'per', 'ogni')) return null;
  const n = toks[k + 1];
  return n && n.t === 'word' && !STOPWORDS.has(n.lower) && n.lower.length >= 3 ? stem(n.raw) : null;
}

export function perNounIn(keyToks: readonly Tok[]): string | null {
  for (let k = 0; k < keyToks.length; k++) if (isWord(keyToks[k], 'per')) return perNounAfter(keyToks, k);
  return null;
}

/** The items of a list value ('alta, media, bassa', 'AM / FM'): their number, or 0 for no list. */
export function listItems(value: string): number {
  const plain = value.replace(/\([^()]*\)/g, ' ');
  if (/\d/.test(plain)) return 0;
  const items = plain
    .split(/[,;/]|\s(?:e|o|ed)\s/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return items.length >= 2 && items.every((s) => s.split(/\s+/).length <= 4) ? items.length : 0;
}

/** 'x' or '×' after a count: '2 x USB-A', '4 × AC'. */
export const isTimes = (t: Tok | undefined) => !!t && (t.raw === 'x' || t.raw === 'X' || t.raw === '×');

/** Some number of the value (from `from`) has its unit beside it ('5V', '10 W'). */
export function unitBesideIn(toks: readonly Tok[], from: number): boolean {
  for (let k = from; k < toks.length - 1; k++) if (toks[k]!.t === 'num' && isUnitOrNounAfter(toks, k) && unitOf(toks[k + 1]!.raw)) return true;
  return false;
}

/** Keys that list a product's ports: 'Uscite', 'Porte', 'Ingressi', 'Connessioni'. */
const PORT_KEYS = new Set(['uscit', 'port', 'ingress', 'connession', 'connettor']);

/**
 * Counts a line lists as 'N x …': a line of the box's contents, '3 x Buste Risotto ai funghi' (three
 * bags; only at the line's start, so '…, 1 x presa accendisigari' in a line of ports is no count of
 * sockets), and a line of ports, 'Uscite: 2 x USB-A 5V/1A, 1 x USB-C 10W' (two, one, three ports).
 */
export function listedCounts(keyStems: readonly string[], toks: readonly Tok[], from: number): Array<{ noun: string; n: number; keys: string[] }> {
  const first = toks[0];
  if (from === 0 && first?.t === 'num' && isTimes(toks[1]) && isNounAt(toks, 2)) return [{ noun: stem(toks[2]!.raw), n: first.values[0]!, keys: stemsOf(toks, 2, toks.length) }];
  if (!keyStems.some((s) => PORT_KEYS.has(s))) return [];
  const counts: number[] = [];
  for (let k = from; k < toks.length - 1; k++) {
    const t = toks[k]!;
    if (t.t === 'num' && isTimes(toks[k + 1]) && (k === from || isSymAt(toks, k - 1))) counts.push(t.values[0]!);
  }
  if (counts.length > 1) counts.push(counts.reduce((a, b) => a + b, 0));
  return counts.flatMap((n) => ['port', ...keyStems].map((noun) => ({ noun, n, keys: [...keyStems] })));
}

const isSymAt = (toks: readonly Tok[], k: number) => toks[k]!.t === 'sym' && /^[,;]$/.test(toks[k]!.raw);

/**
 * Key words of a text that stand for other key words of the data: a power station's or power
 * bank's input ('200 W in ingresso') is what a listing calls its charging ('Ricarica da rete:
 * 200 W'). One way only: 'si ricarica il telefono' in a text speaks of the output.
 */
const TEXT_KEY_MEANS = new Map<string, readonly string[]>([
  ['ingress', ['input', 'ricaric']],
  ['input', ['ingress', 'ricaric']],
  ['uscit', ['output']],
  ['output', ['uscit']],
  // A text's 'USB' is the data's 'USB-A' or 'USB-C'.
  ['usb', ['usba', 'usbc']],
]);

/** How many stems of the text's `a` match one of the data's `b`. */
export const overlap = (a: readonly string[], b: readonly string[]) => a.reduce((n, x) => n + (b.some((y) => stemMatch(x, y) || !!TEXT_KEY_MEANS.get(x)?.includes(y)) ? 1 : 0), 0);

/** 'un powerbank da 10000 mAh', 'una caldaia da 80 W': a figure of some device of the kind (an indefinite article, up to two words, 'da'), not of the product. */
export function exampleDevice(toks: readonly Tok[], from: number): boolean {
  if (!isWord(toks[from - 1], 'da')) return false;
  return [2, 3].some((d) => isWord(toks[from - 1 - d], 'un', 'una', 'uno') && toks.slice(from - d, from - 1).every((t) => t.t === 'word' && !STOPWORDS.has(t.lower)));
}

/**
 * 'Ogni tavoletta … brucia per 7-9 minuti; ne bastano due per portare a ebollizione 0,5 litri':
 * 'ne' with a verb and a number counts the noun named before it. Every noun of the line before it
 * is counted so (the check compares a count by its noun, so the others are never asked for), with
 * the words after the number as keys.
 */
export function partitiveCounts(toks: readonly Tok[]): Array<{ nouns: string[]; n: number[]; keys: string[] }> {
  const out: Array<{ nouns: string[]; n: number[]; keys: string[] }> = [];
  for (let k = 1; k + 2 < toks.length; k++) {
    if (!isWord(toks[k], 'ne') || toks[k + 1]!.t !== 'word') continue;
    const num = toks[k + 2]!;
    const n = num.t === 'num' ? num.values : num.t === 'word' ? [numberWord(num.raw)] : [];
    if (n.length === 0 || n.some((v) => v === null || v < 2) || isUnitOrNounAfter(toks, k + 2) || (toks[k + 3]?.t === 'word' && unitOf(toks[k + 3]!.raw))) continue;
    const nouns = toks.slice(0, k).flatMap((t, j) => (isNounAt(toks, j) && !unitOf(t.raw) && numberWord(t.raw) === null ? [stem(t.raw)] : []));
    if (nouns.length > 0) out.push({ nouns: [...new Set(nouns)], n: n as number[], keys: stemsOf(toks, k + 3, Math.min(toks.length, k + 8)) });
  }
  return out;
}

/** The lines of a product's data: every field split at line breaks (HTML fields as their text blocks). */
export function productLines(p: GroundingProduct): string[] {
  const lines: string[] = [];
  for (const field of [p.nome_prodotto, p.nome_sintetico, p.nome_visualizzato, p.specifiche_tecniche, p.descrizione_generale, p.informazioni_articolo, p.contenuto_scatola]) {
    if (!field) continue;
    const text = /<[a-z][^>]*>/i.test(field) ? htmlTextBlocks(field).join('\n') : decodeEntities(field);
    lines.push(...text.split(/\r?\n/).filter((l) => l.trim() !== ''));
  }
  return lines;
}

/** The 'Chiave' of a 'Chiave: valore' line: the index of its colon, or -1. */
export function keyColon(line: string): number {
  const at = line.indexOf(':');
  if (at <= 0 || at > 60) return -1;
  const key = line.slice(0, at);
  return /\p{L}/u.test(key) && key.trim().split(/\s+/).length <= 7 && !/[.!?]\s/.test(key) ? at : -1;
}
