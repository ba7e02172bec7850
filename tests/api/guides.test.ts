import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { GUIDE_MSG } from '../../common/messages-guides.ts';
import { OPENAI_MSG } from '../../common/messages-outside.ts';
import { buildApp } from '../../server/http/app.ts';
import { countRows } from '../../server/db/count.ts';
import { ADMIN, createTestApp } from '../helpers/app.ts';
import { createProduct } from '../helpers/builders.ts';
import { fakeOpenAi } from '../mocks/openai.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';
import { cutByRequestTimeout, holdNextAiAnswer } from './real-connection.ts';

/**
 * Guides: generation through the fake OpenAI (msw), CRUD, the three content shapes,
 * regeneration, publication with the grounding check. Runs on SQLite and PostgreSQL.
 */
withFakeServices();
const h = dashboardTestApp({ OPENAI_API_KEY: 'sk-test-guide-0000', OPENAI_TIMEOUT_MS: '1000' });

const send = h.send;

const guideCount = () => countRows(h.t.db.kysely, 'guides');

let seq = 0;
function product(extra: Record<string, unknown> = {}): Promise<number> {
  seq++;
  return createProduct(h, {
    nome_prodotto: `Prodotto di prova ${seq} con nome completo`,
    nome_sintetico: `Prodotto ${seq}`,
    asin_prodotto: `B0GUIDE${String(seq).padStart(3, '0')}`,
    prezzo_originale: 49.99,
    prezzo_scontato: 34.99,
    valutazione_prodotto: 4.5,
    specifiche_tecniche: `Capacità: ${seq}0.000 mAh\nPeso: 3${seq}0 g`,
    descrizione_generale: `Descrizione del prodotto ${seq}: robusto e semplice.`,
    contenuto_scatola: `Cavo USB-C, manuale ${seq}`,
    ...extra,
  });
}

let p1: number;
let p2: number;
let p3: number;
beforeAll(async () => {
  p1 = await product({ nome_sintetico: 'Radio a manovella', specifiche_tecniche: 'Capacità: 2000 mAh\nPeso: 350 g\nImpermeabilità: IPX4' });
  p2 = await product({ nome_sintetico: 'Torcia frontale', specifiche_tecniche: 'Luminosità: 300 lm\nAutonomia: 40 ore' });
  p3 = await product({ nome_sintetico: 'Power bank solare', specifiche_tecniche: 'Capacità: 20.000 mAh\nPeso: 480 g' });
});

