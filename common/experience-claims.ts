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
 * rule looks at a bounded number of words around each one; no regular expression backtracks.
 * Shared by server and browser: no import from app/ or server/, no DOM.
 */

import { collapseSpaces, htmlTextBlocks } from './html-text.ts';

export interface ExperienceClaim {
  /** The claim as it reads in the text (whitespace collapsed), e.g. 'L’abbiamo usata per tre settimane'. */
  text: string;
  kind: 'esperienza';
}

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

interface Word {
  /** Lower case. */
  w: string;
  start: number;
  end: number;
  /** Index of the sentence the word is in (sentences end at . ! ? … ;). */
  sentence: number;
}

const WORD_RE = /[\p{L}\p{N}]+/gu;
const SENTENCE_END = /[.!?…;]/;

function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  let last = 0;
  let sentence = 0;
  for (const m of text.matchAll(WORD_RE)) {
    if (out.length > 0 && SENTENCE_END.test(text.slice(last, m.index))) sentence++;
    out.push({ w: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length, sentence });
    last = m.index + m[0].length;
  }
  return out;
}

const set = (...words: string[]) => new Set(words);
/** Every ending of a stem: 'provat' → provato, provata, provati, provate. */
const forms = (stems: string[], endings = ['o', 'a', 'i', 'e']) => new Set(stems.flatMap((s) => endings.map((e) => s + e)));

/** First-person auxiliaries of the compound past. */
const AUX = set('abbiamo', 'abbiam', 'ho', 'avevamo', 'avevo');
/** Unstressed pronouns before the auxiliary ('l’abbiamo', 'ce l’abbiamo', 'ci abbiamo'). */
const CLITICS = set('l', 'lo', 'la', 'li', 'le', 'ci', 'ce', 'ne', 'gli', 'gliel', 'vi', 've', 'me', 'te');
/** Words that may stand between the auxiliary and the participle. */
const FILLERS = set(
  'anche', 'già', 'poi', 'davvero', 'subito', 'personalmente', 'ripetutamente', 'sempre', 'spesso', 'ancora', 'inoltre',
  'infine', 'quindi', 'prima', 'tutti', 'tutte', 'tutto', 'ben', 'bene', 'appena', 'noi', 'io', 'effettivamente',
  'realmente', 'concretamente', 'regolarmente', 'lungamente', 'più', 'volte', 'direttamente', 'accuratamente', 'attentamente',
);
const NEGATIONS = set('non', 'né', 'mai', 'senza');

