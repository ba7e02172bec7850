import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { BUILD_DIR, createTestWebServer, decodeBody, type TestWebServer } from '../helpers/web.ts';

/**
 * Public pages without a framework (decision 0035) on the production build with the demo
 * content (the guide measured shows a product box and a comparison table): every public page type carries at most 20 KB of Brotli JavaScript, its script files and
 * inline scripts together; none of it is React, a route module or loader data: only the
 * progressive-enhancement scripts of build/enhance-manifest.json, measured behind a shared cache
 * (the heavier case: every public page but the login also loads the view beacon, decision 0072). Every image has its size, images
 * below the first screen load lazily, and hashed assets are cached for a year.
 */

const BUDGET = 20 * 1024;
/** The public pages' scripts (scripts/build-enhance.mjs): the only ones a public page may load. */
const ENHANCE = new Set(Object.values(JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'enhance-manifest.json'), 'utf8')) as Record<string, string>));
/** The view beacon's file: loaded by the counted pages when a shared cache is in front. */
const BEACON = (JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'enhance-manifest.json'), 'utf8')) as Record<string, string>)['view-beacon']!;
const brotli = (bytes: Buffer | string) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

let s: TestWebServer;
let pages: { name: string; path: string }[] = [];

const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

beforeAll(async () => {
  s = await createTestWebServer('production', { SEED_DEMO: 'true', SHARED_CACHE: 'http', SHARED_CACHE_PURGE_URLS: 'http://127.0.0.1:9/' });
  const xml = (await get('/sitemap.xml')).body;
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const first = (re: RegExp) => {
    const found = locs.find((p) => re.test(p));
    if (!found) throw new Error(`no ${re} in the sitemap`);
    return found;
  };
  // The guide with a product box and a comparison table in its text (the demo's water guide): the
  // blocks' markup and their click script are measured with the rest.
  const withBlocks = async (paths: string[]) => {
    for (const p of paths) {
      const html = (await get(p)).body;
      if (html.includes('class="block-product') && html.includes('class="block-compare')) return p;
    }
    throw new Error('no guide with a product box and a comparison table in the demo');
  };
  pages = [
    { name: 'home', path: '/' },
    { name: 'prodotti', path: '/prodotti' },
    { name: 'prodotto', path: first(/^\/articolo\/\d+$/) },
    { name: 'guide', path: '/guide' },
    { name: 'guida', path: await withBlocks(locs.filter((p) => /^\/guida\/\d+$/.test(p))) },
    { name: 'notizie', path: '/notizie' },
    { name: 'notizia', path: first(/^\/notizie\/[^/]+$/) },
    { name: 'autore', path: first(/^\/autore\/[^/]+$/) },
    { name: 'chi-siamo', path: '/chi-siamo' },
    { name: 'contatti', path: '/contatti' },
    { name: 'privacy', path: '/privacy' },
    { name: 'login', path: '/login' },
  ];
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** The scripts a first visit loads: script src, modulepreload and the inline module's imports. */
function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) urls.add(/\bhref="([^"]+)"/.exec(m[0])![1]!);
  for (const m of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const imp of m[1]!.matchAll(/\bimport(?:[\w*{}\s,]+from\s*|\s*)"([^"]+\.js)"/g)) urls.add(imp[1]!);
  }
  return [...urls].map((u) => new URL(u, 'http://x').pathname);
}

/** An attribute's value (HTML attribute names are case-insensitive: React writes fetchPriority). */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The text of every inline script the browser would run (JSON-LD and other data blocks are not run). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1]!) && !/type="application\/(ld\+)?json"/.test(m[1]!)).map((m) => m[2]!);
}

