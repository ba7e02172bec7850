import type { APIRequestContext, Page } from '@playwright/test';
import { MSG } from '../../common/messages.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { REVISION_UI_MSG } from '../../common/messages-revisions.ts';
import { SAFETY_MSG } from '../../common/messages-safety.ts';
import { expectToast, login } from './dashboard-helpers.ts';
import { SITE_URL } from './public-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The editor's day (issue 35), tried as a new user would: the Cronologia survives every way of
 * closing it after a version was chosen. Each test works on a product and review of its own,
 * deleted at the end: the demo data stay as they were.
 */
test.describe.configure({ mode: 'serial' });

async function call<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data: data as object | undefined, headers: { origin: SITE_URL } });
  const body = await res.text();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** A product of the test's own with a draft review saved `versions` times (each save a revision). */
async function reviewWithHistory(request: APIRequestContext, name: string, asin: string, versions: string[]) {
  const product = await call<{ id: number }>(request, 'POST', '/api/prodotti', { nome_prodotto: name, nome_sintetico: name, asin_prodotto: asin, prezzo_originale: 19.9 });
  const { recensione } = await call<{ recensione: { id: number } }>(request, 'POST', `/api/recensioni/genera/${product.id}`, {});
  for (const text of versions) await call(request, 'PUT', `/api/recensioni/${product.id}`, { recensione_prodotto: `<p>${text}</p>` });
  return { productId: product.id, reviewId: recensione.id };
}

/** Every page error and console error of the page from now on (a crash shows in both). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  return errors;
}

const editorOf = (page: Page, name: string) => page.getByRole('article', { name }).getByRole('textbox', { name: REVIEW_MSG.editorLabel });

test('Cronologia: a chosen version survives ×, Esc, a click outside, a second choice and a restore', async ({ page }) => {
  await login(page);
  const NAME = 'Torcia della cronologia e2e';
  const { productId, reviewId } = await reviewWithHistory(page.request, NAME, 'B0HISTE2E1', [
    'Prima stesura della cronologia.',
    'Seconda stesura della cronologia.',
    'Testo attuale della cronologia.',
  ]);
  const errors = watchErrors(page);
  try {
    await page.goto(`/dashboard/recensioni?q=${encodeURIComponent(NAME)}&modifica=${reviewId}`);
    const card = page.getByRole('article', { name: NAME });
    await expect(editorOf(page, NAME)).toContainText('Testo attuale della cronologia.');
    const history = page.getByRole('dialog', { name: REVISION_UI_MSG.historyTitle });
    const versions = history.getByRole('button', { name: /^Salvataggio/ });
    const open = async () => {
      await card.getByRole('button', { name: SAFETY_MSG.historyButton }).click();
      await expect(versions.first()).toBeVisible();
    };
    const choose = async (n: number) => {
      await versions.nth(n).click();
      await expect(history.getByRole('button', { name: REVISION_UI_MSG.restore })).toBeVisible();
    };

    // ×
    await open();
    await choose(0);
    await history.getByRole('button', { name: MSG.close }).click();
    await expect(history).toBeHidden();
    await expect(editorOf(page, NAME)).toBeVisible();
    // Esc
    await open();
    await choose(0);
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await expect(editorOf(page, NAME)).toBeVisible();
    // A click outside the dialog (on its backdrop).
    await open();
    await choose(1);
    await page.mouse.click(5, 5);
    await expect(history).toBeHidden();
    await expect(editorOf(page, NAME)).toBeVisible();
    // A second version after a first.
    await open();
    await choose(0);
    await choose(1);
    await expect(history.getByRole('heading', { level: 3 }).filter({ hasText: 'Salvataggio' })).toHaveCount(1);
    // A restore to its end: the editor shows the version restored.
    await history.getByRole('button', { name: REVISION_UI_MSG.restore }).click();
    await page.getByRole('dialog', { name: REVISION_UI_MSG.restoreTitle }).getByRole('button', { name: REVISION_UI_MSG.restoreConfirm }).click();
    await expectToast(page, REVISION_UI_MSG.restored);
    await expect(history).toBeHidden();
    await expect(editorOf(page, NAME)).toContainText('Prima stesura della cronologia.');

    await expect(page.getByText(MSG.pageErrorTitle)).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await call(page.request, 'DELETE', `/api/prodotti/${productId}`);
  }
});
