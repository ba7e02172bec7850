import type { APIRequestContext, Page } from '@playwright/test';
import { MSG } from '../../common/messages.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { REVISION_UI_MSG } from '../../common/messages-revisions.ts';
import { SAFETY_MSG } from '../../common/messages-safety.ts';
import { expectToast, login } from './dashboard-helpers.ts';
import { SITE_URL } from './public-helpers.ts';
import { expect, test } from './fixtures.ts';
import { LIST_MSG } from '../../common/messages-lists.ts';

/**
 * The editor's day, tried as a new user would:
 * - the Cronologia survives every way of closing it after a version was chosen (the dashboard
 *   crashed: an effect returned scrollIntoView's Promise as its cleanup);
 * - an AI proposal is never lost: given back it is offered again, and restored from the Cronologia
 *   it meets the publishing gate's 'Dati da verificare' dialog, like Pubblica;
 * - 'Modifica il testo' of that dialog on a list card opens the editor at the first claim;
 * - 'Resta e salva' saves; a proposal stands on the right of the current text, in the proposal
 *   banner and in the Cronologia alike (tests/e2e/editor-diff.spec.ts: the side-by-side view).
 * Each test works on a product and review of its own, deleted at the end: the demo data stay as
 * they were.
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

/**
 * Every page error and console error of the page from now on (a crash shows in both), except the
 * browser's line for an answer with an error status (the gate's 409 is part of the journey).
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  return errors;
}

/** The review's editor on its own page (the product's name is its header's line). */
const editorOf = (page: Page, name: string) => page.locator('section.editor-page', { hasText: name }).getByRole('textbox', { name: REVIEW_MSG.editorLabel });
/** A review's own page. */
const reviewPage = (page: Page) => page.locator('section.editor-page');

