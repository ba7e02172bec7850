#!/usr/bin/env node
/**
 * The figures of the stall fixes, measured side by side on two builds (a measurement, not a test):
 *   node scripts/measure-stalls.mjs [BUILD_DIR …]     (default: ./build)
 * For each build: a production server on a fresh SQLite database with the demo content, then
 *  1. deep path: GET /dashboard followed by '/a' 1,000, 4,000 and 7,000 times (status, time), and
 *     how long /privacy waits while one and three such requests run;
 *  2. spellings: 3,000 spellings of one news item (`/notizie/%61…`, `%41`, …, a different one each
 *     time), the page_views rows they leave and /privacy's median meanwhile;
 *  3. inflation: 5,000 GETs of /privacy from one address, each with another User-Agent: how long
 *     they took and what Statistiche says of today's visitors and views afterwards.
 * Env: MEASURE_SPELLINGS, MEASURE_FLOOD (counts), MEASURE_DEEP (comma-separated segment counts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, SERVER_NODE_FLAGS, waitForHealth } from './server-process.mjs';

const builds = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['build'];
const SPELLINGS = Number(process.env.MEASURE_SPELLINGS ?? 3000);
const FLOOD = Number(process.env.MEASURE_FLOOD ?? 5000);
const DEEP = (process.env.MEASURE_DEEP ?? '1000,4000,7000').split(',').map(Number);
const ADMIN = { username: 'admin', password: 'Misura-Password-2026' };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function request(port, urlPath, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, agent, headers: { 'user-agent': BROWSER, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - t0 }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const fmt = (ms) => `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;

async function measure(buildDir) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-misura-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(path.resolve(buildDir), 'node', 'main.js')], {
    // The build's own checkout: its server finds its client and SSR files from there.
    cwd: path.dirname(path.resolve(buildDir)),
    env: {
      ...process.env,
      BUILD_DIR: path.resolve(buildDir),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'error',
      JOBS: 'false',
      STATS_FLUSH_MS: '500',
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const out = { build: buildDir };
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child);
    const get = (p, headers) => request(port, p, { headers });
    await get('/privacy');
    out.privacyAlone = median(await Promise.all(Array.from({ length: 1 }, () => get('/privacy').then((r) => r.ms))));
    const alone = [];
    for (let i = 0; i < 20; i++) alone.push((await get('/privacy')).ms);
    out.privacyAlone = median(alone);

    // 1. Deep paths.
    out.deep = [];
    for (const n of DEEP) {
      const r = await get(`/dashboard${'/a'.repeat(n)}`);
      out.deep.push({ segments: n, status: r.status, ms: r.ms });
    }
    const n = DEEP.at(-1);
    for (const concurrent of [1, 3]) {
      const deep = Array.from({ length: concurrent }, () => get(`/dashboard${'/a'.repeat(n)}`));
      const privacy = await get('/privacy');
      await Promise.all(deep);
      out[`privacyBehind${concurrent}`] = privacy.ms;
    }

    // 2. Spellings of one news item.
    const feed = await get('/feed.xml');
    const slug = /\/notizie\/([a-z0-9-]+)/.exec(feed.body)?.[1];
    const statuses = {};
    const privacyMeanwhile = [];
    for (let i = 0; i < SPELLINGS; i++) {
      // Another spelling each time: which letters are percent-encoded, in lower or upper hex.
      const spelled = [...slug].map((ch, k) => ((i >> (k % 12)) & 1 ? `%${ch.charCodeAt(0).toString(16)[(i + k) % 2 ? 'toUpperCase' : 'toLowerCase']()}` : ch)).join('');
      const variant = `/notizie/${spelled}${i >= 4096 ? `?v=${i}` : ''}`;
      const r = await get(variant);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (i % 30 === 0) privacyMeanwhile.push((await get('/privacy')).ms);
    }
    out.spellings = { statuses, privacyMedian: median(privacyMeanwhile) };

    // 3. Inflation: one address, a new User-Agent each time.
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = next++; i < FLOOD; i = next++) await get('/privacy', { 'user-agent': `${BROWSER} Variante/${i}` });
      }),
    );
    out.flood = { ms: performance.now() - t0 };

    // What the database says once the counts are written.
    const login = await request(port, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify(ADMIN),
    });
    const cookie = String(login.headers['set-cookie']?.[0] ?? '').split(';')[0];
    await new Promise((r) => setTimeout(r, 1500));
    const day = new Date().toISOString().slice(0, 10);
    const stats = JSON.parse((await request(port, `/api/statistiche?da=${day}&a=${day}`, { headers: { cookie } })).body);
    const today = stats.giorni?.find((g) => g.data === day) ?? stats.giorni?.at(-1) ?? {};
    out.stats = {
      visitatori: today.visitatori,
      visite: today.visite,
      pagine: stats.pagine?.length,
      newsPages: (stats.pagine ?? []).filter((p) => p.percorso?.startsWith('/notizie/')).length,
    };
    out.rows = await countRows(dataDir);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

/** page_views rows by path in the SQLite file (read after the server wrote its counts). */
async function countRows(dataDir) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(dataDir, 'scorta.sqlite'), { readonly: true });
  try {
    const rows = db.prepare("select count(*) as n, sum(case when percorso like '/notizie/%' then 1 else 0 end) as news from page_views").get();
    return { pageViewRows: rows.n, newsRows: rows.news };
  } finally {
    db.close();
  }
}

const results = [];
for (const b of builds) results.push(await measure(b));
for (const r of results) {
  console.log(`\n== ${r.build}`);
  console.log(`/privacy alone: median ${fmt(r.privacyAlone)}`);
  for (const d of r.deep) console.log(`/dashboard + ${d.segments} × '/a': ${d.status} in ${fmt(d.ms)}`);
  console.log(`/privacy behind 1 deep request: ${fmt(r.privacyBehind1)}; behind 3: ${fmt(r.privacyBehind3)}`);
  console.log(`${SPELLINGS} spellings of one news item: ${JSON.stringify(r.spellings.statuses)}; /privacy median meanwhile ${fmt(r.spellings.privacyMedian)}`);
  console.log(`page_views rows: ${r.rows.pageViewRows} (news: ${r.rows.newsRows})`);
  console.log(`${FLOOD} GETs of /privacy, one address, a new User-Agent each: ${fmt(r.flood.ms)}; today: visitatori ${r.stats.visitatori}, visite ${r.stats.visite}`);
}
