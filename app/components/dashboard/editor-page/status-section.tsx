import { EDITOR_PAGE_MSG as M } from '../../../../common/messages-editor-page.ts';
import type { ContentStatus } from '../../../../common/types.ts';
import { StatusBadge } from '../../ui/badge.tsx';
import { ScheduleActions, ScheduleBadge } from '../schedule/index.ts';
import type { SchedulableKind } from '../../../entities/schedule/api.ts';
import { useTextRights } from '../../../lib/roles.ts';
import { PublishButtons } from '../list/index.ts';

/** What the side panel's status and schedule show of a saved text (null: not created yet). */
export interface StatusItem {
  id: number;
  stato: ContentStatus;
  pubblicazione_programmata: string | null;
  /** Its writer: who may publish it (common/roles-texts.ts mayPublishText). */
  id_autore?: number | null;
}

/** Whether the session's user may publish, archive and schedule this text (a collaboratore never, an autore their own). */
const useMayPublish = (item: StatusItem | null): boolean => useTextRights(item ?? {}).publish;

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
      {allowed && (
        <div className="editor-aside-actions">
          <PublishButtons stato={item.stato} busy={busy} disabled={dirty} onPublish={onPublish} onArchive={onArchive} />
        </div>
      )}
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
