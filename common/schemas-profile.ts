import { BIO_MAX, NAME_MAX, NAME_MIN, PROFILE_MSG as M } from './messages-profile.ts';
import { errorMessageFor, z } from './validation.ts';
import type { Role } from './roles.ts';

/**
 * PUT /api/profilo (Il mio profilo): what changed of one's own profile — the display name, the bio
 * (plain text: line breaks kept, nothing else interpreted), the picture (a media-library image id,
 * or null for none) and, with the current one, a new password. Shared by the form and the API.
 */
export const profileUpdateSchema = z
  .strictObject({
    nome_visualizzato: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, { error: M.nameRequired })
      .min(NAME_MIN, { error: M.nameMin })
      .max(NAME_MAX, { error: M.nameMax })
      .refine((s) => /[\p{L}\p{N}]/u.test(s), { error: M.nameNoLetters })
      .optional(),
    bio: z
      .string({ error: M.bioText })
      .trim()
      .max(BIO_MAX, { error: M.bioMax })
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
    id_immagine: z.number({ error: M.imageInvalid }).int({ error: M.imageInvalid }).positive({ error: M.imageInvalid }).nullable().optional(),
    password: z.string({ error: M.passwordMin }).max(200, { error: M.passwordMin }).optional(),
    password_attuale: z.string({ error: M.currentRequired }).max(200, { error: M.currentWrong }).optional(),
  })
  .transform((p) => ({ ...p, password: p.password && p.password.trim() !== '' ? p.password : undefined, password_attuale: p.password_attuale || undefined }))
  .refine((p) => p.password === undefined || p.password.length >= 8, { error: M.passwordMin, path: ['password'] })
  .refine((p) => p.password === undefined || p.password_attuale !== undefined, { error: M.currentRequired, path: ['password_attuale'] })
  .refine((p) => p.nome_visualizzato !== undefined || p.bio !== undefined || p.id_immagine !== undefined || p.password !== undefined, { error: M.nothingToUpdate });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateBody = z.input<typeof profileUpdateSchema>;

/** GET /api/profilo and PUT's answer: one's own profile. */
export interface Profile {
  id: number;
  username: string;
  ruolo: Role;
  /** The byline's name: the display name, or the username when none was set. */
  nome: string;
  nome_visualizzato: string | null;
  bio: string | null;
  id_immagine: number | null;
  /** The picture's address (null when none, or when its image left the library). */
  immagine_url: string | null;
  slug: string;
  /** Whether /autore/{slug} answers (at least one published text). */
  pagina_pubblica: boolean;
}

/** A text's writer as the public pages show them (the byline, JSON-LD's Person, /autore/{slug}). */
export interface Author {
  id: number;
  nome: string;
  slug: string;
  bio: string | null;
  immagine_url: string | null;
}

/** A refused profile in one Italian sentence: the schema's own, else "campo: messaggio". */
export const profileErrorMessage = errorMessageFor(M);
