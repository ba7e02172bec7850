/** The Italian strings of the contact inbox (Messaggi) and of its API. */

export const INBOX_MSG = {
  // Contact inbox
  messagesTitle: 'Messaggi',
  messagesIntro: 'I messaggi inviati dal modulo Contatti, dal più recente.',
  messagesLoading: 'Caricamento messaggi…',
  messagesLoadError: 'Errore nel caricamento dei messaggi.',
  messagesEmpty: 'Nessun messaggio ricevuto.',
  messagesUnread: 'Da leggere',
  messagesRead: 'Letto',
  messagesMarkRead: 'Segna come letto',
  messagesMarkUnread: 'Segna come da leggere',
  messagesReply: 'Rispondi',
  messagesDeleteTitle: 'Eliminare il messaggio?',
  messagesDeleteConfirm: (who: string) => `Il messaggio di ${who} verrà eliminato definitivamente.`,
  messagesDeleted: 'Messaggio eliminato.',
  messagesUpdateError: 'Errore durante l’aggiornamento del messaggio.',
  messagesDeleteError: 'Errore durante l’eliminazione del messaggio.',
  messagesNotFound: 'Messaggio non trovato.',
  messagesFrom: 'Da',
  messagesReceived: 'Ricevuto il',
} as const;
