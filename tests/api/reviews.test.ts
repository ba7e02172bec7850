import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAI_MSG } from '../../common/messages-outside.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { buildApp } from '../../server/http/app.ts';
import { countRows } from '../../server/db/count.ts';
import { createTestApp } from '../helpers/app.ts';
import { createProduct } from '../helpers/builders.ts';
import { fakeOpenAi } from '../mocks/openai.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';
import { cutByRequestTimeout, holdNextAiAnswer } from './real-connection.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';

/**
 * Reviews: generation through the fake OpenAI (msw) from the product's stored data,
 * sanitising, the outside service's failures (nothing stored changes), edit, delete, publication
 * with the grounding check, archive, and an AI call longer than the request timeout. Runs on
 * SQLite and PostgreSQL.
 */
withFakeServices();
const h = dashboardTestApp({ OPENAI_API_KEY: 'sk-test-review-0000', OPENAI_TIMEOUT_MS: '1000' });

const send = h.send;

const stored = (productId: number) => h.t.db.kysely.selectFrom('reviews').selectAll().where('id_prodotto', '=', productId).executeTakeFirst();
const reviewCount = () => countRows(h.t.db.kysely, 'reviews');

let seq = 0;
function product(extra: Record<string, unknown> = {}): Promise<number> {
  seq++;
  return createProduct(h, {
    nome_prodotto: `Torcia LED ricaricabile di prova ${seq} - 1200 lumen, IPX6`,
    nome_sintetico: `Torcia di prova ${seq}`,
    asin_prodotto: `B0REVIEW${String(seq).padStart(2, '0')}`,
    prezzo_originale: 29.99,
    prezzo_scontato: 22.49,
    valutazione_prodotto: 4.6,
    specifiche_tecniche: 'Flusso luminoso: 1200 lumen\nBatteria: Li-ion 21700, 4000 mAh\nImpermeabilità: IPX6',
    descrizione_generale: 'Torcia compatta in alluminio con ricarica USB-C.',
    informazioni_articolo: 'Peso: 186 g\nColore: nero',
    contenuto_scatola: 'Torcia\nCavo USB-C\nCinturino',
    ...extra,
  });
}

let defaultPrompt: number;
let otherPrompt: number;
let guidePrompt: number;
beforeAll(async () => {
  defaultPrompt = await h.t.services.prompts.create({
    titolo: 'Recensione standard',
    tipo: 'recensione',
    testo: 'PROMPT-DEFAULT. Scrivi la recensione di {nome_prodotto} ({nome_sintetico}).\nSpecifiche:\n{specifiche_tecniche}\nPrezzo: {prezzo}. Valutazione: {valutazione}.',
    is_default: true,
  });
  otherPrompt = await h.t.services.prompts.create({ titolo: 'Recensione breve', tipo: 'recensione', testo: 'PROMPT-BREVE: poche righe su {nome_sintetico}.' });
  guidePrompt = await h.t.services.prompts.create({ titolo: 'Guida', tipo: 'guida', testo: 'Guida {titolo} {prodotti}' });
});

/** Confirmations of these claims, each with a source (decision 0023). */
const confirmAll = (texts: string[]) => texts.map((testo) => ({ testo, fonte: 'Scheda tecnica del produttore' }));

const generate = (productId: number, body: unknown = {}) => send('POST', `/api/recensioni/genera/${productId}`, body);

