import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEED_URLS, loadConfig } from '../../server/config.ts';
import { withFakeServices } from '../api/fakes.ts';
import { createTestServices, type TestServices } from '../helpers/app.ts';
import { fakeAmazon } from '../mocks/amazon.ts';
import { connectFakeServices, fakeServicesEnv } from '../mocks/dev.ts';
import { FAKE_FEEDS, GOOD_FAKE_FEEDS } from '../mocks/feeds.ts';

/**
 * `npm run dev` with FAKE_SERVICES=1 (server/dev.ts, tests/mocks/dev.ts, decision 0024): the news
 * sources are the fake feeds and read offline, and refreshing the demo products, by the hourly job
 * or with 'Aggiorna', keeps their own data instead of turning each into the fake radio page.
 */
withFakeServices({ onUnhandledRequest: 'error' });

describe('FAKE_SERVICES=1: the configuration', () => {
  it('uses the fake feeds, on internal addresses, unless FEED_URLS or FEED_ALLOW_PRIVATE is set', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/scorta-dev-fakes', APP_SECRET: 'x'.repeat(32), ...fakeServicesEnv({}) });
    expect(config.feedUrls).toEqual([...GOOD_FAKE_FEEDS]);
    expect(config.feeds.allowPrivateAddresses).toBe(true);
    // Empty counts as unset, as everywhere in the configuration.
    expect(fakeServicesEnv({ FEED_URLS: ' ' }).FEED_URLS).toBe(GOOD_FAKE_FEEDS.join(','));
    expect(fakeServicesEnv({ FEED_URLS: 'https://example.org/feed.xml', FEED_ALLOW_PRIVATE: 'false' })).toMatchObject({
      FEED_URLS: 'https://example.org/feed.xml',
      FEED_ALLOW_PRIVATE: 'false',
    });
  });
});

describe('FAKE_SERVICES=1 on a fresh database', () => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices({ ...fakeServicesEnv({}), SEED_DEMO: 'true', AMAZON_REFRESH_SPACING_MS: '0' });
  });
  afterAll(() => t.drop());

  it('starts with the fake feeds as sources, and reading them works offline', async () => {
    expect(await connectFakeServices(t.services)).toBe(0);
    const { sources } = await t.services.newsFeeds.readAll();
    expect(sources.map((s) => s.url).sort()).toEqual([...GOOD_FAKE_FEEDS].sort());
    for (const s of sources) {
      expect(s.ultimo_errore).toBeNull();
      expect(s.elementi).toBeGreaterThan(0);
    }
  });

  it('refreshing every demo product keeps its name, prices, rating, availability and image', async () => {
    await connectFakeServices(t.services);
    const fields = ['id', 'asin', 'nome_prodotto', 'prezzo_originale', 'prezzo_scontato', 'valutazione', 'disponibile', 'img_prodotto'] as const;
    const read = () => t.db.kysely.selectFrom('products').select(fields).orderBy('id').execute();
    const before = await read();
    expect(before.length).toBeGreaterThan(3);

    const run = await t.services.productRefresh.runBatch(new AbortController().signal, { all: true });

    expect(run).toMatchObject({ fatti: before.length, falliti: 0 });
    expect(await read()).toEqual(before);
    expect(fakeAmazon.requests).toEqual(expect.arrayContaining(before.map((p) => p.asin)));
    const refreshed = await t.db.kysely.selectFrom('products').select('dati_aggiornati_at').execute();
    expect(refreshed.every((p) => p.dati_aggiornati_at !== null)).toBe(true);
  });

  it("'Aggiorna' on one product reads a changed price from the fake, the rest of its data its own", async () => {
    await connectFakeServices(t.services);
    const product = await t.db.kysely.selectFrom('products').selectAll().where('prezzo_scontato', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    fakeAmazon.setPrice(product.asin!, 9.99);

    await t.services.productRefresh.refreshProduct(product.id);

    const after = await t.db.kysely.selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      nome_prodotto: product.nome_prodotto,
      prezzo_originale: product.prezzo_originale,
      prezzo_scontato: 9.99,
      valutazione: product.valutazione,
      img_prodotto: product.img_prodotto,
    });
  });

  it('an ASIN the database does not hold still gets the made-up product page', async () => {
    await connectFakeServices(t.services);
    const page = await t.services.productRefresh.lookup('B0NUOVO123');
    expect(page.nome).toMatch(/^Prodotto di prova B0NUOVO123/);
  });
});

describe('FAKE_SERVICES=1 on a database created without the fakes', () => {
  let t: TestServices;
  beforeAll(async () => {
    // FEED_URLS unset, as a plain `npm run dev` or `npm start` left it: the real default feeds.
    t = await createTestServices();
  });
  afterAll(() => t.drop());

  it('keeps its own sources and gains the fake feeds once', async () => {
    const own = (await t.services.feedSources.list()).map((s) => s.url);
    expect(own.sort()).toEqual([...DEFAULT_FEED_URLS].sort());

    expect(await connectFakeServices(t.services)).toBe(GOOD_FAKE_FEEDS.length);
    const urls = (await t.services.feedSources.list()).map((s) => s.url);
    expect(urls.sort()).toEqual([...DEFAULT_FEED_URLS, ...GOOD_FAKE_FEEDS].sort());

    // Started again: nothing more.
    expect(await connectFakeServices(t.services)).toBe(0);
  });

  it('adds nothing once the editor kept any fake feed, even disabled', async () => {
    for (const s of await t.services.feedSources.list()) {
      if (s.url === FAKE_FEEDS.rss) await t.services.feedSources.update(s.id, { attivo: false });
      else if (s.url.startsWith('https://feed.scorta.test/')) await t.services.feedSources.remove(s.id);
    }
    expect(await connectFakeServices(t.services)).toBe(0);
    expect((await t.services.feedSources.list()).map((s) => s.url).sort()).toEqual([...DEFAULT_FEED_URLS, FAKE_FEEDS.rss].sort());
  });
});
