import fs from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { atStockWidth, isUnsplashImageUrl, referralAppName, unsplashProfileUrl, withReferral } from '../../common/images.ts';
import { IMAGE_MSG } from '../../common/messages-images.ts';
import { imageChoiceSchema } from '../../common/schemas-images.ts';
import { createUnsplashClient } from '../../server/integrations/unsplash/client.ts';
import { fakeUnsplash, UNSPLASH_SHARED_DIR, unsplashHandlers } from '../mocks/unsplash.ts';
import { outsideFailure } from '../helpers/outside.ts';

const SHARED_SEARCH = path.join(UNSPLASH_SHARED_DIR, 'search_photos_query_paris_devserver.body.json');
const SHARED_CASSETTE = path.join(UNSPLASH_SHARED_DIR, 'unsplash_php_vcr_search.json');
const hasShared = fs.existsSync(SHARED_SEARCH) && fs.existsSync(SHARED_CASSETTE);
if (!hasShared) console.warn(`Fixture Unsplash condivise assenti (${UNSPLASH_SHARED_DIR}): i test sulle risposte reali sono saltati.`);

const server = setupServer(...unsplashHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  fakeUnsplash.reset();
});
afterAll(() => server.close());

const API = 'https://api.unsplash.com';

function client(opts: { key?: string | null; apiUrl?: string; timeoutMs?: number } = {}) {
  // A timeout far beyond any test, so that no answer of the fakes races it; the timeout tests
  // set their own, for a server that never answers.
  const { key = 'chiave-di-prova', apiUrl = API, timeoutMs = 600_000 } = opts;
  return createUnsplashClient({ unsplash: { apiUrl, timeoutMs } }, { readKey: async () => key, backoffMs: 5 });
}

const failure = outsideFailure;

describe('URL rules (common/images.ts)', () => {
  it('rewrites stock images to width 1600, keeping ixid and the other parameters', () => {
    const regular = 'https://images.unsplash.com/photo-1?crop=entropy&cs=tinysrgb&fit=max&fm=jpg&ixid=abc&ixlib=rb-4.0.3&q=80&w=1080';
    const out = new URL(atStockWidth(regular));
    expect(out.searchParams.get('w')).toBe('1600');
    expect(out.searchParams.get('ixid')).toBe('abc');
    expect(out.searchParams.get('fit')).toBe('max');
    expect(out.searchParams.get('q')).toBe('80');
    // A crop keeps its ratio; auto=format stays; no fit gets fit=max.
    const crop = new URL(atStockWidth('https://images.unsplash.com/photo-2?auto=format&fit=crop&w=800&h=450'));
    expect([crop.searchParams.get('w'), crop.searchParams.get('h'), crop.searchParams.get('auto')]).toEqual(['1600', '900', 'format']);
    const bare = new URL(atStockWidth('https://images.unsplash.com/photo-3?h=300'));
    expect([bare.searchParams.get('w'), bare.searchParams.get('h'), bare.searchParams.get('fit')]).toEqual(['1600', null, 'max']);
    // Other URLs are left alone.
    expect(atStockWidth('/demo/guide/1.svg')).toBe('/demo/guide/1.svg');
  });

  it('accepts only https images of images.unsplash.com and profiles on unsplash.com', () => {
    expect(isUnsplashImageUrl('https://images.unsplash.com/photo-1?w=10')).toBe(true);
    for (const bad of [
      'http://images.unsplash.com/photo-1',
      'https://images.unsplash.com.evil.example/photo-1',
      'https://plus.unsplash.com/premium_photo-1',
      'https://user:pw@images.unsplash.com/photo-1',
      'https://images.unsplash.com:8443/photo-1',
      'javascript:alert(1)',
    ]) {
      expect(isUnsplashImageUrl(bad), bad).toBe(false);
    }
    expect(unsplashProfileUrl('https://unsplash.com/@giulia_montagna?utm_source=x')).toBe('https://unsplash.com/@giulia_montagna');
    expect(unsplashProfileUrl('https://www.unsplash.com/@a.b')).toBe('https://unsplash.com/@a.b');
    expect(unsplashProfileUrl('https://evil.example/@a')).toBeNull();
    expect(unsplashProfileUrl('https://unsplash.com/photos/abc')).toBeNull();
  });

  it('builds the referral links of the credit from the site name', () => {
    expect(referralAppName('Pronti a Tutto')).toBe('pronti_a_tutto');
    expect(referralAppName('Città Sicura!')).toBe('citta_sicura');
    expect(referralAppName('')).toBe('scorta');
    expect(withReferral('https://unsplash.com/@giulia', 'pronti_a_tutto')).toBe('https://unsplash.com/@giulia?utm_source=pronti_a_tutto&utm_medium=referral');
  });

  it('refuses choices pointing outside Unsplash (the request is untrusted)', () => {
    const good = {
      id: 'kTq7nYq2b8E',
      url: 'https://images.unsplash.com/photo-1?w=1080&ixid=x',
      autore: 'Giulia Rossi',
      autore_link: 'https://unsplash.com/@giulia_montagna',
    };
    const parsed = imageChoiceSchema.parse(good);
    expect(new URL(parsed.url).searchParams.get('w')).toBe('1600');
    for (const [field, value, message] of [
      ['url', 'https://evil.example/photo.jpg', IMAGE_MSG.urlInvalid],
      ['autore_link', 'https://evil.example/@giulia', IMAGE_MSG.authorLinkInvalid],
      ['autore_link', 'javascript:alert(1)', IMAGE_MSG.authorLinkInvalid],
      ['id', '../../etc', IMAGE_MSG.idInvalid],
      ['autore', '  ', IMAGE_MSG.authorRequired],
    ] as const) {
      const r = imageChoiceSchema.safeParse({ ...good, [field]: value });
      expect(r.success, field).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(message);
    }
  });
});

