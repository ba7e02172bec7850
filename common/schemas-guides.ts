import { normalizeGuideContent } from './guide-content.ts';
import { GUIDE_MSG as G, MAX_GUIDE_PRODUCTS } from './messages-guides.ts';
import { IMAGE_MSG } from './messages-images.ts';
import { type ImageChoiceInput, pickedImageSchema } from './schemas-images.ts';
import { idSchema } from './schemas.ts';
import type { GuideContent } from './types.ts';
import { errorMessageFor, z } from './validation.ts';
import { aiVerificationSchema, confirmationsSchema } from './schemas-claims.ts';
import { CLAIMS_MSG } from './messages-claims.ts';
import { SUBTITLE_MSG, subtitleSchema } from './subtitle.ts';
import { SEO_MSG } from './messages-seo.ts';
import { seoFieldsSchema } from './seo.ts';

/**
 * Request bodies of the guides, shared by the dashboard form and the API: the same
 * rules and the same Italian sentences on both sides (spec sections 5 and 7).
 */

/** The longest HTML of one part of a guide, and of the whole content. */
export const GUIDE_PART_MAX = 100_000;
const GUIDE_CONTENT_MAX = 400_000;
const GUIDE_SECTIONS_MAX = 50;

export const guideTitleSchema = z.string({ error: G.titleRequired }).trim().min(1, { error: G.titleRequired }).max(300, { error: G.titleMax });

/** 1…10 distinct product ids, in the guide's order. */
export const guideProductsSchema = z
  .array(idSchema(G.productInvalid), { error: G.productsRequired })
  .min(1, { error: G.productsRequired })
  .max(MAX_GUIDE_PRODUCTS, { error: G.productsMax })
  .refine((ids) => new Set(ids).size === ids.length, { error: G.productsDuplicate });

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A cover: an http(s) URL or a path on this site ('/demo/…'); '' or null → none. */
export const guideCoverSchema = z.preprocess(
  blankToNull,
  z
    .string({ error: G.coverInvalid })
    .trim()
    .max(2000, { error: G.coverInvalid })
    .refine(
      (v) => {
        if (v.startsWith('/')) return !v.startsWith('//');
        try {
          const u = new URL(v);
          return u.protocol === 'http:' || u.protocol === 'https:';
        } catch {
          return false;
        }
      },
      { error: G.coverInvalid },
    )
    .nullable(),
);

/**
 * `immagine` of POST /api/guide: a cover URL as above, or the picker's image object
 * (spec section 3), which the server records and reports to Unsplash like POST /api/immagini.
 */
const guideCoverOrPickSchema = z.unknown().transform((v, ctx): string | null | ImageChoiceInput => {
  const checked = v !== null && typeof v === 'object' && !Array.isArray(v) ? pickedImageSchema.safeParse(v) : guideCoverSchema.safeParse(v);
  if (checked.success) return checked.data;
  ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? G.coverInvalid });
  return z.NEVER;
});

const optionalId = (message: string) => z.preprocess(blankToNull, idSchema(message).nullable()).optional();

/**
 * Checks one of the three accepted shapes of contenuto (spec section 3): the object
 * {introduzione, sezioni[{id_prodotto, testo}], conclusione}, a plain list of sections (strings or
 * {id_prodotto, testo}), or a string (HTML, or the JSON of one of the other two). Null when fine.
 */
function contentProblem(raw: unknown): string | null {
  const text = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.length <= GUIDE_PART_MAX);
  const section = (s: unknown) => {
    if (typeof s === 'string') return s.length <= GUIDE_PART_MAX;
    if (!s || typeof s !== 'object' || Array.isArray(s)) return false;
    const o = s as Record<string, unknown>;
    const id = o.id_prodotto;
    const idOk = id === undefined || id === null || (typeof id === 'number' && Number.isInteger(id) && id > 0) || (typeof id === 'string' && /^\d{1,10}$/.test(id));
    return idOk && text(o.testo);
  };
  const sections = (v: unknown) => Array.isArray(v) && v.length <= GUIDE_SECTIONS_MAX + 2 && v.every(section);
  if (typeof raw === 'string') {
    if (raw.length > GUIDE_CONTENT_MAX) return G.contentTooLong;
    const t = raw.trim();
    if (t.startsWith('{') || t.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(t);
        return typeof parsed === 'string' ? null : contentProblem(parsed);
      } catch {
        return null; // a string that only looks like JSON is text
      }
    }
    return null;
  }
  if (JSON.stringify(raw ?? null).length > GUIDE_CONTENT_MAX) return G.contentTooLong;
  if (Array.isArray(raw)) return sections(raw) ? null : G.contentInvalid;
  if (raw && typeof raw === 'object') {
    const o = raw as Record<string, unknown>;
    // `verifica`: the generation's answer sent back whole as contenuto; ignored here (verifica_ai records it).
    const known = new Set(['introduzione', 'sezioni', 'conclusione', 'verifica']);
    if (Object.keys(o).some((k) => !known.has(k))) return G.contentInvalid;
    if (!text(o.introduzione) || !text(o.conclusione)) return G.contentInvalid;
    if (o.sezioni !== undefined && o.sezioni !== null && !sections(o.sezioni)) return G.contentInvalid;
    return null;
  }
  return G.contentInvalid;
}

