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

/** Why a time cannot be scheduled at `now` (null when it can): a publication is always in the future. */
export function scheduleTimeError(quando: string | Date, now: Date = new Date()): string | null {
  const at = quando instanceof Date ? quando.getTime() : Date.parse(quando);
  if (Number.isNaN(at)) return S.whenInvalid;
  return at > now.getTime() ? null : S.whenPast;
}
