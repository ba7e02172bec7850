import { SHARED_CACHE_MSG as M } from '../../../common/messages-shared-cache.ts';
import { OutsideServiceError } from '../../domain/errors.ts';
import { SharedCachePurgeError } from '../../domain/shared-cache-port.ts';
import { createHttpClient, type HttpResponse, retryAfterMs } from '../http.ts';

/** Per request: a purge is small and a cache answers it at once, or something is wrong. */
export const PURGE_TIMEOUT_MS = 10_000;
/** The largest answer read: a purge's answer is a few hundred bytes. */
export const PURGE_MAX_BYTES = 64 * 1024;
/** How much of an answer's own words a message keeps. */
const DETAIL_CHARS = 200;

/**
 * One request of a purge client, through the shared HTTP client (timeout, bounded body; no retry
 * here: the purge service retries the whole purge with its own backoff). Network failures,
 * timeouts and oversized answers become SharedCachePurgeError with `who` in the message.
 */
export async function sendPurge(who: string, url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<HttpResponse> {
  const http = createHttpClient({ service: 'cache', timeoutMs: PURGE_TIMEOUT_MS, maxBytes: PURGE_MAX_BYTES, retries: 0 });
  try {
    return await http.request(url, { ...init, retry: false });
  } catch (err) {
    if (!(err instanceof OutsideServiceError)) throw err;
    if (err.failure === 'timeout') throw new SharedCachePurgeError(M.timeout(who, Math.round(PURGE_TIMEOUT_MS / 1000)));
    if (err.failure === 'invalid-response') throw new SharedCachePurgeError(M.tooLarge(who));
    throw new SharedCachePurgeError(M.network(who));
  }
}

/**
 * Words of an outside answer fit for a message shown to staff: control characters out, spaces
 * collapsed, at most DETAIL_CHARS, and any secret we sent replaced (a service may echo a header).
 */
export function safeDetail(text: string, secrets: ReadonlyArray<string | undefined>): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.replaceAll(secret, '***');
  // Control characters (an answer must not bring them into a message) and runs of spaces: one space.
  out = [...out]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return out.length > DETAIL_CHARS ? `${out.slice(0, DETAIL_CHARS - 1)}…` : out;
}

/** The refusal of a purge: the status, the answer's words, and a 429's Retry-After. */
export function refusal(who: string, response: HttpResponse, detail: string): SharedCachePurgeError {
  const wait = response.status === 429 || response.status === 503 ? retryAfterMs(response.headers) : null;
  return new SharedCachePurgeError(M.refused(who, response.status, detail), wait);
}

/** `items` in slices of at most `size`. */
export function slices<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
