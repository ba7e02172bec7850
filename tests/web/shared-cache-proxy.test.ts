import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginxBinary, startNginxProxy } from '../../scripts/proxy/nginx.mjs';
import { findVarnishd, startVarnish } from '../../scripts/proxy/varnish.mjs';
import { createScratchDatabase, freePort, loginCookie, type ScratchDatabase, type ServerProcess, startProductionServer, until } from '../helpers/process.ts';

/**
 * The shipped shared caches for real (decisions 0071, 0077), each as `npm run proxy` starts it:
 * nginx from Debian with deploy/nginx and its purge listener (the default), and Varnish with
 * deploy/varnish/scorta.vcl, in front of two production instances on one PostgreSQL database.
 * Visitors' pages are kept by the proxy; a publication on one instance is purged by tag and served
 * fresh through the proxy within a second; staff always pass through; what does not show the
 * changed table stays kept.
 */

const SITE_URL = 'http://127.0.0.1:8080';
const PG = process.env.TEST_DATABASE_URL;

interface Proxy {
  url: string;
  workDir: string;
  stop(): Promise<void>;
}
const PROXIES: { name: string; installed: boolean; start(options: { upstreams: string[]; port: number; stdio: 'ignore' }): Promise<Proxy> }[] = [
  { name: 'nginx', installed: findNginxBinary() !== null, start: startNginxProxy },
  { name: 'Varnish', installed: findVarnishd() !== null, start: startVarnish },
];

describe.skipIf(!PG).each(PROXIES)('the shipped $name in front of two instances', ({ installed, start }) => {
  let database: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: Proxy;
  let cookie = '';

  beforeAll(async () => {
    const proxyPort = await freePort();
    database = await createScratchDatabase(PG!, 'scorta_proxy');
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
      SITE_URL,
      SHARED_CACHE: 'http',
      SHARED_CACHE_PURGE_URLS: `http://127.0.0.1:${proxyPort}`,
      TRUST_PROXY: '127.0.0.1',
    };
    // The proxy first: each instance's first purge (the whole site, as it takes the lead) must
    // reach it then, not in the middle of a test after a few retries.
    const ports = [await freePort(), await freePort()] as const;
    // CI installs both (.ci/run); a missing one fails here, not silently.
    expect(installed, 'proxy installato').toBe(true);
    proxy = await start({ upstreams: ports.map((port) => `http://127.0.0.1:${port}`), port: proxyPort, stdio: 'ignore' });
    [a, b] = await Promise.all([startProductionServer({ env, port: ports[0] }), startProductionServer({ env, port: ports[1] })]);
    cookie = await loginCookie(a.url);
    // The leader's first purge (the whole site) has reached the proxy: none lands mid-test.
    await until(async () => database.query(async (c) => (await c.query('select 1 from shared_cache_purges where ultimo_successo_il is not null')).rowCount! > 0));
  }, 120_000);
  afterAll(async () => {
    await proxy?.stop();
    if (proxy) fs.rmSync(proxy.workDir, { recursive: true, force: true });
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.drop();
  });

  const viaProxy = (path: string, init: RequestInit = {}) => fetch(`${proxy.url}${path}`, init);
  /** Asked until the proxy keeps it (the first answers may be misses on either instance). */
  const kept = (path: string) => until(async () => (await viaProxy(path)).headers.get('x-cache') === 'HIT');

  it('keeps a visitor’s page and answers it again itself, telling the browser only the browser’s part', async () => {
    await kept('/notizie');
    const hit = await viaProxy('/notizie');
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0');
    expect(hit.headers.get('surrogate-key')).toBeNull();
    expect(hit.headers.get('cache-tag')).toBeNull();
    expect(await hit.text()).toContain('</html>');
    // A visitor's other cookies (analytics) neither pass the cache nor split it.
    expect((await viaProxy('/notizie', { headers: { cookie: '_ga=GA1.1.42; tema=scuro' } })).headers.get('x-cache')).toBe('HIT');
    const head = await viaProxy('/notizie', { method: 'HEAD' });
    expect([head.status, head.headers.get('x-cache'), head.headers.get('etag')]).toEqual([200, 'HIT', hit.headers.get('etag')]);
  });

  it('keeps one copy per encoding: Brotli, gzip and plain clients each get what they asked for', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      // fetch asks for gzip unless told otherwise: a plain client says identity.
      const headers = { 'accept-encoding': { br: 'gzip, deflate, br', gzip: 'gzip, deflate', identity: 'identity' }[encoding]! };
      await until(async () => (await viaProxy('/guide', { headers })).headers.get('x-cache') === 'HIT');
      const res = await viaProxy('/guide', { headers });
      expect(res.headers.get('content-encoding'), encoding).toBe(encoding === 'identity' ? null : encoding);
      expect(await res.text(), encoding).toContain('</html>');
    }
  });

  it('never keeps what staff see: a session passes through to the instances every time', async () => {
    // Varnish says MISS of what it passes, nginx BYPASS: never HIT.
    for (let i = 0; i < 2; i++) {
      const res = await viaProxy('/guide', { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(['MISS', 'BYPASS']).toContain(res.headers.get('x-cache'));
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    const api = await viaProxy('/api/panoramica', { headers: { cookie } });
    expect(api.status).toBe(200);
    expect(['MISS', 'BYPASS']).toContain(api.headers.get('x-cache'));
    // The same address without the session is a visitor's, and never someone else's dashboard answer.
    expect((await viaProxy('/api/panoramica')).status).toBe(401);
  });

  it('a publication on one instance is served fresh through the proxy within a second; pages that do not show news stay kept', async () => {
    await kept('/notizie');
    await kept('/privacy');
    const write = (method: string, url: string, body?: object) =>
      fetch(`${a.url}${url}`, { method, headers: { cookie, origin: SITE_URL, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
    const title = 'Allerta meteo arancione sulla costa ligure';
    const created = await write('POST', '/api/notizie', { titolo: title, sommario: 'Venti forti e mareggiate fino a domani sera.', stato: 'bozza' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const published = await write('POST', `/api/notizie/${id}/pubblica`);
    expect(published.status).toBe(200);
    // The one bound in wall time: what the deployment promises (a publication fresh through the
    // proxy within a second) is time between processes, which no test clock can set.
    // eslint-disable-next-line clock/no-wall-clock -- see above
    const publishedAt = performance.now();
    await until(async () => (await (await viaProxy('/notizie')).text()).includes(title));
    // eslint-disable-next-line clock/no-wall-clock -- see above
    const elapsed = performance.now() - publishedAt;
    expect(elapsed, `pubblicata e servita dal proxy dopo ${Math.round(elapsed)} ms`).toBeLessThan(1_000);
    // Purged by tag: the privacy page shows no news and is still answered by the proxy.
    expect((await viaProxy('/privacy')).headers.get('x-cache')).toBe('HIT');
  });

  it('takes purges only in its own form: tags that are not topic names are refused', async () => {
    const bad = await viaProxy('/', { method: 'BAN', headers: { 'x-cache-tags': 'news|.*' } });
    expect(bad.status).toBe(400);
    const none = await viaProxy('/', { method: 'BAN' });
    expect(none.status).toBe(400);
  });
});
