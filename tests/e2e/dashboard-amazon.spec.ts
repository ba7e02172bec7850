import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DASH_MSG } from '../../common/messages-dashboard.ts';
import { AMAZON_MSG } from '../../common/messages-outside.ts';
import type { Product } from '../../common/types.ts';
import { expectToast, login, sidebarLink, toast } from './dashboard-helpers.ts';

/**
 * Issue 8, the dashboard side: the ASIN lookup fills the product form (an ASIN or a pasted Amazon
 * address), the Aggiungi prodotto screen saves through POST /api/asin-info, Amazon's failures show
 * their own words, and products are refreshed from Amazon one at a time or all together.
 * Amazon is the fake of tests/mocks/amazon.ts (FAKE_SERVICES=1): B0SCORTA01 is the radio page,
 * B0CAPTCHA0 a robot check, B000000404 no such product, any other ASIN a generated page.
 *
 * 'Aggiorna tutti' refreshes the demo products too: each run restores their prices, rating and
 * image afterwards, so the public tests that follow see the demo data they expect.
 */
test.describe.configure({ mode: 'serial' });

const RADIO = 'B0SCORTA01';
const RADIO_URL = 'https://www.amazon.it/Radio-Emergenza/dp/B0SCORTA01/ref=sr_1_1?keywords=radio';
const RADIO_SHORT = 'Radio di Emergenza a Manovella';
const MISSING = 'B000000404';
const CAPTCHA = 'B0CAPTCHA0';
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
const euro = (n: number) => n.toFixed(2).replace('.', ',');
const TEXTS = [
  ['Specifiche tecniche', 'specifiche_tecniche'],
  ['Descrizione generale', 'descrizione_generale'],
  ['Informazioni articolo', 'informazioni_articolo'],
  ['Contenuto della scatola', 'contenuto_scatola'],
] as const;

/** The Amazon images of the fake pages, answered here (the browser has no way out). */
async function serveAmazonImages(page: Page) {
  const svg = fs.readFileSync(path.resolve('public', 'demo', 'prodotti', 'filtro-acqua-portatile.svg'));
  await page.route('https://m.media-amazon.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg }));
}

/** Every field of the form holds what the lookup read. */
async function expectFilledFrom(form: Locator, r: Lookup) {
  await expect(form.getByLabel('ASIN', { exact: true })).toHaveValue(r.asin);
  await expect(form.getByLabel('Nome completo')).toHaveValue(r.nome);
  await expect(form.getByLabel('Nome sintetico')).toHaveValue(r.nome_sintetico ?? RADIO_SHORT);
  await expect(form.getByLabel('Valutazione (0–5)')).toHaveValue(String(r.valutazione).replace('.', ','));
  await expect(form.getByLabel('Prezzo originale (€)')).toHaveValue(euro(r.prezzo_originale));
  await expect(form.getByLabel('Prezzo scontato (€)')).toHaveValue(euro(r.prezzo_scontato));
  await expect(form.getByLabel('Parole chiave SEO')).toHaveValue(r.seo_keyword_prodotto);
  await expect(form.getByLabel('URL immagine')).toHaveValue(r.img_url);
  await expect(form.getByRole('img', { name: 'Anteprima immagine' })).toHaveAttribute('src', r.img_url);
  await expect(form.getByLabel('Link prodotto')).toHaveValue(r.link);
  for (const [label, field] of TEXTS) {
    const box = form.locator('details').filter({ hasText: label });
    await expect(box.locator('summary')).toContainText('(compilato)');
    await expect(box.getByLabel(label)).toHaveValue(r[field]);
  }
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
      .poll(async () => ((await (await page.request.get('/api/prodotti/aggiorna')).json()) as { run: { stato: string } | null }).run?.stato, { timeout: 30_000 })
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
      expect(await res.json()).toMatchObject({ prezzo_prodotto: p.prezzo_prodotto, img_prodotto: p.img_prodotto, valutazione_prodotto: p.valutazione_prodotto });
    }
  }
}

