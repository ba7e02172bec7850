import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/seed/demo.ts';
import { ANONYMOUS, STAFF } from '../../server/domain/visibility.ts';
import { MAX_PATH_LENGTH } from '../../server/http/canonical-path.ts';
import { snapshotDb } from '../helpers/access.ts';
import { ADMIN, createTestApp, login, type TestApp } from '../helpers/app.ts';
import { createNews, createPrompt } from '../helpers/builders.ts';
import { SQL_INJECTIONS, expectSafeAnswer } from '../helpers/fuzz.ts';
import { withFakeServices } from './fakes.ts';

/**
 * SQL injection: every search, filter, id and slug parameter of the API gets a catalogue
 * of injection strings, anonymously and as staff. Never a 5xx, always JSON, an Italian error when
 * refused; the rows answered are exactly those a literal match gives (LIKE wildcards match
 * themselves, a tautology matches nothing, drafts never reach visitors); and every table holds
 * after the run what it held before. Runs on SQLite and PostgreSQL.
 */

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
let staff: string;
let before: Record<string, unknown[]>;
let draftSlug: string;

interface Listed {
  id: number;
  stato?: string;
  titolo?: string | null;
  sommario?: string | null;
  fonte?: string | null;
  testo?: string;
}

const get = (url: string, cookie?: string, query?: Record<string, string>) => t.app.inject({ method: 'GET', url, query, headers: cookie ? { cookie } : {} });

/** What a literal, case-insensitive substring search gives (the search trims its input). */
const literal = (needle: string, ...fields: Array<string | null | undefined>) => {
  const n = needle.trim().toLowerCase();
  return fields.some((f) => (f ?? '').toLowerCase().includes(n));
};

const ids = (res: LightMyRequestResponse) => (res.json() as Listed[]).map((r) => r.id).sort((a, b) => a - b);

const WHO = [
  { who: 'anonymous', cookie: () => undefined },
  { who: 'staff', cookie: () => staff },
] as const;

withFakeServices({ onUnhandledRequest: 'error' });
beforeAll(async () => {
  t = await createTestApp({ SITE_URL: ORIGIN, UNSPLASH_ACCESS_KEY: 'chiave-unsplash-test', UNSPLASH_TIMEOUT_MS: '700', AMAZON_TIMEOUT_MS: '1000' });
  await seedDemoContent(t.services);
  staff = await login(t);
  const h = { t, cookie: staff };
  // Items whose text holds the LIKE wildcards and the escape character literally.
  await createNews(h, { titolo: 'Sconti del 50% sui kit di emergenza', sommario: 'Offerte a tempo.', fonte: 'Fonte_A', stato: 'pubblicata' });
  await createNews(h, { titolo: 'Il percorso_evacuazione spiegato', sommario: 'Con barra \\ rovescia.', fonte: 'Fonte 100%', stato: 'pubblicata' });
  draftSlug = (await createNews(h, { titolo: 'Bozza segreta con 50% e _', sommario: 'Mai ai visitatori.', fonte: 'Fonte_A', stato: 'bozza' })).slug;
  await createPrompt(h, { titolo: 'Prompt al 100%', tipo: 'notizia', testo: 'Scrivi con_cura la notizia.' });
  await t.services.contact.create({
    nome: 'Anna',
    email: 'anna@example.it',
    oggetto: 'Domanda',
    messaggio: 'Un messaggio di prova abbastanza lungo.',
    consenso: true,
  });
  await t.services.contact.create({
    nome: 'Bruno',
    email: 'bruno@example.it',
    oggetto: "L'altra",
    messaggio: "Un secondo messaggio con l'apostrofo.",
    consenso: true,
  });
  before = await snapshotDb(t.db);
});

afterAll(async () => {
  await t?.close();
});

