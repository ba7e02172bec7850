import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { delay, http, HttpResponse } from 'msw';
import { SHORT_XSS_PAYLOADS, XSS_ALL } from '../e2e/xss-payloads.ts';

/**
 * A fake Unsplash API at the HTTP level (msw), on any host (api.unsplash.com, or wherever
 * UNSPLASH_API_URL points):
 *
 * - `GET …/search/photos?query=…` answers the real search response of
 *   ../shared/fixtures/unsplash/search_photos_query_paris_devserver.body.json (10 photos of Paris,
 *   recorded by Unsplash's own SDK tests against its dev server, so their `links` point at
 *   lvh.me), or our own tests/fixtures/unsplash/search_photos_kit_emergenza.json when that folder
 *   is absent. The query `kit` always answers our own fixture (2 usable photos, an Unsplash+ one,
 *   one without URLs, one on a look-alike host).
 * - Queries that fail: `nessuna` (or anything starting `zzz`) → no results; `errore401` → 401;
 *   `errore403` → 403; `limite` → Unsplash's rate-limit 403 (`X-Ratelimit-Remaining: 0`);
 *   `errore429` → 429; `errore500` → 500; `lento` → answers after 60 s (or when the caller gives
 *   up); `rotto` → an HTML page with status 200; `xss` → our own fixture's photos with the XSS
 *   payloads of tests/e2e/xss-payloads.ts in the photographer's name, username, profile link,
 *   description and alt text.
 * - A key (`Authorization: Client-ID …`) is required like the real one: none → 401; keys
 *   starting `invalid` → 401.
 * - `GET …/photos/{id}/download` (download tracking) answers `{url}` and is recorded in
 *   `fakeUnsplash.requests`; `fakeUnsplash.failTrackingNext(status)` makes the next one fail.
 *
 * Switches: `fakeUnsplash.requests` (every request: kind, url, authorization),
 * `fakeUnsplash.downloads` (the tracking calls only), `fakeUnsplash.reset()`.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const UNSPLASH_SHARED_DIR = path.resolve(ROOT, '..', 'shared', 'fixtures', 'unsplash');
export const UNSPLASH_OWN_FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'unsplash', 'search_photos_kit_emergenza.json');

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const OWN = readJson(UNSPLASH_OWN_FIXTURE)!;
const SHARED = readJson(path.join(UNSPLASH_SHARED_DIR, 'search_photos_query_paris_devserver.body.json'));

export interface FakeUnsplashRequest {
  kind: 'search' | 'download';
  url: string;
  authorization: string | null;
}

const state = {
  requests: [] as FakeUnsplashRequest[],
  trackingFailures: [] as number[],
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  HttpResponse.json(body as Record<string, unknown>, { status, headers: { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '49', ...headers } });

const errors = (status: number, message: string, headers: Record<string, string> = {}) => json({ errors: [message] }, status, headers);

/** The key as the real API reads it; null when it would refuse it. */
function keyProblem(authorization: string | null): Response | null {
  const key = /^Client-ID (\S+)$/.exec(authorization ?? '')?.[1];
  if (!key || key.startsWith('invalid')) return errors(401, 'OAuth error: The access token is invalid');
  return null;
}

/** Our own fixture's photos, the photographer's name, username, links and texts replaced by payloads. */
function xssResults(): Record<string, unknown> {
  const results = (OWN.results as Record<string, unknown>[]).map((r, i) => {
    const user = r.user as Record<string, unknown> & { links: Record<string, unknown> };
    const payload = SHORT_XSS_PAYLOADS[i % SHORT_XSS_PAYLOADS.length]!;
    return {
      ...r,
      description: XSS_ALL,
      alt_description: `Foto XSS ${payload}`,
      user: {
        ...user,
        name: `Fotografo XSS ${payload}`,
        // The first photographer has a hostile username and profile link, the others their own profile.
        username: i === 0 ? `xss"><svg onload=window.__xss=50>` : user.username,
        links: { ...user.links, html: i === 0 ? 'javascript:window.__xss=51' : user.links.html },
      },
    };
  });
  return { ...OWN, results };
}

export const fakeUnsplash = {
  get requests(): readonly FakeUnsplashRequest[] {
    return state.requests;
  },
  get downloads(): readonly FakeUnsplashRequest[] {
    return state.requests.filter((r) => r.kind === 'download');
  },
  /** The next tracking call answers this status. */
  failTrackingNext(status: number) {
    state.trackingFailures.push(status);
  },
  reset() {
    state.requests = [];
    state.trackingFailures = [];
  },
};

export const unsplashHandlers = [
  http.get('*/search/photos', async ({ request }) => {
    const url = new URL(request.url);
    const authorization = request.headers.get('authorization');
    state.requests.push({ kind: 'search', url: request.url, authorization });
    const refused = keyProblem(authorization);
    if (refused) return refused;
    const query = (url.searchParams.get('query') ?? '').trim().toLowerCase();
    switch (query) {
      case 'errore401':
        return errors(401, 'OAuth error: The access token is invalid');
      case 'errore403':
        return errors(403, 'Forbidden');
      case 'limite':
        return new HttpResponse('Rate Limit Exceeded', { status: 403, headers: { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '0' } });
      case 'errore429':
        return errors(429, 'Rate Limit Exceeded', { 'x-ratelimit-remaining': '0' });
      case 'errore500':
        return errors(500, 'Internal Server Error');
      case 'rotto':
        return new HttpResponse('<!doctype html><title>Unsplash</title><p>Oops</p>', { status: 200, headers: { 'content-type': 'text/html' } });
      case 'lento':
        await delay(60_000);
        return json({ total: 0, total_pages: 0, results: [] });
      case 'nessuna':
        return json({ total: 0, total_pages: 0, results: [] });
      case 'kit':
        return json(OWN);
      case 'xss':
        return json(xssResults());
      default:
        if (query.startsWith('zzz')) return json({ total: 0, total_pages: 0, results: [] });
        return json(SHARED ?? OWN);
    }
  }),
  http.get('*/photos/:id/download', ({ request, params }) => {
    const authorization = request.headers.get('authorization');
    state.requests.push({ kind: 'download', url: request.url, authorization });
    const refused = keyProblem(authorization);
    if (refused) return refused;
    const status = state.trackingFailures.shift();
    if (status) return errors(status, 'Errore simulato');
    return json({ url: `https://images.unsplash.com/photo-${String(params.id)}?ixlib=rb-4.0.3&fm=jpg` });
  }),
];
