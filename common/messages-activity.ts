import type { ActivityObject } from './activity.ts';

/** The Italian strings of the activity log: the 'Attività' page and GET /api/attivita (decision 0064). */

/** The name a line about the About page carries. */
export const ABOUT_TITLE = 'Chi siamo';

/** What each kind of object is called in the log's 'Su cosa' column. */
export const ACTIVITY_OBJECT_LABELS: Record<ActivityObject, string> = {
  recensione: 'Recensione',
  guida: 'Guida',
  notizia: 'Notizia',
  'chi-siamo': 'Pagina',
  utente: 'Utente',
  chiave: 'Chiave API',
  prompt: 'Prompt',
  impostazione: 'Impostazione',
  prodotto: 'Prodotto',
  categoria: 'Categoria',
};

export const ACTIVITY_MSG = {
  // API
  badUser: 'Il filtro utente deve essere un id numerico.',
  badKind: 'Tipo di azione non valido.',
  badDate: (name: string) => `La data «${name}» deve essere nel formato AAAA-MM-GG.`,
  reversed: 'La data di inizio viene dopo quella di fine.',
  badPage: 'La pagina deve essere un numero intero positivo.',
  // Page
  title: 'Attività',
  intro: 'Chi ha fatto cosa e quando, nell’ultimo anno.',
  loading: 'Caricamento attività…',
  empty: 'Nessuna attività registrata.',
  emptyFiltered: 'Nessuna attività con questi filtri.',
  loadError: 'Errore nel caricamento delle attività',
  retry: 'Riprova',
  when: 'Quando',
  who: 'Chi',
  what: 'Azione',
  on: 'Su cosa',
  details: 'Dettagli',
  filterPerson: 'Persona',
  filterKind: 'Azione',
  filterFrom: 'Dal',
  filterTo: 'Al',
  everyone: 'Tutti',
  everyKind: 'Tutte',
  clearFilters: 'Azzera filtri',
  filtersLabel: 'Filtra le attività',
  today: (time: string) => `oggi ${time}`,
  yesterday: (time: string) => `ieri ${time}`,
  source: 'Fonte',
  claim: 'Affermazione',
  scheduled: 'pubblicazione programmata',
  scheduledFor: 'Per il',
  how: 'Come',
  operation: 'Operazione',
  keyName: 'Chiave',
  removedTitle: '(eliminato)',
  page: (n: number, of: number) => `Pagina ${n} di ${of}`,
  previous: 'Precedente',
  next: 'Successiva',
  total: (n: number) => (n === 1 ? '1 attività' : `${n} attività`),
} as const;

/** What a prompt's or a setting's change was (dettagli.operazione). */
export const ACTIVITY_OPERATIONS: Record<string, string> = {
  creato: 'creato',
  modificato: 'modificato',
  eliminato: 'eliminato',
  predefinito: 'reso predefinito',
  attivato: 'attivato',
  disattivato: 'disattivato',
  impostata: 'impostata',
  rimossa: 'rimossa',
};