/** Participles of testing, using, measuring, trying, taking along: a claim after 'abbiamo'/'ho'. */
const TEST_PARTICIPLES = new Set([
  ...forms([
    'provat', 'testat', 'usat', 'utilizzat', 'adoperat', 'misurat', 'portat', 'caricat', 'ricaricat', 'scaricat', 'assaggiat',
    'indossat', 'montat', 'smontat', 'svuotat', 'riempit', 'ripiegat', 'simulat', 'collegat', 'cronometrat', 'pesat', 'filtrat',
    'cucinat', 'bollit', 'sperimentat', 'collaudat', 'impiegat', 'maneggiat', 'trasportat', 'ascoltat', 'sottopost', 'immers',
    'espost', 'acces', 'spent', 'apert', 'toccat', 'lavat', 'lanciat', 'verificat', 'controllat', 'notat', 'constatat',
    'riscontrat', 'osservat', 'appurat', 'tenut', 'lasciat', 'passat', 'trascors', 'mangiat', 'bevut', 'rilevat', 'ottenut',
    'recuperat',
  ]),
  'camminato', 'dormito', 'viaggiato',
]);
/** The same, when they must be followed by a word of EXCLUDED_AFTER to be no claim ('tenuto conto'). */
const EXCLUDED_AFTER: Record<string, Set<string>> = {
  tenut: set('conto', 'presente', 'd', 'fede', 'traccia'),
  lasciat: set('fuori', 'perdere', 'da', 'spazio', 'stare'),
  passat: set('in', 'rassegna'),
  trascors: set(),
};
/** Participles that are a claim only with 'alla prova', 'in funzione'… after them ('l’abbiamo messa alla prova'). */
const PUT_PARTICIPLES = forms(['mess']);
const PUT_COMPLEMENTS: string[][] = [['alla', 'prova'], ['in', 'funzione'], ['in', 'carica'], ['in', 'moto'], ['sotto', 'stress'], ['sotto', 'carico'], ['sotto', 'la', 'pioggia'], ['sotto', 'pressione'], ['a', 'dura', 'prova']];
/** Participles of doing, a claim only near a word of TEST_WORDS ('abbiamo fatto tre prove', 'le prove che abbiamo condotto'). */
const DO_PARTICIPLES = forms(['fatt', 'condott', 'svolt', 'eseguit', 'effettuat', 'realizzat', 'ripetut', 'completat', 'conclus', 'fermat', 'interrott', 'sospes']);
const DO_PRESENT = set('facciamo', 'effettuiamo', 'conduciamo', 'svolgiamo', 'eseguiamo', 'ripetiamo', 'completiamo', 'faccio', 'effettuo');
const TEST_WORDS = set(
  'test', 'prova', 'prove', 'collaudo', 'collaudi', 'cicli', 'ciclo', 'esperimento', 'esperimenti', 'misurazioni', 'misurazione',
  'simulazione', 'simulazioni', 'escursione', 'escursioni', 'cadere', 'rilevazioni', 'sperimentazione',
);
/** Infinitives (with an attached pronoun too) after 'abbiamo potuto', 'siamo riusciti a', 'abbiamo avuto modo di'. */
const TEST_INFINITIVES = new Set(
  ['provar', 'testar', 'usar', 'utilizzar', 'verificar', 'constatar', 'misurar', 'notar', 'osservar', 'apprezzar', 'sperimentar', 'toccar', 'controllar', 'collaudar', 'caricar', 'ricaricar', 'portar', 'metter', 'accender', 'assaggiar', 'indossar', 'veder'].flatMap((s) =>
    ['e', 'lo', 'la', 'li', 'le', 'ne', 'ci'].map((e) => s + e),
  ),
);
/** Objects that make a verb desk work, not testing: 'abbiamo verificato i dati della scheda'. */
const DESK_OBJECTS = set(
  'dati', 'dato', 'scheda', 'schede', 'specifiche', 'descrizione', 'descrizioni', 'informazioni', 'recensioni', 'opinioni',
  'valutazioni', 'documentazione', 'fonti', 'fonte', 'sito', 'siti', 'pagina', 'pagine', 'etichetta', 'etichette', 'listino',
  'catalogo', 'inserzione', 'inserzioni', 'criterio', 'criteri', 'metodo', 'parametri', 'parametro',
);

const POSSESSIVES = set('nostro', 'nostra', 'nostri', 'nostre', 'mio', 'mia', 'miei', 'mie');
/** Nouns that make a first-person possessive a claim: 'nei nostri test', 'il nostro tester'. */
const POSSESSED = set(
  'test', 'prova', 'prove', 'collaudo', 'collaudi', 'misurazione', 'misurazioni', 'misure', 'rilevazione', 'rilevazioni',
  'esperimento', 'esperimenti', 'uso', 'utilizzo', 'utilizzi', 'esperienza', 'esperienze', 'tester', 'redattore', 'redattrice',
  'redattori', 'redattrici', 'laboratorio', 'impressioni', 'sperimentazione', 'sperimentazioni', 'banco', 'collaudatore',
  'collaudatori', 'utilizzatore',
);
const POSSESSIVE_ADJECTIVES = set('prima', 'prime', 'primo', 'primi', 'lunga', 'lunghe', 'lungo', 'lunghi', 'ripetute', 'ripetuti', 'diretta', 'dirette', 'personale', 'breve', 'brevi', 'pratica', 'pratiche', 'ultima', 'ultime', 'ultimo', 'ultimi');
/** Prepositions and articles a claim may start with ('Nei nostri test', 'durante i nostri test'). */
const LEADS = set(
  'nei', 'nel', 'nella', 'nelle', 'negli', 'nello', 'dai', 'dal', 'dalla', 'dalle', 'dagli', 'dallo', 'ai', 'al', 'alla', 'alle',
  'agli', 'allo', 'i', 'il', 'la', 'le', 'gli', 'lo', 'l', 'durante', 'secondo', 'della', 'del', 'dei', 'delle', 'degli',
  'dello', 'sulla', 'sul', 'sui', 'sulle', 'sugli', 'un', 'una', 'uno',
);

