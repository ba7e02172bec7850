// `npm run bench`: the production build on a generated large catalogue (10,000 products, 8,000
// published reviews, 500 guides, 20,000 news items, in a fresh SQLite database, or in a fresh
// PostgreSQL database when BENCH_DATABASE_URL is set), measured with autocannon at 1, 50 and 100
// connections, next to a static copy of the home page served by @fastify/static as the reference.
// Prints requests per second, p50/p99 latency and the server's peak memory; plan and figures in
// docs/performance.md. First (when wrk and nginx are installed) the comparison the throughput
// targets are stated in: the home page's cache hit against nginx with 2 workers serving the same
// bytes, measured alternately with wrk (scripts/bench/wrk-compare.mjs: its settings, BENCH_WRK_*).
//
// BENCH_MODE: "all" (default: the wrk comparison, then the autocannon table), "wrk" (the
// comparison only: about half a minute), "autocannon" (the table only).
//
// Settings (environment): BENCH_SECONDS per measurement (default 10), BENCH_CONNECTIONS
// (default "1,50,100"), BENCH_ENCODINGS (default "br,identity": as a browser asks, Brotli, and
// without Accept-Encoding), BENCH_ONLY (comma-separated target names), BENCH_PRODUCTS,
// BENCH_REVIEWS, BENCH_GUIDES, BENCH_NEWS (catalogue size).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { BUILD_DIR, ROOT } from './build-state.mjs';
import { ensureBuild } from './ensure-build.mjs';
import { freePort, memoryOf, waitForHealth, SERVER_NODE_FLAGS } from './server-process.mjs';
import { DEFAULT_SIZE, loadCatalogue } from './bench/catalogue.ts';
import { startNginx } from './bench/nginx-reference.mjs';
import { startNginxProxy } from './proxy/nginx.mjs';
import { findVarnishd, startVarnish } from './proxy/varnish.mjs';
import { acceptOf, rawSize, run, slowestWhile, waitForStatic } from './bench/autocannon.mjs';
import { compareAlternately, findWrk, printComparison, WRK_SETTINGS } from './bench/wrk-compare.mjs';

const MODE = process.env.BENCH_MODE ?? 'all';
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
  // SIGTERM first: nginx's master then stops its workers (a SIGKILL would leave them running).
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) c.kill('SIGTERM');
  await Promise.race([Promise.all(running.map((c) => new Promise((r) => c.once('exit', r)))), new Promise((r) => setTimeout(r, 3000))]);
  for (const c of running) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
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

  // The comparison the targets are stated in (wrk, alternately). A target not started here (a
  // proxy in front of the server) gives its own start(); the reference is nginx with 2 workers.
  const wrkBinary = findWrk();
  if (MODE !== 'autocannon' && wrkBinary && nginx) {
    const nginx2Port = await freePort();
    const nginx2 = startNginx({ folder: staticDir, port: nginx2Port, work, name: 'nginx-2', workers: 2 });
    children.push(nginx2);
    await waitForStatic(`http://127.0.0.1:${nginx2Port}/`, nginx2);
    // Each target: { name, url, start?(), reference? } (wrk-compare.mjs compareAlternately).
    // The shipped proxies (deploy/nginx, and deploy/varnish when varnishd is installed), as `npm
    // run proxy` starts them, in front of the same server: the same page, the same bytes.
    const proxyTarget = async (name, start) => {
      const port = await freePort();
      return {
        name,
        url: `http://127.0.0.1:${port}/`,
        start: async () => {
          // Its own folder (readable by the proxy's users), removed at the end.
          const proxy = await start({ upstreams: [base], port, stdio: 'ignore' });
          children.push(...(proxy.children ?? [proxy.child]));
          proxy.child.once('exit', () => fs.rmSync(proxy.workDir, { recursive: true, force: true }));
        },
      };
    };
    const compared = [
      { name: 'Node da solo (home, cache)', url: `${base}/` },
      await proxyTarget('proxy nginx (home)', startNginxProxy),
      ...(findVarnishd() ? [await proxyTarget('proxy Varnish (home)', startVarnish)] : []),
      { name: 'nginx, 2 worker (stessi byte)', url: `http://127.0.0.1:${nginx2Port}/`, reference: true },
    ];
    if (!findVarnishd()) console.error('varnishd non installato: la riga del proxy Varnish manca (apt-get install varnish).');
    printComparison(await compareAlternately(wrkBinary, compared, WRK_SETTINGS, (line) => console.error(line)), WRK_SETTINGS);
  } else if (MODE !== 'autocannon') {
    console.error(`Confronto con wrk saltato: ${wrkBinary ? 'nginx' : 'wrk'} non installato (apt-get install ${wrkBinary ? 'nginx-light' : 'wrk'}).`);
  }
  if (MODE === 'wrk') {
    console.log(`${os.cpus().length} core, Node ${process.version}.`);
    await cleanup();
    process.exit(0);
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
        const running = run(target.url, { seconds: SECONDS, connections, encoding, vary: target.vary });
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
