import { NEWS_MSG as N, NEWS_RELEVANCE_MAX, NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from './messages-news.ts';
import { SITE_MSG } from './messages-site.ts';
import { idSchema, limitSchema, offsetSchema } from './schemas.ts';
import { SLUG_MAX, SLUG_PATTERN } from './slug.ts';
import { CONTENT_STATUSES } from './types.ts';
import { errorMessageFor, z } from './validation.ts';
import { aiVerificationSchema, confirmationsSchema } from './schemas-claims.ts';
import { CLAIMS_MSG } from './messages-claims.ts';
import { SUBTITLE_MSG, subtitleSchema } from './subtitle.ts';
import { SEO_MSG } from './messages-seo.ts';
import { seoFieldsSchema } from './seo.ts';

/**
 * Request bodies of the news pipeline, shared by the dashboard forms and the API: the
 * same rules and the same Italian sentences on both sides (spec sections 3, 5, 7).
 */

/** The longest article HTML and source text accepted. */
export const NEWS_HTML_MAX = 200_000;
export const NEWS_TEXT_MAX = 200_000;
/** POST /api/notizie/persisti takes at most this many articles. */
export const PERSIST_MAX = 50;

const blankToNull = (v: unknown) => (v === undefined ? undefined : typeof v === 'string' && v.trim() === '' ? null : v);
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/** An optional http(s) URL: '' or null → null; absent stays absent (no change). */
const urlField = (message: string, allowSitePath = false) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: message })
      .trim()
      .max(2000, { error: message })
      .refine((v) => isHttpUrl(v) || (allowSitePath && v.startsWith('/') && !v.startsWith('//')), { error: message })
      .nullable()
      .optional(),
  );

const textField = (max: number, message: string) => z.preprocess(blankToNull, z.string({ error: message }).trim().max(max, { error: message }).nullable().optional());

export const newsTitleSchema = z.string({ error: N.titleRequired }).trim().min(1, { error: N.titleRequired }).max(NEWS_TITLE_MAX, { error: N.titleMax });

export const relevanceSchema = z.coerce
  .number({ error: N.relevanceInvalid })
  .int({ error: N.relevanceInvalid })
  .min(0, { error: N.relevanceInvalid })
  .max(NEWS_RELEVANCE_MAX, { error: N.relevanceInvalid });

/** A date the editor or a feed gives: anything Date.parse reads; stored as ISO 8601. */
const dateOf = (message: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: message })
      .trim()
      .max(64, { error: message })
      .refine((v) => !Number.isNaN(Date.parse(v)), { error: message })
      .transform((v) => new Date(Date.parse(v)).toISOString())
      .nullable()
      .optional(),
  );
const dateField = dateOf(N.dateInvalid);

/** Every field of the news entity an editor can set (spec section 3). Absent fields do not change on PUT. */
const newsFields = {
  titolo: newsTitleSchema,
  sottotitolo: subtitleSchema,
  ...seoFieldsSchema,
  slug: z.preprocess(
    blankToNull,
    z.string({ error: N.slugInvalid }).trim().max(SLUG_MAX, { error: N.slugInvalid }).regex(SLUG_PATTERN, { error: N.slugInvalid }).nullable().optional(),
  ),
  sommario: textField(NEWS_SUMMARY_MAX, N.summaryMax),
  descrizione: textField(NEWS_SUMMARY_MAX, N.summaryMax),
  contenuto: textField(NEWS_HTML_MAX, N.textTooLong),
  testo_originale: textField(NEWS_TEXT_MAX, N.textTooLong),
  fonte: textField(200, N.textTooLong),
  link_fonte: urlField(N.linkInvalid),
  data_pubblicazione: dateField,
  /** The source's own date (a feed item's): never the publication's. */
  data_fonte: dateOf(N.sourceDateInvalid),
  immagine_url: urlField(N.imageInvalid, true),
  immagine_autore: textField(200, N.textTooLong),
  immagine_autore_link: urlField(N.linkInvalid),
  id_immagine: z.preprocess(blankToNull, idSchema(N.imageNotFound).nullable().optional()),
  stato: z.enum(CONTENT_STATUSES, { error: N.statusInvalid }).optional(),
  rilevanza: relevanceSchema.optional(),
  tag: textField(500, N.tagMax),
  /** The model-based verification 'Genera articolo' returned (decision 0023): the article is AI-written. */
  verifica_ai: aiVerificationSchema.optional(),
  /** Claims an editor states true, each with its source, when the item is (or becomes) public. */
  conferme: confirmationsSchema.optional(),
};

/** POST /api/notizie: a new item (a draft with relevance 0 unless said otherwise). */
export const newsCreateSchema = z.object(newsFields);
export type NewsCreateInput = z.infer<typeof newsCreateSchema>;

