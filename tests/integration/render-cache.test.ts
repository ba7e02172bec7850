import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createContentChanges } from '../../server/db/content-changes.ts';
import { PRICE_PAGE_MAX_AGE_MS, type RenderedAnswer, type RenderedPage, RenderCache, sendStored } from '../../server/http/render-cache.ts';
import { cacheTestDb, htmlPage, pageText, WRITTEN_AT } from '../helpers/render-cache-db.ts';

/** The render cache's own rules on a real (SQLite) database: single flight, failures, races. */
const testDb = cacheTestDb();
const text = pageText;
const page = htmlPage;

/** A promise settled by the test: how a render is held until the test lets it end. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Renders of 'versione N'; those `hold` picks wait until the test releases them, oldest first. */
function heldRenders(hold: (n: number) => boolean) {
  let renders = 0;
  const held: Array<() => void> = [];
  let onHeld = () => {};
  return {
    get count() {
      return renders;
    },
    render: async (): Promise<RenderedPage> => {
      const n = ++renders;
      if (hold(n)) {
        await new Promise<void>((resolve) => {
          held.push(resolve);
          onHeld();
        });
      }
      return page(`versione ${n}`);
    },
    /** Lets the oldest held render go on, once there is one. */
    async release() {
      if (held.length === 0) await new Promise<void>((resolve) => (onHeld = resolve));
      held.shift()!();
    },
  };
}

