/**
 * The general shapes of a first-person use (fifth round), for common/experience-rules.ts: what
 * tells a use of the product with an ordinary verb, not one of the verbs of testing of
 * common/experience-words.ts.
 * - An object pronoun that stands for the product with a first-person auxiliary and any participle
 *   but the editor's desk work: 'l’abbiamo appesa sul balcone', 'ne abbiamo attivati tre', 'lo
 *   abbiamo fatto scattare in piscina' (not 'ne abbiamo scelti tre', 'l’abbiamo inserito nella
 *   guida', 'vi abbiamo spiegato');
 * - 'dopo aver(lo|la|li|le|ne) + participle' in a sentence whose main clause is ours: 'Dopo averlo
 *   provato, lo consigliamo' (not 'dopo averla usata va ricomprata', 'vi consigliamo di pulirlo
 *   dopo averlo usato': the reader's);
 * - a count of uses: 'dopo una decina di utilizzi la manopola si è indurita' (not an instruction:
 *   'il filtro va cambiato dopo qualche utilizzo');
 * - our own place with a present of keeping or using: 'nella nostra redazione teniamo tutto sullo
 *   stesso ripiano'.
 */
import type { Reader } from './experience-reader.ts';
import {
  ADVICE,
  DESK_INFINITIVES,
  DESK_OBJECTS,
  DESK_PARTICIPLES,
  forms,
  GENERIC_WE,
  INSTRUCTIONS,
  IRREGULAR,
  NEGATIONS,
  OUR_PLACES,
  PRESENT_WITH_PRONOUN,
  PRODUCT_CLITICS,
  QUANTITIES,
  READER_PRONOUNS,
  ROUGH_COUNTS,
  SAYING,
  TEST_PARTICIPLES,
  TOLD_PAST,
  TRIED,
  USES,
} from './experience-words.ts';

const REGULAR = /^\p{L}{2,}(?:at|it|ut)[oaie]$/u;

/**
 * Participles of the editor's desk work: choosing, comparing, reading, writing, ranking, reckoning,
 * and the modal and auxiliary ones. With a pronoun for the product they tell what the writer did
 * with the listing or the guide ('l’abbiamo inserito nella selezione', 'li abbiamo ordinati per
 * prezzo'), not a use; 'messo' keeps its own rule ('l’abbiamo messa alla prova').
 */

const isParticiple = (w: string) => IRREGULAR.has(w) || (REGULAR.test(w) && !DESK_PARTICIPLES.has(w));
const isInfinitive = (w: string) => /^\p{L}{2,}(?:are|ere|ire)$/u.test(w);
const CAUSATIVE = forms(['fatt']);

/** 'abbiamo fatto bollire mezzo litro', 'lo abbiamo fatto scattare' (the participle at word p): the infinitive, or null. */
export function causativeEnd(r: Reader, p: number): number | null {
  const next = r.w(p + 1) ?? '';
  return CAUSATIVE.has(r.w(p) ?? '') && isInfinitive(next) && !DESK_INFINITIVES.has(next) ? p + 1 : null;
}

/**
 * The end of 'l’abbiamo appesa', 'ne abbiamo attivati tre', 'lo abbiamo fatto scattare' (the
 * auxiliary at word `aux`, its participle at word p), or null.
 */
export function pronounParticipleEnd(r: Reader, aux: number, p: number): number | null {
  if (!PRODUCT_CLITICS.has(r.w(aux - 1) ?? '')) return null;
  const w = r.w(p) ?? '';
  if (CAUSATIVE.has(w)) return null;
  // A verb of testing was judged by its own rule ('l’abbiamo tenuto fuori' is no use).
  if (!isParticiple(w) || TEST_PARTICIPLES.has(w) || r.near(p, 4, DESK_OBJECTS, 3)) return null;
  return withCount(r, aux, p);
}

/** 'ne abbiamo attivati tre': the end of a claim at word `end` stretched to the count after it. */
export function withCount(r: Reader, aux: number, end: number): number {
  const count = r.w(end + 1) ?? '';
  return r.w(aux - 1) === 'ne' && (QUANTITIES.has(count) || /^\d+$/.test(count)) ? end + 1 : end;
}

