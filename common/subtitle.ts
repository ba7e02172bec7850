import { z } from './validation.ts';

/** The longest subtitle (`sottotitolo`) of a review, a guide or a news item. */
export const SUBTITLE_MAX = 200;

/** The subtitle's Italian strings: the editors' label and hint, the API's 400. */
export const SUBTITLE_MSG = {
  label: 'Sottotitolo',
  hint: 'Facoltativo: una riga sotto il titolo, al massimo 200 caratteri.',
  subtitleInvalid: 'Il sottotitolo deve essere un testo.',
  subtitleMax: 'Il sottotitolo può avere al massimo 200 caratteri.',
} as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * The subtitle of every publishable text, one rule for the three: plain text, trimmed, at most
 * SUBTITLE_MAX characters; blank means none (null). Left out, it does not change.
 */
export const subtitleSchema = z
  .preprocess(blankToNull, z.string({ error: SUBTITLE_MSG.subtitleInvalid }).trim().max(SUBTITLE_MAX, { error: SUBTITLE_MSG.subtitleMax }).nullable())
  .optional();
