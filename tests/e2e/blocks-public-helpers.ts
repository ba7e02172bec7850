import type { APIRequestContext, Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { StatsAnswer } from '../../common/stats.ts';
import type { Product } from '../../common/types.ts';
import { formatPrice, formatShortDateTime } from '../../app/lib/format.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { call } from './blocks-helpers.ts';
import { expect } from './fixtures.ts';
import { E2E_DB_FILE, SITE_URL } from './server.ts';

/**
 * What a reader sees of the blocks on a public page (decisions 0057, 0059), shared by the
 * publish-and-read spec and the blocks-in-a-text spec: the current price and its date, the click
 * report counted once under its place and page, a price past its 24 hours hidden, the page at
 * 375 px never scrolling sideways.
 */

/** A visitor's browser as the counting sees it (Playwright's own 'HeadlessChrome' is a bot to isbot). */
const VISITOR_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** How far the document scrolls sideways (≤ 0: not at all), with the elements that stick out, for the failure message. */
export async function overflow(page: Page): Promise<{ px: number; what: string }> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > document.documentElement.clientWidth + 0.5 && out.length < 8) out.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(r.right)}`);
    }
    return { px: document.documentElement.scrollWidth - document.documentElement.clientWidth, what: out.join(' | ') };
  });
}

/**
 * At 375 px: the table is in its focusable region with every product's column, the page does not
 * scroll sideways, and whatever the table does not show at once the region scrolls to.
 */
export async function tableReadableAtPhone(page: Page, path: string, columns: number) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  const region = page.getByRole('region', { name: 'Tabella di confronto (scorre in orizzontale)' });
  await expect(region).toBeVisible();
  await expect(region.getByRole('columnheader')).toHaveCount(columns);
  await expect(region).toHaveAttribute('tabindex', '0');
  const wide = await overflow(page);
  expect(wide.px, wide.what).toBeLessThanOrEqual(0);
  const box = (await region.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  // The last column is reachable: scrolled into the region's view, it lies inside the region.
  const last = region.getByRole('columnheader').last();
  await last.scrollIntoViewIfNeeded();
  const lastBox = (await last.boundingBox())!;
  const after = (await region.boundingBox())!;
  expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(after.x + after.width + 1);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Lowers a product's price in the catalogue (as the dashboard or a refresh would): the product as stored now. */
const cheaper = (page: Page, product: Product) =>
  call<Product>(page.request, 'PUT', `/api/prodotti/${product.id}`, { prezzo_scontato: Math.round((product.prezzo_prodotto! - 3.1) * 100) / 100 });

/**
 * The box shows its product's price as stored now with its date; after the prices of the box's
 * product and of a table's product change in the catalogue, the same page (nothing published
 * again) shows the new ones, with the new date.
 */
export async function currentPriceShown(page: Page, path: string, boxed: Product, inTable: Product) {
  const box = page.locator('.block-product');
  const table = page.locator('.block-compare');
  await page.goto(path);
  await expect(box.locator('.price')).toContainText(formatPrice(boxed.prezzo_prodotto));
  await expect(box).toContainText(`Prezzo aggiornato al ${formatShortDateTime(boxed.prezzo_aggiornato_at)}`);
  await expect(table).toContainText(formatPrice(inTable.prezzo_prodotto));
  const [boxedNow, inTableNow] = [await cheaper(page, boxed), await cheaper(page, inTable)];
  expect(boxedNow.prezzo_prodotto).toBeLessThan(boxed.prezzo_prodotto!);
  await expect
    .poll(async () => {
      await page.goto(path);
      return (await box.locator('.price').textContent()) ?? '';
    })
    .toContain(formatPrice(boxedNow.prezzo_prodotto));
  await expect(box).toContainText(`Prezzo aggiornato al ${formatShortDateTime(boxedNow.prezzo_aggiornato_at)}`);
  await expect(table).toContainText(formatPrice(inTableNow.prezzo_prodotto));
}

/** Clicks in the box so far, on this page, from the statistics (written every second on the e2e server). */
async function boxClicks(staff: APIRequestContext, path: string): Promise<number> {
  const res = await staff.get('/api/statistiche');
  const answer = (await res.json()) as StatsAnswer;
  return answer.pagine.find((p) => p.percorso === path)?.clic_per_posizione.prodotto ?? 0;
}

/**
 * An anonymous visitor clicks the box's 'Ordina su Amazon' (Amazon kept away): one report naming
 * the product, the page (`da`) and the box, counted once under 'prodotto' for this page.
 */
export async function visitorClicksBox(browser: Browser, staff: APIRequestContext, path: string, product: Product) {
  const before = await boxClicks(staff, path);
  const context = await browser.newContext({ userAgent: VISITOR_UA, baseURL: SITE_URL });
  await context.route(/^https?:\/\/([a-z0-9-]+\.)*amazon\.[a-z.]+\//, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('html[data-enhanced~="affiliate-clicks"]')).toHaveCount(1);
  const popup = context.waitForEvent('page');
  const report = page.waitForResponse((r) => r.url().includes('/api/clic?'));
  await page
    .locator('.block-product')
    .getByRole('link', { name: /Ordina su Amazon/ })
    .click();
  const sent = await report;
  expect(sent.status()).toBe(204);
  const params = new URL(sent.url()).searchParams;
  expect({ p: params.get('p'), da: params.get('da'), blocco: params.get('blocco') }).toEqual({ p: String(product.id), da: path, blocco: 'prodotto' });
  await (await popup).close();
  await expect.poll(() => boxClicks(staff, path)).toBe(before + 1);
  await context.close();
  // Still one after the next writes: neither a ping besides the beacon nor a second report.
  await staff.get(path);
  await expect.poll(() => boxClicks(staff, path), { intervals: [1_500, 1_500] }).toBe(before + 1);
}

/** Makes the products' prices older than 24 hours, as a day without refresh would (SQLite's triggers tell the render cache). */
export function agePrices(ids: number[]) {
  const db = new Database(E2E_DB_FILE);
  try {
    // The e2e server runs on the machine's clock: 49 hours before its now is past any 24-hour bound.
    const old = new Date(systemClock.nowMs() - 49 * 3_600_000).toISOString();
    db.prepare(`UPDATE products SET prezzo_aggiornato_at = ? WHERE id IN (${ids.map(() => '?').join(',')})`).run(old, ...ids);
  } finally {
    db.close();
  }
}

export async function expectPricesHidden(page: Page, path: string) {
  await expect
    .poll(async () => {
      await page.goto(path);
      return page.locator('.block-product, .block-compare').filter({ hasText: 'Prezzo aggiornato al' }).count();
    })
    .toBe(0);
  await expect(page.locator('.block-product')).not.toContainText('€');
  await expect(page.locator('.block-compare')).not.toContainText('€');
}
