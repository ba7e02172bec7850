import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { getJson, SITE_URL, staffRequest } from './public-helpers.ts';

/**
 * Every 'Ordina su Amazon' the public pages render, and every Amazon link inside a
 * review, reports its click exactly once to POST /api/clic?p={product}&da={page}, in Chromium
 * (which sends the HTML ping) with the public script (which sends a beacon and removes the ping).
 * The reports are intercepted and counted here (the endpoint's own counting is tested with it);
 * Amazon itself is never reached. Stored HTML with a foreign tag, saved through the API as staff,
 * is served to a visitor with our tag and rel="sponsored".
 */

const ASIN = 'B0E2ECL1K1';
const FOREIGN_LINK = `https://www.amazon.it/Lanterna-Prova/dp/${ASIN}?tag=concorrente-21&ref=sr_1_1`;

interface Report {
  p: string | null;
  da: string | null;
  blocco: string | null;
  method: string;
}

/** The click reports of a context, and the Amazon addresses its pages tried to open (kept away). */
interface Watched {
  reports: Report[];
  amazon: string[];
}

/** Counts the click reports of the context and keeps every Amazon address away. */
async function watchClicks(context: BrowserContext): Promise<Watched> {
  const watched: Watched = { reports: [], amazon: [] };
  await context.route('**/api/clic**', async (route) => {
    const url = new URL(route.request().url());
    watched.reports.push({ p: url.searchParams.get('p'), da: url.searchParams.get('da'), blocco: url.searchParams.get('blocco'), method: route.request().method() });
    await route.fulfill({ status: 204 });
  });
  await context.route(/^https?:\/\/([a-z0-9-]+\.)*(amazon\.[a-z.]+|amzn\.[a-z]+)\//, async (route) => {
    watched.amazon.push(route.request().url());
    await route.abort();
  });
  return watched;
}

/**
 * Clicks a link to Amazon (it opens in a new tab) and waits until that tab asked for Amazon:
 * the browser sends a link's ping, and the script its beacon, as the click is handled, before it
 * follows the link; a report arriving later than the tab's navigation is no report of this click.
 */
async function follow(page: Page, watched: Watched, link: ReturnType<Page['locator']>) {
  const before = watched.amazon.length;
  const popup = page.context().waitForEvent('page');
  await link.click();
  await expect.poll(() => watched.amazon.length).toBe(before + 1);
  await (await popup).close();
}

/** Clicks a link (it opens Amazon in a new tab, aborted) and expects exactly one report of it. */
async function clickOnce(page: Page, watched: Watched, link: ReturnType<Page['locator']>, expected: { p: number; da: string; blocco: string }) {
  const { reports } = watched;
  const before = reports.length;
  await expect(link).toHaveAttribute('ping', `/api/clic?p=${expected.p}&da=${encodeURIComponent(expected.da)}&blocco=${expected.blocco}`);
  await follow(page, watched, link);
  // Neither a ping besides the beacon nor a second beacon.
  await expect.poll(() => reports.length).toBe(before + 1);
  expect(reports.slice(before)).toEqual([{ p: String(expected.p), da: expected.da, blocco: expected.blocco, method: 'POST' }]);
  await expect(link).not.toHaveAttribute('ping');
}

/** The tag of our affiliate links, as the site builds them (null when AMAZON_TAG is not set). */
function ourTag(href: string): string | null {
  return new URL(href).searchParams.get('tag');
}

