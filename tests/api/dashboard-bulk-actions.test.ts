import { describe, expect, it } from 'vitest';
import { LIST_MSG } from '../../common/messages-lists.ts';
import { MSG } from '../../common/messages.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { createProduct } from '../helpers/builders.ts';
import { FAKE_ASINS, fakeAmazon } from '../mocks/amazon.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * The bulk actions of Prodotti and Recensioni (POST /api/prodotti/azioni, /api/recensioni/azioni):
 * each item through its own endpoint's call, one answer per item ({riusciti, falliti}), the
 * publishing gate kept, Italian 400s for a wrong body, the session required. SQLite and PostgreSQL.
 */
withFakeServices();
const h = dashboardTestApp({ AMAZON_TIMEOUT_MS: '400', AMAZON_REFRESH_SPACING_MS: '0' });
const send = h.send;

const storedReview = (id: number) => h.t.db.kysely.selectFrom('reviews').select(['stato', 'id_prodotto']).where('id', '=', id).executeTakeFirst();
const storedProduct = (id: number) => h.t.db.kysely.selectFrom('products').select(['id', 'dati_aggiornati_at', 'aggiornamento_errore']).where('id', '=', id).executeTakeFirst();

let seq = 0;
async function reviewed(contenuto: string, stato: 'bozza' | 'pubblicata' = 'bozza'): Promise<{ productId: number; reviewId: number }> {
  seq++;
  const productId = await createProduct(h, {
    nome_prodotto: `Torcia da tasca di prova ${seq}`,
    asin_prodotto: `B0BULKRV${String(seq).padStart(2, '0')}`,
    specifiche_tecniche: 'Flusso luminoso: 300 lumen\nBatteria: 2000 mAh',
  });
  const reviewId = await h.t.services.reviews.create({ id_prodotto: productId, contenuto, stato });
  return { productId, reviewId };
}

const bulk = (list: 'prodotti' | 'recensioni', body: unknown, cookie?: string) => send('POST', `/api/${list}/azioni`, body, cookie);

describe('POST /api/recensioni/azioni', () => {
  it('pubblica goes through the claims gate: a text with a claim the data do not hold is reported, the others published', async () => {
    const clean = await reviewed('<p>Fa 300 lumen con una batteria da 2000 mAh.</p>');
    const claimed = await reviewed('<p>Fa 300 lumen e dura 99 ore.</p>');
    const res = await bulk('recensioni', { azione: 'pubblica', ids: [clean.reviewId, claimed.reviewId, 999_999] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      riusciti: [clean.reviewId],
      falliti: [
        { id: claimed.reviewId, errore: REVIEW_MSG.unverifiedClaims(1) },
        { id: 999_999, errore: REVIEW_MSG.reviewNotFound },
      ],
    });
    expect(await storedReview(clean.reviewId)).toMatchObject({ stato: 'pubblicata' });
    expect(await storedReview(claimed.reviewId)).toMatchObject({ stato: 'bozza' });
    // The published one is public now; the refused one is not.
    expect((await send('GET', `/api/recensioni/${clean.productId}`, undefined, '')).statusCode).toBe(200);
    expect((await send('GET', `/api/recensioni/${claimed.productId}`, undefined, '')).statusCode).toBe(404);
  });

  it('archivia and elimina take the reviews’ own ids; elimina leaves the products', async () => {
    const a = await reviewed('<p>Una buona torcia.</p>', 'pubblicata');
    const b = await reviewed('<p>Un’altra buona torcia.</p>');
    let res = await bulk('recensioni', { azione: 'archivia', ids: [a.reviewId, b.reviewId, a.reviewId] });
    expect(res.json()).toEqual({ riusciti: [a.reviewId, b.reviewId], falliti: [] });
    expect(await storedReview(a.reviewId)).toMatchObject({ stato: 'archiviata' });
    expect(await storedReview(b.reviewId)).toMatchObject({ stato: 'archiviata' });

    res = await bulk('recensioni', { azione: 'elimina', ids: [a.reviewId, b.reviewId] });
    expect(res.json()).toEqual({ riusciti: [a.reviewId, b.reviewId], falliti: [] });
    expect(await storedReview(a.reviewId)).toBeUndefined();
    expect(await storedProduct(a.productId)).toBeDefined();
    res = await bulk('recensioni', { azione: 'elimina', ids: [a.reviewId] });
    expect(res.json()).toEqual({ riusciti: [], falliti: [{ id: a.reviewId, errore: REVIEW_MSG.reviewNotFound }] });
  });
});

