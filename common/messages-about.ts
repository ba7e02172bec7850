/** The Italian strings of the About editor (Chi siamo) and of its API. */

export const ABOUT_MSG = {
  // About editor
  aboutTitle: 'Chi siamo',
  aboutIntro: 'È consentito l’HTML di base: titoli, paragrafi, elenchi e link. Script e stili vengono rimossi al salvataggio.',
  aboutLabel: 'Testo della pagina',
  aboutPlaceholder: 'Inserisci il testo della pagina Chi siamo...',
  aboutLoading: 'Caricamento contenuto…',
  aboutLoadError: 'Errore nel caricamento del contenuto.',
  aboutSaveError: 'Errore durante il salvataggio.',
  aboutSaved: 'Contenuto salvato con successo.',
  aboutNotFound: 'Contenuto non trovato.',
  aboutView: 'Vedi la pagina',
  aboutPageDescription: 'Il testo mostrato nella pagina pubblica Chi siamo.',
} as const;
