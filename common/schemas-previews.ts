import { CONTENT_TYPES, type ContentType } from './content-types.ts';
import { toPositiveId } from './ids.ts';
import { PREVIEW_MSG as P } from './messages-previews.ts';
import { z } from './validation.ts';

/**
 * The types whose preview needs the saved text: a review is the text of a saved product, shown on
 * that product's page; a guide or a news item not saved yet can be previewed from the draft alone.
 */
export const SAVED_ONLY: readonly ContentType[] = ['recensione'];

/**
 * POST /api/anteprime: `{tipo, id|null, ...campi}`, the editor's current fields (those of `tipo` in
 * common/content-types.ts; the server keeps only those, cleaned like a pending version).
 */
export const previewSchema = z
  .object({
    tipo: z.enum(CONTENT_TYPES, { error: P.typeInvalid }),
    id: z.unknown().transform((v, ctx) => {
      if (v === null || v === undefined) return null;
      const id = toPositiveId(v);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: P.idInvalid });
        return z.NEVER;
      }
      return id;
    }),
  })
  .catchall(z.unknown())
  .superRefine((value, ctx) => {
    if (value.id === null && SAVED_ONLY.includes(value.tipo)) ctx.addIssue({ code: 'custom', path: ['id'], message: P.savedOnly });
  });
export type PreviewInput = z.infer<typeof previewSchema>;

/** What POST /api/anteprime answers: the preview page's address and when it stops answering. */
export interface PreviewCreated {
  token: string;
  url: string;
  scade_il: string;
}
