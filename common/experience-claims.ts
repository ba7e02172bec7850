/**
 * First-person testing and experience claims in AI-written text.
 *
 * Nobody at the publisher tests the products: reviews, guides and news are written from the
 * products' stored data (the Amazon listing) and from news sources. A sentence such as
 * 'L’abbiamo usata per tre settimane', 'Nei nostri test' or 'dopo un mese di utilizzo' states
 * something false to the buyer. `findExperienceClaims(html)` lists every such claim of a text, in
 * text order, each once, as the piece of visible text that shows it (whitespace collapsed), so the
 * editor can highlight it like the unverified data of common/grounding.ts.
 *
 * What counts as a claim (Italian, first person plural or singular):
 * - a testing/using verb in the past with 'abbiamo'/'ho' (clitics and elisions too: 'l’abbiamo
 *   provata', 'li abbiamo misurati', 'ci abbiamo caricato'), 'abbiamo potuto verificare', 'siamo
 *   riusciti a misurare', 'abbiamo fatto tre prove', 'l’abbiamo messa alla prova', 'abbiamo notato
 *   che…' (not when the object is the listing: 'abbiamo verificato i dati della scheda');
 * - the present: 'lo usiamo da mesi', 'in redazione la usiamo', 'proviamo i prodotti', 'la uso',
 *   'stiamo ancora provando', 'le prove che facciamo'; the staff as subject: 'tre redattori l’hanno usata';
 * - possessives of tests and use: 'nei nostri test', 'la nostra prova', 'nella nostra esperienza',
 *   'il nostro tester/redattore', 'nel mio test';
 * - 'è stato testato da noi', 'provata dalla redazione', 'provato di persona';
 * - 'durante la prova (sul campo)', 'alla prova dei fatti', 'mettendolo alla prova', 'dopo un mese
 *   di utilizzo', 'tre settimane di prove', 'dopo averla usata per un mese' (these weaker forms are
 *   not claims in a sentence that names a third party: 'gli utenti', 'il produttore'…);
 * - 'ci ha accompagnato', 'ci siamo trovati bene', 'siamo rimasti sorpresi', 'più di quanto ci
 *   aspettassimo', 'personalmente'.
 * Not claims: 'consigliamo', 'abbiamo scelto/selezionato/confrontato', imperatives and impersonal
 * forms ('provala', 'si può usare', 'va testata ogni mese'), a third party's tests ('testato dal
 * produttore', 'test di laboratorio del produttore'), negations ('non l’abbiamo provata') and
 * quotes attributed to customers ('Un acquirente scrive: «l’ho usata per un mese»').
 *
 * Linear in the text: the text is read as words (one pass of a single character class) and every
 * rule (common/experience-rules.ts) looks at a bounded number of words around each one; no regular
 * expression backtracks.
 * Shared by server and browser: no import from app/ or server/, no DOM.
 */

import { collapseSpaces, htmlTextBlocks } from './html-text.ts';
import { attributedQuotes, type Match, Reader, wordsOf } from './experience-reader.ts';
import { matchesAt } from './experience-rules.ts';
import { THIRD_PARTIES } from './experience-words.ts';

export interface ExperienceClaim {
  /** The claim as it reads in the text (whitespace collapsed), e.g. 'L’abbiamo usata per tre settimane'. */
  text: string;
  kind: 'esperienza';
}

/** What lies between two claims leaves them one: at most two words, no figure, no punctuation. */
const sideBySide = (gap: string) => !/[\d,;:.!?()«»"]/.test(gap) && gap.trim().split(/\s+/).filter(Boolean).length <= 2;

/** The claims of one block of text, as character ranges in text order (overlapping claims joined). */
function blockClaims(text: string): Array<[number, number]> {
  const words = wordsOf(text);
  if (words.length === 0) return [];
  const r = new Reader(words);
  const matches: Match[] = [];
  for (let i = 0; i < words.length; i++) matchesAt(r, i, matches);
  if (matches.length === 0) return [];

  const thirdParty = new Set<number>();
  for (const word of words) if (THIRD_PARTIES.has(word.w)) thirdParty.add(word.sentence);
  const quotes = attributedQuotes(text, words);

  const ranges = matches
    .filter((m) => !(m.weak && thirdParty.has(words[m.from]!.sentence)))
    .map((m): [number, number, number] => [words[m.from]!.start, words[m.to]!.end, words[m.from]!.sentence])
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number, number]> = [];
  // Quotes are disjoint and in order, like the ranges: one pass over both.
  let q = 0;
  for (const range of ranges) {
    while (q < quotes.length && quotes[q]![1] <= range[0]) q++;
    const quote = quotes[q];
    if (quote && range[0] >= quote[0] && range[1] <= quote[1]) continue;
    const last = merged[merged.length - 1];
    // Side by side in a sentence, one claim: 'Nei nostri test l’abbiamo riempita', not two.
    if (last && (range[0] < last[1] || (range[2] === last[2] && sideBySide(text.slice(last[1], range[0]))))) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1], range[2]]);
  }
  return merged.map(([s, e]) => [s, e]);
}

/**
 * Every first-person testing or experience claim of `html`, in the order of the text, each once
 * (the same words twice are one claim).
 */
export function findExperienceClaims(html: string): ExperienceClaim[] {
  return experienceClaimsIn(htmlTextBlocks(html));
}

/** The same, for text already read into blocks (common/html-text.ts): what the grounding check passes. */
export function experienceClaimsIn(blocks: readonly string[]): ExperienceClaim[] {
  const out: ExperienceClaim[] = [];
  const seen = new Set<string>();
  for (const block of blocks) {
    for (const [s, e] of blockClaims(block)) {
      const text = collapseSpaces(block.slice(s, e));
      const key = text.toLowerCase();
      if (text === '' || seen.has(key)) continue;
      seen.add(key);
      out.push({ text, kind: 'esperienza' });
    }
  }
  return out;
}