/** Present tense, a claim whenever it is first person: 'usiamo', 'lo usiamo da mesi'. */
const PRESENT_ALWAYS = set('usiamo', 'utilizziamo', 'adoperiamo', 'testiamo', 'misuriamo', 'collaudiamo', 'sperimentiamo');
/** Present tense that is a claim with a pronoun before it: 'la teniamo in cucina', 'lo uso'. */
const PRESENT_WITH_PRONOUN = set('teniamo', 'portiamo', 'accendiamo', 'ricarichiamo', 'carichiamo', 'indossiamo', 'uso', 'utilizzo', 'provo', 'testo', 'porto', 'tengo', 'misuro', 'indosso');
const OBJECT_PRONOUNS = set('lo', 'la', 'li', 'le', 'l', 'ne');
const GENERIC_WE = set('se', 'quando', 'qualora', 'mentre', 'finché', 'perché');

const DURATIONS = set(
  'minuto', 'minuti', 'ora', 'ore', 'giorno', 'giorni', 'giornata', 'giornate', 'notte', 'notti', 'settimana', 'settimane',
  'mese', 'mesi', 'anno', 'anni', 'stagione', 'stagioni', 'weekend', 'serata', 'serate',
);
const QUANTITIES = set(
  'un', 'una', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'quindici',
  'venti', 'trenta', 'quaranta', 'cento', 'qualche', 'alcuni', 'alcune', 'diversi', 'diverse', 'molti', 'molte', 'parecchi',
  'parecchie', 'pochi', 'poche', 'vari', 'varie', 'numerosi', 'numerose', 'più', 'oltre', 'circa', 'quasi', 'almeno', 'ben',
  'mezzo', 'mezza', 'paio', 'intere', 'interi', 'intero', 'intera',
);
const AFTER_DURATION = set('intero', 'intera', 'interi', 'intere', 'pieno', 'piena', 'pieni', 'piene', 'abbondanti');
/** What follows 'dopo un mese di…' in a claim. */
const USE_NOUNS = set('uso', 'utilizzo', 'utilizzi', 'impiego', 'prove', 'prova', 'test', 'collaudo', 'collaudi', 'sperimentazione');
const TEST_NOUNS = set('prove', 'prova', 'test', 'collaudo', 'collaudi', 'sperimentazione');

/** A weak claim (no first-person word) is no claim in a sentence that names one of these. */
const THIRD_PARTIES = set(
  'produttore', 'produttori', 'costruttore', 'costruttori', 'marchio', 'azienda', 'venditore', 'venditori', 'fabbricante',
  'utenti', 'utente', 'acquirenti', 'acquirente', 'clienti', 'cliente', 'recensioni', 'lettori', 'lettore', 'laboratorio',
  'laboratori', 'dichiara', 'dichiarano', 'dichiarato', 'dichiarata', 'compratori', 'compratore', 'ente', 'enti', 'amazon',
);
/** A quote is a customer's (no claim of ours) when one of these stands near it. */
const ATTRIBUTIONS = set(
  'acquirente', 'acquirenti', 'cliente', 'clienti', 'utente', 'utenti', 'recensione', 'recensioni', 'lettore', 'lettori',
  'lettrice', 'lettrici', 'commento', 'commenti', 'compratore', 'compratori', 'scrive', 'scrivono', 'scritto', 'racconta',
  'raccontano', 'riporta', 'riportano', 'segnala', 'segnalano', 'dice', 'dicono', 'testimonianza', 'testimonianze', 'opinione',
  'opinioni', 'amazon', 'acquistato', 'comprato',
);

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

interface Match {
  /** First and last word (inclusive). */
  from: number;
  to: number;
  /** No first-person word: dropped in a sentence that names a third party. */
  weak: boolean;
}

class Reader {
  constructor(readonly words: Word[]) {}

