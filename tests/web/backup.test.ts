import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { npmRunBackup } from '../helpers/backup.ts';
import { createScratchDatabase, loginCookie, type ServerProcess, startProductionServer } from '../helpers/process.ts';

/**
 * Backups: `npm run backup` (the real script, as a child process) copies the database
 * of a running production server (`node build/node/main.js`) while 4 clients keep writing
 * categories and 12 KB products. The copy opens on its own, passes SQLite's integrity_check and
 * foreign_key_check, and holds every write acknowledged before the backup started; restored as the
 * README says, the server serves it. The default destination is DATA_DIR/backups (0700) with a
 * 0600 file; an existing file is never overwritten, and a destination folder that does not exist is
 * an Italian error naming it, with nothing written. On PostgreSQL (TEST_DATABASE_URL and pg_dump
 * present) the script runs pg_dump -Fc and the archive restores with pg_restore into an empty
 * database with the same acknowledged writes.
 */

const WORKERS = 4;
const BIG = (seed: string) => `${seed} `.repeat(Math.ceil(12_000 / (seed.length + 1))).trimEnd();

interface Ack {
  kind: 'category' | 'product';
  id: number;
  nome: string;
}

let asinCounter = 0;
const nextAsin = () => `B1${(++asinCounter).toString(36).toUpperCase().padStart(8, '0')}`;

/** 4 clients writing categories and big products until stop() is called. */
function startWriters(server: ServerProcess, cookie: string, label: string) {
  const acks: Ack[] = [];
  /** Told of every acknowledgement (waitFor's wake-up). */
  const listeners = new Set<() => void>();
  const acknowledge = (ack: Ack) => {
    acks.push(ack);
    for (const listener of listeners) listener();
  };
  let stopped = false;
  const post = async (url: string, body: unknown): Promise<number> => {
    const res = await fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    const json = (await res.json()) as { id: number };
    if (res.status !== 201 && res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
    return json.id;
  };
  const worker = async (w: number) => {
    for (let i = 0; !stopped; i++) {
      const nome = `Backup ${label} w${w} n${i}`;
      const id = await post('/api/categorie-prodotti', { nome, descrizione: `Categoria ${nome}` });
      acknowledge({ kind: 'category', id, nome });
      const asin = nextAsin();
      const product = { nome_prodotto: `Prodotto ${asin}`, asin_prodotto: asin, id_categoria: id, specifiche_tecniche: BIG(asin) };
      acknowledge({ kind: 'product', id: await post('/api/prodotti', product), nome: product.nome_prodotto });
    }
  };
  const done = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  return {
    acks,
    /** Resolves at the nth acknowledgement; rejects if a writer failed before it. */
    waitFor(n: number) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (acks.length < n) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        done.catch(reject);
        check();
      });
    },
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** Every acknowledged write is in the rows (id → name) read from a copy. */
function expectAllThere(acks: Ack[], categories: Map<number, string>, products: Map<number, string>) {
  expect(acks.length).toBeGreaterThan(0);
  for (const a of acks) expect((a.kind === 'category' ? categories : products).get(a.id), `${a.kind} ${a.id}`).toBe(a.nome);
}

const mode = (p: string) => fs.statSync(p).mode & 0o777;

