import { queryOptions } from '@tanstack/react-query';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { Revision, RevisionAction, RevisionEntry, RevisionType } from '../../../common/types.ts';
import { api } from '../../lib/api.ts';

/** The stored fields an editor edits, as a revision keeps them (decision 0032). */
export type Snapshot = Record<string, unknown>;

/** The actions of a version that was never applied to the content: an editor's autosave, an AI proposal. */
export type PendingAction = Extract<RevisionAction, 'autosalvataggio' | 'proposta'>;

/** The revisions' requests, declared once (decision 0026). Every key starts with 'revisioni'. */
export const revisionKeys = {
  all: ['revisioni'] as const,
  lists: () => [...revisionKeys.all, 'elenco'] as const,
  list: (tipo: RevisionType, id: number) => [...revisionKeys.lists(), tipo, id] as const,
  detail: (id: number) => [...revisionKeys.all, 'versione', id] as const,
};

/** GET /api/revisioni?tipo&id: a content's history, newest first. Always read again when shown (staleTime 0). */
export const revisionListQuery = (tipo: RevisionType, id: number) =>
  queryOptions({
    queryKey: revisionKeys.list(tipo, id),
    queryFn: ({ signal }) => api<RevisionEntry[]>(`/api/revisioni?tipo=${encodeURIComponent(tipo)}&id=${id}`, { signal }),
    staleTime: 0,
  });

/** GET /api/revisioni/{id}: one revision with the state it kept. A kept state never changes. */
export const revisionQuery = (id: number) =>
  queryOptions({
    queryKey: revisionKeys.detail(id),
    queryFn: ({ signal }) => api<Revision>(`/api/revisioni/${id}`, { signal }),
    staleTime: Infinity,
  });

/**
 * POST /api/revisioni/{id}/ripristina: writes the kept state back through the content's own save.
 * Answers what that save answers (the saved review, guide, news item or About text); into
 * published text, the publishing gate's 409 until `conferme` resolve its claims.
 */
export const restoreRevision = ({ id, conferme }: { id: number; conferme?: ConfirmationsInput }) =>
  api<unknown>(`/api/revisioni/${id}/ripristina`, { method: 'POST', body: conferme ? { conferme } : {} });

/** POST /api/revisioni: keeps a version that is not applied to the content (an autosave, an AI proposal). */
export const savePendingVersion = ({ tipo, id, azione, contenuto }: { tipo: RevisionType; id: number; azione: PendingAction; contenuto: Snapshot }) =>
  api<RevisionEntry>('/api/revisioni', { method: 'POST', body: { tipo, id, azione, contenuto } });
