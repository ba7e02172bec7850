import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginxBinary, type RunningNginxProxy, startNginxProxy } from '../../scripts/proxy/nginx.mjs';
import { freePort } from '../helpers/process.ts';

/**
 * The shipped nginx cache's rules (deploy/nginx, decision 0077) on the installed nginx, each one
 * against an instance that answers what the test asks for (an HTTP stand-in: the headers are the
 * point here; tests/web/shared-cache-proxy.test.ts runs the real server behind it). Each answer
 * carries the stand-in's own count of requests, so a repeated count means nginx answered it.
 */

const ANSWERS: Record<string, Record<string, string>> = {
  '/tagged': { 'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=600', 'cache-tag': 'site,news', 'surrogate-key': 'site news' },
  '/static': { 'cache-control': 'public, max-age=31536000, immutable' },
  '/untagged': { 'cache-control': 'max-age=600' },
  '/private': { 'cache-control': 'private, max-age=600', 'surrogate-key': 'site news' },
  '/no-store': { 'cache-control': 'no-store' },
  '/no-cache': { 'cache-control': 'public, no-cache, s-maxage=3600', 'surrogate-key': 'site news' },
  '/cookie': { 'cache-control': 'public, max-age=0, s-maxage=3600', 'surrogate-key': 'site news', 'set-cookie': 'tema=scuro' },
};

describe.skipIf(!findNginxBinary())('the nginx cache’s rules', () => {
  let upstream: http.Server;
  let proxy: RunningNginxProxy;
  let count = 0;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      count++;
      const path = new URL(req.url!, 'http://x').pathname;
      res.writeHead(200, { 'content-type': 'text/plain', 'x-count': String(count), 'x-cookie': req.headers.cookie ?? '', ...ANSWERS[path] }).end('ok');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxy = await startNginxProxy({ upstreams: [`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`], port: await freePort(), stdio: 'ignore' });
  });
  afterAll(async () => {
    await proxy?.stop();
    if (proxy) fs.rmSync(proxy.workDir, { recursive: true, force: true });
    await new Promise((resolve) => upstream?.close(resolve));
  });

  const twice = async (path: string, init: RequestInit = {}) => {
    // Each answer read to its end before the next request: nginx has then stored it, or not.
    const first = await fetch(`${proxy.url}${path}`, init);
    await first.arrayBuffer();
    const second = await fetch(`${proxy.url}${path}`, init);
    await second.arrayBuffer();
    return { first, second, kept: first.headers.get('x-count') === second.headers.get('x-count') };
  };

  it('keeps tagged answers and public static files; tells the browser neither the tags nor the shared part of Cache-Control', async () => {
    const tagged = await twice('/tagged');
    expect([tagged.kept, tagged.second.headers.get('x-cache')]).toEqual([true, 'HIT']);
    expect(tagged.second.headers.get('cache-control')).toBe('public, max-age=0');
    expect([tagged.second.headers.get('surrogate-key'), tagged.second.headers.get('cache-tag')]).toEqual([null, null]);
    const file = await twice('/static');
    expect([file.kept, file.second.headers.get('cache-control')]).toEqual([true, 'public, max-age=31536000, immutable']);
  });

  it.each(['/untagged', '/private', '/no-store', '/no-cache', '/cookie'])('never keeps %s', async (path) => {
    const { kept, second } = await twice(path);
    expect([kept, second.headers.get('x-cache')]).toEqual([false, 'MISS']);
  });

  it('staff and credentials pass through with their cookies; a visitor’s other cookies reach no instance', async () => {
    const staff = await twice('/tagged?staff', { headers: { cookie: '_ga=1; scorta_session=abc' } });
    expect([staff.kept, staff.second.headers.get('x-cache'), staff.second.headers.get('x-cookie')]).toEqual([false, 'BYPASS', '_ga=1; scorta_session=abc']);
    const bearer = await twice('/tagged?staff', { headers: { authorization: 'Bearer x' } });
    expect([bearer.kept, bearer.second.headers.get('x-cache')]).toEqual([false, 'BYPASS']);
    const visitor = await twice('/tagged?staff', { headers: { cookie: '_ga=1' } });
    expect([visitor.first.headers.get('x-cookie'), visitor.second.headers.get('x-cache')]).toEqual(['', 'HIT']);
  });

  it('a purged answer is a miss, then kept again; the others stay kept; purges only from the purgers’ form', async () => {
    await twice('/tagged?purge');
    const kept = await twice('/static?purge');
    const ban = (tags: string) => fetch(`${proxy.url}/`, { method: 'BAN', headers: { 'x-cache-tags': tags } });
    expect((await ban('news|.*')).status).toBe(400);
    expect((await ban('news')).status).toBe(200);
    const again = await twice('/tagged?purge');
    expect([again.first.headers.get('x-cache'), again.second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect((await fetch(`${proxy.url}/static?purge`)).headers.get('x-count')).toBe(kept.second.headers.get('x-count'));
  });
});
