import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, loginCookie, type ScratchDatabase, type ServerProcess, startProductionServer, until } from '../helpers/process.ts';

/**
 * Scale-out: two production processes on different ports and one PostgreSQL database
 * behave as one site. A session made on one is valid on the other; a publication on one reaches
 * the other's public pages (render cache included) through LISTEN/NOTIFY; the
 * scheduled jobs run on one instance only. Runs when TEST_DATABASE_URL is set (always in CI).
 */

const SITE_URL = 'http://127.0.0.1:8080';
const PG = process.env.TEST_DATABASE_URL;

describe.skipIf(!PG)('two instances on one PostgreSQL', () => {
  let database: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let cookie = '';

  beforeAll(async () => {
    database = await createScratchDatabase(PG!, 'scorta_due');
    const env = { DATABASE_URL: database.url, SEED_DEMO: 'true', JOBS: 'true', SITE_URL };
    [a, b] = await Promise.all([startProductionServer({ env }), startProductionServer({ env })]);
    cookie = await loginCookie(a.url);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.drop();
  });

  it('a session made on one instance is valid on the other', async () => {
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    // And a write with it on the other instance passes the session and origin checks.
    const category = await fetch(`${b.url}/api/categorie-prodotti`, {
      method: 'POST',
      headers: { cookie, origin: SITE_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'Accumulatori di calore' }),
    });
    expect(category.status, await category.clone().text()).toBe(201);
  });

  it('a publication on one instance shows on the other’s public pages, through its notification', async () => {
    // The other instance has the news list in its render cache.
    await fetch(`${b.url}/notizie`);
    expect((await fetch(`${b.url}/notizie`)).headers.get('x-render-cache')).toBe('hit');
    await fetch(`${b.url}/chi-siamo`);

    const write = (method: string, url: string, body?: object) =>
      fetch(`${a.url}${url}`, {
        method,
        headers: { cookie, origin: SITE_URL, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const created = await write('POST', '/api/notizie', {
      titolo: 'Nevicate sull’Appennino, strade chiuse',
      sommario: 'Catene a bordo obbligatorie.',
      stato: 'bozza',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const published = await write('POST', `/api/notizie/${id}/pubblica`);
    expect(published.status).toBe(200);
    // The other instance learns of it from the notification PostgreSQL sends at commit, on a
    // connection of its own: asked until its list shows it. Nothing else could make it show:
    // the cached list would otherwise be served for its ten minutes.
    await until(async () => (await (await fetch(`${b.url}/notizie`)).text()).includes('Nevicate sull’Appennino, strade chiuse'));
    // What does not show news stays cached there: the news table's notification, not a flush of everything.
    expect((await fetch(`${b.url}/chi-siamo`)).headers.get('x-render-cache')).toBe('hit');
  });

  it('each scheduled job runs on one instance only', async () => {
    // Both schedulers tick a second after start: every job is due, each is taken once.
    const started = async () =>
      database.query(async (c) => (await c.query<{ name: string }>('select name from job_leases where last_started_at is not null')).rows.map((r) => r.name));
    const jobs = ['leggi-feed', 'pulizia-sessioni', 'pulizia-attivita', 'aggiorna-prezzi', 'pubblicazione-programmata'];
    await until(async () => (await started()).length >= jobs.length);
    expect((await started()).sort()).toEqual(jobs.sort());
    const runs = await database.query(async (c) => (await c.query<{ job: string; n: string }>('select job, count(*) as n from job_runs group by job')).rows);
    for (const run of runs) expect(Number(run.n), run.job).toBe(1);
  });
});
