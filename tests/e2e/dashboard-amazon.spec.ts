import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { AMAZON_MSG } from '../../common/messages-outside.ts';
import type { Product } from '../../common/types.ts';
import { expectToast, login, sidebarLink } from './dashboard-helpers.ts';

/**
 * The dashboard side: the ASIN lookup fills the product form (an ASIN, a pasted Amazon
 * address or an amzn.eu short link), the Aggiungi prodotto screen saves through POST /api/asin-info, and products are
 * refreshed from Amazon one at a time or all together. Amazon is the fake of tests/mocks/amazon.ts
 * (FAKE_SERVICES=1): B0SCORTA01 is the radio page, B000000404 no such product, any other ASIN a
 * generated page. The form's own rules and messages, Amazon's failures among them, are checked in
 * tests/components/product-form.test.tsx; the fake Amazon's words in tests/api/amazon-import.test.ts.
 *
 * 'Aggiorna tutti' refreshes the demo products too: each run restores their prices, rating and
 * image afterwards, so the public tests that follow see the demo data they expect.
 */
test.describe.configure({ mode: 'serial' });

const RADIO = 'B0SCORTA01';
const RADIO_URL = 'https://www.amazon.it/Radio-Emergenza/dp/B0SCORTA01/ref=sr_1_1?keywords=radio';
const RADIO_SHORT = 'Radio di Emergenza a Manovella';
const MISSING = 'B000000404';
const MISSING_NAME = 'Prodotto E2E senza pagina Amazon';
const NO_ASIN_NAME = 'Prodotto E2E senza ASIN';
/** 'Dati Amazon: 21/11/2026, 14:05' */
const DATA_AT = /Dati Amazon: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/;

interface Lookup {
  asin: string;
  nome: string;
  nome_sintetico: string | null;
  valutazione: number;
  prezzo_originale: number;
  prezzo_scontato: number;
  seo_keyword_prodotto: string;
  img_url: string;
  link: string;
  specifiche_tecniche: string;
  descrizione_generale: string;
  informazioni_articolo: string;
  contenuto_scatola: string;
}

const addForm = (page: Page) => page.getByRole('form', { name: 'Aggiungi prodotto' });

