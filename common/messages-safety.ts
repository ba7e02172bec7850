/**
 * The words of the editors' safety net: unsaved changes, autosave, the save shortcut.
 * The history, conflict and proposal words are in messages-revisions.ts.
 */
export const SAFETY_MSG = {
  unsaved: 'Modifiche non salvate',
  savedAt: (time: string) => `Salvato alle ${time}`,
  autosavedAt: (time: string) => `Salvato alle ${time} (salvataggio automatico)`,
  autosaveHint: 'Il salvataggio automatico conserva il tuo lavoro nella Cronologia: il testo salvato cambia solo con Salva.',
  autosaving: 'Salvataggio automatico…',
  autosaveFailed: 'Salvataggio automatico non riuscito: salva a mano prima di uscire.',
  allSaved: 'Nessuna modifica da salvare',
  leaveTitle: 'Modifiche non salvate',
  leaveText: 'Hai modifiche non ancora salvate. Se esci ora restano solo nel salvataggio automatico della Cronologia.',
  leaveStay: 'Resta e salva',
  leaveGo: 'Esci senza salvare',
  shortcutHint: 'Ctrl+S o ⌘S per salvare',
  historyButton: 'Cronologia',
  proposalApplied: 'Proposta dell’AI nell’editor: salva per pubblicarla.',
  autosaveApplied: 'Salvataggio automatico ripristinato nell’editor.',
  versionApplied: 'Versione della Cronologia nell’editor: salvala per applicarla.',
  undoApplied: 'Torna al testo di prima',
  lastChangeBy: (autore: string, time: string) => `Ultima modifica di ${autore}, ${time}`,
  lastChangeAt: (time: string) => `Ultima modifica: ${time}`,
  latestLoadError: 'Impossibile leggere la versione salvata: riprova tra poco.',
} as const;
