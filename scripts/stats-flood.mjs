// How far one client can inflate the statistics (a measurement, not a test): starts the production
// build on a fresh SQLite database with the demo content, then
//   1. 5,000 GETs of /privacy from one address, each with another browser user agent;
//   2. 5,000 GETs of /chi-siamo, each from another address of one IPv6 /64 (X-Forwarded-For
//      behind TRUST_PROXY=loopback), one user agent;
//   3. 1,000 clicks on one product's Amazon link, each from another address of one IPv6 /64;
// and reads visite, visitatori and clic of today from GET /api/statistiche as staff after each.
// Usage: node scripts/stats-flood.mjs [build folder] (default ./build, built when stale).
// Settings: FLOOD_REQUESTS (5000), FLOOD_CLICKS (1000), FLOOD_CONCURRENCY (10).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './ensure-build.mjs';
import { freePort, waitForHealth } from './server-process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));
const REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 5000);
const CLICKS = Number(process.env.FLOOD_CLICKS ?? 1000);
const CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY ?? 10);
const FLUSH_MS = 300;
const ADMIN = { username: 'admin', password: 'Flood-Password-2026' };
const browser = (i) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${i}.0 Safari/537.36`;

if (!process.argv[2]) ensureBuild();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-flood-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(BUILD_DIR, 'node', 'main.js')], {
  cwd: ROOT,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    BUILD_DIR,
    HOST: '127.0.0.1',
    PORT: String(port),
    SITE_URL: base,
    DATA_DIR: path.join(work, 'data'),
    APP_SECRET: 'flood-secret-flood-secret-flood-secret-0123',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'true',
    JOBS: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    STATS_FLUSH_MS: String(FLUSH_MS),
    FEED_URLS: 'http://127.0.0.1:9/feed.xml',
    AMAZON_BASE_URL: 'http://127.0.0.1:9',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** Runs `count` requests, CONCURRENCY at a time; the milliseconds they took. */
async function flood(count, send) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await send(i);
      await res.arrayBuffer();
      if (res.status >= 400) throw new Error(`richiesta ${i}: ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return performance.now() - started;
}

try {
  await waitForHealth(base, server, { timeoutMs: 60_000, intervalMs: 50 });
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(ADMIN) });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  /** Today's figures once every count of the flood is written (two reads a flush apart agree). */
  const figures = async () => {
    let last = '';
    for (;;) {
      await new Promise((r) => setTimeout(r, FLUSH_MS * 2));
      const res = await fetch(`${base}/api/statistiche`, { headers: { cookie } });
      const today = (await res.json()).giorni.at(-1);
      const now = JSON.stringify(today);
      if (now === last) return today;
      last = now;
    }
  };
  const products = await (await fetch(`${base}/api/prodotti?limit=1`, { headers: { cookie } })).json();
  const productId = (Array.isArray(products) ? products : products.items)[0].id;

  // One ordinary visitor first.
  await (await fetch(`${base}/privacy`, { headers: { 'user-agent': browser(0) } })).arrayBuffer();
  const rows = [];
  let before = await figures();
  rows.push(['una visita', 0, before]);

  const ms1 = await flood(REQUESTS, (i) => fetch(`${base}/privacy`, { headers: { 'user-agent': browser(i + 1) } }));
  let after = await figures();
  rows.push([`${REQUESTS} GET /privacy, 1 indirizzo, ${REQUESTS} user agent`, ms1, after, before]);

  before = after;
  const ms2 = await flood(REQUESTS, (i) => fetch(`${base}/chi-siamo`, { headers: { 'user-agent': browser(0), 'x-forwarded-for': `2001:db8:1:2::${(i + 1).toString(16)}` } }));
  after = await figures();
  rows.push([`${REQUESTS} GET /chi-siamo, ${REQUESTS} indirizzi di una /64`, ms2, after, before]);

  before = after;
  const ms3 = await flood(CLICKS, (i) =>
    fetch(`${base}/api/clic?p=${productId}&da=/prodotti`, { method: 'POST', headers: { 'user-agent': browser(0), 'x-forwarded-for': `2001:db8:1:3::${(i + 1).toString(16)}` } }),
  );
  after = await figures();
  rows.push([`${CLICKS} POST /api/clic, ${CLICKS} indirizzi di una /64`, ms3, after, before]);

  console.log(`build: ${BUILD_DIR}`);
  console.log('scenario | tempo | visite | visitatori | clic');
  for (const [name, ms, day, prev] of rows) {
    const delta = (key) => (prev ? `${day[key]} (+${day[key] - prev[key]})` : String(day[key]));
    console.log(`${name} | ${ms ? `${(ms / 1000).toFixed(1)} s` : '-'} | ${delta('visite')} | ${delta('visitatori')} | ${delta('clic')}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(work, { recursive: true, force: true });
}
