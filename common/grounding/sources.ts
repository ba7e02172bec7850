/**
 * A body credited as the source of what a sentence says ('secondo l’OMS', 'secondo i dati
 * dell’ARERA', 'le stime dell’ISPRA', 'fonte: ISTAT'): the name of who said it, not a
 * specification of the product (common/grounding/codes.ts reads it so).
 */
import type { Tok } from './text.ts';

/** Nouns for what a body publishes, before 'di' and the body: 'i dati dell’ARERA', 'le stime di ISPRA'. */
const SOURCE_NOUNS = new Set([
  'dati',
  'stime',
  'stima',
  'rapporto',
  'report',
  'statistiche',
  'rilevazioni',
  'indagine',
  'studio',
  'ricerca',
  'relazione',
  'bollettino',
  'numeri',
  'analisi',
  'censimento',
]);
/** Words that credit what follows: 'secondo', 'stando a', 'per'… only the unambiguous ones. */
const CREDIT_WORDS = new Set(['secondo', 'stando']);
/** What may stand between those words and the body: articles and prepositions. */
const OF = new Set(['di', 'del', 'dello', 'della', 'dell', 'dei', 'degli', 'delle']);
const LINKS = new Set([...OF, 'il', 'lo', 'la', 'i', 'gli', 'le', 'l', 'a', 'ai', 'al', 'alla', 'alle', 'agli', 'all']);

/**
 * The word at toks[k] names the source credited: 'secondo' or 'stando' before it with only
 * articles and prepositions between ('secondo l’OMS', 'stando ai dati ISTAT'), or a source noun
 * and 'di' ('i dati dell’ARERA'; 'ricerca GPS' is no source).
 */
export function creditedSource(toks: readonly Tok[], k: number): boolean {
  let of = false;
  for (let j = k - 1, words = 0; j >= 0 && words < 5; j--) {
    const t = toks[j]!;
    if (t.t === 'sym') {
      if (/^['’]$/.test(t.raw)) continue;
      return false;
    }
    if (t.t !== 'word') return false;
    words++;
    if (CREDIT_WORDS.has(t.lower) || (of && SOURCE_NOUNS.has(t.lower))) return true;
    if (!LINKS.has(t.lower)) return false;
    of ||= OF.has(t.lower);
  }
  return false;
}
