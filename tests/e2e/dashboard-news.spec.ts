import { EDITOR_PAGE_MSG } from '../../common/messages-editor-page.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { EDITOR_MSG } from '../../common/messages-editor.ts';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import { SITE_MSG } from '../../common/messages-site.ts';
import type { News } from '../../common/types.ts';
import type { NewsCandidate } from '../../common/types-news.ts';
import { expectToast, login, waitForHydration } from './dashboard-helpers.ts';
import { serverTime } from './public-helpers.ts';
import { SITE_URL } from './server.ts';
import { LIST_MSG } from '../../common/messages-lists.ts';

/**
 * From a configured feed to a published Italian article entirely in the dashboard: the
 * fake feeds of tests/mocks/feeds.ts (FEED_URLS in playwright.config.ts, one of them answering
 * 500), two candidates added to the drafts, a summary and an article written by the fake OpenAI,
 * one published and read on /notizie and /notizie/{slug}. Also the feed sources page. The screens'
 * rules and messages (the form, the filters of the saved list, 'Carica altre', the buttons' states,
 * a new item and its deletion, per-step messages) are checked in tests/components/news-form.test.tsx.
 * A feed draft is dated when it is published (the feed's date stays the source's) and
 * the notice opens it; the unverified-data box follows the text as edited; 'Ingest da feed' shows
 * each feed as it is read and ends within its bound (FEED_INGEST_TIMEOUT_MS of tests/e2e/server.ts)
 * even when a feed never answers.
 */
test.describe.configure({ mode: 'serial' });

const candidate = (page: Page, title: string) => page.locator('.news-candidate').filter({ has: page.getByRole('heading', { name: title }) });
const saved = (page: Page, title: string) => page.locator('.news-item').filter({ has: page.getByRole('heading', { name: title }) });

let firstTitle = '';
let secondTitle = '';
/** The items made here, by title: deleted at the end. */
const made: string[] = [];

/** An API call with the page's session, from the site's own origin; the answer's JSON. */
async function call<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data: data as object | undefined, headers: { origin: SITE_URL } });
  const body = await res.text();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** The id in a dashboard link to an item's form (/dashboard/notizie/{id}). */
const idOf = (href: string | null) => Number(/\/dashboard\/notizie\/(\d+)$/.exec(href ?? '')?.[1]);

test('ingests the feeds (one source failing) and adds two candidates to the drafts, still marked after a reload', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  await page.goto('/dashboard/notizie');
  await expect(page.getByRole('heading', { level: 1, name: N.title })).toBeVisible();

  await page.getByRole('button', { name: N.ingestButton }).click();
  const items = page.locator('.news-candidate');
  await expect(items).toHaveCount(5, { timeout: 20_000 });
  // The source that answered 500 is reported with its error; the others gave candidates.
  const errors = page.locator('.news-feed-errors');
  await expect(errors).toContainText(N.sourcesFailed(1));
  await expect(errors).toContainText('HTTP 500');

  const titles = await items.locator('h3').allTextContents();
  [firstTitle, secondTitle] = titles as [string, string];
  for (const title of [firstTitle, secondTitle]) {
    await candidate(page, title).getByRole('button', { name: N.addToDrafts }).click();
    await expect(candidate(page, title).getByRole('button', { name: N.added })).toBeVisible({ timeout: 15_000 });
  }
  await expect(saved(page, firstTitle)).toBeVisible();
  await expect(saved(page, secondTitle)).toBeVisible();
  await expect(saved(page, firstTitle).getByText('Bozza', { exact: true })).toBeVisible();

  // After a reload the candidates come from the database, still marked as saved.
  await page.reload();
  await expect(candidate(page, firstTitle).getByRole('button', { name: N.added })).toBeDisabled({ timeout: 15_000 });
});

test('a draft from a feed has no publication date until it is published: the notice opens it, first in the saved list; the feed’s date is the source’s', async ({ page }) => {
  await login(page);
  await page.goto('/dashboard/notizie');
  const items = page.locator('.news-candidate');
  await expect(items).toHaveCount(5, { timeout: 15_000 });
  // The oldest candidate shown, not added yet: by its feed's date it would sort below the two added before.
  const title = (await items.last().locator('h3').textContent())!;
  made.push(title);
  const row = candidate(page, title);
  await row.getByRole('button', { name: N.addToDrafts }).click();
  await expect(row.getByRole('button', { name: N.added })).toBeVisible({ timeout: 15_000 });
  // Drafts come newest first by creation: the new one heads the saved list.
  await expect(page.locator('.news-item').first().locator('h3')).toHaveText(title);

  await row.getByRole('link', { name: N.openDraft }).click();
  await expect(page).toHaveURL(/\/dashboard\/notizie\/\d+$/);
  await expect(page.getByRole('textbox', { name: N.fTitle, exact: true })).toHaveValue(title);
  await expect(page.getByLabel(N.fDate, { exact: true })).toHaveValue('');
  await expect(page.getByLabel(N.fSourceDate, { exact: true })).not.toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('bozza-dal-feed.png'), fullPage: true });
});

