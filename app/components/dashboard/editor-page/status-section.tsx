import { Archive, Send } from 'lucide-react';
import { EDITOR_PAGE_MSG as M } from '../../../../common/messages-editor-page.ts';
import { LIST_MSG as L } from '../../../../common/messages-lists.ts';
import type { ContentStatus } from '../../../../common/types.ts';
import { StatusBadge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ScheduleActions, ScheduleBadge } from '../schedule/index.ts';
import type { SchedulableKind } from '../../../entities/schedule/api.ts';
import { mayPublish } from '../../../../common/review-flow.ts';
import { useSession } from '../../../lib/session.tsx';

/** What the side panel's status and schedule show of a saved text (null: not created yet). */
export interface StatusItem {
  id: number;
  stato: ContentStatus;
  pubblicazione_programmata: string | null;
  /** Its writer: who may publish it (common/review-flow.ts mayPublish); undefined: the user's own. */
  id_autore?: number | null;
}

/**
 * Whether the session's user may publish, archive and schedule this text (a collaboratore never, an
 * autore their own). While the user is not known yet everything shows: the server decides anyway.
 */
function useMayPublish(item: StatusItem | null): boolean {
  const { user } = useSession();
  if (!user) return true;
  return mayPublish(user, item?.id_autore === undefined ? user.id : item.id_autore);
}

/**
 * The side panel's status: the badge, Pubblica (through the publishing gate, as on the cards) and
 * Archivia, for those who may publish the text (the others send it for review: ReviewFlowSection).
 * While the editor holds unsaved changes they wait: the change would be made on the saved text,
 * behind the editor's back.
 */
export function StatusSection({ item, dirty, busy, onPublish, onArchive }: { item: StatusItem | null; dirty: boolean; busy: boolean; onPublish(): void; onArchive(): void }) {
  const allowed = useMayPublish(item);
  if (!item)
    return (
      <>
        <StatusBadge stato="bozza" />
        <p className="field-hint">{M.statusAfterCreate}</p>
      </>
    );
  return (
    <>
      <StatusBadge stato={item.stato} />
      <div className="editor-aside-actions">
        {allowed && item.stato !== 'pubblicata' && (
          <Button size="sm" variant="primary" icon={<Send size={16} aria-hidden="true" />} onClick={onPublish} loading={busy} disabled={dirty}>
            {L.publish}
          </Button>
        )}
        {allowed && item.stato !== 'archiviata' && (
          <Button size="sm" variant="ghost" icon={<Archive size={16} aria-hidden="true" />} onClick={onArchive} disabled={busy || dirty}>
            {L.archive}
          </Button>
        )}
      </div>
      {allowed && dirty && <p className="field-hint">{M.statusWhileDirty}</p>}
    </>
  );
}

/**
 * The side panel's schedule: the time set (Italian time), Programma and Annulla programmazione (for
 * those who may publish the text); nothing once published.
 */
export function ScheduleSection({ kind, item, dirty }: { kind: SchedulableKind; item: StatusItem | null; dirty: boolean }) {
  const allowed = useMayPublish(item);
  if (!item || item.stato === 'pubblicata') return null;
  return (
    <>
      {item.pubblicazione_programmata ? <ScheduleBadge at={item.pubblicazione_programmata} /> : <p className="muted">{M.notScheduled}</p>}
      {allowed && (
        <div className="editor-aside-actions">
          <ScheduleActions kind={kind} id={item.id} stato={item.stato} scheduledAt={item.pubblicazione_programmata} disabled={dirty} />
        </div>
      )}
    </>
  );
}
