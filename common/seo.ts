import { SEO_MSG } from './messages-seo.ts';
import { z } from './validation.ts';

/**
 * The search-engine fields every publishable text has (reviews, guides, news): a title and a
 * description that replace, in the page's head, what the page computes (null: no override), and a
 * flag that keeps the page out of search engines and the sitemap.
 */
export const SEO_TITLE_MAX = 70;
/** Google shows about 60 characters (600 px) of a title. */
export const SEO_TITLE_IDEAL = 60;
export const SEO_DESCRIPTION_MAX = 200;
/** Google shows about 160 characters of a description; under 120 it often writes its own. */
export const SEO_DESCRIPTION_IDEAL_MIN = 120;
export const SEO_DESCRIPTION_IDEAL_MAX = 160;

/** The three fields as the API answers them and the editors keep them. */
export interface SeoFields {
  seo_titolo: string | null;
  seo_descrizione: string | null;
  noindex: boolean;
}

export const NO_SEO: SeoFields = { seo_titolo: null, seo_descrizione: null, noindex: false };

/** One line of plain text: runs of white space (new lines included) become one space, trimmed. */
export const seoText = (text: string): string => text.replace(/\s+/g, ' ').trim();

const blankToNull = (v: unknown) => (typeof v === 'string' && seoText(v) === '' ? null : v);

const seoTextSchema = (max: number, invalid: string, tooLong: string) =>
  z
    .preprocess(
      blankToNull,
      z
        .string({ error: invalid })
        .transform(seoText)
        .pipe(z.string().max(max, { error: tooLong }))
        .nullable(),
    )
    .optional();

/**
 * The SEO fields of a save (PUT and POST of the three types): each optional (left out, it does not
 * change), text trimmed to one line, blank meaning none (null), bounded; the flag a boolean.
 */
export const seoFieldsSchema = {
  seo_titolo: seoTextSchema(SEO_TITLE_MAX, SEO_MSG.titleInvalid, SEO_MSG.titleMax),
  seo_descrizione: seoTextSchema(SEO_DESCRIPTION_MAX, SEO_MSG.descriptionInvalid, SEO_MSG.descriptionMax),
  noindex: z.boolean({ error: SEO_MSG.noindexInvalid }).optional(),
};

/** Where a length stands against Google's guidance: fine, shorter or longer than ideal. */
export type SeoLength = 'ok' | 'short' | 'long';

export function titleLength(text: string): SeoLength {
  return seoText(text).length > SEO_TITLE_IDEAL ? 'long' : 'ok';
}

/** An empty description is 'ok': the page's own is used. */
export function descriptionLength(text: string): SeoLength {
  const n = seoText(text).length;
  if (n === 0) return 'ok';
  if (n < SEO_DESCRIPTION_IDEAL_MIN) return 'short';
  return n > SEO_DESCRIPTION_IDEAL_MAX ? 'long' : 'ok';
}

/** A text's SEO fields alone (a public page's loader passes them to its meta). */
export const seoOf = (t: SeoFields): SeoFields => ({ seo_titolo: t.seo_titolo, seo_descrizione: t.seo_descrizione, noindex: t.noindex });

/** The SEO fields as an editor holds them while typing ('' for none). */
export interface SeoFormValues {
  seo_titolo: string;
  seo_descrizione: string;
  noindex: boolean;
}

export const EMPTY_SEO_FORM: SeoFormValues = { seo_titolo: '', seo_descrizione: '', noindex: false };

/** A text's stored SEO fields as the editor's values. */
export const seoFormValues = (t: Partial<SeoFields> | null | undefined): SeoFormValues => ({
  seo_titolo: t?.seo_titolo ?? '',
  seo_descrizione: t?.seo_descrizione ?? '',
  noindex: t?.noindex ?? false,
});

/** The editor's values as a save sends them and a snapshot keeps them: one line of text, blank as null. */
export const seoFieldsOf = (v: SeoFormValues): SeoFields => ({
  seo_titolo: seoText(v.seo_titolo) || null,
  seo_descrizione: seoText(v.seo_descrizione) || null,
  noindex: v.noindex,
});

/**
 * A kept version (an autosave, a revision) back in the editor's values: the SEO fields it has
 * (a text as typed, else none; the flag when it is a boolean), the others as they are.
 */
export function seoFromSnapshot(current: SeoFormValues, s: Record<string, unknown>): SeoFormValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    seo_titolo: 'seo_titolo' in s ? text(s.seo_titolo) : current.seo_titolo,
    seo_descrizione: 'seo_descrizione' in s ? text(s.seo_descrizione) : current.seo_descrizione,
    noindex: typeof s.noindex === 'boolean' ? s.noindex : current.noindex,
  };
}