/** PUT /api/notizie/{id}: the fields sent change, the others stay. */
export const newsUpdateSchema = z.object({ ...newsFields, titolo: newsTitleSchema.optional() });
export type NewsUpdateInput = z.infer<typeof newsUpdateSchema>;

/**
 * POST /api/notizie/bozze: a candidate from the feeds (its fields, spec section 3). The link is
 * what keeps the same feed item from becoming two news items.
 */
export const candidateSchema = z.object({
  titolo: newsTitleSchema,
  sommario: textField(NEWS_SUMMARY_MAX * 4, N.summaryMax),
  descrizione: textField(NEWS_TEXT_MAX, N.textTooLong),
  testo_originale: textField(NEWS_TEXT_MAX, N.textTooLong),
  fonte: textField(200, N.textTooLong),
  link_fonte: urlField(N.linkInvalid),
  link: urlField(N.linkInvalid),
  /** The feed item's date: stored as the draft's source date (`data_fonte`), not its publication date. */
  data_pubblicazione: dateField.catch(null),
  immagine_url: urlField(N.imageInvalid),
  immagine_autore: textField(200, N.textTooLong),
});
export type CandidateInput = z.infer<typeof candidateSchema>;

/** POST /api/notizie/sintetizza {titolo?, testo} → {sommario}. */
export const summarizeSchema = z.object({
  titolo: z.preprocess(blankToNull, z.string().trim().max(NEWS_TITLE_MAX, { error: N.titleMax }).nullable().optional()),
  testo: z.string({ error: N.textRequired }).trim().min(1, { error: N.textRequired }).max(NEWS_TEXT_MAX, { error: N.textTooLong }),
});
export type SummarizeInput = z.infer<typeof summarizeSchema>;

/** POST /api/notizie/genera {titolo, testo, fonte?, link_fonte?, id_prompt?} → {contenuto}. */
export const generateNewsSchema = z.object({
  titolo: newsTitleSchema,
  testo: z.string({ error: N.textRequired }).trim().min(1, { error: N.textRequired }).max(NEWS_TEXT_MAX, { error: N.textTooLong }),
  fonte: textField(200, N.textTooLong),
  link_fonte: urlField(N.linkInvalid),
  id_prompt: z.preprocess(blankToNull, idSchema(N.promptInvalid).nullable().optional()),
});
export type GenerateNewsInput = z.infer<typeof generateNewsSchema>;

/** POST /api/notizie/persisti {articoli: […]}: each article is checked on its own (invalid ones are skipped). */
export const persistSchema = z.object({
  articoli: z
    .array(z.unknown(), { error: N.articlesRequired })
    .min(1, { error: N.articlesRequired })
    .max(PERSIST_MAX, { error: N.articlesMax(PERSIST_MAX) }),
});

/** One article of persisti: a candidate, or a full news body. */
export const persistArticleSchema = candidateSchema.extend({
  contenuto: textField(NEWS_HTML_MAX, N.textTooLong),
  rilevanza: relevanceSchema.optional(),
  tag: textField(500, N.tagMax),
});
export type PersistArticleInput = z.infer<typeof persistArticleSchema>;

/** GET /api/notizie: ?stato, ?limit, ?offset, ?q (title or summary), ?fonte. */
export const newsListQuerySchema = z.object({
  stato: z.preprocess(blankToUndefined, z.enum(CONTENT_STATUSES, { error: SITE_MSG.invalidStato }).optional()),
  limit: limitSchema,
  offset: offsetSchema,
  q: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  fonte: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

/** Feed sources (/api/fonti-feed). */
export const feedUrlSchema = z
  .string({ error: N.sourceUrlRequired })
  .trim()
  .min(1, { error: N.sourceUrlRequired })
  .max(2000, { error: N.sourceUrlInvalid })
  .refine(isHttpUrl, { error: N.sourceUrlInvalid });

export const feedSourceCreateSchema = z.object({
  url: feedUrlSchema,
  nome: z.preprocess(blankToNull, z.string().trim().max(120, { error: N.sourceNameMax }).nullable().optional()),
});
export type FeedSourceCreateInput = z.infer<typeof feedSourceCreateSchema>;

export const feedSourceUpdateSchema = z.object({
  nome: z.string().trim().min(1, { error: N.sourceNameMax }).max(120, { error: N.sourceNameMax }).optional(),
  attivo: z.boolean({ error: 'attivo deve essere true o false.' }).optional(),
});
export type FeedSourceUpdateInput = z.infer<typeof feedSourceUpdateSchema>;

/** The news sentences as they are (they name their field); others as "campo: messaggio". */
export const newsErrorMessage = errorMessageFor(N, CLAIMS_MSG, SUBTITLE_MSG, SEO_MSG);
