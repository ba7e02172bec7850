/**
 * The figures a guide gives of the world and of the reader, not of its products (common/guide-
 * grounding.ts): statistics ('Secondo l'ISTAT oltre 4 milioni di over 65 vivono da soli', 'ogni
 * inverno, in Italia, centinaia di frazioni restano isolate'), needs per person or per day ('almeno
 * due coperte pesanti a persona', 'almeno due litri d'acqua al giorno') and how often to check
 * things ('controllate ogni mese le batterie'). The product rules pass them: a count of a noun the
 * data does not count is no claim of a product, and 'almeno due litri' holds for a 3-litre pack.
 * The site confirms such figures with a source before publishing, like any other the data does not
 * hold (eval/grounding/sealed/BRIEF.md, general advice): each is a claim unless the data says it.
 * No import from app/ or server/, no DOM.
 */
import { collapseSpaces, htmlTextBlocks } from '../html-text.ts';
import { numberWord } from './numbers.ts';
import { fold, normWords, STOPWORDS, type Tok, tokenize } from './text.ts';
import { type GroundingProduct, productTexts, type UnverifiedClaim } from './types.ts';

/**
 * Words that make a sentence speak of the world: a source of statistics, a country, a year, a
 * yearly event. Read on the sentence with its spaces and apostrophes as single spaces ('l ISTAT').
 */
const WORLD_RE =
  /\bsecondo (?:(?:l|i|il|la|le|gli|un|una) )?(?:dati|stime|statistiche|rapporto|studio|studi|ricerca|ricerche|indagine|censimento|istat|ispra|inail|iss|oms|istituto|ministero|ufficio|osservatorio|arera|eurostat)\b|\bin italia\b|\bitalian[ie]\b|\bogni (?:inverno|estate|autunno|primavera)\b|\bnel (?:19|20)\d\d\b/i;
