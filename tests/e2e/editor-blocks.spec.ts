import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { blockHtml } from '../../common/content-blocks.ts';
import { BLOCKS_MSG as B } from '../../common/messages-blocks.ts';
import { productName } from '../../common/product-name.ts';
import { EDITOR_PAGE_MSG as P } from '../../common/messages-editor-page.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import type { Product, Review } from '../../common/types.ts';
import { expectToast, login } from './dashboard-helpers.ts';
import { call, caretAt, chooseInDialog, searchWords } from './blocks-helpers.ts';

/**
 * Blocks in a review's editor (decision 0057), in Chromium against the real server: a product box
 * and a comparison table inserted through the toolbar's 'Inserisci' menu and their dialogs, saved
 * with Ctrl+S; the stored HTML (read through the API) holds exactly their markup. Screenshots of
 * the menu, the dialogs and the previews at 1024 and 768 px are kept in the test's output. The
 * dialogs' checks and attributes are in tests/components/rich-text-blocks*.test.tsx; the public
 * page's rendering of the blocks is checked where it is built.
 */

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-${page.viewportSize()!.width}.png`) });
}

test('a product box and a comparison table inserted from the toolbar are saved as their markup', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page);
  const products = await call<Product[]>(page.request, 'GET', '/api/prodotti?limit=3');
  expect(products.length).toBeGreaterThanOrEqual(3);
  const [first, second, third] = products as [Product, Product, Product];
  const [review] = await call<Review[]>(page.request, 'GET', '/api/recensioni?limit=1');
  const url = `/api/recensioni/${review!.id_prodotto}`;
  const original = (await call<{ recensione: { recensione_prodotto: string; titolo: string | null } }>(page.request, 'GET', url)).recensione;

  try {
    for (const width of [1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/dashboard/recensioni/${review!.id_prodotto}`);
      const editor = page.getByRole('textbox', { name: REVIEW_MSG.editorLabel });
      await expect(editor).toBeVisible();
      // The caret at the very start of the text (a click lands wherever the middle of a long text is).
      await caretAt(editor, 'start');

      // Inserisci → Box prodotto: searched by ASIN, chosen.
      await page.getByRole('button', { name: B.insertMenu }).click();
      const menu = page.getByRole('menu', { name: B.insertMenu });
      await expect(menu.getByRole('menuitem', { name: B.productBox })).toBeFocused();
      await shoot(page, 'menu');
      await menu.getByRole('menuitem', { name: B.productBox }).click();
      const boxDialog = page.getByRole('dialog', { name: B.productDialogTitle });
      await boxDialog.getByRole('searchbox', { name: B.productSearch }).fill(searchWords(first));
      await expect(boxDialog.getByRole('button', { name: `${B.productChoose} ${productName(first)}` })).toBeVisible();
      await shoot(page, 'dialog-box');
      await boxDialog.getByRole('button', { name: `${B.productChoose} ${productName(first)}` }).click();
      await expect(boxDialog).toBeHidden();
      // Filtered by its product: the review another spec left may already hold a box.
      const boxPreview = editor.getByRole('group', { name: B.productBox }).filter({ hasText: productName(first) });
      await expect(boxPreview).toContainText(productName(first));

      // Inserisci → Tabella di confronto: two products, the second one 'La nostra scelta'.
      await page.getByRole('button', { name: B.insertMenu }).click();
      await page.getByRole('menuitem', { name: B.comparison }).click();
      await chooseInDialog(page, B.comparisonDialogTitle, second, 'Aggiungi');
      await chooseInDialog(page, B.comparisonDialogTitle, third, 'Aggiungi');
      const tableDialog = page.getByRole('dialog', { name: B.comparisonDialogTitle });
      await expect(tableDialog.getByRole('list', { name: B.comparisonChosen }).getByRole('listitem')).toHaveCount(2);
      await shoot(page, 'dialog-table-products');
      await tableDialog.getByRole('radio', { name: productName(third) }).check();
      await tableDialog.getByRole('textbox', { name: B.pickReason }).fill('La più completa');
      await shoot(page, 'dialog-table');
      await tableDialog.getByRole('button', { name: B.insertBlock, exact: true }).click();
      await expect(tableDialog).toBeHidden();
      await expect(editor.getByRole('group', { name: B.comparison }).filter({ hasText: productName(third) })).toContainText(B.ourPick);

      await editor.evaluate((el) => (el as HTMLElement).closest('.rte')!.scrollIntoView());
      await shoot(page, 'previews');

      // Saved: the stored text holds the two blocks, exactly their markup.
      await page.keyboard.press('Control+s');
      await expectToast(page, REVIEW_MSG.saved);
      const stored = (await call<{ recensione: { recensione_prodotto: string } }>(page.request, 'GET', url)).recensione.recensione_prodotto;
      const table = blockHtml({
        tipo: 'confronto',
        ids: [second.id, third.id],
        righe: [{ tipo: 'valutazione' }, { tipo: 'prezzo' }, { tipo: 'acquista' }],
        scelta: third.id,
        motivo: 'La più completa',
      });
      expect(stored.startsWith(`${blockHtml({ tipo: 'prodotto', id: first.id })}${table}`) || stored.startsWith(`${table}${blockHtml({ tipo: 'prodotto', id: first.id })}`)).toBe(
        true,
      );
      expect(stored).toContain(blockHtml({ tipo: 'prodotto', id: first.id }));
      expect(stored).toContain(table);

      // The review as it was, for the next width (and the next tests).
      await call(page.request, 'PUT', url, { recensione_prodotto: original.recensione_prodotto, titolo: original.titolo });
    }

    // A box whose product is not in the catalogue: said in the text and in the side panel.
    await page.setViewportSize({ width: 1024, height: 900 });
    await call(page.request, 'PUT', url, { recensione_prodotto: `${blockHtml({ tipo: 'prodotto', id: 999_999 })}${original.recensione_prodotto}`, titolo: original.titolo });
    await page.goto(`/dashboard/recensioni/${review!.id_prodotto}`);
    const gone = page.getByRole('textbox', { name: REVIEW_MSG.editorLabel }).getByRole('group', { name: B.productBox }).filter({ hasText: B.productGone });
    await expect(gone).toContainText(B.productGone);
    await expect(page.getByRole('complementary', { name: P.aside })).toContainText(B.missing([B.missingBox(999_999)]));
    await shoot(page, 'gone');
  } finally {
    await call(page.request, 'PUT', url, { recensione_prodotto: original.recensione_prodotto, titolo: original.titolo }).catch(() => undefined);
  }
});
