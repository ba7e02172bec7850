import { REDIRECT_MSG } from './messages-redirects.ts';
import { errorMessageFor, z } from './validation.ts';

/** POST /api/reindirizzamenti: two paths of this site (checked and normalised by the service). */
export const redirectCreateSchema = z.strictObject({
  da: z.string({ error: REDIRECT_MSG.pathRequired }).max(2048, { error: REDIRECT_MSG.pathTooLong }),
  a: z.string({ error: REDIRECT_MSG.pathRequired }).max(2048, { error: REDIRECT_MSG.pathTooLong }),
});
export type RedirectCreateInput = z.infer<typeof redirectCreateSchema>;

/**
 * The optional query of the shared DELETE /api/{path}/{id}: what the deleted text's address
 * answers. Absent (or 404): nothing, as before; 410: 'Contenuto rimosso'; 301: a redirect to `a`.
 */
export const deleteChoiceSchema = z
  .object({
    esito: z.enum(['404', '410', '301'], { error: REDIRECT_MSG.deleteChoiceInvalid }).optional(),
    a: z.string({ error: REDIRECT_MSG.deleteTargetRequired }).max(2048, { error: REDIRECT_MSG.pathTooLong }).optional(),
  })
  .refine((v) => v.esito !== '301' || (v.a ?? '').trim() !== '', { error: REDIRECT_MSG.deleteTargetRequired });
export type DeleteChoice = z.infer<typeof deleteChoiceSchema>;

export const redirectErrorMessage = errorMessageFor(REDIRECT_MSG);

/** Where a redirect came from. */
export type RedirectOrigin = 'manuale' | 'slug' | 'eliminazione';

/** One redirect as GET /api/reindirizzamenti lists it; `a` null: the address answers 410. */
export interface Redirect {
  id: number;
  da: string;
  a: string | null;
  origine: RedirectOrigin;
  utilizzi: number;
  ultimo_utilizzo: string | null;
  creato_il: string;
}

/** The query string of the shared DELETE for a choice ('' when none: the DELETE of before). */
export function deleteChoiceQuery(after?: DeleteChoice): string {
  if (!after?.esito || after.esito === '404') return '';
  return after.esito === '410' ? '?esito=410' : `?esito=301&a=${encodeURIComponent(after.a ?? '')}`;
}