/** 'secondo l'ISPRA', 'secondo Legambiente': a source named by its acronym or name. */
const SOURCE_RE = /\bsecondo (?:(?:l|il|la|i|gli|le) )?(?:[A-Z]{3,}|[A-Z][a-z]+[A-Z])/;
const worldly = (sentence: string) => ((flat) => WORLD_RE.test(flat) || SOURCE_RE.test(flat))(sentence.replace(/[\s'’]+/g, ' '));
/** Counts in words that give an order of magnitude ('centinaia di frazioni'). */
const VAGUE = new Set(['decine', 'centinaia', 'migliaia', 'milioni', 'miliardi']);
const SCALES = new Map([
  ['mila', 1e3],
  ['milioni', 1e6],
  ['milione', 1e6],
  ['miliardi', 1e9],
]);
/** Verbs of upkeep, as advice gives them ('controllate', 'ricordate di sostituire'). */
const UPKEEP_RE = /^(?:controll|verific|sostitu|cambi|ricaric|test|ispezion|ruot|rinnov|scaric)\p{L}*$/u;
/** A period after 'ogni' that makes a check's frequency ('ogni mese'; 'ogni giorno' is the use of a thing). */
const PERIODS = new Set(['settimana', 'mese', 'anno', 'stagione', 'trimestre', 'semestre']);
/** A rate after a figure: per person or per day. */
const RATE_RE = /^(?:\s+\S+){0,3}?\s+(?:a|per|ogni)\s+(?:persona|testa|adulto)\b|^(?:\s+\S+){0,3}?\s+(?:al|ogni|per)\s+giorno\b/iu;
/** Nouns after a figure that make it no need of a person: time, and how often. */
const NOT_NEEDS = /^(?:volt[ae]|or[ae]|minut[oi]|giorn[oi]|nott[ei]|settiman[ae]|mes[ei]|ann[oi]|pezz[oi])$/;

const wordAt = (toks: readonly Tok[], k: number) => (toks[k]?.t === 'word' ? (toks[k] as { lower: string }).lower : '');

/** A figure at token k: its value and its last token (a scale word joins it: '4 milioni'), or null. 'un'/'una' are articles here. */
function figureAt(toks: readonly Tok[], k: number): { value: number; end: number } | null {
  const t = toks[k];
  let value: number | null = null;
  if (t?.t === 'num' && t.sign === '') value = /^\d{1,3}(?:\.\d{3})+$/.test(t.raw) ? t.values[t.values.length - 1]! : t.values[0]!;
  else if (t?.t === 'word' && !/^(?:un|una|uno|mezzo|mezza)$/.test(t.lower)) value = numberWord(t.lower);
  if (value === null || !(value > 0)) return null;
  // A year ('nel 2023') is no count.
  if (t!.t === 'num' && /^(?:19|20)\d\d$/.test(t!.raw)) return null;
  const scale = SCALES.get(wordAt(toks, k + 1));
  return scale ? { value: value * scale, end: k + 1 } : { value, end: k };
}

/** The data's text as whole words, once per list of products. */
const DATA_WORDS = new WeakMap<readonly GroundingProduct[], string>();
function dataWords(products: readonly GroundingProduct[], extra: readonly string[]): string {
  const known = DATA_WORDS.get(products);
  if (known !== undefined && extra.length === 0) return known;
  const words = normWords([...products.flatMap((p) => productTexts(p)), ...extra].filter(Boolean).join('\n'));
  if (extra.length === 0) DATA_WORDS.set(products, words);
  return words;
}

/**
 * The guide's figures of the world and of the reader that the data does not state: statistics in
 * a sentence about the world, needs per person or per day, and the frequency of an upkeep.
 */
export function adviceClaims(html: string, products: readonly GroundingProduct[], extra: readonly string[] = []): UnverifiedClaim[] {
  const words = dataWords(products, extra);
  const said = (text: string) => words.includes(normWords(text));
  const out: UnverifiedClaim[] = [];
  const push = (text: string) => !said(text) && !out.some((c) => c.text === text) && out.push({ text, kind: 'misura' });
  for (const block of htmlTextBlocks(html).map(collapseSpaces)) {
    for (const sentence of block.split(/(?<=[.!?;:])\s+/)) {
      const toks = tokenize(sentence);
      const world = worldly(sentence);
      const upkeep = toks.some((t) => t.t === 'word' && UPKEEP_RE.test(fold(t.lower)));
      for (let k = 0; k < toks.length; k++) {
        const w = wordAt(toks, k);
        // 'controllate ogni mese le batterie'.
        if (upkeep && w === 'ogni' && PERIODS.has(wordAt(toks, k + 1))) {
          push(sentence.slice(toks[k]!.start, toks[k + 1]!.end));
          continue;
        }
        // 'centinaia di frazioni di montagna'.
        if (world && VAGUE.has(w) && wordAt(toks, k + 1) === 'di' && isNoun(toks, k + 2)) {
          push(sentence.slice(toks[k]!.start, toks[k + 2]!.end));
          k += 2;
          continue;
        }
        const f = figureAt(toks, k);
        // 'gli over 65': an age group, part of its noun.
        if (!f || /^(?:over|under|ultra)$/.test(wordAt(toks, k - 1))) continue;
        // The noun it counts: right after, or after 'di' ('4 milioni di over 65'); a percentage is its own.
        const percent = toks[f.end + 1]?.raw === '%';
        const noun = percent ? f.end + 1 : isNoun(toks, f.end + 1) ? f.end + 1 : wordAt(toks, f.end + 1) === 'di' && isNoun(toks, f.end + 2) ? f.end + 2 : -1;
        if (noun < 0) continue;
        const text = sentence.slice(toks[k]!.start, toks[noun]!.end);
        const rate = !percent && !NOT_NEEDS.test(wordAt(toks, noun)) && RATE_RE.test(sentence.slice(toks[noun]!.end));
        if (rate && !rateInData(words, f.value)) push(text);
        else if (world && !NOT_NEEDS.test(wordAt(toks, noun))) push(text);
        k = noun;
      }
    }
  }
  return out;
}

const isNoun = (toks: readonly Tok[], k: number) => {
  const t = toks[k];
  return !!t && t.t === 'word' && t.lower.length >= 3 && !STOPWORDS.has(t.lower) && numberWord(t.lower) === null;
};

/** The data gives a need of this value itself ('6 barrette al giorno per persona', 'sei barrette a persona'). */
function rateInData(words: string, value: number): boolean {
  const all = words.trim().split(' ');
  return all.some((w, k) => {
    if ((/^\d+$/.test(w) ? Number(w) : numberWord(w)) !== value) return false;
    for (let j = k + 1; j <= k + 5 && j + 1 < all.length; j++) if (/^(?:a|per|al|ogni)$/.test(all[j]!) && /^(?:persona|testa|adulto|giorno)$/.test(all[j + 1]!)) return true;
    return false;
  });
}
