import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { boot } from '../../server/boot.ts';
import { loadConfig } from '../../server/config.ts';
import { ADMIN, createScratchDatabase, loginCookie, PRODUCTION_BUILD, ROOT, type ServerProcess, startProductionServer, TEST_APP_SECRET, until } from '../helpers/process.ts';

/**
 * Graceful shutdown. The production server gets SIGTERM while product refreshes are in
 * flight (each waits on an Amazon page that this test holds, then writes to the database): from
 * the signal on, new connections are refused (or answered 503); the refreshes in flight still
 * finish with their normal answer and their write; then the database is closed (SQLite: the WAL
 * checkpointed and removed; PostgreSQL: every connection ended by the server, none left or
 * abandoned) and the process exits
 * with code 0. A request that never finishes cannot hold the stop past its deadline.
 */

const RADIO_PAGE = fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'amazon', 'product_it_current_layout_radio.html'), 'utf8');

/** An Amazon that holds every product page until release(). */
async function heldAmazon() {
  const held: Array<{ asin: string; res: http.ServerResponse }> = [];
  const arrivals = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const asin = decodeURIComponent(req.url?.split('/')[2]?.split('?')[0] ?? '');
    held.push({ asin, res });
    for (const a of arrivals) a();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    /** Resolves once n pages are being held. */
    waitForHeld: (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (held.length >= n) {
            arrivals.delete(check);
            resolve();
          }
        };
        arrivals.add(check);
        check();
      }),
    get heldCount() {
      return held.length;
    },
    release() {
      for (const { asin, res } of held.splice(0)) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(RADIO_PAGE.replaceAll('B0SCORTA01', asin));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request on a connection of its own (no keep-alive pool): its status, or the socket error's code. */
function freshRequest(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

const ASINS = ['B0SHUTDWN1', 'B0SHUTDWN2', 'B0SHUTDWN3'];

/** Creates one product per ASIN and starts refreshing each; resolves once Amazon holds them all. */
async function startHeldRefreshes(url: string, cookie: string, amazon: Awaited<ReturnType<typeof heldAmazon>>) {
  const ids: number[] = [];
  for (const asin of ASINS) {
    const res = await fetch(`${url}/api/prodotti`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ nome_prodotto: `Radio ${asin}`, asin_prodotto: asin }),
    });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  type Refreshed = { id: number; prezzo_prodotto: number | null; dati_aggiornati_at: string | null };
  const refreshes = ids.map(async (id) => {
    try {
      const res = await fetch(`${url}/api/prodotti/${id}/aggiorna`, { method: 'POST', headers: { cookie } });
      return { status: res.status as number | string, body: (await res.json()) as Refreshed };
    } catch (err) {
      return { status: String((err as Error).cause ?? err), body: null };
    }
  });
  await amazon.waitForHeld(ASINS.length);
  return { ids, refreshes };
}

/**
 * SIGTERM with refreshes in flight: refused from the signal on, the refreshes finish, exit 0.
 * `whileStopping` runs once new connections are refused and the refreshes are still held.
 */
async function sigtermWithRequestsInFlight(server: ServerProcess, amazon: Awaited<ReturnType<typeof heldAmazon>>, whileStopping?: () => Promise<void>) {
  const cookie = await loginCookie(server.url);
  const { ids, refreshes } = await startHeldRefreshes(server.url, cookie, amazon);

  server.child.kill('SIGTERM');
  await server.waitForOutput(/SIGTERM: chiusura in corso/);
  // The line comes as the stop begins; the listening socket closes a moment later. Probed, one
  // fresh connection after the other, until one is refused (or answered 503): while the
  // refreshes are held that must happen, so a server that kept accepting never ends this loop.
  const probes: Array<number | string> = [];
  while (!['ECONNREFUSED', 503].includes(probes.at(-1) ?? '')) probes.push(await freshRequest(`${server.url}/api/health`));
  // The requests in flight hold the stop: the process is still there.
  expect(server.child.exitCode).toBeNull();
  expect(amazon.heldCount).toBe(ASINS.length);
  await whileStopping?.();

  amazon.release();
  const results = await Promise.all(refreshes);
  for (const [i, r] of results.entries()) {
    expect(r.status).toBe(200);
    expect(r.body?.id).toBe(ids[i]);
    expect(r.body?.prezzo_prodotto).toBeGreaterThan(0);
    expect(r.body?.dati_aggiornati_at).toBeTruthy();
  }
  expect(await server.exited).toEqual({ code: 0, signal: null });
  return ids;
}

