import { type CheckReason, STATS_MAX_DAYS } from './stats.ts';

/** The Italian strings of the affiliate statistics: the Statistiche screen, the figures on product cards and in Panoramica, 'Da controllare'. */

const n = (v: number) => v.toLocaleString('it-IT');
const plural = (v: number, one: string, many: string) => `${n(v)} ${v === 1 ? one : many}`;

export const STATS_MSG = {
  navStats: 'Statistiche',
  title: 'Statistiche',
  intro: 'Visite alle pagine pubbliche e clic sui link Amazon, giorno per giorno. Senza cookie e senza dati personali.',
  loading: 'Caricamento statistiche…',
  error: 'Errore durante il caricamento delle statistiche.',
  empty: 'Nessuna visita registrata in questo periodo.',
  exportCsv: 'Esporta CSV',
  exportCsvTitle: (range: string) => `Scarica le statistiche ${range} in formato CSV`,

  period: 'Periodo',
  periodOption: (days: number) => `${days} giorni`,
  /** 'dal 28 ott al 26 nov 2026' */
  range: (from: string, to: string) => `dal ${from} al ${to}`,

  totalsTitle: 'Totali del periodo',
  totalViews: 'Visite',
  totalClicks: 'Clic su Amazon',
  totalVisitors: 'Visitatori',
  totalVisitorsHint: 'Visitatori unici di ogni giorno, sommati.',
  totalCtr: 'CTR',
  totalCtrHint: 'Clic ÷ visite.',

  chartTitle: 'Visite e clic per giorno',
  chartSummary: (range: string, views: number, clicks: number) =>
    `Grafico a linee delle visite e dei clic su Amazon per giorno, ${range}: ${plural(views, 'visita', 'visite')} e ${plural(clicks, 'clic', 'clic')} in tutto.`,
  seriesViews: 'Visite',
  seriesClicks: 'Clic su Amazon',
  axisLeft: 'scala a sinistra',
  axisRight: 'scala a destra',
  pointTitle: (day: string, views: number, clicks: number) => `${day}: ${plural(views, 'visita', 'visite')}, ${plural(clicks, 'clic', 'clic')}`,
  showTable: 'Mostra tabella',
  showChart: 'Mostra grafico',
  tableDay: 'Giorno',
  tableViews: 'Visite',
  tableClicks: 'Clic',
  tableVisitors: 'Visitatori',

  productsTitle: 'Prodotti più cliccati',
  productsEmpty: 'Nessun clic su Amazon in questo periodo.',
  productName: 'Prodotto',
  productClicks: 'Clic',

  pagesTitle: 'Pagine',
  pagesEmpty: 'Nessuna pagina visitata in questo periodo.',
  pageName: 'Pagina',
  pageViews: 'Visite',
  pageClicks: 'Clic',
  pageCtr: 'CTR',
  pageNewTab: '(si apre in una nuova scheda)',
  sortLegend: 'Ordina per',
  sortBy: (column: string) => `Ordina per ${column === 'CTR' ? column : column.toLowerCase()}`,
  showAll: (total: number) => `Mostra tutti (${n(total)})`,
  showTop: (top: number) => `Mostra i primi ${n(top)}`,
  shownOf: (shown: number, total: number) => `${n(shown)} di ${n(total)}`,

  /** The product card's figure: the figure (in bold) and the rest of the sentence. */
  cardClicks: (clicks: number) => [`${n(clicks)} clic`, 'su Amazon negli ultimi 30 giorni'] as const,

  /** Panoramica. */
  overviewFigure: (views: number, clicks: number) => `Ultimi 7 giorni: ${plural(views, 'visita', 'visite')}, ${plural(clicks, 'clic', 'clic')} su Amazon`,
  overviewFigureLink: 'Vedi le statistiche',
  checkTitle: 'Da controllare',
  checkEmpty: 'Niente da controllare.',
  checkOpen: (name: string) => `Apri ${name} nei prodotti`,
} as const;

/** The short label of each reason a product is listed in 'Da controllare'. */
export const CHECK_REASON_LABELS: Record<CheckReason, string> = {
  non_disponibile: 'Non disponibile',
  non_trovato: 'Non trovato su Amazon',
  prezzo_aumentato: 'Prezzo aumentato',
  clic_senza_recensione: 'Clic senza recensione',
  prezzo_perso: 'Prezzo mancante',
};

/** The statistics API's errors (400, Italian). */
export const STATS_API_MSG = {
  invalidDate: (name: string) => `La data «${name}» non è valida: usa il formato AAAA-MM-GG con un giorno che esiste.`,
  bothDates: 'Indica entrambe le date del periodo («da» e «a»), o nessuna per gli ultimi 30 giorni.',
  reversed: 'La data di inizio («da») deve venire prima di quella di fine («a») o coincidere.',
  tooLong: `Il periodo può durare al massimo ${STATS_MAX_DAYS} giorni.`,
  invalidProduct: 'Prodotto non valido: «p» deve essere l’id numerico di un prodotto.',
  invalidPage: 'Pagina non valida: «da» deve essere il percorso di una pagina del sito (inizia con /, al massimo 300 caratteri).',
} as const;

/** The Italian sentences of 'Da controllare', with the figures (the reasons' labels are above). */
export const CHECK_MSG = {
  unavailable: (when: string | null) => (when ? `Amazon lo indica come non disponibile (controllo del ${when}).` : 'Amazon lo indica come non disponibile.'),
  notFound: (asin: string | null, when: string | null) =>
    `Amazon non ha una pagina per ${asin ? `l’ASIN ${asin}` : 'questo prodotto'}${when ? ` (tentativo del ${when})` : ''}: controlla il codice o sostituisci il prodotto.`,
  /** `from` and `to`: prices already written in euro ('20,00 €'). */
  priceRose: (percent: number, from: string, to: string, since: string | null) =>
    `Prezzo salito del ${percent} % ${since ? `dal ${since}` : 'in una settimana'}: da ${from} a ${to}.`,
  clicksNoReview: (clicks: number) => `${clicks.toLocaleString('it-IT')} clic su Amazon negli ultimi 30 giorni, ma nessuna recensione pubblicata.`,
  priceLost: (when: string | null) =>
    when
      ? `La recensione pubblicata non mostra un prezzo: l’ultimo prezzo letto da Amazon risale al ${when}.`
      : 'La recensione pubblicata non mostra un prezzo: nessun prezzo letto da Amazon.',
} as const;