describe('search and filter parameters', () => {
  it('seeded content is there for every role (the matches below are not vacuous)', async () => {
    const all = (await get('/api/notizie', staff)).json() as Listed[];
    expect(all.some((n) => n.stato === 'bozza')).toBe(true);
    expect(all.some((n) => n.stato === 'pubblicata')).toBe(true);
    expect((await get('/api/notizie', staff, { q: '%' })).json()).toHaveLength(2);
    expect((await get('/api/notizie', undefined, { q: '%' })).json()).toHaveLength(1);
    expect((await get('/api/notizie', staff, { fonte: '_' })).json()).toHaveLength(2);
    expect((await get('/api/prompts', staff, { q: '%' })).json()).toHaveLength(1);
  });

  for (const { who, cookie } of WHO) {
    it(`/api/notizie ?q and ?fonte match literally (${who})`, async () => {
      const every = (await get('/api/notizie', cookie())).json() as Listed[];
      if (who === 'anonymous') expect(every.every((n) => n.stato === 'pubblicata')).toBe(true);
      for (const payload of SQL_INJECTIONS) {
        for (const key of ['q', 'fonte'] as const) {
          const res = await get('/api/notizie', cookie(), { [key]: payload });
          expectSafeAnswer(res, `${who} ${key}=${JSON.stringify(payload.slice(0, 60))}`);
          if (payload.trim().length > 200 || payload.includes('\u0000')) {
            expect(res.statusCode).toBe(400);
            continue;
          }
          expect(res.statusCode, payload).toBe(200);
          const expected = every
            .filter((n) => (key === 'q' ? literal(payload, n.titolo, n.sommario) : literal(payload, n.fonte)))
            .map((n) => n.id)
            .sort((a, b) => a - b);
          expect(ids(res), `${who} ${key}=${JSON.stringify(payload)}`).toEqual(expected);
        }
      }
    });

    it(`?stato, ?limit and ?offset refuse injections in Italian (${who})`, async () => {
      const lists = ['/api/notizie', '/api/recensioni', '/api/guide', '/api/prodotti', '/api/categorie-prodotti', '/api/categorie_prodotti'];
      for (const url of lists) {
        for (const payload of SQL_INJECTIONS) {
          for (const key of ['stato', 'limit', 'offset']) {
            const res = await get(url, cookie(), { [key]: payload });
            const label = `${who} ${url}?${key}=${JSON.stringify(payload.slice(0, 60))}`;
            expectSafeAnswer(res, label);
            // Every list takes ?offset=.
            const ignored = key === 'stato' && /prodott|categori/.test(url);
            // A blank value counts as absent; a parameter the list does not take is ignored.
            // A NUL is refused whatever parameter carries it.
            if ((ignored || payload.trim() === '') && !payload.includes('\u0000')) expect(res.statusCode, label).toBe(200);
            else expect(res.statusCode, label).toBe(400);
            if (res.statusCode === 200 && who === 'anonymous') {
              expect(
                (res.json() as Listed[]).every((r) => r.stato === undefined || r.stato === 'pubblicata'),
                label,
              ).toBe(true);
            }
          }
        }
      }
    });
  }

  it('staff /api/prompts ?q matches literally; ?tipo, ?active, ?sort, ?order, ?limit refuse injections', async () => {
    const every = (await get('/api/prompts', staff)).json() as Listed[];
    expect(every.length).toBeGreaterThan(1);
    for (const payload of SQL_INJECTIONS) {
      const res = await get('/api/prompts', staff, { q: payload });
      expectSafeAnswer(res, `q=${JSON.stringify(payload.slice(0, 60))}`);
      if (payload.trim().length > 200 || payload.includes('\u0000')) {
        expect(res.statusCode).toBe(400);
      } else {
        expect(res.statusCode, payload).toBe(200);
        expect(ids(res), `q=${JSON.stringify(payload)}`).toEqual(
          every
            .filter((p) => literal(payload, p.titolo, p.testo))
            .map((p) => p.id)
            .sort((a, b) => a - b),
        );
      }
      for (const key of ['tipo', 'active', 'sort', 'order', 'limit']) {
        const r = await get('/api/prompts', staff, { [key]: payload });
        expectSafeAnswer(r, `${key}=${JSON.stringify(payload.slice(0, 60))}`);
        expect(r.statusCode, `${key}=${payload}`).toBe(key === 'limit' && payload.trim() === '' ? 200 : 400);
      }
      const d = await get('/api/prompts/defaults', staff, { tipo: payload });
      expectSafeAnswer(d, `defaults tipo=${payload.slice(0, 60)}`);
      expect(d.statusCode).toBe(400);
    }
  });

  it('staff /api/messaggi ?limit and ?offset refuse injections; the inbox is intact', async () => {
    for (const payload of SQL_INJECTIONS) {
      for (const key of ['limit', 'offset']) {
        const res = await get('/api/messaggi', staff, { [key]: payload });
        expectSafeAnswer(res, `${key}=${JSON.stringify(payload.slice(0, 60))}`);
        expect(res.statusCode).toBe(payload.trim() === '' ? 200 : 400);
      }
    }
    expect((await get('/api/messaggi', staff)).json()).toHaveLength(2);
  });

  it('staff /api/asin-info ?asin and /api/immagini/cerca ?query never error on injections', async () => {
    for (const payload of SQL_INJECTIONS) {
      const a = await get('/api/asin-info', staff, { asin: payload });
      expectSafeAnswer(a, `asin=${JSON.stringify(payload.slice(0, 60))}`);
      expect(a.statusCode).toBe(400);
      const i = await get('/api/immagini/cerca', staff, { query: payload });
      expectSafeAnswer(i, `query=${JSON.stringify(payload.slice(0, 60))}`);
    }
  });
});

