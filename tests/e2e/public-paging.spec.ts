import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { login } from './dashboard-helpers.ts';

/**
 * The public lists show 24 cards a page with real links (q kept), rel=prev/next and the
 * page in the canonical URL, an Italian 404 past the end; suggestions come from the server.
 * 30 published news items named "Paginazione E2E n" are made for the test and removed after it.
 */
const N = 30;
const created: number[] = [];

test.describe.configure({ mode: 'serial' });

async function asEditor(page: Page) {
  await login(page);
  return page.request;
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const api = await asEditor(page);
  for (let i = 1; i <= N; i++) {
    const res = await api.post('/api/notizie', {
      data: {
        titolo: `Paginazione E2E ${String(i).padStart(2, '0')}`,
        sommario: 'Notizia di prova per le pagine.',
        stato: 'pubblicata',
        data_pubblicazione: `2020-01-${String(i).padStart(2, '0')}T08:00:00.000Z`,
      },
    });
    expect(res.status()).toBe(201);
    created.push(((await res.json()) as { id: number }).id);
  }
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  const api = await asEditor(page);
  for (const id of created) expect((await api.delete(`/api/notizie/${id}`)).status()).toBe(204);
  await page.close();
});

test('24 cards a page, real links that keep the search, rel prev/next, canonical with the page, 404 past the end', async ({ page }) => {
  await page.goto('/notizie?q=paginazione+e2e');
  await expect(page.getByRole('status').filter({ hasText: 'notizie' })).toHaveText(`${N} notizie`);
  await expect(page.locator('.news-rows > li')).toHaveCount(24);
  const pager = page.getByRole('navigation', { name: 'Pagine' });
  await expect(pager.getByText('Pagina 1 di 2', { exact: true })).toBeVisible();
  await expect(pager.getByText('Precedente')).toHaveAttribute('aria-disabled', 'true');
  const next = pager.getByRole('link', { name: 'Successiva' });
  await expect(next).toHaveAttribute('href', '/notizie?q=paginazione+e2e&pagina=2');
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', /\/notizie\?q=paginazione\+e2e&pagina=2$/);
  await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);

  await next.click();
  await expect(page).toHaveURL(/\/notizie\?q=paginazione\+e2e&pagina=2$/);
  await expect(page.locator('.news-rows > li')).toHaveCount(N - 24);
  await expect(pager.getByText('Pagina 2 di 2', { exact: true })).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Precedente' })).toHaveAttribute('href', '/notizie?q=paginazione+e2e');

  // Without a search the page is indexable: its canonical URL carries the page (page 1: none).
  await page.goto('/notizie?pagina=2');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/notizie\?pagina=2$/);
  await page.goto('/notizie');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/notizie$/);

  for (const bad of ['/notizie?pagina=999', '/notizie?pagina=0', '/notizie?q=paginazione+e2e&pagina=3']) {
    const res = await page.goto(bad);
    expect(res?.status(), bad).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questa pagina dell’elenco non esiste.');
  }
});

test('the pager works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/notizie?q=paginazione+e2e');
  await page.getByRole('link', { name: 'Successiva' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(page.locator('.news-rows > li')).toHaveCount(N - 24);
  await context.close();
});

test('a search is a new page from the server (page 1); suggestions come from /api/suggerimenti; clear drops q', async ({ page }) => {
  // From page 2 of the whole list: a search starts again from page 1.
  await page.goto('/notizie?pagina=2');
  await expect(page.locator('html[data-enhanced~="search"]')).toBeAttached();
  const asked = page.waitForRequest((r) => r.url().includes('/api/suggerimenti?tipo=notizie'));
  const box = page.getByRole('combobox', { name: 'Cerca tra le notizie' });
  await box.fill('paginazione e2e 1');
  await asked;
  const options = page.getByRole('listbox', { name: 'Suggerimenti' }).getByRole('option');
  await expect(options).toHaveCount(5);
  await expect(options.first()).toHaveText('Paginazione E2E 10');
  // Enter without a chosen suggestion sends the text: the server answers with its count.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/notizie\?q=paginazione\+e2e\+1$/);
  await expect(page.getByRole('status').filter({ hasText: 'notizi' })).toHaveText('10 notizie');
  await expect(box).toHaveValue('paginazione e2e 1');
  await expect(page.locator('html[data-enhanced~="search"]')).toBeAttached();
  // Focus shows the suggestions of the text in the box; a chosen one is the new search.
  await box.focus();
  await expect(options).toHaveCount(5);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/notizie\?q=Paginazione\+E2E\+10$/);
  await expect(box).toHaveValue('Paginazione E2E 10');
  await expect(page.getByRole('status').filter({ hasText: 'notizi' })).toHaveText('1 notizia');

  // Clearing a search on its page 2: the whole list, page 1.
  await page.goto('/notizie?q=paginazione+e2e&pagina=2');
  await expect(page.locator('html[data-enhanced~="search"]')).toBeAttached();
  await page.getByRole('button', { name: 'Cancella la ricerca' }).click();
  await expect(page).toHaveURL(/\/notizie$/);
  await expect(box).toHaveValue('');
  await expect(page.locator('.news-rows > li')).toHaveCount(24);
});
