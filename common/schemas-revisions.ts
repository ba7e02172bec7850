import { toPositiveId } from './ids.ts';
import { publishSchema } from './schemas-claims.ts';
import { REVISION_MSG as R } from './messages-revisions.ts';
import { EDITABLE_TYPES } from './content-types.ts';
import { PENDING_ACTIONS } from './types.ts';
import { z } from './validation.ts';

/** GET /api/revisioni?tipo={recensione|guida|notizia|chi-siamo}&id={id}: the revisions of one content. */
export const revisionListQuerySchema = z.object({
  tipo: z.enum(EDITABLE_TYPES, { error: R.typeInvalid }),
  id: z.unknown().transform((v, ctx) => {
    const id = toPositiveId(v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: R.contentIdInvalid });
      return z.NEVER;
    }
    return id;
  }),
});
export type RevisionListQuery = z.infer<typeof revisionListQuerySchema>;

/**
 * POST /api/revisioni: a version kept without being applied: `azione` 'autosalvataggio' (the
 * editor's work in progress) or 'proposta' (an AI text for a published content); `contenuto` the
 * editor's fields (server/domain/pending-versions.ts keeps those of `tipo` only, sanitised).
 */
export const pendingVersionSchema = z.object({
  tipo: z.enum(EDITABLE_TYPES, { error: R.typeInvalid }),
  id: revisionListQuerySchema.shape.id,
  azione: z.enum(PENDING_ACTIONS, { error: R.pendingActionInvalid }),
  contenuto: z.record(z.string(), z.unknown(), { error: R.pendingContentInvalid }),
});
export type PendingVersionInput = z.infer<typeof pendingVersionSchema>;

/**
 * POST /api/revisioni/{id}/ripristina: {conferme?} (or no body). A restore into published text meets
 * the publishing gate like a save (decision 0023): the claims it refuses (409) are confirmed here,
 * each with its source.
 */
export const restoreSchema = publishSchema;
export type RestoreInput = z.infer<typeof restoreSchema>;
