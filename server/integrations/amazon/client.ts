import { cheerio } from '../parsers.ts';
import { amazonShortLink, isAmazonHost, isAmazonShortLinkHost, normalizeAsin } from '../../../common/asin.ts';
import { PRODUCT_MSG } from '../../../common/messages-products.ts';
import { AMAZON_MSG } from '../../../common/messages-outside.ts';
import { AppError, OutsideServiceError } from '../../domain/errors.ts';
import type { ProductPage, ProductPageSource } from '../../domain/ports.ts';
import { checkPublicHost, createGuardedAgent, type Resolver } from '../address-guard.ts';
import { createHttpClient, type HttpPolicy } from '../http.ts';
import { classifyAmazonPage, cleanText, decodeAmazonHtml, parseAmazonProduct } from './parse.ts';

/**
 * Amazon's Product Advertising API 5.0 was retired in 2026 and its successor is open only to
 * accounts with recent sales, so the product data is read from the public product page, as a
 * browser would: Italian Accept-Language, a current desktop user agent, compressed transfer,
 * 15 s timeout, at most one retry. Every failure becomes an OutsideServiceError with an Italian
 * message (`error`) and what to do (`dettagli`).
 */
export const AMAZON_TIMEOUT_MS = 15_000;

const BROWSER_HEADERS: Record<string, string> = {
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-language': 'it-IT,it;q=0.9,en-US;q=0.6,en;q=0.5',
  'accept-encoding': 'gzip, deflate, br',
  'cache-control': 'no-cache',
  'upgrade-insecure-requests': '1',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
};

/** In stock, unavailable, or unknown, from the availability block of the page. */
export function parseAvailability(html: string): boolean | null {
  const $ = cheerio().load(html);
  const text = cleanText($('#availability').first().text() || $('#outOfStock').first().text()).toLowerCase();
  if (!text) return $('#add-to-cart-button').length > 0 ? true : null;
  if (/non disponibile|attualmente non|currently unavailable|no disponible|nicht verfügbar|indisponible|unavailable/.test(text)) return false;
  if (/disponibil|in stock|disponible|auf lager|en stock|solo \d|only \d|spedizione/.test(text)) return true;
  return null;
}

function failure(kind: 'not-found' | 'captcha' | 'invalid-response', asin: string, cause?: string): OutsideServiceError {
  if (kind === 'not-found') return new OutsideServiceError('amazon', 'not-found', AMAZON_MSG.notFound, { dettagli: AMAZON_MSG.notFoundDetails(asin) }, cause);
  if (kind === 'captcha') return new OutsideServiceError('amazon', 'captcha', AMAZON_MSG.captcha, { dettagli: AMAZON_MSG.captchaDetails }, cause);
  return new OutsideServiceError('amazon', 'invalid-response', AMAZON_MSG.unreadable, { dettagli: AMAZON_MSG.unreadableDetails }, cause);
}

/** The lookup's own words for the generic HTTP failures (timeout, network, server). */
function reword(err: OutsideServiceError, timeoutMs: number): OutsideServiceError {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  if (err.failure === 'timeout') return new OutsideServiceError('amazon', 'timeout', AMAZON_MSG.timeout, { dettagli: AMAZON_MSG.timeoutDetails(seconds) }, err.causeDetail);
  if (err.failure === 'network') return new OutsideServiceError('amazon', 'network', AMAZON_MSG.network, { dettagli: AMAZON_MSG.networkDetails }, err.causeDetail);
  if (err.failure === 'server' || err.failure === 'rate-limited') {
    const status = Number(/HTTP (\d+)/.exec(err.causeDetail ?? '')?.[1] ?? 503);
    return new OutsideServiceError('amazon', err.failure, AMAZON_MSG.server(status), { dettagli: AMAZON_MSG.serverDetails }, err.causeDetail);
  }
  return err;
}

/** Longest wait for a short link's redirects (each attempt): they are tiny answers. */
export const SHORT_LINK_TIMEOUT_MS = 10_000;

/**
 * Thrown by the short-link guard to stop following redirects: the ASIN is known (no need to load
 * the product page) or the next address is not Amazon's. An OutsideServiceError so the HTTP policy
 * hands it back untouched; never leaves resolveShortLink.
 */
class ShortLinkStop extends OutsideServiceError {
  constructor(readonly outcome: { asin: string } | { foreign: string }) {
    super('amazon', 'invalid-response', PRODUCT_MSG.asinShortLinkUnresolved);
  }
}

/** A short link that leads to no product page: the editor's input, not Amazon's failure (422). */
const unresolved = (dettagli: string) => new AppError(422, PRODUCT_MSG.asinShortLinkUnresolved, { dettagli });

/**
 * The HTTP policy's guard for a short link, asked before every hop: only Amazon's shorteners and
 * marketplaces may be contacted (anything else stops with `foreign`), an address that already
 * names the ASIN stops with it, and, unless private addresses are allowed (FEED_ALLOW_PRIVATE,
 * tests), the host must resolve to public addresses only (address-guard.ts), as the agent checks
 * again when it connects.
 */
