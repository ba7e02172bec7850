/** The Italian strings of the preview of what is not saved yet (POST /api/anteprime, /anteprima/{token}, the editors' 'Anteprima'). */
export const PREVIEW_MSG = {
  // API
  typeInvalid: 'Tipo non valido: usa recensione, guida o notizia.',
  idInvalid: 'Identificativo del contenuto non valido.',
  savedOnly: 'L’anteprima di una recensione richiede la recensione salvata.',
  contentNotFound: 'Il contenuto da mostrare in anteprima non esiste più.',
  previewNotFound: 'Anteprima non trovata o scaduta: aprila di nuovo dall’editor.',
  // The preview page
  banner: 'Anteprima: modifiche non salvate',
  bannerNote: 'Così apparirà la pagina con il testo dell’editor. Nessuno la vede finché non salvi; l’anteprima scade dopo un’ora.',
  pageTitle: (titolo: string) => `Anteprima: ${titolo}`,
  untitled: 'Senza titolo',
  // The dashboard's button and dialog
  button: 'Anteprima',
  opening: 'Preparo l’anteprima…',
  dialogTitle: 'Anteprima delle modifiche non salvate',
  phone: 'Telefono',
  desktop: 'Desktop',
  width: 'Larghezza',
  frameTitle: (size: string) => `Anteprima della pagina pubblica (${size})`,
  openInTab: 'Apri in una nuova scheda',
  refresh: 'Aggiorna anteprima',
  close: 'Chiudi',
  error: 'Anteprima non riuscita: riprova.',
} as const;
