import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TAG } from '../../common/cache-topics.ts';
import { type ContentChanges, type ContentTopic, createContentChanges, LEAD_RETRY_MS } from '../../server/db/content-changes.ts';
import type { Db } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { SharedCachePurgesService } from '../../server/domain/shared-cache-purges.ts';
import { createPurger } from '../../server/integrations/shared-cache/index.ts';
import { fixedClock } from '../../server/lib/clock.ts';
import { ManualTimers } from '../../server/lib/timers.ts';
import { createTestDb, openSameDb, TEST_NOW } from '../helpers/app.ts';
import { type PurgeServer, startPurgeServer } from '../helpers/purge-server.ts';

/**
 * Two instances on one database: the change feed tells both of every write, only the leader
 * purges, and when it stops the other takes the lead and purges everything once. PostgreSQL only
 * (an advisory lock on the listening connection); on SQLite the one process leads (the
 * integration tests).
 */
const postgres = process.env.TEST_DB === 'postgres';

interface Instance {
  db: Db;
  changes: ContentChanges;
  timers: ManualTimers;
  purges: SharedCachePurgesService;
  heard: Array<readonly ContentTopic[]>;
  leads: boolean[];
  /** Resolves once `check` holds of what this instance heard. */
  until(check: () => boolean): Promise<void>;
}

let fake: PurgeServer;
let drop: () => Promise<void>;
let db: Db;
const instances: Instance[] = [];

function instance(database: Db, token: string): Instance {
  const clock = fixedClock(TEST_NOW);
  const timers = new ManualTimers(clock);
  const changes = createContentChanges(database, { timers });
  const purges = new SharedCachePurgesService(database, createPurger({ kind: 'http', purgeUrls: [fake.url], token })!, changes, { clock, timers, backoffMs: 500 });
  const waiters: Array<() => void> = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  const it: Instance = {
    db: database,
    changes,
    timers,
    purges,
    heard: [],
    leads: [],
    async until(check) {
      while (!check()) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
  // The service's own listeners come first (start), the test's after: when these hear, the service has.
  purges.start({ logError: () => undefined });
  changes.onChange((topics) => (it.heard.push(topics), wake()));
  changes.lead((leading) => (it.leads.push(leading), wake()));
  instances.push(it);
  return it;
}

const tokensSeen = () => fake.seen.map((r) => r.headers['x-purge-token']);

beforeAll(async () => {
  if (!postgres) return;
  fake = await startPurgeServer();
  ({ db, drop } = await createTestDb());
  await migrateToLatest(db.kysely, 'postgres', db.schema);
});
afterAll(async () => {
  if (!postgres) return;
  for (const i of instances) {
    await i.purges.stop();
    await i.changes.close();
    if (i.db !== db) await i.db.close();
  }
  await drop();
  await fake.close();
});

describe.runIf(postgres)('the purge leader on PostgreSQL', () => {
  it('one leader purges; the other hears the changes and waits; at the leader’s stop the other leads and purges everything', async () => {
    const a = instance(db, 'istanza-a');
    await a.until(() => a.leads.includes(true));
    a.timers.advance(150);
    await a.purges.idle();
    expect(tokensSeen()).toEqual(['istanza-a']);
    expect(fake.seen[0]!.headers['x-cache-tags']).toBe(SITE_TAG);

    const b = instance(await openSameDb(db), 'istanza-b');
    await b.until(() => b.leads.includes(false));
    expect(b.leads).toEqual([false]);
    expect(b.timers.nextIn()).toBe(LEAD_RETRY_MS);

    // A write, by either: both hear it, only the leader purges.
    const heardA = a.heard.length;
    const heardB = b.heard.length;
    await b.db.kysely.insertInto('categories').values({ nome: 'Cucina', created_at: TEST_NOW, updated_at: TEST_NOW }).execute();
    await a.until(() => a.heard.slice(heardA).some((topics) => topics.includes('categories')));
    await b.until(() => b.heard.slice(heardB).some((topics) => topics.includes('categories')));
    expect(b.timers.pending).toBe(1);
    expect(b.timers.nextIn()).toBe(LEAD_RETRY_MS);
    a.timers.advance(150);
    await a.purges.idle();
    expect(tokensSeen()).toEqual(['istanza-a', 'istanza-a']);
    expect(fake.seen[1]!.headers['x-cache-tags']).toBe('categories');

    // The leader stops: its connection, and the lock with it, goes.
    await a.purges.stop();
    await a.changes.close();
    // Each retry answers true or false: tried until the freed lock is taken.
    while (!b.leads.includes(true)) {
      const told = b.leads.length;
      b.timers.advance(LEAD_RETRY_MS);
      await b.until(() => b.leads.length > told);
    }
    b.timers.advance(150);
    await b.purges.idle();
    expect(tokensSeen()).toEqual(['istanza-a', 'istanza-a', 'istanza-b']);
    expect(fake.seen[2]!.headers['x-cache-tags']).toBe(SITE_TAG);
  });
});

it.skipIf(postgres)('on SQLite the one process leads at once', async () => {
  const test = await createTestDb();
  await migrateToLatest(test.db.kysely, 'sqlite');
  const changes = createContentChanges(test.db, { timers: new ManualTimers() });
  const lead = await new Promise<boolean>((resolve) => changes.lead(resolve));
  expect(lead).toBe(true);
  await changes.close();
  await test.drop();
});
