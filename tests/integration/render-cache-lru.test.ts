import { describe, expect, it } from 'vitest';
import { createContentChanges } from '../../server/db/content-changes.ts';
import { PROTECTED_SHARE, RenderCache } from '../../server/http/render-cache.ts';
import { cacheTestDb, htmlPage, pageText, WRITTEN_AT } from '../helpers/render-cache-db.ts';

/** The render cache bounded in bytes, on a real (SQLite) database: which pages stay, which leave. */
const testDb = cacheTestDb();
const text = pageText;
const page = htmlPage;

describe('bounded in bytes (segmented LRU)', () => {
  // Pages of one size, so the budget can be counted in pages.
  const body = (n: number) => page(`pagina ${String(n).padStart(4, '0')} ${'x'.repeat(2000)}`);
  const ask = (cache: RenderCache, n: number) => cache.get(`/prodotti?pagina=${String(n).padStart(4, '0')}`, ['products'], async () => body(n));
  async function cacheOf(pages: number) {
    const probe = new RenderCache(createContentChanges(testDb.db), { maxBytes: 1024 * 1024 });
    await ask(probe, 0);
    const one = probe.size.bytes;
    // The versions' clock stands still: the fast path's hits (freshHit) find them known however
    // long the machine takes between a read and the next hit.
    return { cache: new RenderCache(createContentChanges(testDb.db, { now: () => 0 }), { maxBytes: one * pages }), one };
  }

  it('a crawl of pages asked for once does not push out the pages visitors ask for again', async () => {
    const { cache, one } = await cacheOf(10);
    for (const n of [1, 2, 3]) {
      await ask(cache, n);
      expect((await ask(cache, n)).state).toBe('hit');
    }
    expect(cache.size.protectedEntries).toBe(3);
    for (let n = 100; n < 400; n++) {
      expect((await ask(cache, n)).state).toBe('miss');
      expect(cache.size.bytes).toBeLessThanOrEqual(one * 10);
    }
    expect(cache.stats.evictions).toBeGreaterThanOrEqual(290);
    for (const n of [1, 2, 3]) expect((await ask(cache, n)).state).toBe('hit');
    // The crawl's most recent pages are still there, its oldest are gone.
    expect((await ask(cache, 399)).state).toBe('hit');
    expect((await ask(cache, 100)).state).toBe('miss');
  });

  it('past their share, the least recent protected pages fall back to probation and leave first from there', async () => {
    const { cache, one } = await cacheOf(10);
    const share = Math.floor(10 * PROTECTED_SHARE);
    for (let n = 1; n <= 10; n++) {
      await ask(cache, n);
      await ask(cache, n);
    }
    expect(cache.size.protectedEntries).toBe(share);
    expect(cache.size.protectedBytes).toBeLessThanOrEqual(one * 10 * PROTECTED_SHARE);
    expect(cache.stats.demotions).toBe(10 - share);
    // New pages take the demoted ones' room, oldest first; the protected ones stay.
    for (let n = 100; n < 100 + 10 - share; n++) await ask(cache, n);
    for (let n = 1; n <= 10 - share; n++) expect((await ask(cache, n)).state).toBe('miss');
    for (let n = 10 - share + 1 + (10 - share); n <= 10; n++) expect((await ask(cache, n)).state).toBe('hit');
    expect(cache.size.bytes).toBeLessThanOrEqual(one * 10);
  });

  it('hits answered without a read (freshHit, the fast path) protect and order pages as hits of get do', async () => {
    const { cache, one } = await cacheOf(10);
    const share = Math.floor(10 * PROTECTED_SHARE);
    const key = (n: number) => `/prodotti?pagina=${String(n).padStart(4, '0')}`;
    for (let n = 1; n <= 10; n++) {
      await ask(cache, n);
      // Every other page's second visit comes through the fast path; the newest page asked again
      // there changes nothing (it is already the most recent).
      if (n % 2 === 0) {
        expect(cache.freshHit(key(n), ['products'])).not.toBeNull();
        expect(cache.freshHit(key(n), ['products'])).not.toBeNull();
      } else await ask(cache, n);
    }
    expect(cache.size.protectedEntries).toBe(share);
    expect(cache.stats.demotions).toBe(10 - share);
    // The oldest protected page asked again through the fast path is the most recent again: the
    // next protected page demotes the one after it, not it.
    const oldestKept = 10 - share + 1;
    expect(cache.freshHit(key(oldestKept), ['products'])).not.toBeNull();
    await ask(cache, 100);
    await ask(cache, 100);
    for (let n = 200; n < 200 + 10; n++) await ask(cache, n);
    expect((await ask(cache, oldestKept)).state).toBe('hit');
    expect((await ask(cache, oldestKept + 1)).state).toBe('miss');
    expect(cache.size.bytes).toBeLessThanOrEqual(one * 10);
  });

  it('a protected page rendered again after a change stays protected', async () => {
    const changes = createContentChanges(testDb.db);
    const cache = new RenderCache(changes, { maxBytes: 1024 * 1024 });
    const about = (text: string) => cache.get('/chi-siamo', ['about'], async () => page(text));
    await about('prima');
    await about('prima');
    expect(cache.size.protectedEntries).toBe(1);
    await testDb.db.kysely
      .insertInto('about')
      .values({ contenuto: '<p>Cambiato</p>', updated_at: WRITTEN_AT } as never)
      .execute();
    changes.touched();
    const again = await about('dopo');
    expect([again.state, text(again.page)]).toEqual(['miss', '<html>dopo</html>']);
    expect(cache.size).toMatchObject({ entries: 1, protectedEntries: 1 });
  });
});
