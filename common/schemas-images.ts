import { atStockWidth, isUnsplashImageUrl, isUnsplashPhotoId, profileOf, unsplashProfileUrl } from './images.ts';
import { IMAGE_MSG as M } from './messages-images.ts';
import { errorMessageFor, z } from './validation.ts';

/**
 * Request shapes of the cover images, shared by the picker and the API. What the
 * browser sends is untrusted: only Unsplash's own hosts pass, and the cover URL is normalised to
 * the stock width again on the server.
 */

/** GET /api/immagini/cerca?query=: a keyword, trimmed; blank is refused (the picker never sends it). */
export const imageSearchQuerySchema = z.object({
  query: z.string({ error: M.queryRequired }).trim().min(1, { error: M.queryRequired }).max(100, { error: M.queryMax }),
});

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const unsplashImage = z.string({ error: M.urlInvalid }).trim().max(2000, { error: M.urlInvalid }).refine(isUnsplashImageUrl, { error: M.urlInvalid });

/** POST /api/immagini: a photo chosen in the picker (what the search answered for it, and the keyword). */
/** A side of a photo in pixels: a whole number up to 100000, else unknown (null). */
const photoSide = z.preprocess((v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 100_000 ? v : null), z.number().nullable()).optional();

export const imageChoiceSchema = z.strictObject({
  id: z.string({ error: M.idInvalid }).refine(isUnsplashPhotoId, { error: M.idInvalid }),
  url: unsplashImage.transform((u) => atStockWidth(u)),
  url_full: z.preprocess(blankToNull, unsplashImage.nullable()).optional(),
  autore: z.string({ error: M.authorRequired }).trim().min(1, { error: M.authorRequired }).max(200, { error: M.authorRequired }),
  autore_link: z
    .string({ error: M.authorLinkInvalid })
    .trim()
    .max(300, { error: M.authorLinkInvalid })
    .transform((v, ctx) => {
      const profile = unsplashProfileUrl(v);
      if (!profile) {
        ctx.addIssue({ code: 'custom', message: M.authorLinkInvalid });
        return z.NEVER;
      }
      return profile;
    }),
  download_location: z.preprocess(blankToNull, z.string({ error: M.downloadLocationInvalid }).trim().max(2000, { error: M.downloadLocationInvalid }).nullable()).optional(),
  query: z.preprocess(blankToNull, z.string().trim().max(100, { error: M.queryMax }).nullable()).optional(),
  /** The photo's size in pixels as Unsplash gives it (its proportions size the image where it is shown); dropped when not plausible. */
  width: photoSide,
  height: photoSide,
});
export type ImageChoiceInput = z.infer<typeof imageChoiceSchema>;

/** A value inside nested objects (`user.links.html`), or undefined when a step is not an object. */
function at(value: unknown, ...keys: string[]): unknown {
  let v = value;
  for (const key of keys) {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

const given = (...values: unknown[]) => values.find((v) => v !== undefined && v !== null && v !== '');

/**
 * The photo id of an Unsplash download address (…/photos/{id}/download, after the API's base path
 * when UNSPLASH_API_URL has one), when it is one; the server checks the whole address afterwards.
 */
function photoIdOf(downloadLocation: unknown): string | undefined {
  if (typeof downloadLocation !== 'string' || downloadLocation.length > 2000) return undefined;
  try {
    const parts = new URL(downloadLocation).pathname.split('/');
    const [photos, id, download] = parts.slice(-3);
    return parts.length >= 4 && photos === 'photos' && download === 'download' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The picker's image object as a guide's `immagine` (spec section 3 "Image result: url,
 * autore; on save also urls.regular, urls.full, user.name, user.links.html"): a search result as
 * GET /api/immagini/cerca answers it, or the spec's smaller shape. Read into the body of
 * POST /api/immagini and checked by the same rules (only Unsplash's hosts, the configured API's
 * download address); the photo id is `id`, else the one in `links.download_location`. Other fields
 * of a result (thumb, color, width…) are ignored.
 */
export const pickedImageSchema = z.record(z.string(), z.unknown(), { error: M.idInvalid }).transform((o, ctx): ImageChoiceInput => {
  const downloadLocation = given(o.download_location, at(o, 'links', 'download_location'));
  const username = at(o, 'user', 'username');
  const choice = {
    id: given(o.id, photoIdOf(downloadLocation)),
    url: given(o.url, at(o, 'urls', 'regular')),
    url_full: given(o.url_full, at(o, 'urls', 'full')),
    autore: given(o.autore, at(o, 'user', 'name')),
    autore_link: given(o.autore_link, at(o, 'user', 'links', 'html'), typeof username === 'string' ? profileOf(username) : undefined),
    download_location: downloadLocation,
    query: given(o.query),
    width: o.width,
    height: o.height,
  };
  const checked = imageChoiceSchema.safeParse(choice);
  if (checked.success) return checked.data;
  ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? M.idInvalid });
  return z.NEVER;
});

/** One Italian sentence for a failed parse: our own sentences as they are, else "campo: messaggio". */
export const imageErrorMessage = errorMessageFor(M);
