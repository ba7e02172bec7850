/** The Italian strings of the revisions of reviews, guides, news and the About text (decision 0032). */
export const REVISION_MSG = {
  typeInvalid: 'Tipo non valido: usa recensione, guida, notizia o chi-siamo.',
  contentIdInvalid: 'Identificativo del contenuto non valido.',
  revisionNotFound: 'Revisione non trovata.',
  contentNotFound: 'Il contenuto di questa revisione non esiste più.',
} as const;
