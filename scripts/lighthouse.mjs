#!/usr/bin/env node
/**
 * Lighthouse audit of the public site (mobile, Lighthouse's default simulated throttling).
 *
 * Builds when needed, starts the production server on a free port with a fresh DATA_DIR and the
 * demo content, audits every public page (home, the lists, a product, a guide, a news and an author page,
 * About, contact, privacy, login) in Debian's Chromium, prints the four category scores with first
 * and largest contentful paint, total blocking time and layout shift, and exits non-zero when a
 * page misses a target: performance ≥ 98, total blocking time < 100 ms, largest
 * contentful paint < 1.8 s; accessibility, best practices and SEO = 100 (SEO not on the login page,
 * which is kept out of search engines on purpose).
 *
 * Usage: npm run audit:lighthouse [-- --runs 3] [-- --json report-dir]
 *   --runs N   audits each page N times and keeps the median performance score (default 3)
 *   --json DIR writes each page's full Lighthouse report as JSON into DIR
 *   --only a,b audits only the named pages (home, prodotti, prodotto, guide, guida, notizie, notizia,
 *              autore, chi-siamo, contatti, privacy, login)
 * Env: BUILD_DIR (default build), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BUILD_DIR, ROOT } from './build-state.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { ensureBuild } from './ensure-build.mjs';
import { freePort, waitForHealth, SERVER_NODE_FLAGS } from './server-process.mjs';

const THRESHOLDS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Upper limits of the median run's metrics (milliseconds). */
const METRIC_LIMITS = { 'total-blocking-time': 100, 'largest-contentful-paint': 1800 };
/** The metrics printed with the scores. */
const METRICS = [
  ['first-contentful-paint', 'FCP s', (v) => (v / 1000).toFixed(2)],
  ['largest-contentful-paint', 'LCP s', (v) => (v / 1000).toFixed(2)],
  ['total-blocking-time', 'TBT ms', (v) => String(Math.round(v))],
  ['cumulative-layout-shift', 'CLS', (v) => v.toFixed(3)],
];
const CATEGORIES = Object.keys(THRESHOLDS);

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const RUNS = Math.max(1, Number(option('runs', '3')) || 3);
const JSON_DIR = option('json', null);
const ONLY =
  option('only', null)
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean) ?? null;

/** Every public page; one product, one guide, one news and one author page taken from the sitemap (published content only, one with sources first). */
async function pickPages(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const first = (re, what) => {
    const found = locs.find((p) => re.test(p));
    if (!found) throw new Error(`nessuna pagina ${what} nella sitemap`);
    return found;
  };
  // A text page with its 'Fonti' (decision 0068) when the demo has one among its first pages (the
  // water guide does), so the notes and the list are measured; else the first page.
  const withSources = async (re, what) => {
    for (const p of locs.filter((l) => re.test(l)).slice(0, 12)) {
      if ((await (await fetch(`${base}${p}`)).text()).includes('aria-labelledby="fonti-titolo"')) return p;
    }
    return first(re, what);
  };
  const pages = [
    { name: 'home', path: '/' },
    { name: 'prodotti', path: '/prodotti' },
    { name: 'prodotto', path: await withSources(/^\/articolo\/\d+$/, 'prodotto') },
    { name: 'guide', path: '/guide' },
    { name: 'guida', path: await withSources(/^\/guida\/\d+$/, 'guida') },
    { name: 'notizie', path: '/notizie' },
    { name: 'notizia', path: await withSources(/^\/notizie\/[^/]+$/, 'notizia') },
    { name: 'autore', path: first(/^\/autore\/[^/]+$/, 'autore') },
    { name: 'chi-siamo', path: '/chi-siamo' },
    { name: 'contatti', path: '/contatti' },
    { name: 'privacy', path: '/privacy' },
    // Kept out of search engines on purpose (robots noindex): its SEO score says so, not a defect.
    { name: 'login', path: '/login', noindex: true },
  ];
  return ONLY ? pages.filter((p) => ONLY.includes(p.name)) : pages;
}

