import { PROMPT_MSG as M } from './messages-prompts.ts';
import { PROMPT_TYPES } from './types.ts';
import type { z as Z } from './validation.ts';
import { z } from './validation.ts';

/**
 * Request schemas of the prompts, shared by the form and the API: the same rules and the
 * same Italian sentences on both sides (spec section 5).
 */

/** 1/0, true/false, '1'/'0' (the spec's is_active and is_default are 0/1). */
const flag = (field: string) =>
  z.preprocess((v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v), z.boolean({ error: M.flagInvalid(field) }));

const required = z.string({ error: M.required }).trim().min(1, { error: M.required });

/** POST /api/prompts and PUT /api/prompts/{id}: titolo (or nome), tipo and testo required after trimming. */
export const promptSchema = z
  .strictObject({
    titolo: required.max(200, { error: M.titleMax }).optional(),
    /** The spec's alternative name for titolo. */
    nome: required.max(200, { error: M.titleMax }).optional(),
    tipo: z.enum(PROMPT_TYPES, { error: M.required }),
    testo: required.max(50_000, { error: M.textMax }),
    is_active: flag('is_active').optional(),
    is_default: flag('is_default').optional(),
  })
  .refine((p) => (p.titolo ?? p.nome) !== undefined, { error: M.required, path: ['titolo'] })
  .transform(({ nome, titolo, ...rest }) => ({ ...rest, titolo: (titolo ?? nome)! }));
export type PromptInput = Z.infer<typeof promptSchema>;

/** POST /api/prompts/genera: {titolo, tipo (or categoria), direttive, lingua: 'it'}. */
export const promptGenerateSchema = z
  .strictObject({
    titolo: z.string({ error: M.generateRequired }).trim().min(1, { error: M.generateRequired }).max(200, { error: M.titleMax }),
    tipo: z.enum(PROMPT_TYPES, { error: M.generateRequired }).optional(),
    /** The spec's name for tipo in this call. */
    categoria: z.enum(PROMPT_TYPES, { error: M.generateRequired }).optional(),
    direttive: z.string({ error: M.generateRequired }).trim().min(1, { error: M.generateRequired }).max(5_000, { error: M.directivesMax }),
    lingua: z.literal('it', { error: M.languageInvalid }).optional(),
  })
  .refine((p) => (p.tipo ?? p.categoria) !== undefined, { error: M.generateRequired, path: ['tipo'] })
  .transform(({ tipo, categoria, titolo, direttive }) => ({ titolo, direttive, tipo: (tipo ?? categoria)! }));
export type PromptGenerateInput = Z.infer<typeof promptGenerateSchema>;

/** One Italian sentence for a failed parse: the prompt messages as they are, unknown fields named. */
export function promptErrorMessage(error: Z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return M.required;
  if (issue.code === 'unrecognized_keys') return M.unknownField(issue.keys.join(', '));
  return issue.message;
}