  w(i: number): string | undefined {
    return this.words[i]?.w;
  }

  /** Whether the words from i are exactly `seq`. */
  seq(i: number, seq: readonly string[]): boolean {
    return seq.every((s, k) => this.w(i + k) === s);
  }

  /** Skips up to `max` words of `words` from i: the index of the first other word. */
  skip(i: number, words: Set<string>, max: number): number {
    let j = i;
    while (j - i < max && words.has(this.w(j) ?? '')) j++;
    return j;
  }

  /** 'per tre settimane', 'da mesi', 'a lungo', 'ogni giorno' right after word i: the new last word, or i. */
  duration(i: number): number {
    const first = this.w(i + 1);
    if (first === 'a' && this.w(i + 2) === 'lungo') return i + 2;
    if (first === 'ogni' && (this.w(i + 2) === 'giorno' || this.w(i + 2) === 'sera')) return i + 2;
    if (first === 'tutti' && this.w(i + 2) === 'i' && this.w(i + 3) === 'giorni') return i + 3;
    if (first === 'quotidianamente') return i + 1;
    if (first !== 'per' && first !== 'da' && first !== 'in') return i;
    const end = this.quantityAndDuration(i + 2);
    return end === null ? i : end;
  }

  /** 'tre settimane', 'un paio di mesi', 'mesi' from word i: the last word, or null. */
  quantityAndDuration(i: number): number | null {
    let j = i;
    while (j - i < 4) {
      const w = this.w(j) ?? '';
      if (QUANTITIES.has(w) || /^\d+$/.test(w) || (w === 'di' && this.w(j - 1) === 'paio')) j++;
      else break;
    }
    if (!DURATIONS.has(this.w(j) ?? '')) return null;
    return AFTER_DURATION.has(this.w(j + 1) ?? '') ? j + 1 : j;
  }

  /** Whether a word of `words` is among the `n` words after i. */
  near(i: number, n: number, words: Set<string>, back = 0): boolean {
    for (let k = i - back; k <= i + n; k++) if (k !== i && words.has(this.w(k) ?? '')) return true;
    return false;
  }
}

/** Extends a claim to the left over pronouns ('l’', 'ce l’') and 'in redazione'; null after a negation. */
function leftOfVerb(r: Reader, at: number, pronouns: boolean): number | null {
  let from = at;
  if (pronouns) {
    while (from > 0 && at - from < 2 && CLITICS.has(r.w(from - 1) ?? '')) from--;
  }
  if (NEGATIONS.has(r.w(from - 1) ?? '')) return null;
  if (r.w(from - 2) === 'in' && r.w(from - 1) === 'redazione' && r.words[from - 2]!.sentence === r.words[at]!.sentence) from -= 2;
  return from;
}

/** The end of a participle claim at word p (after 'abbiamo'), or null when it is no claim. */
function participleEnd(r: Reader, p: number): number | null {
  const w = r.w(p) ?? '';
  if (TEST_PARTICIPLES.has(w)) {
    const stem = w.slice(0, -1);
    const excluded = EXCLUDED_AFTER[stem];
    if (excluded && excluded.has(r.w(p + 1) ?? '')) return null;
    if (r.near(p, 4, DESK_OBJECTS, 3)) return null;
    let end = p;
    if (r.seq(p + 1, ['con', 'mano']) || r.seq(p + 1, ['di', 'persona']) || r.seq(p + 1, ['sul', 'campo'])) end = p + 2;
    else if (r.seq(p + 1, ['alla', 'prova'])) end = p + 2;
    return r.duration(end);
  }
  if (PUT_PARTICIPLES.has(w)) {
    const complement = PUT_COMPLEMENTS.find((c) => r.seq(p + 1, c));
    return complement ? p + complement.length : null;
  }
  if (DO_PARTICIPLES.has(w)) {
    // 'abbiamo fatto tre prove' (up to the test word), 'le prove che abbiamo condotto'.
    for (let k = p + 1; k <= p + 4; k++) if (TEST_WORDS.has(r.w(k) ?? '')) return k;
    return r.near(p, 0, TEST_WORDS, 3) ? p : null;
  }
  if (w === 'potuto' || w === 'voluto') return TEST_INFINITIVES.has(r.w(p + 1) ?? '') && !r.near(p + 1, 4, DESK_OBJECTS) ? p + 1 : null;
  if (w === 'avuto') {
    if (r.w(p + 1) === 'modo' && r.w(p + 2) === 'di' && TEST_INFINITIVES.has(r.w(p + 3) ?? '')) return p + 3;
    if (r.seq(p + 1, ['in', 'prova'])) return p + 2;
  }
  return null;
}

