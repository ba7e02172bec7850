import { LIST_MSG } from './messages-lists.ts';
import { idSchema } from './schemas.ts';
import { z } from './validation.ts';

/** At most this many items in one bulk action (one request, one answer per item). */
export const BULK_MAX = 100;

/**
 * POST /api/{prodotti|recensioni|guide|notizie}/azioni: `{ azione, ids }`, one action on up to
 * 100 items. Repeated ids count once.
 */
export const bulkSchema = <const A extends readonly [string, ...string[]]>(actions: A) =>
  z.strictObject({
    azione: z.enum(actions, { error: LIST_MSG.invalidAction }),
    ids: z
      .array(idSchema(LIST_MSG.invalidIds), { error: LIST_MSG.invalidIds })
      .min(1, { error: LIST_MSG.invalidIds })
      .max(BULK_MAX, { error: LIST_MSG.invalidIds })
      .transform((ids) => [...new Set(ids)]),
  });

/** The answer of a bulk action: which items it changed, and why the others were not. */
export interface BulkResult {
  riusciti: number[];
  falliti: Array<{ id: number; errore: string }>;
}
