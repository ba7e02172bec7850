import type { Dispatcher } from 'undici';
import { OUTSIDE_MSG } from '../../common/messages-outside.ts';
import { type OutsideService, OutsideServiceError } from '../domain/errors.ts';
import { sleep } from '../lib/sleep.ts';
import { systemClock } from '../lib/clock.ts';

/**
 * The one way Scorta calls an outside service over HTTP: a timeout per attempt, bounded retries
 * with exponential backoff and jitter (only where repeating is safe), Retry-After honoured up to
 * a cap, a size cap on the body, and every failure turned into an OutsideServiceError with an
 * Italian message. Clients under server/integrations build on it.
 */
export interface HttpPolicy {
  service: OutsideService;
  /** Per attempt. */
  timeoutMs: number;
  /** Extra attempts after the first, for network errors, 429 and 5xx (default 0). */
  retries?: number;
  /** First backoff; doubled each retry, ±25 % jitter (default 500 ms). */
  backoffMs?: number;
  /** Longest wait a Retry-After may impose before we give up instead (default 10 s). */
  maxRetryAfterMs?: number;
  /** Largest body read (default 5 MB). */
  maxBytes?: number;
  /** Statuses worth repeating (default 429, 500, 502, 503, 504). */
  retryStatuses?: readonly number[];
  /**
   * Called with every address before it is contacted, the targets of redirects included (which
   * are then followed here, at most MAX_REDIRECTS): throws an OutsideServiceError to refuse one.
   * The feed and article clients refuse internal addresses with it (address-guard.ts).
   */
  guard?: (url: URL) => Promise<void>;
  /**
   * What fetch connects with (every hop), instead of the global agent. A dispatcher that refuses a
   * connection fails it with an OutsideServiceError (the guarded agent of address-guard.ts): that
   * error is what the request throws, never retried, and not reported as a network failure.
   */
  dispatcher?: Dispatcher;
}

/** Redirects followed by a guarded client before it gives up. */
export const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export interface HttpRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Set false for requests that must never be repeated (default: retry only GET and HEAD). */
  retry?: boolean;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  url: string;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

/** How long the server asks us to wait (Retry-After in seconds or as a date, or retry-after-ms), or null. */
export function retryAfterMs(headers: Headers | undefined, now: () => number = systemClock.nowMs): number | null {
  if (!headers) return null;
  const precise = headers.get('retry-after-ms');
  if (precise && Number.isFinite(Number(precise))) return Math.max(0, Number(precise));
  const value = headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now());
}

/** Rejects when the signal aborts: no await below can outlive the timeout, whatever fetch does. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/** Drops a body we will not read, without waiting for it. */
const discard = (response: Response) => void response.body?.cancel().catch(() => undefined);

async function readCapped(response: Response, maxBytes: number, service: OutsideService): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(response);
    throw new OutsideServiceError(service, 'invalid-response', OUTSIDE_MSG.tooLarge(service), {}, `content-length ${declared}`);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  // A reader, not for-await: leaving a for-await loop awaits the stream's cancel, which a
  // misbehaving server can hold open. Here the cancel is fired and forgotten.
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw new OutsideServiceError(service, 'invalid-response', OUTSIDE_MSG.tooLarge(service), {}, `body over ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** The OutsideServiceError a dispatcher refused the connection with, inside fetch's 'fetch failed', or null. */
function refusal(err: unknown): OutsideServiceError | null {
  for (let cause = err, depth = 0; cause instanceof Error && depth < 5; cause = (cause as Error & { cause?: unknown }).cause, depth++) {
    if (cause instanceof OutsideServiceError) return cause;
  }
  return null;
}

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${err.message}: ${cause.message}` : err.message;
}