describe('the Unsplash client', () => {
  it('searches in Italian with the key read now, safe content, landscape, and normalises each result', async () => {
    let key = 'prima-chiave';
    const c = createUnsplashClient({ unsplash: { apiUrl: API, timeoutMs: 600_000 } }, { readKey: async () => key });
    const results = await c.search('kit');
    const req = fakeUnsplash.requests[0]!;
    const url = new URL(req.url);
    expect(url.origin + url.pathname).toBe(`${API}/search/photos`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ query: 'kit', lang: 'it', content_filter: 'high', orientation: 'landscape', per_page: '24' });
    expect(req.authorization).toBe('Client-ID prima-chiave');

    // Our fixture: 2 usable photos; the Unsplash+ one, the one without URLs and the look-alike host are dropped.
    expect(results.map((r) => r.id)).toEqual(['kTq7nYq2b8E', 'Lm3Xc9-pQr0']);
    const [first, second] = results;
    expect(first).toMatchObject({
      autore: 'Giulia Rossi',
      autore_link: 'https://unsplash.com/@giulia_montagna',
      alt_description: 'uno zaino verde appoggiato su un prato in montagna',
      width: 6000,
      height: 4000,
      color: '#405940',
      user: { name: 'Giulia Rossi', username: 'giulia_montagna', links: { html: 'https://unsplash.com/@giulia_montagna' } },
    });
    expect(new URL(first!.url).searchParams.get('w')).toBe('1600');
    expect(new URL(first!.url).searchParams.get('ixid')).toBe(new URL(first!.urls.regular).searchParams.get('ixid'));
    expect(first!.thumb).toBe(first!.urls.small);
    expect(first!.links.download_location).toBe(`${API}/photos/kTq7nYq2b8E/download?ixid=M3w1MjQ0NzZ8MHwxfHNlYXJjaHwxfHx6YWlub3xpdHwwfHx8fDE3MDAwMDAwMDB8MA`);
    // No alt_description: the description is used.
    expect(second!.alt_description).toBe('Candele e torcia sul tavolo durante un blackout');

    key = 'seconda-chiave';
    await c.search('kit');
    expect(fakeUnsplash.requests[1]!.authorization).toBe('Client-ID seconda-chiave');
  });

  it('answers an empty list when nothing is found', async () => {
    expect(await client().search('nessuna')).toEqual([]);
  });

  it('gives each failure its Italian message', async () => {
    const cases: Array<[string | null, string, string, string]> = [
      [null, 'kit', 'not-configured', IMAGE_MSG.notConfigured],
      ['invalid-key', 'kit', 'unauthorized', IMAGE_MSG.unauthorized],
      ['k', 'errore401', 'unauthorized', IMAGE_MSG.unauthorized],
      ['k', 'errore403', 'unauthorized', IMAGE_MSG.unauthorized],
      ['k', 'limite', 'rate-limited', IMAGE_MSG.rateLimited],
      ['k', 'errore429', 'rate-limited', IMAGE_MSG.rateLimited],
      ['k', 'errore500', 'server', IMAGE_MSG.server(500)],
      ['k', 'rotto', 'invalid-response', IMAGE_MSG.invalidResponse],
      ['k', 'lento', 'timeout', IMAGE_MSG.timeout(1)],
    ];
    for (const [key, query, kind, message] of cases) {
      // Only the server that never answers meets a short timeout: the others' answers never race it.
      const err = await failure(client({ key, ...(query === 'lento' ? { timeoutMs: 300 } : {}) }).search(query));
      expect([query, err.failure, err.message]).toEqual([query, kind, message]);
      expect(err.service).toBe('unsplash');
    }
    // No key: no request at all. 429 is not repeated (hourly limit); 500 is, once.
    fakeUnsplash.reset();
    await failure(client().search('errore429'));
    expect(fakeUnsplash.requests).toHaveLength(1);
    fakeUnsplash.reset();
    await failure(client().search('errore500'));
    expect(fakeUnsplash.requests).toHaveLength(2);
  });

  it('treats a network failure and an answer without results as failures', async () => {
    server.use(
      http.get(`${API}/search/photos`, ({ request }) => (new URL(request.url).searchParams.get('query') === 'rete' ? HttpResponse.error() : HttpResponse.json({ total: 1 }))),
    );
    expect((await failure(client().search('rete'))).message).toBe(IMAGE_MSG.network);
    expect((await failure(client().search('strano'))).message).toBe(IMAGE_MSG.invalidResponse);
  });

  it('tracks a download with the key, on the configured API only', async () => {
    const c = client({ apiUrl: 'http://127.0.0.1:9/unsplash' });
    expect(c.downloadLocationFor('kTq7nYq2b8E')).toBe('http://127.0.0.1:9/unsplash/photos/kTq7nYq2b8E/download');
    expect(c.downloadLocationFor('kTq7nYq2b8E', 'https://api.unsplash.com/photos/kTq7nYq2b8E/download?ixid=abc')).toBe(
      'http://127.0.0.1:9/unsplash/photos/kTq7nYq2b8E/download?ixid=abc',
    );
    expect(c.downloadLocationFor('kTq7nYq2b8E', 'https://evil.example/photos/kTq7nYq2b8E/download')).toBeNull();
    expect(c.downloadLocationFor('kTq7nYq2b8E', 'https://api.unsplash.com/photos/ALTRA/download')).toBeNull();
    expect(c.downloadLocationFor('../x')).toBeNull();
    // Its own address comes back from the picker (the base path is part of it); the
    // same host without it, or under another path, is not the API.
    expect(c.downloadLocationFor('kTq7nYq2b8E', 'http://127.0.0.1:9/unsplash/photos/kTq7nYq2b8E/download?ixid=abc')).toBe(
      'http://127.0.0.1:9/unsplash/photos/kTq7nYq2b8E/download?ixid=abc',
    );
    expect(c.downloadLocationFor('kTq7nYq2b8E', 'http://127.0.0.1:9/photos/kTq7nYq2b8E/download')).toBeNull();
    expect(c.downloadLocationFor('kTq7nYq2b8E', 'http://127.0.0.1:9/altro/photos/kTq7nYq2b8E/download')).toBeNull();
    expect(c.downloadLocationFor('kTq7nYq2b8E', 'http://127.0.0.1:9/unsplash/altro/photos/kTq7nYq2b8E/download')).toBeNull();

    const real = client();
    await real.trackDownload(`${API}/photos/kTq7nYq2b8E/download?ixid=abc`);
    expect(fakeUnsplash.downloads).toHaveLength(1);
    expect(fakeUnsplash.downloads[0]!.authorization).toBe('Client-ID chiave-di-prova');
    // Never towards another host (the key would go with it).
    const refused = await failure(real.trackDownload('https://evil.example/photos/kTq7nYq2b8E/download'));
    expect(refused.message).toBe(IMAGE_MSG.trackingRefused);
    expect(fakeUnsplash.downloads).toHaveLength(1);
    fakeUnsplash.failTrackingNext(500);
    fakeUnsplash.failTrackingNext(500);
    expect((await failure(real.trackDownload(`${API}/photos/kTq7nYq2b8E/download`))).failure).toBe('server');
  });

  it('tracks a download at the configured API’s path, and nowhere else on that host', async () => {
    const proxy = 'http://unsplash.proxy.test/unsplash';
    const c = client({ apiUrl: `${proxy}/` });
    await c.trackDownload(`${proxy}/photos/kTq7nYq2b8E/download?ixid=abc`);
    expect(fakeUnsplash.downloads.map((d) => [d.url, d.authorization])).toEqual([[`${proxy}/photos/kTq7nYq2b8E/download?ixid=abc`, 'Client-ID chiave-di-prova']]);
    for (const elsewhere of [
      'http://unsplash.proxy.test/photos/kTq7nYq2b8E/download',
      'http://unsplash.proxy.test/admin/photos/kTq7nYq2b8E/download',
      `${proxy}/users/giulia/photos/x/download/../../../../admin`,
      `${proxy}/photos/kTq7nYq2b8E`,
      'https://api.unsplash.com/photos/kTq7nYq2b8E/download',
    ]) {
      expect((await failure(c.trackDownload(elsewhere))).message, elsewhere).toBe(IMAGE_MSG.trackingRefused);
    }
    expect(fakeUnsplash.downloads).toHaveLength(1);
  });
});

