import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES, type ContentType } from '../../common/content-types.ts';
import { MSG } from '../../common/messages.ts';
import { PRESENCE_HEARTBEAT_MS, PRESENCE_MSG, PRESENCE_WINDOW_MS } from '../../common/presence.ts';
import { buildApp } from '../../server/http/app.ts';
import { createServices } from '../../server/services.ts';
import { ADMIN, openSameDb } from '../helpers/app.ts';
import { createNews, createProduct, createUser, loginAs } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * Presence in the editors through the API (PUT/DELETE /api/presenze/{tipo}/{id}): a heartbeat
 * answers who else has the text open, the caller's own tab left out and the caller's other tabs
 * told apart; a tab is gone a window after its last heartbeat (by the services' clock) or at once
 * after its goodbye; bad input is a 400 or 404 in Italian, an anonymous caller a 401.
 * SQLite and PostgreSQL.
 */
const h = dashboardTestApp();
const send = h.send;

let marco = '';
let giulia = '';
let luca = '';
let newsId = 0;
let textIds: Record<ContentType, number>;

beforeAll(async () => {
  marco = await loginAs(h.t, await createUser(h, { username: 'Marco' }));
  giulia = await loginAs(h.t, await createUser(h, { username: 'Giulia' }));
  luca = await loginAs(h.t, await createUser(h, { username: 'Luca' }));
  newsId = (await createNews(h, { titolo: 'Blackout in Spagna: cosa è successo' })).id;
  const productId = await createProduct(h, { nome_prodotto: 'Torcia a dinamo' });
  const reviewId = await h.t.services.reviews.create({ id_prodotto: productId, contenuto: '<p>Una torcia che si ricarica a mano.</p>', stato: 'bozza' });
  const guideId = (
    await send('POST', '/api/guide', { titolo: 'La borsa d’emergenza', contenuto: { introduzione: '<p>Cosa mettere.</p>', sezioni: [], conclusione: '' }, prodotti: [productId] })
  ).json().id as number;
  textIds = { recensione: reviewId, guida: guideId, notizia: newsId };
});

const beat = (cookie: string, sessione: string, path = `notizia/${newsId}`) => send('PUT', `/api/presenze/${path}`, { sessione }, cookie);
const bye = (cookie: string, sessione: string, path = `notizia/${newsId}`) => send('DELETE', `/api/presenze/${path}`, { sessione }, cookie);

describe('presence in the editors', () => {
  it('a heartbeat answers who else has the text open: nobody, then each other editor once, never the caller', async () => {
    let res = await beat(marco, 'scheda-marco-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ presenti: [], altra_scheda: false });

    res = await beat(giulia, 'scheda-giulia-1');
    expect(res.json()).toEqual({ presenti: ['Marco'], altra_scheda: false });
    // Giulia in a second tab is still one name to Marco, and to Giulia her other tab.
    expect((await beat(giulia, 'scheda-giulia-2')).json()).toEqual({ presenti: ['Marco'], altra_scheda: true });
    expect((await beat(marco, 'scheda-marco-1')).json()).toEqual({ presenti: ['Giulia'], altra_scheda: false });
    expect((await beat(h.cookie, 'scheda-redazione')).json()).toEqual({ presenti: ['Giulia', 'Marco'], altra_scheda: false });
    expect((await beat(marco, 'scheda-marco-1')).json()).toEqual({ presenti: ['Giulia', ADMIN.username], altra_scheda: false });

    // Another text has its own presence.
    expect((await beat(luca, 'scheda-luca-1', `recensione/${textIds.recensione}`)).json()).toEqual({ presenti: [], altra_scheda: false });

    for (const [cookie, sessione] of [
      [giulia, 'scheda-giulia-1'],
      [giulia, 'scheda-giulia-2'],
      [h.cookie, 'scheda-redazione'],
      [luca, 'scheda-luca-1'],
    ] as const) {
      const path = cookie === luca ? `recensione/${textIds.recensione}` : `notizia/${newsId}`;
      expect((await bye(cookie, sessione, path)).statusCode).toBe(204);
    }
    expect((await beat(marco, 'scheda-marco-1')).json()).toEqual({ presenti: [], altra_scheda: false });
    await bye(marco, 'scheda-marco-1');
  });

  it('the goodbye (DELETE) takes the tab away at once; only the caller’s own tab, and twice is fine', async () => {
    await beat(marco, 'scheda-marco-2');
    await beat(giulia, 'scheda-giulia-3');
    // Luca cannot say goodbye for Giulia's tab, even with its id.
    expect((await bye(luca, 'scheda-giulia-3')).statusCode).toBe(204);
    expect((await beat(marco, 'scheda-marco-2')).json()).toEqual({ presenti: ['Giulia'], altra_scheda: false });

    expect((await bye(giulia, 'scheda-giulia-3')).statusCode).toBe(204);
    expect((await beat(marco, 'scheda-marco-2')).json()).toEqual({ presenti: [], altra_scheda: false });
    expect((await bye(giulia, 'scheda-giulia-3')).statusCode).toBe(204);
    await bye(marco, 'scheda-marco-2');
  });

  it('a tab whose heartbeats stop is gone a window after the last one, and its row is pruned', async () => {
    const clock = h.t.clock;
    await beat(giulia, 'scheda-giulia-4');
    await beat(marco, 'scheda-marco-3');
    const rowsOf = (sessione: string) => h.t.db.kysely.selectFrom('presences').select('visto_il').where('sessione', '=', sessione).execute();

    // Marco keeps beating every interval; Giulia's tab went silent.
    clock.advance(PRESENCE_HEARTBEAT_MS);
    expect((await beat(marco, 'scheda-marco-3')).json()).toEqual({ presenti: ['Giulia'], altra_scheda: false });
    clock.advance(PRESENCE_WINDOW_MS - PRESENCE_HEARTBEAT_MS - 1);
    expect((await beat(marco, 'scheda-marco-3')).json()).toEqual({ presenti: ['Giulia'], altra_scheda: false });
    expect(await rowsOf('scheda-giulia-4')).toHaveLength(1);
    clock.advance(1);
    expect((await beat(marco, 'scheda-marco-3')).json()).toEqual({ presenti: [], altra_scheda: false });
    expect(await rowsOf('scheda-giulia-4')).toEqual([]);
    expect(await rowsOf('scheda-marco-3')).toEqual([{ visto_il: clock.nowIso() }]);

    // Back again, she is seen again.
    await beat(giulia, 'scheda-giulia-4');
    expect((await beat(marco, 'scheda-marco-3')).json()).toEqual({ presenti: ['Giulia'], altra_scheda: false });
    await bye(giulia, 'scheda-giulia-4');
    await bye(marco, 'scheda-marco-3');
  });

  it('two instances on one database see each other’s tabs and goodbyes', async () => {
    const otherDb = await openSameDb(h.t.db);
    const other = await buildApp({ services: createServices(h.t.services.config, otherDb, { clock: h.t.clock }) });
    try {
      const onOther = (method: 'PUT' | 'DELETE') =>
        other.inject({ method, url: `/api/presenze/notizia/${newsId}`, payload: { sessione: 'scheda-giulia-6' }, headers: { cookie: giulia } });
      expect((await onOther('PUT')).json()).toEqual({ presenti: [], altra_scheda: false });
      expect((await beat(marco, 'scheda-marco-6')).json()).toEqual({ presenti: ['Giulia'], altra_scheda: false });
      expect((await onOther('DELETE')).statusCode).toBe(204);
      expect((await beat(marco, 'scheda-marco-6')).json()).toEqual({ presenti: [], altra_scheda: false });
      await bye(marco, 'scheda-marco-6');
    } finally {
      await other.close();
      await otherDb.close();
    }
  });

  it.each(CONTENT_TYPES)('works on every type of the registry: %s', async (tipo) => {
    const path = `${tipo}/${textIds[tipo]}`;
    await beat(giulia, 'scheda-giulia-5', path);
    expect((await beat(marco, 'scheda-marco-4', path)).json()).toEqual({ presenti: ['Giulia'], altra_scheda: false });
    await bye(giulia, 'scheda-giulia-5', path);
    await bye(marco, 'scheda-marco-4', path);
  });

  it('refuses bad input with a 400 or 404 in Italian and records nothing', async () => {
    const before = await h.t.db.kysely.selectFrom('presences').selectAll().execute();
    const cases: Array<[string, unknown, number, string]> = [
      [`/api/presenze/prodotto/${newsId}`, { sessione: 'scheda-marco-9' }, 400, PRESENCE_MSG.typeInvalid],
      [`/api/presenze/chi-siamo/1`, { sessione: 'scheda-marco-9' }, 400, PRESENCE_MSG.typeInvalid],
      ['/api/presenze/notizia/abc', { sessione: 'scheda-marco-9' }, 400, MSG.invalidId],
      ['/api/presenze/notizia/0', { sessione: 'scheda-marco-9' }, 400, MSG.invalidId],
      [`/api/presenze/notizia/${newsId}`, {}, 400, PRESENCE_MSG.sessionInvalid],
      [`/api/presenze/notizia/${newsId}`, { sessione: 42 }, 400, PRESENCE_MSG.sessionInvalid],
      [`/api/presenze/notizia/${newsId}`, { sessione: 'corta' }, 400, PRESENCE_MSG.sessionInvalid],
      [`/api/presenze/notizia/${newsId}`, { sessione: 'spazi e <tag>' }, 400, PRESENCE_MSG.sessionInvalid],
      [`/api/presenze/notizia/${newsId}`, { sessione: 'x'.repeat(65) }, 400, PRESENCE_MSG.sessionInvalid],
      ['/api/presenze/notizia/999999', { sessione: 'scheda-marco-9' }, 404, 'Notizia non trovata'],
      ['/api/presenze/guida/999999', { sessione: 'scheda-marco-9' }, 404, 'Guida non trovata'],
      ['/api/presenze/recensione/999999', { sessione: 'scheda-marco-9' }, 404, 'Recensione non trovata'],
    ];
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const [url, body, status, error] of cases) {
        const res = await send(method, url, body, marco);
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
        expect(res.json().error).toContain(error);
      }
    }
    expect(await h.t.db.kysely.selectFrom('presences').selectAll().execute()).toEqual(before);
  });

  it('answers 401 without a session and 403 from another origin, and records nothing', async () => {
    expect((await send('PUT', `/api/presenze/notizia/${newsId}`, { sessione: 'scheda-anonima' }, '')).statusCode).toBe(401);
    expect((await send('DELETE', `/api/presenze/notizia/${newsId}`, { sessione: 'scheda-anonima' }, '')).statusCode).toBe(401);
    const crossSite = await send('PUT', `/api/presenze/notizia/${newsId}`, { sessione: 'scheda-di-altri' }, marco, { origin: 'https://attacker.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(await h.t.db.kysely.selectFrom('presences').selectAll().execute()).toEqual([]);
  });

  it('an account deleted takes its tabs with it', async () => {
    const paolo = await createUser(h, { username: 'Paolo' });
    await beat(await loginAs(h.t, paolo), 'scheda-paolo-1');
    expect((await beat(marco, 'scheda-marco-5')).json()).toEqual({ presenti: ['Paolo'], altra_scheda: false });
    expect((await send('DELETE', `/api/utenti/${paolo.id}`)).statusCode).toBe(204);
    expect((await beat(marco, 'scheda-marco-5')).json()).toEqual({ presenti: [], altra_scheda: false });
    await bye(marco, 'scheda-marco-5');
  });
});
