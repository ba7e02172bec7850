import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GUIDE_MSG } from '../../common/messages-guides.ts';
import { NEWS_MSG } from '../../common/messages-news.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { SCHEDULE_MSG } from '../../common/messages-schedule.ts';
import type { Guide, News, Review, RevisionEntry } from '../../common/types.ts';
import type { Db } from '../../server/db/index.ts';
import { createJobs } from '../../server/jobs/index.ts';
import { migration014 } from '../../server/db/migrations/014-schedule-instants.ts';
import { createServices, type Services } from '../../server/services.ts';
import { ADMIN, openSameDb, TEST_NOW } from '../helpers/app.ts';
import { createNews, createProduct } from '../helpers/builders.ts';
import { fakeOpenAi } from '../mocks/openai.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * Scheduled publishing ('Programma') of reviews, guides and news, on SQLite and PostgreSQL:
 * POST/DELETE /api/{recensioni|guide|notizie}/{id}/programma, the publishing gate at scheduling,
 * and `runDue` publishing each due item exactly once through its own Pubblica, also when two
 * instances run it at the same time. No clock is waited for: the services' TestClock is set (back
 * to TEST_NOW before each test).
 */
withFakeServices();
const h = dashboardTestApp({ OPENAI_API_KEY: 'sk-test-schedule-0000', OPENAI_TIMEOUT_MS: '1000' });
const send = h.send;
beforeEach(() => {
  h.t.clock.set(TEST_NOW);
});
const anonymous = (method: 'GET', url: string) => send(method, url, undefined, '');

const HOUR = 3_600_000;
const inAnHour = () => new Date(h.t.clock.nowMs() + HOUR);
/** Next year: a fixed day and time that is always in the future and within the two-year bound. */
const NEXT_YEAR = new Date(TEST_NOW).getUTCFullYear() + 1;
/** A date `years` years (and `days` days) from `from`, at the same time of day. */
const yearsAhead = (years: number, days = 0, from = h.t.clock.now()) => {
  const d = new Date(from.getTime() + days * 24 * HOUR);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
};
/** The scheduler's run with the clock set to `at`. */
const runDue = (at: Date, options?: Parameters<Services['scheduledPublishing']['runDue']>[0]) => {
  h.t.clock.set(at);
  return h.t.services.scheduledPublishing.runDue(options);
};
const QUALITATIVE = 'È la lanterna più luminosa della sua categoria.';

let seq = 0;
function product(): Promise<number> {
  seq++;
  return createProduct(h, {
    nome_prodotto: `Lanterna programmata ${seq} - 300 lumen`,
    nome_sintetico: `Lanterna programmata ${seq}`,
    prezzo_originale: 24.99,
    valutazione_prodotto: 4.4,
    specifiche_tecniche: 'Flusso luminoso: 300 lumen\nBatteria: 2000 mAh',
    descrizione_generale: 'Lanterna pieghevole con pannello solare.',
  });
}

/** A generated review draft of a new product: its review id and product id. */
async function review(text = '<h2>In breve</h2><p>Fa 300 lumen con una batteria da 2000 mAh.</p>'): Promise<{ id: number; productId: number }> {
  const productId = await product();
  fakeOpenAi.answerNext(text);
  const res = await send('POST', `/api/recensioni/genera/${productId}`, {});
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().recensione.id, productId };
}