const REFLEXIVE_EXPERIENCE = forms(['trovat', 'accort']);
const AFFECTED = new Set([...forms(['colpit', 'sorpres', 'soddisfatt', 'delus', 'impressionat', 'stupit']), 'piacevolmente']);
const SURPRISED = forms(['sorpres', 'stupit', 'delus', 'impressionat']);
const RIUSCITI = forms(['riuscit']);
const TEST_GERUNDS = set(
  'provando', 'testando', 'usando', 'utilizzando', 'misurando', 'collaudando', 'sperimentando', 'verificando', 'controllando',
  'portando', 'caricando', 'ricaricando',
);
const DO_GERUNDS = set('completando', 'ripetendo', 'facendo', 'conducendo', 'svolgendo', 'effettuando', 'concludendo');
/** Subjects that are the publisher's staff: 'tre redattori l’hanno usata'. */
const STAFF = set('redattore', 'redattrice', 'redattori', 'redattrici', 'redazione', 'tester', 'collaudatore', 'collaudatori');
const RIMASTI = forms(['rimast']);
const AGENTS: string[][] = [
  ['da', 'noi'], ['da', 'me'], ['dalla', 'redazione'], ['dalla', 'nostra', 'redazione'], ['in', 'redazione'], ['di', 'persona'],
  ['personalmente'], ['con', 'mano'],
];
const PASSIVE_PARTICIPLES = forms(['provat', 'testat', 'usat', 'utilizzat', 'misurat', 'verificat', 'controllat', 'collaudat', 'sperimentat', 'toccat']);
const PARTICIPLE_SHAPE = /(?:at|it|ut)[oaie]$/;
const BY_WORDS = set('da', 'dal', 'dalla', 'dai', 'dagli', 'dalle', 'dallo', 'del', 'della', 'dei', 'degli', 'delle', 'dello', 'di', 'd');

