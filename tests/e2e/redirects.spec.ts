import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import { REDIRECT_MSG as M } from '../../common/messages-redirects.ts';
import type { News } from '../../common/types.ts';
import { expectToast, login, sidebarLink, waitForHydration } from './dashboard-helpers.ts';
import { SITE_URL } from './server.ts';

/**
 * Addresses that never break, in the browser: a published news item renamed in its editor
 * (/dashboard/notizie/{id}) is reached from its old address; a redirect added on the
 * Reindirizzamenti page is followed, and the page then shows its use.
 */
test.describe.configure({ mode: 'serial' });

/** An API call with the page's session, from the site's own origin; the answer's JSON. */
async function call<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data: data as object | undefined, headers: { origin: SITE_URL } });
  const body = await res.text();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

test('a published news item renamed in its editor is reached from its old address', async ({ page }) => {
  await login(page);
  const text = 'Il servizio meteorologico prevede piogge intense per domani.';
  const news = await call<News>(page.request, 'POST', '/api/notizie', {
    titolo: 'Piogge intense in arrivo',
    slug: 'piogge-intense-e2e',
    testo_originale: text,
    contenuto: `<p>${text}</p>`,
  });
  await call(page.request, 'POST', `/api/notizie/${news.id}/pubblica`, {});

  await page.goto(`/dashboard/notizie/${news.id}`);
  await waitForHydration(page);
  const slug = page.getByRole('textbox', { name: N.fSlug });
  await expect(slug).toHaveValue('piogge-intense-e2e');
  await expect(slug).toBeEditable();
  await slug.fill('piogge-intense-domani-e2e');
  await page.getByRole('button', { name: N.save, exact: true }).click();
  await expectToast(page, N.saved);

  await page.goto('/notizie/piogge-intense-e2e?da=newsletter');
  await expect(page).toHaveURL(/\/notizie\/piogge-intense-domani-e2e\?da=newsletter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Piogge intense in arrivo' })).toBeVisible();

  // The old address is listed, as a change of slug.
  await page.goto('/dashboard/reindirizzamenti');
  const row = page.getByRole('row', { name: /piogge-intense-e2e/ });
  await expect(row).toContainText('/notizie/piogge-intense-domani-e2e');
  await expect(row).toContainText(M.origin.slug);
});

test('a redirect added on Reindirizzamenti is followed, and its use is counted', async ({ page }) => {
  await login(page);
  await sidebarLink(page, M.title).click();
  await expect(page).toHaveURL(/\/dashboard\/reindirizzamenti$/);
  await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
  const form = page.getByRole('form', { name: M.addTitle });
  await form.getByRole('textbox', { name: /Da \(indirizzo vecchio\)/ }).fill('/privacy');
  await form.getByRole('textbox', { name: /A \(pagina di destinazione\)/ }).fill('/guide');
  await form.getByRole('button', { name: M.add }).click();
  await expect(form.getByText(M.fromLive)).toBeVisible();

  await form.getByRole('textbox', { name: /Da \(indirizzo vecchio\)/ }).fill('/kit-emergenza-e2e');
  await form.getByRole('button', { name: M.add }).click();
  await expectToast(page, M.added);
  const row = page.getByRole('row', { name: /kit-emergenza-e2e/ });
  await expect(row.locator('td').nth(3)).toHaveText('0');
  await expect(row).toContainText(M.never);

  await page.goto('/kit-emergenza-e2e');
  await expect(page).toHaveURL(/\/guide$/);

  await page.goto('/dashboard/reindirizzamenti');
  await expect(
    page
      .getByRole('row', { name: /kit-emergenza-e2e/ })
      .locator('td')
      .nth(3),
  ).toHaveText('1');
  await expect(page.getByRole('row', { name: /kit-emergenza-e2e/ })).not.toContainText(M.never);
});