describe('POST /api/recensioni/genera/{productId}', () => {
  it('writes the review from the product data with the default prompt and saves it as a draft', async () => {
    const id = await product();
    const res = await generate(id);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.creata).toBe(true);
    expect(body.recensione).toMatchObject({ id_prodotto: id, stato: 'bozza', nome_sintetico: `Torcia di prova ${seq}` });
    expect(body.recensione.recensione_prodotto).toContain(`<h2>Perché scegliere`);
    expect(Array.isArray(body.non_verificati)).toBe(true);

    const row = await stored(id);
    expect(row).toMatchObject({ stato: 'bozza', id_prompt: defaultPrompt });
    expect(row!.contenuto).toBe(body.recensione.recensione_prodotto);

    // One writing call, purpose 'recensione', with the product's data and the rules in the system
    // message; then one model-based verification of the new text against the same data.
    expect(fakeOpenAi.generations).toHaveLength(1);
    expect(fakeOpenAi.verifications).toHaveLength(1);
    const sent = fakeOpenAi.generations[0]!;
    expect(sent.prompt).toContain('PROMPT-DEFAULT');
    expect(sent.prompt).toContain(`Torcia LED ricaricabile di prova ${seq} - 1200 lumen, IPX6`);
    expect(sent.prompt).toContain('Batteria: Li-ion 21700, 4000 mAh');
    expect(sent.prompt).toContain('Prezzo: 22,49 €');
    expect(sent.prompt).toContain('Valutazione: 4,6');
    // The seller's texts are quoted between fences.
    expect(sent.prompt).toContain('Contenuto della confezione:\n"""\nTorcia\nCavo USB-C\nCinturino\n"""');
    expect(sent.system).toMatch(/Usa SOLO i dati del prodotto/);
    expect(sent.system).toMatch(/Non scrivere mai prezzi/);
    const usage = await h.t.services.ai.usage(2);
    expect(usage.map((u) => u.scopo)).toEqual(['verifica', 'recensione']);
    expect(usage[1]).toMatchObject({ scopo: 'recensione', esito: 'ok' });
    expect(body.verifica).toMatchObject({ stato: 'completata', affermazioni: [] });
  });

  it('uses the prompt chosen with id_prompt (prompt_id is read too)', async () => {
    const id = await product();
    expect((await generate(id, { id_prompt: otherPrompt })).statusCode).toBe(201);
    expect(fakeOpenAi.lastGeneration!.prompt).toMatch(/^PROMPT-BREVE: poche righe su Torcia di prova \d+\./);
    expect(fakeOpenAi.lastGeneration!.prompt).not.toContain('PROMPT-DEFAULT');
    // The product data reaches the model even from a prompt without placeholders.
    expect(fakeOpenAi.lastGeneration!.prompt).toContain('Flusso luminoso: 1200 lumen');
    expect(fakeOpenAi.lastGeneration!.prompt).toContain('Prezzo attuale: 22,49 €');
    expect((await stored(id))!.id_prompt).toBe(otherPrompt);
    expect((await generate(id, { prompt_id: defaultPrompt })).statusCode).toBe(200);
    expect(fakeOpenAi.lastGeneration!.prompt).toContain('PROMPT-DEFAULT');
  });

  it('sanitises the answer: no script, handler or javascript: link survives; an <h1> becomes the title; price sentences go', async () => {
    const id = await product();
    fakeOpenAi.answerNext(
      '```html\n<h1>Una torcia <em>seria</em></h1><h2 onclick="rubare()">In breve</h2><p>Ottima luce.<script>alert(1)</script> ' +
        'Costa 22,49 € su Amazon.</p><img src=x onerror="alert(2)"><p><a href="javascript:alert(3)">link</a> e ' +
        '<a href="https://www.example.it/" onmouseover="x()">fonte</a></p><ul><li><strong>Pro:</strong> robusta</li><li>Prezzo: 19,90 euro</li></ul>\n```',
    );
    const res = await generate(id);
    expect(res.statusCode, res.body).toBe(201);
    const html = (await stored(id))!.contenuto;
    expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<img|<h1|```/i);
    expect(html).not.toMatch(/22,49|19,90/);
    expect(html).toContain('<h2>In breve</h2><p>Ottima luce.</p>');
    // An AI link is not vouched for.
    expect(html).toContain('<a href="https://www.example.it/" target="_blank" rel="nofollow ugc noopener noreferrer">fonte</a>');
    expect(html).toContain('<li><strong>Pro:</strong> robusta</li>');
    expect((await stored(id))!.titolo).toBe('Una torcia seria');
  });

  it('marks every AI link nofollow ugc noopener and lists a link to a host the product data does not name', async () => {
    const id = await product({ link_prodotto: 'https://www.amazon.it/dp/B0REVLINK1' });
    fakeOpenAi.answerNext(
      '<h2>In breve</h2><p>Ottima luce: vedi la <a href="https://amazon.it/dp/B0REVLINK1">scheda</a>, ' +
        'il <a href="https://offerte-inventate.example/torcia?x=1&amp;y=2" rel="author">sito del produttore</a>, ' +
        '<a href="mailto:vendite@offerte-inventate.example">scrivi</a> e <a href="/guide">le nostre guide</a>.</p>',
    );
    const res = await generate(id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().non_verificati).toEqual([{ text: 'collegamento a offerte-inventate.example', kind: 'collegamento', manca: CLAIMS_MSG.explainLink }]);
    const html = (await stored(id))!.contenuto;
    const rels = [...html.matchAll(/<a [^>]*>/g)].map((m) => /rel="([^"]*)"/.exec(m[0])?.[1]);
    expect(rels).toEqual(['nofollow ugc noopener noreferrer', 'nofollow ugc noopener noreferrer', 'nofollow ugc noopener', 'nofollow ugc noopener']);

    // The publish rule holds it back until confirmed.
    const published = await send('POST', `/api/recensioni/${res.json().recensione.id}/pubblica`, {});
    expect(published.statusCode).toBe(409);
    expect(published.json().non_verificati).toEqual([{ text: 'collegamento a offerte-inventate.example', kind: 'collegamento', manca: CLAIMS_MSG.explainLink }]);
  });

  it('turns plain text into paragraphs and refuses an empty answer without storing anything', async () => {
    const id = await product();
    fakeOpenAi.answerNext('Prima riga & due.\nAncora.\n\nSeconda parte.');
    expect((await generate(id)).statusCode).toBe(201);
    expect((await stored(id))!.contenuto).toBe('<p>Prima riga &amp; due.<br />Ancora.</p><p>Seconda parte.</p>');

    const id2 = await product();
    fakeOpenAi.answerNext('<p> </p><script>x</script>');
    const res = await generate(id2);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: REVIEW_MSG.aiEmpty });
    expect(await stored(id2)).toBeUndefined();
  });

  it('answers in Italian for a missing product, prompt or default prompt', async () => {
    const before = await reviewCount();
    expect((await generate(999_999)).json()).toEqual({ error: REVIEW_MSG.productNotFound });
    expect((await generate(999_999)).statusCode).toBe(404);
    const id = await product();
    expect((await generate(id, { id_prompt: 999_999 })).json()).toEqual({ error: REVIEW_MSG.promptNotFound });
    expect((await generate(id, { id_prompt: guidePrompt })).json()).toEqual({ error: REVIEW_MSG.promptWrongType });
    expect((await generate(id, { id_prompt: 'abc' })).json()).toEqual({ error: REVIEW_MSG.promptInvalid });
    expect((await generate(id, { altro: 1 })).statusCode).toBe(400);
    // No default prompt (or only an inactive one): 400 unless a prompt is chosen.
    await h.t.db.kysely.updateTable('prompts').set({ is_active: 0 }).where('id', '=', defaultPrompt).execute();
    try {
      const res = await generate(id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: REVIEW_MSG.noDefaultPrompt });
    } finally {
      await h.t.db.kysely.updateTable('prompts').set({ is_active: 1 }).where('id', '=', defaultPrompt).execute();
    }
    expect(fakeOpenAi.requests).toHaveLength(0);
    expect(await reviewCount()).toBe(before);
  });

  it('is private', async () => {
    const id = await product();
    expect((await send('POST', `/api/recensioni/genera/${id}`, {}, '')).statusCode).toBe(401);
    expect(fakeOpenAi.requests).toHaveLength(0);
  });
});

describe('a failed AI call changes nothing stored', () => {
  let id: number;
  let before: Awaited<ReturnType<typeof stored>>;
  beforeAll(async () => {
    id = await product();
    expect((await generate(id)).statusCode).toBe(201);
    await send('PUT', `/api/recensioni/${id}`, { recensione_prodotto: '<p>Il testo rivisto dalla redazione.</p>' });
    before = await stored(id);
    expect(before!.contenuto).toBe('<p>Il testo rivisto dalla redazione.</p>');
  });

  async function expectUnchanged() {
    expect(await stored(id)).toEqual(before);
  }

  it('401: the key is refused', async () => {
    fakeOpenAi.failNext(401);
    const res = await generate(id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: OPENAI_MSG.unauthorized });
    await expectUnchanged();
    expect((await h.t.services.ai.usage(1))[0]).toMatchObject({ scopo: 'recensione', esito: 'unauthorized' });
  });

  it('429 once: retried, then the new text replaces the old one', async () => {
    const other = await product();
    fakeOpenAi.failNext(429);
    const res = await generate(other);
    expect(res.statusCode, res.body).toBe(201);
    expect(fakeOpenAi.generations).toHaveLength(2);
  });

  it('429 every time, 500 every time: Italian messages after the retries', async () => {
    fakeOpenAi.failNext(429, undefined, 3);
    let res = await generate(id);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: OPENAI_MSG.rateLimited });
    await expectUnchanged();

    fakeOpenAi.failNext(500, undefined, 3);
    res = await generate(id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: OPENAI_MSG.server(500) });
    await expectUnchanged();
  }, 20_000);

  it('timeout: the slow answer is abandoned and nothing changes', async () => {
    fakeOpenAi.slowNext(5_000);
    const res = await generate(id);
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ error: OPENAI_MSG.timeout(1) });
    await expectUnchanged();
  });

  it('a product without a review still has none after a failure', async () => {
    const other = await product();
    fakeOpenAi.failNext(500, undefined, 3);
    expect((await generate(other)).statusCode).toBe(502);
    expect(await stored(other)).toBeUndefined();
  }, 20_000);

  it('regeneration that succeeds replaces a draft or archived review and makes it a draft again', async () => {
    await h.t.db.kysely.updateTable('reviews').set({ stato: 'archiviata' }).where('id_prodotto', '=', id).execute();
    const res = await generate(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ creata: false, proposta: null });
    const row = await stored(id);
    expect(row!.id).toBe(before!.id);
    expect(row!.contenuto).toContain('<h2>Perché scegliere');
    expect(row!.stato).toBe('bozza');
  });

  it('regeneration of a published review leaves it published and unchanged (the new text is a proposal)', async () => {
    await h.t.db.kysely.updateTable('reviews').set({ stato: 'pubblicata', contenuto: '<p>Testo pubblicato.</p>' }).where('id_prodotto', '=', id).execute();
    const res = await generate(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().proposta).toMatchObject({ azione: 'proposta' });
    const row = await stored(id);
    expect(row).toMatchObject({ contenuto: '<p>Testo pubblicato.</p>', stato: 'pubblicata' });
  });
});

describe('edit, delete, publish, archive', () => {
  it('PUT /api/recensioni/{productId} saves the sanitised text; blank is refused in Italian', async () => {
    const id = await product();
    await generate(id);
    let res = await send('PUT', `/api/recensioni/${id}`, {
      recensione_prodotto: '<h2>Titolo</h2><p onclick="x()">Nuovo <strong>testo</strong><script>y()</script></p>',
      titolo: 'Il mio titolo',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recensione).toMatchObject({
      recensione_prodotto: '<h2>Titolo</h2><p>Nuovo <strong>testo</strong></p>',
      titolo: 'Il mio titolo',
      stato: 'bozza',
    });
    for (const blank of ['', '   ', '<p></p>', '<p>&nbsp;</p>']) {
      res = await send('PUT', `/api/recensioni/${id}`, { recensione_prodotto: blank });
      expect(res.statusCode, blank).toBe(400);
      expect(res.json()).toEqual({ error: REVIEW_MSG.contentRequired });
    }
    res = await send('PUT', `/api/recensioni/${id}`, { recensione_prodotto: '<script>x()</script>' });
    expect(res.json()).toEqual({ error: REVIEW_MSG.contentRequired });
    expect((await send('PUT', '/api/recensioni/999999', { recensione_prodotto: '<p>x</p>' })).statusCode).toBe(404);
    expect((await stored(id))!.contenuto).toBe('<h2>Titolo</h2><p>Nuovo <strong>testo</strong></p>');
  });

  it('publishing with unverified claims is refused until confirmed; the claims are listed', async () => {
    const id = await product();
    const review = (await generate(id)).json().recensione;
    await send('PUT', `/api/recensioni/${id}`, {
      recensione_prodotto: '<p>Fa 1.200 lumen con 4.000 mAh e certificazione IPX6. Ma dura 50 ore, ha 8.000 mAh, è IP68 e ha 4,9 su 5.</p>',
    });
    let res = await send('POST', `/api/recensioni/${review.id}/pubblica`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: REVIEW_MSG.unverifiedClaims(4),
      non_verificati: [
        // Why each (decision 0069): the nearest fact of the data, or what it lacks.
        { text: '50 ore', kind: 'misura', manca: 'Nessun dato sulla durata' },
        { text: '8.000 mAh', kind: 'misura', dato: 'Batteria: Li-ion 21700, 4000 mAh' },
        { text: 'IP68', kind: 'specifica', dato: 'Impermeabilità: IPX6' },
        { text: '4,9 su 5', kind: 'valutazione', dato: 'Valutazione: 4,6 su 5' },
      ],
    });
    expect((await stored(id))!.stato).toBe('bozza');

    // Confirming some claims is not enough: the others are still listed.
    res = await send('PATCH', `/api/recensioni/${review.id}/pubblica`, { conferme: [{ testo: '50 ore', fonte: 'Manuale del produttore, p. 4' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().non_verificati.map((c: { text: string }) => c.text)).toEqual(['8.000 mAh', 'IP68', '4,9 su 5']);
    expect((await stored(id))!.stato).toBe('bozza');
    // A confirmation needs its source.
    res = await send('PATCH', `/api/recensioni/${review.id}/pubblica`, { conferme: [{ testo: 'IP68', fonte: '' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: CLAIMS_MSG.confirmationSourceInvalid });

    res = await send('PATCH', `/api/recensioni/${review.id}/pubblica`, { conferme: confirmAll(['8.000 mAh', 'IP68', '4,9 su 5']) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recensione.stato).toBe('pubblicata');
    expect(res.json().non_verificati).toEqual([]);
    expect((await stored(id))!.published_at).toEqual(expect.any(String));
    // Each confirmation is recorded with its source, who and when.
    const report = (await send('GET', `/api/verifica/recensione/${review.id}`)).json();
    expect(report.non_verificati).toEqual([]);
    expect(report.conferme).toHaveLength(4);
    expect(report.conferme[0]).toMatchObject({
      testo: '50 ore',
      tipo_dato: 'misura',
      fonte: 'Manuale del produttore, p. 4',
      autore: expect.any(String),
      created_at: expect.any(String),
    });
    // Visible to visitors now.
    expect((await send('GET', `/api/recensioni/${id}`, undefined, '')).json().exists).toBe(true);
  });

  it('publishing a text whose claims are all in the data needs no confirmation', async () => {
    const id = await product();
    const review = (await generate(id)).json().recensione;
    await send('PUT', `/api/recensioni/${id}`, { recensione_prodotto: '<p>Fa 1200 lm, batteria 4000 mAh, pesa 186 grammi, IPX6, valutazione 4,6 su 5.</p>' });
    const res = await send('POST', `/api/recensioni/${review.id}/pubblica`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ recensione: { stato: 'pubblicata' }, non_verificati: [] });
  });

  it('editing a published review keeps to the same rule', async () => {
    const id = await product();
    const review = (await generate(id)).json().recensione;
    expect((await send('POST', `/api/recensioni/${review.id}/pubblica`, {})).statusCode).toBe(200);
    let res = await send('PUT', `/api/recensioni/${id}`, { recensione_prodotto: '<p>Ora con 9.999 mAh.</p>' });
    expect(res.statusCode).toBe(409);
    expect(res.json().non_verificati).toEqual([{ text: '9.999 mAh', kind: 'misura', dato: 'Batteria: Li-ion 21700, 4000 mAh' }]);
    // The published text is the previous one until the claim is resolved.
    expect((await send('GET', `/api/recensioni/${id}`, undefined, '')).json().recensione.recensione_prodotto).not.toContain('9.999');
    res = await send('PUT', `/api/recensioni/${id}`, { recensione_prodotto: '<p>Ora con 9.999 mAh.</p>', conferme: confirmAll(['9.999 mAh']) });
    expect(res.statusCode).toBe(200);
    expect(res.json().recensione.stato).toBe('pubblicata');
    expect((await send('GET', `/api/recensioni/${id}`, undefined, '')).json().recensione.recensione_prodotto).toBe('<p>Ora con 9.999 mAh.</p>');
  });

  it('visitors never read a price inside the review text', async () => {
    const id = await product();
    const review = (await generate(id)).json().recensione;
    await send('PUT', `/api/recensioni/${id}`, { recensione_prodotto: '<p>Luce forte. Oggi costa 22,49 €. Batteria robusta.</p>' });
    expect((await send('POST', `/api/recensioni/${review.id}/pubblica`, { conferme: confirmAll(['22,49 €']) })).statusCode).toBe(200);
    const publicText = (await send('GET', `/api/recensioni/${id}`, undefined, '')).json().recensione.recensione_prodotto;
    expect(publicText).toBe('<p>Luce forte. Batteria robusta.</p>');
    const listed = (await send('GET', '/api/recensioni?stato=pubblicata', undefined, '')).json() as Array<{ id_prodotto: number; recensione_prodotto: string }>;
    expect(listed.find((r) => r.id_prodotto === id)!.recensione_prodotto).toBe(publicText);
    // Staff read the stored text as it is.
    expect((await send('GET', `/api/recensioni/${id}`)).json().recensione.recensione_prodotto).toContain('22,49 €');
  });

  it('archivia (POST or PATCH) and DELETE; unknown ids are Italian 404s', async () => {
    const id = await product();
    const review = (await generate(id)).json().recensione;
    let res = await send('POST', `/api/recensioni/${review.id}/archivia`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: review.id, stato: 'archiviata' });
    res = await send('PATCH', `/api/recensioni/${review.id}/archivia`, {});
    expect(res.json().stato).toBe('archiviata');
    expect((await send('POST', '/api/recensioni/999999/archivia')).json()).toEqual({ error: REVIEW_MSG.reviewNotFound });
    expect((await send('POST', '/api/recensioni/999999/pubblica')).statusCode).toBe(404);
    expect((await send('POST', `/api/recensioni/${review.id}/pubblica`, { conferme: 'sì' })).json()).toEqual({ error: CLAIMS_MSG.confirmationsInvalid });
    expect((await send('POST', `/api/recensioni/${review.id}/pubblica`, { conferma: true })).statusCode).toBe(400);

    expect((await send('DELETE', `/api/recensioni/${id}`)).statusCode).toBe(204);
    expect(await stored(id)).toBeUndefined();
    res = await send('DELETE', `/api/recensioni/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: REVIEW_MSG.reviewNotFound });
    // The product stays, without a review.
    expect((await send('GET', `/api/prodotti/${id}`)).json()).toMatchObject({ id, ha_recensione: false });
  });

  it('every write is private', async () => {
    for (const [method, url] of [
      ['PUT', '/api/recensioni/1'],
      ['DELETE', '/api/recensioni/1'],
      ['POST', '/api/recensioni/1/pubblica'],
      ['PATCH', '/api/recensioni/1/pubblica'],
      ['POST', '/api/recensioni/1/archivia'],
      ['PATCH', '/api/recensioni/1/archivia'],
    ] as const) {
      expect((await send(method, url, { recensione_prodotto: '<p>x</p>' }, '')).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('a generation longer than the request timeout', () => {
  /**
   * requestTimeout (30 s in production) bounds how long the REQUEST may take to arrive; once it
   * has arrived, the handler may take as long as the AI does (OPENAI_TIMEOUT_MS, 90 s), within the
   * idle-socket limit connectionTimeout (120 s). Scaled down, over a real socket: a 0.5 s request
   * timeout, and the AI's answer held back until the server has cut, by that timeout, a request
   * opened after this one (so this one has been running longer than the timeout).
   */
  it('completes over a real connection', async () => {
    const slow = await createTestApp({ OPENAI_API_KEY: 'sk-test-review-0000', OPENAI_TIMEOUT_MS: '10000' });
    const app = await buildApp({ services: slow.services, timeouts: { requestTimeout: 500, checkInterval: 100, connectionTimeout: 10_000 } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const base = `http://127.0.0.1:${port}`;
      const auth = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'redazione', password: 'Prova-Sicura-2026' }),
      });
      const session = auth.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const headers = { 'content-type': 'application/json', cookie: session };
      await slow.services.prompts.create({ titolo: 'Default', tipo: 'recensione', testo: 'Recensione di {nome_prodotto}.', is_default: true });
      const created = await fetch(`${base}/api/prodotti`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ nome_prodotto: 'Radio lenta', asin_prodotto: 'B0SLOWGEN1', prezzo_originale: 10 }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const productId = ((await created.json()) as { id: number }).id;

      const held = holdNextAiAnswer();
      const answer = fetch(`${base}/api/recensioni/genera/${productId}`, { method: 'POST', headers, body: '{}' });
      await held.reached;
      expect(await cutByRequestTimeout(port)).toMatch(/^HTTP\/1\.1 408/);
      held.release();
      const res = await answer;
      expect(res.status, await res.clone().text()).toBe(201);
      expect(((await res.json()) as { recensione: { stato: string } }).recensione.stato).toBe('bozza');
    } finally {
      await app.close();
      await slow.close();
    }
  }, 20_000);
});