test('summarises and writes the article with the AI, publishes it and shows it on the public pages', async ({ page }) => {
  test.setTimeout(60_000);
  const started = await serverTime(page.request);
  await login(page);
  await page.goto('/dashboard/notizie');
  await saved(page, firstTitle).getByRole('link', { name: N.edit }).click();
  await expect(page.getByRole('heading', { level: 1, name: N.editTitle })).toBeVisible();
  await expect(page.getByRole('textbox', { name: N.fTitle, exact: true })).toHaveValue(firstTitle);

  // The source text was extracted from the article page when the draft was saved.
  const original = page.getByRole('textbox', { name: N.fOriginal, exact: true });
  await expect(original).not.toHaveValue('');

  const summary = page.getByRole('textbox', { name: N.fSummary, exact: true });
  await summary.fill('');
  await page.getByRole('button', { name: N.summarize }).click();
  await expect(summary).not.toHaveValue('');

  await page.getByRole('button', { name: N.generate }).click();
  const editor = page.locator('.rte [contenteditable="true"]');
  await expect(editor).toContainText('Secondo quanto riportato da');
  await expect(editor.locator('h2').first()).toBeVisible();

  await page.getByRole('spinbutton', { name: N.fRelevance }).fill('4');
  await page.getByRole('textbox', { name: N.fTags, exact: true }).fill('allerta, meteo');
  await page.getByRole('button', { name: N.save, exact: true }).click();
  await expectToast(page, N.saved);

  await page.getByRole('link', { name: EDITOR_PAGE_MSG.back }).click();
  const item = saved(page, firstTitle);
  await item.getByRole('button', { name: LIST_MSG.publish }).click();
  await expectToast(page, N.published);
  const href = await item.getByRole('link', { name: N.view }).getAttribute('href');
  expect(href).toMatch(/^\/notizie\/[a-z0-9-]+$/);
  // Dated when it was published; the feed's date is kept as the source's.
  const id = idOf(await item.getByRole('link', { name: N.edit }).getAttribute('href'));
  const stored = await call<News & { data_fonte: string | null }>(page.request, 'GET', `/api/notizie/${id}`);
  const fromFeed = (await call<NewsCandidate[]>(page.request, 'GET', '/api/notizie/candidati')).find((c) => c.titolo === firstTitle)!;
  expect(fromFeed.data_pubblicazione).not.toBeNull();
  expect(stored.data_fonte).toBe(fromFeed.data_pubblicazione);
  expect(Date.parse(stored.data_pubblicazione!)).toBeGreaterThanOrEqual(started - 1000);

  // Public: the list and the detail page, as an anonymous visitor.
  await page.context().clearCookies();
  await page.goto('/notizie');
  await expect(page.getByRole('heading', { level: 1, name: SITE_MSG.newsTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: firstTitle }).first()).toBeVisible();
  await expect(page.getByText(secondTitle)).toHaveCount(0);

  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await expect(page.locator('time').first()).toHaveAttribute('datetime', stored.data_pubblicazione!);
  await expect(page.locator('.prose-article')).toContainText('Secondo quanto riportato da');
  await expect(page.getByRole('link', { name: SITE_MSG.newsSourceLink })).toHaveAttribute('target', '_blank');
  // The draft stays hidden from visitors.
  const draftSlug = secondTitle
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const res = await page.request.get(`/notizie/${draftSlug}`);
  expect(res.status()).toBe(404);
});