describe('POST /api/recensioni/azioni: what the undo of Archivia sends', () => {
  it('pubblica puts back a review archived after it passed the gate with a confirmed claim', async () => {
    const { reviewId, productId } = await reviewed('<p>Fa 300 lumen e dura 99 ore.</p>');
    const published = await send('POST', `/api/recensioni/${reviewId}/pubblica`, { conferme: [{ testo: '99 ore', fonte: 'Scheda del produttore, p. 2' }] });
    expect(published.statusCode, published.body).toBe(200);
    expect((await bulk('recensioni', { azione: 'archivia', ids: [reviewId] })).json()).toEqual({ riusciti: [reviewId], falliti: [] });
    expect((await send('GET', `/api/recensioni/${productId}`, undefined, '')).statusCode).toBe(404);

    const res = await bulk('recensioni', { azione: 'pubblica', ids: [reviewId] });
    expect(res.json()).toEqual({ riusciti: [reviewId], falliti: [] });
    expect(await storedReview(reviewId)).toMatchObject({ stato: 'pubblicata' });
    expect((await send('GET', `/api/recensioni/${productId}`, undefined, '')).statusCode).toBe(200);
  });

  it('bozza takes reviews back to draft (a published one leaves the site), kept in the history as a return to draft', async () => {
    const live = await reviewed('<p>Una torcia che si vede.</p>', 'pubblicata');
    const archived = await reviewed('<p>Una torcia in archivio.</p>');
    await bulk('recensioni', { azione: 'archivia', ids: [archived.reviewId] });
    const res = await bulk('recensioni', { azione: 'bozza', ids: [live.reviewId, archived.reviewId, 999_999] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ riusciti: [live.reviewId, archived.reviewId], falliti: [{ id: 999_999, errore: REVIEW_MSG.reviewNotFound }] });
    expect(await storedReview(live.reviewId)).toMatchObject({ stato: 'bozza' });
    expect(await storedReview(archived.reviewId)).toMatchObject({ stato: 'bozza' });
    expect((await send('GET', `/api/recensioni/${live.productId}`, undefined, '')).statusCode).toBe(404);
    const history = (await send('GET', `/api/revisioni?tipo=recensione&id=${live.reviewId}`)).json<Array<{ azione: string }>>();
    expect(history[0]).toMatchObject({ azione: 'ritorno-bozza' });
  });
});

describe('POST /api/prodotti/azioni', () => {
  it('aggiorna refreshes each product from Amazon; a failure is reported with the reason it recorded', async () => {
    const fresh = await createProduct(h, { nome_prodotto: 'Radio da aggiornare', asin_prodotto: 'B0BULKAM01' });
    fakeAmazon.setPrice('B0BULKAM01', 19.5);
    const gone = await createProduct(h, { nome_prodotto: 'Pagina sparita', asin_prodotto: FAKE_ASINS.notFound });
    const res = await bulk('prodotti', { azione: 'aggiorna', ids: [fresh, gone] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.riusciti).toEqual([fresh]);
    expect(body.falliti).toHaveLength(1);
    expect(body.falliti[0]).toEqual({ id: gone, errore: expect.any(String) });
    expect((await storedProduct(fresh))!.dati_aggiornati_at).toEqual(expect.any(String));
    expect((await storedProduct(gone))!.aggiornamento_errore).toBe(body.falliti[0].errore);
    expect((await send('GET', `/api/prodotti/${fresh}`)).json().prezzo_scontato).toBe(19.5);
  });

  it('elimina deletes the products with their reviews; an unknown id is reported', async () => {
    const { productId, reviewId } = await reviewed('<p>Da eliminare.</p>');
    const other = await createProduct(h, { nome_prodotto: 'Altro da eliminare', asin_prodotto: 'B0BULKDEL1' });
    const res = await bulk('prodotti', { azione: 'elimina', ids: [productId, other, 999_998] });
    expect(res.json()).toEqual({ riusciti: [productId, other], falliti: [{ id: 999_998, errore: MSG.productNotFound }] });
    expect(await storedProduct(productId)).toBeUndefined();
    expect(await storedProduct(other)).toBeUndefined();
    expect(await storedReview(reviewId)).toBeUndefined();
  });
});

describe('both endpoints', () => {
  const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
  it.each(['prodotti', 'recensioni'] as const)('/api/%s/azioni refuses a wrong body with a 400 in Italian', async (list) => {
    const cases: Array<[unknown, string]> = [
      [{ azione: 'rigenera', ids: [1] }, LIST_MSG.invalidAction],
      [{ ids: [1] }, LIST_MSG.invalidAction],
      [{ azione: 'elimina', ids: [] }, LIST_MSG.invalidIds],
      [{ azione: 'elimina' }, LIST_MSG.invalidIds],
      [{ azione: 'elimina', ids: ['1'] }, LIST_MSG.invalidIds],
      [{ azione: 'elimina', ids: [0] }, LIST_MSG.invalidIds],
      [{ azione: 'elimina', ids: [2 ** 31] }, LIST_MSG.invalidIds],
      [{ azione: 'elimina', ids: tooMany }, LIST_MSG.invalidIds],
      [{ azione: 'elimina', ids: [1], tutti: true }, 'Campo non previsto: tutti.'],
    ];
    for (const [body, error] of cases) {
      const res = await bulk(list, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({ error });
    }
  });

  it.each(['prodotti', 'recensioni'] as const)('/api/%s/azioni needs the session: 401, nothing changes', async (list) => {
    const { productId, reviewId } = await reviewed('<p>Resta dov’è.</p>');
    const res = await bulk(list, { azione: 'elimina', ids: [list === 'prodotti' ? productId : reviewId] }, '');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual(expect.any(String));
    expect(await storedReview(reviewId)).toBeDefined();
  });
});
