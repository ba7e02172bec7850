import type { ClaimContentType, ClaimReport } from '../../../common/claims.ts';
import { api } from '../../lib/api.ts';

/** The claims' request (decision 0026): POST /api/verifica/{tipo}/{id} runs the model-based verification again. */
export const retryVerification = ({ tipo, id }: { tipo: ClaimContentType; id: number }) => api<ClaimReport>(`/api/verifica/${tipo}/${id}`, { method: 'POST', body: {} });
