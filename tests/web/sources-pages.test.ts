import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCES_MSG } from '../../common/messages-sources.ts';
import { ANONYMOUS } from '../../server/domain/visibility.ts';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * The sources of public texts (decision 0068), on the production build with the demo content: a
 * claim an editor confirmed with a source is a numbered note in the text and an entry of 'Fonti'
 * under it, on reviews, guides and news; nothing without confirmations; the source escaped; and
 * the cached page changes as soon as a confirmation is added or removed.
 */
let s: TestWebServer;
let cookie = '';

beforeAll(async () => {
  s = await createTestWebServer('production', { SEED_DEMO: 'true' });
  cookie = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.61.0.1' }));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const get = async (url: string) => {
  const res = await s.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res;
};
const marker = (n: number) => `<a id="nota-fonte-${n}" href="#fonte-${n}" aria-label="${SOURCES_MSG.noteLabel(n)}">${n}</a>`;
/** The 'Fonti' section of a page, or null. */
const fontiOf = (body: string) => /<section class="fonti" aria-labelledby="fonti-titolo">[\s\S]*?<\/section>/.exec(body)?.[0] ?? null;
const jsonLd = (body: string) => [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

async function waterGuide() {
  const guides = await s.services.guides.list(ANONYMOUS, {});
  const guide = guides.find((g) => g.titolo.startsWith('Acqua in emergenza'));
  expect(guide).toBeDefined();
  return guide!;
}

describe('the demo guide about water', () => {
  it('shows its notes in the text and its Fonti, with the Protezione Civile as the source', async () => {
    const guide = await waterGuide();
    const { body } = await get(`/guida/${guide.id}`);
    // Both claims are in one sentence of the conclusion's list: one marker with two notes.
    expect(body).toContain(`numero di persone x 4 litri x 3 giorni.<sup class="nota-fonte">${marker(1)}, ${marker(2)}</sup></li>`);
    const fonti = fontiOf(body)!;
    expect(fonti).toContain(`<h2 id="fonti-titolo">${SOURCES_MSG.heading}</h2>`);
    expect(fonti).toMatch(
      /<li id="fonte-1"><span class="fonti-dato">«4 litri»<\/span>[\s\S]*Dipartimento della Protezione Civile, «Io non rischio»: almeno 4 litri d’acqua a persona al giorno/,
    );
    expect(fonti).toMatch(/<li id="fonte-2"><span class="fonti-dato">«3 giorni»<\/span>/);
    expect(fonti).toContain(`href="#nota-fonte-1" aria-label="${SOURCES_MSG.backLabel(1)}"`);
    const article = jsonLd(body).find((ld) => ld['@type'] === 'Article')!;
    expect(article.citation).toEqual([
      'Dipartimento della Protezione Civile, «Io non rischio»: almeno 4 litri d’acqua a persona al giorno',
      'Dipartimento della Protezione Civile, «Io non rischio»: scorta d’acqua per almeno 3 giorni',
    ]);
  });

  it('a confirmation added renders the cached page again, numbered in reading order across its parts; removed, it is gone', async () => {
    const guide = await waterGuide();
    const url = `/guida/${guide.id}`;
    await get(url);
    const cached = await get(url);
    expect(cached.headers['x-render-cache']).toBe('hit');
    // As the one-click confirmation will: a write in a request (announced as every write of ours is).
    await s.services.claims.record(
      'guida',
      guide.id,
      [{ testo: '10 litri', tipo_dato: 'misura', fonte: 'https://www.protezionecivile.gov.it/it/approfondimento/acqua' }],
      'redazione',
    );
    s.services.contentChanges.touched();
    const after = await get(url);
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.headers.etag).not.toBe(cached.headers.etag);
    // The tank sentence is in the first section: it is note 1 now, the conclusion's 2 and 3.
    expect(after.body).toContain(`Una tanica da 10 litri pesa dieci chili, e in un condominio senza ascensore fa la differenza.<sup class="nota-fonte">${marker(1)}</sup>`);
    expect(after.body).toContain(`x 4 litri x 3 giorni.<sup class="nota-fonte">${marker(2)}, ${marker(3)}</sup>`);
    expect(fontiOf(after.body)).toContain(
      '<a class="fonti-link" href="https://www.protezionecivile.gov.it/it/approfondimento/acqua" rel="nofollow noopener">https://www.protezionecivile.gov.it/it/approfondimento/acqua</a>',
    );
    await s.db.kysely.deleteFrom('claim_confirmations').where('tipo', '=', 'guida').where('id_contenuto', '=', guide.id).where('testo', '=', '10 litri').execute();
    s.services.contentChanges.touched();
    const removed = await get(url);
    expect(removed.body).not.toContain('fonti-link');
    expect(removed.body).toContain(`x 4 litri x 3 giorni.<sup class="nota-fonte">${marker(1)}, ${marker(2)}</sup>`);
  });
});

describe('a review published with a claim confirmed at the gate', () => {
  let productId: number;
  beforeAll(async () => {
    const product = await s.services.products.createFromApi({
      nome_prodotto: 'Lanterna da campeggio a LED',
      asin_prodotto: 'B0FONTI001',
      prezzo_originale: 29.9,
      specifiche_tecniche: 'Flusso luminoso: 300 lumen\nBatteria: 2000 mAh',
    });
    productId = product.id;
    const reviewId = await s.services.reviews.create({
      id_prodotto: productId,
      contenuto: '<p>Robusta e leggera. Secondo il produttore arriva a 500 lumen in modalità turbo. Si ripiega in un attimo.</p>',
      stato: 'bozza',
    });
    const headers = { cookie, origin: s.services.config.siteUrl };
    const refused = await s.app.inject({ method: 'POST', url: `/api/recensioni/${reviewId}/pubblica`, headers, payload: {} });
    expect(refused.statusCode, refused.body).toBe(409);
    const published = await s.app.inject({
      method: 'POST',
      url: `/api/recensioni/${reviewId}/pubblica`,
      headers,
      payload: { conferme: [{ testo: '500 lumen', fonte: 'Manuale <b>d’uso</b> "p. 4" & <script>alert(1)</script>' }] },
    });
    expect(published.statusCode, published.body).toBe(200);
  });

  it('shows the note after its sentence and the source, escaped', async () => {
    const { body } = await get(`/articolo/${productId}`);
    expect(body).toContain(`Secondo il produttore arriva a 500 lumen in modalità turbo.<sup class="nota-fonte">${marker(1)}</sup> Si ripiega in un attimo.`);
    const fonti = fontiOf(body)!;
    expect(fonti).toContain('«500 lumen»');
    expect(fonti).toContain('Manuale &lt;b&gt;d’uso&lt;/b&gt; &quot;p. 4&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).not.toContain('<script>alert(1)');
    const product = jsonLd(body).find((ld) => ld['@type'] === 'Product')!;
    expect((product.review as { citation: unknown }).citation).toEqual(['Manuale <b>d’uso</b> "p. 4" & <script>alert(1)</script>']);
  });

  it('a review without confirmations has neither notes nor Fonti', async () => {
    const product = await s.services.products.createFromApi({ nome_prodotto: 'Fischietto di emergenza', asin_prodotto: 'B0FONTI002', prezzo_originale: 4.9 });
    await s.services.reviews.create({ id_prodotto: product.id, contenuto: '<p>Un fischietto semplice, da tenere nello zaino.</p>', stato: 'pubblicata' });
    const { body } = await get(`/articolo/${product.id}`);
    expect(body).toContain('Un fischietto semplice');
    expect(body).not.toContain('nota-fonte');
    expect(fontiOf(body)).toBeNull();
  });
});

describe('a news article', () => {
  it('shows the Fonti of its confirmed claims, never a failed verification’s confirmation', async () => {
    const news = await s.services.news.createFromApi({
      titolo: 'Scorte d’acqua: le indicazioni per l’estate',
      contenuto: '<p>Con il caldo servono più scorte. Il consiglio resta di 4 litri a persona al giorno.</p><p>Verifica non completata.</p>',
      stato: 'pubblicata',
    });
    const url = `/notizie/${news.slug}`;
    expect(fontiOf((await get(url)).body)).toBeNull();
    await s.services.claims.record('notizia', news.id, [{ testo: '4 litri', tipo_dato: 'misura', fonte: 'Protezione Civile' }], 'redazione');
    // A failed verification's confirmation (its key carries the failure's time) is no source.
    await s.db.kysely
      .insertInto('claim_confirmations')
      .values({
        tipo: 'notizia',
        id_contenuto: news.id,
        testo: 'Verifica non completata',
        chiave: 'verifica non completata@2026-01-01T00:00:00.000Z',
        tipo_dato: 'verifica',
        fonte: 'ricontrollata a mano',
        id_utente: null,
        autore: 'redazione',
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    s.services.contentChanges.touched();
    const { body } = await get(url);
    expect(body).toContain(`Il consiglio resta di 4 litri a persona al giorno.<sup class="nota-fonte">${marker(1)}</sup></p>`);
    const fonti = fontiOf(body)!;
    expect(fonti).toContain('«4 litri»');
    expect(fonti).not.toContain('ricontrollata a mano');
    expect(body).not.toContain('nota-fonte-2');
  });
});
