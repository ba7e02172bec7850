import { SAFETY_MSG as M } from '../../../../common/messages-safety.ts';
import type { Autosave } from './use-autosave.ts';

const time = (d: Date) => d.toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });

/**
 * The line next to an editor's Salva: 'Modifiche non salvate' while changes are not kept anywhere,
 * 'Salvato alle hh:mm (salvataggio automatico)' once the autosave kept them, 'Salvato alle hh:mm'
 * after a real save. Announced politely to screen readers.
 */
export function SaveStatus({ dirty, autosave, savedAt }: { dirty: boolean; autosave: Autosave; savedAt: Date | null }) {
  let text: string = M.allSaved;
  let tone = 'saved';
  if (dirty) {
    if (autosave.state === 'saving') {
      text = M.autosaving;
      tone = 'busy';
    } else if (autosave.state === 'error') {
      text = M.autosaveFailed;
      tone = 'error';
    } else if (autosave.savedAt && autosave.state === 'idle') {
      text = M.autosavedAt(time(autosave.savedAt));
      tone = 'autosaved';
    } else {
      text = M.unsaved;
      tone = 'unsaved';
    }
  } else if (savedAt) {
    text = M.savedAt(time(savedAt));
  }
  return (
    <p
      className={`save-status save-status-${tone}`}
      role="status"
      aria-live="polite"
      title={tone === 'autosaved' ? M.autosaveHint : M.shortcutHint}
      data-testid="stato-salvataggio"
    >
      <span className="save-status-dot" aria-hidden="true" />
      {text}
    </p>
  );
}