describe('id and slug path parameters', () => {
  const READS = [
    '/api/prodotti/{}',
    '/api/prodotti/{}/prezzi',
    '/api/categorie-prodotti/{}',
    '/api/categorie_prodotti/{}',
    '/api/recensioni/{}',
    '/api/guide/{}',
    '/api/guide/{}/prodotti',
    '/api/notizie/{}',
    '/api/prompts/{}',
    '/api/immagini/{}',
  ];
  const WRITES: Array<['PUT' | 'DELETE' | 'PATCH' | 'POST', string]> = [
    ['DELETE', '/api/prodotti/{}'],
    ['DELETE', '/api/categorie-prodotti/{}'],
    ['DELETE', '/api/recensioni/{}'],
    ['DELETE', '/api/guide/{}'],
    ['DELETE', '/api/notizie/{}'],
    ['DELETE', '/api/prompts/{}'],
    ['DELETE', '/api/messaggi/{}'],
    ['DELETE', '/api/utenti/{}'],
    ['DELETE', '/api/fonti-feed/{}'],
    ['DELETE', '/api/keys/{}'],
    ['PATCH', '/api/messaggi/{}'],
    ['PATCH', '/api/prompts/{}/default'],
    ['POST', '/api/notizie/{}/pubblica'],
    ['POST', '/api/guide/{}/archivia'],
    ['POST', '/api/recensioni/{}/archivia'],
    ['PUT', '/api/utenti/{}'],
  ];
  const at = (pattern: string, payload: string) => pattern.replace('{}', encodeURIComponent(payload));
  /** Statuses for a path: one past the site's longest address is refused as such before any work. */
  const refusals = (url: string, statuses: number[]) => (url.split('?')[0]!.length > MAX_PATH_LENGTH ? [414] : statuses);

  for (const { who, cookie } of WHO) {
    it(`reads by id answer 400/404 in Italian, never a row (${who})`, async () => {
      for (const pattern of READS) {
        for (const payload of SQL_INJECTIONS) {
          const res = await get(at(pattern, payload), cookie());
          const label = `${who} GET ${at(pattern, payload).slice(0, 120)}`;
          expectSafeAnswer(res, label);
          if (who === 'anonymous' && /prezzi|prompts|immagini/.test(pattern))
            expect(refusals(at(pattern, payload), [401, 404]), label).toContain(res.statusCode); // 404: past the router's 100-character parameter limit
          else expect(refusals(at(pattern, payload), [400, 404]), label).toContain(res.statusCode);
        }
      }
    });

    it(`/api/notizie/slug/{slug} answers 404 for injections, drafts stay hidden from visitors (${who})`, async () => {
      for (const payload of [...SQL_INJECTIONS, `${draftSlug}' OR '1'='1`, `${draftSlug}%`, `${draftSlug.slice(0, -1)}_`]) {
        const res = await get(at('/api/notizie/slug/{}', payload), cookie());
        expectSafeAnswer(res, `${who} slug=${JSON.stringify(payload.slice(0, 60))}`);
        expect(refusals(at('/api/notizie/slug/{}', payload), [payload.includes('\u0000') ? 400 : 404]), payload).toContain(res.statusCode);
      }
      expect((await get(`/api/notizie/slug/${draftSlug}`, cookie())).statusCode).toBe(who === 'staff' ? 200 : 404);
    });

    it(`the page's slug lookup (/notizie/{slug}, no API hook in front) finds nothing for a NUL (${who})`, async () => {
      // Regression: PostgreSQL refused the query (a 500 page) before the service checked for it.
      const viewer = who === 'staff' ? STAFF : ANONYMOUS;
      for (const slug of ['\u0000', `${draftSlug}\u0000`, "\u0000' OR '1'='1"]) {
        expect(await t.services.news.getBySlug(viewer, slug), JSON.stringify(slug)).toBeUndefined();
      }
    });
  }

  it('staff writes by id or key name refuse injections and change nothing', async () => {
    for (const [method, pattern] of WRITES) {
      for (const payload of SQL_INJECTIONS) {
        const url = at(pattern, payload);
        const res = await t.app.inject({ method, url, headers: { cookie: staff, origin: ORIGIN }, payload: method === 'DELETE' ? undefined : { letto: true } });
        expectSafeAnswer(res, `${method} ${url.slice(0, 120)}`);
        expect(refusals(url, [400, 404]), `${method} ${url.slice(0, 120)}`).toContain(res.statusCode);
      }
    }
  });
});

describe('the login form', () => {
  it('an injected username or password never logs in', async () => {
    let ip = 1;
    for (const payload of SQL_INJECTIONS) {
      for (const credentials of [
        { username: payload, password: payload },
        { username: `${ADMIN.username}' --`, password: payload },
        { username: ADMIN.username, password: payload },
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: credentials,
          remoteAddress: `10.9.${Math.floor(ip / 200)}.${ip++ % 200}`,
        });
        expectSafeAnswer(res, `login ${JSON.stringify(credentials).slice(0, 100)}`);
        expect([400, 401, 429]).toContain(res.statusCode);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    }
  });
});

describe('afterwards', () => {
  it('every table holds what it held before, and the staff session still works', async () => {
    const after = await snapshotDb(t.db);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) {
      if (table === 'sessions' || table === 'trends_cache') {
        expect(after[table]!.length, table).toBe(before[table]!.length);
        continue;
      }
      expect(after[table], table).toEqual(before[table]);
    }
    expect((await t.services.news.list(STAFF)).length).toBeGreaterThan(3);
    expect((await get('/api/auth/me', staff)).json()).toMatchObject({ authenticated: true });
  });
});
