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
 *   aspettassimo', 'personalmente';
 * - a use told with an ordinary verb (common/experience-shapes.ts, fifth round): 'l’abbiamo appesa',
 *   'ne abbiamo attivati tre', 'abbiamo fatto bollire', 'Dopo averlo provato, lo consigliamo',
 *   'dopo una decina di utilizzi si è indurita', 'nella nostra redazione teniamo…'.
 * Not claims: 'consigliamo', 'abbiamo scelto/selezionato/confrontato', imperatives and impersonal
 * forms ('provala', 'si può usare', 'va testata ogni mese'), a third party's tests ('testato dal
 * produttore', 'test di laboratorio del produttore'), negations ('non l’abbiamo provata') and
 * quotes attributed to customers ('Un acquirente scrive: «l’ho usata per un mese»'); a heading
 * that labels the story ('La nostra prova') when the text below tells it, and a reaction ('ci ha
 * sorpreso') in a sentence that tells a use (the use is the claim; fifth round).
 *
 * Linear in the text: the text is read as words (one pass of a single character class) and every
 * rule (common/experience-rules.ts) looks at a bounded number of words around each one; no regular
 * expression backtracks.
 * Shared by server and browser: no import from app/ or server/, no DOM.
 */

import { collapseSpaces, htmlBlocks } from './html-text.ts';
import { attributedQuotes, type Match, Reader, type Word, wordsOf } from './experience-reader.ts';
import { matchesAt } from './experience-rules.ts';
import { THIRD_PARTIES } from './experience-words.ts';

export interface ExperienceClaim {
  /** The claim as it reads in the text (whitespace collapsed), e.g. 'L’abbiamo usata per tre settimane'. */
  text: string;
  kind: 'esperienza';
}

/** What lies between two claims leaves them one: at most two words, no figure, no punctuation. */
const sideBySide = (gap: string) => !/[\d,;:.!?()«»"]/.test(gap) && gap.trim().split(/\s+/).filter(Boolean).length <= 2;

const SUPERLATIVES = new Set(['più', 'meno', 'migliore', 'migliori', 'peggiore', 'peggiori']);
const ARTICLES = new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'l']);

/**
 * A claim in a relative clause that sets the field of a superlative ('il più reattivo che abbiamo
 * provato in questa fascia', 'Tra le sacche che abbiamo provato, è la più resistente'): one claim
 * with the superlative, from its article to the end of its clause. [start, end) or null.
 */
function comparison(text: string, words: readonly Word[], m: Match): [number, number] | null {
  if (words[m.from]!.w !== 'che' && words[m.from - 1]?.w !== 'che') return null;
  const sentence = words[m.from]!.sentence;
  let k = -1;
  for (let j = m.from - 1; j >= 0 && words[j]!.sentence === sentence && k < 0; j--) if (SUPERLATIVES.has(words[j]!.w)) k = j;
  for (let j = m.to + 1; j < words.length && words[j]!.sentence === sentence && k < 0; j++) if (SUPERLATIVES.has(words[j]!.w)) k = j;
  if (k < 0 || !words[k + 1]) return null;
  const from = ARTICLES.has(words[k - 1]?.w ?? '') ? k - 1 : k;
  const after = Math.max(words[k + 1]!.end, words[m.to]!.end);
  const stop = text.slice(after).search(/[,;:.!?…]/);
  return [Math.min(words[from]!.start, words[m.from]!.start), stop < 0 ? text.length : after + stop];
}

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

  // A reaction in a sentence that tells a use or a test is part of that claim, not one of its own.
  const told = new Set(matches.filter((m) => !m.reaction).map((m) => words[m.from]!.sentence));
  // So is a general shape of use in a sentence a verb or noun of testing flags (common/experience-shapes.ts).
  const tested = new Set(matches.filter((m) => !m.reaction && !m.secondary).map((m) => words[m.from]!.sentence));
  const ranges = matches
    .filter((m) => !(m.reaction && told.has(words[m.from]!.sentence)) && !(m.secondary && tested.has(words[m.from]!.sentence)))
    .filter((m) => !(m.weak && thirdParty.has(words[m.from]!.sentence)))
    .map((m): [number, number, number, boolean] => {
      const [start, end] = comparison(text, words, m) ?? [words[m.from]!.start, words[m.to]!.end];
      return [start, end, words[m.from]!.sentence, m.weak];
    })
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number, number]> = [];
  // Quotes are disjoint and in order, like the ranges: one pass over both.
  let q = 0;
  for (const range of ranges) {
    while (q < quotes.length && quotes[q]![1] <= range[0]) q++;
    const quote = quotes[q];
    if (quote && range[0] >= quote[0] && range[1] <= quote[1]) continue;
    const last = merged[merged.length - 1];
    // Side by side in a sentence, one claim: 'Nei nostri test l’abbiamo riempita', not two; so is a
    // weak form in the clause of a claim, which tells when it happened ('nel nostro esemplare la
    // fibbia si è incrinata dopo qualche settimana di uso').
    const gap = last && range[2] === last[2] ? text.slice(last[1], range[0]) : null;
    if (last && (range[0] < last[1] || (gap !== null && (sideBySide(gap) || (range[3] && !/[,;:.!?()«»"]/.test(gap)))))) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1], range[2]]);
  }
  return merged.map(([s, e]) => [s, e]);
}

/**
 * Every first-person testing or experience claim of `html`, in the order of the text, each once
 * (the same words twice are one claim).
 */
export function findExperienceClaims(html: string): ExperienceClaim[] {
  return experienceClaimsIn(htmlBlocks(html));
}

/** A claim with a verb of the first person ('Come l’abbiamo provata'), not a label ('La nostra prova'). */
const TOLD_RE = /(?:^|[^\p{L}])(?:abbiamo|abbiam|ho|avevamo|avevo|\p{L}+iamo)(?![\p{L}])/iu;

/**
 * The same, for text already read into blocks (common/html-text.ts): what the grounding check
 * passes. A heading that labels the story ('La nostra prova', 'Prova sul campo') is no claim of its
 * own when the text below tells the experience: that is the claim to fix; alone, or with a verb
 * ('Come l’abbiamo provata'), it is one.
 */
export function experienceClaimsIn(blocks: ReadonlyArray<string | { text: string; heading: boolean }>): ExperienceClaim[] {
  const read = blocks.map((b) => {
    const { text, heading } = typeof b === 'string' ? { text: b, heading: false } : b;
    return { text, heading, claims: blockClaims(text).map(([s, e]) => collapseSpaces(text.slice(s, e))) };
  });
  const told = read.some((b) => !b.heading && b.claims.length > 0);
  const out: ExperienceClaim[] = [];
  const seen = new Set<string>();
  for (const block of read) {
    for (const text of block.claims) {
      const key = text.toLowerCase();
      if (text === '' || seen.has(key) || (block.heading && told && !TOLD_RE.test(text))) continue;
      seen.add(key);
      out.push({ text, kind: 'esperienza' });
    }
  }
  return out;
}
