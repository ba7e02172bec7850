#!/usr/bin/env node
/**
 * Load test of the public site: 200 concurrent connections on the public pages for
 * 60 s with no error, then a second minute of the same load with the server's memory flat.
 *
 * Builds when needed, starts the production server (`node BUILD_DIR/node/main.js`) on a free port
 * with a fresh DATA_DIR, the demo content, JOBS=false and LOG_LEVEL=warn, checks every page once
 * (200, HTML), then runs autocannon over a rotation of the public pages (home, the lists, two
 * product reviews, two guides, two news items, About, contact, privacy, the sitemap and the news
 * feed), each request asking for compression like a browser. The contact form (POST) and the login
 * are rate-limited and stay out of the load.
 *
 * Passes when, in each minute: 0 errors, 0 timeouts, 0 answers other than 2xx; the server logged
 * no error and is still running; and memory is flat over the second minute: the mean RSS of its
 * last 15 s is at most the mean of its first 15 s plus the larger of 10 % and 30 MB (the server's
 * resident memory from /proc/PID/status, sampled every second). A leak of a few KB per request
 * (tens of thousands of requests a minute) breaks that bound; the noise of the garbage collector
 * does not.
 *
 * Usage: npm run test:load
 * Env: LOAD_SECONDS (each of the two phases, default 60), LOAD_CONNECTIONS (default 200),
 *      LOAD_TIMEOUT (seconds before a request counts as timed out, default 10), BUILD_DIR (default build),
 *      LOAD_SERVER_NODE_OPTIONS (NODE_OPTIONS of the server, e.g. to profile it). Exit code 1 on any failure.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BUILD_DIR, ROOT } from './build-state.mjs';
import { ensureBuild } from './ensure-build.mjs';
import { freePort, memoryOf, waitForHealth, SERVER_NODE_FLAGS } from './server-process.mjs';

const positive = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name} deve essere un numero intero positivo (ricevuto "${raw}").`);
    process.exit(1);
  }
  return n;
};
const SECONDS = positive('LOAD_SECONDS', 60);
const CONNECTIONS = positive('LOAD_CONNECTIONS', 200);
/** A request without an answer after this many seconds counts as a timeout (autocannon's default). */
const TIMEOUT_SECONDS = positive('LOAD_TIMEOUT', 10);
/** The memory rule: the last WINDOW seconds of minute 2 against its first WINDOW seconds. */
const WINDOW = Math.max(1, Math.min(15, Math.floor(SECONDS / 4)));
const MAX_GROWTH_RATIO = 0.1;
const MAX_GROWTH_BYTES = 30 * 1024 * 1024;
const MB = 1024 * 1024;

/** The public pages; two reviews, two guides and two news items taken from the sitemap (published content). */
async function publicPages(base) {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const some = (re, what) => {
    const found = locs.filter((p) => re.test(p)).slice(0, 2);
    if (found.length === 0) throw new Error(`nessuna pagina ${what} nella sitemap`);
    return found;
  };
  return [
    '/',
    '/prodotti',
    ...some(/^\/articolo\/\d+$/, 'prodotto'),
    '/guide',
    ...some(/^\/guida\/\d+$/, 'guida'),
    '/notizie',
    ...some(/^\/notizie\/[^/]+$/, 'notizia'),
    '/chi-siamo',
    '/contatti',
    '/privacy',
    '/sitemap.xml',
    '/feed.xml',
  ];
}

/** The server's resident memory in bytes. */
const rss = (pid) => memoryOf(pid).rss;

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

/** One phase of load: autocannon over the pages for SECONDS, sampling RSS every second. */
async function phase(base, pages, pid) {
  const samples = [];
  const timer = setInterval(() => samples.push(rss(pid)), 1000);
  try {
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: TIMEOUT_SECONDS,
      headers: { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'it-IT,it;q=0.9', 'user-agent': 'scorta-load-test' },
      requests: pages.map((p) => ({ method: 'GET', path: p })),
    });
    return { result, samples };
  } finally {
    clearInterval(timer);
  }
}

