/** The Italian strings of scheduled publishing (reviews, guides, news): API answers and dashboard. */
export const SCHEDULE_MSG = {
  // API
  whenRequired: 'Indica data e ora della pubblicazione programmata (campo quando).',
  whenInvalid: 'Data e ora non valide: usa il formato ISO 8601 con il fuso orario, per esempio 2026-11-27T08:00:00Z.',
  whenPast: 'La data della pubblicazione programmata deve essere nel futuro.',
  whenTooFar: 'La data della pubblicazione programmata può essere al massimo fra due anni.',
  alreadyPublished: 'Il contenuto è già pubblicato: non serve programmarne la pubblicazione.',
  // Dashboard
  action: 'Programma',
  cancel: 'Annulla programmazione',
  dialogTitle: 'Programma la pubblicazione',
  dialogHint: 'Data e ora sono in ora italiana (Europe/Rome). Alla data scelta il contenuto viene pubblicato come con «Pubblica».',
  dateLabel: 'Data',
  timeLabel: 'Ora',
  submit: 'Programma',
  submitting: 'Programmazione…',
  close: 'Chiudi',
  dateRequired: 'Indica la data.',
  timeRequired: 'Indica l’ora.',
  timeMissing: 'Quest’ora non esiste in Italia (passaggio all’ora legale): scegline un’altra.',
  scheduledFor: (when: string) => `Programmata per ${when}`,
  scheduled: (when: string) => `Pubblicazione programmata per ${when}.`,
  cancelled: 'Programmazione annullata.',
  failed: 'Programmazione non riuscita.',
  cancelFailed: 'Annullamento della programmazione non riuscito.',
} as const;
