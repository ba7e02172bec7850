import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { GUIDE_MSG as G } from '../../common/messages-guides.ts';
import { PREVIEW_MSG as P } from '../../common/messages-previews.ts';
import type { Guide, News } from '../../common/types.ts';
import { login, waitForHydration } from './dashboard-helpers.ts';
import { SITE_URL } from './server.ts';

/**
 * 'Anteprima' shows the editor's unsaved text with the public page's own template, at a phone's
 * and a desktop's width, for staff only; the public page keeps the saved text until Salva.
 */

/** An API call with the page's session, from the site's own origin; the answer's JSON. */
async function call<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data: data as object | undefined, headers: { origin: SITE_URL } });
  const body = await res.text();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** Clicks 'Anteprima' and waits for the preview page the frame loads; its answer. */
async function openPreview(page: Page, scope = page.locator('body')): Promise<Response> {
  const answer = page.waitForResponse((r) => /\/anteprima\/[\w-]{32}$/.test(new URL(r.url()).pathname) && r.request().resourceType() === 'document');
  await scope.getByRole('button', { name: P.button, exact: true }).click();
  const res = await answer;
  await expect(page.getByRole('dialog', { name: P.dialogTitle })).toBeVisible();
  return res;
}

const frame = (page: Page) => page.frameLocator('iframe.preview-frame');

test('news editor: typed words not saved show in the preview at phone and desktop width, never on the public page', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await login(page);
  const news = await call<News>(page.request, 'POST', '/api/notizie', { titolo: 'Scorte d’acqua per l’estate', contenuto: '<p>Il testo già pubblicato.</p>' });
  await call(page.request, 'POST', `/api/notizie/${news.id}/pubblica`, {});
  try {
    await page.goto(`/dashboard/notizie/${news.id}`);
    await waitForHydration(page);
    const editor = page.locator('.rte [contenteditable="true"]');
    await editor.locator('p', { hasText: 'già pubblicato' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Parole nuove mai salvate.');

    const res = await openPreview(page);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('no-store');
    expect(res.headers()['x-robots-tag']).toContain('noindex');
    const shown = frame(page);
    await expect(shown.getByText(P.banner)).toBeVisible();
    await expect(shown.locator('.news-article')).toContainText('Il testo già pubblicato. Parole nuove mai salvate.');
    await expect(shown.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const iframe = page.locator('iframe.preview-frame');
    await expect(iframe).toHaveAttribute('width', '375');
    await page.getByText(P.desktop, { exact: true }).click();
    await expect(iframe).toHaveAttribute('width', '1280');
    await expect(frame(page).locator('.news-article')).toContainText('Parole nuove mai salvate.');

    // The words typed after the preview opened: 'Aggiorna anteprima' shows them too.
    await page.getByRole('button', { name: P.close }).click();
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Ancora altre.');
    await openPreview(page);
    await expect(frame(page).locator('.news-article')).toContainText('Ancora altre.');

    // A visitor reads the saved text, and never the preview.
    const visitor = await browser.newPage();
    await visitor.goto(`/notizie/${news.slug}`);
    await expect(visitor.locator('.news-article')).toContainText('Il testo già pubblicato.');
    await expect(visitor.locator('.news-article')).not.toContainText('Parole nuove');
    await visitor.goto(new URL(res.url()).pathname);
    await expect(visitor).toHaveURL(/\/login$/);
    await visitor.close();
  } finally {
    await page.request.delete(`/api/notizie/${news.id}`, { headers: { origin: SITE_URL } });
  }
});

test("guide editor: a new title not saved shows on the guide page's preview, not on the public page", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await login(page);
  const guides = await call<Guide[]>(page.request, 'GET', '/api/guide?stato=pubblicata');
  const guide = guides[0]!;
  await page.goto(`/dashboard/guide/${guide.id}`);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: G.fTitle }).fill('Titolo della guida ancora da salvare');
  await openPreview(page);
  const shown = frame(page);
  await expect(shown.getByText(P.banner)).toBeVisible();
  await expect(shown.locator('#guida-titolo')).toHaveText('Titolo della guida ancora da salvare');
  await expect(shown.locator('.guide-cover')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/guida/${guide.id}`);
  await expect(visitor.locator('#guida-titolo')).toHaveText(guide.titolo);
  await visitor.close();
});
