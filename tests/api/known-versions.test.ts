import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentChanges, type ContentTopic, createContentChanges, SQLITE_RECHECK_MS } from '../../server/db/content-changes.ts';
import type { Db } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { RenderCache } from '../../server/http/render-cache-store.ts';
import { createTestDb, openSameDb, TEST_NOW } from '../helpers/app.ts';

/**
 * What the hits answered before Fastify rely on (server/http/fast-hits.ts, decision 0076), on
 * both databases: `ContentChanges.knownVersions()` names the versions only while `versions()`
 * would answer them without a read, and `RenderCache.freshHit` answers a stored page only then,
 * and only while it is fresh. A write of this instance, or of another process, must never leave a
 * page answered from before it.
 */

let db: Db;
let other: Db;
let drop: () => Promise<void>;
const opened: ContentChanges[] = [];
/** The SQLite recheck's clock: it moves only when a test moves it. */
let now = 5_000_000;

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  await migrateToLatest(db.kysely, db.dialect, db.schema);
  other = await openSameDb(db);
});
afterAll(async () => {
  for (const changes of opened) await changes.close();
  await other.close();
  await drop();
});

function feed(): ContentChanges {
  const changes = createContentChanges(db, { now: () => now });
  opened.push(changes);
  return changes;
}

/** A write to the About page made by another connection (another instance or process). */
const writeElsewhere = (text: string) =>
  other.kysely
    .insertInto('about')
    .values({ contenuto: `<p>${text}</p>`, updated_at: TEST_NOW } as never)
    .execute();

/** Resolves once `changes` has heard of a write to `topic` alone (PostgreSQL's notification). */
function heard(changes: ContentChanges, topic: ContentTopic): Promise<void> {
  return new Promise((resolve) => {
    const stop = changes.onChange((topics) => {
      if (topics.length === 1 && topics[0] === topic) {
        stop();
        resolve();
      }
    });
  });
}

const page = (text: string) => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], body: Buffer.from(`<html>${text}</html>`), nonce: 'n' });

describe('the versions known without a read', () => {
  it('are unknown before the first read and after a write of this instance, until the next read', async () => {
    const changes = feed();
    expect(changes.knownVersions()).toBeNull();
    const read = await changes.versions();
    expect(changes.knownVersions()).toBe(read);
    changes.touched();
    expect(changes.knownVersions()).toBeNull();
    const pending = changes.versions();
    // PostgreSQL: the round trip that lets our own notification arrive is still under way.
    if (db.dialect === 'postgres') expect(changes.knownVersions()).toBeNull();
    await pending;
    expect(changes.knownVersions()).not.toBeNull();
  });

  it('follow a write made elsewhere: unknown once SQLite must look again, bumped as PostgreSQL tells it', async () => {
    const changes = feed();
    const before = new Map(await changes.versions());
    if (db.dialect === 'sqlite') {
      await writeElsewhere('altrove');
      // Within the second of the last read the old versions stand, as versions() would answer them.
      expect(changes.knownVersions()?.get('about')).toBe(before.get('about'));
      now += SQLITE_RECHECK_MS;
      expect(changes.knownVersions()).toBeNull();
      expect((await changes.versions()).get('about')).not.toBe(before.get('about'));
      return;
    }
    const told = heard(changes, 'about');
    await writeElsewhere('altrove');
    await told;
    expect(changes.knownVersions()?.get('about')).not.toBe(before.get('about'));
  });
});

describe('RenderCache.freshHit', () => {
  it('answers a stored page, counted as a hit, only while it is fresh without a read', async () => {
    const changes = feed();
    const cache = new RenderCache(changes, { maxBytes: 1024 * 1024, maxAgeMs: 60_000, now: () => now });
    expect(cache.freshHit('/chi-siamo', ['about'])).toBeNull();
    await cache.get('/chi-siamo', ['about'], async () => page('prima'));
    const stored = cache.freshHit('/chi-siamo', ['about']);
    expect(stored?.key).toBe('/chi-siamo');
    expect(cache.stats.hits).toBe(1);
    // A write of this instance: nothing answered until the versions are read again.
    changes.touched();
    expect(cache.freshHit('/chi-siamo', ['about'])).toBeNull();
    await changes.versions();
    expect(cache.freshHit('/chi-siamo', ['about'])).toBe(stored);
    // Past two thirds of its age a page is stale: the whole way renders it again in the background.
    now += 40_000;
    await changes.versions();
    expect(cache.freshHit('/chi-siamo', ['about'])).toBeNull();
  });

  it('never answers a page a write elsewhere has changed', async () => {
    const changes = feed();
    const cache = new RenderCache(changes, { maxBytes: 1024 * 1024, maxAgeMs: 600_000, now: () => now });
    await cache.get('/chi-siamo', ['about'], async () => page('prima'));
    expect(cache.freshHit('/chi-siamo', ['about'])).not.toBeNull();
    if (db.dialect === 'postgres') {
      const told = heard(changes, 'about');
      await writeElsewhere('cambiato');
      await told;
    } else {
      await writeElsewhere('cambiato');
      now += SQLITE_RECHECK_MS;
      await changes.versions();
    }
    expect(cache.freshHit('/chi-siamo', ['about'])).toBeNull();
  });
});
