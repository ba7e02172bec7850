import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createDb } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-modes-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const modeOf = (p: string) => fs.statSync(p).mode & 0o777;

describe('files on disk are private to the owner', () => {
  it('the data folder and the generated secret are created 0700 / 0600', () => {
    const dataDir = path.join(root, 'config', 'data');
    loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'secret'))).toBe(0o600);
  });

  it('the SQLite folder, file and its -wal/-shm files are 0700 / 0600', async () => {
    const dataDir = path.join(root, 'sqlite', 'data');
    // A permissive umask must not widen them.
    const previous = process.umask(0o000);
    let db;
    try {
      db = createDb({ dataDir });
      await migrateToLatest(db.kysely, db.dialect);
      await sql`insert into categories (nome, descrizione, created_at, updated_at) values ('Prova', null, '2026-01-01', '2026-01-01')`.execute(db.kysely);
    } finally {
      process.umask(previous);
    }
    const file = path.join(dataDir, 'scorta.sqlite');
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
    expect(modeOf(`${file}-shm`)).toBe(0o600);
    await db.close();
  });

  it('an existing database file with a wider mode is narrowed to 0600 at start', async () => {
    const dir = path.join(root, 'existing');
    fs.mkdirSync(dir);
    const file = path.join(dir, 'scorta.sqlite');
    fs.writeFileSync(file, '');
    fs.chmodSync(file, 0o644);
    const db = createDb({ sqliteFile: file });
    expect(modeOf(file)).toBe(0o600);
    await db.close();
  });
});
