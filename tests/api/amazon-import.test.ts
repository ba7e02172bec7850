import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Resolver } from '../../server/integrations/address-guard.ts';
import { createAmazonClient } from '../../server/integrations/amazon/client.ts';
import { createJobs } from '../../server/jobs/index.ts';
import { Scheduler } from '../../server/jobs/scheduler.ts';
import { createServices } from '../../server/services.ts';
import { openSameDb } from '../helpers/app.ts';
import { createProduct } from '../helpers/builders.ts';
import { FAKE_ASINS, FAKE_SHORT_LINKS, fakeAmazon } from '../mocks/amazon.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

const SHARED = path.resolve('..', 'shared', 'fixtures', 'amazon');
const quiet = { info() {}, error() {} };
withFakeServices();
const h = dashboardTestApp({ AMAZON_TAG: 'scorta-21', AMAZON_TIMEOUT_MS: '400', AMAZON_REFRESH_SPACING_MS: '0' });

const send = h.send;
const lookup = (asin: string) => send('GET', `/api/asin-info?asin=${encodeURIComponent(asin)}`);
const product = (asin: string, extra: Record<string, unknown> = {}) => createProduct(h, { nome_prodotto: `Prodotto ${asin}`, asin_prodotto: asin, prezzo_originale: 10, ...extra });

const stored = (id: number) => h.t.db.kysely.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/asin-info reads the product page on Amazon', () => {
  it('fills every field of the lookup response from the current layout', async () => {
    const res = await lookup(FAKE_ASINS.radio);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.nome).toMatch(/^Radio di Emergenza a Manovella Solare/);
    expect(body.nome_sintetico).toBe('Radio di Emergenza a Manovella');
    expect(body.prezzo_originale).toBe(49.99);
    expect(body.prezzo_scontato).toBe(34.99);
    expect(typeof body.valutazione).toBe('number');
    expect(body.img_url).toMatch(/^https:\/\//);
    expect(body.link).toBe('https://www.amazon.it/dp/B0SCORTA01?tag=scorta-21');
    for (const field of ['seo_keyword_prodotto', 'specifiche_tecniche', 'descrizione_generale', 'informazioni_articolo', 'contenuto_scatola']) {
      expect(body[field], field).toEqual(expect.any(String));
    }
    expect(body.disponibile).toBe(true);
  });

  it('accepts a pasted amazon.it URL and a lower-case ASIN', async () => {
    for (const q of [`https://www.amazon.it/Radio-Emergenza-Manovella/dp/${FAKE_ASINS.radio}/ref=sr_1_3?keywords=radio&qid=1`, FAKE_ASINS.radio.toLowerCase()]) {
      const res = await lookup(q);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().asin).toBe(FAKE_ASINS.radio);
    }
    expect(fakeAmazon.requests).toEqual([FAKE_ASINS.radio, FAKE_ASINS.radio]);
    for (const bad of ['', 'B0C', 'https://example.com/dp/B0SCORTA01x', 'https://example.com/d/abc', 'amzn.eu', 'https://amzn.eu/']) {
      const res = await lookup(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ error: 'Inserisci un ASIN valido.' });
    }
  });

  it('reads the older layout in a legacy encoding', async () => {
    const body = (await lookup(FAKE_ASINS.oldLayout)).json();
    expect(body.nome).toBeTruthy();
    expect(body.nome).not.toMatch(/\uFFFD|Ã/);
    expect(body.prezzo_originale ?? body.prezzo_scontato).toEqual(expect.any(Number));
  });

  it.skipIf(!fs.existsSync(SHARED))('reads the real amazon.it page of ../shared/fixtures (skipped without the folder)', async () => {
    const body = (await lookup(FAKE_ASINS.ryzen)).json();
    expect(body.nome).toMatch(/Ryzen 5 1600/);
    expect(body.prezzo_scontato).toBe(205.6);
    expect((await lookup(FAKE_ASINS.realCaptcha)).statusCode).toBe(503);
  });

  it('a 404, a captcha, a slow answer, a reset connection and a page without data each give their own Italian message', async () => {
    const cases: Array<[string, number, string, RegExp]> = [
      [FAKE_ASINS.notFound, 404, 'Prodotto non trovato su Amazon.', /B000000404/],
      [FAKE_ASINS.captcha, 503, 'Amazon ha chiesto una verifica anti-robot.', /compila i campi a mano/],
      [FAKE_ASINS.slow, 504, 'Amazon non ha risposto in tempo.', /entro 1 secondi|entro \d+ secondi/],
      [FAKE_ASINS.reset, 502, 'Impossibile raggiungere Amazon.', /connessione/],
      [FAKE_ASINS.garbage, 502, 'La pagina Amazon non contiene i dati del prodotto.', /a mano/],
    ];
    for (const [asin, status, error, dettagli] of cases) {
      const res = await lookup(asin);
      expect(res.statusCode, asin).toBe(status);
      expect(res.json().error, asin).toBe(error);
      expect(res.json().dettagli, asin).toMatch(dettagli);
    }
  });
});