function shortLinkGuard(allowPrivate: boolean, resolve?: Resolver): Pick<HttpPolicy, 'guard' | 'dispatcher'> {
  const refuse = (detail: string) => new OutsideServiceError('amazon', 'network', AMAZON_MSG.network, { dettagli: AMAZON_MSG.networkDetails }, detail);
  return {
    guard: async (url) => {
      const marketplace = isAmazonHost(url.hostname);
      if (!marketplace && !isAmazonShortLinkHost(url.hostname)) throw new ShortLinkStop({ foreign: url.hostname });
      if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) throw new ShortLinkStop({ foreign: url.host });
      const asin = marketplace ? normalizeAsin(url.href) : null;
      if (asin) throw new ShortLinkStop({ asin });
      if (allowPrivate) return;
      const verdict = await checkPublicHost(url, resolve);
      if (!verdict.ok) throw refuse(verdict.detail);
    },
    ...(allowPrivate ? {} : { dispatcher: createGuardedAgent({ refuse, resolve }) }),
  };
}

export interface AmazonClientConfig {
  amazon: { baseUrl: string; tag?: string; timeoutMs?: number };
  /** FEED_ALLOW_PRIVATE: outside addresses may resolve to internal ones (tests, intranets). */
  feeds?: { allowPrivateAddresses?: boolean };
}

export function createAmazonClient(config: AmazonClientConfig, options: { backoffMs?: number; resolve?: Resolver } = {}): ProductPageSource {
  const timeoutMs = config.amazon.timeoutMs ?? AMAZON_TIMEOUT_MS;
  const http = createHttpClient({
    service: 'amazon',
    timeoutMs,
    retries: 1,
    backoffMs: options.backoffMs ?? 1_000,
    maxRetryAfterMs: 5_000,
    maxBytes: 8 * 1024 * 1024,
    // Amazon answers its robot check with 503: asking again at once only makes it worse.
    retryStatuses: [500, 502, 504],
  });
  const { baseUrl, tag } = config.amazon;
  // Short links: a few hops (the policy's MAX_REDIRECTS), each address guarded, no page read.
  const shortLinks = createHttpClient({
    service: 'amazon',
    timeoutMs: Math.min(timeoutMs, SHORT_LINK_TIMEOUT_MS),
    retries: 1,
    backoffMs: options.backoffMs ?? 1_000,
    maxRetryAfterMs: 5_000,
    maxBytes: 1024 * 1024,
    retryStatuses: [500, 502, 504],
    ...shortLinkGuard(config.feeds?.allowPrivateAddresses ?? false, options.resolve),
  });

  return {
    async fetchProduct(asin: string, signal?: AbortSignal): Promise<ProductPage> {
      let res;
      try {
        res = await http.request(`${baseUrl}/dp/${encodeURIComponent(asin)}`, { headers: BROWSER_HEADERS, signal });
      } catch (err) {
        throw err instanceof OutsideServiceError ? reword(err, timeoutMs) : err;
      }
      const html = decodeAmazonHtml(res.body, res.headers.get('content-type') ?? undefined);
      const kind = classifyAmazonPage(html);
      if (kind === 'captcha') throw failure('captcha', asin, `HTTP ${res.status}`);
      if (res.status === 404 || res.status === 410 || kind === 'not-found') throw failure('not-found', asin, `HTTP ${res.status}`);
      if (res.status >= 400) throw reword(http.statusError(res.status), timeoutMs);
      const data = parseAmazonProduct(html, { asin, baseUrl, tag });
      if (!data.nome) throw failure('invalid-response', asin, `pagina ${kind} senza titolo`);
      return { ...data, disponibile: parseAvailability(html) };
    },

    async resolveShortLink(link: string, signal?: AbortSignal): Promise<string> {
      const url = amazonShortLink(link);
      if (!url) throw unresolved(PRODUCT_MSG.asinShortLinkNoProduct);
      try {
        const res = await shortLinks.request(url, { headers: BROWSER_HEADERS, signal });
        // Followed to the end without meeting an ASIN: a search, the home page, a 404…
        if (res.status === 429 || res.status >= 500) throw reword(shortLinks.statusError(res.status), timeoutMs);
        throw unresolved(PRODUCT_MSG.asinShortLinkNoProduct);
      } catch (err) {
        if (err instanceof ShortLinkStop) {
          if ('asin' in err.outcome) return err.outcome.asin;
          throw unresolved(PRODUCT_MSG.asinShortLinkForeign(err.outcome.foreign.slice(0, 100)));
        }
        // The policy's own refusals of a hop: too many of them, or one to another scheme (javascript:…).
        const detail = err instanceof OutsideServiceError && err.failure === 'invalid-response' ? (err.causeDetail ?? '') : '';
        if (/^più di \d+ redirect/.test(detail)) throw unresolved(PRODUCT_MSG.asinShortLinkTooManyHops);
        if (/^redirect verso /.test(detail)) throw unresolved(PRODUCT_MSG.asinShortLinkNoProduct);
        throw err instanceof OutsideServiceError ? reword(err, Math.min(timeoutMs, SHORT_LINK_TIMEOUT_MS)) : err;
      }
    },
  };
}
