import { MSG } from './messages.ts';
import { z } from './validation.ts';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** ?limit= on every list: an integer 1…200, or absent. */
export const limitSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: MSG.invalidLimit })
    .int({ error: MSG.invalidLimit })
    .min(1, { error: MSG.invalidLimit })
    .max(200, { error: MSG.invalidLimit })
    .optional(),
);

/** Query string of lists that only page: ?limit=… (other parameters are ignored). */
export const limitQuerySchema = z.object({ limit: limitSchema });

/** Request bodies shared by the server (validation) and the browser (forms). */

export const loginSchema = z.strictObject({
  username: z.string().trim().min(1, { error: 'il nome utente è obbligatorio' }).max(64),
  password: z.string().min(1, { error: 'la password è obbligatoria' }).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;