describe('GET /api/asin-info follows Amazon short links to their ASIN', () => {
  it('amzn.eu and amzn.to, with or without scheme, one hop or two, /dp/ or /gp/product/', async () => {
    const cases: Array<[string, string]> = [
      [FAKE_SHORT_LINKS.radio, FAKE_ASINS.radio],
      ['amzn.eu/d/radio01', FAKE_ASINS.radio],
      ['  http://amzn.eu/d/radio01?ref=share  ', FAKE_ASINS.radio],
      [FAKE_SHORT_LINKS.radioTwoHops, FAKE_ASINS.radio],
      ['amzn.to/3radio2', FAKE_ASINS.radio],
      [FAKE_SHORT_LINKS.gpProduct, 'B0GPPROD01'],
    ];
    for (const [link, asin] of cases) {
      fakeAmazon.reset();
      const res = await lookup(link);
      expect(res.statusCode, `${link}: ${res.body}`).toBe(200);
      const body = res.json();
      expect(body.asin, link).toBe(asin);
      expect(body.nome, link).toBeTruthy();
      expect(body.link, link).toBe(`https://www.amazon.it/dp/${asin}?tag=scorta-21`);
      // The product page is read once, by the lookup itself: the redirect stopped at the ASIN.
      expect(fakeAmazon.requests, link).toEqual([asin]);
    }
  });

  it('a link that leads outside Amazon is never followed there: 422 in Italian, nothing stored', async () => {
    const before = await h.t.db.kysely.selectFrom('products').select('id').execute();
    const res = await lookup(FAKE_SHORT_LINKS.foreign);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'Link breve Amazon non risolto: incolla il link completo o l’ASIN.',
      dettagli: 'Il link breve porta fuori da Amazon (example.com): incolla il link completo del prodotto o il suo ASIN.',
    });
    expect(fakeAmazon.shortLinkRequests).toEqual(['amzn.eu/d/fuori01']);
    expect(fakeAmazon.requests).toEqual([]);
    expect(await h.t.db.kysely.selectFrom('products').select('id').execute()).toEqual(before);
  });

  it('a link that leads to amazon.{any letters} that is no marketplace is not followed there either', async () => {
    const res = await lookup(FAKE_SHORT_LINKS.lookAlike);
    expect(res.statusCode).toBe(422);
    expect(res.json().dettagli).toBe('Il link breve porta fuori da Amazon (www.amazon.xyz): incolla il link completo del prodotto o il suo ASIN.');
    expect(fakeAmazon.shortLinkRequests).toEqual(['amzn.eu/d/finto01']);
  });

  it('a link to no product, an unknown code and a redirect loop each answer 422 with what to do', async () => {
    const cases: Array<[string, RegExp]> = [
      [FAKE_SHORT_LINKS.search, /non porta alla pagina di un prodotto/],
      [FAKE_SHORT_LINKS.unknown, /non porta alla pagina di un prodotto/],
      [FAKE_SHORT_LINKS.loop, /rimanda troppe volte/],
    ];
    for (const [link, dettagli] of cases) {
      const res = await lookup(link);
      expect(res.statusCode, link).toBe(422);
      expect(res.json().error, link).toBe('Link breve Amazon non risolto: incolla il link completo o l’ASIN.');
      expect(res.json().dettagli, link).toMatch(dettagli);
    }
    // The loop gave up after a few hops.
    expect(fakeAmazon.shortLinkRequests.filter((r) => r === 'amzn.eu/d/giro001').length).toBeLessThanOrEqual(6);
  });
});

