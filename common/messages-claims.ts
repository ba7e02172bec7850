/**
 * The publishing gate of AI text (decision 0023): claims to resolve, confirmations with a source,
 * the model-based verification, the AI disclosure line. Decision 0009: every user-facing string
 * lives in common/.
 */
export const CLAIMS_MSG = {
  /** What each kind of claim is called next to it. */
  kind: {
    misura: 'misura',
    prezzo: 'prezzo',
    valutazione: 'valutazione',
    specifica: 'specifica',
    collegamento: 'collegamento',
    esperienza: 'prova in prima persona',
    citazione: 'citazione',
    qualitativa: 'affermazione non supportata',
    verifica: 'verifica non completata',
  } as Record<string, string>,
  unsupportedDefault: 'I dati non la sostengono.',
  verificationFailed: 'La verifica con l’intelligenza artificiale non è riuscita.',
  verificationInterrupted: 'La verifica con l’intelligenza artificiale è stata interrotta.',
  verificationUnreadable: 'La risposta della verifica non era leggibile.',
  verificationPendingHint: 'Il testo non è stato verificato dall’intelligenza artificiale: riprova la verifica o confermalo indicando come l’hai controllato.',

  // The dialog that resolves claims (publish, or save of published text).
  dialogTitle: 'Dati da verificare',
  dialogIntro: (n: number) =>
    n === 1
      ? 'Prima che sia pubblico, questo dato va tolto dal testo oppure confermato con la fonte che lo dimostra.'
      : `Prima che siano pubblici, questi ${n} dati vanno tolti dal testo oppure confermati, ciascuno con la fonte che lo dimostra.`,
  sourceLabel: 'Fonte',
  sourcePlaceholder: 'es. scheda del produttore, manuale, pagina Amazon',
  sourceHint: 'La conferma viene registrata con il tuo nome e la data.',
  confirmPublish: 'Conferma e pubblica',
  confirmSave: 'Conferma e salva',
  confirmRestore: 'Conferma e ripristina',
  editText: 'Modifica il testo',
  retryVerification: 'Riprova la verifica',
  retryingVerification: 'Verifica in corso…',
  verificationDone: 'Verifica completata.',
  sourcesMissing: (n: number) => (n === 1 ? 'Indica la fonte del dato da confermare.' : `Indica la fonte di ciascuno dei ${n} dati da confermare.`),
  confirmedBy: (autore: string, quando: string) => `Confermato da ${autore} il ${quando}`,

  // API validation.
  confirmationsInvalid: 'conferme deve essere un elenco di dati con testo e fonte.',
  confirmationTextInvalid: 'Ogni conferma deve indicare il testo del dato (al massimo 2000 caratteri).',
  confirmationSourceInvalid: 'Ogni conferma deve indicare la fonte (da 3 a 500 caratteri).',
  verificationInvalid: 'verifica_ai non è valida.',
  typeInvalid: 'Tipo non valido: usa recensione, guida o notizia.',
  contentNotFound: 'Contenuto non trovato.',
  nothingToVerify: 'Il contenuto non ha testo da verificare.',

  /** The line under a public text written with AI (AI_DISCLOSURE, on by default). */
  disclosure: "Testo redatto con l'aiuto dell'intelligenza artificiale e verificato dalla redazione",
} as const;
