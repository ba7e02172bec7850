/** The Italian strings of the dashboard overview (Panoramica): counters and latest items. */

export const OVERVIEW_MSG = {
  // Panoramica (overview)
  overviewTitle: 'Panoramica',
  overviewIntro: 'Lo stato dei contenuti a colpo d’occhio.',
  overviewLatestProducts: 'Ultimi prodotti',
  overviewLatestReviews: 'Ultime recensioni',
  overviewLatestGuides: 'Ultime guide',
  overviewLoading: 'Caricamento metriche…',
  overviewError: 'Errore durante il caricamento delle metriche.',
  overviewProducts: 'Prodotti',
  overviewReviews: 'Recensioni',
  overviewGuides: 'Guide',
  overviewEmpty: 'Ancora nessun elemento.',
  overviewSeeAll: 'Vedi tutti',
  // How responsive the server is: this instance's event loop
  serverTitle: 'Reattività del server',
  serverDelay: (p50: string, p99: string, max: string) => `Ritardo nell’ultimo minuto: tipico ${p50} ms, 99° percentile ${p99} ms, massimo ${max} ms.`,
  serverNoStalls: (threshold: number) => `Nessun blocco oltre ${threshold} ms nelle ultime 24 ore.`,
  serverStalls: (count: number, threshold: number) => `${count === 1 ? '1 blocco' : `${count.toLocaleString('it-IT')} blocchi`} oltre ${threshold} ms nelle ultime 24 ore.`,
  serverLastStall: (when: string, ms: string) => `L’ultimo: ${when}, ${ms} ms, durante la richiesta`,
  serverInstance: 'Misurato su questa istanza del server; i dettagli di ogni blocco sono nei log.',
} as const;
