/**
 * The vocabulary of first-person testing and experience claims (common/experience-claims.ts reads
 * Italian text with it): auxiliaries, participles, possessives, durations, third parties. Adding a
 * word here widens or narrows what counts as a claim; the rules that combine them live there.
 */

export const set = (...words: string[]) => new Set(words);
/** Every ending of a stem: 'provat' → provato, provata, provati, provate. */
export const forms = (stems: string[], endings = ['o', 'a', 'i', 'e']) => new Set(stems.flatMap((s) => endings.map((e) => s + e)));

/** First-person auxiliaries of the compound past. */
export const AUX = set('abbiamo', 'abbiam', 'ho', 'avevamo', 'avevo');
/** Unstressed pronouns before the auxiliary ('l’abbiamo', 'ce l’abbiamo', 'ci abbiamo'). */
export const CLITICS = set('l', 'lo', 'la', 'li', 'le', 'ci', 'ce', 'ne', 'gli', 'gliel', 'vi', 've', 'me', 'te');
/** Words that may stand between the auxiliary and the participle. */
export const FILLERS = set(
  'anche', 'già', 'poi', 'davvero', 'subito', 'personalmente', 'ripetutamente', 'sempre', 'spesso', 'ancora', 'inoltre',
  'infine', 'quindi', 'prima', 'tutti', 'tutte', 'tutto', 'ben', 'bene', 'appena', 'noi', 'io', 'effettivamente',
  'realmente', 'concretamente', 'regolarmente', 'lungamente', 'più', 'volte', 'direttamente', 'accuratamente', 'attentamente',
);
export const NEGATIONS = set('non', 'né', 'mai', 'senza');

