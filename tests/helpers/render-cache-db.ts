import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { createDb, type Db } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { CachedPage, RenderedPage } from '../../server/http/render-cache.ts';

/** When the render cache tests' rows are written: a fixed instant (the cache reads versions, not times). */
export const WRITTEN_AT = '2026-05-04T09:30:00.000Z';

/** A migrated SQLite database of the test file's own, made before its tests and removed after them. */
export function cacheTestDb(): { readonly db: Db } {
  let dir = '';
  const held = { db: undefined as unknown as Db };
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-cache-'));
    held.db = createDb({ sqliteFile: path.join(dir, 'cache.sqlite') });
    await migrateToLatest(held.db.kysely, 'sqlite');
  });
  afterAll(async () => {
    await held.db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return held;
}

/** The plain text of a stored or rendered page. */
export const pageText = (p: CachedPage | RenderedPage) =>
  ('etag' in p ? (p.body.identity ? Buffer.concat([p.body.identity].flat()) : zlib.gunzipSync(p.body.gzip)) : p.body).toString();

/** A rendered HTML page of `text`. */
export const htmlPage = (text: string): RenderedPage => ({ status: 200, headers: [['content-type', 'text/html']], body: Buffer.from(`<html>${text}</html>`), nonce: 'n' });
