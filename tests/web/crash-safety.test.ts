import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, loginCookie, type ScratchDatabase, type ServerProcess, startProductionServer } from '../helpers/process.ts';

/**
 * Crash safety: the production server (`node build/node/main.js`) takes a stream of
 * writes from 8 concurrent clients, is killed with SIGKILL while writes are in flight, and
 * restarts on the same database: every write it acknowledged (2xx with an id) is there with its
 * content, and the database passes its integrity checks. Twice per database, killed at different
 * moments (right after the Nth acknowledgement, then on a timer wherever the stream is).
 * SQLite always; PostgreSQL when TEST_DATABASE_URL is set (a scratch database per test).
 */

const WORKERS = 8;
/** Product texts of ~12 KB: one insert spans several database pages. */
const BIG = (seed: string) => `${seed} `.repeat(Math.ceil(12_000 / (seed.length + 1))).trimEnd();

interface Expected {
  categories: Map<number, { nome: string; descrizione: string; pending?: string }>;
  products: Map<number, { nome: string; asin: string; categoria: number; specifiche: string }>;
}

interface Target {
  env: Record<string, string>;
  /** Integrity checks of the database, with the server running or not. */
  checkIntegrity(): Promise<void>;
  cleanup(): Promise<void>;
}

let asinCounter = 0;
/** A well-formed ASIN nobody else uses in this file. */
const nextAsin = () => `B0${(++asinCounter).toString(36).toUpperCase().padStart(8, '0')}`;

/**
 * 8 workers write until the server dies: each creates a category, two big products in it, then
 * changes the category's description, and again. `killWhen` is asked after every acknowledgement;
 * `killAfterMs` kills on a timer instead. Returns how many requests were in flight at the kill.
 */