describe('POST /api/guide/genera', () => {
  it('answers one section per product in the order chosen, from the products’ data, and stores nothing', async () => {
    const before = await guideCount();
    const res = await send('POST', '/api/guide/genera', { titolo: 'Il kit per il blackout', prodotti: [p3, p1, p2] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // The spec's three parts, and the model-based verification of them (decision 0023).
    expect(Object.keys(body).sort()).toEqual(['conclusione', 'introduzione', 'sezioni', 'verifica']);
    expect(body.verifica).toMatchObject({ stato: 'completata', affermazioni: [] });
    expect(body.sezioni.map((s: { id_prodotto: number }) => s.id_prodotto)).toEqual([p3, p1, p2]);
    expect(body.sezioni[0].testo).toContain('Power bank solare');
    expect(body.introduzione).toMatch(/^<p>.*Il kit per il blackout/);
    for (const s of body.sezioni) expect(s.testo).toMatch(/^<p>/);

    // The request: structured output, purpose recorded, the products' data in the prompt, no price.
    expect(fakeOpenAi.generations).toHaveLength(1);
    const req = fakeOpenAi.generations[0]!;
    expect(req.body.response_format?.type).toBe('json_schema');
    expect(req.body.response_format?.json_schema?.name).toBe('guida');
    expect(req.body.response_format?.json_schema?.schema).toMatchObject({ required: ['introduzione', 'sezioni', 'conclusione'] });
    for (const text of [
      'ID prodotto: ' + p1,
      'Nome prodotto: Radio a manovella',
      'Capacità: 2000 mAh',
      'IPX4',
      'Descrizione del prodotto',
      'Cavo USB-C',
      'Valutazione media: 4,5 su 5',
      'Titolo: Il kit per il blackout',
    ]) {
      expect(req.prompt, text).toContain(text);
    }
    expect(req.prompt.indexOf(`ID prodotto: ${p3}`)).toBeLessThan(req.prompt.indexOf(`ID prodotto: ${p1}`));
    expect(req.prompt).not.toMatch(/34[.,]99|49[.,]99/);
    expect(req.system).toMatch(/italiano/i);
    expect(req.system).toMatch(/prezzi/);
    const usage = await h.t.services.ai.usage(2);
    expect(usage.map((u) => u.scopo)).toEqual(['verifica', 'guida']);
    expect(usage[1]).toMatchObject({ scopo: 'guida', esito: 'ok' });
    expect(await guideCount()).toBe(before);
  });

  it('reads fenced JSON with prose after it, puts the sections in the chosen order, sanitises and drops prices', async () => {
    fakeOpenAi.fencedJsonNext([
      { id_prodotto: p2, testo: '<p>La torcia frontale da 300 lm.</p><img src="/x.png"><script>alert(1)</script>' },
      { id_prodotto: p1, testo: '<p onclick="x()">La radio costa 29,99 €. Ha una batteria da 2000 mAh.</p>' },
    ]);
    const res = await send('POST', '/api/guide/genera', { titolo: 'Due prodotti', prodotti: [p1, p2] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.introduzione).toBe('<p>Introduzione della guida.</p>');
    expect(body.conclusione).toBe('<p>Conclusione della guida.</p>');
    expect(body.sezioni).toEqual([
      { id_prodotto: p1, testo: '<p>Ha una batteria da 2000 mAh.</p>' },
      { id_prodotto: p2, testo: '<p>La torcia frontale da 300 lm.</p>' },
    ]);
  });

  it('marks the AI’s links nofollow ugc noopener; a link to a host the products’ data does not name holds back publication', async () => {
    fakeOpenAi.fencedJsonNext([
      { id_prodotto: p1, testo: '<p>La radio: <a href="https://www.amazon.it/dp/B0GUIDE001">scheda</a>.</p>' },
      { id_prodotto: p2, testo: '<p>La torcia: <a href="https://torce-inventate.example/sconto">offerta</a>.</p>' },
    ]);
    const res = await send('POST', '/api/guide/genera', { titolo: 'Collegamenti', prodotti: [p1, p2] });
    expect(res.statusCode, res.body).toBe(200);
    const generated = res.json();
    expect(generated.sezioni.map((s: { testo: string }) => /rel="([^"]*)"/.exec(s.testo)?.[1])).toEqual(['nofollow ugc noopener noreferrer', 'nofollow ugc noopener noreferrer']);

    const saved = await send('POST', '/api/guide', { titolo: 'Collegamenti', contenuto: generated, prodotti: [p1, p2] });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().contenuto.sezioni[1].testo).toContain('rel="nofollow ugc noopener noreferrer"');
    const refused = await send('POST', `/api/guide/${saved.json().id}/pubblica`);
    expect(refused.statusCode).toBe(409);
    // The Amazon link is the products' own host (their link on Amazon); the invented one is listed.
    expect(refused.json().non_verificati).toEqual([
      { text: 'collegamento a torce-inventate.example', kind: 'collegamento', parte: 'sezione', id_prodotto: p2, manca: CLAIMS_MSG.explainLink },
    ]);
  });

  it('takes sections in order when the model drops the ids, and refuses a guide with a product missing', async () => {
    fakeOpenAi.answerNext(JSON.stringify({ introduzione: 'Intro', sezioni: [{ testo: 'Primo' }, { testo: 'Secondo' }], conclusione: 'Fine' }));
    const ok = await send('POST', '/api/guide/genera', { titolo: 'Senza id', prodotti: [p2, p1] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().sezioni).toEqual([
      { id_prodotto: p2, testo: '<p>Primo</p>' },
      { id_prodotto: p1, testo: '<p>Secondo</p>' },
    ]);

    fakeOpenAi.answerNext(JSON.stringify({ introduzione: '<p>Intro</p>', sezioni: [{ id_prodotto: p1, testo: '<p>Solo uno</p>' }], conclusione: '' }));
    const missing = await send('POST', '/api/guide/genera', { titolo: 'Manca', prodotti: [p1, p2, p3] });
    expect(missing.statusCode).toBe(502);
    expect(missing.json()).toEqual({ error: GUIDE_MSG.aiMissingSections(['Torcia frontale', 'Power bank solare']) });
  });

  it('turns garbage and every failure of the AI into an Italian message, storing nothing', async () => {
    const before = await guideCount();
    const body = { titolo: 'Guida', prodotti: [p1] };
    const cases: Array<[() => void, number, string]> = [
      [() => fakeOpenAi.invalidJsonNext(), 502, GUIDE_MSG.aiUnreadable],
      [() => fakeOpenAi.answerNext('{"introduzione": "", "sezioni": [], "conclusione": ""}'), 502, GUIDE_MSG.aiEmpty],
      [() => fakeOpenAi.emptyNext(), 502, OPENAI_MSG.empty],
      [() => fakeOpenAi.failNext(401), 502, OPENAI_MSG.unauthorized],
      [() => fakeOpenAi.quotaNext(), 503, OPENAI_MSG.quota],
      [() => fakeOpenAi.failNext(429, undefined, 3), 503, OPENAI_MSG.rateLimited],
      [() => fakeOpenAi.failNext(500, undefined, 3), 502, OPENAI_MSG.server(500)],
      [() => fakeOpenAi.slowNext(5_000), 504, OPENAI_MSG.timeout(1)],
    ];
    for (const [arrange, status, message] of cases) {
      arrange();
      const res = await send('POST', '/api/guide/genera', body);
      expect(res.statusCode, message).toBe(status);
      expect(res.json(), message).toEqual({ error: message });
      fakeOpenAi.reset();
    }
    expect(await guideCount()).toBe(before);
  }, 30_000);

  it('uses the prompt chosen with prompt_id, else the default guide prompt, and refuses other prompts', async () => {
    const plain = await h.t.services.prompts.create({ titolo: 'Guida breve', tipo: 'guida', testo: 'PROMPT-SCELTO per {titolo}:\n{prodotti}' });
    await h.t.services.prompts.create({ titolo: 'Guida default', tipo: 'guida', testo: 'PROMPT-DEFAULT {titolo}\n{prodotti}', is_default: true });
    const review = await h.t.services.prompts.create({ titolo: 'Recensione', tipo: 'recensione', testo: 'Recensisci {nome_prodotto}' });

    expect((await send('POST', '/api/guide/genera', { titolo: 'Scelto', prodotti: [p1], prompt_id: plain })).statusCode).toBe(200);
    expect(fakeOpenAi.lastGeneration!.prompt).toMatch(/^PROMPT-SCELTO per Scelto:/);
    expect(fakeOpenAi.lastGeneration!.prompt).toContain('Nome prodotto: Radio a manovella');

    expect((await send('POST', '/api/guide/genera', { titolo: 'Predefinito', prodotti: [p1] })).statusCode).toBe(200);
    expect(fakeOpenAi.lastGeneration!.prompt).toMatch(/^PROMPT-DEFAULT Predefinito/);

    expect((await send('POST', '/api/guide/genera', { titolo: 'X', prodotti: [p1], prompt_id: review })).json()).toEqual({ error: GUIDE_MSG.promptWrongType });
    expect((await send('POST', '/api/guide/genera', { titolo: 'X', prodotti: [p1], prompt_id: 999_999 })).json()).toEqual({ error: GUIDE_MSG.promptNotFound });
    expect(fakeOpenAi.generations).toHaveLength(2);
    await h.t.db.kysely.deleteFrom('prompts').execute();
  });

  it('needs a title and 1 to 10 existing, distinct products; never calls the AI otherwise', async () => {
    const eleven = await Promise.all(Array.from({ length: 11 }, () => product()));
    const cases: Array<[unknown, string]> = [
      [{ prodotti: [p1] }, GUIDE_MSG.titleRequired],
      [{ titolo: '   ', prodotti: [p1] }, GUIDE_MSG.titleRequired],
      [{ titolo: 'T', prodotti: [] }, GUIDE_MSG.productsRequired],
      [{ titolo: 'T' }, GUIDE_MSG.productsRequired],
      [{ titolo: 'T', prodotti: eleven }, GUIDE_MSG.productsMax],
      [{ titolo: 'T', prodotti: [p1, p1] }, GUIDE_MSG.productsDuplicate],
      [{ titolo: 'T', prodotti: ['x'] }, GUIDE_MSG.productInvalid],
      [{ titolo: 'T', prodotti: [p1, 987_654] }, GUIDE_MSG.productsNotFound([987_654])],
      [{ titolo: 'T', prodotti: [p1], extra: 1 }, 'Campo non previsto: extra.'],
    ];
    for (const [payload, error] of cases) {
      const res = await send('POST', '/api/guide/genera', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ error });
    }
    const ten = await send('POST', '/api/guide/genera', { titolo: 'Dieci', prodotti: eleven.slice(0, 10) });
    expect(ten.statusCode).toBe(200);
    expect(ten.json().sezioni).toHaveLength(10);
    expect(fakeOpenAi.generations).toHaveLength(1);
    for (const id of eleven) await send('DELETE', `/api/prodotti/${id}`);
  });

  it('is for staff only', async () => {
    const res = await h.t.app.inject({ method: 'POST', url: '/api/guide/genera', payload: { titolo: 'T', prodotti: [p1] } });
    expect(res.statusCode).toBe(401);
    expect(fakeOpenAi.requests).toHaveLength(0);
  });
});

describe('guides CRUD', () => {
  const content = () => ({
    introduzione: '<p>Intro <script>x()</script></p>',
    sezioni: [
      { id_prodotto: p1, testo: '<p>La radio da 2000 mAh.</p>' },
      { id_prodotto: p2, testo: '<p>La torcia.</p>' },
    ],
    conclusione: '<p>Fine.</p>',
  });

  it('creates a draft (201), reads, updates only what is sent, lists its products in order and deletes (204)', async () => {
    const created = await send('POST', '/api/guide', {
      titolo: '  Kit casa  ',
      immagine: 'https://images.example.com/copertina.jpg',
      contenuto: content(),
      prodotti: [p1, p2],
    });
    expect(created.statusCode, created.body).toBe(201);
    const g = created.json();
    expect(g).toMatchObject({ titolo: 'Kit casa', immagine_url: 'https://images.example.com/copertina.jpg', stato: 'bozza', prodotti: [p1, p2] });
    expect(g.contenuto.introduzione).toBe('<p>Intro </p>');

    expect((await send('GET', `/api/guide/${g.id}`)).json()).toEqual(g);
    // A draft is not public.
    expect((await h.t.app.inject({ method: 'GET', url: `/api/guide/${g.id}` })).statusCode).toBe(404);

    const renamed = await send('PUT', `/api/guide/${g.id}`, { titolo: 'Kit per la casa' });
    expect(renamed.json()).toMatchObject({ titolo: 'Kit per la casa', immagine_url: g.immagine_url, contenuto: g.contenuto, prodotti: [p1, p2] });

    const reordered = await send('PUT', `/api/guide/${g.id}`, { contenuto: { ...content(), sezioni: [...content().sezioni].reverse() } });
    expect(reordered.json().prodotti).toEqual([p2, p1]);
    const prodotti = await send('GET', `/api/guide/${g.id}/prodotti`);
    expect(prodotti.json().map((p: { id: number }) => p.id)).toEqual([p2, p1]);

    expect((await send('PUT', `/api/guide/${g.id}`, { immagine_url: null })).json().immagine_url).toBeNull();

    expect((await send('DELETE', `/api/guide/${g.id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/guide/${g.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/guide/${g.id}`)).json()).toEqual({ error: GUIDE_MSG.guideNotFound });
    expect((await send('PUT', `/api/guide/${g.id}`, { titolo: 'X' })).statusCode).toBe(404);
  });

  it('accepts the three shapes of contenuto and stores the object form', async () => {
    const asList = await send('POST', '/api/guide', {
      titolo: 'Elenco',
      contenuto: [
        { id_prodotto: null, testo: '<p>Intro</p>' },
        { id_prodotto: p3, testo: '<p>Power bank</p>' },
        { id_prodotto: null, testo: '<p>Fine</p>' },
      ],
    });
    expect(asList.statusCode, asList.body).toBe(201);
    expect(asList.json()).toMatchObject({
      prodotti: [p3],
      contenuto: { introduzione: '<p>Intro</p>', sezioni: [{ id_prodotto: p3, testo: '<p>Power bank</p>' }], conclusione: '<p>Fine</p>' },
    });
    const row = await h.t.db.kysely.selectFrom('guides').select('contenuto').where('id', '=', asList.json().id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.contenuto)).toEqual(asList.json().contenuto);

    const asString = await send('POST', '/api/guide', { titolo: 'Testo', contenuto: '<p>Solo testo</p>', prodotti: [p1] });
    expect(asString.json()).toMatchObject({ prodotti: [p1], contenuto: { introduzione: '<p>Solo testo</p>', sezioni: [], conclusione: '' } });

    const asJsonString = await send('POST', '/api/guide', {
      titolo: 'JSON',
      contenuto: JSON.stringify({ introduzione: 'i', sezioni: [{ id_prodotto: String(p2), testo: 't' }] }),
    });
    expect(asJsonString.json()).toMatchObject({
      prodotti: [p2],
      contenuto: { introduzione: 'i', sezioni: [{ id_prodotto: p2, testo: 't' }], conclusione: '' },
    });

    // Stored in the old shapes (a list, a string) they read the same.
    await h.t.db.kysely
      .updateTable('guides')
      .set({ contenuto: JSON.stringify([{ id_prodotto: p1, testo: 'vecchio' }]) })
      .where('id', '=', asString.json().id)
      .execute();
    expect((await send('GET', `/api/guide/${asString.json().id}`)).json().contenuto).toEqual({
      introduzione: '',
      sezioni: [{ id_prodotto: p1, testo: 'vecchio' }],
      conclusione: '',
    });

    for (const bad of [42, { introduzione: 5 }, { sezioni: 'x' }, [{ id_prodotto: -1, testo: 'x' }], { altro: 'x' }]) {
      const res = await send('POST', '/api/guide', { titolo: 'X', contenuto: bad, prodotti: [p1] });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toEqual({ error: GUIDE_MSG.contentInvalid });
    }
  });

  it('checks the products: 1 to 10, existing, and every section about one of them', async () => {
    const eleven = await Promise.all(Array.from({ length: 11 }, () => product()));
    const cases: Array<[unknown, string]> = [
      [{ titolo: 'X', contenuto: '<p>x</p>' }, GUIDE_MSG.productsRequired],
      [{ titolo: 'X', contenuto: '<p>x</p>', prodotti: eleven }, GUIDE_MSG.productsMax],
      [{ titolo: 'X', contenuto: { sezioni: eleven.map((id) => ({ id_prodotto: id, testo: 'x' })) } }, GUIDE_MSG.productsMax],
      [{ titolo: 'X', contenuto: '<p>x</p>', prodotti: [123_456] }, GUIDE_MSG.productsNotFound([123_456])],
      [{ titolo: 'X', contenuto: { sezioni: [{ id_prodotto: p3, testo: 'x' }] }, prodotti: [p1] }, GUIDE_MSG.sectionOutsideGuide],
      [{ contenuto: '<p>x</p>', prodotti: [p1] }, GUIDE_MSG.titleRequired],
      [{ titolo: 'X', contenuto: '<p>x</p>', prodotti: [p1], immagine: 'javascript:alert(1)' }, GUIDE_MSG.coverInvalid],
      [{ titolo: 'X', contenuto: '<p>x</p>', prodotti: [p1], id_immagine: 55_555 }, GUIDE_MSG.imageNotFound],
      [{ titolo: 'X', contenuto: '<p>x</p>', prodotti: [p1], stato: 'pubblicata' }, 'Campo non previsto: stato.'],
    ];
    for (const [payload, error] of cases) {
      const res = await send('POST', '/api/guide', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ error });
    }
    const ten = await send('POST', '/api/guide', { titolo: 'Dieci', contenuto: '<p>x</p>', prodotti: eleven.slice(0, 10) });
    expect(ten.statusCode).toBe(201);
    const put = await send('PUT', `/api/guide/${ten.json().id}`, { prodotti: eleven });
    expect(put.json()).toEqual({ error: GUIDE_MSG.productsMax });
    await send('DELETE', `/api/guide/${ten.json().id}`);
    for (const id of eleven) await send('DELETE', `/api/prodotti/${id}`);
  });

  it('still saves a guide whose product was deleted since (its section stays as text)', async () => {
    const gone = await product({ nome_sintetico: 'Prodotto che sparirà' });
    const g = (
      await send('POST', '/api/guide', {
        titolo: 'Con un prodotto eliminato',
        contenuto: {
          introduzione: '<p>i</p>',
          sezioni: [
            { id_prodotto: p1, testo: '<p>a</p>' },
            { id_prodotto: gone, testo: '<p>b</p>' },
          ],
          conclusione: '',
        },
      })
    ).json();
    expect(g.prodotti).toEqual([p1, gone]);
    expect((await send('DELETE', `/api/prodotti/${gone}`)).statusCode).toBe(204);
    const read = (await send('GET', `/api/guide/${g.id}`)).json();
    expect(read.prodotti).toEqual([p1]);
    const saved = await send('PUT', `/api/guide/${g.id}`, { titolo: g.titolo, contenuto: { ...read.contenuto, introduzione: '<p>nuova</p>' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      prodotti: [p1],
      contenuto: {
        introduzione: '<p>nuova</p>',
        sezioni: [
          { id_prodotto: p1, testo: '<p>a</p>' },
          { id_prodotto: gone, testo: '<p>b</p>' },
        ],
      },
    });
    expect((await send('GET', `/api/guide/${g.id}/prodotti`)).json().map((p: { id: number }) => p.id)).toEqual([p1]);
  });

  it('takes a picked image as cover (id_immagine)', async () => {
    const image = await h.t.db.kysely
      .insertInto('images')
      .values({
        fonte: 'unsplash',
        id_esterno: 'abc',
        url: 'https://images.unsplash.com/photo-1?w=1600',
        url_full: null,
        autore: 'Anna Rossi',
        autore_link: null,
        created_at: h.t.clock.nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const g = (await send('POST', '/api/guide', { titolo: 'Con immagine', contenuto: '<p>x</p>', prodotti: [p1], id_immagine: image.id })).json();
    expect(g).toMatchObject({ id_immagine: image.id, immagine_url: 'https://images.unsplash.com/photo-1?w=1600', immagine_autore: 'Anna Rossi' });
    const cleared = (await send('PUT', `/api/guide/${g.id}`, { titolo: 'Con immagine', contenuto: g.contenuto, id_immagine: null })).json();
    expect(cleared).toMatchObject({ id_immagine: null, immagine_autore: null });
  });

  it('regenerates: title and cover stay, the content is replaced only when the new one arrived', async () => {
    const g = (await send('POST', '/api/guide', { titolo: 'Da rigenerare', immagine: '/demo/copertina.png', contenuto: content(), prodotti: [p1, p2] })).json();
    // What the dashboard does: genera from the guide's title and its sections' products, then PUT.
    fakeOpenAi.failNext(500, undefined, 3);
    const failed = await send('POST', '/api/guide/genera', {
      titolo: g.titolo,
      prodotti: g.contenuto.sezioni.map((s: { id_prodotto: number }) => s.id_prodotto),
    });
    expect(failed.statusCode).toBe(502);
    expect((await send('GET', `/api/guide/${g.id}`)).json()).toEqual(g);

    const fresh = await send('POST', '/api/guide/genera', { titolo: g.titolo, prodotti: [p1, p2] });
    expect(fresh.statusCode).toBe(200);
    const { verifica, ...regenerated } = fresh.json();
    const saved = (await send('PUT', `/api/guide/${g.id}`, { titolo: g.titolo, contenuto: regenerated, verifica_ai: verifica })).json();
    expect(saved).toMatchObject({
      id: g.id,
      titolo: 'Da rigenerare',
      immagine_url: '/demo/copertina.png',
      prodotti: [p1, p2],
      contenuto: regenerated,
      generato_ai: true,
    });
    expect(saved.contenuto).not.toEqual(g.contenuto);
  }, 15_000);
});

describe('publishing and archiving', () => {
  it('refuses claims the products’ data does not support until confirmed, then publishes; archives', async () => {
    const g = (
      await send('POST', '/api/guide', {
        titolo: 'Verifica',
        contenuto: {
          introduzione: '<p>Due prodotti per il blackout.</p>',
          sezioni: [
            { id_prodotto: p1, testo: '<p>La radio ha una batteria da 2000 mAh e pesa 350 g.</p>' },
            { id_prodotto: p2, testo: '<p>La torcia arriva a 900 lm ed è certificata IP68.</p>' },
          ],
          conclusione: '<p>Controllate tutto prima di ogni partenza.</p>',
        },
      })
    ).json();

    const refused = await send('POST', `/api/guide/${g.id}/pubblica`);
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.error).toBe(GUIDE_MSG.unverifiedClaims(2));
    expect(body.non_verificati).toEqual([
      // Why (decision 0069): the nearest fact of the section's own product, or what it lacks.
      { text: '900 lm', kind: 'misura', parte: 'sezione', id_prodotto: p2, dato: 'Luminosità: 300 lm' },
      { text: 'IP68', kind: 'specifica', parte: 'sezione', id_prodotto: p2, manca: 'Nessun dato su IP68' },
    ]);
    expect((await send('GET', `/api/guide/${g.id}`)).json().stato).toBe('bozza');
    expect((await send('POST', `/api/guide/${g.id}/pubblica`, { conferme: 'sì' })).statusCode).toBe(400);
    // One confirmation of two: still refused, the other listed.
    const half = await send('POST', `/api/guide/${g.id}/pubblica`, { conferme: [{ testo: '900 lm', fonte: 'Scheda tecnica' }] });
    expect(half.statusCode).toBe(409);
    expect(half.json().non_verificati).toEqual([{ text: 'IP68', kind: 'specifica', parte: 'sezione', id_prodotto: p2, manca: 'Nessun dato su IP68' }]);

    const published = await send('POST', `/api/guide/${g.id}/pubblica`, { conferme: [{ testo: 'IP68', fonte: 'Certificato del produttore' }] });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().stato).toBe('pubblicata');
    expect((await h.t.app.inject({ method: 'GET', url: `/api/guide/${g.id}` })).statusCode).toBe(200);

    const archived = await send('POST', `/api/guide/${g.id}/archivia`);
    expect(archived.json().stato).toBe('archiviata');
    expect((await h.t.app.inject({ method: 'GET', url: `/api/guide/${g.id}` })).statusCode).toBe(404);

    // Fixed text publishes without confirmation.
    await send('PUT', `/api/guide/${g.id}`, {
      contenuto: { ...g.contenuto, sezioni: [g.contenuto.sezioni[0], { id_prodotto: p2, testo: '<p>La torcia arriva a 300 lm.</p>' }] },
    });
    expect((await send('POST', `/api/guide/${g.id}/pubblica`)).json().stato).toBe('pubblicata');

    // A published guide cannot gain unconfirmed claims by an edit (or a regeneration's PUT).
    const live = (await send('GET', `/api/guide/${g.id}`)).json();
    const edited = { ...live.contenuto, conclusione: '<p>Le scorte durano 72 ore.</p>' };
    const refusedEdit = await send('PUT', `/api/guide/${g.id}`, { titolo: live.titolo, contenuto: edited });
    expect(refusedEdit.statusCode).toBe(409);
    expect(refusedEdit.json()).toEqual({
      error: GUIDE_MSG.unverifiedClaims(1),
      non_verificati: [{ text: '72 ore', kind: 'misura', parte: 'conclusione', id_prodotto: null, dato: 'Torcia frontale — Autonomia: 40 ore' }],
    });
    expect((await send('GET', `/api/guide/${g.id}`)).json()).toEqual(live);
    expect((await send('PUT', `/api/guide/${g.id}`, { titolo: 'Verifica rinominata' })).statusCode).toBe(200);
    const confirmedEdit = await send('PUT', `/api/guide/${g.id}`, {
      contenuto: edited,
      conferme: [{ testo: '72 ore', fonte: 'Indicazioni della Protezione civile' }],
    });
    expect(confirmedEdit.statusCode, confirmedEdit.body).toBe(200);
    expect(confirmedEdit.json()).toMatchObject({ stato: 'pubblicata', contenuto: { conclusione: '<p>Le scorte durano 72 ore.</p>' } });

    expect((await send('POST', '/api/guide/999999/pubblica')).statusCode).toBe(404);
    expect((await send('POST', '/api/guide/999999/archivia')).statusCode).toBe(404);
    expect((await h.t.app.inject({ method: 'POST', url: `/api/guide/${g.id}/archivia` })).statusCode).toBe(401);
  });
});

describe('a long generation over a real connection', () => {
  /**
   * requestTimeout (30 s in production) bounds how long the request may take to ARRIVE; the AI may
   * then take up to OPENAI_TIMEOUT_MS (90 s). Scaled down: a 0.5 s request timeout, and the AI's
   * answer held back until the server has cut, by that timeout, a request opened after this one
   * (so this one has been running longer than the timeout). An editor who leaves (the connection
   * closes) stops the AI call.
   */
  it('is not cut off by the request timeout, and stops when the editor goes away', async () => {
    const slow = await createTestApp({ OPENAI_API_KEY: 'sk-test-guide-0000', OPENAI_TIMEOUT_MS: '10000' });
    const app = await buildApp({ services: slow.services, timeouts: { requestTimeout: 500, checkInterval: 100, connectionTimeout: 10_000 } });
    try {
      const ids = await Promise.all(
        ['B0SLOWGD01', 'B0SLOWGD02'].map(async (asin) => (await slow.services.products.createFromApi({ nome_prodotto: `Prodotto ${asin}`, asin_prodotto: asin })).id),
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const base = `http://127.0.0.1:${port}`;
      const auth = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      const headers = {
        'content-type': 'application/json',
        cookie: auth.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      };
      const body = JSON.stringify({ titolo: 'Lenta', prodotti: ids });

      const held = holdNextAiAnswer();
      const answer = fetch(`${base}/api/guide/genera`, { method: 'POST', headers, body });
      await held.reached;
      expect(await cutByRequestTimeout(port)).toMatch(/^HTTP\/1\.1 408/);
      held.release();
      const res = await answer;
      expect(res.status, await res.clone().text()).toBe(200);
      expect(((await res.json()) as { sezioni: unknown[] }).sezioni).toHaveLength(2);

      const before = (await slow.services.ai.usage(1))[0]!.id;
      const generate = vi.spyOn(slow.services.ai, 'generate');
      const never = holdNextAiAnswer();
      const gone = new AbortController();
      const pending = fetch(`${base}/api/guide/genera`, { method: 'POST', headers, body, signal: gone.signal }).catch(() => 'interrotta');
      await never.reached;
      gone.abort();
      expect(await pending).toBe('interrotta');
      // The AI call ends (recorded as not ok), though no answer ever comes: stopped by the editor
      // leaving, not by its own time limit.
      await Promise.allSettled(generate.mock.results.map((r) => r.value));
      expect((await slow.services.ai.usage(1))[0]).toMatchObject({ id: before + 1, scopo: 'guida', esito: expect.not.stringMatching(/^(ok|timeout)$/) });
    } finally {
      const closing = app.close();
      // fetch may leave a connection open here without a request on it (after the abort): close()
      // would wait for connectionTimeout to end it.
      app.server.closeAllConnections();
      await closing;
      await slow.close();
    }
  }, 20_000);
});
