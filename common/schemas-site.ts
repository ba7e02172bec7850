import { CONTACT_LIMITS, HONEYPOT_FIELD, HONEYPOT_MAX } from './contact-limits.ts';
import { SITE_MSG } from './messages-site.ts';
import { MAX_ID } from './ids.ts';
import { limitSchema, offsetSchema } from './schemas.ts';
import { CONTENT_STATUSES } from './types.ts';
import { z } from './validation.ts';

/** Request shapes of the public site, shared by the server (validation) and the browser (forms). */

export { CONTACT_LIMITS, CONTACT_RATE, HONEYPOT_FIELD } from './contact-limits.ts';

export const contactSchema = z.strictObject({
  nome: z
    .string({ error: SITE_MSG.contactNameError })
    .trim()
    .min(CONTACT_LIMITS.nome.min, { error: SITE_MSG.contactNameError })
    .max(CONTACT_LIMITS.nome.max, { error: SITE_MSG.contactTooLong(CONTACT_LIMITS.nome.max) }),
  email: z
    .string({ error: SITE_MSG.contactEmailError })
    .trim()
    .max(CONTACT_LIMITS.email.max, { error: SITE_MSG.contactEmailError })
    .pipe(z.email({ error: SITE_MSG.contactEmailError })),
  oggetto: z
    .string({ error: SITE_MSG.contactSubjectError })
    .trim()
    .min(CONTACT_LIMITS.oggetto.min, { error: SITE_MSG.contactSubjectError })
    .max(CONTACT_LIMITS.oggetto.max, { error: SITE_MSG.contactTooLong(CONTACT_LIMITS.oggetto.max) }),
  messaggio: z
    .string({ error: SITE_MSG.contactMessageError })
    .trim()
    .min(CONTACT_LIMITS.messaggio.min, { error: SITE_MSG.contactMessageError })
    .max(CONTACT_LIMITS.messaggio.max, { error: SITE_MSG.contactTooLong(CONTACT_LIMITS.messaggio.max) }),
  consenso: z.literal(true, { error: SITE_MSG.contactConsentError }),
  [HONEYPOT_FIELD]: z.string().max(HONEYPOT_MAX).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = 'nome' | 'email' | 'oggetto' | 'messaggio' | 'consenso';

/** Per-field messages of an invalid contact form (the first issue of each field). */
export function contactFieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const out: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Query string of the public lists: ?stato=…&limit=… (other parameters are ignored). */
export const listQuerySchema = z.object({
  stato: z.preprocess(blankToUndefined, z.enum(CONTENT_STATUSES, { error: SITE_MSG.invalidStato }).optional()),
  limit: limitSchema,
  offset: offsetSchema,
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** ?categoria=: a category id, or absent. */
export const categoryIdQuery = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: SITE_MSG.invalidCategoria })
    .int({ error: SITE_MSG.invalidCategoria })
    .min(1, { error: SITE_MSG.invalidCategoria })
    .max(MAX_ID, { error: SITE_MSG.invalidCategoria })
    .optional(),
);

/** GET /api/suggerimenti: ?tipo=prodotti|guide|notizie&q=…&categoria=… (at most 5 names, spec section 9). */
export const SUGGEST_KINDS = ['prodotti', 'guide', 'notizie'] as const;
export const suggestQuerySchema = z.object({
  tipo: z.enum(SUGGEST_KINDS, { error: SITE_MSG.invalidSuggestKind }),
  // Longer text is cut, as in the search box (nothing longer can match a title).
  q: z.preprocess((v) => (typeof v === 'string' ? v.slice(0, 100) : v), z.string({ error: SITE_MSG.invalidSearchText }).optional()),
  categoria: categoryIdQuery,
});
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;
