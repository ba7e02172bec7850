import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClaimReport, GateClaim } from '../../../common/claims.ts';
import type { UnverifiedClaim } from '../../../common/grounding.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { BulkResult } from '../../../common/schemas-lists.ts';
import type { Review } from '../../../common/types.ts';
import { api, ApiError, apiList } from '../../lib/api.ts';

/** The reviews' requests, declared once (decision 0026). Every key starts with 'recensioni'. */
export const reviewKeys = {
  all: ['recensioni'] as const,
  page: (query: string) => ['recensioni', 'pagina', query] as const,
  ofProduct: (productId: number) => ['recensioni', 'prodotto', productId] as const,
  report: (id: number) => ['recensioni', 'verifica', id] as const,
};

/** A page of the dashboard's list (`query`: limit, offset, stato, q, categoria) and how many reviews match. */
export const reviewPageQuery = (query: string) =>
  queryOptions({
    queryKey: reviewKeys.page(query),
    queryFn: ({ signal }) => apiList<Review>(`/api/recensioni?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The review of a product, null when it has none (GET /api/recensioni/{productId}: 404). */
export const reviewOfProductQuery = (productId: number) =>
  queryOptions({
    queryKey: reviewKeys.ofProduct(productId),
    queryFn: async ({ signal }) => {
      try {
        return (await api<{ exists: boolean; recensione: Review | null }>(`/api/recensioni/${productId}`, { signal })).recensione;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });

/** What the publishing gate knows of a review: the model-based verification and the confirmations. */
export const reviewReportQuery = (id: number) =>
  queryOptions({ queryKey: reviewKeys.report(id), queryFn: ({ signal }) => api<ClaimReport>(`/api/verifica/recensione/${id}`, { signal }), staleTime: 0 });

/** What POST /api/recensioni/genera/{productId} answers. */
export interface GenerationResult {
  recensione: Review;
  non_verificati: UnverifiedClaim[];
  creata: boolean;
}

/** Writes (or rewrites) a product's review with a prompt; the new text is a draft. */
export const generateReview = ({ productId, promptId }: { productId: number; promptId: number }) =>
  api<GenerationResult>(`/api/recensioni/genera/${productId}`, { method: 'POST', body: { id_prompt: promptId } });

export interface ReviewSave {
  productId: number;
  recensione_prodotto: string;
  titolo: string | null;
  conferme?: ConfirmationsInput;
}

export const saveReview = ({ productId, conferme, ...body }: ReviewSave) =>
  api<{ recensione: Review; non_verificati: GateClaim[] }>(`/api/recensioni/${productId}`, {
    method: 'PUT',
    body: { ...body, ...(conferme ? { conferme } : {}) },
  });

/** DELETE /api/recensioni/{productId}. */
export const deleteReview = (productId: number) => api<void>(`/api/recensioni/${productId}`, { method: 'DELETE' });

/**
 * Pubblica or Archivia (by the review's id). A publication answers 409 with the claims to resolve,
 * unless `conferme` resolves them.
 */
export const changeReviewStatus = (review: Review, stato: 'pubblicata' | 'archiviata', conferme?: ConfirmationsInput) =>
  stato === 'pubblicata'
    ? api<{ recensione: Review }>(`/api/recensioni/${review.id}/pubblica`, { method: 'POST', body: conferme ? { conferme } : {} })
    : api<Review>(`/api/recensioni/${review.id}/archivia`, { method: 'POST', body: {} });

/** Pubblica, Archivia or Elimina on up to 100 reviews (their own ids): one request, one answer per review. */
export const reviewBulk = (azione: string, ids: number[]) => api<BulkResult>('/api/recensioni/azioni', { method: 'POST', body: { azione, ids } });