async function writeUntilKilled(
  server: ServerProcess,
  cookie: string,
  expected: Expected,
  round: string,
  kill: { afterAcks: number } | { afterMs: number },
): Promise<{ acks: number; inFlightAtKill: number }> {
  let acks = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  const doKill = () => {
    if (inFlightAtKill >= 0) return;
    inFlightAtKill = inFlight;
    server.child.kill('SIGKILL');
  };
  // On a timer, wherever the stream is (a slow machine gets more time to acknowledge a few first).
  let timer: NodeJS.Timeout | undefined;
  const onTimer = () => {
    if (acks >= 10) doKill();
    else timer = setTimeout(onTimer, 50);
  };
  if ('afterMs' in kill) timer = setTimeout(onTimer, kill.afterMs);
  const send = async (method: string, url: string, body: unknown): Promise<{ id: number } | null> => {
    inFlight++;
    try {
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { id: number };
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    } catch (err) {
      if (inFlightAtKill >= 0) return null; // the server is gone: this write was never acknowledged
      throw err;
    } finally {
      inFlight--;
    }
  };
  const acknowledged = () => {
    acks++;
    if ('afterAcks' in kill && acks >= kill.afterAcks) doKill();
  };

  const worker = async (w: number) => {
    for (let i = 0; inFlightAtKill < 0; i++) {
      const nome = `Crash ${round} w${w} n${i}`;
      const descrizione = `Categoria ${nome}`;
      const category = await send('POST', '/api/categorie-prodotti', { nome, descrizione });
      if (!category) return;
      expected.categories.set(category.id, { nome, descrizione });
      acknowledged();
      for (let p = 0; p < 2; p++) {
        const asin = nextAsin();
        const body = { nome_prodotto: `Prodotto ${asin}`, asin_prodotto: asin, id_categoria: category.id, specifiche_tecniche: BIG(asin) };
        const product = await send('POST', '/api/prodotti', body);
        if (!product) return;
        expected.products.set(product.id, { nome: body.nome_prodotto, asin, categoria: category.id, specifiche: body.specifiche_tecniche });
        acknowledged();
      }
      const changed = `${descrizione} (modificata)`;
      const entry = expected.categories.get(category.id)!;
      entry.pending = changed; // committed or not: both are fine until acknowledged
      const updated = await send('PUT', `/api/categorie-prodotti/${category.id}`, { nome, descrizione: changed });
      if (!updated) return;
      expected.categories.set(category.id, { nome, descrizione: changed });
      acknowledged();
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  clearTimeout(timer);
  const exit = await server.exited;
  expect(exit.signal).toBe('SIGKILL');
  return { acks, inFlightAtKill };
}

/** Every acknowledged write, read back through the restarted server's API. */
async function expectAcknowledgedWrites(url: string, cookie: string, expected: Expected) {
  const get = async (p: string) => {
    const res = await fetch(`${url}${p}`, { headers: { cookie } });
    expect(res.status, p).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  for (const [id, c] of expected.categories) {
    const row = await get(`/api/categorie-prodotti/${id}`);
    expect(row.nome).toBe(c.nome);
    expect([c.descrizione, c.pending].filter(Boolean)).toContain(row.descrizione);
  }
  for (const [id, p] of expected.products) {
    const row = await get(`/api/prodotti/${id}`);
    expect({ nome: row.nome_prodotto, asin: row.asin_prodotto, categoria: row.id_categoria }).toEqual({ nome: p.nome, asin: p.asin, categoria: p.categoria });
    expect(row.specifiche_tecniche === p.specifiche, `specifiche del prodotto ${id}`).toBe(true);
  }
}

async function crashTwiceAndCheck(target: Target) {
  const expected: Expected = { categories: new Map(), products: new Map() };
  const kills = [{ afterAcks: 37 }, { afterMs: 450 }];
  let server = await startProductionServer({ env: target.env });
  try {
    for (const [round, kill] of kills.entries()) {
      const cookie = await loginCookie(server.url);
      const { acks, inFlightAtKill } = await writeUntilKilled(server, cookie, expected, String(round), kill);
      // Killed mid-stream: writes were acknowledged and others were still on their way.
      expect(acks).toBeGreaterThanOrEqual(10);
      expect(inFlightAtKill).toBeGreaterThan(0);

      server = await startProductionServer({ env: target.env });
      await target.checkIntegrity();
      await expectAcknowledgedWrites(server.url, await loginCookie(server.url), expected);
    }
    expect(expected.products.size).toBeGreaterThan(10);
  } finally {
    await server.kill();
  }
  await target.checkIntegrity();
}

function sqliteTarget(): Target {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-crash-'));
  const file = path.join(dir, 'scorta.sqlite');
  return {
    env: { DATA_DIR: dir },
    async checkIntegrity() {
      // A second connection, read-only, beside the running server (WAL allows it).
      const db = new SQLite(file, { readonly: true, fileMustExist: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);
      } finally {
        db.close();
      }
    },
    async cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** amcheck on every B-tree index (heapallindexed) and verify_heapam on every table of the schema. */
async function checkPostgres(client: pg.Client) {
  await client.query('create extension if not exists amcheck');
  const indexes = await client.query<{ name: string }>(
    `select c.oid::regclass::text as name from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_am am on am.oid = c.relam
     where n.nspname = 'public' and am.amname = 'btree'`,
  );
  expect(indexes.rows.length).toBeGreaterThan(5);
  for (const { name } of indexes.rows) await client.query('select bt_index_check($1::regclass, true)', [name]);
  const tables = await client.query<{ name: string }>(
    `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'`,
  );
  for (const { name } of tables.rows) {
    const corrupt = await client.query('select * from verify_heapam($1::regclass)', [name]);
    expect(corrupt.rows, name).toEqual([]);
    await client.query(`select count(*) from ${name}`);
  }
}

function postgresTarget(db: ScratchDatabase): Target {
  return {
    env: { DATABASE_URL: db.url },
    checkIntegrity: () => db.query(checkPostgres),
    cleanup: () => db.drop(),
  };
}

describe('crash safety: SIGKILL during a stream of writes', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('SQLite: every acknowledged write survives two kills, integrity_check ok, no broken foreign key', async () => {
    const target = sqliteTarget();
    cleanups.push(() => target.cleanup());
    await crashTwiceAndCheck(target);
  }, 90_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: every acknowledged write survives two kills, amcheck finds nothing',
    async () => {
      const target = postgresTarget(await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'scorta_crash'));
      cleanups.push(() => target.cleanup());
      await crashTwiceAndCheck(target);
    },
    90_000,
  );
});
