import SQLite from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { EDITOR_MSG } from '../../common/messages-editor.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { E2E_DB_FILE, expectToast, login } from './dashboard-helpers.ts';

/**
 * Issue 9, reviews: from Prodotti a review is generated for a demo product that has none (the
 * fake OpenAI of tests/mocks/openai.ts writes it), edited in the rich-text editor, published after
 * confirming the claim the product data does not hold, and read on /articolo/{id}; then
 * regenerated with the prompt select and deleted from /dashboard/recensioni, which leaves the
 * demo data as it was.
 */
test.describe.configure({ mode: 'serial' });

const PRODUCT = 'Pinza multiuso Ferra';
const DEMO_PROMPT = 'Recensione prodotto - standard della redazione';

function storedReview(productName: string): { id: number; id_prodotto: number; contenuto: string; stato: string } | undefined {
  const db = new SQLite(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('select r.id, r.id_prodotto, r.contenuto, r.stato from reviews r join products p on p.id = r.id_prodotto where p.nome_sintetico = ?')
      .get(productName) as { id: number; id_prodotto: number; contenuto: string; stato: string } | undefined;
  } finally {
    db.close();
  }
}

const reviewCard = (page: Page) => page.getByRole('article', { name: PRODUCT });

test.describe('Reviews', () => {
  test('generate from Prodotti, edit in the editor, publish with the unverified claim confirmed, read it on the product page', async ({ page, browser }) => {
    expect(storedReview(PRODUCT)).toBeUndefined();
    await login(page);

    // Prodotti → Genera recensione → the prompt chooser → loading → message, closed after 1.5 s.
    const tile = page.getByRole('article', { name: PRODUCT });
    await tile.getByRole('button', { name: 'Genera recensione' }).click();
    const chooser = page.getByRole('dialog', { name: `Genera recensione: ${PRODUCT}` });
    const choice = chooser.getByRole('button', { name: new RegExp(DEMO_PROMPT) });
    await expect(choice).toContainText('Default');
    await choice.click();
    await expect(chooser.getByRole('status')).toHaveText('Recensione generata con successo.');
    await expect(chooser).toBeHidden({ timeout: 4_000 });
    await expect(tile.getByText('Bozza')).toBeVisible();
    const generated = storedReview(PRODUCT)!;
    expect(generated.stato).toBe('bozza');
    expect(generated.contenuto).toContain(`<h2>Perché scegliere`);

    // 'Modifica recensione' → /dashboard/recensioni?edit={productId}: the editor opens and the address is cleaned.
    await tile.getByRole('link', { name: /Modifica\s+recensione/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/recensioni$/);
    const card = reviewCard(page);
    const editor = card.getByRole('textbox', { name: REVIEW_MSG.editorLabel });
    await expect(editor).toBeVisible();
    await expect(editor).toContainText('Perché scegliere');

    // A blank text is refused; Annulla modifica (undo) brings it back.
    await editor.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await card.getByRole('button', { name: REVIEW_MSG.save }).click();
    await expectToast(page, REVIEW_MSG.contentRequired);
    await card.getByRole('button', { name: EDITOR_MSG.undo }).click();
    await expect(editor).toContainText('Perché scegliere');

    // Type a paragraph with a bold lead and a claim the product data does not hold.
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await card.getByRole('button', { name: EDITOR_MSG.bold }).click();
    await page.keyboard.type('Nota della redazione:');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' la lama resta affilata per 99 ore di lavoro.');
    const flagged = editor.locator('.rte-unverified', { hasText: '99 ore' });
    await expect(flagged).toHaveAttribute('title', EDITOR_MSG.unverified);
    await expect(card.getByText(EDITOR_MSG.unverifiedListTitle(1))).toBeVisible();

    // Salva stores the editor's HTML as it is.
    await card.getByRole('button', { name: REVIEW_MSG.save }).click();
    await expectToast(page, REVIEW_MSG.saved);
    await expect(editor).toBeHidden();
    const saved = storedReview(PRODUCT)!;
    expect(saved.contenuto).toContain('<p><strong>Nota della redazione:</strong> la lama resta affilata per 99 ore di lavoro.</p>');

    // Pubblica: the claim is listed; confirming publishes.
    await card.getByRole('button', { name: REVIEW_MSG.publish }).click();
    const confirm = page.getByRole('dialog', { name: REVIEW_MSG.confirmPublishTitle });
    await expect(confirm).toBeVisible();
    await expect(confirm.locator('mark')).toHaveText(['99 ore']);
    await confirm.getByRole('button', { name: REVIEW_MSG.confirmPublish }).click();
    await expectToast(page, REVIEW_MSG.published);
    await expect(card.getByText('Pubblicata')).toBeVisible();
    await expect(card.getByRole('button', { name: REVIEW_MSG.publish })).toHaveCount(0);
    expect(storedReview(PRODUCT)!.stato).toBe('pubblicata');

    // A visitor reads it on /articolo/{id}.
    const visitor = await browser.newContext();
    try {
      const publicPage = await visitor.newPage();
      await publicPage.goto(`/articolo/${saved.id_prodotto}`);
      await expect(publicPage.getByText('Nota della redazione:')).toBeVisible();
      await expect(publicPage.getByText(/la lama resta affilata per 99 ore di lavoro/)).toBeVisible();
      await expect(publicPage.getByRole('heading', { name: /Perché scegliere/ })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });

  test('the card expands on click and collapses on a click outside; regenerate needs a prompt; delete asks first', async ({ page }) => {
    await login(page);
    const productId = storedReview(PRODUCT)!.id_prodotto;
    // ?editProductId= opens the editor of that product's review and leaves the address clean.
    await page.goto(`/dashboard/recensioni?editProductId=${productId}`);
    await expect(page).toHaveURL(/\/dashboard\/recensioni$/);
    await expect(reviewCard(page).getByRole('textbox', { name: REVIEW_MSG.editorLabel })).toBeVisible();
    await reviewCard(page).getByRole('button', { name: REVIEW_MSG.cancel, exact: true }).click();
    await expect(reviewCard(page).getByRole('textbox', { name: REVIEW_MSG.editorLabel })).toHaveCount(0);
    const card = reviewCard(page);
    const content = card.getByRole('region', { name: REVIEW_MSG.contentLabel(PRODUCT) });
    await expect(content).not.toHaveClass(/is-expanded/);
    await content.click();
    await expect(content).toHaveClass(/is-expanded/);
    await expect(card.getByRole('button', { name: REVIEW_MSG.collapse })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { name: REVIEW_MSG.title, level: 1 }).click();
    await expect(content).not.toHaveClass(/is-expanded/);

    // The filter: Bozze hides it (published), Pubblicate shows it.
    await page.getByText(REVIEW_MSG.filterBozza, { exact: true }).click();
    await expect(reviewCard(page)).toHaveCount(0);
    await page.getByText(REVIEW_MSG.filterPubblicata, { exact: true }).click();
    await expect(reviewCard(page)).toBeVisible();

    // Rigenera: the select must be used; then the new text replaces the old one as a draft.
    await card.getByRole('button', { name: REVIEW_MSG.regenerate }).click();
    const modal = page.getByRole('dialog', { name: REVIEW_MSG.regenerateTitle(PRODUCT) });
    await expect(modal.getByLabel(REVIEW_MSG.promptLabel)).toBeVisible();
    await modal.getByRole('button', { name: REVIEW_MSG.regenerate }).click();
    await expect(modal.getByRole('alert')).toHaveText(REVIEW_MSG.promptRequired);
    await modal.getByLabel(REVIEW_MSG.promptLabel).selectOption({ label: REVIEW_MSG.promptDefault(DEMO_PROMPT) });
    await modal.getByRole('button', { name: REVIEW_MSG.regenerate }).click();
    await expect(modal.getByRole('status')).toHaveText(REVIEW_MSG.regenerated(PRODUCT));
    await expect(modal).toBeHidden({ timeout: 4_000 });
    expect(storedReview(PRODUCT)).toMatchObject({ stato: 'bozza' });
    expect(storedReview(PRODUCT)!.contenuto).not.toContain('99 ore');

    // Elimina: the modal asks, Annulla keeps it, Elimina removes it (the demo product has none again).
    await page.getByText(REVIEW_MSG.filterAll, { exact: true }).click();
    await reviewCard(page).getByRole('button', { name: REVIEW_MSG.delete }).click();
    const ask = page.getByRole('dialog', { name: REVIEW_MSG.deleteTitle });
    await expect(ask).toContainText(REVIEW_MSG.deleteConfirm(PRODUCT));
    await ask.getByRole('button', { name: REVIEW_MSG.cancel }).click();
    await expect(ask).toBeHidden();
    await reviewCard(page).getByRole('button', { name: REVIEW_MSG.delete }).click();
    await ask.getByRole('button', { name: REVIEW_MSG.delete }).click();
    await expect(ask.getByRole('status')).toHaveText(REVIEW_MSG.deleted(PRODUCT));
    await expect(ask).toBeHidden({ timeout: 4_000 });
    await expect(reviewCard(page)).toHaveCount(0);
    expect(storedReview(PRODUCT)).toBeUndefined();

    // For a product without a review, ?editProductId= offers to generate one.
    await page.goto(`/dashboard/recensioni?editProductId=${productId}`);
    await expect(page).toHaveURL(/\/dashboard\/recensioni$/);
    const generate = page.getByRole('dialog', { name: REVIEW_MSG.generateTitle(PRODUCT) });
    await expect(generate.getByLabel(REVIEW_MSG.promptLabel)).toBeVisible();
    await generate.getByRole('button', { name: REVIEW_MSG.cancel }).click();
    await expect(generate).toBeHidden();
    expect(storedReview(PRODUCT)).toBeUndefined();
  });
});
