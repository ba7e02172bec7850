import { MAX_ID } from './ids.ts';
import { MSG } from './messages.ts';
import { z } from './validation.ts';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** ?limit= on every list: an integer 1…200, or absent. */
export const limitSchema = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: MSG.invalidLimit }).int({ error: MSG.invalidLimit }).min(1, { error: MSG.invalidLimit }).max(200, { error: MSG.invalidLimit }).optional(),
);

/**
 * A database id inside a body (a category, an image, the products of a guide…): an integer
 * 1…2^31-1, so a huge number is a 400 with `message` and never reaches PostgreSQL's integer column.
 */
export const idSchema = (message: string) => z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: message });

/** Query string of lists that only page: ?limit=… (other parameters are ignored). */
export const limitQuerySchema = z.object({ limit: limitSchema });

/** ?offset= (with ?limit=, a page): an integer 0…2^31-1, or absent (0). */
export const offsetSchema = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: MSG.invalidOffset }).int({ error: MSG.invalidOffset }).min(0, { error: MSG.invalidOffset }).max(MAX_ID, { error: MSG.invalidOffset }).optional(),
);

/** Query string of lists that page with an offset: ?limit=…&offset=… (other parameters are ignored). */
export const pageQuerySchema = z.object({ limit: limitSchema, offset: offsetSchema });
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Request bodies shared by the server (validation) and the browser (forms). */

export const loginSchema = z.strictObject({
  username: z.string().trim().min(1, { error: 'il nome utente è obbligatorio' }).max(64),
  password: z.string().min(1, { error: 'la password è obbligatoria' }).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;
