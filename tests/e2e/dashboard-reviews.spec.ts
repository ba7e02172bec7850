import SQLite from 'better-sqlite3';
import { expect, test } from './fixtures.ts';
import { EDITOR_MSG } from '../../common/messages-editor.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { E2E_DB_FILE, expectToast, login } from './dashboard-helpers.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { LIST_MSG } from '../../common/messages-lists.ts';

/**
 * Reviews: from Prodotti a review is generated for a demo product that has none (the
 * fake OpenAI of tests/mocks/openai.ts writes it), edited in the rich-text editor, published after
 * confirming the claim the product data does not hold, and read on /articolo/{id}; then deleted,
 * which leaves the demo data as it was. The cards, the editor's rules, the overlays and the
 * ?edit=/?editProductId= addresses are checked in tests/components (review-card, overlays,
 * rich-text-editor); regeneration and deletion as stored, in tests/api/reviews.test.ts.
 */
test.describe.configure({ mode: 'serial' });

const PRODUCT = 'Pinza multiuso Ferra';
const DEMO_PROMPT = 'Recensione prodotto - standard della redazione';

function storedReview(productName: string): { id: number; id_prodotto: number; contenuto: string; stato: string } | undefined {
  const db = new SQLite(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select r.id, r.id_prodotto, r.contenuto, r.stato from reviews r join products p on p.id = r.id_prodotto where p.nome_sintetico = ?').get(productName) as
      { id: number; id_prodotto: number; contenuto: string; stato: string } | undefined;
  } finally {
    db.close();
  }
}

test.describe('Reviews', () => {
  test('generate from Prodotti, edit in the editor, publish with the unverified claim confirmed, read it on the product page', async ({ page, browser }) => {
    expect(storedReview(PRODUCT)).toBeUndefined();
    await login(page);

    // Prodotti → Genera recensione → the prompt chooser (its badge, messages and closing delay are
    // checked in tests/components/overlays.test.tsx) → a draft stored from the fake AI's text. The
    // demo product is among the oldest: the search finds it whatever page it is on.
    await page.getByRole('searchbox', { name: 'Cerca' }).fill(PRODUCT);
    await page.getByRole('searchbox', { name: 'Cerca' }).press('Enter');
    const tile = page.getByRole('article', { name: PRODUCT });
    await tile.getByRole('button', { name: 'Genera recensione' }).click();
    const chooser = page.getByRole('dialog', { name: `Genera recensione: ${PRODUCT}` });
    await chooser.getByRole('button', { name: new RegExp(DEMO_PROMPT) }).click();
    await expect(tile.getByText('Bozza')).toBeVisible({ timeout: 15_000 });
    const generated = storedReview(PRODUCT)!;
    expect(generated.stato).toBe('bozza');
    expect(generated.contenuto).toContain(`<h2>Perché scegliere`);
    // Escape closes the chooser without waiting for its closing delay.
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();

    // 'Modifica recensione' leads to the review's own page (tests/components/review-page.test.tsx).
    await tile.getByRole('link', { name: /Modifica\s+recensione/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/recensioni\/\d+$/);
    const card = page.locator('section.editor-page');
    const editor = card.getByRole('textbox', { name: REVIEW_MSG.editorLabel });
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
    const saved = storedReview(PRODUCT)!;
    expect(saved.contenuto).toContain('<p><strong>Nota della redazione:</strong> la lama resta affilata per 99 ore di lavoro.</p>');

    // Pubblica in the page's side panel: the claim is listed; it needs its source before it can be
    // confirmed (decision 0023).
    await card.getByRole('complementary').getByRole('button', { name: LIST_MSG.publish }).click();
    const confirm = page.getByRole('dialog', { name: CLAIMS_MSG.dialogTitle });
    await expect(confirm).toBeVisible();
    await expect(confirm.locator('mark')).toHaveText(['99 ore']);
    await confirm.getByRole('button', { name: CLAIMS_MSG.confirmPublish }).click();
    await expect(confirm.getByRole('alert')).toHaveText(CLAIMS_MSG.sourcesMissing(1));
    await expect(confirm.getByRole('textbox', { name: CLAIMS_MSG.sourceLabel })).toBeFocused();
    await page.keyboard.type('Scheda tecnica del produttore, pagina 2');
    await confirm.getByRole('button', { name: CLAIMS_MSG.confirmPublish }).click();
    await expectToast(page, REVIEW_MSG.published);
    await expect(card.getByRole('complementary').getByText('Pubblicata')).toBeVisible();
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

    // Leave the demo data as it was for the worker's other specs: the product has no review again.
    expect((await page.request.delete(`/api/recensioni/${saved.id_prodotto}`)).status()).toBe(204);
    expect(storedReview(PRODUCT)).toBeUndefined();
  });
});