/** Every claim that starts, or is anchored, at word i. */
function matchesAt(r: Reader, i: number, out: Match[]): void {
  const w = r.w(i) ?? '';
  // A claim stays in the sentence of the word it was found at.
  const sentence = r.words[i]!.sentence;
  const add = (from: number, to: number, weak = false) => {
    let a = from;
    let b = to;
    while (a < i && r.words[a]!.sentence !== sentence) a++;
    while (b > i && r.words[b]!.sentence !== sentence) b--;
    out.push({ from: a, to: b, weak });
  };

  // 'abbiamo (anche) provato', 'l’abbiamo usata per tre settimane', 'abbiamo potuto verificare'.
  if (AUX.has(w)) {
    const p = r.skip(i + 1, FILLERS, 3);
    const end = participleEnd(r, p);
    const from = end === null ? null : leftOfVerb(r, i, true);
    if (end !== null && from !== null) add(from, end);
    return;
  }
  // 'siamo riusciti a misurare', 'ci siamo trovati bene', 'siamo rimasti sorpresi'.
  if (w === 'siamo' || w === 'sono') {
    const next = r.w(i + 1) ?? '';
    // 'sono' is also 'they are': the singular participle only ('sono riuscito', not 'sono riusciti').
    const reflexive = (w === 'siamo' && r.w(i - 1) === 'ci') || (w === 'sono' && r.w(i - 1) === 'mi');
    const managed = w === 'siamo' ? RIUSCITI.has(next) : next === 'riuscito' || next === 'riuscita';
    const stayed = w === 'siamo' ? RIMASTI.has(next) : next === 'rimasto' || next === 'rimasta';
    if (managed && r.w(i + 2) === 'a' && TEST_INFINITIVES.has(r.w(i + 3) ?? '')) {
      const from = leftOfVerb(r, i, false);
      if (from !== null) add(from, i + 3);
    } else if (reflexive && (REFLEXIVE_EXPERIENCE.has(next) || (next.startsWith('res') && r.w(i + 2) === 'conto'))) {
      const end = next.startsWith('res') ? i + 2 : ['bene', 'male', 'benissimo'].includes(r.w(i + 2) ?? '') ? i + 2 : i + 1;
      add(i - 1, end);
    } else if (stayed && AFFECTED.has(r.w(i + 2) ?? '')) {
      add(i, i + 2);
    }
    return;
  }
  // 'stiamo ancora provando', 'sto usando', 'stiamo completando le prove'.
  if (w === 'stiamo' || w === 'sto') {
    const g = r.skip(i + 1, FILLERS, 2);
    const gerund = r.w(g) ?? '';
    let end: number | null = null;
    if (TEST_GERUNDS.has(gerund) && !r.near(g, 4, DESK_OBJECTS)) end = r.duration(g);
    // 'stiamo completando le prove': up to the test word.
    for (let k = g + 1; k <= g + 4 && end === null && DO_GERUNDS.has(gerund); k++) if (TEST_WORDS.has(r.w(k) ?? '')) end = k;
    const from = end === null ? null : leftOfVerb(r, i, true);
    if (from !== null && end !== null) add(from, end);
    return;
  }
  // 'tre redattori l’hanno usata', 'la redazione ha provato…': the publisher's staff.
  if (STAFF.has(w)) {
    const a = r.skip(i + 1, CLITICS, 2);
    if (r.w(a) === 'ha' || r.w(a) === 'hanno') {
      const end = participleEnd(r, r.skip(a + 1, FILLERS, 3));
      if (end !== null && !NEGATIONS.has(r.w(i + 1) ?? '')) add(i, end);
    }
    return;
  }
  // 'più di quanto ci aspettassimo': an expectation met by use.
  if ((w === 'ci' && (r.w(i + 1) === 'aspettavamo' || r.w(i + 1) === 'aspettassimo')) || (w === 'mi' && (r.w(i + 1) === 'aspettavo' || r.w(i + 1) === 'aspettassi'))) {
    add(i, i + 1);
    return;
  }
  // 'ci ha accompagnato in…', 'ci ha sorpreso'.
  if ((w === 'ci' || w === 'mi') && ['ha', 'hanno', 'aveva', 'avevano'].includes(r.w(i + 1) ?? '')) {
    const p = r.w(i + 2) ?? '';
    if (p.startsWith('accompagnat') || SURPRISED.has(p)) add(i, r.duration(i + 2));
    return;
  }
  // 'lo usiamo da mesi', 'proviamo i prodotti', 'in redazione la teniamo…', 'la uso'.
  if (PRESENT_ALWAYS.has(w) || w === 'proviamo' || PRESENT_WITH_PRONOUN.has(w)) {
    const before = r.w(i - 1) ?? '';
    const after = r.w(i + 1) ?? '';
    if (w === 'proviamo' && (before === 'ci' || after === 'a' || after === 'ad' || after === 'di')) return;
    const singular = !w.endsWith('iamo');
    // 'la teniamo', 'che teniamo in cucina', 'noi ne teniamo due'; the singular after lo/la/li/le only ('l’uso' is a noun).
    const pronounOk = singular ? OBJECT_PRONOUNS.has(before) && before !== 'l' && before !== 'ne' : OBJECT_PRONOUNS.has(before) || before === 'che' || before === 'noi';
    if (PRESENT_WITH_PRONOUN.has(w) && !pronounOk) return;
    if (['a', 'ad', 'conto', 'presente'].includes(after) || r.near(i, 4, DESK_OBJECTS)) return;
    // 'quando usiamo una torcia…' is anyone, not us.
    if (GENERIC_WE.has(before)) return;
    const from = leftOfVerb(r, i, true);
    if (from !== null) add(from, r.duration(i));
    return;
  }
  // 'le prove che facciamo', 'facciamo una prova'.
  if (DO_PRESENT.has(w)) {
    if (r.near(i, 4, TEST_WORDS, 3)) {
      const from = leftOfVerb(r, i, true);
      if (from !== null) add(from, i);
    }
    return;
  }
  // 'nei nostri test', 'il nostro tester', 'nella nostra esperienza'.
  if (POSSESSIVES.has(w)) {
    const n = POSSESSIVE_ADJECTIVES.has(r.w(i + 1) ?? '') ? i + 2 : i + 1;
    if (!POSSESSED.has(r.w(n) ?? '')) return;
    let from = i;
    while (from > 0 && i - from < 2 && LEADS.has(r.w(from - 1) ?? '')) from--;
    let to = n;
    if (r.seq(n + 1, ['sul', 'campo'])) to = n + 2;
    else if (r.seq(n + 1, ['di', 'prova'])) to = n + 2;
    add(from, to);
    return;
  }
  // 'è stato testato da noi', 'provato e recensito dalla redazione'.
  if (PASSIVE_PARTICIPLES.has(w)) {
    // After 'abbiamo' the claim (or the negation) is the auxiliary's.
    let b = i - 1;
    while (b > 0 && i - b <= 3 && FILLERS.has(r.w(b) ?? '')) b--;
    if (AUX.has(r.w(b) ?? '')) return;
    let j = i + 1;
    while (j - i <= 3 && (['e', 'ed', 'o', 'anche', 'poi', 'a', 'lungo'].includes(r.w(j) ?? '') || PARTICIPLE_SHAPE.test(r.w(j) ?? ''))) j++;
    const agent = AGENTS.find((a) => r.seq(j, a));
    if (agent) {
      let from = i;
      if (['stato', 'stata', 'stati', 'state'].includes(r.w(i - 1) ?? '') && ['è', 'sono', 'era', 'erano', 'sia', 'siano'].includes(r.w(i - 2) ?? '')) from = i - 2;
      if (!NEGATIONS.has(r.w(from - 1) ?? '')) add(from, j + agent.length - 1);
      return;
    }
    // 'Testata sul campo, regge…': weak, and not when someone else did it ('dal produttore').
    if (r.seq(i + 1, ['sul', 'campo']) && !BY_WORDS.has(r.w(i + 3) ?? '')) add(i, i + 2, true);
    return;
  }
  // 'Messa alla prova, regge', 'mettendolo alla prova'.
  if ((PUT_PARTICIPLES.has(w) || /^mettendol[oaie]$/.test(w)) && r.seq(i + 1, ['alla', 'prova']) && !BY_WORDS.has(r.w(i + 3) ?? '')) {
    if (!AUX.has(r.w(i - 1) ?? '') && !FILLERS.has(r.w(i - 1) ?? '')) add(i, i + 2, true);
    return;
  }
  // 'dopo averla usata per un mese' (no subject: weak).
  if (/^aver(?:e|lo|la|li|le|ne)?$/.test(w) && TEST_PARTICIPLES.has(r.w(i + 1) ?? '')) {
    const end = r.duration(i + 1);
    if (end > i + 1 && !NEGATIONS.has(r.w(i - 1) ?? '') && r.w(i - 1) !== 'di') add(r.w(i - 1) === 'dopo' ? i - 1 : i, end, true);
    return;
  }
  // 'durante la prova (sul campo)', not 'durante la prova di evacuazione' nor 'durante i test del produttore'.
  if (w === 'durante' && ['la', 'le', 'il', 'i', 'lo', 'gli', 'l'].includes(r.w(i + 1) ?? '') && TEST_NOUNS.has(r.w(i + 2) ?? '')) {
    const next = r.w(i + 3) ?? '';
    if (BY_WORDS.has(next) || POSSESSIVES.has(next) || PARTICIPLE_SHAPE.test(next)) return;
    add(i, r.seq(i + 3, ['sul', 'campo']) ? i + 4 : r.w(i + 3) === 'pratica' ? i + 3 : i + 2, true);
    return;
  }
  // 'alla prova dei fatti', 'alla prova pratica', 'prova sul campo'.
  if (w === 'alla' && r.w(i + 1) === 'prova') {
    if (r.seq(i + 2, ['dei', 'fatti'])) add(i, i + 3, true);
    else if (r.w(i + 2) === 'pratica' || r.seq(i + 2, ['sul', 'campo'])) add(i, r.w(i + 2) === 'pratica' ? i + 2 : i + 3, true);
    return;
  }
  if (TEST_NOUNS.has(w) && r.seq(i + 1, ['sul', 'campo']) && !BY_WORDS.has(r.w(i + 3) ?? '') && !POSSESSIVES.has(r.w(i - 1) ?? '')) {
    add(i, i + 2, true);
    return;
  }
  // 'esperienza diretta', 'per esperienza personale'.
  if ((w === 'esperienza' || w === 'esperienze') && ['diretta', 'personale', 'dirette', 'personali'].includes(r.w(i + 1) ?? '') && !POSSESSIVES.has(r.w(i - 1) ?? '')) {
    add(i, i + 1, true);
    return;
  }
  // 'personalmente'.
  if (w === 'personalmente') {
    add(i, i);
    return;
  }
  // 'dopo un mese di utilizzo', 'in tre settimane di uso', 'tre settimane di prove'.
  if (w === 'dopo' || w === 'in' || w === 'con' || w === 'oltre' || QUANTITIES.has(w) || /^\d+$/.test(w) || DURATIONS.has(w)) {
    const lead = w === 'dopo' || w === 'in' || w === 'con' || w === 'oltre';
    // Only at the start of the phrase: not again from each word inside it.
    if (!lead && (QUANTITIES.has(r.w(i - 1) ?? '') || /^\d+$/.test(r.w(i - 1) ?? '') || ['dopo', 'in', 'con', 'oltre'].includes(r.w(i - 1) ?? ''))) return;
    const d = r.quantityAndDuration(lead ? i + 1 : i);
    if (d === null) return;
    const of = r.w(d + 1);
    const noun = r.w(d + 2) ?? '';
    // Not a free trial ('30 giorni di prova gratuita').
    if (/^gratuit|^gratis$/.test(r.w(d + 3) ?? '')) return;
    if ((of === 'di' || of === 'd') && (lead ? USE_NOUNS.has(noun) : TEST_NOUNS.has(noun))) add(i, d + 2, true);
  }
}

