import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, createTestWebServer, decodeBody, type TestWebServer } from '../helpers/web.ts';

/**
 * Lean public pages (issue 13) on the production build with the demo content: the JavaScript of
 * a first visit (the entry and every module the page preloads or imports) is at most 120 KB as
 * the server sends it compressed, none of it is dashboard code, every image has its size, images
 * below the first screen load lazily, and hashed assets are cached for a year.
 */

const BUDGET = 120 * 1024;
/** Source modules that must never reach a public page's first load. */
const DASHBOARD_CODE = [
  /^app\/routes\/dashboard\//,
  /^app\/components\/dashboard\//,
  /^app\/styles\/(dashboard|editor|image-picker|prompts|reviews|trends)/,
  /^common\/(messages|schemas)-dashboard/,
  /node_modules\/@tiptap\//,
  /node_modules\/prosemirror/,
  /node_modules\/@radix-ui\//,
  /node_modules\/zod\//,
  /^app\/components\/rich-text\//,
  /^app\/features\//,
];

let s: TestWebServer;
let pages: { name: string; path: string }[] = [];
const chunks = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'client-chunks.json'), 'utf8')) as Record<string, Record<string, number>>;

const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

beforeAll(async () => {
  s = await createTestWebServer('production', { SEED_DEMO: 'true' });
  const xml = (await get('/sitemap.xml')).body;
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const first = (re: RegExp) => {
    const found = locs.find((p) => re.test(p));
    if (!found) throw new Error(`no ${re} in the sitemap`);
    return found;
  };
  pages = [
    { name: 'home', path: '/' },
    { name: 'prodotti', path: '/prodotti' },
    { name: 'prodotto', path: first(/^\/articolo\/\d+$/) },
    { name: 'guide', path: '/guide' },
    { name: 'guida', path: first(/^\/guida\/\d+$/) },
    { name: 'notizie', path: '/notizie' },
    { name: 'notizia', path: first(/^\/notizie\/[^/]+$/) },
    { name: 'chi-siamo', path: '/chi-siamo' },
    { name: 'contatti', path: '/contatti' },
    { name: 'privacy', path: '/privacy' },
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

describe('the first load of every public page', () => {
  it('needs at most 120 KB of compressed JavaScript, and no dashboard code', async () => {
    const report: string[] = [];
    for (const page of pages) {
      const res = await get(page.path, BROWSER);
      expect(res.statusCode, page.path).toBe(200);
      const scripts = firstLoadScripts(res.body.length > 0 ? decodeBody(res) : '');
      expect(scripts.length, page.path).toBeGreaterThan(2);
      let served = 0;
      let gzip = 0;
      for (const script of scripts) {
        const asset = await get(script, BROWSER);
        expect(asset.statusCode, script).toBe(200);
        served += asset.rawPayload.length;
        gzip += zlib.gzipSync(fs.readFileSync(path.join(BUILD_DIR, 'client', script))).length;
        const modules = Object.keys(chunks[script.slice(1)] ?? {});
        expect(modules.length, `${script} in client-chunks.json`).toBeGreaterThan(0);
        const dashboard = modules.filter((m) => DASHBOARD_CODE.some((re) => re.test(m)));
        expect(dashboard, `${page.path} loads ${script}`).toEqual([]);
      }
      report.push(`${page.name.padEnd(10)} ${String(scripts.length).padStart(2)} files  ${(served / 1024).toFixed(1)} KB served  ${(gzip / 1024).toFixed(1)} KB gzip`);
      expect(served, `${page.path}: ${(served / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET);
    }
    console.log(`JavaScript of the first load:\n${report.join('\n')}`);
  });

  it('the dashboard check sees dashboard code where it is (so an empty answer above means something)', () => {
    const all = Object.values(chunks).flatMap((m) => Object.keys(m));
    for (const re of [DASHBOARD_CODE[0]!, DASHBOARD_CODE[4]!, DASHBOARD_CODE[6]!])
      expect(
        all.some((m) => re.test(m)),
        String(re),
      ).toBe(true);
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
      if (['prodotto', 'guida', 'notizia'].includes(page.name)) expect(attr(imgs[0]!, 'fetchpriority'), page.path).toBe('high');
      for (const img of imgs.filter((i) => attr(i, 'loading') === 'lazy')) expect(attr(img, 'decoding'), img).toBe('async');
    }
  });

  it('preloads its modules at low priority, so only the stylesheet stands before the first paint', async () => {
    for (const page of pages) {
      const html = decodeBody(await get(page.path, BROWSER));
      const head = html.slice(0, html.indexOf('</head>'));
      const preloads = [...head.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map((m) => m[0]);
      expect(preloads.length, page.path).toBeGreaterThan(2);
      for (const link of preloads) expect(attr(link, 'fetchpriority'), `${page.path}: ${link}`).toBe('low');
      expect([...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)], page.path).toHaveLength(1);
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
