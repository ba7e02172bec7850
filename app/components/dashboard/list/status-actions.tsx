import { Archive, Send } from 'lucide-react';
import type { ReactNode } from 'react';
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
    <PublishButtons stato={stato} busy={busy} onPublish={onPublish} onArchive={onArchive}>
      <ScheduleActions kind={kind} id={id} stato={stato} scheduledAt={scheduledAt} disabled={busy} />
    </PublishButtons>
  );
}

/**
 * Pubblica (primary, unless published) and Archivia (ghost, unless archived), written once for the
 * cards (StatusActions) and the editor's side panel (StatusSection); `children` go between them (the
 * cards' Programma). While a status change runs (`busy`) Pubblica spins and Archivia waits;
 * `disabled` holds both (the editor's unsaved changes).
 */
export function PublishButtons({
  stato,
  busy,
  disabled = false,
  onPublish,
  onArchive,
  children,
}: {
  stato: ContentStatus;
  busy: boolean;
  disabled?: boolean;
  onPublish(): void;
  onArchive(): void;
  children?: ReactNode;
}) {
  return (
    <>
      {stato !== 'pubblicata' && (
        <Button size="sm" variant="primary" icon={<Send size={16} aria-hidden="true" />} onClick={onPublish} loading={busy} disabled={disabled}>
          {L.publish}
        </Button>
      )}
      {children}
      {stato !== 'archiviata' && (
        <Button size="sm" variant="ghost" icon={<Archive size={16} aria-hidden="true" />} onClick={onArchive} disabled={busy || disabled}>
          {L.archive}
        </Button>
      )}
    </>
  );
}
