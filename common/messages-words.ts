/**
 * The words every screen shares, written once so the product spells them one way: the buttons of
 * forms, cards and dialogs. Each feature's catalogue points here instead of repeating them.
 */
export const WORDS = {
  save: 'Salva',
  cancel: 'Annulla',
  close: 'Chiudi',
  confirm: 'Conferma',
  edit: 'Modifica',
  delete: 'Elimina',
} as const;