function describe(result) {
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  ensureBuild();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-load-'));
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(BUILD_DIR, 'node', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.tmpdir(),
      TZ: process.env.TZ ?? 'Europe/Rome',
      NODE_ENV: 'production',
      BUILD_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      JOBS: 'false',
      SITE_URL: base,
      ADMIN_USERNAME: 'carico',
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      APP_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      // Nothing may reach the real outside services from a load test.
      FEED_URLS: 'http://127.0.0.1:9/feed.xml',
      AMAZON_BASE_URL: 'http://127.0.0.1:9',
      ...(process.env.LOAD_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.LOAD_SERVER_NODE_OPTIONS } : {}),
    },
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const problems = [];
  const started = Date.now();
  try {
    await waitForHealth(base, server);
    const pages = await publicPages(base);
    for (const p of pages) {
      const res = await fetch(`${base}${p}`);
      const body = await res.text();
      if (res.status !== 200 || body.length < 100) throw new Error(`${p} risponde ${res.status} (${body.length} byte) prima del carico`);
    }
    const logStart = output.length;
    const rssBefore = rss(server.pid);
    console.log(`Carico: ${CONNECTIONS} connessioni per ${SECONDS} s, poi altri ${SECONDS} s misurando la memoria; ${pages.length} pagine a rotazione:`);
    console.log(`  ${pages.join(' ')}`);

    const first = await phase(base, pages, server.pid);
    console.log(`Primo minuto finito (${first.result.requests.total} richieste).`);
    const second = await phase(base, pages, server.pid);

    const phases = [
      { name: `1 (0–${SECONDS} s)`, ...describe(first.result), rssStart: first.samples[0] ?? rssBefore, rssEnd: first.samples.at(-1) ?? rssBefore },
      { name: `2 (${SECONDS}–${2 * SECONDS} s)`, ...describe(second.result), rssStart: second.samples[0], rssEnd: second.samples.at(-1) },
    ];
    const header = ['fase / phase', 'richieste', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errori', 'timeout', 'non-2xx', 'RSS inizio', 'RSS fine'];
    const rows = phases.map((p) => [
      p.name,
      String(p.requests),
      p.rps.toFixed(0),
      String(p.p50),
      String(p.p99),
      String(p.max),
      String(p.errors),
      String(p.timeouts),
      String(p.non2xx),
      mb(p.rssStart),
      mb(p.rssEnd),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
    for (const r of rows) console.log(line(r));

    for (const p of phases) {
      if (p.errors > 0) problems.push(`fase ${p.name}: ${p.errors} errori di connessione`);
      if (p.timeouts > 0) problems.push(`fase ${p.name}: ${p.timeouts} richieste scadute (oltre ${TIMEOUT_SECONDS} s)`);
      if (p.non2xx > 0) problems.push(`fase ${p.name}: ${p.non2xx} risposte non 2xx`);
      if (p.requests === 0) problems.push(`fase ${p.name}: nessuna richiesta completata`);
    }

    // Memory over the second minute.
    const s = second.samples;
    if (s.length < 2 * WINDOW) {
      problems.push(`memoria: solo ${s.length} campioni nel secondo minuto`);
    } else {
      const startMean = mean(s.slice(0, WINDOW));
      const endMean = mean(s.slice(-WINDOW));
      const allowed = Math.max(startMean * MAX_GROWTH_RATIO, MAX_GROWTH_BYTES);
      const growth = endMean - startMean;
      console.log(
        `\nMemoria (RSS) nel secondo minuto: media dei primi ${WINDOW} s ${mb(startMean)}, degli ultimi ${WINDOW} s ${mb(endMean)}, ` +
          `crescita ${mb(growth)} (ammessa ${mb(allowed)} = max(10 %, 30 MB)); picco ${mb(Math.max(...first.samples, ...s))}; prima del carico ${mb(rssBefore)}.`,
      );
      if (growth > allowed) problems.push(`memoria non stabile: +${mb(growth)} nel secondo minuto (ammessi ${mb(allowed)})`);
    }

    if (server.exitCode !== null || server.signalCode !== null) problems.push(`il server è terminato durante il carico (${server.exitCode ?? server.signalCode})`);
    const logged = output
      .slice(logStart)
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => {
        try {
          return JSON.parse(l);
        } catch {
          return null;
        }
      })
      .filter((l) => l && l.level >= 40);
    // A client that goes away mid-response (autocannon closes its connections with requests in
    // flight at the end of each phase) makes @fastify/compress 8 log "premature close" at error
    // level (fixed in @fastify/compress 9.1): counted apart, not a server error.
    const aborts = logged.filter((l) => /^premature close$/i.test(l.err?.message ?? l.msg ?? ''));
    const errors = logged.filter((l) => l.level >= 50 && !aborts.includes(l));
    console.log(
      `Log del server durante il carico: ${logged.length} righe warn/error, di cui ${aborts.length} "premature close" (client che chiude a risposta in corso) e ${errors.length} altri errori.`,
    );
    if (errors.length > 0) problems.push(`il server ha registrato ${errors.length} errori; il primo: ${JSON.stringify(errors[0]).slice(0, 500)}`);
  } catch (err) {
    problems.push(err instanceof Error ? err.message : String(err));
    if (output) console.error(output.trim().split('\n').slice(-20).join('\n'));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r() : server.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const took = ((Date.now() - started) / 1000).toFixed(0);
  if (problems.length > 0) {
    console.error(`\nProva di carico NON superata (${took} s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nProva di carico superata in ${took} s: nessun errore, nessun timeout, solo risposte 2xx, memoria stabile.`);
  }
}

await main();