describe('RenderCache', () => {
  // Each visitor reads the content versions before it looks for a render to join. The test reads
  // them right after its visitors and, resolving after theirs, resumes once every one of them has
  // joined a render or started its own: a barrier in the order of the events, not a pause.
  it('renders once for visitors arriving together', async () => {
    const changes = createContentChanges(testDb.db);
    const cache = new RenderCache(changes, { maxBytes: 1024 * 1024 });
    const finish = deferred<void>();
    let renders = 0;
    const render = async () => {
      renders++;
      await finish.promise;
      return page('uno');
    };
    const asked = Promise.all(Array.from({ length: 5 }, () => cache.get('/guide', ['guides'], render)));
    await changes.versions();
    // All five have arrived while the one render is still running.
    expect([renders, cache.stats.misses]).toEqual([1, 5]);
    finish.resolve();
    const answers = await asked;
    expect(renders).toBe(1);
    expect(answers.every((a) => 'etag' in a.page && text(a.page) === '<html>uno</html>')).toBe(true);
  });

  it('a visitor joining a render that fails (its first visitor left) gets its own render', async () => {
    const changes = createContentChanges(testDb.db);
    const cache = new RenderCache(changes, { maxBytes: 1024 * 1024 });
    const left = deferred<RenderedPage>();
    let ownRenders = 0;
    const first = cache.get('/notizie', ['news'], () => left.promise);
    const second = cache.get('/notizie', ['news'], async () => {
      ownRenders++;
      return page('due');
    });
    await changes.versions();
    // The second visitor waits on the first one's render, with no render of its own.
    expect([cache.stats.misses, ownRenders]).toEqual([2, 0]);
    left.reject(new Error('richiesta chiusa dal client'));
    await expect(first).rejects.toThrow('richiesta chiusa');
    expect(text((await second).page)).toContain('due');
    expect(ownRenders).toBe(1);
  });

  it('past two thirds of its age a page is answered at once while one render replaces it; past its age it is rendered again', async () => {
    let now = 1_000_000;
    const cache = new RenderCache(createContentChanges(testDb.db), { maxBytes: 1024 * 1024, now: () => now });
    const topics = ['products', 'product_prices'] as const;
    const renders = heldRenders((n) => n > 1);
    expect((await cache.get('/prodotti', topics, renders.render)).state).toBe('miss');
    now += (PRICE_PAGE_MAX_AGE_MS * 2) / 3 - 1;
    expect((await cache.get('/prodotti', topics, renders.render)).state).toBe('hit');
    now += 1;
    // Stale: the stored page at once, for every visitor, and a single render behind them.
    const stale = await Promise.all([1, 2, 3].map(() => cache.get('/prodotti', topics, renders.render)));
    expect(stale.map((a) => [a.state, text(a.page)])).toEqual(Array(3).fill(['stale', '<html>versione 1</html>']));
    expect(renders.count).toBe(2);
    await renders.release();
    await cache.settled();
    const refreshed = await cache.get('/prodotti', topics, renders.render);
    expect([refreshed.state, text(refreshed.page)]).toEqual(['hit', '<html>versione 2</html>']);
    // Never past its age: a page showing prices is not answered a minute after its render.
    now += PRICE_PAGE_MAX_AGE_MS;
    const expired = cache.get('/prodotti', topics, renders.render);
    await renders.release();
    expect([(await expired).state, text((await expired).page)]).toEqual(['miss', '<html>versione 3</html>']);
  });

  it('a background render that fails leaves the stale page to be answered until its age is up', async () => {
    let now = 0;
    const cache = new RenderCache(createContentChanges(testDb.db), { maxBytes: 1024 * 1024, maxAgeMs: 3_000, now: () => now });
    await cache.get('/notizie', ['news'], async () => page('prima'));
    now = 2_500;
    const failing = async (): Promise<RenderedPage> => {
      throw new Error('database occupato');
    };
    expect((await cache.get('/notizie', ['news'], failing)).state).toBe('stale');
    await cache.settled();
    expect(cache.stats.refreshFailures).toBe(1);
    const again = await cache.get('/notizie', ['news'], async () => page('dopo'));
    expect([again.state, text(again.page)]).toEqual(['stale', '<html>prima</html>']);
  });

  it('a streamed answer that fails half-way is an error for its callers and is never kept', async () => {
    const cache = new RenderCache(createContentChanges(testDb.db), { maxBytes: 1024 * 1024 });
    const failing = async (): Promise<RenderedAnswer> => ({
      ...page(''),
      headers: [['content-type', 'application/json; charset=utf-8']],
      body: Readable.from(
        (async function* () {
          yield Buffer.from('[{"id":1}');
          throw new Error('database non raggiungibile');
        })(),
      ),
    });
    await expect(cache.get('/api/prodotti', ['products'], failing)).rejects.toThrow('database non raggiungibile');
    expect(cache.size.entries).toBe(0);
    const whole = async (): Promise<RenderedAnswer> => ({ ...page(''), body: Readable.from([Buffer.from('[{"id":1}'), Buffer.from(',{"id":2}]')]) });
    const again = await cache.get('/api/prodotti', ['products'], whole);
    expect([again.state, text(again.page)]).toEqual(['miss', '[{"id":1},{"id":2}]']);
    expect(cache.size.entries).toBe(1);
  });

  it('never keeps an answer that does not say what it is (an empty HEAD render had no type)', async () => {
    const cache = new RenderCache(createContentChanges(testDb.db), { maxBytes: 1024 * 1024 });
    const untyped = async (): Promise<RenderedAnswer> => ({ status: 200, headers: [], body: Buffer.alloc(0), nonce: 'n' });
    await cache.get('/contatti', [], untyped);
    expect(cache.size.entries).toBe(0);
  });

  it('an answer too big for half the budget with its plain bytes is kept compressed only, and plain clients get it whole', async () => {
    const cache = new RenderCache(createContentChanges(testDb.db), { maxBytes: 400 * 1024 });
    // 300 KB of JSON compresses to a few KB: plain + brotli + gzip is past half the budget, the compressed forms are not.
    const list = JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ id: i, titolo: `Notizia numero ${i} sulla protezione civile` })));
    expect(Buffer.byteLength(list)).toBeGreaterThan(200 * 1024);
    let renders = 0;
    const render = async (): Promise<RenderedAnswer> => {
      renders++;
      return {
        status: 200,
        headers: [['content-type', 'application/json; charset=utf-8']],
        body: Readable.from([Buffer.from(list.slice(0, 1000)), Buffer.from(list.slice(1000))]),
        nonce: '',
      };
    };
    const app = Fastify();
    app.get('/api/notizie', async (request, reply) => {
      const { page: answer, state } = await cache.get('/api/notizie', ['news'], render);
      return sendStored(request, reply, answer, state);
    });
    try {
      const first = await app.inject({ url: '/api/notizie' });
      expect([first.statusCode, first.headers['x-render-cache'], first.body]).toEqual([200, 'miss', list]);
      const kept = cache.peek('/api/notizie')!;
      expect(kept.body.identity).toBeNull();
      expect(kept.size).toBeLessThan(200 * 1024);
      for (const encoding of ['identity', 'gzip', 'br']) {
        const res = await app.inject({ url: '/api/notizie', headers: { 'accept-encoding': encoding } });
        expect(res.headers['x-render-cache'], encoding).toBe('hit');
        expect(Number(res.headers['content-length']), encoding).toBe(res.rawPayload.byteLength);
        const raw = res.rawPayload;
        expect((encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString(), encoding).toBe(list);
      }
      const head = await app.inject({ method: 'HEAD', url: '/api/notizie' });
      expect([head.statusCode, head.body, Number(head.headers['content-length'])]).toEqual([200, '', Buffer.byteLength(list)]);
      expect(renders).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('a write landing during a render makes that render stale at once', async () => {
    const changes = createContentChanges(testDb.db);
    const cache = new RenderCache(changes, { maxBytes: 1024 * 1024 });
    await cache.get('/chi-siamo', ['about'], async () => {
      await testDb.db.kysely
        .insertInto('about')
        .values({ contenuto: '<p>Nuovo</p>', updated_at: WRITTEN_AT } as never)
        .execute();
      changes.touched();
      return page('vecchio');
    });
    const again = await cache.get('/chi-siamo', ['about'], async () => page('nuovo'));
    expect(again.state).toBe('miss');
    expect(text(again.page)).toContain('nuovo');
  });
});
