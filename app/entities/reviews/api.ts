import type { SeoFields } from '../../../common/seo.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClaimReport, GateClaim } from '../../../common/claims.ts';
import type { UnverifiedClaim } from '../../../common/grounding.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { Review, RevisionEntry } from '../../../common/types.ts';
import { api, ApiError, apiList, apiWithTag, bulkRequest } from '../../lib/api.ts';

/** The reviews' requests, declared once (decision 0026). Every key starts with 'recensioni'. */
export const reviewKeys = {
  all: ['recensioni'] as const,
  page: (query: string) => ['recensioni', 'pagina', query] as const,
  ofProduct: (productId: number) => ['recensioni', 'prodotto', productId] as const,
  report: (id: number) => ['recensioni', 'verifica', id] as const,
  editable: (productId: number) => ['recensioni', 'modifica', productId] as const,
};

/** A page of the dashboard's list (`query`: limit, offset, stato, q, categoria) and how many reviews match. */
export const reviewPageQuery = (query: string) =>
  queryOptions({
    queryKey: reviewKeys.page(query),
    queryFn: ({ signal }) => apiList<Review>(`/api/recensioni?${query}`, { signal }),
    placeholderData: keepPreviousData,
    // The tab shown again: what colleagues and the scheduled publications changed meanwhile shows.
    refetchOnWindowFocus: true,
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

/** The review an editor opens, read fresh with its version tag (If-Match of the save). */
export const editableReviewQuery = (productId: number) =>
  queryOptions({
    queryKey: reviewKeys.editable(productId),
    queryFn: async ({ signal }) => {
      const { data, etag } = await apiWithTag<{ recensione: Review }>(`/api/recensioni/${productId}`, { signal });
      return { review: data.recensione, etag };
    },
    staleTime: 0,
    gcTime: 0,
  });

/** What the publishing gate knows of a review: the model-based verification and the confirmations. */
export const reviewReportQuery = (id: number) =>
  queryOptions({ queryKey: reviewKeys.report(id), queryFn: ({ signal }) => api<ClaimReport>(`/api/verifica/recensione/${id}`, { signal }), staleTime: 0 });

/** What POST /api/recensioni/genera/{productId} answers. */
export interface GenerationResult {
  recensione: Review;
  non_verificati: UnverifiedClaim[];
  creata: boolean;
  /** A published review's new text, kept as a proposal (the live text is unchanged); else null. */
  proposta: RevisionEntry | null;
}

/** Writes (or rewrites) a product's review with a prompt; the new text is a draft. */
export const generateReview = ({ productId, promptId }: { productId: number; promptId: number }) =>
  api<GenerationResult>(`/api/recensioni/genera/${productId}`, { method: 'POST', body: { id_prompt: promptId } });

export interface ReviewSave extends SeoFields {
  productId: number;
  recensione_prodotto: string;
  titolo: string | null;
  sottotitolo: string | null;
  conferme?: ConfirmationsInput;
  /** The tag the editor read: a save over someone else's newer one is refused (412). */
  ifMatch?: string;
}

/** PUT /api/recensioni/{productId}: the saved review and its new tag. */
export const saveReview = async ({ productId, conferme, ifMatch, ...body }: ReviewSave) => {
  const { data, etag } = await apiWithTag<{ recensione: Review; non_verificati: GateClaim[] }>(`/api/recensioni/${productId}`, {
    method: 'PUT',
    body: { ...body, ...(conferme ? { conferme } : {}) },
    ifMatch,
  });
  return { ...data, etag };
};

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
export const reviewBulk = bulkRequest('/api/recensioni/azioni');

/** POST /api/recensioni/{productId}: a review written by hand for a product that has none (a draft). */
export const createReview = ({ productId, ...body }: { productId: number; recensione_prodotto: string; titolo: string | null; sottotitolo: string | null }) =>
  api<{ recensione: Review }>(`/api/recensioni/${productId}`, { method: 'POST', body });