/** Participles of testing, using, measuring, trying, taking along: a claim after 'abbiamo'/'ho'. */
export const TEST_PARTICIPLES = new Set([
  ...forms([
    'provat', 'testat', 'usat', 'utilizzat', 'adoperat', 'misurat', 'portat', 'caricat', 'ricaricat', 'scaricat', 'assaggiat',
    'indossat', 'montat', 'smontat', 'svuotat', 'riempit', 'ripiegat', 'simulat', 'collegat', 'cronometrat', 'pesat', 'filtrat',
    'cucinat', 'bollit', 'sperimentat', 'collaudat', 'impiegat', 'maneggiat', 'trasportat', 'ascoltat', 'sottopost', 'immers',
    'espost', 'acces', 'spent', 'apert', 'toccat', 'lavat', 'lanciat', 'verificat', 'controllat', 'notat', 'constatat',
    'riscontrat', 'osservat', 'appurat', 'tenut', 'lasciat', 'passat', 'trascors', 'mangiat', 'bevut', 'rilevat', 'ottenut',
    'recuperat',
    // Handling and setting up (fifth round): 'abbiamo installato il rilevatore', 'abbiamo staccato la corrente'.
    'installat', 'appes', 'attivat', 'disattivat', 'agganciat', 'staccat', 'scollegat', 'azionat', 'innescat', 'gonfiat', 'sgonfiat',
    'srotolat', 'arrotolat', 'piegat', 'allacciat', 'impugnat', 'scaldat', 'riscaldat', 'bruciat', 'spruzzat', 'versat', 'pompat',
    'agitat', 'accoppiat', 'configurat', 'avvitat', 'svitat', 'premut', 'schiacciat', 'asciugat', 'congelat', 'percors',
  ]),
  'camminato', 'dormito', 'viaggiato',
]);
/** The same, when they must be followed by a word of EXCLUDED_AFTER to be no claim ('tenuto conto'). */
export const EXCLUDED_AFTER: Record<string, Set<string>> = {
  tenut: set('conto', 'presente', 'd', 'fede', 'traccia', 'fuori'),
  lasciat: set('fuori', 'perdere', 'da', 'spazio', 'stare'),
  passat: set('in', 'rassegna'),
  trascors: set(),
};
/** Participles that are a claim only with 'alla prova', 'in funzione'… after them ('l’abbiamo messa alla prova'). */
export const PUT_PARTICIPLES = forms(['mess']);
export const PUT_COMPLEMENTS: string[][] = [['alla', 'prova'], ['in', 'funzione'], ['in', 'carica'], ['in', 'moto'], ['sotto', 'stress'], ['sotto', 'carico'], ['sotto', 'la', 'pioggia'], ['sotto', 'pressione'], ['a', 'dura', 'prova']];
/** Participles of doing, a claim only near a word of TEST_WORDS ('abbiamo fatto tre prove', 'le prove che abbiamo condotto'). */
export const DO_PARTICIPLES = forms(['fatt', 'condott', 'svolt', 'eseguit', 'effettuat', 'realizzat', 'ripetut', 'completat', 'conclus', 'fermat', 'interrott', 'sospes']);
export const DO_PRESENT = set('facciamo', 'effettuiamo', 'conduciamo', 'svolgiamo', 'eseguiamo', 'ripetiamo', 'completiamo', 'faccio', 'effettuo');
export const TEST_WORDS = set(
  'test', 'prova', 'prove', 'collaudo', 'collaudi', 'cicli', 'ciclo', 'esperimento', 'esperimenti', 'misurazioni', 'misurazione',
  'simulazione', 'simulazioni', 'escursione', 'escursioni', 'cadere', 'rilevazioni', 'sperimentazione',
);
/** Infinitives (with an attached pronoun too) after 'abbiamo potuto', 'siamo riusciti a', 'abbiamo avuto modo di'. */
export const TEST_INFINITIVES = new Set(
  ['provar', 'testar', 'usar', 'utilizzar', 'verificar', 'constatar', 'misurar', 'notar', 'osservar', 'apprezzar', 'sperimentar', 'toccar', 'controllar', 'collaudar', 'caricar', 'ricaricar', 'portar', 'metter', 'accender', 'assaggiar', 'indossar', 'veder'].flatMap((s) =>
    ['e', 'lo', 'la', 'li', 'le', 'ne', 'ci'].map((e) => s + e),
  ),
);
/** Objects that make a verb desk work, not testing: 'abbiamo verificato i dati della scheda'. */
export const DESK_OBJECTS = set(
  'dati', 'dato', 'scheda', 'schede', 'specifiche', 'descrizione', 'descrizioni', 'informazioni', 'recensioni', 'opinioni',
  'valutazioni', 'documentazione', 'fonti', 'fonte', 'sito', 'siti', 'pagina', 'pagine', 'etichetta', 'etichette', 'listino',
  'catalogo', 'inserzione', 'inserzioni', 'criterio', 'criteri', 'metodo', 'parametri', 'parametro',
);

export const POSSESSIVES = set('nostro', 'nostra', 'nostri', 'nostre', 'mio', 'mia', 'miei', 'mie');
/** Nouns that make a first-person possessive a claim: 'nei nostri test', 'il nostro tester'. */
export const POSSESSED = set(
  'test', 'prova', 'prove', 'collaudo', 'collaudi', 'misurazione', 'misurazioni', 'misure', 'rilevazione', 'rilevazioni',
  'esperimento', 'esperimenti', 'uso', 'utilizzo', 'utilizzi', 'esperienza', 'esperienze', 'tester', 'redattore', 'redattrice',
  'redattori', 'redattrici', 'laboratorio', 'impressioni', 'sperimentazione', 'sperimentazioni', 'banco', 'collaudatore',
  'collaudatori', 'utilizzatore', 'esemplare',
  // The outings the writer tells of: 'nel nostro weekend di trekking', 'durante la nostra escursione'.
  'weekend', 'escursione', 'escursioni', 'trekking', 'viaggio', 'viaggi', 'vacanza', 'vacanze', 'uscita', 'uscite', 'spedizione',
);
export const POSSESSIVE_ADJECTIVES = set('prima', 'prime', 'primo', 'primi', 'lunga', 'lunghe', 'lungo', 'lunghi', 'ripetute', 'ripetuti', 'diretta', 'dirette', 'personale', 'breve', 'brevi', 'pratica', 'pratiche', 'ultima', 'ultime', 'ultimo', 'ultimi');
/** Prepositions and articles a claim may start with ('Nei nostri test', 'durante i nostri test'). */
export const LEADS = set(
  'nei', 'nel', 'nella', 'nelle', 'negli', 'nello', 'dai', 'dal', 'dalla', 'dalle', 'dagli', 'dallo', 'ai', 'al', 'alla', 'alle',
  'agli', 'allo', 'i', 'il', 'la', 'le', 'gli', 'lo', 'l', 'durante', 'secondo', 'della', 'del', 'dei', 'delle', 'degli',
  'dello', 'sulla', 'sul', 'sui', 'sulle', 'sugli', 'un', 'una', 'uno',
);

