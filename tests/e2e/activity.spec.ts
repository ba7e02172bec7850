import { ACTIVITY_LABELS } from '../../common/activity.ts';
import { ACTIVITY_MSG as M } from '../../common/messages-activity.ts';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import type { News } from '../../common/types.ts';
import { expectToast, login, sidebarLink, waitForHydration } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { SITE_URL } from './server.ts';

/**
 * Attività in the browser (decision 0064): the administrator edits a news item in its editor and
 * publishes it, opens Attività from the sidebar, finds both lines (by whom, on which text, with a
 * link back to its editor), and filters by kind of action.
 */
let madeId = 0;

// The published item goes with the test: the public lists' tests read the newest news item.
test.afterEach(async ({ page }) => {
  if (madeId) expect((await page.request.delete(`/api/notizie/${madeId}`, { headers: { origin: SITE_URL } })).status()).toBe(204);
  madeId = 0;
});

test('an edit and a publication show in Attività, and the kind filter narrows them', async ({ page }) => {
  await login(page);
  const res = await page.request.post('/api/notizie', { data: { titolo: 'Allerta registro e2e', sommario: 'Un sommario scritto in redazione.' }, headers: { origin: SITE_URL } });
  expect(res.status()).toBe(201);
  const news = (await res.json()) as News;
  madeId = news.id;
  const title = 'Allerta del registro, modificata';

  await page.goto(`/dashboard/notizie/${news.id}`);
  await waitForHydration(page);
  // One save that changes the title and the status (the news editor's Stato): an edit and a publication.
  await page.getByRole('textbox', { name: N.fTitle, exact: true }).fill(title);
  await page.getByRole('combobox', { name: N.fStatus, exact: true }).selectOption('pubblicata');
  await page.getByRole('button', { name: N.save, exact: true }).click();
  await expectToast(page, N.saved);

  await sidebarLink(page, M.title).click();
  await expect(page).toHaveURL(/\/dashboard\/attivita$/);
  await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: title });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: ACTIVITY_LABELS.pubblicato })).toHaveCount(1);
  await expect(rows.filter({ hasText: ACTIVITY_LABELS.modificato })).toHaveCount(1);
  await expect(rows.first()).toContainText(/oggi \d{2}:\d{2}/);
  await expect(rows.first().getByRole('link', { name: title })).toHaveAttribute('href', `/dashboard/notizie/${news.id}`);

  // The screen at the widths the dashboard is laid out for (kept with the test's results).
  for (const width of [1024, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`attivita-${width}.png`), fullPage: true });
  }

  await page.getByRole('combobox', { name: M.filterKind }).selectOption('pubblicato');
  await expect(page).toHaveURL(/azione=pubblicato/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(ACTIVITY_LABELS.pubblicato);
  await expect(page.getByRole('row').filter({ hasText: ACTIVITY_LABELS.creato })).toHaveCount(0);
});
