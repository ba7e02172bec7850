import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import type { News } from '../../common/types.ts';
import { MIGRATIONS, migrateToLatest, withMigrationLock } from '../../server/db/migrate.ts';
import { createTestDb } from '../helpers/app.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * A news item's two dates: `data_pubblicazione` is when the item is published on this
 * site (set by Pubblica, by a scheduled publication, or by the editor), `data_fonte` when its source
 * published it (a feed item's date). A draft from a feed keeps the feed's date as the source's and
 * has no publication date until it is published; drafts come first in the staff list by creation.
 * Migration 016 sorts out the items saved before. Runs on SQLite and PostgreSQL.
 */

const h = dashboardTestApp();
const send = h.send;
const anon = (method: 'GET', url: string) => send(method, url, undefined, '');

/** A feed item's date, long before the item is written: '10 luglio 2024' in the issue. */
const FEED_DATE = '2024-07-10T08:00:00.000Z';

const draftFromFeed = async (titolo: string, data_pubblicazione: string | null = FEED_DATE) => {
  const res = await send('POST', '/api/notizie/bozze', {
    titolo,
    sommario: `${titolo}: il sommario del feed.`,
    testo_originale: `${titolo}. Il testo della fonte.`,
    fonte: 'Feed di prova',
    link_fonte: `https://fonte.example.test/${encodeURIComponent(titolo)}`,
    data_pubblicazione,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<News>();
};

const staffList = async (query = '') => (await send('GET', `/api/notizie?limit=24${query}`)).json<News[]>().map((n) => n.titolo);

describe('a draft from a feed', () => {
  it('keeps the feed’s date as the source’s and has no publication date yet', async () => {
    const draft = await draftFromFeed('Allerta caldo in pianura');
    expect(draft).toMatchObject({ stato: 'bozza', data_pubblicazione: null, data_fonte: FEED_DATE });
  });

  it('persisti does the same', async () => {
    const res = await send('POST', '/api/notizie/persisti', {
      articoli: [{ titolo: 'Esercitazione in porto', link_fonte: 'https://fonte.example.test/porto', data_pubblicazione: FEED_DATE, sommario: 'Prove.' }],
    });
    const [saved] = res.json<{ salvate: Array<{ id: number }> }>().salvate;
    expect((await send('GET', `/api/notizie/${saved!.id}`)).json<News>()).toMatchObject({ data_pubblicazione: null, data_fonte: FEED_DATE });
  });

  it('comes first in the staff list, above published items and drafts dated by hand', async () => {
    // A draft an editor dated far ahead, made first: a draft's place is where it was created.
    await send('POST', '/api/notizie', { titolo: 'Bozza datata a mano', data_pubblicazione: '2030-01-01T09:00:00.000Z' });
    const published = (await send('POST', '/api/notizie', { titolo: 'Notizia già pubblicata', sommario: 'Testo.', stato: 'pubblicata' })).json<News>();
    expect(published.data_pubblicazione).not.toBeNull();
    await draftFromFeed('Nuova allerta dal feed');
    const list = await staffList();
    expect(list[0]).toBe('Nuova allerta dal feed');
    expect(list.indexOf('Bozza datata a mano')).toBeGreaterThan(list.indexOf('Notizia già pubblicata'));
    // The drafts alone, newest first by creation too.
    expect((await staffList('&stato=bozza')).slice(0, 2)).toEqual(['Nuova allerta dal feed', 'Bozza datata a mano']);
  });

  it('is dated when it is published; the public side shows that date, the source’s date stays', async () => {
    const draft = await draftFromFeed('Blackout annunciato in collina');
    const now = h.t.clock.advance(60_000).nowIso();
    const res = await send('POST', `/api/notizie/${draft.id}/pubblica`, {});
    expect(res.statusCode, res.body).toBe(200);
    const published = res.json<News>();
    expect(published.data_pubblicazione).toBe(now);
    expect(published.data_fonte).toBe(FEED_DATE);
    const pub = (await anon('GET', `/api/notizie/slug/${published.slug}`)).json<News>();
    expect(pub).toMatchObject({ data_pubblicazione: published.data_pubblicazione, data_fonte: FEED_DATE });
    // The public list is ordered by publication: this one, published now, comes first.
    expect((await anon('GET', '/api/notizie')).json<News[]>()[0]!.titolo).toBe('Blackout annunciato in collina');
  });

  it('is dated at its scheduled time when the scheduler publishes it', async () => {
    const draft = await draftFromFeed('Piena del fiume attesa');
    const quando = new Date(h.t.clock.nowMs() + 3_600_000).toISOString();
    const scheduled = await send('POST', `/api/notizie/${draft.id}/programma`, { quando });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    h.t.clock.set(Date.parse(quando) + 60_000);
    const run = await h.t.services.scheduledPublishing.runDue();
    expect(run.pubblicati).toContainEqual({ tipo: 'notizia', id: draft.id });
    expect((await send('GET', `/api/notizie/${draft.id}`)).json<News>()).toMatchObject({ stato: 'pubblicata', data_pubblicazione: quando, data_fonte: FEED_DATE });
  });
});

describe('the edit form’s dates', () => {
  it('sets and clears the source’s date; a wrong one is refused in Italian', async () => {
    const item = (await send('POST', '/api/notizie', { titolo: 'Con la data della fonte', data_fonte: '2026-03-01T10:00:00+01:00' })).json<News>();
    expect(item).toMatchObject({ data_fonte: '2026-03-01T09:00:00.000Z', data_pubblicazione: null });
    const cleared = (await send('PUT', `/api/notizie/${item.id}`, { data_fonte: null })).json<News>();
    expect(cleared.data_fonte).toBeNull();
    const wrong = await send('PUT', `/api/notizie/${item.id}`, { data_fonte: 'ieri' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, N.sourceDateInvalid]);
  });

  it('keeps a publication date the editor set when the item is published', async () => {
    const item = (await send('POST', '/api/notizie', { titolo: 'Datata dalla redazione', sommario: 'Testo.', data_pubblicazione: '2026-02-01T08:00:00.000Z' })).json<News>();
    const published = (await send('POST', `/api/notizie/${item.id}/pubblica`, {})).json<News>();
    expect(published.data_pubblicazione).toBe('2026-02-01T08:00:00.000Z');
  });
});

describe('migration 016 on news saved before it', () => {
  const T = '2026-11-25T10:00:00.000Z';
  let test: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    test = await createTestDb();
  });
  afterAll(async () => {
    await test?.drop();
  });

  it('moves a feed’s date to the source’s date; drafts wait for their publication, published items take it from their publication', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before migration 016, not today's types
    const db = test.db.kysely as unknown as Kysely<any>;
    const before016 = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '016'));
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => Object.fromEntries(Object.entries(before016).map(([name, m]) => [name, m(test.db.dialect)])) },
      allowUnorderedMigrations: true,
      ...(test.db.dialect === 'postgres' ? { migrationTableSchema: test.db.schema } : {}),
    });
    expect((await withMigrationLock(db, test.db.dialect, () => migrator.migrateToLatest())).error).toBeUndefined();

    const news = async (slug: string, stato: string, data_pubblicazione: string | null, link_fonte: string | null) => {
      const row = await db
        .insertInto('news')
        .values({ slug, titolo: slug, stato, data_pubblicazione, link_fonte, rilevanza: 0, created_at: T, updated_at: T })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id as number;
    };
    const candidate = (link: string, data_pubblicazione: string, id_notizia: number | null) =>
      db.insertInto('news_candidates').values({ chiave: link, titolo: link, link_fonte: link, data_pubblicazione, id_notizia, created_at: T }).execute();

    // 1. A draft from a feed, its candidate still there.
    const draft = await news('bozza-dal-feed', 'bozza', '2024-07-10T08:00:00.000Z', 'https://f.test/1');
    await candidate('https://f.test/1', '2024-07-10T08:00:00.000Z', draft);
    // 2. Published from a feed: its publication is in the revisions.
    const withRevision = await news('pubblicata-con-revisione', 'pubblicata', '2024-07-11T08:00:00.000Z', 'https://f.test/2');
    await candidate('https://f.test/2', '2024-07-11T08:00:00.000Z', null);
    await db
      .insertInto('revisions')
      .values([
        { tipo: 'notizia', id_contenuto: withRevision, azione: 'pubblicazione', autore: 'admin', contenuto: '{}', creata_il: '2026-11-26T09:00:00.000Z' },
        { tipo: 'notizia', id_contenuto: withRevision, azione: 'pubblicazione', autore: 'admin', contenuto: '{}', creata_il: '2026-11-28T09:00:00.000Z' },
      ])
      .execute();
    // 3. Published from a feed, no record of when: visitors have seen its date, it stays.
    const noRevision = await news('pubblicata-senza-revisione', 'pubblicata', '2024-07-12T08:00:00.000Z', 'https://f.test/3');
    await candidate('https://f.test/3', '2024-07-12T08:00:00.000Z', noRevision);
    // 4. Written by hand and published.
    const byHand = await news('scritta-a-mano', 'pubblicata', '2026-11-25T11:00:00.000Z', null);
    // 5. A draft whose candidate was forgotten (30 days), dated before it was saved: the source's date.
    const forgotten = await news('bozza-senza-candidato', 'bozza', '2024-07-13T08:00:00.000Z', 'https://f.test/5');
    // 6. A draft an editor dated ahead.
    const planned = await news('bozza-programmata-a-mano', 'bozza', '2026-12-20T08:00:00.000Z', null);

    expect(await migrateToLatest(db, test.db.dialect, test.db.schema)).toContain('016-news-source-date');
    const rows = await test.db.kysely.selectFrom('news').select(['id', 'data_pubblicazione', 'data_fonte']).execute();
    const byId = new Map(rows.map((r) => [r.id, { data_pubblicazione: r.data_pubblicazione, data_fonte: r.data_fonte }]));
    expect(byId.get(draft)).toEqual({ data_pubblicazione: null, data_fonte: '2024-07-10T08:00:00.000Z' });
    expect(byId.get(withRevision)).toEqual({ data_pubblicazione: '2026-11-26T09:00:00.000Z', data_fonte: '2024-07-11T08:00:00.000Z' });
    expect(byId.get(noRevision)).toEqual({ data_pubblicazione: '2024-07-12T08:00:00.000Z', data_fonte: '2024-07-12T08:00:00.000Z' });
    expect(byId.get(byHand)).toEqual({ data_pubblicazione: '2026-11-25T11:00:00.000Z', data_fonte: null });
    expect(byId.get(forgotten)).toEqual({ data_pubblicazione: null, data_fonte: '2024-07-13T08:00:00.000Z' });
    expect(byId.get(planned)).toEqual({ data_pubblicazione: '2026-12-20T08:00:00.000Z', data_fonte: null });
  });
});
