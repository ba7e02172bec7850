import { CalendarClock } from 'lucide-react';
import { SCHEDULE_MSG as S } from '../../../../common/messages-schedule.ts';
import { Badge } from '../../ui/badge.tsx';
import { formatRome } from './rome-time.ts';

/** 'Programmata per 27 nov 2026, 09:00' (Italian time) on a scheduled item; nothing when none is set. */
export function ScheduleBadge({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <Badge tone="info">
      <CalendarClock size={14} aria-hidden="true" />
      <time dateTime={at}>{S.scheduledFor(formatRome(at))}</time>
    </Badge>
  );
}
