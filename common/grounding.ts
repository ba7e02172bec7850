/**
 * Grounding of AI-written text (reviews, guides, news) in the products' stored data.
 *
 * `findUnverifiedClaims(html, facts)` lists every factual claim of the text that the stored data
 * does not support (decision 0011). The data is read once per call into typed facts
 * (common/grounding/facts.ts): each quantity with its dimension, signed value, range ends or
 * dimensions, and key words (the 'Chiave' of a 'Chiave: valore' line, the words around the
 * number); counts with their noun ('2 prese', 'Numero di porte: 3', a list of five modes, a pack
 * of ten); prices by role; ratings; codes. The text is read the same way
 * (common/grounding/claims.ts) and each claim is compared by kind:
 * - numbers with a unit or a noun, in digits or words ('20.000 mAh', '-20 °C', 'dieci ore',
 *   '4 prese', 'sei modalità'), by dimension and value after normalising formats and units
 *   (1,2 kg = 1200 g, 2 anni = 24 mesi, '2 h 30 min' = 2,5 ore), against the facts whose key
 *   words match the words near the claim ('600 W continui' against the continuous output, not
 *   the surge); a range against a range of the same fact; 'circa', 'quasi', 'poco più di',
 *   'oltre' within 10 % in their direction; derived totals (2 × 1500 L);
 * - prices against their role ('in offerta a' the offer, 'di listino' the list price); a bound
 *   ('meno di 20 euro') is a claim only when false;
 * - ratings in any wording ('4,5 su 5', 'cinque stelle', 'valutazione media di 4,8'; a mark out
 *   of 10 is never Amazon's); review counts ('oltre 2.000 recensioni', 'migliaia di utenti');
 * - codes and standards as whole tokens ('EN 14604', 'NSF/ANSI 53', 'RF-10', 'IP67', 'AA' is not
 *   'AAA'), acronyms ('TÜV', 'UPS'), materials and features ('titanio', 'Power Delivery'),
 *   'senza lattosio', conformity to a named body, and 'Chiave: valore' lines against the data's
 *   line with the same key.
 * The editor highlights what it returns (each claim's text is a piece of the text as written);
 * publishing asks for a confirmation while the list is not empty.
 *
 * `stripPrices(html)` removes every sentence that states a price: prices on public pages come only
 * from the product's refreshed data (the buying box), never from text written once and left to age.
 *
 * Shared by server and browser: no import from app/ or server/, no DOM. The HTML handling here
 * reads text only; it is not a sanitiser (server/lib/sanitize.ts is).
 */

import { experienceClaimsIn } from './experience-claims.ts';
import { collapseSpaces, htmlBlocks } from './html-text.ts';
import { EDITOR_MSG } from './messages-editor.ts';
import { unverifiedLinkHosts } from './link-grounding.ts';
import { blockClaims, type Memo } from './grounding/claims.ts';
import { specLine, specLineClaim } from './grounding/spec-lines.ts';
import { type FactIndex, indexFacts } from './grounding/facts.ts';
import { stem } from './grounding/text.ts';
import { type ClaimKind, type GroundingFacts, type GroundingProduct, productTexts, type UnverifiedClaim } from './grounding/types.ts';

export type { ClaimKind, GroundingFacts, GroundingProduct, UnverifiedClaim } from './grounding/types.ts';
export { productTexts } from './grounding/types.ts';
export { decodeEntities, htmlTextBlocks } from './html-text.ts';
export { mentionsPrice, stripPrices } from './grounding/prices.ts';
export { parseNumber } from './grounding/numbers.ts';

/**
 * Every claim of `html` (numbers with units or nouns, prices, ratings, named specifications,
 * links) that the products' stored data does not support, in the order they appear, each once.
 */
