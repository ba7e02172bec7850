import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { RateLimiter } from '../../server/lib/rate-limiter.ts';

/** The database-backed limiter on SQLite (the API tests run it on PostgreSQL as well). */
let dir: string;
let db: Db;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-limiter-'));
  db = createDb({ sqliteFile: path.join(dir, 'limiter.sqlite') });
  await migrateToLatest(db.kysely, db.dialect);
});
afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rule = { max: 3, windowMs: 1000 };

describe('rate limiter (database)', () => {
  it('counts every hit, limits past max within the window, starts a new window after it', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(db, () => now);
    for (let i = 1; i <= 3; i++) expect(await limiter.hit('a', rule)).toEqual({ limited: false, count: i, retryAfter: 1 });
    expect(await limiter.hit('a', rule)).toEqual({ limited: true, count: 4, retryAfter: 1 });
    expect((await limiter.hit('b', rule)).limited).toBe(false);
    now += 500;
    expect((await limiter.hit('a', rule)).limited).toBe(true);
    now += 501;
    expect(await limiter.hit('a', rule)).toEqual({ limited: false, count: 1, retryAfter: 1 });
  });

  it('is atomic: parallel hits get distinct counts', async () => {
    const limiter = new RateLimiter(db);
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('parallel', { max: 5, windowMs: 60_000 })));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(results.filter((r) => !r.limited)).toHaveLength(5);
  });

  it('refunds, resets, and purges ended windows', async () => {
    let now = 5_000_000;
    const limiter = new RateLimiter(db, () => now);
    await limiter.hit('r', rule);
    await limiter.hit('r', rule);
    await limiter.refund('r');
    expect((await limiter.hit('r', rule)).count).toBe(2);
    await limiter.reset('r');
    expect((await limiter.hit('r', rule)).count).toBe(1);

    now += 2000;
    await limiter.purgeExpired();
    const left = await db.kysely.selectFrom('rate_limits').select('key').where('key', '=', 'r').executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it('purges ended windows by itself as it goes', async () => {
    await db.kysely.insertInto('rate_limits').values({ key: 'stale', count: 9, reset_at: 1 }).execute();
    await new RateLimiter(db).hit('fresh', rule);
    expect(await db.kysely.selectFrom('rate_limits').select('key').where('key', '=', 'stale').executeTakeFirst()).toBeUndefined();
  });
});
