/**
 * What a text adds to the product beyond its data (common/grounding/claims.ts), in two shapes
 * writers use for any product:
 * - a further capability, marked by 'anche' or 'pure' after a verb of what the product does:
 *   'rileva anche il fumo', 'rimuove anche i virus', 'funziona anche con le pastiglie', 'può
 *   anche fare da power bank', 'si possono preparare anche con acqua fredda', 'compatibile anche
 *   con…';
 * - something the box is said to hold: 'nella confezione c'è anche una pila di ricambio', 'in
 *   dotazione trovate un alimentatore da parete'.
 * Each is a claim unless the data names every content word of what is added (by its stem), and
 * names none of them only to deny it ('il filtro non rimuove virus', 'cartuccia non inclusa':
 * common/grounding/negations.ts). How the product is used ('funziona anche con i guanti', 'si
 * usa anche al buio') adds nothing to it; 'adatto anche a…' is held only against the data's denial
 * ('non adatta all'acqua salata'): what it suits is the reader's judgement as often as a spec.
 */
import type { FactIndex } from './facts.ts';
import { stemInData } from './features.ts';
import { onlyDenied, notIncluded } from './negations.ts';
import { numberWord, unitOf } from './numbers.ts';
import { stem, STOPWORDS, type Tok } from './text.ts';

/** Verbs of what the product does, in the third person: a capability when 'anche' follows them. */
const DOES = /^(?:rilev|rimuov|elimin|filtr|blocc|tratten|trattien|neutralizz|accett|funzion|bruci|ricev|support|compatibil|prepar|adatt)(?:a|ano|e|ono|i|o)$/;
/** The same as infinitives after 'può', 'possono' ('può anche fare da power bank', 'si possono preparare anche…'). */
const DOES_INF = /^(?:rilevar|rimuover|eliminar|filtrar|bloccar|trattener|neutralizzar|accettar|funzionar|bruciar|ricever|supportar|preparar|far|funger)e$/;
const MODALS = new Set(['puo', 'possono', 'potra', 'potranno']);
/** 'fa anche da UPS', 'funge anche da caricatore': a role, only with 'da'. */
const ACTS_AS = /^(?:fa|fanno|fare|funge|fungono|fungere)$/;

/** What one wears, or the conditions one uses the product in: no feature of it ('anche con i guanti', 'anche al buio'). */
const USE_CONDITIONS = new Set(
  'guanti guanto mani mano dita buio notte pioggia neve vento freddo gelo caldo umidita nebbia occhiali casco temperature bagnato bagnate bagnati'.split(' '),
);
/** Words that say how much or what kind, naming no thing of their own. */
const GENERIC = new Set(
  (
    'piccolo piccola piccoli piccole grande grandi altro altra altri altre vari varie diversi diverse tipo tipi comune comuni normale normali ' +
    'classico classica classici classiche standard esigenti moderni moderne vecchi vecchie nuovi nuove qualsiasi ogni tanti tante molti molte ' +
    'pochi poche set serie paio coppia pezzo pezzi uso utilizzo modelli modello incluso inclusa inclusi incluse compreso compresa compresi comprese ' +
    'fornito fornita forniti fornite certificato garanzia manuale istruzioni libretto foglietto apposito apposita appositi apposite pronto pronta pronti pronte utile utili comodo comoda'
  ).split(' '),
);
/** Words that end what is added: what follows says why, when or how ('una bottiglia di additivo per iniziare subito'). */
const OBJECT_ENDS = new Set('per quindi cosi che grazie se quando mentre ma perche visto senza anche fino oltre purche dove come e o oppure sia'.split(' '));
/** What starts no further thing of a list: 'ciascuno con moschettone'. */
const NOT_A_THING = /^(?:ciascun[oa]|ognun[oa]|entramb[ie])$/;
/** The same things under other Italian names, as box contents and parts are written. */
const SAME_THINGS: ReadonlyArray<readonly string[]> = [
  ['guarnizion', 'o-ring', 'oring'],
  ['pil', 'batteri'],
  ['manual', 'istruzion', 'librett', 'guida'],
  ['cordin', 'laccett', 'lacci', 'lacc'],
  ['cav', 'cavett'],
  ['custodi', 'astucc', 'sacchett', 'sacca'],
  // A spare part in the box is a thing of its own ('una pila di ricambio'); in a role it is not ('fa da power bank di riserva').
  ['ricamb', 'riserv', 'scort'],
];
const SPARE = /^(?:ricambi?o?|riserv[ae]|scort[ae])$/;
const ARTICLE_OR_PREP = /^(?:il|lo|la|i|gli|le|l|un|uno|una|con|col|coi|da|a|al|all|alla|ai|agli|alle)$/;
/** Common verbs of a new statement ('e il power bank usa un cavo'). */
const STATEMENT_VERBS = new Set(
  'usa usano ha hanno sono offre offrono pesa pesano costa costano dura durano serve servono resta restano tiene tengono arriva arrivano permette permettono consente consentono va vanno si fa fanno rende rendono garantisce garantiscono'.split(
    ' ',
  ),
);
const BOX = new Set(['confezione', 'scatola', 'dotazione', 'omaggio']);
/** Verbs that list what the box holds: 'c'è', 'ci sono', 'trovate'. */
const HOLDS = /^(?:e|sono|trovate|trovi|troverete|troverai|arriva|arrivano|contiene|contengono|include|includono|comprende|comprendono)$/;