describe('short links through the address guard (FEED_ALLOW_PRIVATE off)', () => {
  const client = (addresses: Record<string, string>) =>
    createAmazonClient(
      { amazon: { baseUrl: 'https://www.amazon.it', timeoutMs: 400 }, feeds: { allowPrivateAddresses: false } },
      {
        backoffMs: 10,
        // A stand-in DNS: each host answers the address given, any other host does not resolve.
        resolve: (async (host: string) => {
          const address = addresses[host];
          if (!address) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
          return [{ address, family: 4 }];
        }) as unknown as Resolver,
      },
    );

  it('a short-link host that resolves to a public address is followed', async () => {
    await expect(client({ 'amzn.eu': '52.95.116.115' }).resolveShortLink(FAKE_SHORT_LINKS.radio)).resolves.toBe(FAKE_ASINS.radio);
  });

  it('one that resolves to an internal address is never contacted', async () => {
    await expect(client({ 'amzn.eu': '10.0.0.7' }).resolveShortLink(FAKE_SHORT_LINKS.radio)).rejects.toMatchObject({
      failure: 'network',
      message: 'Impossibile raggiungere Amazon.',
    });
    expect(fakeAmazon.shortLinkRequests).toEqual([]);
  });
});

describe('GET /api/asin-info flags an ASIN already in the catalogue', () => {
  it('answers the stored product (id and shown name) at once; null for a new ASIN; the save stays refused', async () => {
    const fresh = (await lookup(FAKE_ASINS.radio)).json();
    expect(fresh.esistente).toBeNull();
    const id = await product(FAKE_ASINS.radio, { nome_sintetico: 'Radio a manovella' });
    for (const q of [FAKE_ASINS.radio, FAKE_ASINS.radio.toLowerCase(), FAKE_SHORT_LINKS.radio]) {
      const res = await lookup(q);
      expect(res.statusCode, q).toBe(200);
      expect(res.json().esistente, q).toEqual({ id, nome: 'Radio a manovella' });
    }
    const save = await send('POST', '/api/asin-info', { nome_prodotto: 'Radio', asin_prodotto: FAKE_ASINS.radio });
    expect(save.statusCode).toBe(409);
    expect(save.json()).toEqual({ success: false, error: 'Esiste già un prodotto con questo ASIN.' });
  });
});

describe('POST /api/asin-info saves the product of the add-product screen', () => {
  it('answers {success} and refuses a duplicate ASIN with a clear message', async () => {
    const payload = { nome_prodotto: 'Torcia a dinamo', asin_prodotto: 'B0TORCIA01', prezzo_originale: 19.9 };
    const first = await send('POST', '/api/asin-info', payload);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ success: true, error: null });
    const again = await send('POST', '/api/asin-info', payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, error: 'Esiste già un prodotto con questo ASIN.' });
    const invalid = await send('POST', '/api/asin-info', { asin_prodotto: 'B0TORCIA02' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().success).toBe(false);
  });
});

