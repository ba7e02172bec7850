import { FEED_MSG, OUTSIDE_MSG } from '../../../common/messages-outside.ts';
import { OutsideServiceError } from '../../domain/errors.ts';
import type { FeedReader, FeedReadResult } from '../../domain/ports.ts';
import { checkPublicHost, createGuardedAgent, type Resolver } from '../address-guard.ts';
import { createHttpClient, type HttpPolicy } from '../http.ts';
import { parseFeed } from './parse.ts';

/**
 * Reads news feeds over the shared HTTP policy (server/integrations/http.ts): FEED_TIMEOUT_MS per
 * attempt, one retry on network errors and 5xx, a 5 MB cap, a User-Agent naming the site, and
 * conditional requests (If-None-Match / If-Modified-Since from the previous read: 304 gives
 * `{status: 'not-modified'}`). The policy hands back every status it does not retry (304, 4xx):
 * 404 and 410 become 'not-found', any other status outside 2xx 'server'.
 */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
export const FEED_ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5';

export interface FeedClientConfig {
  siteName: string;
  siteUrl: string;
  /** allowPrivateAddresses (FEED_ALLOW_PRIVATE): let feeds and articles live on internal addresses (an intranet, tests). */
  feeds: { timeoutMs: number; articleTimeoutMs: number; allowPrivateAddresses?: boolean };
}

/**
 * The HTTP policy's guard and dispatcher for addresses given by editors and feeds: internal and
 * reserved addresses are refused with `message` (server-side request forgery), before the request
 * and again by the agent that connects (the address actually reached, against DNS rebinding); a
 * name that does not resolve is a network error. Neither when the configuration allows private
 * addresses. `resolve` stands in for DNS in the tests. Called once per client: the agent pools.
 */
export function publicAddressGuard(config: FeedClientConfig, message: string, resolve?: Resolver): Pick<HttpPolicy, 'guard' | 'dispatcher'> {
  if (config.feeds.allowPrivateAddresses) return {};
  const refuse = (detail: string) => new OutsideServiceError('feed', 'invalid-response', message, {}, detail);
  return {
    guard: async (url) => {
      const verdict = await checkPublicHost(url, resolve);
      if (verdict.ok) return;
      if (verdict.reason === 'reserved') throw refuse(verdict.detail);
      throw new OutsideServiceError('feed', 'network', OUTSIDE_MSG.network('feed'), {}, verdict.detail);
    },
    dispatcher: createGuardedAgent({ refuse, resolve }),
  };
}

/** 'Mozilla/5.0 (compatible; Pronti a Tutto/1.0; +https://…)': ASCII only, as HTTP headers must be. */
export function siteUserAgent(config: Pick<FeedClientConfig, 'siteName' | 'siteUrl'>): string {
  const name =
    config.siteName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[;()]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Scorta';
  const url = /^[\x21-\x7e]+$/.test(config.siteUrl) ? `; +${config.siteUrl}` : '';
  return `Mozilla/5.0 (compatible; ${name}/1.0${url})`;
}

/** The URL when it is absolute http(s); else OutsideServiceError('feed', 'invalid-response', message). */
export function requireHttpUrl(url: string, message: string): string {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url.trim());
  } catch {
    /* refused below */
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new OutsideServiceError('feed', 'invalid-response', message, {}, `URL non http(s): ${url.slice(0, 100)}`);
  }
  return parsed.href;
}

/** A header value we can send back as it came (printable ASCII, not absurdly long), else null. */
const headerValue = (value: string | null | undefined) => (value && value.length <= 500 && /^[\x20-\x7e]+$/.test(value) ? value : null);

export function createFeedReader(config: FeedClientConfig, options: { backoffMs?: number; resolve?: Resolver } = {}): FeedReader {
  const http = createHttpClient({
    service: 'feed',
    timeoutMs: config.feeds.timeoutMs,
    retries: 1,
    backoffMs: options.backoffMs ?? 1_000,
    maxBytes: FEED_MAX_BYTES,
    // 429 is not retried: a feed host that asks us to slow down is read again at the next run.
    retryStatuses: [500, 502, 503, 504],
    ...publicAddressGuard(config, FEED_MSG.privateAddress, options.resolve),
  });
  const userAgent = siteUserAgent(config);

  return {
    async read(url, { etag, lastModified, signal } = {}): Promise<FeedReadResult> {
      const target = requireHttpUrl(url, FEED_MSG.notHttp);
      const headers: Record<string, string> = { 'user-agent': userAgent, accept: FEED_ACCEPT, 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' };
      if (headerValue(etag)) headers['if-none-match'] = etag!;
      if (headerValue(lastModified)) headers['if-modified-since'] = lastModified!;
      const res = await http.request(target, { headers, signal });
      if (res.status === 304) return { status: 'not-modified' };
      if (res.status === 404 || res.status === 410) throw new OutsideServiceError('feed', 'not-found', FEED_MSG.notFound, {}, `HTTP ${res.status}`);
      if (res.status < 200 || res.status >= 300) throw new OutsideServiceError('feed', 'server', OUTSIDE_MSG.server('feed', res.status), {}, `HTTP ${res.status}`);
      const feed = parseFeed(res.body, res.headers.get('content-type'), res.url || target);
      return { status: 'ok', feed, etag: headerValue(res.headers.get('etag')), lastModified: headerValue(res.headers.get('last-modified')) };
    },
  };
}
