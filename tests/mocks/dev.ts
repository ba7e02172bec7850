import type { Db } from '../../server/db/index.ts';
import type { FeedSourcesService } from '../../server/domain/feed-sources.ts';
import { type CatalogueProduct, fakeAmazon } from './amazon.ts';
import { FAKE_FEEDS, GOOD_FAKE_FEEDS } from './feeds.ts';

/**
 * What `npm run dev` with FAKE_SERVICES=1 adds to the fakes of tests/mocks so the dashboard works
 * offline from the first start (decision 0024): the fake feeds as the news sources, and a fake
 * Amazon that answers the stored products with their own data.
 */

/**
 * The environment the dev server reads its configuration from: the fake feeds become FEED_URLS
 * (the sources a database without any starts with) and, as their names (feed.scorta.test) resolve
 * nowhere and msw answers them in the process, FEED_ALLOW_PRIVATE is on. A variable set (not
 * empty) in the environment wins.
 */
export function fakeServicesEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const defaults: Record<string, string> = { FEED_URLS: GOOD_FAKE_FEEDS.join(','), FEED_ALLOW_PRIVATE: 'true' };
  const out = { ...env };
  for (const [name, value] of Object.entries(defaults)) if (!out[name]?.trim()) out[name] = value;
  return out;
}

/**
 * A database created before (without the fakes, or with FEED_URLS) keeps its sources: they are the
 * editor's, and nothing here removes or disables them (offline they fail, each with its error in
 * Fonti dei feed). When none of them is a fake feed, the good fake feeds are added next to them, so
 * 'Ingest da feed' has something to read; a fake feed already there, even disabled, means the
 * editor has decided, and nothing is added. Returns how many were added.
 */
export async function addFakeFeedSources(feedSources: Pick<FeedSourcesService, 'list' | 'add'>): Promise<number> {
  const fake = new Set<string>(Object.values(FAKE_FEEDS));
  const sources = await feedSources.list();
  if (sources.some((s) => fake.has(s.url))) return 0;
  for (const url of GOOD_FAKE_FEEDS) await feedSources.add({ url });
  return GOOD_FAKE_FEEDS.length;
}

/**
 * The stored product of an ASIN (its ASIN or its preferred ASIN, the one a refresh asks Amazon
 * for), as the fake Amazon's catalogue: refreshing a product, by the hourly job or with
 * 'Aggiorna', reads back its own name, prices, rating and availability instead of turning every
 * product into the fake radio page.
 */
export function storedProductCatalogue(db: Db): (asin: string) => Promise<CatalogueProduct | undefined> {
  return async (asin) => {
    const row = await db.kysely
      .selectFrom('products')
      .select(['nome_prodotto', 'prezzo_originale', 'prezzo_scontato', 'valutazione', 'disponibile'])
      .where((eb) => eb.or([eb('asin_preferito', '=', asin), eb('asin', '=', asin)]))
      .orderBy('id')
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      nome: row.nome_prodotto,
      prezzo_originale: row.prezzo_originale,
      prezzo_scontato: row.prezzo_scontato,
      valutazione: row.valutazione,
      disponibile: row.disponibile === null ? null : row.disponibile === 1,
    };
  };
}

/**
 * After the database is ready, before the jobs start: the fake Amazon reads the stored products,
 * and a database without any fake feed gets them. Returns how many feed sources were added.
 */
export async function connectFakeServices(services: { db: Db; feedSources: Pick<FeedSourcesService, 'list' | 'add'> }): Promise<number> {
  fakeAmazon.useCatalogue(storedProductCatalogue(services.db));
  return addFakeFeedSources(services.feedSources);
}