// ---------------------------------------------------------------------------------------------
// Quotes and third parties
// ---------------------------------------------------------------------------------------------

const QUOTE_PAIRS: Record<string, string | undefined> = { '«': '»', '“': '”', '"': '"' };

/** Character ranges of the quotes of a block that a nearby word attributes to customers. */
function attributedQuotes(text: string, words: Word[]): Array<[number, number]> {
  const quotes: Array<[number, number]> = [];
  let i = 0;
  while (i < text.length) {
    const close = QUOTE_PAIRS[text[i]!];
    if (close === undefined) {
      i++;
      continue;
    }
    const end = text.indexOf(close, i + 1);
    if (end < 0) break;
    quotes.push([i, end + 1]);
    i = end + 1;
  }
  if (quotes.length === 0) return [];
  const out: Array<[number, number]> = [];
  let k = 0;
  for (const [s, e] of quotes) {
    // The words of the 120 characters before the quote and the 80 after it (words are in order).
    while (k < words.length && words[k]!.end < s - 120) k++;
    let attributed = false;
    for (let j = k; j < words.length && words[j]!.start < e + 80; j++) {
      const word = words[j]!;
      if ((word.end <= s || word.start >= e) && ATTRIBUTIONS.has(word.w)) {
        attributed = true;
        break;
      }
    }
    if (attributed) out.push([s, e]);
  }
  return out;
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

  const ranges = matches
    .filter((m) => !(m.weak && thirdParty.has(words[m.from]!.sentence)))
    .map((m): [number, number] => [words[m.from]!.start, words[m.to]!.end])
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  // Quotes are disjoint and in order, like the ranges: one pass over both.
  let q = 0;
  for (const range of ranges) {
    while (q < quotes.length && quotes[q]![1] <= range[0]) q++;
    const quote = quotes[q];
    if (quote && range[0] >= quote[0] && range[1] <= quote[1]) continue;
    const last = merged[merged.length - 1];
    if (last && range[0] < last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
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