/** Words of the first person in a main clause: 'lo consigliamo', 'possiamo dire', 'abbiamo'. */
const FIRST_PERSON = /^(?:\p{L}+iamo|abbiamo)$/u;
/** 'il nostro voto': the first person of a main clause after a verb of testing only ('Dopo averli provati, il nostro voto…'). */
const OUR = /^(?:nostr[oaie]|noi)$/;

/**
 * 'Dopo averlo provato in un’esercitazione, lo consigliamo': an infinitive of the past after 'dopo'
 * whose subject is the first person of its main clause. Not when the main clause is the reader's
 * ('vi consigliamo di pulirlo dopo averlo usato') or has no person ('dopo averla usata va
 * ricomprata'). The end of the claim (the participle), or null.
 */
export function afterHavingEnd(r: Reader, i: number): number | null {
  const w = r.w(i) ?? '';
  const p = i + 1;
  const participle = r.w(p) ?? '';
  if (!/^aver(?:lo|la|li|le|ne)$/.test(w) || r.w(i - 1) !== 'dopo' || r.w(i - 2) === 'di' || NEGATIONS.has(r.w(i - 2) ?? '')) return null;
  if (!(TEST_PARTICIPLES.has(participle) || isParticiple(participle)) || r.near(p, 4, DESK_OBJECTS)) return null;
  const sentence = r.words[i]!.sentence;
  for (let k = i - 12; k <= i + 16; k++) {
    const word = r.words[k];
    if (!word || word.sentence !== sentence || k === i - 1 || k === i) continue;
    const ours = FIRST_PERSON.test(word.w) || (OUR.test(word.w) && TRIED.has(participle) && !ADVICE.has(r.w(k + 1) ?? ''));
    if (!ours || GENERIC_WE.has(r.w(k - 1) ?? '')) continue;
    if (READER_PRONOUNS.has(r.w(k - 1) ?? '')) return null;
    if (SAYING.has(word.w) && !PRODUCT_CLITICS.has(r.w(k - 1) ?? '')) return null;
    return p;
  }
  return null;
}

/**
 * 'Dopo una decina di utilizzi', 'dopo qualche uso' in a sentence told in the past (word i is 'dopo'): the
 * end, or null. A weak claim: a third party's count is no claim of ours.
 */
export function countOfUsesEnd(r: Reader, i: number): number | null {
  if (r.w(i) !== 'dopo') return null;
  let j = i + 1;
  if (['un', 'una', 'i', 'le'].includes(r.w(j) ?? '')) j++;
  if (!ROUGH_COUNTS.has(r.w(j) ?? '')) return null;
  const end = ['di', 'd'].includes(r.w(j + 1) ?? '') ? j + 2 : j + 1;
  if (!USES.has(r.w(end) ?? '')) return null;
  const sentence = r.words[i]!.sentence;
  let told = false;
  for (let k = i - 12; k <= end + 12; k++) {
    if (r.words[k]?.sentence !== sentence) continue;
    if (INSTRUCTIONS.has(r.w(k) ?? '')) return null;
    told ||= TOLD_PAST.has(r.w(k) ?? '') && (r.w(k) === 'era' || r.w(k) === 'erano' || PAST_PARTICIPLE.test(r.w(k + 1) ?? '') || PAST_PARTICIPLE.test(r.w(k + 2) ?? ''));
  }
  // A story in the past ('si è indurita', 'era ancora…'), not what happens in general ('si indurisce').
  return told ? end : null;
}
const PAST_PARTICIPLE = /^\p{L}+(?:at|it|ut|st|tt|ss|rs|nt|lt)[oaie]$/u;

/** 'Nella nostra redazione teniamo tutto…' (word i the verb, with no pronoun before it): the start, or null. */
export function ourPlaceStart(r: Reader, i: number): number | null {
  const w = r.w(i) ?? '';
  if (!PRESENT_WITH_PRONOUN.has(w) || !w.endsWith('iamo')) return null;
  const sentence = r.words[i]!.sentence;
  for (let k = i - 1; k >= i - 6 && r.words[k]?.sentence === sentence; k--) {
    if (!OUR_PLACES.has(r.w(k) ?? '')) continue;
    const before = r.w(k - 1) ?? '';
    if (before === 'nostra' || before === 'nostro') return k - 2 >= 0 && /^(?:nella|nel|in|a|sulla|sul)$/.test(r.w(k - 2) ?? '') ? k - 2 : k - 1;
    if (before === 'in' && r.w(k) === 'redazione') return k - 1;
  }
  return null;
}
