/**
 * The Italian strings of a text's search-engine fields (titolo SEO, descrizione SEO, noindex):
 * the editors' SEO panel and its Google-result preview, and the API's 400 sentences.
 */
export const SEO_MSG = {
  panelTitle: 'Motori di ricerca (SEO)',
  panelIntro: 'Facoltativi: lasciati vuoti, la pagina usa il titolo e la descrizione del testo.',
  titleLabel: 'Titolo SEO',
  titleHint: 'Lunghezza ideale: fino a 60 caratteri',
  descriptionLabel: 'Descrizione SEO',
  descriptionHint: 'Lunghezza ideale: tra 120 e 160 caratteri',
  noindexLabel: 'Nascondi ai motori di ricerca (noindex)',
  noindexHint: 'La pagina resta visibile a chi ha il link, ma non compare su Google né nella sitemap.',
  counter: (n: number, max: number) => `${n}/${max} caratteri`,
  tooLong: (ideal: number) => `Più lungo di ${ideal} caratteri: Google potrebbe tagliarlo.`,
  tooShort: (min: number) => `Meno di ${min} caratteri: una descrizione più ricca aiuta chi cerca.`,
  previewTitle: 'Anteprima nei risultati di Google',
  previewFallback: 'Campo vuoto: l’anteprima mostra il valore calcolato dalla pagina.',
  previewNoindex: 'Con noindex la pagina non compare nei risultati di ricerca.',
  previewNoDescription: 'Nessuna descrizione: Google sceglierà un estratto della pagina.',
  // The API's 400 (and the form's) sentences.
  titleInvalid: 'Il titolo SEO deve essere un testo.',
  titleMax: 'Il titolo SEO può avere al massimo 70 caratteri.',
  descriptionInvalid: 'La descrizione SEO deve essere un testo.',
  descriptionMax: 'La descrizione SEO può avere al massimo 200 caratteri.',
  noindexInvalid: 'L’opzione noindex deve essere vera o falsa.',
} as const;