/** Present tense, a claim whenever it is first person: 'usiamo', 'lo usiamo da mesi'. */
export const PRESENT_ALWAYS = set('usiamo', 'utilizziamo', 'adoperiamo', 'testiamo', 'misuriamo', 'collaudiamo', 'sperimentiamo');
/** Present tense that is a claim with a pronoun before it: 'la teniamo in cucina', 'lo uso'. */
export const PRESENT_WITH_PRONOUN = set('teniamo', 'portiamo', 'accendiamo', 'ricarichiamo', 'carichiamo', 'indossiamo', 'uso', 'utilizzo', 'provo', 'testo', 'porto', 'tengo', 'misuro', 'indosso');
export const OBJECT_PRONOUNS = set('lo', 'la', 'li', 'le', 'l', 'ne');
export const GENERIC_WE = set('se', 'quando', 'qualora', 'mentre', 'finché', 'perché');

export const DURATIONS = set(
  'minuto', 'minuti', 'ora', 'ore', 'giorno', 'giorni', 'giornata', 'giornate', 'notte', 'notti', 'settimana', 'settimane',
  'mese', 'mesi', 'anno', 'anni', 'stagione', 'stagioni', 'weekend', 'serata', 'serate',
);
export const QUANTITIES = set(
  'un', 'una', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'quindici',
  'venti', 'trenta', 'quaranta', 'cento', 'qualche', 'alcuni', 'alcune', 'diversi', 'diverse', 'molti', 'molte', 'parecchi',
  'parecchie', 'pochi', 'poche', 'vari', 'varie', 'numerosi', 'numerose', 'più', 'oltre', 'circa', 'quasi', 'almeno', 'ben',
  'mezzo', 'mezza', 'paio', 'intere', 'interi', 'intero', 'intera',
);
export const AFTER_DURATION = set('intero', 'intera', 'interi', 'intere', 'pieno', 'piena', 'pieni', 'piene', 'abbondanti');
/** What follows 'dopo un mese di…' in a claim. */
export const USE_NOUNS = set('uso', 'utilizzo', 'utilizzi', 'impiego', 'prove', 'prova', 'test', 'collaudo', 'collaudi', 'sperimentazione');
export const TEST_NOUNS = set('prove', 'prova', 'test', 'collaudo', 'collaudi', 'sperimentazione');

/** A weak claim (no first-person word) is no claim in a sentence that names one of these. */
export const THIRD_PARTIES = set(
  'produttore', 'produttori', 'costruttore', 'costruttori', 'marchio', 'azienda', 'venditore', 'venditori', 'fabbricante',
  'utenti', 'utente', 'acquirenti', 'acquirente', 'clienti', 'cliente', 'recensioni', 'lettori', 'lettore', 'laboratorio',
  'laboratori', 'dichiara', 'dichiarano', 'dichiarato', 'dichiarata', 'compratori', 'compratore', 'ente', 'enti', 'amazon',
);
/** A quote is a customer's (no claim of ours) when one of these stands near it. */
export const ATTRIBUTIONS = set(
  'acquirente', 'acquirenti', 'cliente', 'clienti', 'utente', 'utenti', 'recensione', 'recensioni', 'lettore', 'lettori',
  'lettrice', 'lettrici', 'commento', 'commenti', 'compratore', 'compratori', 'scrive', 'scrivono', 'scritto', 'racconta',
  'raccontano', 'riporta', 'riportano', 'segnala', 'segnalano', 'dice', 'dicono', 'testimonianza', 'testimonianze', 'opinione',
  'opinioni', 'amazon', 'acquistato', 'comprato',
);

