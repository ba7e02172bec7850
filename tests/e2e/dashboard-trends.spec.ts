import { expect, test } from './fixtures.ts';
import { formatChange, formatInterest, trendText } from '../../app/features/trends/trends-format.ts';
import { TRENDS_MSG } from '../../common/messages-trends.ts';
import type { TrendData } from '../../common/schemas-trends.ts';
import { login, sidebarLink, waitForHydration } from './dashboard-helpers.ts';

/** 'Analisi Tendenze' against the fake Google Trends of tests/mocks/trends.ts (FAKE_SERVICES=1). */
test.describe('dashboard trends', () => {
  test('two terms over 12 months in Italy: chart, table, related queries and regions from the fake', async ({ page }) => {
    await login(page);
    await sidebarLink(page, 'Tendenze').click();
    await expect(page).toHaveURL(/\/dashboard\/tendenze$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: TRENDS_MSG.title, level: 1 })).toBeVisible();

    // The form's rules (terms required, the defaults 12 months and Italy, submit disabled while
    // invalid or loading): tests/components/small-forms.test.tsx. Here the results from the fake.
    await page.getByLabel(TRENDS_MSG.termsLabel).fill('generatore,  powerbank ,');
    await page.getByRole('button', { name: TRENDS_MSG.submit }).click();

    const results = page.getByTestId('trends-results');
    await expect(results).toBeVisible({ timeout: 15_000 });
    // The same request again is answered from the cache: the numbers the screen shows.
    const api = await page.request.post('/api/trends/analyze', {
      data: { terms: ['generatore', 'powerbank'], timeframe: 'today 12-m', geo: 'IT', type: 'all' },
    });
    const { data } = (await api.json()) as { data: TrendData };
    expect(data.cached).toBe(true);

    // Prodotti: the line chart (one line a term, an accessible summary) and the table per term.
    const chart = page.getByRole('img', { name: /Grafico a linee/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('polyline')).toHaveCount(2);
    await expect(chart).toHaveAttribute('aria-label', new RegExp(`generatore media ${formatInterest(data.products[0]!.interest)}`));
    const summary = page.getByTestId('trends-summary');
    for (const p of data.products) {
      const row = summary.getByRole('row').filter({ hasText: p.term });
      await expect(row).toContainText(formatInterest(p.interest));
      await expect(row).toContainText(trendText(p.trend));
      await expect(row).toContainText(formatChange(p.change));
    }
    await page.getByRole('button', { name: /Mostra tabella: Interesse nel tempo/ }).click();
    const table = page.getByTestId('trends-timeline-table');
    await expect(table.locator('tbody tr')).toHaveCount(data.timeline.length);
    const first = data.timeline[0]!;
    await expect(table.locator('tbody tr').first().locator('td')).toHaveText([String(first.values.generatore), String(first.values.powerbank)]);
    await page.getByRole('button', { name: /Mostra grafico/ }).click();
    await expect(chart).toBeVisible();

    // Argomenti: related queries per term, top and rising (the breakout reads 'Impennata').
    await page.getByRole('tab', { name: TRENDS_MSG.tabTopics }).click();
    const topics = page.getByTestId('trends-topics');
    await expect(topics).toHaveCount(2);
    const top = data.topics.generatore!.find((q) => q.kind === 'top')!;
    await expect(topics.first().getByRole('listitem').filter({ hasText: top.query }).first()).toContainText(String(top.value));
    await expect(topics.first().getByText(TRENDS_MSG.topicsRising)).toBeVisible();
    await expect(topics.nth(1).getByText(TRENDS_MSG.breakout)).toBeVisible();

    // Geografia: bars by region per term, the first region as the fake ranks it, and its table.
    await page.getByRole('tab', { name: TRENDS_MSG.tabGeography }).click();
    const geo = page.getByTestId('trends-geo');
    await expect(geo).toHaveCount(2);
    const best = data.geography.powerbank![0]!;
    await expect(geo.nth(1).getByRole('listitem').first()).toContainText(best.region);
    await expect(geo.nth(1).getByRole('listitem').first()).toContainText(String(best.interest));
    await geo
      .nth(1)
      .getByRole('button', { name: /Mostra tabella/ })
      .click();
    await expect(geo.nth(1).getByRole('row').nth(1)).toContainText(best.region);

    // Keyboard: the tabs move with the arrow keys.
    await page.getByRole('tab', { name: TRENDS_MSG.tabGeography }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: TRENDS_MSG.tabTopics })).toHaveAttribute('data-state', 'active');
  });

  test('Google’s 429 shows its Italian message to retry later', async ({ page }) => {
    await login(page);
    await page.goto('/dashboard/tendenze');
    await waitForHydration(page);
    await page.getByLabel(TRENDS_MSG.termsLabel).fill('generatore, fake-429');
    await page.getByRole('button', { name: TRENDS_MSG.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(TRENDS_MSG.rateLimited);
    await expect(page.getByTestId('trends-results')).toHaveCount(0);
  });
});
