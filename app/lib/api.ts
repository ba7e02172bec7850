import { TOTAL_HEADER } from '../../common/list-params.ts';
import type { BulkResult } from '../../common/schemas-lists.ts';

/** Dashboard API client: JSON in and out, cookies included, Italian errors from the server. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiInit {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as If-Match: the save is refused (412) when the text changed since this ETag was read. */
  ifMatch?: string;
  /** The request outlives the page (a held delete sent as the page goes away). */
  keepalive?: boolean;
}

async function send(path: string, init: ApiInit): Promise<{ body: unknown; headers: Headers }> {
  const res = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    signal: init.signal,
    keepalive: init.keepalive,
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.ifMatch === undefined ? {} : { 'if-match': init.ifMatch }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = parseBody(await res.text());
  if (!res.ok) throw failure(res.status, body);
  return { body, headers: res.headers };
}

/** An answer's text as JSON when it is, else as it is. */
function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** A failed answer as an ApiError, with the server's Italian message when it sent one. */
function failure(status: number, body: unknown): ApiError {
  const message = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : '';
  return new ApiError(status, message, body);
}

export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  return (await send(path, init)).body as T;
}

/** An answer and its version tag (the ETag header; null when the server sent none), for If-Match. */
export async function apiWithTag<T>(path: string, init: ApiInit = {}): Promise<{ data: T; etag: string | null }> {
  const { body, headers } = await send(path, init);
  return { data: body as T, etag: headers.get('etag') };
}

/**
 * A streamed answer of JSON lines (application/x-ndjson): `onEvent` gets each line's value as it
 * comes (what it throws ends the reading with that error). An answer that is not 2xx throws an
 * ApiError with the server's message, as api() does.
 */
export async function apiStream<T>(path: string, init: ApiInit & { onEvent(event: T): void }): Promise<void> {
  const res = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    signal: init.signal,
    headers: { accept: 'application/x-ndjson', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok || !res.body) throw failure(res.status, parseBody(await res.text()));
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += decoder.decode(value, { stream: !done });
      const lines = pending.split('\n');
      pending = done ? '' : lines.pop()!;
      for (const line of lines) if (line.trim()) init.onEvent(JSON.parse(line) as T);
      if (done) return;
    }
  } catch (err) {
    // What the caller refused (or a broken line) ends the answer here.
    await reader.cancel().catch(() => undefined);
    throw err;
  }
}

/** A page of a dashboard list and how many items match its filters (X-Total-Count). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export async function apiList<T>(path: string, init: ApiInit = {}): Promise<ListPage<T>> {
  const { body, headers } = await send(path, init);
  const items = Array.isArray(body) ? (body as T[]) : [];
  const total = Number(headers.get(TOTAL_HEADER));
  return { items, total: Number.isFinite(total) && headers.has(TOTAL_HEADER) ? total : items.length };
}

/** Sends one action on up to 100 items of a list (`POST {path}` {azione, ids}): one answer per item. */
export type BulkSend = (azione: string, ids: number[], init?: Pick<ApiInit, 'keepalive'>) => Promise<BulkResult>;

/** The bulk request of a dashboard list's `/azioni` endpoint (decision 0030). */
export const bulkRequest =
  (path: string): BulkSend =>
  (azione, ids, init = {}) =>
    api<BulkResult>(path, { method: 'POST', body: { azione, ids }, keepalive: init.keepalive });

/** The server's Italian message when there is one, else the screen's own fallback (spec section 8). */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}
