import { atStockWidth, type ImageResult, isUnsplashImageUrl, isUnsplashPhotoId, profileOf, unsplashProfileUrl } from '../../../common/images.ts';
import { IMAGE_MSG, IMAGE_RESULTS_PER_PAGE } from '../../../common/messages-images.ts';
import { withoutTrailingSlashes } from '../../../common/text.ts';
import { type OutsideFailure, OutsideServiceError } from '../../domain/errors.ts';
import type { ImageSearch, KeyReader } from '../../domain/ports.ts';
import { createHttpClient, type HttpResponse } from '../http.ts';

/**
 * The Unsplash client (decision 0013) on the one HTTP policy:
 * - `GET {UNSPLASH_API_URL}/search/photos?query=…&per_page=24&lang=it&content_filter=high&orientation=landscape`
 *   with `Authorization: Client-ID <key>` and `Accept-Version: v1`; the key is read on every call
 *   (Chiavi API 'unsplash' first, then UNSPLASH_ACCESS_KEY).
 * - Results are checked one by one: a result without an id, an author or an images.unsplash.com
 *   URL is dropped (Unsplash+ photos on plus.unsplash.com too: they are not free); the cover URL
 *   is the stock image at width 1600; the author's profile is rebuilt on unsplash.com from the
 *   username when the API names another host; download_location is rebased on the configured API
 *   (UNSPLASH_API_URL may carry a path, a proxy's: the address compared includes it).
 * - `trackDownload` GETs a photo's download_location with the key, only at the configured API's
 *   `/photos/{id}/download` (origin and base path: the key never leaves for another host or path).
 * - Failures: no key → not-configured; 401/403 → unauthorized; 429, and the 403 Unsplash sends
 *   with `X-Ratelimit-Remaining: 0`, → rate-limited (not retried: the limit is hourly); timeout;
 *   network and 5xx (one retry); anything unreadable → invalid-response. Italian messages from
 *   common/messages-images.ts.
 */
export const UNSPLASH_TIMEOUT_MS = 10_000;

export interface UnsplashConfig {
  unsplash: { apiUrl: string; timeoutMs?: number };
}

