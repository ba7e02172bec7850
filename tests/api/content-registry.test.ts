import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, CONTENT_TYPES, type ContentType } from '../../common/content-types.ts';
import { EDITOR_MSG } from '../../common/messages-editor.ts';
import { SCHEDULE_MSG } from '../../common/messages-schedule.ts';
import { createNews, createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * The routes every publishable type shares (server/http/routes/content.ts), proved for each type
 * of the registry: a type left out of it answers none of them and fails here. SQLite and PostgreSQL.
 */
withFakeServices();
const h = dashboardTestApp();
const send = h.send;

let seq = 0;
const product = () =>
  createProduct(h, {
    nome_prodotto: `Torcia del registro ${++seq}`,
    asin_prodotto: `B0REGIST${String(seq).padStart(2, '0')}`,
    specifiche_tecniche: 'Flusso luminoso: 300 lumen\nBatteria: 2000 mAh',
  });

/** A draft of each type: its path id (a review's PRODUCT id) and its own id; `claim`: its text states what nothing supports. */
type Made = { pathId: number; id: number };
const MAKE: Record<ContentType, (claim: boolean) => Promise<Made>> = {
  recensione: async (claim) => {
    const productId = await product();
    const text = claim ? '<p>Fa 300 lumen e dura 99 ore.</p>' : '<p>Fa 300 lumen con una batteria da 2000 mAh.</p>';
    const id = await h.t.services.reviews.create({ id_prodotto: productId, contenuto: text, stato: 'bozza' });
    return { pathId: productId, id };
  },
  guida: async (claim) => {
    const productId = await product();
    const testo = claim ? '<p>Fa 300 lumen e dura 99 ore.</p>' : '<p>Fa 300 lumen.</p>';
    const contenuto = { introduzione: '<p>Cosa tenere pronto.</p>', sezioni: [{ id_prodotto: productId, testo }], conclusione: '' };
    const res = await send('POST', '/api/guide', { titolo: `Guida del registro ${++seq}`, contenuto, prodotti: [productId] });
    expect(res.statusCode, res.body).toBe(201);
    return { pathId: res.json().id, id: res.json().id };
  },
  notizia: async (claim) => {
    const news = await createNews(h, {
      titolo: `Notizia del registro ${++seq}`,
      testo_originale: 'La rete elettrica è stata ripristinata in serata.',
      contenuto: claim ? '<p>Ripristinati 450 chilometri di rete in serata.</p>' : '<p>La rete elettrica è stata ripristinata in serata.</p>',
    });
    return { pathId: news.id, id: news.id };
  },
};

/** A save's smallest valid body for each type. */
const SAVE: Record<ContentType, unknown> = {
  recensione: { recensione_prodotto: '<p>Fa 300 lumen.</p>' },
  guida: { titolo: 'Un altro titolo' },
  notizia: { titolo: 'Un altro titolo' },
};

const statoOf = (answer: { stato?: string; recensione?: { stato: string } }) => answer.recensione?.stato ?? answer.stato;

describe.each(CONTENT_TYPES.map((tipo) => [tipo, CONTENT_PATHS[tipo]] as const))('the shared routes of %s (/api/%s)', (tipo, path) => {
  it('answers 404 for an unknown id and 412 for a stale If-Match', async () => {
    expect((await send('GET', `/api/${path}/999999`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/${path}/999999`)).statusCode).toBe(404);
    expect((await send('POST', `/api/${path}/999999/archivia`)).statusCode).toBe(404);
    const made = await MAKE[tipo](false);
    const read = await send('GET', `/api/${path}/${made.pathId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers.etag).toMatch(/^W\//);
    const stale = await send('PUT', `/api/${path}/${made.pathId}`, SAVE[tipo], undefined, { 'if-match': 'W/"vecchio"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ error: EDITOR_MSG.editConflict });
    const fresh = await send('PUT', `/api/${path}/${made.pathId}`, SAVE[tipo], undefined, { 'if-match': String(read.headers.etag) });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.headers.etag).not.toBe(read.headers.etag);
  });

  it('holds Pubblica to the claims gate (409), publishes and archives by POST and PATCH', async () => {
    const claimed = await MAKE[tipo](true);
    const refused = await send('POST', `/api/${path}/${claimed.id}/pubblica`, {});
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().non_verificati.length).toBeGreaterThan(0);
    expect((await send('PATCH', `/api/${path}/${claimed.id}/pubblica`, {})).statusCode).toBe(409);

    const clean = await MAKE[tipo](false);
    const published = await send('PATCH', `/api/${path}/${clean.id}/pubblica`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(statoOf(published.json())).toBe('pubblicata');
    const archived = await send('PATCH', `/api/${path}/${clean.id}/archivia`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().stato).toBe('archiviata');
    const again = await send('POST', `/api/${path}/${clean.id}/pubblica`, {});
    expect(statoOf(again.json())).toBe('pubblicata');
  });

  it('runs the bulk actions, refuses a past schedule, cancels one and deletes', async () => {
    const a = await MAKE[tipo](false);
    const b = await MAKE[tipo](true);
    const bulk = await send('POST', `/api/${path}/azioni`, { azione: 'pubblica', ids: [a.id, b.id] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().riusciti).toEqual([a.id]);
    expect(bulk.json().falliti.map((f: { id: number }) => f.id)).toEqual([b.id]);
    expect((await send('POST', `/api/${path}/azioni`, { azione: 'bozza', ids: [a.id] })).json()).toEqual({ riusciti: [a.id], falliti: [] });

    const past = await send('POST', `/api/${path}/${b.id}/programma`, { quando: '2020-01-01T09:00:00+01:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ error: SCHEDULE_MSG.whenPast });
    expect((await send('DELETE', `/api/${path}/${b.id}/programma`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/${path}/999999/programma`)).statusCode).toBe(404);

    expect((await send('DELETE', `/api/${path}/${b.pathId}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/${path}/${b.pathId}`)).statusCode).toBe(404);
    expect((await send('POST', `/api/${path}/azioni`, { azione: 'elimina', ids: [a.id] })).json()).toEqual({ riusciti: [a.id], falliti: [] });
  });
});
