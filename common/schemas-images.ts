import { atStockWidth, isUnsplashImageUrl, isUnsplashPhotoId, unsplashProfileUrl } from './images.ts';
import { IMAGE_MSG as M } from './messages-images.ts';
import { formatZodError, z } from './validation.ts';

/**
 * Request shapes of the cover images (issue 11), shared by the picker and the API. What the
 * browser sends is untrusted: only Unsplash's own hosts pass, and the cover URL is normalised to
 * the stock width again on the server.
 */

/** GET /api/immagini/cerca?query=: a keyword, trimmed; blank is refused (the picker never sends it). */
export const imageSearchQuerySchema = z.object({
  query: z
    .string({ error: M.queryRequired })
    .trim()
    .min(1, { error: M.queryRequired })
    .max(100, { error: M.queryMax }),
});

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const unsplashImage = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(2000, { error: M.urlInvalid })
  .refine(isUnsplashImageUrl, { error: M.urlInvalid });

/** POST /api/immagini: a photo chosen in the picker (what the search answered for it, and the keyword). */
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
});
export type ImageChoiceInput = z.infer<typeof imageChoiceSchema>;

const OWN = new Set<string>((Object.values(M) as unknown[]).filter((v): v is string => typeof v === 'string'));

/** One Italian sentence for a failed parse: our own sentences as they are, else "campo: messaggio". */
export function imageErrorMessage(error: z.ZodError): string {
  const message = error.issues[0]?.message;
  return message && OWN.has(message) ? message : formatZodError(error);
}
