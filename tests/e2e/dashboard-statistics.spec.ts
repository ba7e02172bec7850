import type { APIRequestContext } from '@playwright/test';
import { STATS_MSG } from '../../common/messages-stats.ts';
import { CLICK_PLACE_LABELS, STATS_PLACES_MSG } from '../../common/messages-stats-places.ts';
import { clickReportUrl, type StatsAnswer } from '../../common/stats.ts';
import { login, sidebarLink, waitForHydration } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { publishedRefs, SITE_URL } from './public-helpers.ts';

/** A visitor's browser as the counting sees it (Playwright's own 'HeadlessChrome' is a bot to isbot). */
const VISITOR_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Statistiche from the sidebar, with what anonymous visitors did (the demo server starts with no counts). */
test.describe('dashboard statistics', () => {
  test('visits and a click on Amazon show in the chart, the top products and the pages', async ({ page, playwright }) => {
    // An anonymous visitor (no staff cookie: staff are not counted) reads a review and a guide,
    // then clicks 'Ordina su Amazon' on the review (what its `ping` reports).
    const visitor: APIRequestContext = await playwright.request.newContext({ baseURL: SITE_URL, extraHTTPHeaders: { 'user-agent': VISITOR_UA } });
    const refs = await publishedRefs(visitor);
    const reviewPath = `/articolo/${refs.productId}`;
    for (const path of [reviewPath, `/guida/${refs.guideId}`, reviewPath]) {
      const res = await visitor.get(path, { headers: { accept: 'text/html' } });
      expect(res.status(), path).toBe(200);
    }
    const click = await visitor.post(clickReportUrl(refs.productId, reviewPath, 'pulsante'));
    expect(click.status()).toBe(204);
    await visitor.dispose();

    // The counts reach the database with the next write (every second on the e2e server); asked
    // again until they are there, the test's timeout being the bound.
    await login(page);
    let answer: StatsAnswer | null = null;
    await expect
      .poll(
        async () => {
          // The last 30 days by the server's clock (the default period): a run across midnight still finds its counts.
          const res = await page.request.get('/api/statistiche');
          if (!res.ok()) return `HTTP ${res.status()}`;
          const read = (await res.json()) as StatsAnswer;
          answer = read;
          const sum = (key: 'visite' | 'clic') => read.giorni.reduce((n, d) => n + d[key], 0);
          return sum('visite') >= 3 && sum('clic') >= 1;
        },
        { timeout: 0, intervals: [250] },
      )
      .toBe(true);
    const product = answer!.prodotti.find((p) => p.id === refs.productId)!;
    expect(product.clic).toBeGreaterThanOrEqual(1);

    await sidebarLink(page, STATS_MSG.navStats).click();
    await expect(page).toHaveURL(/\/dashboard\/statistiche$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: STATS_MSG.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: STATS_MSG.periodOption(30) })).toBeChecked();

    // The chart: two lines over 30 days, its summary with the totals.
    const chart = page.getByTestId('stats-chart');
    await expect(chart).toBeVisible();
    await expect(chart.locator('polyline')).toHaveCount(2);
    await expect(chart).toHaveAttribute('aria-label', /Grafico a linee delle visite e dei clic su Amazon per giorno/);
    await page.getByRole('button', { name: STATS_MSG.showTable }).click();
    await expect(page.getByTestId('stats-days-table').locator('tbody tr')).toHaveCount(30);
    await page.getByRole('button', { name: STATS_MSG.showChart }).click();

    // The clicked product and the visited review, with their figures.
    const products = page.getByRole('region', { name: STATS_MSG.productsTitle });
    await expect(products.getByRole('link', { name: product.nome })).toHaveAttribute('href', `/dashboard/prodotti?edit=${refs.productId}`);
    const pages = page.getByRole('region', { name: STATS_MSG.pagesTitle });
    const review = pages.getByRole('row').filter({ has: page.locator(`a[href="${reviewPath}"]`) });
    await expect(review).toBeVisible();
    await expect(review.getByRole('cell').nth(1)).not.toHaveText('0');
    // Clic per posizione: the review's 'Ordina su Amazon' is a 'Pulsante'; the two views of the review showed it.
    const places = page.getByRole('region', { name: STATS_PLACES_MSG.title });
    await expect(places.getByRole('columnheader')).toHaveText([STATS_PLACES_MSG.place, STATS_PLACES_MSG.clicks, STATS_PLACES_MSG.views, STATS_PLACES_MSG.ctr]);
    const button = places.getByRole('row').filter({ has: page.getByRole('rowheader', { name: CLICK_PLACE_LABELS.pulsante }) });
    await expect(button.getByRole('cell').nth(0)).not.toHaveText('0');
    await expect(button.getByRole('cell').nth(1)).not.toHaveText('0');
    await expect(button.getByRole('cell').nth(2)).toHaveText(/^\d+,\d%$/);
    await expect(page.getByRole('link', { name: STATS_MSG.exportCsv })).toHaveAttribute('href', /^\/api\/statistiche\/csv\?da=\d{4}-\d{2}-\d{2}&a=\d{4}-\d{2}-\d{2}$/);

    // 7 days: the address keeps the period.
    await page.getByRole('radio', { name: STATS_MSG.periodOption(7) }).check();
    await expect(page).toHaveURL(/\?giorni=7$/);
    await expect(chart).toBeVisible();
  });
});
