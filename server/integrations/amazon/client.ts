import { cheerio } from '../parsers.ts';
import { AMAZON_MSG } from '../../../common/messages-outside.ts';
import { OutsideServiceError } from '../../domain/errors.ts';
import type { ProductPage, ProductPageSource } from '../../domain/ports.ts';
import { createHttpClient } from '../http.ts';
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

export function createAmazonClient(config: { amazon: { baseUrl: string; tag?: string; timeoutMs?: number } }, options: { backoffMs?: number } = {}): ProductPageSource {
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
  };
}
