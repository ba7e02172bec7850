import { z } from './validation.ts';

/** Request bodies shared by the server (validation) and the browser (forms). */

export const loginSchema = z.strictObject({
  username: z.string().trim().min(1, { error: 'il nome utente è obbligatorio' }).max(64),
  password: z.string().min(1, { error: 'la password è obbligatoria' }).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;
