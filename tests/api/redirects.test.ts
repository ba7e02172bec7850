import { describe, expect, it } from 'vitest';
import { REDIRECT_MSG as M } from '../../common/messages-redirects.ts';
import type { Redirect } from '../../common/schemas-redirects.ts';
import { RedirectsService } from '../../server/domain/redirects.ts';
import { openSameDb } from '../helpers/app.ts';
import { createNews, createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * Reindirizzamenti through the API on SQLite and PostgreSQL: the list, the add with its checks
 * (a path of this site, normalised as the site spells it; never /api or /dashboard, never a live
 * page, never onto itself or into a loop), the delete, and the uses counted in memory and written
 * in batches (the list writes them first; another instance's arrive at its flush).
 */
const h = dashboardTestApp();
const send = h.send;
const list = async () => (await send('GET', '/api/reindirizzamenti')).json<Redirect[]>();
const add = (da: string, a: string) => send('POST', '/api/reindirizzamenti', { da, a });

describe('POST /api/reindirizzamenti', () => {
  it('adds a redirect between two paths of the site, normalised, and lists it', async () => {
    const res = await add('  /vecchia//guida-torce/ ', '/guide');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Redirect>()).toMatchObject({ da: '/vecchia/guida-torce', a: '/guide', origine: 'manuale', utilizzi: 0, ultimo_utilizzo: null, creato_il: h.t.clock.nowIso() });
    expect((await list()).map((r) => [r.da, r.a])).toContainEqual(['/vecchia/guida-torce', '/guide']);
    // One spelling per address: an encoded letter is the letter, a space stays encoded.
    expect((await add('/pagina%20vecchia/%61', '/prodotti?categoria=3')).json<Redirect>()).toMatchObject({ da: '/pagina%20vecchia/a', a: '/prodotti?categoria=3' });
  });

  it.each([
    ['', '/guide', M.pathRequired],
    ['vecchia', '/guide', M.pathInvalid],
    ['https://altro.example/x', '/guide', M.pathInvalid],
    ['//altro.example/x', '/guide', M.pathInvalid],
    ['/\\altro.example', '/guide', M.pathInvalid],
    ['/a/%2F%2Faltro.example', '/guide', M.pathInvalid],
    ['/a/../privacy', '/guide', M.pathInvalid],
    ['/a b', '/guide', M.pathInvalid],
    ['/a#b', '/guide', M.pathInvalid],
    ['/%E0%A4%A', '/guide', M.pathInvalid],
    ['/vecchia?x=1', '/guide', M.fromQuery],
    ['/api/prodotti', '/guide', M.fromReserved],
    ['/Dashboard/prodotti', '/guide', M.fromReserved],
    ['/assets/app.js', '/guide', M.fromReserved],
    ['/altra', '//altro.example', M.pathInvalid],
    ['/altra', 'http://altro.example/', M.pathInvalid],
    ['/altra', '/api/health', M.toReserved],
    ['/stessa/', '/stessa', M.self],
    [`/${'a'.repeat(1100)}`, '/guide', M.pathTooLong],
  ])('refuses %j → %j with a 400 in Italian', async (da, a, message) => {
    const res = await add(da, a);
    expect([res.statusCode, res.json().error]).toEqual([400, message]);
  });

  it('refuses a body that is not {da, a}', async () => {
    for (const body of [{}, { da: '/x' }, { da: 1, a: '/guide' }, { da: '/x', a: '/guide', extra: 1 }]) {
      const res = await send('POST', '/api/reindirizzamenti', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('refuses, with a 409, an address where a page answers: a fixed page, a news item, a guide, a product', async () => {
    const news = await createNews(h, { titolo: 'Allerta neve in Trentino' });
    const productId = await createProduct(h);
    const guide = await send('POST', '/api/guide', { titolo: 'Guida viva', contenuto: { introduzione: '<p>Testo.</p>', sezioni: [], conclusione: '' }, prodotti: [productId] });
    expect(guide.statusCode, guide.body).toBe(201);
    for (const live of ['/', '/privacy', '/PRIVACY', '/notizie', `/notizie/${news.slug}`, `/guida/${guide.json().id}`, `/articolo/${productId}`]) {
      const res = await add(live, '/guide');
      expect([res.statusCode, res.json().error], live).toEqual([409, M.fromLive]);
    }
    // The same patterns with nothing there are free.
    expect((await add('/notizie/nessuna-notizia-qui', '/notizie')).statusCode).toBe(201);
    expect((await add('/guida/999999', '/guide')).statusCode).toBe(201);
  });

  it('refuses a second redirect from the same address, and a loop; a chain is shortened to one hop', async () => {
    expect((await add('/catena/uno', '/catena/due')).statusCode).toBe(201);
    expect((await add('/catena/uno', '/guide')).json().error).toBe(M.duplicate);
    const loop = await add('/catena/due', '/catena/uno');
    expect([loop.statusCode, loop.json().error]).toEqual([409, M.loop]);
    // /catena/due → /guide: /catena/uno now goes straight to /guide; /catena/zero → /catena/uno goes to /guide too.
    expect((await add('/catena/due', '/guide')).statusCode).toBe(201);
    expect((await add('/catena/zero', '/catena/uno')).json<Redirect>().a).toBe('/guide');
    const byFrom = new Map((await list()).map((r) => [r.da, r.a]));
    expect([byFrom.get('/catena/zero'), byFrom.get('/catena/uno'), byFrom.get('/catena/due')]).toEqual(['/guide', '/guide', '/guide']);
  });
});

describe('DELETE /api/reindirizzamenti/{id}', () => {
  it('removes it (204), then 404; a bad id is a 400', async () => {
    const made = (await add('/da-togliere', '/guide')).json<Redirect>();
    expect((await send('DELETE', `/api/reindirizzamenti/${made.id}`)).statusCode).toBe(204);
    expect((await list()).some((r) => r.id === made.id)).toBe(false);
    const again = await send('DELETE', `/api/reindirizzamenti/${made.id}`);
    expect([again.statusCode, again.json().error]).toEqual([404, M.notFound]);
    expect((await send('DELETE', '/api/reindirizzamenti/abc')).statusCode).toBe(400);
    expect(await h.t.services.redirects.resolve('/da-togliere')).toBeNull();
  });
});

describe('the uses of a redirect', () => {
  it('are counted in memory, written in one batch, and shown right once written', async () => {
    const made = (await add('/contata', '/guide')).json<Redirect>();
    const redirects = h.t.services.redirects;
    expect(await redirects.resolve('/contata')).toEqual({ gone: false, a: '/guide' });
    h.t.clock.advance(60_000);
    const last = h.t.clock.nowIso();
    // The visitor's spelling is the site's: a trailing slash or an encoded letter is the same address.
    expect(await redirects.resolve('/contat%61/')).toEqual({ gone: false, a: '/guide' });
    expect(await redirects.resolve('/non-contata')).toBeNull();
    // Nothing is written per visit.
    const stored = await h.t.services.db.kysely.selectFrom('redirects').select('utilizzi').where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(stored.utilizzi).toBe(0);
    // The list writes first: its counts are right.
    expect((await list()).find((r) => r.id === made.id)).toMatchObject({ utilizzi: 2, ultimo_utilizzo: last });
  });

  it("from another instance arrive at that instance's flush, added to the same row", async () => {
    const made = (await add('/contata-altrove', '/guide')).json<Redirect>();
    const otherDb = await openSameDb(h.t.services.db);
    try {
      const other = new RedirectsService(otherDb, h.t.clock);
      await other.resolve('/contata-altrove');
      await other.resolve('/contata-altrove');
      await h.t.services.redirects.resolve('/contata-altrove');
      expect((await list()).find((r) => r.id === made.id)!.utilizzi).toBe(1);
      await other.flush();
      expect((await list()).find((r) => r.id === made.id)!.utilizzi).toBe(3);
    } finally {
      await otherDb.close();
    }
  });

  it("need a session: the API is the dashboard's", async () => {
    expect((await send('GET', '/api/reindirizzamenti', undefined, '')).statusCode).toBe(401);
    expect((await send('POST', '/api/reindirizzamenti', { da: '/x', a: '/guide' }, '')).statusCode).toBe(401);
    expect((await send('DELETE', '/api/reindirizzamenti/1', undefined, '')).statusCode).toBe(401);
  });
});
