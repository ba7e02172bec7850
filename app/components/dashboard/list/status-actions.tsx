import { Archive, Send } from 'lucide-react';
import { LIST_MSG as L } from '../../../../common/messages-lists.ts';
import type { ContentStatus } from '../../../../common/types.ts';
import { useTextRights } from '../../../lib/roles.ts';
import { Button } from '../../ui/button.tsx';
import { ScheduleActions } from '../schedule/index.ts';
import type { SchedulableKind } from '../../../entities/schedule/api.ts';

/**
 * The status actions of a review, guide or news card, one look for the three lists: Pubblica
 * (primary, whenever the item is not published), Programma / Annulla programmazione (ghost, not
 * when published) and Archivia (ghost, whenever the item is not archived). While a status change
 * runs (`busy`), Pubblica spins and the others wait. Hidden from a role that may not publish the text.
 */
export function StatusActions({
  kind,
  item,
  busy,
  onPublish,
  onArchive,
}: {
  kind: SchedulableKind;
  item: { id: number; stato: ContentStatus; pubblicazione_programmata: string | null; id_autore?: number | null };
  busy: boolean;
  onPublish(): void;
  onArchive(): void;
}) {
  const { id, stato, pubblicazione_programmata: scheduledAt } = item;
  // None of them for a role that may not publish this text (decision 0063).
  if (!useTextRights(item).publish) return null;
  return (
    <>
      {stato !== 'pubblicata' && (
        <Button size="sm" variant="primary" icon={<Send size={16} aria-hidden="true" />} onClick={onPublish} loading={busy}>
          {L.publish}
        </Button>
      )}
      <ScheduleActions kind={kind} id={id} stato={stato} scheduledAt={scheduledAt} disabled={busy} />
      {stato !== 'archiviata' && (
        <Button size="sm" variant="ghost" icon={<Archive size={16} aria-hidden="true" />} onClick={onArchive} disabled={busy}>
          {L.archive}
        </Button>
      )}
    </>
  );
}