/** One Lighthouse run; a run whose trace got lost (it happens on a busy machine) is retried twice. */
async function audit(url, port, attempt = 1) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const error = !result?.lhr ? 'nessun risultato' : result.lhr.runtimeError?.message;
  if (!error) return result.lhr;
  if (attempt < 3) return audit(url, port, attempt + 1);
  throw new Error(`${url}: ${error}`);
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => `      - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

async function main() {
  ensureBuild();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-lighthouse-'));
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(BUILD_DIR, 'node', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      JOBS: 'false',
      SITE_URL: base,
      ADMIN_USERNAME: 'lighthouse',
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      APP_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
  });
  let serverErrors = '';
  server.stderr.on('data', (d) => (serverErrors += d));
  let chrome;
  try {
    await waitForHealth(base, server);
    const pages = await pickPages(base);
    // Warm-up: the first requests of a fresh process compile templates and fill caches.
    for (let i = 0; i < 3; i++) for (const page of pages) await (await fetch(`${base}${page.path}`)).text();
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    if (JSON_DIR) fs.mkdirSync(JSON_DIR, { recursive: true });

    const rows = [];
    const problems = [];
    for (const page of pages) {
      const url = `${base}${page.path}`;
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port));
      // The run with the median performance score stands for the page (performance varies run to run).
      const perf = median(runs.map((r) => r.categories.performance.score ?? 0));
      const lhr = runs.find((r) => (r.categories.performance.score ?? 0) === perf) ?? runs[0];
      if (JSON_DIR) fs.writeFileSync(path.join(JSON_DIR, `${page.name}.json`), JSON.stringify(lhr));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
      const metrics = Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? NaN]));
      rows.push({ page: page.name, path: page.path, noindex: page.noindex === true, ...scores, metrics });
      for (const c of CATEGORIES) {
        if (c === 'seo' && page.noindex) continue;
        if (scores[c] < THRESHOLDS[c]) problems.push(`  ${page.name} ${page.path}: ${c} ${scores[c]} < ${THRESHOLDS[c]}\n${failingAudits(lhr, c).join('\n')}`);
      }
      for (const [id, limit] of Object.entries(METRIC_LIMITS)) {
        if (!(metrics[id] < limit)) problems.push(`  ${page.name} ${page.path}: ${id} ${Math.round(metrics[id])} ms ≥ ${limit} ms`);
      }
    }

    const header = ['pagina', 'percorso', 'performance', 'accessibility', 'best-practices', 'seo', ...METRICS.map(([, label]) => label)];
    const table = [
      header,
      ...rows.map((r) => [
        r.page,
        r.path,
        ...CATEGORIES.map((c) => `${c === 'seo' && r.noindex ? '(noindex) ' : ''}${r[c]}`),
        ...METRICS.map(([id, , show]) => show(r.metrics[id])),
      ]),
    ];
    const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
    const line = (row) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
    console.log(`\nLighthouse (mobile, ${RUNS === 1 ? '1 esecuzione' : `mediana di ${RUNS} esecuzioni`} per pagina) su ${base}\n`);
    console.log(line(table[0]));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of table.slice(1)) console.log(line(row));
    console.log(
      `\nSoglie: performance ≥ ${THRESHOLDS.performance}, TBT < ${METRIC_LIMITS['total-blocking-time']} ms, LCP < ${METRIC_LIMITS['largest-contentful-paint'] / 1000} s, accessibility/best-practices/seo = 100.`,
    );
    if (problems.length > 0) {
      console.error(`\nSoglie non raggiunte:\n${problems.join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('Tutte le soglie sono rispettate.');
    }
  } catch (err) {
    console.error(`Audit non riuscito: ${err instanceof Error ? err.message : err}`);
    if (serverErrors) console.error(serverErrors.trim());
    process.exitCode = 1;
  } finally {
    if (chrome) await chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