async function guide(): Promise<Guide> {
  const productId = await product();
  const res = await send('POST', '/api/guide', { titolo: `Guida programmata ${++seq}`, contenuto: '<p>Cosa tenere pronto in casa.</p>', prodotti: [productId] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const news = () => createNews(h, { titolo: `Notizia programmata ${++seq}`, sommario: 'Un sommario scritto in redazione.' });

const history = async (tipo: string, id: number): Promise<RevisionEntry[]> => (await send('GET', `/api/revisioni?tipo=${tipo}&id=${id}`)).json();

beforeAll(async () => {
  await h.t.services.prompts.create({ titolo: 'Recensione', tipo: 'recensione', testo: 'Scrivi la recensione di {nome_prodotto}.', is_default: true });
});

describe('POST …/programma: validation', () => {
  it('refuses a missing, malformed or past time with a 400 in Italian, and writes nothing', async () => {
    const g = await guide();
    const url = `/api/guide/${g.id}/programma`;
    const cases: Array<[unknown, string]> = [
      [{}, SCHEDULE_MSG.whenRequired],
      [undefined, SCHEDULE_MSG.whenRequired],
      [{ quando: 'domani alle nove' }, SCHEDULE_MSG.whenInvalid],
      [{ quando: '2026-11-27T09:00' }, SCHEDULE_MSG.whenInvalid],
      [{ quando: 12 }, SCHEDULE_MSG.whenInvalid],
      [{ quando: new Date(h.t.clock.nowMs() - 60_000).toISOString() }, SCHEDULE_MSG.whenPast],
      [{ quando: '2020-01-01T09:00:00+01:00' }, SCHEDULE_MSG.whenPast],
      // A date beyond year 9999 in UTC, stored as '+010000-…', published at the next tick.
      [{ quando: '9999-12-31T23:59:59-23:59' }, SCHEDULE_MSG.whenTooFar],
      [{ quando: yearsAhead(2, 1).toISOString() }, SCHEDULE_MSG.whenTooFar],
    ];
    for (const [body, error] of cases) {
      const res = await send('POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    const extra = await send('POST', url, { quando: inAnHour().toISOString(), altro: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await send('GET', `/api/guide/${g.id}`)).json().pubblicazione_programmata).toBeNull();
    // Just inside the bound is fine.
    const quando = yearsAhead(2, -1);
    const ok = await send('POST', url, { quando: quando.toISOString() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Guide>().pubblicazione_programmata).toBe(quando.toISOString());
  });

  it('bounds the time at two years from the clock it is given', async () => {
    const g = await guide();
    h.t.clock.set('2030-05-10T12:00:00Z');
    const schedule = (quando: string) => h.t.services.scheduledPublishing.schedule('guida', g.id, { quando }, null);
    await expect(schedule('2032-05-10T12:00:00.001Z')).rejects.toMatchObject({ statusCode: 400, message: SCHEDULE_MSG.whenTooFar });
    await expect(schedule('2032-05-10T14:00:00+02:00')).resolves.toMatchObject({ pubblicazione_programmata: '2032-05-10T12:00:00.000Z' });
  });

  it('answers 404 for an unknown id of each type, 400 for an invalid id, 401 without a session', async () => {
    const quando = inAnHour().toISOString();
    const missing: Array<[string, string]> = [
      ['recensioni', REVIEW_MSG.reviewNotFound],
      ['guide', GUIDE_MSG.guideNotFound],
      ['notizie', NEWS_MSG.newsNotFound],
    ];
    for (const [path, error] of missing) {
      let res = await send('POST', `/api/${path}/999999/programma`, { quando });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ error });
      res = await send('DELETE', `/api/${path}/999999/programma`);
      expect(res.statusCode, path).toBe(404);
      expect((await send('POST', `/api/${path}/abc/programma`, { quando })).statusCode).toBe(400);
      expect((await send('POST', `/api/${path}/1/programma`, { quando }, '')).statusCode).toBe(401);
    }
  });

  it('refuses content with unresolved claims with the same 409 as Pubblica', async () => {
    const r = await review(`<h2>In breve</h2><p>Fa 300 lumen.</p><p>${QUALITATIVE}</p>`);
    const pub = await send('POST', `/api/recensioni/${r.id}/pubblica`, {});
    expect(pub.statusCode).toBe(409);
    const res = await send('POST', `/api/recensioni/${r.id}/programma`, { quando: inAnHour().toISOString() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(pub.json());
    expect(res.json()).toMatchObject({ error: REVIEW_MSG.unverifiedClaims(1), non_verificati: [expect.objectContaining({ text: QUALITATIVE })] });
    expect((await send('GET', `/api/recensioni/${r.productId}`)).json().recensione.pubblicazione_programmata).toBeNull();

    // Confirmed with its source in the request, as for Pubblica: then it can be scheduled.
    const ok = await send('POST', `/api/recensioni/${r.id}/programma`, {
      quando: inAnHour().toISOString(),
      conferme: [{ testo: QUALITATIVE, fonte: 'Prova di laboratorio della redazione' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses an item already published (409)', async () => {
    const g = await guide();
    expect((await send('POST', `/api/guide/${g.id}/pubblica`, {})).statusCode).toBe(200);
    const res = await send('POST', `/api/guide/${g.id}/programma`, { quando: inAnHour().toISOString() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: SCHEDULE_MSG.alreadyPublished });
  });
});

describe('setting and cancelling', () => {
  it('stores the time in UTC, shows it to staff (item and list), and DELETE cancels it (204)', async () => {
    const g = await guide();
    const res = await send('POST', `/api/guide/${g.id}/programma`, { quando: `${NEXT_YEAR}-11-27T09:00:00+01:00` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Guide>()).toMatchObject({ id: g.id, stato: 'bozza', pubblicazione_programmata: `${NEXT_YEAR}-11-27T08:00:00.000Z` });
    expect((await send('GET', `/api/guide/${g.id}`)).json().pubblicazione_programmata).toBe(`${NEXT_YEAR}-11-27T08:00:00.000Z`);
    const listed = (await send('GET', '/api/guide?stato=bozza')).json<Guide[]>().find((x) => x.id === g.id);
    expect(listed?.pubblicazione_programmata).toBe(`${NEXT_YEAR}-11-27T08:00:00.000Z`);
    const row = await h.t.db.kysely.selectFrom('guides').select(['programmata_da']).where('id', '=', g.id).executeTakeFirstOrThrow();
    expect(row.programmata_da).toBe(ADMIN.username);

    // Scheduling is no edit: the editor's version tag stays.
    const etag = (await send('GET', `/api/guide/${g.id}`)).headers.etag;
    expect((await send('DELETE', `/api/guide/${g.id}/programma`)).statusCode).toBe(204);
    expect((await send('GET', `/api/guide/${g.id}`)).headers.etag).toBe(etag);
    expect((await send('GET', `/api/guide/${g.id}`)).json().pubblicazione_programmata).toBeNull();
    // Cancelling nothing is fine.
    expect((await send('DELETE', `/api/guide/${g.id}/programma`)).statusCode).toBe(204);
    // Nothing to publish any more.
    expect((await runDue(yearsAhead(3))).pubblicati).not.toContainEqual({ tipo: 'guida', id: g.id });
  });

  it('news and reviews answer their own shape; a new time replaces the old one', async () => {
    const n = await news();
    let res = await send('POST', `/api/notizie/${n.id}/programma`, { quando: `${NEXT_YEAR}-03-29T01:30:00Z` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<News>()).toMatchObject({ id: n.id, slug: n.slug, pubblicazione_programmata: `${NEXT_YEAR}-03-29T01:30:00.000Z` });
    expect(res.json()).not.toHaveProperty('programmata_da');
    res = await send('POST', `/api/notizie/${n.id}/programma`, { quando: `${NEXT_YEAR}-03-29T02:30:00Z` });
    expect(res.json<News>().pubblicazione_programmata).toBe(`${NEXT_YEAR}-03-29T02:30:00.000Z`);

    const r = await review();
    res = await send('POST', `/api/recensioni/${r.id}/programma`, { quando: `${NEXT_YEAR}-01-01T00:00:00Z` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Review>()).toMatchObject({ id: r.id, id_prodotto: r.productId, pubblicazione_programmata: `${NEXT_YEAR}-01-01T00:00:00.000Z` });
  });

  it('Pubblica and Archiva by hand end the schedule', async () => {
    const g = await guide();
    const n = await news();
    const quando = `${NEXT_YEAR}-06-01T07:00:00Z`;
    expect((await send('POST', `/api/guide/${g.id}/programma`, { quando })).statusCode).toBe(200);
    expect((await send('POST', `/api/notizie/${n.id}/programma`, { quando })).statusCode).toBe(200);
    expect((await send('POST', `/api/guide/${g.id}/pubblica`, {})).json<Guide>().pubblicazione_programmata).toBeNull();
    expect((await send('POST', `/api/notizie/${n.id}/archivia`)).json<News>().pubblicazione_programmata).toBeNull();
  });
});

describe('the scheduler', () => {
  let other: Services;
  let otherDb: Db | undefined;

  beforeAll(async () => {
    // A second instance: its own services, on its own connection pool for PostgreSQL. SQLite runs
    // one instance (decision 0009): there the second services share the connection.
    if (h.t.kind === 'postgres') otherDb = await openSameDb(h.t.db);
    other = createServices(h.t.services.config, otherDb ?? h.t.db, { clock: h.t.clock });
  });
  afterAll(async () => {
    await otherDb?.close();
  });

  it('publishes each due item exactly once with two instances, visible to visitors only after its time', async () => {
    const r = await review();
    const g = await guide();
    const n = await news();
    const at = inAnHour();
    for (const url of [`/api/recensioni/${r.id}/programma`, `/api/guide/${g.id}/programma`, `/api/notizie/${n.id}/programma`]) {
      const res = await send('POST', url, { quando: at.toISOString() });
      expect(res.statusCode, res.body).toBe(200);
    }
    const publicUrls = [`/api/recensioni/${r.productId}`, `/api/guide/${g.id}`, `/api/notizie/${n.id}`, `/api/notizie/slug/${n.slug}`];
    const publicLists = async () => ({
      guide: (await anonymous('GET', '/api/guide')).json<Guide[]>().map((x) => x.id),
      notizie: (await anonymous('GET', '/api/notizie')).json<News[]>().map((x) => x.id),
    });
    for (const url of publicUrls) expect((await anonymous('GET', url)).statusCode, url).toBe(404);
    let lists = await publicLists();
    expect(lists.guide).not.toContain(g.id);
    expect(lists.notizie).not.toContain(n.id);

    // A minute early: nothing happens.
    h.t.clock.set(at.getTime() - 60_000);
    const early = await Promise.all([h.t.services.scheduledPublishing.runDue(), other.scheduledPublishing.runDue()]);
    expect(early.flatMap((run) => run.pubblicati)).toEqual([]);
    for (const url of publicUrls) expect((await anonymous('GET', url)).statusCode, url).toBe(404);

    // Its minute, on both instances at once (twice each): each item published once.
    h.t.clock.set(at.getTime() + 1_000);
    const runs = await Promise.all([
      h.t.services.scheduledPublishing.runDue(),
      other.scheduledPublishing.runDue(),
      h.t.services.scheduledPublishing.runDue(),
      other.scheduledPublishing.runDue(),
    ]);
    const published = runs.flatMap((run) => run.pubblicati);
    expect(runs.flatMap((run) => run.rifiutati)).toEqual([]);
    expect(published).toHaveLength(3);
    expect(published).toEqual(
      expect.arrayContaining([
        { tipo: 'recensione', id: r.id },
        { tipo: 'guida', id: g.id },
        { tipo: 'notizia', id: n.id },
      ]),
    );

    // One 'pubblicazione' revision each, named after who scheduled it; the schedule is gone.
    for (const [tipo, id] of [
      ['recensione', r.id],
      ['guida', g.id],
      ['notizia', n.id],
    ] as const) {
      const publications = (await history(tipo, id)).filter((e) => e.azione === 'pubblicazione');
      expect(publications, tipo).toHaveLength(1);
      expect(publications[0]!.autore).toBe(ADMIN.username);
    }
    const reviewRow = await h.t.db.kysely
      .selectFrom('reviews')
      .select(['stato', 'published_at', 'pubblicazione_programmata', 'programmata_da'])
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    expect(reviewRow).toMatchObject({ stato: 'pubblicata', published_at: expect.any(String), pubblicazione_programmata: null, programmata_da: null });
    const guideRow = await h.t.db.kysely.selectFrom('guides').select(['stato', 'published_at', 'pubblicazione_programmata']).where('id', '=', g.id).executeTakeFirstOrThrow();
    expect(guideRow).toMatchObject({ stato: 'pubblicata', published_at: expect.any(String), pubblicazione_programmata: null });

    // Visitors see them now: the items, the lists the RSS feed reads, the sitemap's stamps.
    for (const url of publicUrls) expect((await anonymous('GET', url)).statusCode, url).toBe(200);
    lists = await publicLists();
    expect(lists.guide).toContain(g.id);
    expect(lists.notizie).toContain(n.id);
    expect((await h.t.services.guides.sitemapStamps()).map((s) => s.id)).toContain(g.id);
    expect((await h.t.services.news.sitemapStamps()).map((s) => s.slug)).toContain(n.slug);
    expect((await h.t.services.products.sitemapStamps()).map((s) => s.id)).toContain(r.productId);

    // Later runs find nothing more.
    h.t.clock.set(at.getTime() + 10 * 60_000);
    const later = await other.scheduledPublishing.runDue();
    expect(later.pubblicati).toEqual([]);
  });

  it('a publication the gate refuses at its time leaves a draft, a warning, and the run goes on', async () => {
    const bad = await review();
    const good = await guide();
    const at = inAnHour();
    expect((await send('POST', `/api/recensioni/${bad.id}/programma`, { quando: at.toISOString() })).statusCode).toBe(200);
    expect((await send('POST', `/api/guide/${good.id}/programma`, { quando: at.toISOString() })).statusCode).toBe(200);
    // The text changes after scheduling and gains a claim nobody resolved.
    await h.t.db.kysely.updateTable('reviews').set({ contenuto: `<p>Fa 300 lumen.</p><p>Costa solo 9,99 euro.</p>` }).where('id', '=', bad.id).execute();
    const warnings: Array<{ obj: object; msg: string }> = [];
    const run = await runDue(new Date(at.getTime() + 1_000), { log: { warn: (obj, msg) => warnings.push({ obj, msg }) } });
    expect(run.pubblicati).toEqual([{ tipo: 'guida', id: good.id }]);
    expect(run.rifiutati).toEqual([{ tipo: 'recensione', id: bad.id, errore: expect.any(String) }]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.obj).toMatchObject({ tipo: 'recensione', id: bad.id });
    const row = await h.t.db.kysely.selectFrom('reviews').select(['stato', 'pubblicazione_programmata']).where('id', '=', bad.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ stato: 'bozza', pubblicazione_programmata: null });
    expect((await anonymous('GET', `/api/recensioni/${bad.productId}`)).statusCode).toBe(404);
  });

  it('the job runs every minute and publishes what is due', async () => {
    const job = createJobs(h.t.services).find((j) => j.name === 'pubblicazione-programmata')!;
    expect(job.next({ ok: true, finishedAt: new Date('2026-11-27T08:00:42.500Z') })).toBe('2026-11-27T08:01:00.000Z');
    expect(job.next({ ok: false, finishedAt: new Date('2026-11-27T08:59:59.999Z') })).toBe('2026-11-27T09:00:00.000Z');
    const n = await news();
    expect((await send('POST', `/api/notizie/${n.id}/programma`, { quando: inAnHour().toISOString() })).statusCode).toBe(200);
    // Its time has come (written directly: the API only takes future times).
    await h.t.db.kysely
      .updateTable('news')
      .set({ pubblicazione_programmata: new Date(h.t.clock.nowMs() - 1_000).toISOString() })
      .where('id', '=', n.id)
      .execute();
    const logged: string[] = [];
    const log = { info() {}, error: (_obj: object, msg: string) => logged.push(msg), warn: (_obj: object, msg: string) => logged.push(msg) };
    await job.run(new AbortController().signal, log);
    expect(logged).toEqual([]);
    expect((await anonymous('GET', `/api/notizie/${n.id}`)).json<News>()).toMatchObject({ stato: 'pubblicata', pubblicazione_programmata: null });
  });

  it('compares instants: never claims a far-future time, even one stored as +010000-… before the bound', async () => {
    const [far, due, offset, later] = await Promise.all([news(), news(), news(), news()]);
    const now = h.t.clock.now();
    const at = (id: number, when: string) =>
      h.t.db.kysely.updateTable('news').set({ pubblicazione_programmata: when, programmata_da: ADMIN.username }).where('id', '=', id).execute();
    // What the API stored for '9999-12-31T23:59:59-23:59' before the two-year bound: it sorts before any
    // 4-digit year as text.
    await at(far.id, new Date('9999-12-31T23:59:59-23:59').toISOString());
    expect((await h.t.db.kysely.selectFrom('news').select('pubblicazione_programmata').where('id', '=', far.id).executeTakeFirstOrThrow()).pubblicazione_programmata).toMatch(
      /^\+010000-/,
    );
    await at(due.id, new Date(now.getTime() - 60_000).toISOString());
    // A minute ago written with its offset (+02:00): due by its instant, though later as text.
    const minuteAgo = new Date(now.getTime() - 60_000 + 2 * HOUR).toISOString().replace(/\.\d{3}Z$/, '+02:00');
    await at(offset.id, minuteAgo);
    // An hour ahead written as UTC without milliseconds: not due yet.
    await at(later.id, new Date(now.getTime() + HOUR).toISOString().replace(/\.\d{3}Z$/, 'Z'));

    const run = await runDue(now);
    expect(run.rifiutati).toEqual([]);
    const published = run.pubblicati.filter((p) => p.tipo === 'notizia').map((p) => p.id);
    expect(published.sort((a, b) => a - b)).toEqual([due.id, offset.id].sort((a, b) => a - b));
    const rows = await h.t.db.kysely.selectFrom('news').select('stato').where('id', 'in', [far.id, later.id]).execute();
    expect(rows).toEqual([{ stato: 'bozza' }, { stato: 'bozza' }]);
    // A year on, still not the far one.
    const yearOn = await runDue(yearsAhead(1, 0, now));
    expect(yearOn.pubblicati).toContainEqual({ tipo: 'notizia', id: later.id });
    expect(yearOn.pubblicati).not.toContainEqual({ tipo: 'notizia', id: far.id });
    expect((await anonymous('GET', `/api/notizie/${far.id}`)).statusCode).toBe(404);
  });

  it('migration 014 clears times beyond year 9999 or unreadable, and writes the others in UTC with milliseconds', async () => {
    const [far, unreadable, offset, canonical] = await Promise.all([news(), news(), news(), news()]);
    const at = (id: number, when: string) =>
      h.t.db.kysely.updateTable('news').set({ pubblicazione_programmata: when, programmata_da: ADMIN.username }).where('id', '=', id).execute();
    const quando = `${NEXT_YEAR}-06-01T07:00:00.000Z`;
    await at(far.id, '+010000-01-01T23:58:59.000Z');
    await at(unreadable.id, 'domani alle nove');
    await at(offset.id, `${NEXT_YEAR}-06-01T09:00:00+02:00`);
    await at(canonical.id, quando);
    await migration014(h.t.db.dialect).up(h.t.db.kysely);
    const row = (id: number) => h.t.db.kysely.selectFrom('news').select(['pubblicazione_programmata', 'programmata_da']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await row(far.id)).toEqual({ pubblicazione_programmata: null, programmata_da: null });
    expect(await row(unreadable.id)).toEqual({ pubblicazione_programmata: null, programmata_da: null });
    expect(await row(offset.id)).toEqual({ pubblicazione_programmata: quando, programmata_da: ADMIN.username });
    expect(await row(canonical.id)).toEqual({ pubblicazione_programmata: quando, programmata_da: ADMIN.username });
  });

  it('a deleted item takes its schedule with it', async () => {
    const n = await news();
    expect((await send('POST', `/api/notizie/${n.id}/programma`, { quando: inAnHour().toISOString() })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/notizie/${n.id}`)).statusCode).toBe(204);
    const run = await runDue(new Date(h.t.clock.nowMs() + 2 * HOUR));
    expect(run.pubblicati).not.toContainEqual({ tipo: 'notizia', id: n.id });
  });
});
