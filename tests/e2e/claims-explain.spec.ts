import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { EDITOR_PAGE_MSG } from '../../common/messages-editor-page.ts';
import { LIST_MSG } from '../../common/messages-lists.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { expectToast, login } from './dashboard-helpers.ts';
import { SITE_URL } from './public-helpers.ts';
import { E2E_ADMIN } from './server.ts';

/**
 * Every flag says why (decision 0069), in the browser: a review's claims list shows the nearest
 * fact of the product's data ('La scheda dice: …') or what it lacks ('Nessun dato …'); 'Conferma
 * con la scheda' resolves a claim in one click, recorded with who and the fact as source; in the
 * 'Dati da verificare' dialog the same, and when it resolves the last claim the publication goes
 * through by itself. A product of its own, deleted at the end; screenshots at 1280 and 768 px.
 */
test.describe.configure({ mode: 'serial' });

const NAME = 'Bollitore del perché e2e';
const TEXT = '<p>Scalda l’acqua con 2200 W di potenza.</p><p>Contiene 1,5 litri d’acqua.</p><p>È certificato IP68.</p>';

async function call<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data: data as object | undefined, headers: { origin: SITE_URL } });
  const body = await res.text();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** The claims list of the side panel, and one of its items by the claim's text. */
const claimsList = (page: Page) => page.locator('.editor-aside-claims');
const claimItem = (list: Locator, text: string) => list.locator('li.editor-claim', { has: list.page().getByRole('button', { name: EDITOR_PAGE_MSG.claimGo(text) }) });

async function shoot(page: Page, target: Locator, name: string) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('each claim says why; "Conferma con la scheda" resolves it in one click, in the list and in the dialog', async ({ page }) => {
  await login(page);
  const product = await call<{ id: number }>(page.request, 'POST', '/api/prodotti', {
    nome_prodotto: NAME,
    nome_sintetico: NAME,
    asin_prodotto: 'B0WHYE2E01',
    prezzo_originale: 39.9,
    specifiche_tecniche: 'Potenza nominale: 1800 W\nCapacità: 1,7 litri\nMateriale: acciaio inox',
  });
  try {
    const { recensione } = await call<{ recensione: { id: number } }>(page.request, 'POST', `/api/recensioni/${product.id}`, { recensione_prodotto: TEXT });
    await page.goto(`/dashboard/recensioni/${product.id}`);
    const list = claimsList(page);
    const power = claimItem(list, '2200 W');
    await expect(power.locator('.claim-why')).toHaveText(`${CLAIMS_MSG.factFromData} Potenza nominale: 1800 W`);
    await expect(power.locator('.claim-why-fact')).toHaveText('Potenza nominale: 1800 W');
    await expect(claimItem(list, 'IP68').locator('.claim-why')).toHaveText('Nessun dato su IP68');
    // Nothing in the data to confirm IP68 with: no one-click confirmation for it.
    await expect(claimItem(list, 'IP68').getByRole('button', { name: CLAIMS_MSG.confirmWithDataOf('IP68') })).toHaveCount(0);
    await shoot(page, list, 'claims-list');

    // One click (from the keyboard): recorded with who and the fact as source; the claim leaves the list.
    await power.getByRole('button', { name: CLAIMS_MSG.confirmWithDataOf('2200 W') }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, CLAIMS_MSG.confirmedWithData);
    await expect(power).toHaveCount(0);
    const report = await call<{ conferme: Array<{ testo: string; fonte: string; autore: string }> }>(page.request, 'GET', `/api/verifica/recensione/${recensione.id}`);
    expect(report.conferme).toEqual([expect.objectContaining({ testo: '2200 W', fonte: 'Scheda del prodotto: Potenza nominale: 1800 W', autore: E2E_ADMIN.username })]);

    // IP68 resolved elsewhere (a colleague's confirmation): only the capacity is left for the dialog.
    await call(page.request, 'POST', `/api/verifica/recensione/${recensione.id}/conferme`, { conferme: [{ testo: 'IP68', fonte: 'Certificato del produttore' }] });
    await page.reload();
    await expect(claimItem(list, 'IP68')).toHaveCount(0);
    await expect(claimItem(list, '1,5 litri')).toBeVisible();

    await page.getByRole('complementary').getByRole('button', { name: LIST_MSG.publish }).click();
    const dialog = page.getByRole('dialog', { name: CLAIMS_MSG.dialogTitle });
    await expect(dialog.locator('mark')).toHaveText(['1,5 litri']);
    await expect(dialog.locator('.claim-why')).toHaveText(`${CLAIMS_MSG.factFromData} Capacità: 1,7 litri`);
    await shoot(page, dialog, 'claims-dialog');
    // The last claim resolved in one click: the dialog publishes by itself.
    await dialog.getByRole('button', { name: CLAIMS_MSG.confirmWithDataOf('1,5 litri') }).click();
    await expectToast(page, REVIEW_MSG.published);
    await expect(dialog).toBeHidden();
    const after = await call<{ conferme: Array<{ testo: string; fonte: string }> }>(page.request, 'GET', `/api/verifica/recensione/${recensione.id}`);
    expect(after.conferme.map((c) => [c.testo, c.fonte])).toEqual([
      ['2200 W', 'Scheda del prodotto: Potenza nominale: 1800 W'],
      ['IP68', 'Certificato del produttore'],
      ['1,5 litri', 'Scheda del prodotto: Capacità: 1,7 litri'],
    ]);
    const stored = await call<{ recensione: { stato: string } }>(page.request, 'GET', `/api/recensioni/${product.id}`);
    expect(stored.recensione.stato).toBe('pubblicata');
  } finally {
    await call(page.request, 'DELETE', `/api/prodotti/${product.id}`);
  }
});