describe('the first load of every public page', () => {
  it('needs at most 20 KB of Brotli JavaScript, files and inline scripts together, and only the enhancement scripts', async () => {
    const report: string[] = [];
    for (const page of pages) {
      const res = await get(page.path, BROWSER);
      expect(res.statusCode, page.path).toBe(200);
      const html = decodeBody(res);
      const scripts = firstLoadScripts(html);
      expect(
        scripts.filter((src) => !ENHANCE.has(src)),
        `${page.path}: scripts other than the enhancement scripts`,
      ).toEqual([]);
      expect(scripts.includes(BEACON), `${page.path}: the view beacon`).toBe(page.name !== 'login');
      let files = 0;
      let served = 0;
      for (const script of scripts) {
        const asset = await get(script, BROWSER);
        expect(asset.statusCode, script).toBe(200);
        served += asset.rawPayload.length;
        files += brotli(fs.readFileSync(path.join(BUILD_DIR, 'client', script)));
      }
      const inline = inlineScripts(html);
      const inlineBytes = inline.reduce((sum, text) => sum + brotli(text), 0);
      const total = files + inlineBytes;
      report.push(
        `${page.name.padEnd(10)} ${String(scripts.length).padStart(2)} files ${(files / 1024).toFixed(1).padStart(5)} KB br  ${inline.length} inline ${(inlineBytes / 1024).toFixed(1)} KB br  ${(served / 1024).toFixed(1).padStart(5)} KB served`,
      );
      expect(total, `${page.path}: ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET);
    }
    console.log(`JavaScript of the first load (Brotli):\n${report.join('\n')}`);
  });

  it('carries no React: no route modules, no module preloads, no hydration data', async () => {
    for (const page of pages) {
      const html = decodeBody(await get(page.path, BROWSER));
      expect(html, page.path).not.toMatch(/modulepreload|__reactRouter|entry\.client|framework-/);
    }
  });

  it('the check sees the framework where it is: the dashboard loads it', async () => {
    // As staff: an anonymous request for the dashboard is only a redirect to /login.
    const login = await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.9.0.1' });
    const html = decodeBody(await get('/dashboard', { ...BROWSER, cookie: cookieFrom(login) }));
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/framework-[\w-]+\.js"/);
    expect(html).toContain('__reactRouterContext');
  });

  it('has width and height on every image, lazy loading below the first screen, and a high priority for a page’s main picture', async () => {
    for (const page of pages) {
      const html = decodeBody(await get(page.path, BROWSER));
      const body = html.slice(html.indexOf('<main'));
      const imgs = [...body.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
      for (const img of imgs) {
        expect(Number(attr(img, 'width')), `${page.path}: ${img}`).toBeGreaterThan(0);
        expect(Number(attr(img, 'height')), `${page.path}: ${img}`).toBeGreaterThan(0);
      }
      // The first screen holds at most the first few pictures; everything after them is lazy.
      const eager = imgs.map((img) => attr(img, 'loading') !== 'lazy');
      const lastEager = eager.lastIndexOf(true);
      expect(lastEager, `${page.path}: pictures loaded at once ${imgs.filter((_, i) => eager[i]).join('\n')}`).toBeLessThan(4);
      expect(eager.slice(0, lastEager + 1).every(Boolean), `${page.path}: a lazy picture before an eager one`).toBe(true);
      // The main picture: the first one that is not a byline's small portrait (it may come before, near the date).
      const main = imgs.find((img) => !img.includes('class="byline-picture"'));
      if (['prodotto', 'guida', 'notizia'].includes(page.name)) expect(attr(main!, 'fetchpriority'), page.path).toBe('high');
      for (const img of imgs.filter((i) => attr(i, 'loading') === 'lazy')) expect(attr(img, 'decoding'), img).toBe('async');
    }
  });

  it('has one stylesheet in the head and nothing else that holds the first paint', async () => {
    for (const page of pages) {
      const html = decodeBody(await get(page.path, BROWSER));
      const head = html.slice(0, html.indexOf('</head>'));
      expect([...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)], page.path).toHaveLength(1);
      expect([...head.matchAll(/<script\b[^>]*\bsrc=/g)], page.path).toHaveLength(0);
    }
  });

  it('loads no font, stylesheet or script from another origin', async () => {
    for (const page of pages) {
      const html = decodeBody(await get(page.path, BROWSER));
      const head = html.slice(0, html.indexOf('</head>'));
      for (const m of head.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="(https?:)?\/\/[^"]*"[^>]*>/g)) {
        expect(m[0], page.path).toMatch(/rel="(canonical|alternate)"/);
      }
    }
    const css = fs.readdirSync(path.join(BUILD_DIR, 'client', 'assets')).filter((f) => f.endsWith('.css'));
    for (const file of css) expect(fs.readFileSync(path.join(BUILD_DIR, 'client', 'assets', file), 'utf8'), file).not.toMatch(/@import|url\(\s*["']?(https?:)?\/\//);
  });

  it('serves hashed assets cached for a year, compressed', async () => {
    const html = decodeBody(await get('/', BROWSER));
    const assets = [...firstLoadScripts(html), ...[...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)];
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/assets\/[\w.-]+-[\w-]{8}\.(js|css)$/);
      const res = await get(asset, BROWSER);
      expect(res.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      if (res.rawPayload.length > 1024) expect(res.headers['content-encoding'], asset).toMatch(/^(br|gzip)$/);
    }
  });
});
