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
} as const;
