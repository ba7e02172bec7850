/**
 * The Italian strings of the site's redirects: the API's errors, the dashboard page
 * 'Reindirizzamenti', the choice offered when a published text is deleted, and the public
 * 'Contenuto rimosso' page. Server and browser import the same words.
 */
export const REDIRECT_MSG = {
  // API: validation and conflicts
  pathRequired: 'Indica un percorso del sito, per esempio /vecchia-pagina.',
  pathInvalid: 'Il percorso deve iniziare con una sola barra (/) e non può contenere indirizzi di altri siti, spazi, \\ o #.',
  pathTooLong: 'Il percorso è troppo lungo.',
  fromQuery: 'Il percorso di partenza non può avere una query string (?…).',
  fromReserved: 'Non si possono reindirizzare le pagine /api e /dashboard, né i file del sito.',
  fromLive: 'A questo indirizzo risponde già una pagina del sito: un reindirizzamento la nasconderebbe.',
  toReserved: 'La destinazione non può essere un indirizzo /api.',
  self: 'Partenza e destinazione sono lo stesso indirizzo.',
  duplicate: 'Esiste già un reindirizzamento da questo indirizzo.',
  loop: 'Questo reindirizzamento creerebbe un ciclo: la destinazione rimanda già alla partenza.',
  notFound: 'Reindirizzamento non trovato.',
  deleteChoiceInvalid: 'Scelta non valida: usa 404, 410 oppure 301 con la pagina di destinazione.',
  deleteTargetRequired: 'Indica la pagina verso cui reindirizzare l’indirizzo del testo eliminato.',
  deleteNoAddress: 'Questo testo non ha un indirizzo proprio: la pagina del prodotto resta online.',

  // Dashboard page
  title: 'Reindirizzamenti',
  intro: 'Gli indirizzi vecchi del sito che rimandano (301) a una pagina nuova, e quanto vengono usati.',
  colFrom: 'Da',
  colTo: 'A',
  colOrigin: 'Origine',
  colUses: 'Utilizzi',
  colLastUse: 'Ultimo utilizzo',
  colActions: 'Azioni',
  origin: { manuale: 'Manuale', slug: 'Cambio di slug', eliminazione: 'Testo eliminato' },
  gone: '410 · Contenuto rimosso',
  never: 'Mai',
  empty: 'Nessun reindirizzamento. Quando cambi lo slug di una notizia pubblicata, il vecchio indirizzo compare qui.',
  loadError: 'Impossibile caricare i reindirizzamenti.',
  addTitle: 'Nuovo reindirizzamento',
  fieldFrom: 'Da (indirizzo vecchio)',
  fieldTo: 'A (pagina di destinazione)',
  fromHint: 'Un percorso di questo sito, per esempio /vecchia-guida.',
  toHint: 'La pagina dove arriva chi apre l’indirizzo vecchio, per esempio /guide.',
  add: 'Aggiungi',
  added: 'Reindirizzamento aggiunto.',
  remove: 'Elimina',
  removeTitle: 'Eliminare il reindirizzamento?',
  removeText: (da: string) => `Chi apre ${da} non verrà più mandato alla nuova pagina.`,
  removed: 'Reindirizzamento eliminato.',

  // The choice when a published text is deleted
  afterDelete: 'Che cosa risponde il suo indirizzo?',
  after404: 'Pagina non trovata (404)',
  after410: 'Contenuto rimosso (410)',
  after301: 'Reindirizza a un’altra pagina (301)',
  afterTarget: 'Pagina di destinazione',

  // Public page of a removed text
  goneTitle: 'Contenuto rimosso',
  goneText: 'Questo contenuto è stato rimosso dalla redazione e non è più disponibile.',
} as const;
