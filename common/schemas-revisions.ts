import { toPositiveId } from './ids.ts';
import { REVISION_MSG as R } from './messages-revisions.ts';
import { REVISION_TYPES } from './types.ts';
import { z } from './validation.ts';

/** GET /api/revisioni?tipo={recensione|guida|notizia|chi-siamo}&id={id}: the revisions of one content. */
export const revisionListQuerySchema = z.object({
  tipo: z.enum(REVISION_TYPES, { error: R.typeInvalid }),
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
