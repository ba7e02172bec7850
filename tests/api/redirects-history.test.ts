import { describe, expect, it } from 'vitest';
import { REDIRECT_MSG as M } from '../../common/messages-redirects.ts';
import type { Redirect } from '../../common/schemas-redirects.ts';
import type { News } from '../../common/types.ts';
import { createNews, createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * Addresses that never break, on SQLite and PostgreSQL: a published news item renamed keeps
 * every earlier address answering 301 to the current one in one hop (renaming back makes the old
 * address live again), and the shared DELETE may leave a deleted text's address answering 410 or
 * a redirect, its contract unchanged without the choice.
 */
const h = dashboardTestApp();
const send = h.send;
const redirects = () => h.t.services.redirects;
const table = async () => new Map((await send('GET', '/api/reindirizzamenti')).json<Redirect[]>().map((r) => [r.da, r]));

let seq = 0;
async function publishedNews(slug: string): Promise<News> {
  const text = 'La rete elettrica è stata ripristinata in serata.';
  const news = await createNews(h, { titolo: `Notizia da rinominare ${++seq}`, slug, testo_originale: text, contenuto: `<p>${text}</p>` });
  const res = await send('POST', `/api/notizie/${news.id}/pubblica`, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json<News>();
}
const rename = async (id: number, slug: string) => {
  const res = await send('PUT', `/api/notizie/${id}`, { slug });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<News>().slug).toBe(slug);
};

describe('a published news item renamed', () => {
  it('A → B → C: A and B both answer 301 to C in one hop; C → A: A is live again and B goes to A', async () => {
    const news = await publishedNews('slug-a');
    await rename(news.id, 'slug-b');
    expect(await redirects().resolve('/notizie/slug-a')).toEqual({ gone: false, a: '/notizie/slug-b' });
    await rename(news.id, 'slug-c');
    expect(await redirects().resolve('/notizie/slug-a')).toEqual({ gone: false, a: '/notizie/slug-c' });
    expect(await redirects().resolve('/notizie/slug-b')).toEqual({ gone: false, a: '/notizie/slug-c' });
    expect((await table()).get('/notizie/slug-b')).toMatchObject({ origine: 'slug', a: '/notizie/slug-c' });

    await rename(news.id, 'slug-a');
    expect(await redirects().resolve('/notizie/slug-a')).toBeNull();
    expect(await redirects().resolve('/notizie/slug-b')).toEqual({ gone: false, a: '/notizie/slug-a' });
    expect(await redirects().resolve('/notizie/slug-c')).toEqual({ gone: false, a: '/notizie/slug-a' });
    // No row leads to an address that is itself redirected, and none to itself.
    const rows = [...(await table()).values()];
    for (const row of rows) {
      expect(row.a).not.toBe(row.da);
      expect(rows.some((other) => other.da === row.a)).toBe(false);
    }
    expect((await send('GET', '/api/notizie/slug/slug-a', undefined, '')).statusCode).toBe(200);
  });

  it('a draft renamed leaves no redirect (its address was never public); a title change keeps a published slug', async () => {
    const draft = await createNews(h, { titolo: 'Bozza da rinominare', slug: 'bozza-vecchia' });
    await rename(draft.id, 'bozza-nuova');
    expect(await redirects().resolve('/notizie/bozza-vecchia')).toBeNull();
    const news = await publishedNews('pubblicata-ferma');
    const retitled = (await send('PUT', `/api/notizie/${news.id}`, { titolo: 'Un titolo nuovo' })).json<News>();
    expect(retitled.slug).toBe('pubblicata-ferma');
    expect(await redirects().resolve('/notizie/pubblicata-ferma')).toBeNull();
  });

  it('a slug another item has is still a 409, and nothing is redirected', async () => {
    const one = await publishedNews('primo-slug');
    await publishedNews('secondo-slug');
    const res = await send('PUT', `/api/notizie/${one.id}`, { slug: 'secondo-slug' });
    expect(res.statusCode).toBe(409);
    expect(await redirects().resolve('/notizie/primo-slug')).toBeNull();
  });
});

describe('deleting a published text', () => {
  it('without a choice answers 204 and leaves nothing (a 404, as before); a bad choice is a 400 and deletes nothing', async () => {
    const news = await publishedNews('da-eliminare-semplice');
    const bad = await send('DELETE', `/api/notizie/${news.id}?esito=302`);
    expect([bad.statusCode, bad.json().error]).toEqual([400, M.deleteChoiceInvalid]);
    const noTarget = await send('DELETE', `/api/notizie/${news.id}?esito=301`);
    expect([noTarget.statusCode, noTarget.json().error]).toEqual([400, M.deleteTargetRequired]);
    const outside = await send('DELETE', `/api/notizie/${news.id}?esito=301&a=${encodeURIComponent('https://altro.example/')}`);
    expect([outside.statusCode, outside.json().error]).toEqual([400, M.pathInvalid]);
    expect((await send('GET', `/api/notizie/${news.id}`)).statusCode).toBe(200);
    const res = await send('DELETE', `/api/notizie/${news.id}`);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect(await redirects().resolve('/notizie/da-eliminare-semplice')).toBeNull();
    expect((await send('DELETE', `/api/notizie/${news.id}?esito=410`)).statusCode).toBe(404);
  });

  it('with ?esito=410 leaves its address (and its earlier ones) answering Contenuto rimosso', async () => {
    const news = await publishedNews('rimossa-prima');
    await rename(news.id, 'rimossa');
    expect((await send('DELETE', `/api/notizie/${news.id}?esito=410`)).statusCode).toBe(204);
    expect(await redirects().resolve('/notizie/rimossa')).toEqual({ gone: true });
    expect(await redirects().resolve('/notizie/rimossa-prima')).toEqual({ gone: true });
    expect((await table()).get('/notizie/rimossa')).toMatchObject({ a: null, origine: 'eliminazione' });
  });

  it("with ?esito=301&a=… sends a guide's address to the chosen page, following that page's own redirect once", async () => {
    const productId = await createProduct(h);
    const guide = (
      await send('POST', '/api/guide', { titolo: 'Guida da eliminare', contenuto: { introduzione: '<p>Testo.</p>', sezioni: [], conclusione: '' }, prodotti: [productId] })
    ).json<{ id: number }>();
    expect((await send('POST', '/api/reindirizzamenti', { da: '/guide-vecchie', a: '/guide' })).statusCode).toBe(201);
    const res = await send('DELETE', `/api/guide/${guide.id}?esito=301&a=/guide-vecchie/`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await redirects().resolve(`/guida/${guide.id}`)).toEqual({ gone: false, a: '/guide' });
    expect((await send('GET', `/api/guide/${guide.id}`)).statusCode).toBe(404);
  });

  it('of a review leaves the product page as it is: a choice is refused, without one it is deleted', async () => {
    const productId = await createProduct(h);
    await h.t.services.reviews.create({ id_prodotto: productId, contenuto: '<p>Una recensione.</p>', stato: 'bozza' });
    const refused = await send('DELETE', `/api/recensioni/${productId}?esito=410`);
    expect([refused.statusCode, refused.json().error]).toEqual([400, M.deleteNoAddress]);
    expect((await send('DELETE', `/api/recensioni/${productId}`)).statusCode).toBe(204);
    expect(await redirects().resolve(`/articolo/${productId}`)).toBeNull();
  });
});