test.describe('clicks on Amazon links', () => {
  let staff: APIRequestContext;
  let productId: number;

  test.beforeAll(async ({ playwright }) => {
    staff = await staffRequest(playwright);
    // A product and its review, written through the API as the editors do, with a pasted link
    // that carries a competitor's tag.
    const product = await staff.post('/api/prodotti', { data: { nome_prodotto: 'Lanterna da campeggio di prova clic', nome_sintetico: 'Lanterna clic', asin_prodotto: ASIN } });
    expect(product.status(), await product.text()).toBe(201);
    productId = (await product.json()).id;
    const generated = await staff.post(`/api/recensioni/genera/${productId}`, { data: {} });
    expect(generated.ok(), await generated.text()).toBe(true);
    const reviewId = (await generated.json()).recensione.id as number;
    const saved = await staff.put(`/api/recensioni/${productId}`, {
      data: { titolo: 'Lanterna clic: la prova', recensione_prodotto: `<p>La lanterna si compra <a href="${FOREIGN_LINK.replace(/&/g, '&amp;')}">su Amazon</a>.</p>` },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await saved.json()).avvisi).toEqual([expect.stringContaining('"concorrente-21"')]);
    const published = await staff.post(`/api/recensioni/${reviewId}/pubblica`, { data: {} });
    expect(published.status(), await published.text()).toBe(200);
  });

  test.afterAll(async () => {
    if (productId) {
      await staff.delete(`/api/recensioni/${productId}`);
      await staff.delete(`/api/prodotti/${productId}`);
    }
    await staff?.dispose();
  });

  test('stored HTML with a foreign tag is served with ours, rel="sponsored" and its click report', async ({ request }) => {
    const html = await (await request.get(`/articolo/${productId}`)).text();
    expect(html).not.toContain('concorrente-21');
    const buyHref = /<a class="btn btn-accent btn-lg" href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const tag = ourTag(buyHref);
    const inText = /<a [^>]*>su Amazon<\/a>/.exec(html)![0].replace(/&amp;/g, '&');
    expect(inText).toContain(`href="https://www.amazon.it/dp/${ASIN}${tag ? `?tag=${tag}` : ''}"`);
    expect(inText).toContain('rel="sponsored noopener noreferrer"');
    expect(inText).toContain('target="_blank"');
    expect(inText).toContain(`ping="/api/clic?p=${productId}&da=%2Farticolo%2F${productId}&blocco=testo"`);
    expect(inText).toContain(`data-clic="/api/clic?p=${productId}&da=%2Farticolo%2F${productId}&blocco=testo"`);
  });

  test('on the product page: the buy button and the link inside the review count once each', async ({ page }) => {
    const watched = await watchClicks(page.context());
    await page.goto(`/articolo/${productId}`);
    await expect(page.locator('html[data-enhanced~="affiliate-clicks"]')).toHaveCount(1);
    const path = `/articolo/${productId}`;
    await clickOnce(page, watched, page.locator('.buy-box').getByRole('link', { name: /Ordina su Amazon/ }), { p: productId, da: path, blocco: 'pulsante' });
    await clickOnce(page, watched, page.locator('.review .prose').getByRole('link', { name: 'su Amazon' }), { p: productId, da: path, blocco: 'testo' });
  });

  test("on a product card: 'Ordina su Amazon' counts once, for its product and the list's page", async ({ page }) => {
    const watched = await watchClicks(page.context());
    await page.goto('/prodotti');
    await expect(page.locator('html[data-enhanced~="affiliate-clicks"]')).toHaveCount(1);
    const ping = (await page.locator('article.product-card a[ping]').first().getAttribute('ping'))!;
    const p = Number(new URL(ping, SITE_URL).searchParams.get('p'));
    expect(p).toBeGreaterThan(0);
    // Found by its report's address: the click removes its ping.
    const link = page.locator(`article.product-card a[data-clic="${ping}"]`).first();
    await expect(link).toHaveText(/Ordina su Amazon/);
    await clickOnce(page, watched, link, { p, da: '/prodotti', blocco: 'pulsante' });
  });

  test("on a guide section: 'Ordina su Amazon' counts once, for the section's product", async ({ page, request }) => {
    const guides = await getJson<Array<{ id: number; prodotti: number[] }>>(request, '/api/guide?stato=pubblicata');
    const guide = guides.find((g) => g.prodotti.length > 0)!;
    const watched = await watchClicks(page.context());
    await page.goto(`/guida/${guide.id}`);
    await expect(page.locator('html[data-enhanced~="affiliate-clicks"]')).toHaveCount(1);
    const ping = (await page.locator('.guide-product a[ping]').first().getAttribute('ping'))!;
    const p = Number(new URL(ping, SITE_URL).searchParams.get('p'));
    expect(guide.prodotti).toContain(p);
    const link = page.locator(`.guide-product a[data-clic="${ping}"]`).first();
    await expect(link).toHaveText(/Ordina su Amazon/);
    await clickOnce(page, watched, link, { p, da: `/guida/${guide.id}`, blocco: 'pulsante' });
  });

  test('without JavaScript the ping alone reports the click, once', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const watched = await watchClicks(context);
    await page.goto(`/articolo/${productId}`);
    await follow(page, watched, page.locator('.buy-box').getByRole('link', { name: /Ordina su Amazon/ }));
    await expect.poll(() => watched.reports.length).toBe(1);
    expect(watched.reports).toEqual([{ p: String(productId), da: `/articolo/${productId}`, blocco: 'pulsante', method: 'POST' }]);
    await context.close();
  });
});