/** A client bound to one service's policy. */
export function createHttpClient(policy: HttpPolicy) {
  const { service, timeoutMs } = policy;
  const retries = policy.retries ?? 0;
  const backoffMs = policy.backoffMs ?? 500;
  const maxRetryAfterMs = policy.maxRetryAfterMs ?? 10_000;
  const maxBytes = policy.maxBytes ?? 5 * 1024 * 1024;
  const retryStatuses = new Set(policy.retryStatuses ?? [429, 500, 502, 503, 504]);

  /**
   * One request with the policy. Answers come back whatever their status (the caller decides what
   * a 404 means), except a retryable status (429, 5xx) that is still there after the retries of a
   * repeatable request: that, network failures and timeouts throw OutsideServiceError.
   */
  async function request(url: string, init: HttpRequest = {}): Promise<HttpResponse> {
    const method = (init.method ?? 'GET').toUpperCase();
    const canRetry = init.retry ?? (method === 'GET' || method === 'HEAD');
    const attempts = canRetry ? retries + 1 : 1;
    let lastError: OutsideServiceError | null = null;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      let wait = backoffMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5);
      try {
        const response = await abortable(send(url, method, init, signal), signal);
        if (retryStatuses.has(response.status) && canRetry && attempt === attempts) {
          // Retries used up on a status worth retrying: that is the failure.
          discard(response);
          throw statusError(response.status);
        }
        if (retryStatuses.has(response.status) && attempt < attempts) {
          const after = retryAfterMs(response.headers);
          discard(response);
          lastError = statusError(response.status);
          if (after !== null) {
            if (after > maxRetryAfterMs) throw lastError;
            wait = Math.max(wait, after);
          }
          await sleep(wait, init.signal);
          continue;
        }
        const body = await abortable(readCapped(response, maxBytes, service), signal);
        return {
          status: response.status,
          headers: response.headers,
          url: response.finalUrl || response.url || url,
          body,
          text: () => body.toString('utf8'),
          json: <T>() => {
            try {
              return JSON.parse(body.toString('utf8')) as T;
            } catch {
              throw new OutsideServiceError(service, 'invalid-response', OUTSIDE_MSG.invalidResponse(service), {}, 'JSON non valido');
            }
          },
        };
      } catch (err) {
        if (err instanceof OutsideServiceError) throw err;
        if (init.signal?.aborted) throw err;
        const refused = refusal(err);
        if (refused) throw refused;
        lastError = timeout.aborted
          ? new OutsideServiceError(service, 'timeout', OUTSIDE_MSG.timeout(service, Math.round(timeoutMs / 1000)), {}, describe(err))
          : new OutsideServiceError(service, 'network', OUTSIDE_MSG.network(service), {}, describe(err));
        if (attempt < attempts) await sleep(wait, init.signal);
      }
    }
    throw lastError ?? new OutsideServiceError(service, 'network', OUTSIDE_MSG.network(service));
  }

  /** fetch, following redirects itself when a guard must see every address. */
  async function send(url: string, method: string, init: HttpRequest, signal: AbortSignal): Promise<Response & { finalUrl?: string }> {
    const { guard, dispatcher } = policy;
    // `dispatcher` is undici's own option of Node's fetch, unknown to the DOM types.
    const options: RequestInit & { dispatcher?: Dispatcher } = { method, headers: init.headers, body: init.body, signal, redirect: 'follow', dispatcher };
    if (!guard) return fetch(url, options);
    let target = new URL(url);
    let currentMethod = method;
    let body = init.body;
    for (let hop = 0; ; hop++) {
      await guard(target);
      const response = await fetch(target, { ...options, method: currentMethod, body, redirect: 'manual' });
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location) return Object.assign(response, { finalUrl: target.href });
      discard(response);
      if (hop >= MAX_REDIRECTS) {
        throw new OutsideServiceError(service, 'invalid-response', OUTSIDE_MSG.invalidResponse(service), {}, `più di ${MAX_REDIRECTS} redirect`);
      }
      const next = new URL(location, target);
      if (next.protocol !== 'http:' && next.protocol !== 'https:') {
        throw new OutsideServiceError(service, 'invalid-response', OUTSIDE_MSG.invalidResponse(service), {}, `redirect verso ${next.protocol}`);
      }
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && currentMethod === 'POST')) {
        currentMethod = 'GET';
        body = undefined;
      }
      target = next;
    }
  }

  /** The typed error for an HTTP status that means failure (401/403, 404, 429, 5xx, other). */
  function statusError(status: number): OutsideServiceError {
    if (status === 401 || status === 403) return new OutsideServiceError(service, 'unauthorized', OUTSIDE_MSG.unauthorized(service), {}, `HTTP ${status}`);
    if (status === 404) return new OutsideServiceError(service, 'not-found', OUTSIDE_MSG.notFound(service), {}, 'HTTP 404');
    if (status === 429) return new OutsideServiceError(service, 'rate-limited', OUTSIDE_MSG.rateLimited(service), {}, 'HTTP 429');
    if (status >= 500) return new OutsideServiceError(service, 'server', OUTSIDE_MSG.server(service, status), {}, `HTTP ${status}`);
    return new OutsideServiceError(service, 'invalid-response', OUTSIDE_MSG.invalidResponse(service), {}, `HTTP ${status}`);
  }

  return { request, statusError };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