/** The Amazon images of the fake pages, answered here (the browser has no way out). */
async function serveAmazonImages(page: Page) {
  const svg = fs.readFileSync(path.resolve('public', 'demo', 'prodotti', 'filtro-acqua-portatile.svg'));
  await page.route('https://m.media-amazon.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg }));
}

async function products(request: APIRequestContext): Promise<Product[]> {
  const res = await request.get('/api/prodotti');
  expect(res.ok()).toBe(true);
  return res.json();
}

/**
 * Runs a refresh of every product, then puts back the demo products' prices, rating and image
 * (what a refresh changes), whatever happened in between.
 */
async function keepingDemoData(page: Page, run: () => Promise<void>) {
  const before = (await products(page.request)).filter((p) => p.asin_prodotto && !p.nome_prodotto.includes('E2E') && p.asin_prodotto !== RADIO);
  try {
    await run();
  } finally {
    await expect
      .poll(async () => ((await (await page.request.get('/api/prodotti/aggiorna')).json()) as { run: { stato: string } | null }).run?.stato, {
        timeout: 30_000,
      })
      .not.toBe('in_corso');
    for (const p of before) {
      const res = await page.request.put(`/api/prodotti/${p.id}`, {
        data: {
          prezzo_originale: p.prezzo_originale,
          prezzo_scontato: p.prezzo_scontato,
          prezzo_prodotto: p.prezzo_prodotto,
          valutazione_prodotto: p.valutazione_prodotto,
          img_prodotto: p.img_prodotto,
        },
      });
      expect(res.ok()).toBe(true);
      expect(await res.json()).toMatchObject({
        prezzo_prodotto: p.prezzo_prodotto,
        img_prodotto: p.img_prodotto,
        valutazione_prodotto: p.valutazione_prodotto,
      });
    }
  }
}

test.describe('ASIN lookup and refresh from Amazon', () => {
  let radio: Lookup;

  // The form's side of a lookup (every field filled, Cerca busy and focused, the progress line,
  // Aggiungi disabled, the 2 s message, Enter searching, Amazon's failures kept by the ASIN box, a
  // duplicate refused): tests/components/product-form.test.tsx. Here the real lookup through the
  // server's fake Amazon, a real new tab, and what is stored.
  test('Aggiungi prodotto: Cerca fills the form from the fake Amazon; Apri link prodotto opens the page in a new tab', async ({ page, context }) => {
    await login(page);
    await serveAmazonImages(page);
    radio = await (await page.request.get(`/api/asin-info?asin=${RADIO}`)).json();
    expect(radio).toMatchObject({ asin: RADIO, nome_sintetico: RADIO_SHORT, prezzo_originale: 49.99, prezzo_scontato: 34.99, valutazione: 4.5 });

    await sidebarLink(page, 'Aggiungi prodotto').click();
    const form = addForm(page);
    await form.getByLabel('ASIN', { exact: true }).fill(RADIO);
    await form.getByRole('button', { name: 'Cerca' }).click();
    await expectToast(page, 'Dati trovati dal codice ASIN.');
    await expect(form.getByLabel('Nome completo')).toHaveValue(radio.nome);
    await expect(form.getByLabel('Prezzo scontato (€)')).toHaveValue('34,99');

    // Apri link prodotto: the product page in a new tab.
    await context.route('https://www.amazon.it/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Amazon</title>' }));
    const [tab] = await Promise.all([context.waitForEvent('page'), form.getByRole('button', { name: 'Apri link prodotto' }).click()]);
    await expect.poll(() => tab.url()).toBe(radio.link);
    await tab.close();
  });

  test('a pasted Amazon address is looked up too; saving goes through POST /api/asin-info and stores what Amazon gave', async ({ page }) => {
    await login(page);
    await serveAmazonImages(page);
    await sidebarLink(page, 'Aggiungi prodotto').click();
    const form = addForm(page);
    await form.getByLabel('ASIN', { exact: true }).fill(RADIO_URL);
    await form.getByRole('button', { name: 'Cerca' }).click();
    await expectToast(page, 'Dati trovati dal codice ASIN.');
    await expect(form.getByLabel('ASIN', { exact: true })).toHaveValue(RADIO);
    await form.getByLabel('Categoria').selectOption({ label: 'Comunicazione e radio' });

    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/asin-info' && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    const res = await saved;
    expect(res.status()).toBe(201);
    expect(await res.json()).toMatchObject({ success: true, error: null, prodotto: { asin_prodotto: RADIO } });
    await expectToast(page, 'Prodotto salvato correttamente.');
    await expect(page.getByRole('region', { name: 'Aggiunti in questa sessione' })).toContainText(RADIO_SHORT);

    const stored = (await products(page.request)).find((p) => p.asin_prodotto === RADIO);
    expect(stored).toMatchObject({
      nome_prodotto: radio.nome,
      nome_sintetico: RADIO_SHORT,
      valutazione_prodotto: 4.5,
      prezzo_originale: 49.99,
      prezzo_scontato: 34.99,
      prezzo_prodotto: 34.99,
      seo_keyword_prodotto: radio.seo_keyword_prodotto,
      img_prodotto: radio.img_url,
      link_prodotto: radio.link,
      specifiche_tecniche: radio.specifiche_tecniche,
      descrizione_generale: radio.descrizione_generale,
      informazioni_articolo: radio.informazioni_articolo,
      contenuto_scatola: radio.contenuto_scatola,
      nome_categoria: 'Comunicazione e radio',
    });
  });

  // A short link resolved by the server through the fake Amazon (amzn.eu/d/radio01 → the
  // radio page); the radio is in the catalogue now, so the lookup flags it at once.
  test('an amzn.eu short link pasted in Aggiungi prodotto fills the form; an ASIN already stored is flagged with a link to it', async ({ page }) => {
    await login(page);
    await serveAmazonImages(page);
    await sidebarLink(page, 'Aggiungi prodotto').click();
    const form = addForm(page);
    await form.getByLabel('ASIN', { exact: true }).fill('https://amzn.eu/d/radio01');
    await form.getByRole('button', { name: 'Cerca' }).click();
    await expectToast(page, 'Dati trovati dal codice ASIN.');
    await expect(form.getByLabel('ASIN', { exact: true })).toHaveValue(RADIO);
    await expect(form.getByLabel('Nome completo')).toHaveValue(radio.nome);
    await expect(form.getByLabel('Prezzo scontato (€)')).toHaveValue('34,99');
    await expect(form.getByLabel('URL immagine')).toHaveValue(radio.img_url);

    const warning = form.getByText(`Questo ASIN è già nel catalogo: ${RADIO_SHORT}.`);
    await expect(warning).toBeVisible();
    await form.getByRole('link', { name: 'Apri il prodotto' }).click();
    await expect(page).toHaveURL(/\/dashboard\/prodotti$/);
    await expect(page.getByRole('region', { name: `Modifica «${RADIO_SHORT}»` })).toBeVisible();
  });

  test('Aggiorna dati da Amazon on one product updates its card; failures and missing ASINs show', async ({ page }) => {
    await login(page);
    await serveAmazonImages(page);
    // A product whose page is gone and one without an ASIN (the form always needs one: via the API).
    const created = await page.request.post('/api/prodotti', { data: { nome_prodotto: MISSING_NAME, asin_prodotto: MISSING } });
    expect(created.status()).toBe(201);
    const bare: Product = await (await page.request.post('/api/prodotti', { data: { nome_prodotto: NO_ASIN_NAME, asin_prodotto: 'B0E2ENOASN' } })).json();
    expect((await page.request.put(`/api/prodotti/${bare.id}`, { data: { asin_prodotto: null } })).ok()).toBe(true);
    await page.reload();

    const card = page.getByRole('article', { name: RADIO_SHORT });
    await expect(card).toContainText('Mai aggiornato da Amazon');
    const refresh = card.getByRole('button', { name: `Aggiorna dati da Amazon: ${RADIO_SHORT}` });
    await expect(refresh).toHaveAttribute('title', 'Aggiorna dati da Amazon');
    await refresh.click();
    await expectToast(page, 'Dati aggiornati da Amazon.');
    await expect(card).toContainText(DATA_AT);
    await expect(card).not.toContainText('Mai aggiornato da Amazon');
    await expect(card).toContainText('34,99');

    const missing = page.getByRole('article', { name: MISSING_NAME });
    await missing.getByRole('button', { name: `Aggiorna dati da Amazon: ${MISSING_NAME}` }).click();
    await expectToast(page, AMAZON_MSG.notFound);
    await expect(missing).toContainText('Aggiornamento non riuscito');
    await expect(missing).toContainText(AMAZON_MSG.notFound);
    await expect(missing).toContainText('Mai aggiornato da Amazon');

    const noAsin = page.getByRole('article', { name: NO_ASIN_NAME });
    await expect(noAsin.getByRole('button', { name: `Serve un ASIN per aggiornare i dati da Amazon: ${NO_ASIN_NAME}` })).toBeDisabled();

    // The edit panel shows the price history: the reading just taken.
    await card.getByRole('button', { name: `Modifica: ${RADIO_SHORT}` }).click();
    const history = page.getByRole('region', { name: `Modifica «${RADIO_SHORT}»` }).getByRole('region', { name: 'Storico prezzi' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1)).toContainText('34,99');
    await expect(history.getByRole('row').nth(1)).toContainText('49,99');
    await expect(history.getByRole('row').nth(1)).toContainText('Sì');
  });

  test('Aggiorna tutti da Amazon shows the progress, reloads the list and ends', async ({ page }) => {
    // The whole catalogue is read from the fake Amazon, 200 ms apart, then restored: real work
    // that takes well over 30 s on a loaded machine.
    test.setTimeout(90_000);
    await login(page);
    await serveAmazonImages(page);
    const withAsin = (await products(page.request)).filter((p) => p.asin_prodotto || p.asin_preferito).length;
    const button = page.getByRole('button', { name: 'Aggiorna tutti da Amazon' });
    const panel = page.getByRole('region', { name: 'Aggiorna tutti da Amazon' });
    await expect(panel).toHaveCount(0);

    await keepingDemoData(page, async () => {
      await button.click();
      await expect(panel).toBeVisible();
      const status = panel.getByRole('status');
      const bar = panel.getByRole('progressbar', { name: 'Avanzamento dell’aggiornamento' });
      await expect(bar).toHaveAttribute('aria-valuemax', String(withAsin));
      await expect(status).toContainText(`di ${withAsin}`);
      await expect(button).toHaveAttribute('aria-busy', 'true');

      await expect(status).toContainText('Aggiornamento da Amazon completato.', { timeout: 30_000 });
      await expect(bar).toHaveAttribute('aria-valuenow', String(withAsin));
      // The page of B000000404 is gone: one failure.
      await expect(status).toContainText(`Aggiornati ${withAsin - 1} di ${withAsin}`);
      await expect(status).toContainText('1 non riuscito');
      await expect(button).not.toHaveAttribute('aria-busy');

      // The list was reloaded: on its first page (the newest 24) every product with an ASIN now
      // says when it was read, but the missing page and the product without an ASIN (both new).
      const firstPage = (await (await page.request.get('/api/prodotti?ordine=recenti&limit=24')).json()) as Product[];
      await expect(page.getByText('Mai aggiornato da Amazon')).toHaveCount(2);
      await expect(page.getByRole('article', { name: 'Prodotto E2E senza pagina Amazon' })).toContainText(AMAZON_MSG.notFound);
      await expect(page.getByText(DATA_AT)).toHaveCount(firstPage.length - 2);
      expect((await products(page.request)).filter((p) => p.dati_aggiornati_at).length).toBe(withAsin - 1);

      await panel.getByRole('button', { name: 'Chiudi il riepilogo dell’aggiornamento' }).click();
      await expect(panel).toHaveCount(0);
    });
  });

  test('a run already going: shown on load, and a second start answers the server’s 409', async ({ page, e2eServer }) => {
    // The page asks on load whether a run is going: let it find none first.
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/prodotti/aggiorna' && r.request().method() === 'GET');
    await login(page);
    await asked;
    const panel = page.getByRole('region', { name: 'Aggiorna tutti da Amazon' });
    await keepingDemoData(page, async () => {
      // Amazon's pages wait until the test has seen the run going (however slow the reload is).
      await e2eServer.control('hold-amazon');
      try {
        // Started elsewhere (another tab, another editor) after this page loaded.
        expect((await page.request.post('/api/prodotti/aggiorna')).status()).toBe(202);
        await page.getByRole('button', { name: 'Aggiorna tutti da Amazon' }).click();
        await expectToast(page, AMAZON_MSG.refreshBusy);
        await expect(panel).toBeVisible();

        await page.reload();
        await expect(panel.getByRole('status')).toContainText('Aggiornamento da Amazon in corso…');
        await expect(page.getByRole('button', { name: 'Aggiorna tutti da Amazon' })).toHaveAttribute('aria-busy', 'true');
      } finally {
        await e2eServer.control('release-amazon');
      }
      await expect(panel.getByRole('status')).toContainText('Aggiornamento da Amazon completato.', { timeout: 30_000 });
    });
  });

  test('clean up: the products of these tests go', async ({ page }) => {
    await login(page);
    for (const p of await products(page.request)) {
      if (p.asin_prodotto === RADIO || p.nome_prodotto === MISSING_NAME || p.nome_prodotto === NO_ASIN_NAME) {
        expect((await page.request.delete(`/api/prodotti/${p.id}`)).status()).toBe(204);
      }
    }
  });
});
