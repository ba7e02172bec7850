import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { SITE_MSG } from '../../common/messages-site.ts';
import { expectToast, login } from './dashboard-helpers.ts';
import { SITE_URL } from './public-helpers.ts';
import { E2E_ADMIN } from './server.ts';
import { LIST_MSG } from '../../common/messages-lists.ts';

/**
 * The publishing gate in the browser (decision 0023): a review whose model-based verification
 * (the fake OpenAI's, deterministic) found a comparative claim the product's data does not hold
 * cannot be published until the editor resolves it; 'Modifica il testo' keeps it off the site; the
 * claim confirmed with its source is recorded with the editor's name, and only then does a visitor
 * read it, under the AI disclosure line. A product of its own, deleted at the end: the demo data
 * stay as they were.
 */
test.describe.configure({ mode: 'serial' });

const NAME = 'Lanterna del gate e2e';
const CLAIM = 'È la lanterna più luminosa della sua categoria.';
const TEXT = `<p>Fa 300 lumen con una batteria da 2000 mAh.</p><p>${CLAIM}</p>`;

async function call<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data: data as object | undefined, headers: { origin: SITE_URL } });
  const body = await res.text();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

test('a claim the verification found holds the review back until it is confirmed with its source', async ({ page, browser }) => {
  await login(page);
  const product = await call<{ id: number }>(page.request, 'POST', '/api/prodotti', {
    nome_prodotto: NAME,
    nome_sintetico: NAME,
    asin_prodotto: 'B0GATEE2E1',
    prezzo_originale: 29.9,
    specifiche_tecniche: 'Flusso luminoso: 300 lumen\nBatteria: 2000 mAh',
  });
  const visitor = await browser.newContext();
  try {
    const { recensione } = await call<{ recensione: { id: number } }>(page.request, 'POST', `/api/recensioni/genera/${product.id}`, {});
    await call(page.request, 'PUT', `/api/recensioni/${product.id}`, { recensione_prodotto: TEXT });
    const report = await call<{ non_verificati: Array<{ text: string; kind: string }> }>(page.request, 'POST', `/api/verifica/recensione/${recensione.id}`, {});
    expect(report.non_verificati).toEqual([expect.objectContaining({ text: CLAIM, kind: 'qualitativa' })]);

    await page.goto('/dashboard/recensioni');
    const card = page.getByRole('article', { name: NAME });
    await card.getByRole('button', { name: LIST_MSG.publish }).click();
    const dialog = page.getByRole('dialog', { name: CLAIMS_MSG.dialogTitle });
    await expect(dialog.locator('mark')).toHaveText([CLAIM]);
    await expect(dialog.getByText(CLAIMS_MSG.kind.qualitativa!)).toBeVisible();
    await expect(dialog.getByText(/I dati non riportano/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('gate-dialog.png') });

    // Back to the text: the review's page opens at the claim, highlighted; nothing is published.
    await dialog.getByRole('button', { name: CLAIMS_MSG.editText }).click();
    await expect(dialog).toBeHidden();
    const onPage = page.locator('section.editor-page');
    await expect(onPage.locator('.rte-unverified', { hasText: 'più luminosa della sua categoria' }).first()).toBeVisible();
    const aside = onPage.getByRole('complementary');
    await expect(aside.getByText('Bozza')).toBeVisible();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/articolo/${product.id}`);
    await expect(publicPage.getByText(SITE_MSG.noReview)).toBeVisible();
    await expect(publicPage.getByText(CLAIM)).toHaveCount(0);

    // Confirmed with a source from the page's side panel: published, recorded with who and when.
    await aside.getByRole('button', { name: LIST_MSG.publish }).click();
    await dialog.getByRole('textbox', { name: CLAIMS_MSG.sourceLabel }).fill('Prova comparativa di Altroconsumo, marzo 2026');
    await dialog.getByRole('button', { name: CLAIMS_MSG.confirmPublish }).click();
    await expectToast(page, REVIEW_MSG.published);
    const record = await call<{ conferme: Array<{ testo: string; fonte: string; autore: string }> }>(page.request, 'GET', `/api/verifica/recensione/${recensione.id}`);
    expect(record.conferme).toEqual([expect.objectContaining({ testo: CLAIM, fonte: 'Prova comparativa di Altroconsumo, marzo 2026', autore: E2E_ADMIN.username })]);

    await publicPage.goto(`/articolo/${product.id}`);
    await expect(publicPage.locator('article p', { hasText: CLAIM }).first()).toBeVisible();
    // Its source is shown to readers, under 'Fonti' (decision 0068).
    await expect(publicPage.locator('section.fonti li', { hasText: 'Prova comparativa di Altroconsumo, marzo 2026' })).toContainText(CLAIM);
    await expect(publicPage.getByText(CLAIMS_MSG.disclosure)).toBeVisible();
  } finally {
    await visitor.close();
    await call(page.request, 'DELETE', `/api/prodotti/${product.id}`);
  }
});