describe.skipIf(!hasShared)('the Unsplash client on real responses (../shared/fixtures/unsplash)', () => {
  it('reads the recorded search/photos response of Unsplash’s own SDK tests', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Unsplash's recorded answer, edited in place by the test
    const body = JSON.parse(fs.readFileSync(SHARED_SEARCH, 'utf8')) as { results: Array<Record<string, any>> };
    server.use(http.get(`${API}/search/photos`, () => HttpResponse.json(body)));
    const results = await client().search('paris');
    expect(results).toHaveLength(body.results.length);
    results.forEach((r, i) => {
      const raw = body.results[i]!;
      expect(r.id).toBe(raw.id);
      expect(r.autore).toBe(raw.user.name);
      expect(r.urls.regular).toBe(raw.urls.regular);
      expect(r.urls.full).toBe(raw.urls.full);
      expect(isUnsplashImageUrl(r.url)).toBe(true);
      expect(new URL(r.url).searchParams.get('w')).toBe('1600');
      expect(new URL(r.url).searchParams.get('ixid')).toBe(new URL(raw.urls.regular).searchParams.get('ixid'));
      // Recorded on Unsplash's dev server (lvh.me): the profile is rebuilt on unsplash.com, tracking on the API.
      expect(r.autore_link).toBe(`https://unsplash.com/@${raw.user.username}`);
      expect(r.links.download_location).toBe(`${API}/photos/${raw.id}/download`);
      expect(r.thumb).toBe(raw.urls.small);
    });
    expect(results[0]).toMatchObject({ autore: 'Anthony DELANOIX', alt_description: 'Eiffel Tower, Paris' });
  });

  it('reads every search/photos answer of the VCR cassette', async () => {
    const cassette = JSON.parse(fs.readFileSync(SHARED_CASSETTE, 'utf8')) as Array<{ request: { url: string }; response: { body: string } }>;
    const photos = cassette.filter((i) => /\/search\/photos/.test(i.request.url));
    expect(photos.length).toBeGreaterThan(0);
    for (const interaction of photos) {
      const body = JSON.parse(interaction.response.body) as { results: unknown[] };
      server.use(http.get(`${API}/search/photos`, () => HttpResponse.json(body as Record<string, unknown>)));
      const results = await client().search('paris');
      expect(results.length).toBe(body.results.length);
      for (const r of results) expect(r.autore_link).toMatch(/^https:\/\/unsplash\.com\/@/);
    }
  });
});