const word = (toks: readonly Tok[], folded: readonly string[], k: number) => (toks[k]?.t === 'word' ? folded[k]! : '');

/** Whether the data names this word where it does not deny it ('power bank' also as 'powerbank'). */
function affirmed(index: FactIndex, w: string, next: string): boolean {
  if (w.length < 4) return index.stems.has(w) || index.words.includes(` ${w} `) || (!!next && stemInData(index, stem(w + next)));
  const s = stem(w);
  if (onlyDenied(index, s)) return false;
  const same = SAME_THINGS.find((names) => names.includes(s)) ?? [s];
  return same.some((x) => stemInData(index, x)) || (!!next && stemInData(index, stem(w + next)));
}

/**
 * The object of what is added, from token k: up to the clause's end or a word that starts another
 * statement, with 'e' / ',' joining more things of the same kind only in a list ('il fumo e le
 * fughe di gas', 'con le pastiglie e con il gel'). Returns the token after it and its content words.
 */
function objectAt(toks: readonly Tok[], folded: readonly string[], k: number, list: boolean): { to: number; words: Array<[string, string]> } {
  const words: Array<[string, string]> = [];
  let to = k;
  // Where the last 'e' or ',' joined another thing: a verb after it shows another statement began there.
  let joined: { to: number; words: number } | null = null;
  for (let n = 0; k < toks.length && n < 12; k++, n++) {
    const t = toks[k]!;
    const w = folded[k]!;
    // A gloss in brackets belongs to what it glosses ('le onde medie (AM)').
    if (t.t === 'sym' && ["'", '’', '/', '-', '(', ')'].includes(t.raw)) continue;
    const join = (t.t === 'sym' && t.raw === ',') || w === 'e' || w === 'o';
    if (join) {
      // 'e', 'o' join more things ('e le fughe', 'e con il gel', 'e alcol isopropilico'), not a verb ('e brucia', 'e si spegne').
      const after = word(toks, folded, k + 1);
      if (!list || (w && !ARTICLE_OR_PREP.test(after) && (!after || DOES.test(after) || STATEMENT_VERBS.has(after)))) break;
      joined = { to, words: words.length };
      continue;
    }
    if (t.t === 'sym' || (OBJECT_ENDS.has(w) && w !== 'e' && w !== 'o')) break;
    // 'e il power bank Voltix usa un cavo': a verb shows the 'e' began another statement.
    if (STATEMENT_VERBS.has(w) || (t.raw.toLowerCase() === 'è' && words.length > 0)) {
      if (joined) {
        to = joined.to;
        words.length = joined.words;
      }
      break;
    }
    // An infinitive ends it ('da collegare all'uscita', 'per iniziare subito').
    if (words.length > 0 && /(?:are|ere|ire)$/.test(w) && w.length > 5) break;
    to = k + 1;
    // Codes and acronyms ('AA', 'USB') are the code check's; a unit after a number ('da un metro') is the quantity's.
    const prev = toks[k - 1];
    const unit = !!prev && (prev.t === 'num' || (prev.t === 'word' && numberWord(folded[k - 1]!) !== null)) && !!unitOf(t.raw);
    if (t.t === 'num' || STOPWORDS.has(w) || GENERIC.has(w) || (list && SPARE.test(w)) || numberWord(w) !== null || w.length < 3 || t.raw === t.raw.toUpperCase() || unit) continue;
    words.push([w, word(toks, folded, k + 1)]);
  }
  return { to, words };
}

