// `npm run bench`: the production build on a generated large catalogue (10,000 products, 8,000
// published reviews, 500 guides, 20,000 news items, in a fresh SQLite database, or in a fresh
// PostgreSQL database when BENCH_DATABASE_URL is set), measured with autocannon at 1, 50 and 100
// connections, next to a static copy of the home page served by @fastify/static as the reference.
// Prints requests per second, p50/p99 latency and the server's peak memory; plan and figures in
// docs/performance.md.
//
// Settings (environment): BENCH_SECONDS per measurement (default 10), BENCH_CONNECTIONS
// (default "1,50,100"), BENCH_ENCODINGS (default "br,identity": as a browser asks, Brotli, and
// without Accept-Encoding), BENCH_ONLY (comma-separated target names), BENCH_PRODUCTS,
// BENCH_REVIEWS, BENCH_GUIDES, BENCH_NEWS (catalogue size).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { BUILD_DIR, ROOT } from './build-state.mjs';
import { ensureBuild } from './ensure-build.mjs';
import { freePort, memoryOf, waitForHealth, SERVER_NODE_FLAGS } from './server-process.mjs';
import { DEFAULT_SIZE, loadCatalogue } from './bench/catalogue.ts';
import { startNginx } from './bench/nginx-reference.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,50,100').split(',').map(Number);
const ENCODINGS = (process.env.BENCH_ENCODINGS ?? 'br,identity').split(',').map((s) => s.trim());
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const SIZE = {
  products: Number(process.env.BENCH_PRODUCTS ?? DEFAULT_SIZE.products),
  reviews: Number(process.env.BENCH_REVIEWS ?? DEFAULT_SIZE.reviews),
  guides: Number(process.env.BENCH_GUIDES ?? DEFAULT_SIZE.guides),
  news: Number(process.env.BENCH_NEWS ?? DEFAULT_SIZE.news),
};

/** The static reference has no /api/health: its first answered request. */
async function waitForStatic(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`il riferimento statico è terminato (codice ${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('il riferimento statico non risponde');
}

/**
 * A browser's user agent on every request: the server counts page views of people, not of
 * clients without one or of bots, so the bench measures pages with their counting.
 */
const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Request headers of an encoding: 'br' asks as a browser does, 'identity' sends no Accept-Encoding. */
const acceptOf = (encoding) => ({
  'user-agent': BROWSER_AGENT,
  ...(encoding === 'identity' ? {} : { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : encoding }),
});

/** The bytes of an answer as sent (compressed or not), or null when it cannot be read. */
async function rawSize(url, encoding) {
  return new Promise((resolve) => {
    const req = http.request(url, { headers: acceptOf(encoding) }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', () => resolve(null));
    req.end();
  });
}

/**
 * autocannon on one address; with `vary`, every request carries a parameter no page reads and a
 * new value each time (`?z=1`, `?z=2`, …), as a crawler or an attacker would send.
 */
function run(url, connections, encoding, vary = false) {
  let n = 0;
  const { pathname, search } = new URL(url);
  const requests = vary ? [{ setupRequest: (req) => ({ ...req, path: `${pathname}${search ? `${search}&` : '?'}z=${++n}` }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: SECONDS, pipelining: 1, timeout: 10, headers: acceptOf(encoding), requests }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The slowest answer of `url` asked for one after the other until `until` resolves (another page's wait during a measurement). */
async function slowestWhile(url, until) {
  let done = false;
  void until.then(
    () => (done = true),
    () => (done = true),
  );
  let slowest = 0;
  while (!done) {
    const t = performance.now();
    await fetch(url).then(
      (r) => r.arrayBuffer(),
      () => null,
    );
    slowest = Math.max(slowest, performance.now() - t);
    await new Promise((r) => setTimeout(r, 50));
  }
  return slowest;
}

ensureBuild();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-bench-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: path.join(work, 'data'),
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'Bench-Password-2026',
  SEED_DEMO: 'false',
  JOBS: 'false',
  LOG_LEVEL: 'warn',
};
let pgDatabase;
if (process.env.BENCH_DATABASE_URL) {
  pgDatabase = `scorta_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${pgDatabase}`);
  await admin.end();
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${pgDatabase}`;
  env.DATABASE_URL = url.href;
}

