import { REVIEW_MAX_LENGTH, REVIEW_MSG as R } from './messages-reviews.ts';
import { idSchema } from './schemas.ts';
import { confirmationsSchema } from './schemas-claims.ts';
import { replaceTags } from './text.ts';
import { errorMessageFor, z } from './validation.ts';
import { CLAIMS_MSG } from './messages-claims.ts';
import { SUBTITLE_MSG, subtitleSchema } from './subtitle.ts';
import { SEO_MSG } from './messages-seo.ts';
import { seoFieldsSchema } from './seo.ts';

/**
 * Request bodies of the reviews, shared by the dashboard and the API: the same rules and
 * the same Italian sentences on both sides (spec sections 5 and 7).
 */

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalId = (message: string) => z.preprocess(blankToNull, idSchema(message).nullable()).optional();

/** HTML whose text is blank ('<p></p>', '<p>&nbsp;</p>') counts as empty. */
export const isBlankHtml = (html: string) =>
  replaceTags(html)
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim() === '';

/** POST /api/recensioni/genera/{productId}: {id_prompt?} (prompt_id is read too, as the guides call it). */
export const reviewGenerateSchema = z
  .strictObject({
    id_prompt: optionalId(R.promptInvalid),
    prompt_id: optionalId(R.promptInvalid),
  })
  .transform(({ id_prompt, prompt_id }) => ({ id_prompt: id_prompt ?? prompt_id ?? null }));
export type ReviewGenerateInput = z.infer<typeof reviewGenerateSchema>;

/**
 * PUT /api/recensioni/{productId}: {recensione_prodotto} (the spec's field; contenuto is read too),
 * optionally titolo (titolo_recensione) and, for a published review whose new text has claims to
 * resolve, conferme (each claim stated true with its source, decision 0023).
 */
export const reviewUpdateSchema = z
  .strictObject({
    recensione_prodotto: z.string({ error: R.contentRequired }).max(REVIEW_MAX_LENGTH, { error: R.contentTooLong }).optional(),
    contenuto: z.string({ error: R.contentRequired }).max(REVIEW_MAX_LENGTH, { error: R.contentTooLong }).optional(),
    titolo: z.preprocess(blankToNull, z.string().trim().max(300, { error: R.titleMax }).nullable()).optional(),
    titolo_recensione: z.preprocess(blankToNull, z.string().trim().max(300, { error: R.titleMax }).nullable()).optional(),
    sottotitolo: subtitleSchema,
    ...seoFieldsSchema,
    conferme: confirmationsSchema.optional(),
  })
  .transform(({ recensione_prodotto, contenuto, titolo, titolo_recensione, sottotitolo, seo_titolo, seo_descrizione, noindex, conferme }) => ({
    recensione_prodotto: recensione_prodotto ?? contenuto ?? '',
    titolo: titolo !== undefined ? titolo : titolo_recensione,
    sottotitolo,
    seo_titolo,
    seo_descrizione,
    noindex,
    conferme: conferme ?? [],
  }))
  .refine((v) => !isBlankHtml(v.recensione_prodotto), { error: R.contentRequired });
export type ReviewUpdateInput = z.infer<typeof reviewUpdateSchema>;

/** One Italian sentence for a failed parse, the same in the screen and in the API's 400. */
export const reviewErrorMessage = errorMessageFor(R, CLAIMS_MSG, SUBTITLE_MSG, SEO_MSG);
