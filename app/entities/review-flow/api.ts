import { queryOptions } from '@tanstack/react-query';
import { CONTENT_PATHS, type ContentType } from '../../../common/content-types.ts';
import type { ReviewQueueItem } from '../../../common/review-flow.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { Guide, News, Newsroom, Review } from '../../../common/types.ts';
import { api } from '../../lib/api.ts';

/**
 * The review before publishing's requests (decision 0065), declared once
 * (decision 0026). Every key starts with 'revisione'; a change also reloads its type's own queries
 * (their keys start with the API's path name).
 */
export const reviewFlowKeys = {
  all: ['revisione'] as const,
  queue: ['revisione', 'coda'] as const,
  mine: ['revisione', 'miei'] as const,
};

/** What a change reloads: the lists of review, the type's queries (lists, the editor's read), Panoramica. */
export const reviewFlowInvalidates = (tipo: ContentType) => [reviewFlowKeys.all, [CONTENT_PATHS[tipo]], ['panoramica']] as const;

/**
 * GET /api/revisione ('coda': the texts waiting for an editor, oldest first) or GET
 * /api/revisione/miei ('miei': the user's own texts sent back, with the editor's note, or waiting).
 */
export const reviewListQuery = (which: 'coda' | 'miei') =>
  queryOptions({
    queryKey: which === 'coda' ? reviewFlowKeys.queue : reviewFlowKeys.mine,
    queryFn: ({ signal }) => api<ReviewQueueItem[]>(which === 'coda' ? '/api/revisione' : '/api/revisione/miei', { signal }),
    refetchOnWindowFocus: true,
  });

/** The text as a change answers it: a review inside {recensione}, a guide or a news item itself. */
export type FlowAnswer = { recensione: Review } | Guide | News;
export const newsroomOf = (answer: FlowAnswer): Newsroom => ('recensione' in answer && typeof answer.recensione === 'object' ? answer.recensione : (answer as Guide | News));

/** What a change names: the type and the editor's path id (a review's PRODUCT id). */
export interface FlowTarget {
  tipo: ContentType;
  pathId: number;
}

/** POST /api/{path}/{id}/revisione: 'Invia in revisione'. */
export const sendForReview = ({ tipo, pathId }: FlowTarget) => api<FlowAnswer>(`/api/${CONTENT_PATHS[tipo]}/${pathId}/revisione`, { method: 'POST', body: {} });

/** POST /api/{path}/{id}/rimanda {nota}: 'Rimanda all’autore'. */
export const sendBack = ({ tipo, pathId, nota }: FlowTarget & { nota: string }) =>
  api<FlowAnswer>(`/api/${CONTENT_PATHS[tipo]}/${pathId}/rimanda`, { method: 'POST', body: { nota } });

/** POST /api/{path}/{id}/pubblica by the text's own id, with the claims confirmed in the publishing gate's dialog. */
export const publishText = ({ tipo, id, conferme }: { tipo: ContentType; id: number; conferme?: ConfirmationsInput }) =>
  api<unknown>(`/api/${CONTENT_PATHS[tipo]}/${id}/pubblica`, { method: 'POST', body: conferme ? { conferme } : {} });

/** The editor page of a text waiting (Panoramica's links): the dashboard's paths are the API's. */
export const editorHref = (item: Pick<ReviewQueueItem, 'tipo' | 'id_percorso'>) => `/dashboard/${CONTENT_PATHS[item.tipo]}/${item.id_percorso}`;
