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

  // Why each claim is flagged (decision 0069): the nearest fact of the data, or what it lacks.
  factFromData: 'La scheda dice:',
  factFromSource: 'La fonte dice:',
  confirmWithData: 'Conferma con la scheda',
  confirmWithSource: 'Conferma con la fonte',
  /** The accessible name of the one-click confirmation of one claim. */
  confirmWithDataOf: (claim: string) => `Conferma con la scheda: ${claim}`,
  confirmWithSourceOf: (claim: string) => `Conferma con la fonte: ${claim}`,
  /** The source a one-click confirmation is recorded with. */
  dataSourceOf: (fact: string) => `Scheda del prodotto: ${fact}`,
  newsSourceOf: (fact: string) => `Fonte della notizia: ${fact}`,
  confirmedWithData: 'Dato confermato con la scheda.',
  confirmedWithSource: 'Dato confermato con la fonte.',
  confirmWithDataError: 'Non è stato possibile confermare il dato.',
  /** What the data lacks: 'Nessun dato sulla potenza'. */
  nothingOn: (what: string) => `Nessun dato ${what}`,
  about: {
    carica: 'sulla capacità della batteria',
    energia: 'sull’energia',
    potenza: 'sulla potenza',
    tensione: 'sulla tensione',
    corrente: 'sulla corrente',
    luce: 'sulla luminosità',
    illuminamento: 'sull’illuminamento',
    massa: 'sul peso',
    lunghezza: 'sulle dimensioni',
    area: 'sulla superficie',
    velocità: 'sulla velocità',
    tempo: 'sulla durata',
    mesi: 'sulla durata',
    volume: 'sul volume',
    temperatura: 'sulla temperatura',
    angolo: 'sull’angolo',
    percentuale: 'sulla percentuale',
    dati: 'sulla memoria',
    frequenza: 'sulla frequenza',
    suono: 'sul livello sonoro',
    pressione: 'sulla pressione',
    colore: 'sulla temperatura di colore',
    calorie: 'sulle calorie',
    denari: 'sulla densità del tessuto',
    prezzo: 'sul prezzo',
    valutazione: 'sulla valutazione',
    // The keys of 'Chiave: valore' lines a text writes most.
    materiale: 'sul materiale',
    peso: 'sul peso',
    dimensioni: 'sulle dimensioni',
    batteria: 'sulla batteria',
    ricarica: 'sulla ricarica',
    impermeabilità: 'sull’impermeabilità',
    certificazione: 'sulla certificazione',
    garanzia: 'sulla garanzia',
    capacità: 'sulla capacità',
    autonomia: 'sull’autonomia',
    alimentazione: 'sull’alimentazione',
    formato: 'sul formato',
    uscita: 'sull’uscita',
    ingresso: 'sull’ingresso',
    connettività: 'sulla connettività',
    compatibilità: 'sulla compatibilità',
    modalità: 'sulle modalità',
    portata: 'sulla portata',
    durata: 'sulla durata',
    filtrazione: 'sulla filtrazione',
    gusto: 'sul gusto',
    sapore: 'sul sapore',
    tessuto: 'sul tessuto',
  } as Record<string, string>,
  /** A count: 'sul numero di prese'. */
  aboutCount: (noun: string) => `sul numero di ${noun}`,
  /** A code, a standard, a word the data does not have: 'su IP68', 'su «titanio»'. */
  aboutCode: (code: string) => `su ${code}`,
  aboutWord: (word: string) => `su «${word}»`,
  explainExperience: 'Nessun dato può sostenere una prova in prima persona: la conferma solo chi l’ha fatta.',
  explainLink: 'Nessun dato nomina questo sito: controlla il collegamento.',
  explainQuote: 'La fonte non contiene queste parole così come sono scritte.',
  /** The product's price and rating fields as the data lines that state them. */
  priceLine: { current: 'Prezzo', list: 'Prezzo di listino', offer: 'Prezzo in offerta' },
  price: (value: number) => `${value.toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`,
  ratingLine: (value: number) => `Valutazione: ${value.toLocaleString('it-IT', { maximumFractionDigits: 2 })} su 5`,

  // API validation.
  confirmationsInvalid: 'conferme deve essere un elenco di dati con testo e fonte.',
  confirmationTextInvalid: 'Ogni conferma deve indicare il testo del dato (al massimo 2000 caratteri).',
  confirmationSourceInvalid: 'Ogni conferma deve indicare la fonte (da 3 a 500 caratteri).',
  verificationInvalid: 'verifica_ai non è valida.',
  confirmationsRequired: 'Indica almeno un dato da confermare, con la sua fonte.',
  confirmationNotInText: (claim: string) => `Il testo salvato non contiene il dato «${claim}»: salva il testo prima di confermarlo.`,
  typeInvalid: 'Tipo non valido: usa recensione, guida o notizia.',
  contentNotFound: 'Contenuto non trovato.',
  nothingToVerify: 'Il contenuto non ha testo da verificare.',

  /** The line under a public text written with AI (AI_DISCLOSURE, on by default). */
  disclosure: "Testo redatto con l'aiuto dell'intelligenza artificiale e verificato dalla redazione",
} as const;
