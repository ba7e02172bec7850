import type { Page } from '@playwright/test';
import { EDITOR_PAGE_MSG } from '../../common/messages-editor-page.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { REVISION_UI_MSG } from '../../common/messages-revisions.ts';
import { SAFETY_MSG } from '../../common/messages-safety.ts';
import { expectToast, login } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The three ways an editor lost work, each shown to lose nothing, in the browser:
 * - Rigenera of a published review: visitors keep the published text; the new one is a proposal
 *   the editor compares and saves;
 * - unsaved edits on a review's page: 'Torna all’elenco', another page and a reload all ask
 *   first; the autosave is offered back after the reload;
 * - two tabs on the same review: the second save ends in the conflict dialog, not over the first.
 * Each test uses its own demo review (no other spec touches them).
 */
test.describe.configure({ mode: 'serial' });

const REGENERATED = 'Lanterna solare Lumora';
const UNSAVED = 'Pile ricaricabili AA VoltaCasa';
const TWO_TABS = 'Coperte isotermiche Curavita';
const DEMO_PROMPT = 'Recensione prodotto - standard della redazione';

interface StoredReview {
  id: number;
  id_prodotto: number;
  titolo: string | null;
  recensione_prodotto: string;
  stato: string;
}

/** The review of a demo product, as staff read it. */
async function reviewOf(page: Page, name: string): Promise<StoredReview> {
  const res = await page.request.get(`/api/recensioni?q=${encodeURIComponent(name)}&limit=5`);
  const list = (await res.json()) as (StoredReview & { nome_sintetico: string })[];
  const found = list.find((r) => r.nome_sintetico === name);
  if (!found) throw new Error(`nessuna recensione per ${name}`);
  return found;
}

/** The reviews screen filtered on one product, or (`productId`) that product's review page. */
async function openReviews(page: Page, name: string, productId?: number) {
  if (productId === undefined) {
    await page.goto(`/dashboard/recensioni?q=${encodeURIComponent(name)}`);
    return page.getByRole('article', { name });
  }
  await page.goto(`/dashboard/recensioni/${productId}`);
  return reviewPage(page);
}

/** A review's own page: its editor, side panel and save bar. */
const reviewPage = (page: Page) => page.locator('section.editor-page');

const editorOf = (card: ReturnType<Page['getByRole']>) => card.getByRole('textbox', { name: REVIEW_MSG.editorLabel });