test.describe('ASIN lookup and refresh from Amazon', () => {
  let radio: Lookup;

  test('Aggiungi prodotto: Cerca fills every field, busy while Amazon answers; Apri link prodotto opens the page', async ({ page, context }) => {
    await login(page);
    await serveAmazonImages(page);
    radio = await (await page.request.get(`/api/asin-info?asin=${RADIO}`)).json();
    expect(radio).toMatchObject({ asin: RADIO, prezzo_originale: 49.99, prezzo_scontato: 34.99, valutazione: 4.5 });

    await sidebarLink(page, 'Aggiungi prodotto').click();
    const form = addForm(page);
    const search = form.getByRole('button', { name: 'Cerca' });

    // Amazon can take its time: Cerca stays busy (and focused) until the answer comes.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const lookup = (url: URL) => url.pathname === '/api/asin-info';
    await page.route(lookup, async (route) => {
      await held;
      await route.continue();
    });
    await form.getByLabel('ASIN', { exact: true }).fill(RADIO);
    await search.click();
    await expect(search).toHaveAttribute('aria-busy', 'true');
    await expect(search).toBeFocused();
    await expect(form.getByRole('status')).toHaveText(DASH_MSG.asinSearching);
    await expect(form.getByRole('button', { name: 'Aggiungi prodotto' })).toBeDisabled();
    answer();
    await page.unroute(lookup);

    await expectToast(page, 'Dati trovati dal codice ASIN.');
    await expect(search).not.toHaveAttribute('aria-busy');
    await expectFilledFrom(form, radio);
    expect(radio.nome_sintetico).toBe(RADIO_SHORT);
    // The ASIN success message closes after 2 s.
    await expect(toast(page, 'Dati trovati dal codice ASIN.')).toBeHidden({ timeout: 3000 });

    // Apri link prodotto: the product page in a new tab.
    await context.route('https://www.amazon.it/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Amazon</title>' }));
    const [tab] = await Promise.all([context.waitForEvent('page'), form.getByRole('button', { name: 'Apri link prodotto' }).click()]);
    await expect.poll(() => tab.url()).toBe(radio.link);
    await tab.close();
  });

  test('a pasted Amazon address works the same; saving goes through POST /api/asin-info', async ({ page }) => {
    await login(page);
    await serveAmazonImages(page);
    await sidebarLink(page, 'Aggiungi prodotto').click();
    const form = addForm(page);
    // Enter in the ASIN box searches (it does not submit the form).
    await form.getByLabel('ASIN', { exact: true }).fill(RADIO_URL);
    await form.getByLabel('ASIN', { exact: true }).press('Enter');
    await expectToast(page, 'Dati trovati dal codice ASIN.');
    await expectFilledFrom(form, radio);
    await form.getByLabel('Categoria').selectOption({ label: 'Comunicazione e radio' });

    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/asin-info' && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    const res = await saved;
    expect(res.status()).toBe(201);
    expect(await res.json()).toMatchObject({ success: true, error: null, prodotto: { asin_prodotto: RADIO } });
    await expectToast(page, 'Prodotto salvato correttamente.');
    await expect(form.getByLabel('Nome completo')).toHaveValue('');
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
      contenuto_scatola: radio.contenuto_scatola,
      nome_categoria: 'Comunicazione e radio',
    });

    // The same product again: the server's words.
    await form.getByLabel('ASIN', { exact: true }).fill(RADIO);
    await form.getByLabel('Nome completo').fill('Doppione');
    await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await expectToast(page, 'Esiste già un prodotto con questo ASIN.');
  });

  test("Amazon's failures show their own words and leave the other fields as they were", async ({ page }) => {
    await login(page);
    await sidebarLink(page, 'Aggiungi prodotto').click();
    const form = addForm(page);
    await form.getByLabel('Nome completo').fill('Scritto a mano');
    await form.getByLabel('Prezzo originale (€)').fill('12,00');
    const untouched = async (asin: string) => {
      await expect(form.getByLabel('ASIN', { exact: true })).toHaveValue(asin);
      await expect(form.getByLabel('Nome completo')).toHaveValue('Scritto a mano');
      await expect(form.getByLabel('Prezzo originale (€)')).toHaveValue('12,00');
      await expect(form.getByLabel('Nome sintetico')).toHaveValue('');
      await expect(form.getByLabel('URL immagine')).toHaveValue('');
      await expect(form.locator('details').filter({ hasText: 'Specifiche tecniche' }).locator('summary')).toContainText('(vuoto)');
    };

    await form.getByLabel('ASIN', { exact: true }).fill(CAPTCHA);
    await form.getByRole('button', { name: 'Cerca' }).click();
    await expectToast(page, AMAZON_MSG.captchaDetails);
    // The reason stays by the ASIN box after the message closes.
    await expect(form.getByLabel('ASIN', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.field-error')).toHaveText(AMAZON_MSG.captchaDetails);
    await untouched(CAPTCHA);

    await form.getByLabel('ASIN', { exact: true }).fill(MISSING);
    await expect(form.getByLabel('ASIN', { exact: true })).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: 'Cerca' }).click();
    await expectToast(page, AMAZON_MSG.notFoundDetails(MISSING));
    await untouched(MISSING);
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

      // The list was reloaded: every product with an ASIN now says when it was read.
      await expect(page.getByText('Mai aggiornato da Amazon')).toHaveCount(2); // the missing page and the product without an ASIN
      await expect(page.getByRole('article', { name: 'Prodotto E2E senza pagina Amazon' })).toContainText(AMAZON_MSG.notFound);
      await expect(page.getByText(DATA_AT)).toHaveCount(withAsin - 1);

      await panel.getByRole('button', { name: 'Chiudi il riepilogo dell’aggiornamento' }).click();
      await expect(panel).toHaveCount(0);
    });
  });

  test('a run already going: shown on load, and a second start answers the server’s 409', async ({ page }) => {
    // The page asks on load whether a run is going: let it find none first.
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/prodotti/aggiorna' && r.request().method() === 'GET');
    await login(page);
    await asked;
    const panel = page.getByRole('region', { name: 'Aggiorna tutti da Amazon' });
    await keepingDemoData(page, async () => {
      // Started elsewhere (another tab, another editor) after this page loaded.
      expect((await page.request.post('/api/prodotti/aggiorna')).status()).toBe(202);
      await page.getByRole('button', { name: 'Aggiorna tutti da Amazon' }).click();
      await expectToast(page, AMAZON_MSG.refreshBusy);
      await expect(panel).toBeVisible();

      await page.reload();
      await expect(panel.getByRole('status')).toContainText('Aggiornamento da Amazon in corso…');
      await expect(page.getByRole('button', { name: 'Aggiorna tutti da Amazon' })).toHaveAttribute('aria-busy', 'true');
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
