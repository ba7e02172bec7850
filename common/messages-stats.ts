import type { CheckReason } from './stats.ts';

/** The Italian strings of the affiliate statistics (issue 26): the Statistiche screen, the figures on product cards and in Panoramica, 'Da controllare'. */

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