const children = [];
const cleanup = async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
  if (pgDatabase) {
    const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${pgDatabase} with (force)`);
    await admin.end();
  }
};

try {
  let t = performance.now();
  const counts = await loadCatalogue(env, SIZE);
  console.log(
    `Catalogo generato in ${Math.round(performance.now() - t)} ms: ${counts.products} prodotti, ${counts.reviews} recensioni, ${counts.guides} guide, ${counts.news} notizie (${env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}).`,
  );

  const port = await freePort();
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(BUILD_DIR, 'node', 'main.js')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  const base = `http://127.0.0.1:${port}`;
  const startup = await waitForHealth(base, server, { timeoutMs: 30_000, intervalMs: 10 });

  // Cold renders: the first request of pages nobody asked for yet (no cache can help).
  const cold = [];
  for (let id = 101; id <= 120; id++) {
    t = performance.now();
    const res = await fetch(`${base}/articolo/${id}`);
    await res.arrayBuffer();
    cold.push(performance.now() - t);
  }
  cold.sort((a, b) => a - b);

  const home = await (await fetch(`${base}/`)).text();
  const staticDir = path.join(work, 'static');
  fs.mkdirSync(staticDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), home);
  fs.writeFileSync(path.join(staticDir, 'index.html.br'), zlib.brotliCompressSync(home));
  fs.writeFileSync(path.join(staticDir, 'index.html.gz'), zlib.gzipSync(home));
  const staticPort = await freePort();
  const reference = spawn(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'static-server.mjs'), staticDir, String(staticPort)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(reference);
  await waitForStatic(`http://127.0.0.1:${staticPort}/`, reference);
  // nginx over the same folder, when installed (scripts/bench/nginx-reference.mjs).
  const nginxPort = await freePort();
  const nginx = startNginx({ folder: staticDir, port: nginxPort, work });
  if (nginx) {
    children.push(nginx);
    await waitForStatic(`http://127.0.0.1:${nginxPort}/`, nginx);
  } else {
    console.error('nginx non installato: la colonna «% nginx» resta vuota (apt-get install nginx-light).');
  }

  const firstNews = await (await fetch(`${base}/api/notizie?limit=1`)).json();
  const newsSlug = (Array.isArray(firstNews) ? firstNews : (firstNews.items ?? firstNews.notizie ?? []))[0]?.slug ?? 'notizia-1';
  const targets = [
    { name: 'home', url: `${base}/` },
    { name: '/prodotti', url: `${base}/prodotti` },
    { name: 'prodotto (/articolo/1)', url: `${base}/articolo/1` },
    { name: 'guida (/guida/1)', url: `${base}/guida/1` },
    { name: `notizia`, url: `${base}/notizie/${newsSlug}` },
    { name: '/sitemap.xml', url: `${base}/sitemap.xml` },
    // Past 5,000 addresses /sitemap.xml is an index; a crawler then reads files like this one.
    { name: '/sitemap/prodotti-1.xml', url: `${base}/sitemap/prodotti-1.xml` },
    { name: 'GET /api/prodotti', url: `${base}/api/prodotti` },
    { name: 'GET /api/recensioni (20)', url: `${base}/api/recensioni?stato=pubblicata&limit=20` },
    // A parameter no page reads, new on every request: must not rebuild the full list each time.
    { name: 'GET /api/prodotti?z=N (parametro sconosciuto)', url: `${base}/api/prodotti`, vary: true },
    { name: 'GET /api/notizie?z=N (parametro sconosciuto)', url: `${base}/api/notizie`, vary: true },
    { name: '/feed.xml?z=N (parametro sconosciuto)', url: `${base}/feed.xml`, vary: true },
    { name: 'riferimento statico (home)', url: `http://127.0.0.1:${staticPort}/`, pid: reference.pid },
    ...(nginx ? [{ name: 'riferimento nginx (home)', url: `http://127.0.0.1:${nginxPort}/`, pid: nginx.pid }] : []),
  ].filter((target) => !ONLY || ONLY.some((o) => target.name.includes(o)));

  const rows = [];
  const waits = [];
  const MB = 1024 * 1024;
  let peak = memoryOf(server.pid).peak / MB;
  for (const encoding of ENCODINGS) {
    for (const target of targets) {
      const pid = target.pid ?? server.pid;
      const probe = await fetch(target.url, { headers: acceptOf(encoding) });
      // fetch decodes: the size on the wire is read from a raw request.
      const wire = Number((await rawSize(target.url, encoding)) ?? 0);
      await probe.arrayBuffer();
      for (const connections of CONNECTIONS) {
        let targetPeak = 0;
        const sampler = setInterval(() => {
          targetPeak = Math.max(targetPeak, memoryOf(pid).rss / MB);
        }, 200);
        const running = run(target.url, connections, encoding, target.vary);
        // How long another page (never asked for before: a render) waits meanwhile.
        const other = target.vary ? await slowestWhile(`${base}/privacy`, running) : null;
        const result = await running;
        clearInterval(sampler);
        if (other !== null) waits.push(`${target.name} (${encoding}) @${connections}: /privacy fino a ${Math.round(other)} ms`);
        if (!target.pid) peak = Math.max(peak, memoryOf(server.pid).peak / MB);
        rows.push({
          target: target.name,
          encoding,
          status: probe.status,
          kb: (wire / 1024).toFixed(1),
          connections,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
          rssMb: Math.round(targetPeak),
        });
        console.error(`  ${target.name} (${encoding}) @${connections}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
      }
    }
  }

  const rpsOf = (name) => Object.fromEntries(rows.filter((r) => r.target === name).map((r) => [`${r.encoding} ${r.connections}`, r.rps]));
  const staticRps = rpsOf('riferimento statico (home)');
  // nginx sends no Brotli: only the rows whose bytes it sends too (plain, gzip) are compared.
  const nginxRps = rpsOf('riferimento nginx (home)');
  const share = (rps, reference) => (reference ? `${((rps / reference) * 100).toFixed(1)} %` : '–');
  console.log('');
  console.log(`| pagina | codifica | stato | KB inviati | conn. | req/s | % statico | % nginx | p50 ms | p99 ms | errori | RSS max MB |`);
  console.log(`|---|---|---|---|---|---|---|---|---|---|---|---|`);
  for (const r of rows) {
    const key = `${r.encoding} ${r.connections}`;
    const vsNginx = r.encoding === 'br' ? '–' : share(r.rps, nginxRps[key]);
    console.log(
      `| ${r.target} | ${r.encoding} | ${r.status} | ${r.kb} | ${r.connections} | ${r.rps} | ${share(r.rps, staticRps[key])} | ${vsNginx} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.rssMb} |`,
    );
  }
  console.log('');
  for (const line of waits) console.log(`Attesa di un'altra pagina durante ${line}.`);
  console.log(`Avvio fino alla prima risposta: ${Math.round(startup)} ms.`);
  console.log(`Pagina prodotto a freddo (20 pagine mai chieste, lato client): mediana ${cold[10].toFixed(1)} ms, massimo ${cold.at(-1).toFixed(1)} ms.`);
  console.log(`Memoria residente massima del server (VmHWM): ${Math.round(peak)} MB.`);
  console.log(`${SECONDS} s per misura, connessioni ${CONNECTIONS.join('/')}, codifiche ${ENCODINGS.join('/')}, ${os.cpus().length} core, Node ${process.version}.`);
} finally {
  await cleanup();
}
