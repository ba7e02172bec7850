/** The Italian strings of the API keys screen (Chiavi API) and of the keys API (spec sections 2, 7, 8). */

export const KEY_MSG = {
  // API keys
  keysTitle: 'Chiavi API',
  keysIntro: 'Le chiavi sono salvate cifrate: qui se ne vedono solo gli ultimi 4 caratteri.',
  keysLoading: 'Caricamento chiavi…',
  keysLoadError: 'Errore nel caricamento delle chiavi.',
  keysNotSet: 'Non impostata',
  keysActive: 'Attiva',
  keysCurrent: 'Chiave attuale',
  keysNewValue: (name: string) => `Nuova chiave ${name}`,
  keysSet: 'Salva chiave',
  keysUpdate: 'Aggiorna chiave',
  keysDeleteTitle: (name: string) => `Eliminare la chiave ${name}?`,
  keysDeleteConfirm: 'Le funzioni che la usano smetteranno di funzionare finché non ne salvi una nuova.',
  keysValueRequired: (name: string) => `Inserisci un valore per ${name}.`,
  keysValueMin: 'La chiave deve avere almeno 8 caratteri.',
  keysSaveError: (name: string) => `Errore nel salvataggio della chiave ${name}.`,
  keysDeleteError: (name: string) => `Errore nell'eliminazione della chiave ${name}.`,
  keysSaved: (name: string, last4: string) => `Chiave ${name} aggiornata (…${last4}).`,
  keysDeleted: (name: string) => `Chiave ${name} eliminata.`,
  keysUnknown: 'Chiave sconosciuta: usa openai o unsplash.',
  keysUnreadable: 'Chiave salvata ma non leggibile: è cambiato APP_SECRET? Salvala di nuovo.',
  keysUnreadableBadge: 'Non leggibile',
  keysUnreadableError: (name: string) => `La chiave ${name} salvata non è leggibile (è cambiato APP_SECRET?): salvala di nuovo in Chiavi API.`,
  keysLabel: { openai: 'OpenAI', unsplash: 'Unsplash' } as Record<string, string>,
  keysPurpose: {
    openai: 'Generazione di recensioni, guide e notizie.',
    unsplash: 'Ricerca delle immagini di copertina.',
  } as Record<string, string>,
} as const;

export const API_KEY_NAMES = ['openai', 'unsplash'] as const;
export type ApiKeyName = (typeof API_KEY_NAMES)[number];