/** contenuto in any accepted shape, normalised to {introduzione, sezioni, conclusione}. */
export const guideContentSchema = z
  .unknown()
  .superRefine((raw, ctx) => {
    const problem = raw === undefined ? G.contentInvalid : contentProblem(raw);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((raw): GuideContent => normalizeGuideContent(raw));

/** POST /api/guide/genera: {titolo, prodotti[ids]} and optionally the prompt (prompt_id, or id_prompt as the reviews call it). */
export const guideGenerateSchema = z
  .strictObject({
    titolo: guideTitleSchema,
    prodotti: guideProductsSchema,
    prompt_id: optionalId(G.promptInvalid),
    id_prompt: optionalId(G.promptInvalid),
  })
  .transform(({ id_prompt, prompt_id, ...rest }) => ({ ...rest, prompt_id: prompt_id ?? id_prompt ?? null }));
export type GuideGenerateInput = z.infer<typeof guideGenerateSchema>;

/**
 * POST /api/guide: {titolo, immagine, contenuto, prodotti} (spec section 7). The cover is
 * `immagine` (or `immagine_url`, the entity's field), or a picked image: already recorded
 * (`id_immagine`), or the picker's object as `immagine` (`immagine_scelta`, recorded with the
 * guide). Without `prodotti` the guide's products are those its sections name. A new guide is
 * always a draft.
 */
export const guideCreateSchema = z
  .strictObject({
    titolo: guideTitleSchema,
    sottotitolo: subtitleSchema,
    ...seoFieldsSchema,
    immagine: guideCoverOrPickSchema.optional(),
    immagine_url: guideCoverSchema.optional(),
    id_immagine: optionalId(G.imageInvalidId),
    contenuto: guideContentSchema,
    prodotti: guideProductsSchema.optional(),
    /** The model-based verification the generation returned (decision 0023): the guide is AI-written. */
    verifica_ai: aiVerificationSchema.optional(),
  })
  .transform(({ immagine, immagine_url, ...rest }, ctx) => {
    const picked = immagine !== null && typeof immagine === 'object' ? immagine : null;
    if (picked && typeof rest.id_immagine === 'number') {
      ctx.addIssue({ code: 'custom', message: G.imageTwice });
      return z.NEVER;
    }
    const cover = picked ? undefined : (immagine as string | null | undefined);
    return { ...rest, immagine_url: immagine_url !== undefined ? immagine_url : cover, immagine_scelta: picked };
  });
export type GuideCreateInput = z.infer<typeof guideCreateSchema>;

/**
 * PUT /api/guide/{id}: {titolo, contenuto, id_immagine?} for save and regenerate; the cover URL
 * (`immagine_url` or `immagine`), `prodotti`, `verifica_ai` (a regeneration's) and `conferme`
 * (new content for a published guide: claims stated true with their source) too. Fields left out
 * stay as they are.
 */
export const guideUpdateSchema = z
  .strictObject({
    titolo: guideTitleSchema.optional(),
    sottotitolo: subtitleSchema,
    ...seoFieldsSchema,
    immagine: guideCoverSchema.optional(),
    immagine_url: guideCoverSchema.optional(),
    id_immagine: optionalId(G.imageInvalidId),
    contenuto: guideContentSchema.optional(),
    prodotti: guideProductsSchema.optional(),
    verifica_ai: aiVerificationSchema.optional(),
    conferme: confirmationsSchema.optional(),
  })
  .transform(({ immagine, immagine_url, ...rest }) => ({ ...rest, immagine_url: immagine_url !== undefined ? immagine_url : immagine }));
export type GuideUpdateInput = z.infer<typeof guideUpdateSchema>;

/** One Italian sentence for a failed parse, the same in the form and in the API's 400 (a picked cover's sentences are the images'). */
export const guideErrorMessage = errorMessageFor(G, IMAGE_MSG, CLAIMS_MSG, SUBTITLE_MSG, SEO_MSG);