describe('refresh from Amazon', () => {
  it('one product: price, rating, image, availability, timestamp and a history row', async () => {
    const id = await product('B0REFRESH1');
    fakeAmazon.setPrice('B0REFRESH1', 27.5);
    const now = h.t.clock.advance(60_000).nowIso();
    const res = await send('POST', `/api/prodotti/${id}/aggiorna`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.prezzo_originale).toBe(49.99);
    expect(p.prezzo_scontato).toBe(27.5);
    expect(p.prezzo_prodotto).toBe(27.5);
    expect(p.img_prodotto).toMatch(/^https:\/\//);
    expect(p.disponibile).toBe(true);
    // Stamped by this refresh: at the time of the request.
    expect(p.dati_aggiornati_at).toBe(now);
    expect(p.prezzo_aggiornato_at).toBe(p.dati_aggiornati_at);
    const history = (await send('GET', `/api/prodotti/${id}/prezzi`)).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ prezzo_scontato: 27.5, prezzo_originale: 49.99 });
  });

  it('a failed refresh keeps the stored data and records the failure', async () => {
    const id = await product(FAKE_ASINS.captcha, { prezzo_originale: 12.34, img_prodotto: 'https://example.com/a.jpg' });
    const before = await stored(id);
    const res = await send('POST', `/api/prodotti/${id}/aggiorna`);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('Amazon ha chiesto una verifica anti-robot.');
    const after = await stored(id);
    expect(after.prezzo_originale).toBe(12.34);
    expect(after.img_prodotto).toBe(before.img_prodotto);
    expect(after.prezzo_aggiornato_at).toBe(before.prezzo_aggiornato_at);
    expect(after.aggiornamento_errore).toBe('Amazon ha chiesto una verifica anti-robot.');
    expect(after.aggiornamento_fallito_at).toBeTruthy();
    const p = (await send('GET', `/api/prodotti/${id}`)).json();
    expect(p.aggiornamento_errore).toBe('Amazon ha chiesto una verifica anti-robot.');
    // Visitors never read the failure's reason, neither one by one nor in the list.
    const anonymous = (await h.t.app.inject({ method: 'GET', url: `/api/prodotti/${id}` })).json();
    expect(anonymous.aggiornamento_errore).toBeNull();
    expect(anonymous.aggiornamento_fallito_at).toBeNull();
    const list = (await h.t.app.inject({ method: 'GET', url: '/api/prodotti' })).json() as Array<{ id: number; aggiornamento_errore: string | null }>;
    expect(list.find((x) => x.id === id)?.aggiornamento_errore).toBeNull();
  });

  it("'Aggiorna tutti' runs in the background with progress; a second start is refused while it runs", async () => {
    await h.t.db.kysely.deleteFrom('products').execute();
    for (const asin of ['B0TUTTI001', 'B0TUTTI002', 'B0TUTTI003']) await product(asin);
    await product(FAKE_ASINS.notFound);
    // While another instance holds the refresh, a start is refused.
    expect(await h.t.services.jobs.acquireNow('aggiorna-prezzi', 'altra-istanza', 60_000)).toBe(true);
    const busy = await send('POST', '/api/prodotti/aggiorna');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ error: 'Un aggiornamento di tutti i prodotti è già in corso.' });
    await h.t.services.jobs.release('aggiorna-prezzi', 'altra-istanza', h.t.clock.nowIso());
    const start = await send('POST', '/api/prodotti/aggiorna');
    expect(start.statusCode, start.body).toBe(202);
    expect(start.json()).toMatchObject({ stato: 'in_corso', totale: 4 });
    await h.t.services.productRefresh.settled();
    const { run } = (await send('GET', '/api/prodotti/aggiorna')).json();
    expect(run).toMatchObject({ stato: 'completato', totale: 4, fatti: 3, falliti: 1 });
    const rows = await h.t.db.kysely.selectFrom('products').select(['asin', 'dati_aggiornati_at', 'aggiornamento_errore']).execute();
    expect(
      rows
        .filter((r) => r.dati_aggiornati_at)
        .map((r) => r.asin)
        .sort(),
    ).toEqual(['B0TUTTI001', 'B0TUTTI002', 'B0TUTTI003']);
    expect(rows.find((r) => r.asin === FAKE_ASINS.notFound)?.aggiornamento_errore).toBe('Prodotto non trovato su Amazon.');
  });

  it('a captcha stops the run, leaves the rest as it was and backs off', async () => {
    await h.t.db.kysely.deleteFrom('products').execute();
    for (const asin of ['B0CAPTA001', 'B0CAPTA002']) await product(asin);
    fakeAmazon.captchaFor(60_000);
    const started = h.t.clock.nowMs();
    const result = await h.t.services.productRefresh.runBatch(new AbortController().signal, { all: true });
    expect(result.falliti).toBe(1);
    expect(Date.parse(result.backoffUntil!)).toBeGreaterThan(started + 20 * 60_000);
    expect(fakeAmazon.requests).toHaveLength(1);
    const run = (await send('GET', '/api/prodotti/aggiorna')).json().run;
    expect(run.stato).toBe('interrotto');
    expect(run.messaggio).toMatch(/aggiornamento sospeso fino alle/);
  });

  it('the daily job updates prices and timestamps on one instance of two', async () => {
    await h.t.db.kysely.deleteFrom('products').execute();
    await h.t.db.kysely.deleteFrom('job_leases').execute();
    const ids = [];
    for (const asin of ['B0DAILY001', 'B0DAILY002', 'B0DAILY003']) ids.push(await product(asin));
    fakeAmazon.setPrice('B0DAILY001', 11.11);
    const otherDb = await openSameDb(h.t.db);
    const other = createServices(h.t.services.config, otherDb, { clock: h.t.clock });
    const a = new Scheduler(h.t.services.jobs, quiet, { clock: h.t.clock });
    const b = new Scheduler(other.jobs, quiet, { clock: h.t.clock });
    for (const job of createJobs(h.t.services)) a.add(job);
    for (const job of createJobs(other)) b.add(job);
    a.start();
    b.start();
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.stop(), b.stop()]);
    await otherDb.close();
    // Each product was read once: the job ran on one instance only.
    expect([...fakeAmazon.requests].sort()).toEqual(['B0DAILY001', 'B0DAILY002', 'B0DAILY003']);
    const first = await stored(ids[0]!);
    expect(first.prezzo_scontato).toBe(11.11);
    for (const id of ids) expect((await stored(id)).dati_aggiornati_at).toBeTruthy();
    // Fresh now: the next run finds nothing due.
    fakeAmazon.reset();
    const again = await h.t.services.productRefresh.runBatch(new AbortController().signal, { all: false });
    expect(again.fatti + again.falliti).toBe(0);
  });
});