/** Types at the end of the rich-text editor. */
async function typeAtEnd(page: Page, card: ReturnType<Page['getByRole']>, text: string) {
  const editor = editorOf(card);
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

test.describe('Editors never lose work', () => {
  test('Rigenera of a published review keeps it online; the new text is a proposal to compare and save', async ({ page, browser }) => {
    await login(page);
    const before = await reviewOf(page, REGENERATED);
    expect(before.stato).toBe('pubblicata');
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    // The first words of the published text's first paragraph.
    const paragraph = before.recensione_prodotto.slice(before.recensione_prodotto.indexOf('<p>') + 3);
    const firstWords = paragraph.slice(0, paragraph.indexOf('<')).split(' ').slice(0, 6).join(' ');

    try {
      const list = await openReviews(page, REGENERATED);
      await list.getByRole('button', { name: REVIEW_MSG.regenerate }).click();
      const modal = page.getByRole('dialog', { name: REVIEW_MSG.regenerateTitle(REGENERATED) });
      await modal.getByRole('combobox', { name: REVIEW_MSG.promptLabel }).selectOption({ label: `${DEMO_PROMPT} (Default)` });
      await modal.getByRole('button', { name: REVIEW_MSG.regenerate }).click();
      // The review's page opens on the proposal; a toast says so.
      await expectToast(page, REVIEW_MSG.regeneratedProposal(REGENERATED));
      const card = reviewPage(page);

      // Still published, same text, for visitors too.
      const after = await reviewOf(page, REGENERATED);
      expect(after).toMatchObject({ stato: 'pubblicata', recensione_prodotto: before.recensione_prodotto });
      await publicPage.goto(`/articolo/${before.id_prodotto}`);
      await expect(publicPage.getByText(firstWords, { exact: false }).first()).toBeVisible();

      // The editor opened on the published text, with the proposal offered.
      const editor = editorOf(card);
      await expect(editor).toBeVisible();
      const banner = card.locator('.rev-banner').filter({ hasText: 'proposta dell’AI' });
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: REVISION_UI_MSG.showDiff }).click();
      await expect(card.locator('ins').first()).toBeVisible();
      await banner.getByRole('button', { name: REVISION_UI_MSG.useProposal }).click();
      await expect(editor).toContainText('Perché scegliere');
      // One click undoes it; reopened, the editor offers it again.
      await card.getByRole('button', { name: SAFETY_MSG.undoApplied }).click();
      await expect(editor).not.toContainText('Perché scegliere');
      await expect(card.getByTestId('stato-salvataggio')).toHaveText(SAFETY_MSG.allSaved);
      await page.reload();
      // The proposal again, or the autosave of it if one was kept in the meantime: the same text.
      await card
        .locator('.rev-banner')
        .getByRole('button', { name: new RegExp(`^(${REVISION_UI_MSG.useProposal}|${REVISION_UI_MSG.restoreAutosave})$`) })
        .click();
      await expect(editor).toContainText('Perché scegliere');
      await expect(card.getByTestId('stato-salvataggio')).toContainText(/Modifiche non salvate|Salvato alle/);

      // Saving it is what changes the live page.
      await card.getByRole('button', { name: REVIEW_MSG.save }).click();
      await expectToast(page, REVIEW_MSG.saved);
      const saved = await reviewOf(page, REGENERATED);
      expect(saved.stato).toBe('pubblicata');
      expect(saved.recensione_prodotto).toContain('Perché scegliere');
      await publicPage.goto(`/articolo/${before.id_prodotto}`);
      await expect(publicPage.getByRole('heading', { name: /Perché scegliere/ })).toBeVisible();

      // The editor's own text is in the Cronologia, restorable.
      await card.getByRole('button', { name: SAFETY_MSG.historyButton }).click();
      const history = page.getByRole('dialog', { name: REVISION_UI_MSG.historyTitle });
      await expect(history.getByRole('button', { name: /Salvataggio/ }).first()).toBeVisible();
      await history
        .getByRole('button', { name: /Salvataggio/ })
        .first()
        .click();
      await history.getByRole('button', { name: REVISION_UI_MSG.restore }).click();
      await page.getByRole('dialog', { name: REVISION_UI_MSG.restoreTitle }).getByRole('button', { name: REVISION_UI_MSG.restoreConfirm }).click();
      await expect.poll(async () => (await reviewOf(page, REGENERATED)).recensione_prodotto).toBe(before.recensione_prodotto);
    } finally {
      await visitor.close();
    }
  });

  test('unsaved edits: another review, another page and a reload ask first; the autosave comes back after the reload', async ({ page }) => {
    await login(page);
    const review = await reviewOf(page, UNSAVED);
    await page.goto(`/dashboard/recensioni/${review.id_prodotto}`);
    const card = reviewPage(page);
    await typeAtEnd(page, card, ' Aggiunta della redazione da non perdere.');
    await expect(card.getByTestId('stato-salvataggio')).toHaveText(SAFETY_MSG.unsaved);
    // The autosave keeps it after a short pause.
    await expect(card.getByTestId('stato-salvataggio')).toContainText('Salvato alle', { timeout: 10_000 });

    // 'Torna all’elenco': asked; 'Resta e salva' stays on the page and saves the text.
    await page.getByRole('link', { name: EDITOR_PAGE_MSG.back }).click();
    const ask = page.getByRole('dialog', { name: SAFETY_MSG.leaveTitle });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: SAFETY_MSG.leaveStay }).click();
    await expectToast(page, REVIEW_MSG.saved);
    await expect(ask).toBeHidden();
    await expect(editorOf(card)).toContainText('Aggiunta della redazione da non perdere.');
    await expect(page).toHaveURL(new RegExp(`/dashboard/recensioni/${review.id_prodotto}$`));
    const saved = (await reviewOf(page, UNSAVED)).recensione_prodotto;
    expect(saved).toContain('Aggiunta della redazione da non perdere.');

    // More unsaved text, kept by the autosave; another page of the dashboard: asked too (Esc stays).
    await typeAtEnd(page, card, ' Seconda aggiunta da non perdere.');
    await expect(card.getByTestId('stato-salvataggio')).toContainText('salvataggio automatico', { timeout: 10_000 });
    await page.locator('#dash-sidebar').getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/recensioni/);
    await expect(editorOf(card)).toContainText('Seconda aggiunta da non perdere.');

    // Reloading the tab: the browser's own question (beforeunload), accepted here.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);

    // After the reload the page offers the autosave.
    const banner = card.locator('.rev-banner').filter({ hasText: 'salvataggio automatico' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: REVISION_UI_MSG.restoreAutosave }).click();
    await expect(editorOf(card)).toContainText('Seconda aggiunta da non perdere.');
    // The saved text itself did not change; saving now keeps the restored work.
    expect((await reviewOf(page, UNSAVED)).recensione_prodotto).toBe(saved);
    await page.keyboard.press('Control+s');
    await expectToast(page, REVIEW_MSG.saved);
    expect((await reviewOf(page, UNSAVED)).recensione_prodotto).toContain('Seconda aggiunta da non perdere.');
    // Ctrl+S saves and stays on the page; leaving it now asks nothing.
    await page.getByRole('link', { name: EDITOR_PAGE_MSG.back }).click();
    await expect(page).toHaveURL('/dashboard/recensioni');
    await expect(ask).toBeHidden();
  });

  test('two tabs on one review: the second save ends in the conflict dialog and the first one is kept', async ({ page, context }) => {
    await login(page);
    const review = await reviewOf(page, TWO_TABS);
    const tabB = await context.newPage();
    const cardA = await openReviews(page, TWO_TABS, review.id_prodotto);
    const cardB = await openReviews(tabB, TWO_TABS, review.id_prodotto);
    await expect(editorOf(cardA)).toBeVisible();
    await expect(editorOf(cardB)).toBeVisible();

    await cardA.getByLabel(REVIEW_MSG.titleLabel).fill('Titolo scritto nella scheda A');
    await typeAtEnd(page, cardA, ' Frase della scheda A.');
    await cardA.getByRole('button', { name: REVIEW_MSG.save }).click();
    await expectToast(page, REVIEW_MSG.saved);

    await typeAtEnd(tabB, cardB, ' Frase della scheda B.');
    await cardB.getByRole('button', { name: REVIEW_MSG.save }).click();
    const conflict = tabB.getByRole('dialog', { name: REVISION_UI_MSG.conflictTitle });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('admin');
    // A's save is intact.
    const stored = await reviewOf(page, TWO_TABS);
    expect(stored.titolo).toBe('Titolo scritto nella scheda A');
    expect(stored.recensione_prodotto).toContain('Frase della scheda A.');
    expect(stored.recensione_prodotto).not.toContain('Frase della scheda B.');

    await conflict.getByRole('button', { name: REVISION_UI_MSG.showDiff }).click();
    await expect(conflict.locator('ins, del').first()).toBeVisible();
    // Ricarica: B now shows A's version; B's sentence stays in the Cronologia as an autosave.
    await conflict.getByRole('button', { name: REVISION_UI_MSG.reload }).click();
    await expect(conflict).toBeHidden();
    await expect(editorOf(cardB)).toContainText('Frase della scheda A.');
    await expect(cardB.getByLabel(REVIEW_MSG.titleLabel)).toHaveValue('Titolo scritto nella scheda A');
    const history = (await (await tabB.request.get(`/api/revisioni?tipo=recensione&id=${review.id}`)).json()) as { id: number; azione: string }[];
    const autosave = history.find((e) => e.azione === 'autosalvataggio');
    expect(autosave).toBeDefined();
    const kept = (await (await tabB.request.get(`/api/revisioni/${autosave!.id}`)).json()) as { contenuto: { contenuto: string } };
    expect(kept.contenuto.contenuto).toContain('Frase della scheda B.');
    await tabB.close();
  });
});