export const REFLEXIVE_EXPERIENCE = forms(['trovat', 'accort']);
export const AFFECTED = new Set([...forms(['colpit', 'sorpres', 'soddisfatt', 'delus', 'impressionat', 'stupit']), 'piacevolmente']);
export const SURPRISED = forms(['sorpres', 'stupit', 'delus', 'impressionat']);
export const RIUSCITI = forms(['riuscit']);
export const TEST_GERUNDS = set(
  'provando', 'testando', 'usando', 'utilizzando', 'misurando', 'collaudando', 'sperimentando', 'verificando', 'controllando',
  'portando', 'caricando', 'ricaricando',
);
export const DO_GERUNDS = set('completando', 'ripetendo', 'facendo', 'conducendo', 'svolgendo', 'effettuando', 'concludendo');
/** Subjects that are the publisher's staff: 'tre redattori l’hanno usata'. */
export const STAFF = set('redattore', 'redattrice', 'redattori', 'redattrici', 'redazione', 'tester', 'collaudatore', 'collaudatori');
export const RIMASTI = forms(['rimast']);
export const AGENTS: string[][] = [
  ['da', 'noi'], ['da', 'me'], ['dalla', 'redazione'], ['dalla', 'nostra', 'redazione'], ['in', 'redazione'], ['di', 'persona'],
  ['personalmente'], ['con', 'mano'],
];

// ---------------------------------------------------------------------------------------------
// The general shapes of a use (common/experience-shapes.ts, fifth round)
// ---------------------------------------------------------------------------------------------

