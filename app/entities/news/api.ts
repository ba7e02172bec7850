import { type DeleteChoice, deleteChoiceQuery } from '../../../common/schemas-redirects.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AiVerification, ClaimReport } from '../../../common/claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { News } from '../../../common/types.ts';
import { NEWS_MSG } from '../../../common/messages-news.ts';
import type { IngestEvent, NewsCandidate, NewsClaim } from '../../../common/types-news.ts';
import { api, ApiError, apiList, apiStream, apiWithTag, bulkRequest } from '../../lib/api.ts';

/**
 * The news requests, declared once (decision 0026). Every key starts with 'notizie'; the saved
 * items (lists, their claims) under 'salvate', which every write reloads, the feeds'
 * candidates apart.
 */
export const newsKeys = {
  all: ['notizie'] as const,
  saved: ['notizie', 'salvate'] as const,
  list: (query: string) => ['notizie', 'salvate', 'elenco', query] as const,
  report: (id: number) => ['notizie', 'salvate', 'verifica', id] as const,
  /** The item an edit form opens: apart from 'salvate', so a save does not read it again under the editor. */
  editable: (id: number) => ['notizie', 'modifica', id] as const,
  candidates: ['notizie', 'candidati'] as const,
};

/** A page of GET /api/notizie (`query`: limit, offset, q, stato, fonte) and how many items match (X-Total-Count). */
export const newsListQuery = (query: string) =>
  queryOptions({
    queryKey: newsKeys.list(query),
    queryFn: ({ signal }) => apiList<News>(`/api/notizie?${query}`, { signal }),
    // The page shown stays while the next one (or another filter) loads.
    placeholderData: keepPreviousData,
    // The tab shown again: what colleagues and the scheduled publications changed meanwhile shows.
    refetchOnWindowFocus: true,
  });

/** The item the edit form opens, read fresh with its version tag (the If-Match of its saves, decision 0031). */
export const editableNewsQuery = (id: number) =>
  queryOptions({
    queryKey: newsKeys.editable(id),
    queryFn: async ({ signal }) => {
      const { data, etag } = await apiWithTag<News>(`/api/notizie/${id}`, { signal });
      return { news: data, etag };
    },
    staleTime: 0,
    gcTime: 0,
  });

/** The claims the publishing gate still holds against a saved item, asked again each time its form opens. */
export const newsReportQuery = (id: number) =>
  queryOptions({ queryKey: newsKeys.report(id), queryFn: ({ signal }) => api<ClaimReport>(`/api/verifica/notizia/${id}`, { signal }), staleTime: 0 });

/** The candidates already read from the feeds (by the job or an earlier ingest), without reading them. */
export const candidatesQuery = () => queryOptions({ queryKey: newsKeys.candidates, queryFn: ({ signal }) => api<NewsCandidate[]>('/api/notizie/candidati', { signal }) });

/** How much longer than the server's bound the screen waits for the end of a read before calling it broken. */
const INGEST_SLACK_MS = 15_000;

export type IngestStep = Extract<IngestEvent, { tipo: 'inizio' | 'fonte' }>;
export type IngestEnd = Extract<IngestEvent, { tipo: 'fine' }>;

/**
 * POST /api/notizie/ingest-feed as a stream (application/x-ndjson): every enabled source
 * read now, within the server's bound; `onStep` hears the start and each source's outcome as it
 * comes. Resolves with the end (the candidates, the sources that failed). A run that reports its
 * own failure, or whose answer stops before its end (or goes quiet well past the server's bound),
 * is an error in Italian.
 */
export async function ingestFeeds(onStep: (step: IngestStep) => void): Promise<IngestEnd> {
  const watchdog = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const seen: { end: IngestEnd | null } = { end: null };
  try {
    await apiStream<IngestEvent>('/api/notizie/ingest-feed', {
      method: 'POST',
      body: {},
      signal: watchdog.signal,
      onEvent: (event) => {
        if (event.tipo === 'errore') throw new ApiError(500, event.error, event);
        if (event.tipo === 'fine') seen.end = event;
        else {
          if (event.tipo === 'inizio') timer = setTimeout(() => watchdog.abort(), event.limite_ms + INGEST_SLACK_MS);
          onStep(event);
        }
      },
    });
  } catch (err) {
    if (watchdog.signal.aborted) throw new ApiError(0, NEWS_MSG.ingestInterrupted, null);
    throw err;
  } finally {
    clearTimeout(timer);
  }
  if (!seen.end) throw new ApiError(0, NEWS_MSG.ingestInterrupted, null);
  return seen.end;
}

/** POST /api/notizie/bozze: a candidate becomes a draft, answered with `avviso` when its article page could not be read. */
export const addDraft = (c: NewsCandidate) =>
  api<News & { avviso: string | null }>('/api/notizie/bozze', {
    method: 'POST',
    body: {
      titolo: c.titolo,
      sommario: c.sommario,
      descrizione: c.descrizione,
      fonte: c.fonte,
      link_fonte: c.link_fonte,
      link: c.link,
      data_pubblicazione: c.data_pubblicazione,
      immagine_url: c.immagine_url,
      immagine_autore: c.immagine_autore,
    },
  });

/** POST /api/notizie/{id}/pubblica (with the editor's confirmations of the claims, when asked) or /archivia. */
export const changeNewsStatus = (news: News, stato: 'pubblicata' | 'archiviata', conferme?: ConfirmationsInput) =>
  api<News>(`/api/notizie/${news.id}/${stato === 'pubblicata' ? 'pubblica' : 'archivia'}`, { method: 'POST', body: conferme ? { conferme } : {} });

/** DELETE /api/notizie/{id}; `after`: what its address answers afterwards (a published item's 410 or 301). */
export const deleteNews = (id: number, after?: DeleteChoice) => api<void>(`/api/notizie/${id}${deleteChoiceQuery(after)}`, { method: 'DELETE' });

/** POST /api/notizie/azioni: Pubblica, Archivia or Elimina on up to 100 items at once. */
export const newsBulk = bulkRequest('/api/notizie/azioni');

export interface NewsSave {
  id: number | null;
  body: Record<string, unknown>;
  /** The tag the editor read: a save over someone else's newer one is refused (412). */
  ifMatch?: string;
}

/**
 * The edit form's save: POST /api/notizie for a new item, PUT /api/notizie/{id} for a saved one.
 * Answers the stored item and its new tag (null for a creation: the form reads it again).
 */
export const saveNews = async ({ id, body, ifMatch }: NewsSave): Promise<{ news: News; etag: string | null }> => {
  if (id === null) return { news: await api<News>('/api/notizie', { method: 'POST', body }), etag: null };
  const { data, etag } = await apiWithTag<News>(`/api/notizie/${id}`, { method: 'PUT', body, ifMatch });
  return { news: data, etag };
};

/** POST /api/notizie/sintetizza: 2–3 Italian sentences from the source text. */
export const summarizeNews = (body: { titolo: string | null; testo: string }) => api<{ sommario: string }>('/api/notizie/sintetizza', { method: 'POST', body });

export interface GeneratedArticle {
  contenuto: string;
  non_verificati?: NewsClaim[];
  verifica?: AiVerification;
}

/** POST /api/notizie/genera: the article from the source text with a notizia prompt (none: the default one). */
export const generateArticle = (body: { titolo: string; testo: string; fonte: string | null; link_fonte: string | null; id_prompt: number | null }) =>
  api<GeneratedArticle>('/api/notizie/genera', { method: 'POST', body });
