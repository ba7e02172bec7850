import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { blockHtml } from '../../common/content-blocks.ts';
import { overflow } from './blocks-public-helpers.ts';
import { expect, test } from './fixtures.ts';
import { staffRequest } from './public-helpers.ts';

/**
 * Product boxes and comparison tables inside stored texts (decision 0057), in Chromium: at 375 px
 * the table scrolls inside its own region (by keyboard too, the row labels staying in view) and the
 * page never scrolls sideways; a click on a box's or a table's 'Ordina su Amazon' is reported once
 * with its place. Screenshots at 375, 768 and 1024 px are attached to the run.
 */

const WIDTHS = [375, 768, 1024] as const;

interface Report {
  p: string | null;
  da: string | null;
  blocco: string | null;
}

/** Counts the click reports of the context and keeps every Amazon address away. */
async function watchClicks(context: BrowserContext): Promise<{ reports: Report[]; amazon: string[] }> {
  const watched = { reports: [] as Report[], amazon: [] as string[] };
  await context.route('**/api/clic**', async (route) => {
    const url = new URL(route.request().url());
    watched.reports.push({ p: url.searchParams.get('p'), da: url.searchParams.get('da'), blocco: url.searchParams.get('blocco') });
    await route.fulfill({ status: 204 });
  });
  await context.route(/^https?:\/\/([a-z0-9-]+\.)*(amazon\.[a-z.]+|amzn\.[a-z]+)\//, async (route) => {
    watched.amazon.push(route.request().url());
    await route.abort();
  });
  return watched;
}

test.describe('blocks in a text', () => {
  let staff: APIRequestContext;
  const products: number[] = [];
  let newsPath = '';
  let newsId = 0;

  test.beforeAll(async ({ playwright }) => {
    staff = await staffRequest(playwright);
    const names = ['Torcia frontale a lunga autonomia per escursioni', 'Radio a manovella con pannello solare', 'Powerbank solare resistente all’acqua', 'Fornelletto da campo'];
    for (const [i, nome] of names.entries()) {
      const res = await staff.post('/api/prodotti', {
        data: {
          nome_prodotto: nome,
          asin_prodotto: `B0E2EBLK0${i}`,
          valutazione_prodotto: 4 + i / 10,
          prezzo_originale: 20 + i,
          specifiche_tecniche: `Peso: ${100 + i * 50} g\nAutonomia: ${8 + i} ore di luce continua con la batteria carica\nColore: grigio`,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      products.push((await res.json()).id as number);
    }
    const contenuto = [
      '<p>Prima di partire conviene scegliere con calma che cosa portare nello zaino.</p>',
      blockHtml({ tipo: 'prodotto', id: products[0]! }),
      '<p>Ecco come si confrontano.</p>',
      blockHtml({
        tipo: 'confronto',
        ids: products,
        righe: [{ tipo: 'valutazione' }, { tipo: 'prezzo' }, { tipo: 'spec', chiave: 'Peso' }, { tipo: 'spec', chiave: 'Autonomia' }, { tipo: 'acquista' }],
        scelta: products[1]!,
        motivo: 'Funziona anche senza corrente',
      }),
      '<p>Buon viaggio.</p>',
    ].join('');
    const res = await staff.post('/api/notizie', { data: { titolo: 'Zaino di emergenza: cosa portare', contenuto, stato: 'pubblicata' } });
    expect(res.status(), await res.text()).toBe(201);
    const news = await res.json();
    newsId = news.id;
    newsPath = `/notizie/${news.slug}`;
  });

  test.afterAll(async () => {
    if (newsId) await staff.delete(`/api/notizie/${newsId}`);
    for (const id of products) await staff.delete(`/api/prodotti/${id}`);
    await staff?.dispose();
  });

  test('at 375 px the table scrolls in its own region, by keyboard too, and the page does not', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(newsPath);
    const region = page.getByRole('region', { name: 'Tabella di confronto (scorre in orizzontale)' });
    await expect(region).toBeVisible();
    await expect(region.getByRole('columnheader')).toHaveCount(4);
    const before = await overflow(page);
    expect(before.px, before.what).toBeLessThanOrEqual(0);
    const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    // The keyboard reaches the region and scrolls it.
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The row labels stay at the region's left edge.
    const label = region.getByRole('rowheader', { name: 'Peso' });
    const [labelBox, regionBox] = [await label.boundingBox(), await region.boundingBox()];
    expect(Math.abs(labelBox!.x - regionBox!.x)).toBeLessThanOrEqual(2);
    const after = await overflow(page);
    expect(after.px, after.what).toBeLessThanOrEqual(0);
  });

  test('the box and the table report their clicks once each, with their place', async ({ page }) => {
    const watched = await watchClicks(page.context());
    await page.goto(newsPath);
    await expect(page.locator('html[data-enhanced~="affiliate-clicks"]')).toHaveCount(1);
    for (const [scope, blocco, p] of [
      [page.locator('.block-product'), 'prodotto', products[0]!],
      [page.locator('.block-compare td.is-pick'), 'confronto', products[1]!],
    ] as const) {
      const before = watched.reports.length;
      const popup = page.context().waitForEvent('page');
      await scope.getByRole('link', { name: /Ordina su Amazon/ }).click();
      await expect.poll(() => watched.amazon.length).toBeGreaterThan(0);
      await (await popup).close();
      await expect.poll(() => watched.reports.length).toBe(before + 1);
      expect(watched.reports.at(-1)).toEqual({ p: String(p), da: newsPath, blocco });
      watched.amazon.length = 0;
    }
  });

  for (const width of WIDTHS) {
    test(`screenshot at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto(newsPath);
      await page.locator('.block-product').scrollIntoViewIfNeeded();
      const wide = await overflow(page);
      expect(wide.px, wide.what).toBeLessThanOrEqual(0);
      await screenshot(page, testInfo.outputPath(`blocchi-${width}.png`));
      await testInfo.attach(`blocchi-${width}`, { path: testInfo.outputPath(`blocchi-${width}.png`), contentType: 'image/png' });
    });
  }
});

async function screenshot(page: Page, path: string) {
  const top = await page.locator('.rich-content').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const height = await page.locator('.rich-content').evaluate((el) => el.getBoundingClientRect().height);
  const width = page.viewportSize()!.width;
  await page.screenshot({ path, fullPage: true, clip: { x: 0, y: Math.max(0, top - 16), width, height: height + 32 } });
}