/** Irregular participles of handling an object ('l’abbiamo appesa', 'li abbiamo accesi'). */
export const IRREGULAR = forms(['appes', 'acces', 'spent', 'stes', 'immers', 'rott', 'chius', 'apert', 'cott', 'scoss', 'moss', 'percors', 'spint', 'espost', 'sottopost']);
export const DESK_PARTICIPLES = forms([
  'scelt', 'selezionat', 'confrontat', 'paragonat', 'analizzat', 'esaminat', 'valutat', 'considerat', 'lett', 'studiat', 'vist',
  'guardat', 'consultat', 'raccolt', 'inserit', 'inclus', 'esclus', 'scartat', 'eliminat', 'tolt', 'aggiunt', 'elencat', 'descritt',
  'spiegat', 'dett', 'scritt', 'citat', 'indicat', 'ricordat', 'segnalat', 'menzionat', 'nominat', 'riportat', 'preferit',
  'privilegiat', 'premiat', 'bocciat', 'promoss', 'votat', 'giudicat', 'ritenut', 'reputat', 'definit', 'chiamat', 'consigliat',
  'raccomandat', 'suggerit', 'propost', 'classificat', 'ordinat', 'divis', 'suddivis', 'raggruppat', 'abbinat', 'affiancat',
  'accostat', 'mess', 'posizionat', 'collocat', 'piazzat', 'pres', 'pensat', 'immaginat', 'ideat', 'compost', 'costruit',
  'organizzat', 'strutturat', 'impostat', 'dedicat', 'riservat', 'destinat', 'chiest', 'domandat', 'contattat', 'interpellat',
  'cercat', 'trovat', 'incontrat', 'individuat', 'identificat', 'scovat', 'aggiornat', 'modificat', 'rivist', 'corrett', 'capit',
  'imparat', 'conosciut', 'evidenziat', 'sottolineat', 'trattat', 'parlat', 'discuss', 'affrontat', 'presentat', 'mostrat',
  'illustrat', 'raccontat', 'anticipat', 'accennat', 'precisat', 'chiarit', 'specificat', 'calcolat', 'stimat', 'contat', 'sommat',
  'convertit', 'arrotondat', 'confermat', 'smentit', 'apprezzat', 'amat', 'preparat', 'creat', 'pubblicat', 'recensit', 'redatt',
  'compilat', 'sostituit', 'cambiat', 'dat', 'assegnat', 'attribuit', 'potut', 'volut', 'dovut', 'avut', 'stat', 'saput',
  'iniziat', 'cominciat', 'finit', 'terminat', 'conclus', 'dimenticat', 'trascurat', 'tralasciat', 'omess', 'lasciat',
  'rimandat', 'rinviat', 'approfittat', 'ricavat', 'dimostrat', 'ipotizzat', 'giustificat', 'motivat', 'approfondit',
  'sintetizzat', 'annotat', 'linkat',
]);
/** Infinitives after 'fatto' that are no use: 'l’abbiamo fatto notare', 'fatto sapere'. */
export const DESK_INFINITIVES = set(
  'notare', 'sapere', 'presente', 'vedere', 'capire', 'entrare', 'rientrare', 'figurare', 'comparire', 'emergere', 'risaltare',
  'spiccare', 'seguire', 'precedere', 'scegliere', 'decidere', 'valutare', 'confrontare', 'leggere', 'scrivere', 'fare', 'apparire',
  'salire', 'scendere', 'passare', 'conoscere', 'giudicare', 'votare', 'parlare', 'pesare',
);
export const TRIED = forms(['provat', 'testat', 'usat', 'utilizzat', 'collaudat', 'sperimentat']);
/** Nouns of advice: 'il nostro consiglio è di…' speaks to the reader. */
export const ADVICE = set('consiglio', 'consigli', 'suggerimento', 'suggerimenti', 'raccomandazione', 'invito', 'parere');
export const READER_PRONOUNS = set('vi', 'ti', 've', 'te');
/** The editor's verbs of speech: the reader's experience after them ('Dopo averlo montato, ricordiamo che…'), unless about the product ('lo consigliamo'). */
export const SAYING = set('consigliamo', 'sconsigliamo', 'suggeriamo', 'raccomandiamo', 'ricordiamo', 'segnaliamo', 'precisiamo', 'sottolineiamo', 'notiamo', 'diciamo', 'ripetiamo', 'invitiamo', 'proponiamo');
/** Approximate counts of uses ('una decina', 'qualche', 'diversi'): not a figure of the listing ('dopo 500 cicli'). */
export const ROUGH_COUNTS = set('decina', 'decine', 'ventina', 'trentina', 'quarantina', 'cinquantina', 'dozzina', 'centinaio', 'qualche', 'alcuni', 'alcune', 'diversi', 'diverse', 'parecchi', 'parecchie', 'vari', 'varie', 'numerosi', 'numerose', 'ripetuti', 'pochi', 'poche');
export const USES = set('utilizzi', 'utilizzo', 'usi', 'uso', 'impieghi', 'impiego', 'uscite', 'uscita', 'escursioni', 'accensioni');
/** Words of an instruction or of what may happen: 'va cambiato dopo qualche utilizzo', 'può indurirsi'. */
export const INSTRUCTIONS = set('va', 'vanno', 'andrebbe', 'andrebbero', 'occorre', 'bisogna', 'conviene', 'consigliamo', 'consiglia', 'consigliato', 'raccomanda', 'può', 'possono', 'potrebbe', 'potrebbero', 'tende', 'tendono', 'deve', 'devono', 'dovrebbe', 'basta', 'prevede', 'richiede');
/** Our own places, where a present of keeping or using tells a use: 'nella nostra redazione teniamo'. */
export const OUR_PLACES = set('redazione', 'cucina', 'casa', 'cantina', 'garage', 'auto', 'macchina', 'camper', 'ufficio', 'magazzino', 'balcone');
export const TOLD_PAST = set('è', 'ha', 'hanno', 'sono', 'era', 'erano', 'abbiamo', 'siamo');
/** Object pronouns that stand for the product before the auxiliary ('l’abbiamo', 'ne abbiamo'). */
export const PRODUCT_CLITICS = set('l', 'lo', 'la', 'li', 'le', 'ne');