export function findUnverifiedClaims(html: string, facts: GroundingFacts): UnverifiedClaim[] {
  const index = indexedFacts(facts);
  const memo: Memo = { facts: new Map(), codes: new Map() };
  const out: UnverifiedClaim[] = [];
  const seen = new Set<string>();
  const add = (text: string, kind: ClaimKind) => {
    const t = collapseSpaces(text);
    const key = `${kind}:${t.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ text: t, kind });
  };
  // A first-person testing claim ('l'abbiamo usata per tre settimane') is one claim: the duration
  // inside it is not listed again on its own. The blocks are read once, for both checks.
  const tagged = htmlBlocks(html);
  const experience = experienceClaimsIn(tagged);
  const inExperience = (text: string) => experience.some((e) => wholeWordsIn(e.text, text));
  for (const { text: block, heading } of tagged) {
    const line = specLine(block, index, heading);
    const told = experience.length > 0 ? experienceSentences(block, experience) : [];
    for (const f of blockClaims(block, index, memo, line)) {
      if (f.kind === 'misura' && (inExperience(f.text) || (told.some(([s, e]) => f.at >= s && f.at < e) && (sceneSpan(block, f, index) || sceneAmount(f, index) || f.within))))
        continue;
      add(f.text, f.kind);
    }
    // A news item's 'Vento: raffiche fino a 90 km/h' is a summary line, its figures held to the source one by one.
    const lineClaim = line && facts.products.length > 0 && specLineClaim(line, index);
    if (lineClaim) add(lineClaim, 'specifica');
  }
  for (const e of experience) add(e.text, e.kind);
  for (const host of unverifiedLinkHosts(html, facts)) add(EDITOR_MSG.linkClaim(host), 'collegamento');
  return out;
}

/**
 * The sentences of a block that tell a first-person experience ('Durante un'escursione di tre
 * giorni abbiamo messo alla prova il bracciale'): the figures in them set the scene of the story
 * (how long, how many, where), which is the experience claim the editor resolves; they are not
 * listed again on their own. [start, end) offsets in the block.
 */
function experienceSentences(block: string, experience: readonly UnverifiedClaim[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const e of experience) {
    const re = new RegExp(
      e.text
        .split(' ')
        .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('\\s+'),
      'g',
    );
    for (const m of block.matchAll(re)) {
      const before = block.slice(0, m.index);
      const ends = [...before.matchAll(/[.!?](?=\s)/g)];
      const start = ends.length ? ends[ends.length - 1]!.index! + 1 : 0;
      const next = /[.!?](?=\s|$)/.exec(block.slice(m.index + m[0].length));
      out.push([start, next ? m.index + m[0].length + next.index : block.length]);
    }
  }
  return out;
}

const SPAN_UNIT_RE = /(?:^|\s)(?:ore|giorni|giornate|notti|settimane|mesi|minuti)$/i;
/**
 * In such a sentence, the length of the event told ('durante un blackout di due giorni', 'sotto un
 * acquazzone di due ore'): a time span complementing a noun that names none of the data's
 * durations ('un'autonomia di due giorni' is a figure of the product when the data gives its 'autonomia').
 */
function sceneSpan(block: string, f: { at: number; text: string }, index: FactIndex): boolean {
  if (!SPAN_UNIT_RE.test(f.text)) return false;
  const words = block
    .slice(Math.max(0, f.at - 40), f.at)
    .trim()
    .split(/\s+/);
  // 'un’escursione di tre giorni': the noun after its elided article.
  const noun = words[words.length - 2]?.split(/['’]/).pop();
  if (words[words.length - 1]?.toLowerCase() !== 'di' || !noun || !/^\p{L}{3,}$/u.test(noun)) return false;
  const key = stem(noun);
  return !(index.byDim.get('tempo') ?? []).some((t) => t.keys.includes(key));
}

/**
 * In such a sentence, an amount of a kind the data never measures ('su una padella con mezzo litro
 * d'olio', of a fire blanket): what the story was about, not a figure of the product. So is a
 * figure within the data's limits ('ha avviato un diesel da 2,0 litri a -10 °C' of a starter for
 * diesels up to 6,5 L working from -20 °C): the case tested (Found.within).
 */
function sceneAmount(f: { dims?: readonly string[] }, index: FactIndex): boolean {
  return !!f.dims && f.dims.length > 0 && f.dims.every((d) => !d.startsWith('n:') && d !== 'tempo' && !index.byDim.has(d));
}

/** `part` occurs in `text` as whole words (case and spaces aside). */
function wholeWordsIn(text: string, part: string): boolean {
  const hay = ` ${collapseSpaces(text).toLowerCase()} `;
  const needle = collapseSpaces(part).toLowerCase();
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
    if (!/[\p{L}\p{N}]/u.test(hay[i - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(hay[i + needle.length] ?? ' ')) return true;
  }
  return false;
}

/**
 * The facts indexed, kept for the last few data sets: the editor checks the same product's data
 * on every keystroke. Keyed by the data's content, so an edited product is indexed anew.
 */
const INDEX_CACHE = new Map<string, FactIndex>();
function indexedFacts(facts: GroundingFacts): FactIndex {
  const key = JSON.stringify([
    facts.products.map((p) => [...productTexts(p), p.prezzo_prodotto, p.prezzo_originale, p.prezzo_scontato, p.valutazione_prodotto]),
    facts.extra ?? [],
  ]);
  const known = INDEX_CACHE.get(key);
  if (known) return known;
  const index = indexFacts(facts);
  if (INDEX_CACHE.size >= 16) INDEX_CACHE.delete(INDEX_CACHE.keys().next().value!);
  INDEX_CACHE.set(key, index);
  return index;
}

/** The GroundingFacts of some products (what reviews and guides pass). */
export const factsOf = (products: readonly GroundingProduct[], extra?: readonly string[]): GroundingFacts => ({ products, extra });
