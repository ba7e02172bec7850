import { CLAIMS_MSG } from './messages-claims.ts';
import { SCHEDULE_MSG as S } from './messages-schedule.ts';
import { confirmationsSchema } from './schemas-claims.ts';
import { errorMessageFor, z } from './validation.ts';

/**
 * POST /api/{recensioni|guide|notizie}/{id}/programma: `quando`, an ISO-8601 date and time with its
 * offset (stored as UTC), and the claims the editor confirms now (`conferme`, as for Pubblica).
 * That it is in the future is checked against the clock by `scheduleTimeError`.
 */
export const scheduleSchema = z.strictObject({
  quando: z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined ? S.whenRequired : S.whenInvalid) }),
  conferme: confirmationsSchema.optional(),
});
export type ScheduleInput = z.infer<typeof scheduleSchema>;

/** The Italian sentence of a refused schedule request: own sentences as they are, others "campo: messaggio". */
export const scheduleErrorMessage = errorMessageFor(S, CLAIMS_MSG);

/** How far ahead a publication may be scheduled, in years. */
export const SCHEDULE_MAX_YEARS = 2;

/** The latest instant that can be scheduled at `now`: the same day and time SCHEDULE_MAX_YEARS years on (UTC). */
export function latestSchedulable(now: Date): Date {
  const max = new Date(now.getTime());
  max.setUTCFullYear(max.getUTCFullYear() + SCHEDULE_MAX_YEARS);
  return max;
}

/**
 * Why a time cannot be scheduled at `now` (null when it can): a publication is in the future and at
 * most SCHEDULE_MAX_YEARS years ahead, so the stored instant always has a four-digit year (a date
 * past 9999 would be written '+010000-…' and compare as text before today).
 */
export function scheduleTimeError(quando: string | Date, now: Date = new Date()): string | null {
  const at = quando instanceof Date ? quando.getTime() : Date.parse(quando);
  if (Number.isNaN(at)) return S.whenInvalid;
  if (at <= now.getTime()) return S.whenPast;
  return at > latestSchedulable(now).getTime() ? S.whenTooFar : null;
}