test('Cronologia: a chosen version survives ×, Esc, a click outside, a second choice and a restore', async ({ page }) => {
  await login(page);
  const NAME = 'Torcia della cronologia e2e';
  const { productId } = await reviewWithHistory(page.request, NAME, 'B0HISTE2E1', [
    'Prima stesura della cronologia.',
    'Seconda stesura della cronologia.',
    'Testo attuale della cronologia.',
  ]);
  const errors = watchErrors(page);
  try {
    await page.goto(`/dashboard/recensioni/${productId}`);
    const card = reviewPage(page);
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

/** The comparative claim the fake model writes when its prompt says [[fake:qualitativa]] (tests/mocks/openai.ts). */
const QUALITATIVE_CLAIM = 'È il prodotto più affidabile della sua categoria.';
const PROPOSAL_PROMPT = 'Prompt della proposta e2e';

/** The text the browser has selected (the editor's selection once it is focused). */
const selectedText = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? '');

test('an AI proposal is never lost: undone it is offered again; restored from the Cronologia it asks for its sources', async ({ page }) => {
  await login(page);
  const NAME = 'Lanterna della proposta e2e';
  const PUBLISHED = 'Testo pubblicato della lanterna, scritto dalla redazione.';
  const prompt = await call<{ id: number }>(page.request, 'POST', '/api/prompts', {
    titolo: PROPOSAL_PROMPT,
    tipo: 'recensione',
    testo: 'Scrivi la recensione di {nome_prodotto}. [[fake:qualitativa]]',
    is_active: true,
  });
  const { productId, reviewId } = await reviewWithHistory(page.request, NAME, 'B0HISTE2E2', [PUBLISHED]);
  await call(page.request, 'POST', `/api/recensioni/${reviewId}/pubblica`, {});
  const errors = watchErrors(page);
  try {
    await page.goto(`/dashboard/recensioni?q=${encodeURIComponent(NAME)}`);
    const card = page.getByRole('article', { name: NAME });
    await card.getByRole('button', { name: REVIEW_MSG.regenerate }).click();
    const modal = page.getByRole('dialog', { name: REVIEW_MSG.regenerateTitle(NAME) });
    await modal.getByRole('combobox', { name: REVIEW_MSG.promptLabel }).selectOption({ label: PROPOSAL_PROMPT });
    await modal.getByRole('button', { name: REVIEW_MSG.regenerate }).click();
    // The review's page opens on the proposal; a toast says so.
    await expectToast(page, REVIEW_MSG.regeneratedProposal(NAME));
    const onPage = reviewPage(page);

    // The proposal's banner: red the published text, green the proposal (the Cronologia's convention).
    const editor = editorOf(page, NAME);
    const banner = onPage.locator('.rev-banner.is-proposal');
    await banner.getByRole('button', { name: REVISION_UI_MSG.showDiff }).click();
    await expect(banner.getByText(REVISION_UI_MSG.legend(REVISION_UI_MSG.currentColumn, REVISION_UI_MSG.proposalColumn))).toBeVisible();
    await expect(banner.locator('td.is-before del', { hasText: 'scritto dalla redazione' })).toBeVisible();
    await expect(banner.locator('td.is-after ins', { hasText: 'più affidabile' })).toBeVisible();

    // Taken and given back: the banner offers it again.
    await banner.getByRole('button', { name: REVISION_UI_MSG.useProposal }).click();
    await expect(editor).toContainText(QUALITATIVE_CLAIM);
    await onPage.getByRole('button', { name: SAFETY_MSG.undoApplied }).click();
    await expect(editor).not.toContainText(QUALITATIVE_CLAIM);
    await expect(banner).toBeVisible();

    // Restored from the Cronologia: the same colours, then the publishing gate's dialog.
    const history = page.getByRole('dialog', { name: REVISION_UI_MSG.historyTitle });
    const gate = page.getByRole('dialog', { name: CLAIMS_MSG.dialogTitle });
    const restoreProposal = async () => {
      await onPage.getByRole('button', { name: SAFETY_MSG.historyButton }).click();
      await history.getByRole('button', { name: /^Proposta AI/ }).click();
      await history.getByRole('button', { name: REVISION_UI_MSG.restore }).click();
      await page.getByRole('dialog', { name: REVISION_UI_MSG.restoreTitle }).getByRole('button', { name: REVISION_UI_MSG.restoreConfirm }).click();
      await expect(gate.locator('mark')).toHaveText([QUALITATIVE_CLAIM]);
    };
    await onPage.getByRole('button', { name: SAFETY_MSG.historyButton }).click();
    await history.getByRole('button', { name: /^Proposta AI/ }).click();
    await expect(history.getByText(REVISION_UI_MSG.legend(REVISION_UI_MSG.currentColumn, REVISION_UI_MSG.proposalColumn))).toBeVisible();
    await expect(history.locator('td.is-before del', { hasText: 'scritto dalla redazione' })).toBeVisible();
    await expect(history.locator('td.is-after ins', { hasText: 'più affidabile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // 'Modifica il testo': the proposal goes into the editor, opened at its claim; undone, offered again.
    await restoreProposal();
    await gate.getByRole('button', { name: CLAIMS_MSG.editText }).click();
    await expect(history).toBeHidden();
    await expect(editor).toContainText(QUALITATIVE_CLAIM);
    await expect(editor).toBeFocused();
    await expect.poll(() => selectedText(page)).toBe(QUALITATIVE_CLAIM);
    await onPage.getByRole('button', { name: SAFETY_MSG.undoApplied }).click();
    await expect(banner).toBeVisible();

    // With the claim's source the restore goes through: the proposal is the published text.
    await restoreProposal();
    await gate.getByRole('textbox', { name: CLAIMS_MSG.sourceLabel }).fill('Prova comparativa della redazione, 2026');
    await gate.getByRole('button', { name: CLAIMS_MSG.confirmRestore }).click();
    await expectToast(page, REVISION_UI_MSG.restored);
    await expect(gate).toBeHidden();
    await expect(history).toBeHidden();
    await expect(editor).toContainText(QUALITATIVE_CLAIM);
    const stored = await call<{ recensione: { recensione_prodotto: string; stato: string } }>(page.request, 'GET', `/api/recensioni/${productId}`);
    expect(stored.recensione).toMatchObject({ stato: 'pubblicata', recensione_prodotto: expect.stringContaining(QUALITATIVE_CLAIM) });

    await expect(page.getByText(MSG.pageErrorTitle)).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await call(page.request, 'DELETE', `/api/prodotti/${productId}`);
    await call(page.request, 'DELETE', `/api/prompts/${prompt.id}`);
  }
});

test("'Modifica il testo' in the gate's dialog of a card opens the editor at the first claim", async ({ page }) => {
  await login(page);
  const NAME = 'Lanterna del gate della scheda e2e';
  const CLAIM = 'È la lanterna più luminosa della sua categoria.';
  const { productId, reviewId } = await reviewWithHistory(page.request, NAME, 'B0HISTE2E3', []);
  await call(page.request, 'PUT', `/api/recensioni/${productId}`, {
    recensione_prodotto: `<p>Una lanterna da campeggio per la casa.</p><p>${CLAIM}</p><p>Si ricarica con il sole.</p>`,
  });
  await call(page.request, 'POST', `/api/verifica/recensione/${reviewId}`, {});
  try {
    await page.goto(`/dashboard/recensioni?q=${encodeURIComponent(NAME)}`);
    const card = page.getByRole('article', { name: NAME });
    await card.getByRole('button', { name: LIST_MSG.publish }).click();
    const gate = page.getByRole('dialog', { name: CLAIMS_MSG.dialogTitle });
    await expect(gate.locator('mark')).toHaveText([CLAIM]);
    await gate.getByRole('button', { name: CLAIMS_MSG.editText }).click();
    await expect(gate).toBeHidden();
    const editor = editorOf(page, NAME);
    await expect(editor).toBeFocused();
    await expect.poll(() => selectedText(page)).toBe(CLAIM);
    await expect(page).toHaveURL(new RegExp(`/dashboard/recensioni/${productId}\\?da=`));
    await page.screenshot({ path: test.info().outputPath('editor-at-claim.png') });
  } finally {
    await call(page.request, 'DELETE', `/api/prodotti/${productId}`);
  }
});

test("'Resta e salva' saves the text and stays in the editor", async ({ page }) => {
  await login(page);
  const NAME = 'Torcia del resta e salva e2e';
  const ADDED = ' Frase aggiunta prima di uscire.';
  const { productId } = await reviewWithHistory(page.request, NAME, 'B0HISTE2E4', ['Testo da completare.']);
  try {
    await page.goto(`/dashboard/recensioni/${productId}`);
    const card = reviewPage(page);
    const editor = editorOf(page, NAME);
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(ADDED);
    await expect(card.getByTestId('stato-salvataggio')).toHaveText(SAFETY_MSG.unsaved);

    await page.locator('#dash-sidebar').getByRole('link', { name: 'Guide', exact: true }).click();
    const ask = page.getByRole('dialog', { name: SAFETY_MSG.leaveTitle });
    await ask.getByRole('button', { name: SAFETY_MSG.leaveStay }).click();
    await expectToast(page, REVIEW_MSG.saved);
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/dashboard/recensioni/${productId}$`));
    await expect(card.getByTestId('stato-salvataggio')).toContainText('Salvato alle');
    const stored = await call<{ recensione: { recensione_prodotto: string } }>(page.request, 'GET', `/api/recensioni/${productId}`);
    expect(stored.recensione.recensione_prodotto).toContain(ADDED.trim());
    // Saved: leaving now asks nothing.
    await page.locator('#dash-sidebar').getByRole('link', { name: 'Guide', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/guide/);
  } finally {
    await call(page.request, 'DELETE', `/api/prodotti/${productId}`);
  }
});
