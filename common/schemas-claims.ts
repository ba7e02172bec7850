import { CLAIMS_MSG as C } from './messages-claims.ts';
import { z } from './validation.ts';

/**
 * The request fields of the publishing gate (decision 0023), shared by the dashboard and the API:
 * `conferme` (claims an editor states true, each with its source) on publish and on saves of
 * published text, and `verifica_ai` (the model-based verification a generation returned) on the
 * saves of guides and news, which generation does not store.
 */
export const confirmationsSchema = z
  .array(
    z.strictObject({
      testo: z.string({ error: C.confirmationTextInvalid }).trim().min(1, { error: C.confirmationTextInvalid }).max(2000, { error: C.confirmationTextInvalid }),
      fonte: z.string({ error: C.confirmationSourceInvalid }).trim().min(3, { error: C.confirmationSourceInvalid }).max(500, { error: C.confirmationSourceInvalid }),
    }),
    { error: C.confirmationsInvalid },
  )
  .max(200, { error: C.confirmationsInvalid });
export type ConfirmationsInput = z.infer<typeof confirmationsSchema>;

export const aiVerificationSchema = z.strictObject(
  {
    stato: z.enum(['completata', 'non completata'], { error: C.verificationInvalid }),
    affermazioni: z
      .array(z.strictObject({ testo: z.string().max(1000), motivo: z.string().max(500) }), { error: C.verificationInvalid })
      .max(100, { error: C.verificationInvalid }),
    modello: z.string().max(200).nullable().optional(),
    errore: z.string().max(500).nullable().optional(),
    created_at: z.string().max(40).optional(),
  },
  { error: C.verificationInvalid },
);

/** POST /api/{recensioni|guide|notizie}/{id}/pubblica: {conferme?}. */
export const publishSchema = z.strictObject({ conferme: confirmationsSchema.optional() });
export type PublishInput = z.infer<typeof publishSchema>;

/** POST /api/verifica/{tipo}/{id}/conferme: {conferme} (at least one), recorded without publishing (decision 0069). */
export const confirmSchema = z.strictObject({ conferme: confirmationsSchema.min(1, { error: C.confirmationsRequired }) }, { error: C.confirmationsRequired });
