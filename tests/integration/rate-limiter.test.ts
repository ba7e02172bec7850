import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { clientNetwork, RateLimiter } from '../../server/lib/rate-limiter.ts';
import { fixedClock } from '../../server/lib/clock.ts';

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
    const clock = fixedClock(1_000_000);
    const limiter = new RateLimiter(db, clock);
    for (let i = 1; i <= 3; i++) expect(await limiter.hit('a', rule)).toEqual({ limited: false, count: i, retryAfter: 1 });
    expect(await limiter.hit('a', rule)).toEqual({ limited: true, count: 4, retryAfter: 1 });
    expect((await limiter.hit('b', rule)).limited).toBe(false);
    clock.advance(500);
    expect((await limiter.hit('a', rule)).limited).toBe(true);
    clock.advance(501);
    expect(await limiter.hit('a', rule)).toEqual({ limited: false, count: 1, retryAfter: 1 });
  });

  it('is atomic: parallel hits get distinct counts', async () => {
    // A clock that stands still: every hit falls in the one window, however long the burst takes.
    const limiter = new RateLimiter(db, fixedClock(3_000_000));
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('parallel', { max: 5, windowMs: 60_000 })));
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(results.filter((r) => !r.limited)).toHaveLength(5);
  });

  it('refunds, resets, and purges ended windows', async () => {
    const clock = fixedClock(5_000_000);
    const limiter = new RateLimiter(db, clock);
    await limiter.hit('r', rule);
    await limiter.hit('r', rule);
    await limiter.refund('r');
    expect((await limiter.hit('r', rule)).count).toBe(2);
    await limiter.reset('r');
    expect((await limiter.hit('r', rule)).count).toBe(1);

    clock.advance(2000);
    await limiter.purgeExpired();
    const left = await db.kysely.selectFrom('rate_limits').select('key').where('key', '=', 'r').executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it('purges ended windows by itself as it goes', async () => {
    await db.kysely.insertInto('rate_limits').values({ key: 'stale', count: 9, reset_at: 1 }).execute();
    await new RateLimiter(db, fixedClock(9_000_000)).hit('fresh', rule);
    expect(await db.kysely.selectFrom('rate_limits').select('key').where('key', '=', 'stale').executeTakeFirst()).toBeUndefined();
  });
});

describe('clientNetwork', () => {
  it('keys IPv4 by address and IPv6 by its /64, whatever the spelling', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    const net = '2001:db8:ab:cd::/64';
    for (const ip of ['2001:db8:ab:cd::1', '2001:db8:ab:cd:ffff:1:2:3', '2001:0DB8:00ab:00cd:0:0:0:9', '[2001:db8:ab:cd::42]', '2001:db8:ab:cd::1%eth0']) {
      expect(clientNetwork(ip), ip).toBe(net);
    }
    expect(clientNetwork('2001:db8:ab:ce::1')).not.toBe(net);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });
});
