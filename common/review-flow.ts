import type { ContentType } from './content-types.ts';
import { REVIEW_FLOW_MSG as M } from './messages-review-flow.ts';
import { atLeast, type Role } from './roles.ts';
import type { ReviewState } from './types.ts';
import { errorMessageFor, z } from './validation.ts';

/**
 * The review before publishing (decision 0065), declared once for the
 * server and the dashboard: a writer who cannot publish sends a draft 'in revisione'; an editor
 * publishes it or sends it back ('rimandata') with a note the writer sees.
 */

/** The longest note an editor may leave. */
export const NOTE_MAX = 1000;

/** POST /api/{path}/{id}/rimanda: the note is required. */
export const sendBackSchema = z.strictObject({
  nota: z.string({ error: M.noteRequired }).trim().min(1, { error: M.noteRequired }).max(NOTE_MAX, { error: M.noteTooLong }),
});
export type SendBackInput = z.infer<typeof sendBackSchema>;
export const sendBackErrorMessage = errorMessageFor(M);

/** One text of GET /api/revisione (and of the writer's own, GET /api/revisione/miei). */
export interface ReviewQueueItem {
  tipo: ContentType;
  /** The text's own id. */
  id: number;
  /** The editor page's path id: a review's PRODUCT id, else the text's own id. */
  id_percorso: number;
  titolo: string;
  /** The writer's byline name (display name, else username); null when the account is gone. */
  autore: string | null;
  revisione: ReviewState;
  nota_revisione: string | null;
  revisione_il: string | null;
}

/** Whether a user may publish a text (the editor page shows Pubblica and Programma): an editor any, an autore their own. */
export function mayPublish(user: { id: number; ruolo: Role }, idAutore: number | null): boolean {
  return atLeast(user.ruolo, 'editor') || (atLeast(user.ruolo, 'autore') && idAutore !== null && idAutore === user.id);
}
