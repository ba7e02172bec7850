import { beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_MSG } from '../../common/messages-previews.ts';
import { PREVIEW_TTL_MS } from '../../server/domain/previews.ts';
import { createNews, createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * POST /api/anteprime: an editor's unsaved draft kept for an hour under a random token, for the
 * staff-only preview page (/anteprima/{token}, tests/web/previews.test.ts renders it). Runs on
 * SQLite and PostgreSQL.
 */
const h = dashboardTestApp();
const send = h.send;
let newsId: number;
let reviewId: number;

beforeAll(async () => {
  newsId = (await createNews(h, { titolo: 'Allerta meteo in Liguria', contenuto: '<p>Il testo salvato.</p>' })).id;
  const productId = await createProduct(h, { nome_prodotto: 'Torcia a dinamo per le anteprime' });
  reviewId = await h.t.services.reviews.create({ id_prodotto: productId, titolo: 'Salvata', contenuto: '<p>Recensione salvata.</p>', stato: 'bozza' });
});

describe('creating a preview', () => {
  it('keeps the draft under a random token for an hour, without touching the stored text', async () => {
    const res = await send('POST', '/api/anteprime', { tipo: 'notizia', id: newsId, titolo: 'Titolo non salvato', contenuto: '<p>Parole nuove</p>' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token, url, scade_il } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(url).toBe(`/anteprima/${token}`);
    expect(scade_il).toBe(new Date(h.t.clock.nowMs() + PREVIEW_TTL_MS).toISOString());
    const kept = await h.t.services.previews.get(token);
    expect(kept).toMatchObject({ tipo: 'notizia', id: newsId, bozza: { titolo: 'Titolo non salvato', contenuto: '<p>Parole nuove</p>' } });
    const stored = (await send('GET', `/api/notizie/${newsId}`)).json();
    expect(stored.titolo).toBe('Allerta meteo in Liguria');
    expect(stored.contenuto).toBe('<p>Il testo salvato.</p>');
    // Two previews of the same draft are two tokens.
    const again = (await send('POST', '/api/anteprime', { tipo: 'notizia', id: newsId, titolo: 'x' })).json();
    expect(again.token).not.toBe(token);
  });

  it('takes a guide or a news item not saved yet (id null), not a review', async () => {
    for (const tipo of ['guida', 'notizia']) {
      const res = await send('POST', '/api/anteprime', { tipo, id: null, titolo: 'Nuovo testo' });
      expect(res.statusCode, `${tipo}: ${res.body}`).toBe(201);
    }
    const review = await send('POST', '/api/anteprime', { tipo: 'recensione', id: null, contenuto: '<p>x</p>' });
    expect(review.statusCode).toBe(400);
    expect(review.json()).toEqual({ error: PREVIEW_MSG.savedOnly });
    expect((await send('POST', '/api/anteprime', { tipo: 'recensione', id: reviewId, contenuto: '<p>x</p>' })).statusCode).toBe(201);
  });

  it("sanitises the draft as a save does and keeps only the type's editable fields", async () => {
    const res = await send('POST', '/api/anteprime', {
      tipo: 'recensione',
      id: reviewId,
      titolo: 'Con script',
      contenuto: '<p onclick="rubare()">Testo<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
      stato: 'pubblicata',
      estraneo: 'no',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { bozza } = (await h.t.services.previews.get(res.json().token))!;
    expect(Object.keys(bozza).sort()).toEqual(['contenuto', 'sottotitolo', 'titolo']);
    expect(String(bozza.contenuto)).toContain('Testo');
    expect(String(bozza.contenuto)).not.toMatch(/script|onclick|onerror|alert/);
  });
});

describe('bad input: an Italian 400 or 404, never 500, nothing kept', () => {
  it('refuses an unknown type, a bad id, a body that is not an object, a text that does not exist', async () => {
    const count = async () =>
      (
        await h.t.db.kysely
          .selectFrom('previews')
          .select((e) => e.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const cases: [unknown, number, string | null][] = [
      [{ tipo: 'prodotto', id: 1 }, 400, PREVIEW_MSG.typeInvalid],
      [{ id: 1 }, 400, PREVIEW_MSG.typeInvalid],
      [{ tipo: 'notizia', id: 'abc' }, 400, PREVIEW_MSG.idInvalid],
      [{ tipo: 'notizia', id: -3 }, 400, PREVIEW_MSG.idInvalid],
      [{ tipo: 'notizia', id: 2 ** 31 }, 400, PREVIEW_MSG.idInvalid],
      [[1, 2], 400, null],
      [{ tipo: 'notizia', id: 999_999 }, 404, PREVIEW_MSG.contentNotFound],
      [{ tipo: 'recensione', id: 999_999 }, 404, PREVIEW_MSG.contentNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await send('POST', '/api/anteprime', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const error = res.json().error as string;
      if (message) expect(error).toBe(message);
      else expect(error).toMatch(/[a-zà-ù]/);
    }
    expect(Number(await count())).toBe(before);
  });

  it('refuses an oversized draft with 413', async () => {
    const res = await send('POST', '/api/anteprime', { tipo: 'notizia', id: newsId, contenuto: `<p>${'a'.repeat(1024 * 1024)}</p>` });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/troppo/i);
  });

  it('refuses anonymous callers and other origins', async () => {
    const anonymous = await send('POST', '/api/anteprime', { tipo: 'notizia', id: newsId }, '');
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await send('POST', '/api/anteprime', { tipo: 'notizia', id: newsId }, h.cookie, { origin: 'https://attacker.example' });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe("expiry on the services' clock", () => {
  it('answers for an hour, then no more; the next preview prunes the expired ones', async () => {
    const { token } = (await send('POST', '/api/anteprime', { tipo: 'guida', id: null, titolo: 'Scadrà' })).json();
    h.t.clock.advance(PREVIEW_TTL_MS - 1000);
    expect(await h.t.services.previews.get(token)).toBeDefined();
    h.t.clock.advance(1000);
    expect(await h.t.services.previews.get(token)).toBeUndefined();
    const row = () => h.t.db.kysely.selectFrom('previews').select('token').where('token', '=', token).executeTakeFirst();
    expect(await row()).toBeDefined();
    expect((await send('POST', '/api/anteprime', { tipo: 'guida', id: null, titolo: 'Nuova' })).statusCode).toBe(201);
    expect(await row()).toBeUndefined();
  });

  it('never answers a token of another shape', async () => {
    for (const token of ['', 'abc', '%', 'a'.repeat(33), "' or 1=1 --"]) expect(await h.t.services.previews.get(token)).toBeUndefined();
  });
});