/** Token ranges [from, to) of capabilities and box contents the text adds that the data does not support. */
export function additionClaims(toks: readonly Tok[], folded: readonly string[], index: FactIndex, skip: (k: number) => boolean): Array<[number, number]> {
  if (index.products === 0) return [];
  const out: Array<[number, number]> = [];
  let sentence = 0;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t.t === 'sym' && ['.', '!', '?', ';'].includes(t.raw)) sentence = i + 1;
    const w = word(toks, folded, i);
    if ((w !== 'anche' && w !== 'pure' && !HOLDS.test(w)) || skip(i)) continue;
    const claim = capability(toks, folded, i, index) ?? contents(toks, folded, i, sentence, index);
    if (claim) {
      out.push(claim);
      i = claim[1] - 1;
    }
  }
  return out;
}

/** 'rileva anche il fumo' at token i ('anche'): the claim's range when the data does not hold it. */
function capability(toks: readonly Tok[], folded: readonly string[], i: number, index: FactIndex): [number, number] | null {
  if (folded[i] !== 'anche' && folded[i] !== 'pure') return null;
  const before = word(toks, folded, i - 1);
  let from = i - 1;
  let k = i + 1;
  let verb = before;
  if (MODALS.has(before) && (DOES_INF.test(word(toks, folded, i + 1)) || ACTS_AS.test(word(toks, folded, i + 1)))) {
    verb = word(toks, folded, i + 1);
    k = i + 2;
  } else if (DOES_INF.test(before) && MODALS.has(word(toks, folded, i - 2))) from = i - 2;
  else if (!DOES.test(before) && !ACTS_AS.test(before)) return null;
  if (word(toks, folded, from - 1) === 'si') from--;
  if (ACTS_AS.test(verb) && word(toks, folded, k) !== 'da') return null;
  // 'funziona anche con…': what it runs on; 'funziona anche bene' is no capability.
  if (/^funzion/.test(verb) && !/^(?:con|col|coi)$/.test(word(toks, folded, k))) return null;
  const object = objectAt(toks, folded, k, true);
  if (object.words.length === 0 || object.words.some(([w]) => USE_CONDITIONS.has(w))) return null;
  const denied = object.words.some(([w]) => w.length >= 4 && onlyDenied(index, stem(w)));
  if (/^adatt/.test(verb)) return denied ? [from, object.to] : null;
  return denied || object.words.some(([w, next]) => !affirmed(index, w, next)) ? [from, object.to] : null;
}

/** 'nella confezione c'è anche una pila di ricambio' at token i (the verb that lists): the first thing the data does not hold. */
function contents(toks: readonly Tok[], folded: readonly string[], i: number, sentence: number, index: FactIndex): [number, number] | null {
  const w = folded[i]!;
  if (!HOLDS.test(w)) return null;
  // 'c'è', 'ci sono': the verb after 'c' or 'ci'; the others as they are.
  const elided = (toks[i - 1]?.raw === "'" || toks[i - 1]?.raw === '’') && toks[i - 2]?.raw.toLowerCase() === 'c';
  if (w === 'e' && !(elided && toks[i]!.t === 'word' && toks[i]!.lower === 'è')) return null;
  if (w === 'sono' && word(toks, folded, i - 1) !== 'ci') return null;
  let end = i;
  while (end < toks.length && !(toks[end]!.t === 'sym' && ['.', '!', '?', ';'].includes(toks[end]!.raw))) end++;
  let box = false;
  for (let k = sentence; k < end; k++) if (BOX.has(folded[k]!)) box = true;
  if (!box) return null;
  let k = i + 1;
  while (/^(?:anche|pure|gia|inoltre|poi)$/.test(word(toks, folded, k))) k++;
  // One thing after another ('una pila di ricambio, un cavo e il manuale'): each on its own.
  for (let first = true; k < end; first = false) {
    // A further thing starts with an article or a count ('e due guarnizioni'); the first may be bare ('ci sono batteria, cavo…').
    const head = word(toks, folded, k);
    if (NOT_A_THING.test(head) || /^(?:in|nel|nella|nei|nelle|con|per|da|su|sul|sulla)$/.test(head)) break;
    if (!first && !(toks[k]?.t === 'num' || numberWord(head) !== null || /^(?:il|lo|la|i|gli|le|l|un|uno|una|dei|degli|delle)$/.test(head))) break;
    const item = objectAt(toks, folded, k, false);
    if (item.to <= k) break;
    const denied = item.words.some(([x]) => x.length >= 4 && notIncluded(index, stem(x)));
    if (item.words.length > 0 && (denied || item.words.some(([x, next]) => !affirmed(index, x, next)))) return [k, item.to];
    k = item.to;
    while (k < end && (toks[k]!.raw === ',' || /^(?:e|ed)$/.test(word(toks, folded, k)))) k++;
    if (!(toks[k - 1]?.raw === ',' || /^(?:e|ed)$/.test(word(toks, folded, k - 1)))) break;
  }
  return null;
}
