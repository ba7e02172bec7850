import { ALT_MAX, CREDIT_MAX } from './media.ts';
import { MEDIA_MSG } from './messages-media.ts';
import { pageQuerySchema } from './schemas.ts';
import { errorMessageFor, z } from './validation.ts';

/**
 * The media library's requests (decision 0060): the list's query, an upload's text fields and an
 * edit. Texts are one line, trimmed; an empty credit is none.
 */

const oneLine = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const altSchema = z.preprocess(oneLine, z.string({ error: MEDIA_MSG.altRequired }).min(1, { error: MEDIA_MSG.altRequired }).max(ALT_MAX, { error: MEDIA_MSG.altMax }));
/** Alt text of an Unsplash pick: may be cleared (null). */
const optionalAltSchema = z.preprocess((v) => blankToNull(oneLine(v)), z.string().max(ALT_MAX, { error: MEDIA_MSG.altMax }).nullable());
export const creditSchema = z.preprocess((v) => blankToNull(oneLine(v)), z.string().max(CREDIT_MAX, { error: MEDIA_MSG.creditMax }).nullable());

/** GET /api/media?q=&fonte=&limit=&offset= */
export const mediaListQuerySchema = pageQuerySchema.extend({
  q: z.preprocess(oneLine, z.string().max(100, { error: MEDIA_MSG.queryMax }).optional()),
  fonte: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['caricamento', 'unsplash'], { error: MEDIA_MSG.sourceInvalid }).optional()),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

/** The text fields of POST /api/media (multipart): alt required, credit optional. */
export const mediaUploadFieldsSchema = z.strictObject({
  alt: altSchema,
  credito: creditSchema.optional(),
});
export type MediaUploadFields = z.infer<typeof mediaUploadFieldsSchema>;

/** PATCH /api/media/{id}: the alt text (required again for an upload: the service checks) and the credit. */
export const mediaPatchSchema = z.strictObject({
  alt: optionalAltSchema.optional(),
  credito: creditSchema.optional(),
});
export type MediaPatchInput = z.infer<typeof mediaPatchSchema>;

export const mediaErrorMessage = errorMessageFor(MEDIA_MSG);
