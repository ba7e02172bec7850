import { isAsin } from './amazon.ts';
import { CATEGORY_MSG } from './messages-categories.ts';
import { DASH_MSG } from './messages-dashboard.ts';
import { API_KEY_NAMES, KEY_MSG } from './messages-keys.ts';
import { PRODUCT_MSG as M } from './messages-products.ts';
import { USER_MSG } from './messages-users.ts';
import { ROLE_MSG } from './messages-roles.ts';
import { ROLES } from './roles.ts';
import { idSchema, limitSchema, offsetSchema } from './schemas.ts';
import { PROMPT_TYPES } from './types.ts';
import { normalizeAsin } from './asin.ts';
import { errorMessageFor, z } from './validation.ts';

/**
 * Request schemas of the dashboard, shared by the forms (client validation) and the API
 * (server validation): the same rules and the same Italian words on both sides.
 * Empty strings are null: "empty fields are sent as null" (spec section 5).
 */

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Optional free text: trimmed, '' → null, at most `max` characters. */
const optionalText = (max: number) =>
  z
    .preprocess(
      blankToNull,
      z
        .string({ error: 'Deve essere un testo.' })
        .trim()
        .max(max, { error: DASH_MSG.fieldMax(max) })
        .nullable(),
    )
    .optional();

/** An ASIN: trimmed, upper case, 10 letters or digits; '' → null. */
const asin = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
  z.string({ error: M.asinInvalid }).refine(isAsin, { error: M.asinInvalid }).nullable(),
);

const httpUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2000, { error: DASH_MSG.fieldMax(2000) })
    .refine(
      (v) => {
        try {
          const u = new URL(v);
          return u.protocol === 'http:' || u.protocol === 'https:';
        } catch {
          return false;
        }
      },
      { error: message },
    );

/** Image: an http(s) URL, or a path on this site ('/demo/…'). */
const imageUrl = z.preprocess(
  blankToNull,
  z
    .string({ error: M.imageInvalid })
    .trim()
    .max(2000, { error: DASH_MSG.fieldMax(2000) })
    .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || httpUrl(M.imageInvalid).safeParse(v).success, { error: M.imageInvalid })
    .nullable(),
);

const price = z.preprocess(blankToNull, z.number({ error: M.priceInvalid }).min(0, { error: M.priceNegative }).max(1_000_000, { error: M.priceTooHigh }).nullable());

const productFields = {
  asin_prodotto: asin.optional(),
  nome_prodotto: z
    .string({ error: M.productNameRequired })
    .trim()
    .min(1, { error: M.productNameRequired })
    .max(500, { error: DASH_MSG.fieldMax(500) }),
  nome_sintetico: optionalText(200),
  nome_visualizzato: optionalText(200),
  asin_preferito: asin.optional(),
  link_prodotto: z.preprocess(blankToNull, httpUrl(M.linkInvalid).nullable()).optional(),
  valutazione_prodotto: z.preprocess(blankToNull, z.number({ error: M.ratingInvalid }).min(0, { error: M.ratingRange }).max(5, { error: M.ratingRange }).nullable()).optional(),
  seo_keyword_prodotto: optionalText(500),
  img_prodotto: imageUrl.optional(),
  prezzo_originale: price.optional(),
  prezzo_scontato: price.optional(),
  /** The price the client shows: the discounted one, else the original (spec section 5). */
  prezzo_prodotto: price.optional(),
  specifiche_tecniche: optionalText(20_000),
  descrizione_generale: optionalText(20_000),
  informazioni_articolo: optionalText(20_000),
  contenuto_scatola: optionalText(20_000),
  id_categoria: z.preprocess(blankToNull, idSchema(M.categoryInvalid).nullable()).optional(),
};

/** POST /api/prodotti: a name and an ASIN are required ('ASIN mancante.'). */
export const productCreateSchema = z.strictObject(productFields).refine((p) => p.asin_prodotto != null, { error: M.asinMissing, path: ['asin_prodotto'] });
export type ProductCreateInput = z.infer<typeof productCreateSchema>;

/** PUT /api/prodotti/{id}: the same fields; those left out stay as they are. */
export const productUpdateSchema = z.strictObject({ ...productFields, nome_prodotto: productFields.nome_prodotto.optional() });
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

/** GET /api/asin-info?asin=…: an ASIN (any case) or a whole Amazon product URL pasted in the box. */
export const asinQuerySchema = z.object({
  asin: z.preprocess(
    (v) => (typeof v === 'string' ? (normalizeAsin(v) ?? v.trim().toUpperCase()) : v),
    z.string({ error: M.asinInvalid }).refine(isAsin, { error: M.asinInvalid }),
  ),
});

