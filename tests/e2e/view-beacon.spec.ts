import type { APIRequestContext, Browser } from '@playwright/test';
import { CLICK_PLACES, type ClickPlace } from '../../common/content-blocks.ts';
import { clickPlacesIn, clickReportUrl, type StatsAnswer } from '../../common/stats.ts';
import { expect, test } from './fixtures.ts';
import { publishedRefs } from './public-helpers.ts';
import { E2E_ADMIN, type E2EServer, startE2EServer } from './server.ts';
import { startNginxProxy } from '../../scripts/proxy/nginx.mjs';
import { startVarnish } from '../../scripts/proxy/varnish.mjs';
import { freePort } from '../../scripts/server-process.mjs';

/**
 * Views counted the same with and without a shared cache in front (decisions 0071, 0072, 0077): a
 * real browser opens the same public pages through each shipped proxy (deploy/nginx and
 * deploy/varnish, started as `npm run proxy` does) in front of a server configured for it
 * (SHARED_CACHE=http: the proxy answers pages itself, the pages' view beacon reports each view)
 * and on a server with nothing in front (the server counts as it answers); Statistiche shows, on
 * each, exactly those views, their visitor and the impressions of the click places the pages showed.
 */

/** A visitor's browser as the counting sees it (Playwright's own 'HeadlessChrome' is a bot to isbot). */
const VISITOR_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Counted {
  views: Record<string, number>;
  visits: number;
  visitors: number;
  places: Record<ClickPlace, number>;
}

/**
 * Opens `paths` in a fresh browser context as an anonymous visitor, waiting for each page's beacon
 * when it has one, then reports a click (written by the same flush as every view before it) and
 * reads Statistiche as staff once that click is there: what was counted, and what the pages showed.
 */
async function visitAndCount(browser: Browser, playwright: { request: { newContext(o: object): Promise<APIRequestContext> } }, siteUrl: string, beacon: boolean) {
  const visitor = await browser.newContext({ baseURL: siteUrl, userAgent: VISITOR_UA, locale: 'it-IT' });
  const page = await visitor.newPage();
  const refs = await publishedRefs(visitor.request);
  const review = `/articolo/${refs.productId}`;
  const paths = ['/', '/prodotti', review, `/guida/${refs.guideId}`, `/notizie/${refs.newsSlug}`, review];
  const shown: Record<string, ClickPlace[]> = {};
  const fromProxy: string[] = [];
  for (const path of paths) {
    const reported = beacon ? page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/vista') : null;
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    if (res?.headers()['x-cache'] === 'HIT') fromProxy.push(path);
    await expect(page.locator('html[data-enhanced~="view-beacon"]')).toHaveCount(beacon ? 1 : 0);
    if (reported) {
      const response = await (await reported).response();
      expect(response?.status(), path).toBe(204);
    }
    shown[path] = clickPlacesIn(await page.content());
  }
  const click = await visitor.request.post(clickReportUrl(refs.productId, review, 'pulsante'), { headers: { 'user-agent': VISITOR_UA } });
  expect(click.status()).toBe(204);
  await visitor.close();

  const staff = await playwright.request.newContext({ baseURL: siteUrl });
  const login = await staff.post('/api/auth/login', { data: E2E_ADMIN, headers: { origin: siteUrl } });
  expect(login.ok()).toBe(true);
  let answer: StatsAnswer | null = null;
  // The counts reach the database with the next write (every second on the e2e servers).
  await expect
    .poll(
      async () => {
        const res = await staff.get('/api/statistiche');
        if (!res.ok()) return `HTTP ${res.status()}`;
        answer = (await res.json()) as StatsAnswer;
        return answer.giorni.reduce((n, d) => n + d.clic, 0);
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(1);
  await staff.dispose();
  const read = answer! as StatsAnswer;
  const counted: Counted = {
    views: Object.fromEntries(read.pagine.map((p) => [p.percorso, p.visite])),
    visits: read.giorni.reduce((n, d) => n + d.visite, 0),
    visitors: read.giorni.reduce((n, d) => n + d.visitatori, 0),
    places: Object.fromEntries(read.posizioni.map((p) => [p.blocco, p.visualizzazioni])) as Record<ClickPlace, number>,
  };
  const expected: Counted = { views: {}, visits: paths.length, visitors: 1, places: Object.fromEntries(CLICK_PLACES.map((p) => [p, 0])) as Record<ClickPlace, number> };
  for (const path of paths) {
    expected.views[path] = (expected.views[path] ?? 0) + 1;
    for (const place of shown[path]!) expected.places[place]++;
  }
  return { counted, expected, fromProxy, paths };
}

const PROXIES = { nginx: startNginxProxy, varnish: startVarnish } as const;
type Kind = keyof typeof PROXIES | 'off';

test.describe('views with and without a shared cache in front', () => {
  const servers: E2EServer[] = [];
  const proxies: { stop(): Promise<void> }[] = [];
  const urls: Record<Kind, string> = { nginx: '', varnish: '', off: '' };
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    for (const kind of ['nginx', 'varnish', 'off'] as const) {
      const port = await freePort();
      if (kind === 'off') {
        servers.push(await startE2EServer({ port, env: { SHARED_CACHE: 'off' } }));
        urls.off = `http://127.0.0.1:${port}`;
        continue;
      }
      // The proxy first: the server's first purge (the whole site, as it takes the lead) reaches
      // it then, not in the middle of the visits after a few retries.
      const proxyPort = await freePort();
      const proxy = await PROXIES[kind]({ upstreams: [`http://127.0.0.1:${port}`], port: proxyPort, stdio: 'ignore' });
      proxies.push(proxy);
      servers.push(await startE2EServer({ port, env: { SHARED_CACHE: 'http', SHARED_CACHE_PURGE_URLS: `http://127.0.0.1:${proxyPort}`, TRUST_PROXY: '127.0.0.1' } }));
      urls[kind] = proxy.url;
    }
  });
  test.afterAll(async () => {
    await Promise.all(proxies.map((p) => p.stop()));
    await Promise.all(servers.map((s) => s.stop()));
  });

  test('Statistiche counts exactly the pages a browser opened, the same behind a proxy (beacon) and with nothing in front (server)', async ({ browser, playwright }) => {
    test.setTimeout(150_000);
    const alone = await visitAndCount(browser, playwright, urls.off, false);
    expect(alone.counted).toEqual(alone.expected);
    expect(alone.fromProxy).toEqual([]);
    // Some click place was shown, so impressions are compared, not only zeros.
    expect(Object.values(alone.expected.places).some((n) => n > 0)).toBe(true);
    for (const kind of ['nginx', 'varnish'] as const) {
      const behind = await visitAndCount(browser, playwright, urls[kind], true);
      expect(behind.counted, kind).toEqual(behind.expected);
      // The review page, opened a second time, came from the proxy: a view the server never saw.
      expect(behind.fromProxy, kind).toContain(behind.paths.at(-1));
      expect(behind.counted, kind).toEqual(alone.counted);
    }
  });
});