export interface UnsplashDeps {
  readKey: KeyReader;
  /** First backoff before the retry of a 5xx or network failure (default 300 ms). */
  backoffMs?: number;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

export function createUnsplashClient(config: UnsplashConfig, deps: UnsplashDeps): ImageSearch {
  const timeoutMs = config.unsplash.timeoutMs ?? UNSPLASH_TIMEOUT_MS;
  const apiUrl = withoutTrailingSlashes(config.unsplash.apiUrl);
  const apiOrigin = new URL(apiUrl).origin;
  /** The configured API's own path ('' for https://api.unsplash.com, '/unsplash' behind a proxy at http://host/unsplash). */
  const apiPath = withoutTrailingSlashes(new URL(apiUrl).pathname);
  /** Whether `url` is the download address of `photoId` on the configured API (origin and path, its base path included). */
  const onApi = (url: URL, photoId: string) => url.origin === apiOrigin && withoutTrailingSlashes(url.pathname) === `${apiPath}/photos/${photoId}/download`;
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  const http = createHttpClient({
    service: 'unsplash',
    timeoutMs,
    retries: 1,
    backoffMs: deps.backoffMs ?? 300,
    maxBytes: 2 * 1024 * 1024,
    // 429 is an hourly limit: asking again at once cannot help.
    retryStatuses: [500, 502, 503, 504],
  });

  const fail = (failure: OutsideFailure, message: string, cause?: string) => new OutsideServiceError('unsplash', failure, message, {}, cause);

  /** The policy's generic errors in Unsplash's words. */
  function reword(err: unknown): unknown {
    if (!(err instanceof OutsideServiceError)) return err;
    const status = Number(/HTTP (\d+)/.exec(err.causeDetail ?? '')?.[1] ?? 0);
    switch (err.failure) {
      case 'timeout':
        return fail('timeout', IMAGE_MSG.timeout(seconds), err.causeDetail);
      case 'network':
        return fail('network', IMAGE_MSG.network, err.causeDetail);
      case 'server':
        return fail('server', IMAGE_MSG.server(status || 503), err.causeDetail);
      case 'rate-limited':
        return fail('rate-limited', IMAGE_MSG.rateLimited, err.causeDetail);
      case 'unauthorized':
        return fail('unauthorized', IMAGE_MSG.unauthorized, err.causeDetail);
      default:
        return fail('invalid-response', IMAGE_MSG.invalidResponse, err.causeDetail);
    }
  }

  /** A failed status as our error (2xx answers pass). */
  function check(res: HttpResponse): void {
    if (res.status >= 200 && res.status < 300) return;
    const cause = `HTTP ${res.status} ${res.text().slice(0, 200)}`;
    if (res.status === 429 || (res.status === 403 && res.headers.get('x-ratelimit-remaining') === '0')) throw fail('rate-limited', IMAGE_MSG.rateLimited, cause);
    if (res.status === 401 || res.status === 403) throw fail('unauthorized', IMAGE_MSG.unauthorized, cause);
    if (res.status >= 500) throw fail('server', IMAGE_MSG.server(res.status), cause);
    throw fail('invalid-response', IMAGE_MSG.invalidResponse, cause);
  }

  async function get(url: string, signal?: AbortSignal): Promise<HttpResponse> {
    const key = await deps.readKey('unsplash');
    if (!key) throw fail('not-configured', IMAGE_MSG.notConfigured);
    let res: HttpResponse;
    try {
      res = await http.request(url, { headers: { authorization: `Client-ID ${key}`, 'accept-version': 'v1', accept: 'application/json' }, signal });
    } catch (err) {
      throw reword(err);
    }
    check(res);
    return res;
  }

  function downloadLocationFor(photoId: string, given?: string | null): string | null {
    if (!isUnsplashPhotoId(photoId)) return null;
    const own = new URL(`${apiUrl}/photos/${photoId}/download`);
    if (!given) return own.toString();
    let url: URL;
    try {
      url = new URL(given);
    } catch {
      return null;
    }
    // The configured API's address (its base path included: a proxy, a fake in tests) or Unsplash's own: the same place.
    const unsplashOwn = url.origin === 'https://api.unsplash.com' && withoutTrailingSlashes(url.pathname) === `/photos/${photoId}/download`;
    if (!onApi(url, photoId) && !unsplashOwn) return null;
    const ixid = url.searchParams.get('ixid');
    if (ixid && /^[\w.-]{1,300}$/.test(ixid)) own.searchParams.set('ixid', ixid);
    return own.toString();
  }

  /** One result of the search, checked and normalised; null when it cannot be used. */
  function toResult(raw: unknown): ImageResult | null {
    const r = obj(raw);
    const urls = obj(r?.urls);
    const user = obj(r?.user);
    const id = str(r?.id);
    if (!r || !urls || !user || !id || !isUnsplashPhotoId(id)) return null;
    if (r.premium === true || r.plus === true) return null;
    const regular = str(urls.regular);
    const raw_ = str(urls.raw);
    const full = str(urls.full) ?? regular;
    const small = str(urls.small) ?? regular;
    const thumb = str(urls.thumb) ?? small;
    const base = raw_ && isUnsplashImageUrl(raw_) ? raw_ : regular;
    if (!base || !regular || !full || !small || !thumb || ![base, regular, full, small, thumb].every(isUnsplashImageUrl)) return null;
    const name = str(user.name) ?? str(user.username);
    const username = str(user.username);
    const html = str(obj(user.links)?.html);
    const profile = (html && unsplashProfileUrl(html)) ?? (username ? profileOf(username) : null);
    if (!name || !profile) return null;
    // Another host (Unsplash's dev server in recordings): the photo's address on the configured API.
    const location = downloadLocationFor(id, str(obj(r.links)?.download_location)) ?? downloadLocationFor(id)!;
    const url = atStockWidth(regular);
    return {
      id,
      url,
      autore: name,
      autore_link: profile,
      alt_description: str(r.alt_description) ?? str(r.description),
      thumb: small,
      width: num(r.width),
      height: num(r.height),
      color: typeof r.color === 'string' && /^#[0-9a-f]{3,8}$/i.test(r.color) ? r.color : null,
      urls: { regular, full, small, thumb },
      user: { name, username, links: { html: profile } },
      links: { download_location: location },
    };
  }

  return {
    async search(query, signal) {
      const params = new URLSearchParams({
        query,
        per_page: String(IMAGE_RESULTS_PER_PAGE),
        lang: 'it',
        content_filter: 'high',
        orientation: 'landscape',
      });
      const res = await get(`${apiUrl}/search/photos?${params.toString()}`, signal);
      let body: Json | null;
      try {
        body = obj(res.json());
      } catch (err) {
        throw reword(err);
      }
      if (!body || !Array.isArray(body.results)) throw fail('invalid-response', IMAGE_MSG.invalidResponse, 'nessun elenco results');
      const seen = new Set<string>();
      const results: ImageResult[] = [];
      for (const raw of body.results) {
        const result = toResult(raw);
        if (result && !seen.has(result.id)) {
          seen.add(result.id);
          results.push(result);
        }
      }
      return results;
    },

    async trackDownload(downloadLocation, signal) {
      let url: URL;
      try {
        url = new URL(downloadLocation);
      } catch {
        throw fail('invalid-response', IMAGE_MSG.trackingRefused, 'indirizzo non valido');
      }
      const photoId = /\/photos\/([^/]+)\/download\/?$/.exec(url.pathname)?.[1] ?? '';
      if (!isUnsplashPhotoId(photoId) || !onApi(url, photoId)) throw fail('invalid-response', IMAGE_MSG.trackingRefused, `indirizzo ${url.origin}${url.pathname}`);
      await get(url.toString(), signal);
    },

    downloadLocationFor,
  };
}