test('the feed sources page lists each source with its last read and error, and adds, disables and removes one', async ({ page }) => {
  await login(page);
  await page.goto('/dashboard/fonti-feed');
  await expect(page.getByRole('heading', { level: 1, name: N.sourcesTitle })).toBeVisible();
  const sources = page.locator('.feed-source');
  await expect(sources).toHaveCount(5);
  // Sources added without a name took their feed's title at the first read.
  await expect(page.getByRole('heading', { name: 'Notizie di Prova – Protezione civile' })).toBeVisible();
  await expect(page.locator('.feed-source-error')).toContainText('HTTP 500');

  await page.getByRole('textbox', { name: N.sourceUrl, exact: true }).fill('non-un-indirizzo');
  await page.getByRole('button', { name: N.sourceAdd }).click();
  await expect(page.getByText(N.sourceUrlInvalid)).toBeVisible();
  await page.getByRole('textbox', { name: N.sourceUrl, exact: true }).fill('https://feed.scorta.test/con-etag.xml');
  await page.getByRole('textbox', { name: N.sourceName, exact: true }).fill('Feed con ETag');
  await page.getByRole('button', { name: N.sourceAdd }).click();
  await expectToast(page, N.sourceAdded);
  const added = sources.filter({ has: page.getByRole('heading', { name: 'Feed con ETag' }) });
  await expect(added.getByText(N.sourceNeverRead)).toBeVisible();

  await added.getByRole('button', { name: N.sourceDisable }).click();
  await expect(added.getByText(N.sourceDisabled)).toBeVisible();
  await added.getByRole('button', { name: N.sourceRemove }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await expectToast(page, N.sourceRemoved);
  await expect(sources).toHaveCount(5);
});

const CLAIMS_TITLE = 'Allerta arancione in Liguria: piogge intense';
const CLAIMS_SOURCE = 'Allerta arancione in Liguria per piogge intense. La protezione civile invita alla prudenza.';
const CLAIMS_ARTICLE = [
  'Sono caduti 120 mm di pioggia.',
  'Il vento ha raggiunto i 90 km/h sulla costa.',
  'Il 40% delle strade è chiuso.',
  'L’allerta durerà sei ore.',
  'La protezione civile invita alla prudenza.',
]
  .map((p) => `<p>${p}</p>`)
  .join('');

test('the unverified-data box of a news item counts the claims still in the text as it is edited, and speaks of the source', async ({ page }) => {
  await login(page);
  const item = await call<News>(page.request, 'POST', '/api/notizie', {
    titolo: CLAIMS_TITLE,
    fonte: 'Protezione civile',
    testo_originale: CLAIMS_SOURCE,
    contenuto: CLAIMS_ARTICLE,
  });
  made.push(CLAIMS_TITLE);
  await page.goto(`/dashboard/notizie/${item.id}`);
  const box = page.locator('.rte-unverified-list');
  await expect(box.locator('.rte-unverified-title')).toHaveText(EDITOR_MSG.unverifiedListTitle(4));
  await expect(box).toContainText(N.unverifiedHint);
  await expect(box).not.toContainText('prodotto');

  // Each sentence with a claim emptied in the editor: one claim fewer each time, then no box.
  const editor = page.locator('.rte [contenteditable="true"]');
  const left = [3, 2, 1];
  for (const claim of ['120 mm', '90 km/h', '40%']) {
    await editor.locator('p', { hasText: claim }).click({ clickCount: 3 });
    await page.keyboard.press('Backspace');
    await expect(box.locator('.rte-unverified-title')).toHaveText(EDITOR_MSG.unverifiedListTitle(left.shift()!));
  }
  await editor.locator('p', { hasText: 'sei ore' }).click({ clickCount: 3 });
  await page.keyboard.press('Backspace');
  await expect(box).toHaveCount(0);
});

test('Ingest da feed shows each feed as it is read and ends within its bound, naming the feed that never answered', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  const slow = await call<{ id: number }>(page.request, 'POST', '/api/fonti-feed', { url: 'https://feed.scorta.test/lento.xml', nome: 'Feed lento' });
  try {
    await page.goto('/dashboard/notizie');
    await waitForHydration(page);
    await page.getByRole('button', { name: N.ingestButton }).click();
    // Five feeds answer at once; the one that never answers keeps the run going, and the screen says so.
    const progress = page.locator('.news-ingest-progress');
    await expect(progress.getByText(N.ingestProgress(5, 6))).toBeVisible({ timeout: 15_000 });
    await expect(progress.locator('li', { hasText: 'Feed lento' })).toContainText(N.ingestFeedReading);
    await expect(progress.locator('li', { hasText: 'HTTP 500' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('ingest-in-corso.png'), fullPage: true });

    // The run's bound (6 s on the e2e server) ends it: the candidates, and the two feeds that failed.
    const errors = page.locator('.news-feed-errors');
    await expect(errors).toContainText(N.sourcesFailed(2), { timeout: 20_000 });
    await expect(errors.locator('li', { hasText: 'Feed lento' })).toContainText(N.ingestTimedOut(6));
    await expect(errors).toContainText('HTTP 500');
    await expect(progress).toHaveCount(0);
    await expect(page.getByRole('button', { name: N.ingestButton })).toBeEnabled();
    await expect(page.locator('.news-candidate')).toHaveCount(5);
  } finally {
    await call(page.request, 'DELETE', `/api/fonti-feed/${slow.id}`);
  }
});

// The browser tests share one server: the items made here (with the fake feeds' off-site images)
// must not show up in the public-page tests that run later.
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await login(page);
  const origin = new URL(page.url()).origin;
  const list = (await (await page.request.get('/api/notizie')).json()) as Array<{ id: number; titolo: string }>;
  for (const n of list.filter((x) => x.titolo === firstTitle || x.titolo === secondTitle || made.includes(x.titolo))) {
    const res = await page.request.delete(`/api/notizie/${n.id}`, { headers: { origin } });
    expect(res.status()).toBe(204);
  }
  await page.close();
});

test('the news screen fits 768 px without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await login(page);
  await page.goto('/dashboard/notizie');
  await expect(page.locator('.news-candidate').first()).toBeVisible({ timeout: 15_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
