import { REVISION_UI_MSG as R } from '../../../../common/messages-revisions.ts';
import type { RevisionAction, RevisionEntry } from '../../../../common/types.ts';
import type { PendingAction } from '../../../entities/revisions/api.ts';

const fullTime = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });
const shortTime = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' });

const format = (f: Intl.DateTimeFormat, iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : f.format(d);
};

/** When a revision was made, in Italy's time: '26 nov 2026, 21:14'. */
export const formatRevisionTime = (iso: string): string => format(fullTime, iso);
/** The same without the year, for a banner about something recent: '26 nov, 21:14'. */
export const formatRevisionTimeShort = (iso: string): string => format(shortTime, iso);

const PENDING: ReadonlySet<string> = new Set<PendingAction>(['autosalvataggio', 'proposta']);

/**
 * A version that was never applied to the content (an editor's autosave, an AI proposal): it keeps a
 * NEW state. Every other revision keeps the state its change replaced.
 */
export const isPending = (entry: Pick<RevisionEntry, 'azione'>): boolean => PENDING.has(entry.azione);
export const isProposal = (entry: Pick<RevisionEntry, 'azione'>): boolean => entry.azione === 'proposta';

const ACTION_LABELS: Record<RevisionAction, string> = R.actions;

/** The Italian name of a revision's action ('Salvataggio', 'Rigenerazione AI'…); an unknown one as it is. */
export function actionLabel(azione: string): string {
  return (ACTION_LABELS as Record<string, string>)[azione] ?? azione;
}

/**
 * The pending version to offer when an editor opens a content: walking the history newest first, the
 * first autosave by `me` or AI proposal (anyone's) met before the first normal revision, which is
 * newer than the saved text; null when there is none. Other editors' autosaves are passed over.
 */
export function pendingToOffer(entries: readonly RevisionEntry[], me: string | null): RevisionEntry | null {
  for (const entry of entries) {
    if (!isPending(entry)) return null;
    if (isProposal(entry)) return entry;
    if (me !== null && entry.autore === me) return entry;
  }
  return null;
}
