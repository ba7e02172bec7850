import { describe, expect, it } from 'vitest';
import { createNews, createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * Saving a review, guide or news item: an Amazon link pasted with someone else's
 * affiliate tag is stored with ours and the answer tells the editor (`avvisi`); a short link is
 * reported; nothing else of the text changes. On SQLite and PostgreSQL.
 */
const h = dashboardTestApp({ AMAZON_TAG: 'scorta-21' });

const FOREIGN = '<p>Lo trovi <a href="https://www.amazon.it/dp/B0CK7T4RQ2?tag=concorrente-21&amp;th=1">su Amazon</a>.</p>';
const OURS_HREF = 'https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21&amp;th=1';
const NOTICE = /tag affiliato "concorrente-21": sostituito con il nostro/;

async function reviewOfNewProduct(html = '<p>Una recensione scritta in redazione.</p>'): Promise<number> {
  const productId = await createProduct(h);
  await h.t.services.reviews.create({ id_prodotto: productId, contenuto: html, stato: 'bozza' });
  return productId;
}

describe('PUT /api/recensioni/{id}', () => {
  it('stores our tag instead of a foreign one and says so', async () => {
    const productId = await reviewOfNewProduct();
    const res = await h.send('PUT', `/api/recensioni/${productId}`, { recensione_prodotto: FOREIGN });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.avvisi).toHaveLength(1);
    expect(body.avvisi[0]).toMatch(NOTICE);
    expect(body.recensione.recensione_prodotto).toContain(OURS_HREF);
    expect(body.recensione.recensione_prodotto).not.toContain('concorrente');
    const stored = await h.send('GET', `/api/recensioni/${productId}`);
    expect(stored.json().recensione_prodotto ?? stored.json().recensione?.recensione_prodotto).not.toContain('concorrente');
  });

  it('answers without avvisi when the links are fine, and changes nothing of them', async () => {
    const productId = await reviewOfNewProduct();
    const html =
      '<p><a href="https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21">ok</a> <a href="https://www.amazon.it/dp/B0CK7T4RQ3">senza tag</a> <a href="https://www.example.com/?tag=concorrente-21">altro sito</a></p>';
    const res = await h.send('PUT', `/api/recensioni/${productId}`, { recensione_prodotto: html });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty('avvisi');
    const text = res.json().recensione.recensione_prodotto as string;
    expect(text).toContain('href="https://www.amazon.it/dp/B0CK7T4RQ3"');
    expect(text).toContain('href="https://www.example.com/?tag=concorrente-21"');
  });

  it('reports a short link, which cannot carry our tag, and keeps it', async () => {
    const productId = await reviewOfNewProduct();
    const res = await h.send('PUT', `/api/recensioni/${productId}`, { recensione_prodotto: '<p><a href="https://amzn.eu/d/abc1234">breve</a></p>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().avvisi).toEqual([expect.stringMatching(/abbreviato https:\/\/amzn\.eu\/d\/abc1234 .*link completo/)]);
    expect(res.json().recensione.recensione_prodotto).toContain('href="https://amzn.eu/d/abc1234"');
  });

  it('still refuses a blank text in Italian', async () => {
    const productId = await reviewOfNewProduct();
    const res = await h.send('PUT', `/api/recensioni/${productId}`, { recensione_prodotto: '<p> </p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/[a-zà-ù]/i);
  });
});

describe('guides', () => {
  it('POST and PUT store our tag in every part of the content and say so once per tag', async () => {
    const productId = await createProduct(h);
    const contenuto = {
      introduzione: FOREIGN,
      sezioni: [{ id_prodotto: productId, testo: '<p><a href="https://www.amazon.de/dp/B0CK7T4RQ2?tag=altro-21">de</a></p>' }],
      conclusione: FOREIGN,
    };
    const created = await h.send('POST', '/api/guide', { titolo: 'Guida ai link', contenuto, prodotti: [productId] });
    expect(created.statusCode, created.body).toBe(201);
    const guide = created.json();
    expect(guide.avvisi).toEqual([expect.stringMatching(NOTICE), expect.stringMatching(/"altro-21"/)]);
    const stored = JSON.stringify(guide.contenuto);
    expect(stored).not.toMatch(/concorrente|altro-21/);
    expect(guide.contenuto.sezioni[0].testo).toContain('https://www.amazon.de/dp/B0CK7T4RQ2?tag=scorta-21');

    const updated = await h.send('PUT', `/api/guide/${guide.id}`, { contenuto: { ...contenuto, introduzione: '<p>Nuova introduzione.</p>' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().avvisi).toHaveLength(2);
    expect(JSON.stringify(updated.json().contenuto)).not.toMatch(/concorrente|altro-21/);

    // A save that does not touch the content has nothing to say.
    const renamed = await h.send('PUT', `/api/guide/${guide.id}`, { titolo: 'Guida ai link rinominata' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).not.toHaveProperty('avvisi');
  });
});

describe('news', () => {
  it('POST and PUT store our tag and say so', async () => {
    const res = await h.send('POST', '/api/notizie', { titolo: 'Notizia con link', contenuto: FOREIGN });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().avvisi).toEqual([expect.stringMatching(NOTICE)]);
    expect(res.json().contenuto).toContain(OURS_HREF);

    const news = await createNews(h, { titolo: 'Notizia senza link', contenuto: '<p>Testo.</p>' });
    expect(news).not.toHaveProperty('avvisi');
    const put = await h.send('PUT', `/api/notizie/${news.id}`, { contenuto: FOREIGN });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().avvisi).toEqual([expect.stringMatching(NOTICE)]);
    expect(put.json().contenuto).not.toContain('concorrente');
    const cleared = await h.send('PUT', `/api/notizie/${news.id}`, { contenuto: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).not.toHaveProperty('avvisi');
  });
});