describe('graceful shutdown on SIGTERM', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('SQLite: in-flight requests finish and write, new connections are refused, the database is closed, exit 0', async () => {
    const amazon = await heldAmazon();
    cleanups.push(amazon.close);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-sigterm-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const server = await startProductionServer({ env: { DATA_DIR: dir, LOG_LEVEL: 'info', AMAZON_BASE_URL: amazon.baseUrl } });
    cleanups.push(async () => void (await server.kill()));
    const file = path.join(dir, 'scorta.sqlite');

    const ids = await sigtermWithRequestsInFlight(server, amazon, async () => {
      expect(fs.existsSync(`${file}-wal`)).toBe(true); // still open while the refreshes run
    });

    // Closed cleanly: the last connection checkpointed the WAL into the file and removed it.
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = db.prepare(`select id, dati_aggiornati_at from products where id in (${ids.join(',')})`).all() as Array<{
        dati_aggiornati_at: string | null;
      }>;
      expect(rows).toHaveLength(ids.length);
      for (const row of rows) expect(row.dati_aggiornati_at).toBeTruthy();
    } finally {
      db.close();
    }
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: in-flight requests finish and write, new connections are refused, every connection ended cleanly, exit 0',
    async () => {
      const testUrl = process.env.TEST_DATABASE_URL!;
      const amazon = await heldAmazon();
      cleanups.push(amazon.close);
      const scratch = await createScratchDatabase(testUrl, 'scorta_sigterm');
      cleanups.push(scratch.drop);
      const appName = `scorta-sigterm-${scratch.name}`;
      const databaseUrl = `${scratch.url}?application_name=${appName}`;
      const server = await startProductionServer({ env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', AMAZON_BASE_URL: amazon.baseUrl } });
      cleanups.push(async () => void (await server.kill()));
      const connections = () =>
        scratch.query(async (c) => (await c.query('select count(*)::int as n from pg_stat_activity where application_name = $1', [appName])).rows[0].n as number);

      const ids = await sigtermWithRequestsInFlight(server, amazon, async () => {
        expect(await connections()).toBeGreaterThan(0); // the pool is still open while the refreshes run
      });

      // No connection of the process is left, and each one was closed by the server (a Terminate
      // message), none dropped by the exit: PostgreSQL counts those as abandoned sessions. A
      // backend leaves pg_stat_activity as its own process ends, after the client's: asked until
      // it has (its session counted by then: the statistics are flushed before the row goes).
      await until(async () => (await connections()) === 0);
      const sessions = await scratch.query(async (c) => {
        await c.query('select pg_stat_clear_snapshot()');
        return (await c.query('select sessions::int, sessions_abandoned::int as abandoned from pg_stat_database where datname = $1', [scratch.name])).rows[0];
      });
      expect(sessions.sessions).toBeGreaterThan(1);
      expect(sessions.abandoned).toBe(0);
      const stored = await scratch.query(async (c) => (await c.query('select dati_aggiornati_at from products where id = any($1)', [ids])).rows);
      expect(stored).toHaveLength(ids.length);
      for (const row of stored) expect(row.dati_aggiornati_at).toBeTruthy();
    },
    60_000,
  );

  it('a request that never ends cannot hold the stop past its deadline: connections cut, database closed', async () => {
    const amazon = await heldAmazon();
    cleanups.push(amazon.close);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-deadline-'));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      APP_SECRET: TEST_APP_SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      JOBS: 'false',
      LOG_LEVEL: 'silent',
      AMAZON_BASE_URL: amazon.baseUrl,
    });
    const quiet = { info() {}, warn() {} };
    const running = await boot({ mode: 'production', config, buildDir: PRODUCTION_BUILD, handleSignals: false, shutdownDeadlineMs: 1_000, log: quiet });
    const url = `http://127.0.0.1:${running.port}`;
    const cookie = await loginCookie(url);
    const lookup = fetch(`${url}/api/asin-info?asin=B0SHUTDWN9`, { headers: { cookie } }).then(
      (res) => res.status,
      (err: Error) => err.name,
    );
    await amazon.waitForHeld(1);

    // The page is held until the cleanup: nothing but the deadline can end this stop.
    await expect(running.stop()).rejects.toThrow(/chiusura forzata dopo 1000 ms/);
    expect(await lookup).toBe('TypeError'); // its connection was cut: "fetch failed"
    await expect(running.services.users.count()).rejects.toThrow();
  }, 30_000);
});
