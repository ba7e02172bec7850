/**
 * Italian text of the trend analysis (spec sections 2, 5, 8, 9): the 'Analisi Tendenze'
 * screen, the validation of POST /api/trends/analyze and Google Trends' failures.
 */
export const TRENDS_MSG = {
  title: 'Analisi Tendenze',
  intro: 'Confronta l’interesse di ricerca su Google per alcuni termini: andamento nel tempo, ricerche correlate e regioni.',

  // Form
  formTitle: 'Cosa vuoi analizzare',
  termsLabel: 'Termini di ricerca',
  termsHint: 'Separati da virgole, fino a 5 termini (il limite di Google Trends).',
  termsPlaceholder: 'es. generatore, powerbank',
  periodLabel: 'Periodo',
  countryLabel: 'Paese',
  submit: 'Analizza tendenze',
  progress: 'Analisi in corso: interrogo Google Trends (può richiedere qualche secondo)…',

  // Validation (shared by the form and the API)
  termsRequired: 'Inserisci almeno un termine di ricerca',
  termsTooMany: (max: number) => `Puoi confrontare al massimo ${max} termini alla volta.`,
  termTooLong: (max: number) => `Ogni termine può avere al massimo ${max} caratteri.`,
  timeframeInvalid: 'Periodo non valido: scegli ultimo mese, ultimi 3 mesi, ultimi 12 mesi o dal 2004.',
  geoInvalid: 'Paese non valido: scegli Italia, Stati Uniti, Regno Unito, Francia o Germania.',
  typeInvalid: 'Tipo di analisi non valido: l’unico valore ammesso è «all».',
  unknownField: (name: string) => `Campo non previsto: ${name}.`,

  // Errors (spec section 8: the server's text, else this one)
  error: "Errore durante l'analisi delle tendenze",
  rateLimited: 'Google Trends ha ricevuto troppe richieste da questo server: riprova più tardi (tra qualche minuto).',
  timeout: (seconds: number) => `Google Trends non ha risposto entro ${seconds} secondi: riprova più tardi.`,
  network: 'Impossibile raggiungere Google Trends: controlla la connessione del server e riprova più tardi.',
  server: (status: number) => `Google Trends ha risposto con un errore (HTTP ${status}): riprova più tardi.`,
  invalidResponse: 'Google Trends ha inviato una risposta non valida (forse è cambiato il suo formato): riprova più tardi.',

  // Results
  resultsTitle: 'Risultati',
  resultsMeta: (period: string, country: string) => `${period} · ${country}`,
  cachedNote: (time: string) => `Dati di Google Trends delle ${time} (conservati per un’ora).`,
  tabsLabel: 'Sezioni dei risultati',
  tabProducts: 'Prodotti',
  tabTopics: 'Argomenti',
  tabGeography: 'Geografia',

  chartTitle: 'Interesse nel tempo',
  chartSummary: (period: string, parts: string) => `Grafico a linee dell’interesse di ricerca (0–100), ${period}: ${parts}.`,
  chartSummaryPart: (term: string, interest: string, trend: string) => `${term} media ${interest}, ${trend}`,
  showTable: 'Mostra tabella',
  showChart: 'Mostra grafico',
  tableDate: 'Data',
  partialPoint: '(parziale)',
  chartHint: 'Valori relativi: 100 è il picco di interesse del periodo tra i termini confrontati.',

  summaryTitle: 'Riepilogo per termine',
  colTerm: 'Termine',
  colInterest: 'Interesse medio',
  colTrend: 'Tendenza',
  colChange: 'Variazione',
  trendRising: 'in crescita',
  trendFalling: 'in calo',
  trendStable: 'stabile',
  changeNew: 'da zero',
  trendNote: 'Tendenza: media dell’ultimo quarto del periodo rispetto al primo quarto; entro ±10 % è stabile.',

  topicsTop: 'Ricerche principali',
  topicsRising: 'Ricerche in aumento',
  topicsEmpty: 'Nessuna ricerca correlata per questo termine.',
  breakout: 'Impennata',
  risingValue: (n: string) => `+${n} %`,
  colQuery: 'Ricerca',
  colValue: 'Valore',

  geoTitle: (term: string) => `Interesse per regione: ${term}`,
  geoEmpty: 'Dati per regione non disponibili per questo termine.',
  geoSummary: (term: string, count: number, top: string) => `Barre orizzontali: ${count} regioni per ${term}; la prima è ${top}.`,
  colRegion: 'Regione',
  geoMore: (n: number) => `Mostra tutte le ${n} regioni`,
  geoLess: 'Mostra meno regioni',
  noData: 'Google Trends non ha dati sufficienti per questi termini.',
} as const;

export const TREND_LABELS = { rising: TRENDS_MSG.trendRising, falling: TRENDS_MSG.trendFalling, stable: TRENDS_MSG.trendStable } as const;

/** Spec section 9: the four periods, with their Italian names. */
export const TIMEFRAME_LABELS = {
  'today 1-m': 'Ultimo mese',
  'today 3-m': 'Ultimi 3 mesi',
  'today 12-m': 'Ultimi 12 mesi',
  all: 'Dal 2004 a oggi',
} as const;

/** Spec section 9: the five countries, with their Italian names. */
export const COUNTRY_LABELS = {
  IT: 'Italia',
  US: 'Stati Uniti',
  GB: 'Regno Unito',
  FR: 'Francia',
  DE: 'Germania',
} as const;