describe('npm run backup', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('SQLite: a consistent copy while the server writes; every acknowledged write; restore as the README says', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-backup-'));
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-backup-out-'));
    cleanups.push(
      () => fs.rmSync(dataDir, { recursive: true, force: true }),
      () => fs.rmSync(outDir, { recursive: true, force: true }),
    );
    let server = await startProductionServer({ env: { DATA_DIR: dataDir } });
    cleanups.push(() => server.kill().then(() => undefined));

    const writers = startWriters(server, await loginCookie(server.url), 'sqlite');
    await writers.waitFor(60);
    const before = [...writers.acks];
    const copyFile = path.join(outDir, 'copia.sqlite');
    const run = await npmRunBackup({ DATA_DIR: dataDir }, [copyFile]);
    const duringBackup = writers.acks.length - before.length;
    await writers.stop();
    const after = writers.acks.slice(before.length + duringBackup);

    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain(`Backup SQLite completato: ${copyFile}`);
    expect(run.out).toContain('integrità: ok');
    expect(run.out).toMatch(/righe: prodotti \d+, categorie \d+/);
    // The server kept acknowledging writes while the copy was made.
    expect(duringBackup).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    // A single self-contained file, 0600, nothing left beside it.
    expect(fs.readdirSync(outDir)).toEqual(['copia.sqlite']);
    expect(mode(copyFile)).toBe(0o600);

    const copy = new SQLite(copyFile, { readonly: true, fileMustExist: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.pragma('foreign_key_check')).toEqual([]);
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
      const categories = new Map(copy.prepare('select id, nome from categories').raw().all() as [number, string][]);
      const products = new Map(copy.prepare('select id, nome_prodotto from products').raw().all() as [number, string][]);
      expectAllThere(before, categories, products);
      const bigOk = copy.prepare('select count(*) from products where length(specifiche_tecniche) >= 12000').pluck().get() as number;
      expect(bigOk).toBeGreaterThanOrEqual(before.filter((a) => a.kind === 'product').length);
    } finally {
      copy.close();
    }

    // The default destination: DATA_DIR/backups (0700), scorta-YYYYMMDD-HHMMSS.sqlite (0600).
    const second = await npmRunBackup({ DATA_DIR: dataDir });
    expect(second.code, second.out).toBe(0);
    const backups = path.join(dataDir, 'backups');
    expect(mode(backups)).toBe(0o700);
    const [name, ...others] = fs.readdirSync(backups);
    expect(others).toEqual([]);
    expect(name).toMatch(/^scorta-\d{8}-\d{6}\.sqlite$/);
    expect(mode(path.join(backups, name!))).toBe(0o600);
    expect(second.out).toContain(path.join(backups, name!));

    // An existing file is never overwritten.
    const sizeBefore = fs.statSync(copyFile).size;
    const refused = await npmRunBackup({ DATA_DIR: dataDir }, [copyFile]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('esiste già');
    expect(fs.statSync(copyFile).size).toBe(sizeBefore);

    // Restore (README): stop the server, copy the file over DATA_DIR/scorta.sqlite, remove -wal and -shm, start.
    await server.kill();
    const live = path.join(dataDir, 'scorta.sqlite');
    fs.copyFileSync(copyFile, live);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${live}${suffix}`, { force: true });
    server = await startProductionServer({ env: { DATA_DIR: dataDir } });
    const cookie = await loginCookie(server.url);
    const get = (p: string) => fetch(`${server.url}${p}`, { headers: { cookie } });
    for (const a of before.filter((x) => x.kind === 'category').slice(0, 10)) {
      const res = await get(`/api/categorie-prodotti/${a.id}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { nome: string }).nome).toBe(a.nome);
    }
    // What was written after the copy is not there: the server really runs on the restored file.
    // (Whichever kind was acknowledged last: on a busy machine only products may come after.)
    const later = after[0]!;
    expect((await get(later.kind === 'category' ? `/api/categorie-prodotti/${later.id}` : `/api/prodotti/${later.id}`)).status).toBe(404);
  }, 60_000);

  it('says in Italian when there is no database to copy', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-backup-vuoto-'));
    cleanups.push(() => fs.rmSync(empty, { recursive: true, force: true }));
    const run = await npmRunBackup({ DATA_DIR: empty });
    expect(run.code).toBe(1);
    expect(run.out).toContain(`Backup non riuscito: Nessun database SQLite in ${path.join(empty, 'scorta.sqlite')}`);
    expect(fs.readdirSync(empty)).toEqual([]);
  });

  it('refuses a destination folder that does not exist, in Italian, naming it, creating nothing (SQLite and PostgreSQL)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-backup-cartella-'));
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-backup-cartella-out-'));
    cleanups.push(
      () => fs.rmSync(dataDir, { recursive: true, force: true }),
      () => fs.rmSync(outDir, { recursive: true, force: true }),
    );
    // A database to copy: the destination alone must make it fail.
    const db = new SQLite(path.join(dataDir, 'scorta.sqlite'));
    db.exec('create table categories (id integer primary key, nome text)');
    db.close();
    const missing = path.join(outDir, 'manca');
    const cases: Array<[arg: string, folder: string]> = [
      // `npm run backup -- /missing/folder/` used to write a file called `manca`.
      [`${missing}/`, missing],
      [path.join(missing, 'oggi.sqlite'), missing],
      [`${path.join(missing, 'ancora')}/`, path.join(missing, 'ancora')],
    ];
    // PostgreSQL: the destination is checked before pg_dump is looked for or run (nothing listens on port 1).
    const envs: Array<Record<string, string>> = [{ DATA_DIR: dataDir }, { DATA_DIR: dataDir, DATABASE_URL: 'postgres://scorta@127.0.0.1:1/scorta' }];
    for (const env of envs) {
      for (const [arg, folder] of cases) {
        const run = await npmRunBackup(env, [arg]);
        expect(run.code, `${JSON.stringify(env)} ${arg}: ${run.out}`).not.toBe(0);
        expect(run.out, arg).toContain(`Backup non riuscito: La cartella ${folder} non esiste`);
        expect(fs.readdirSync(outDir), arg).toEqual([]);
      }
      // A file named as a folder is refused the same way.
      const notFolder = await npmRunBackup(env, [`${path.join(dataDir, 'scorta.sqlite')}/`]);
      expect(notFolder.code).not.toBe(0);
      expect(notFolder.out).toContain(`Backup non riuscito: ${path.join(dataDir, 'scorta.sqlite')} non è una cartella`);
    }
    expect(fs.readdirSync(dataDir)).toEqual(['scorta.sqlite']);

    // An existing folder, written with its slash, still receives the copy under the default name.
    const ok = await npmRunBackup({ DATA_DIR: dataDir }, [`${outDir}/`]);
    expect(ok.code, ok.out).toBe(0);
    expect(fs.readdirSync(outDir)).toEqual([expect.stringMatching(/^scorta-\d{8}-\d{6}\.sqlite$/)]);
  });

  const pgDump = spawnSync('pg_dump', ['--version']).status === 0;
  it.skipIf(!process.env.TEST_DATABASE_URL || !pgDump)(
    'PostgreSQL: pg_dump -Fc while the server writes; pg_restore gives back every acknowledged write',
    async () => {
      const source = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'scorta_backup');
      const target = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'scorta_restore');
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-backup-pg-'));
      cleanups.push(
        () => source.drop(),
        () => target.drop(),
        () => fs.rmSync(dataDir, { recursive: true, force: true }),
      );
      const server = await startProductionServer({ env: { DATABASE_URL: source.url, DATA_DIR: dataDir } });
      cleanups.push(() => server.kill().then(() => undefined));

      const writers = startWriters(server, await loginCookie(server.url), 'pg');
      await writers.waitFor(40);
      const before = [...writers.acks];
      const run = await npmRunBackup({ DATABASE_URL: source.url, DATA_DIR: dataDir });
      await writers.stop();
      expect(run.code, run.out).toBe(0);
      expect(run.out).toContain('si salva con pg_dump');
      const backups = path.join(dataDir, 'backups');
      const [name] = fs.readdirSync(backups);
      expect(name).toMatch(/^scorta-\d{8}-\d{6}\.dump$/);
      const file = path.join(backups, name!);
      expect(mode(file)).toBe(0o600);

      const restore = spawnSync('pg_restore', ['--no-owner', `--dbname=${target.url}`, file], { encoding: 'utf8' });
      expect(restore.status, restore.stderr).toBe(0);
      const rows = await target.query(async (c) => ({
        categories: new Map((await c.query<{ id: number; nome: string }>('select id, nome from categories')).rows.map((r) => [r.id, r.nome])),
        products: new Map((await c.query<{ id: number; nome_prodotto: string }>('select id, nome_prodotto from products')).rows.map((r) => [r.id, r.nome_prodotto])),
      }));
      expectAllThere(before, rows.categories, rows.products);
    },
    60_000,
  );
});