export const categorySchema = z.strictObject({
  nome: z
    .string({ error: CATEGORY_MSG.categoryNameRequired })
    .trim()
    .min(1, { error: CATEGORY_MSG.categoryNameRequired })
    .max(100, { error: DASH_MSG.fieldMax(100) }),
  descrizione: optionalText(1000),
});
export type CategoryInput = z.infer<typeof categorySchema>;

const username = z
  .string({ error: USER_MSG.usersRequired })
  .trim()
  .max(64, { error: DASH_MSG.fieldMax(64) })
  .refine((v) => !/\s/.test(v), { error: USER_MSG.usersUsernameChars });
const password = z.string({ error: USER_MSG.usersRequired }).max(200, { error: DASH_MSG.fieldMax(200) });
/** The role on the ladder (common/roles.ts, decision 0063). */
const ruolo = z.enum(ROLES, { error: ROLE_MSG.invalidRole });

/** POST /api/utenti: both required after trimming ('Username e password sono obbligatori'); `ruolo` collaboratore unless given. */
export const userCreateSchema = z
  .strictObject({ username, password, ruolo: ruolo.optional() })
  .refine((u) => u.username !== '' && u.password.trim() !== '', { error: USER_MSG.usersRequired })
  .refine((u) => u.username.length >= 3, { error: USER_MSG.usersUsernameMin, path: ['username'] })
  .refine((u) => u.password.length >= 8, { error: USER_MSG.usersPasswordMin, path: ['password'] });
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/**
 * PUT /api/utenti/{id}: at least one of username and password; a blank password leaves it
 * unchanged. password_attuale is required (by the route) only to change one's own password.
 */
export const userUpdateSchema = z
  .strictObject({
    username: username.optional(),
    password: password.optional(),
    ruolo: ruolo.optional(),
    password_attuale: z
      .string({ error: USER_MSG.usersCurrentPasswordRequired })
      .max(200, { error: DASH_MSG.fieldMax(200) })
      .optional(),
  })
  .transform((u) => ({
    username: u.username ? u.username : undefined,
    password: u.password && u.password.trim() !== '' ? u.password : undefined,
    password_attuale: u.password_attuale ? u.password_attuale : undefined,
    ruolo: u.ruolo,
  }))
  .refine((u) => u.username !== undefined || u.password !== undefined || u.ruolo !== undefined, { error: USER_MSG.usersNothingToUpdate })
  .refine((u) => u.username === undefined || u.username.length >= 3, { error: USER_MSG.usersUsernameMin, path: ['username'] })
  .refine((u) => u.password === undefined || u.password.length >= 8, { error: USER_MSG.usersPasswordMin, path: ['password'] });
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;
/** What the dashboard sends to PUT /api/utenti/{id}: only what changed. */
export type UserUpdateBody = z.input<typeof userUpdateSchema>;

/** PUT /api/keys/{name}: trimmed, non-empty. */
export const keyValueSchema = (name: string) =>
  z.strictObject({
    value: z
      .string({ error: KEY_MSG.keysValueRequired(name) })
      .trim()
      .min(1, { error: KEY_MSG.keysValueRequired(name) })
      .min(8, { error: KEY_MSG.keysValueMin })
      .max(1000, { error: DASH_MSG.fieldMax(1000) }),
  });

/** POST /api/chi-siamo and PUT /api/chi-siamo/{id}: no length or required rule in the spec; a generous cap. */
export const aboutSchema = z.strictObject({
  contenuto: z.string({ error: 'Il contenuto deve essere un testo.' }).max(100_000, { error: DASH_MSG.fieldMax(100_000) }),
});

/** PATCH /api/messaggi/{id} */
export const messageReadSchema = z.strictObject({ letto: z.boolean({ error: 'letto deve essere true o false.' }) });

/** GET /api/prompts query string (the products screen: tipo, active=1, sort=updated_at, order=DESC, limit=50). */
export const promptsQuerySchema = z.object({
  tipo: z.enum(PROMPT_TYPES).optional(),
  active: z.enum(['0', '1']).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(['updated_at', 'titolo', 'created_at']).optional(),
  order: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc'])).optional(),
  limit: limitSchema,
  offset: offsetSchema,
});
export type PromptsQuery = z.infer<typeof promptsQuerySchema>;

/**
 * One Italian sentence for a failed parse, the same in the form and in the API's 400: the
 * dashboard's own sentences as they are, anything else as "campo: messaggio".
 */
export const dashboardErrorMessage = errorMessageFor(
  DASH_MSG,
  M,
  CATEGORY_MSG,
  USER_MSG,
  KEY_MSG,
  [ROLE_MSG.invalidRole],
  API_KEY_NAMES.map((n) => KEY_MSG.keysValueRequired(n)),
);

/** The field of the first problem (to mark it in a form). */
export function firstIssuePath(error: z.ZodError): string {
  return String(error.issues[0]?.path[0] ?? '');
}
