import type { ClaimContentType, ClaimReport } from '../../../common/claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { api } from '../../lib/api.ts';

/** The claims' request (decision 0026): POST /api/verifica/{tipo}/{id} runs the model-based verification again. */
export const retryVerification = ({ tipo, id }: { tipo: ClaimContentType; id: number }) => api<ClaimReport>(`/api/verifica/${tipo}/${id}`, { method: 'POST', body: {} });

/**
 * POST /api/verifica/{tipo}/{id}/conferme (decision 0069): confirmations recorded without publishing
 * ('Conferma con la scheda'); answers the text's claim report.
 */
export const confirmClaims = ({ tipo, id, conferme }: { tipo: ClaimContentType; id: number; conferme: ConfirmationsInput }) =>
  api<ClaimReport>(`/api/verifica/${tipo}/${id}/conferme`, { method: 'POST', body: { conferme } });
