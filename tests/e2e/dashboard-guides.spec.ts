import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { EDITOR_PAGE_MSG } from '../../common/messages-editor-page.ts';
import { EDITOR_MSG } from '../../common/messages-editor.ts';
import { GUIDE_MSG as G } from '../../common/messages-guides.ts';
import { IMAGE_MSG } from '../../common/messages-images.ts';
import { STATUS_LABELS } from '../../common/messages.ts';
import { expectToast, login } from './dashboard-helpers.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { REVISION_UI_MSG } from '../../common/messages-revisions.ts';
import { SAFETY_MSG } from '../../common/messages-safety.ts';
import { LIST_MSG } from '../../common/messages-lists.ts';

/**
 * The guides screen: a guide of three products generated with the AI (the fake of
 * tests/mocks/openai.ts, FAKE_SERVICES=1), a section edited, saved, published past the grounding
 * check and read on /guida/{id}; then edited, regenerated (a published guide's new text waits as a
 * proposal while the live one stays online, until the editor saves it) and deleted through the
 * overlay. The forms' rules and messages are checked in tests/components (guide-editor,
 * guide-product-picker, guide-card, overlays, guides-page).
 */
test.describe.configure({ mode: 'serial' });

const TITLE = 'Guida E2E: luce ed energia per il blackout';
const PRODUCTS = ['Frontale Vedetta 450', 'Power bank VoltaCasa 20000', 'Torcia LED Lumora 1200'];
const COVER = '/demo/guide/1.svg';
const ADDED = 'Arriva fino a 1000 lm.';

const card = (page: Page) => page.locator('.guide-dash-card').filter({ has: page.getByRole('heading', { name: TITLE }) });

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('creates a guide of 3 products with the AI, edits a section, saves, publishes and shows it on /guida/{id}', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  await page.goto('/dashboard/guide');
  await expect(page.getByRole('heading', { level: 1, name: G.title })).toBeVisible();

  // The panel's rules (buttons disabled, the 10-product limit, the order of choice, the prompt
  // modal, progress, tabs, the live preview, edits kept across tabs) are checked in
  // tests/components/guide-editor.test.tsx and guide-product-picker.test.tsx; here the journey
  // through the real server and the fake AI.
  await page.getByRole('link', { name: G.create }).click();
  await expect(page).toHaveURL(/\/dashboard\/guide\/nuova$/);
  const panel = page.locator('section.editor-page');
  await panel.getByLabel(G.fTitle).fill(TITLE);
  // The image picker's fallback: an address typed by hand (the picker has its own test, dashboard-images.spec.ts).
  await panel.getByText(IMAGE_MSG.manualToggle).click();
  await panel.getByLabel(G.fCover).fill(COVER);

  await panel.getByRole('button', { name: G.productsChoose }).click();
  const picker = page.getByRole('dialog', { name: G.productsModalTitle });
  for (const name of PRODUCTS) await picker.getByRole('checkbox', { name }).check();
  await picker.getByRole('button', { name: G.done }).click();
  await expect(picker).toBeHidden();

  await panel.getByRole('button', { name: G.generate }).click();
  await page.getByRole('dialog', { name: G.promptModalTitle }).getByRole('button', { name: G.confirm }).click();
  const tabs = panel.getByRole('tablist', { name: G.editorLabel });
  await expect(tabs).toBeVisible({ timeout: 15_000 });

  // Edit the power bank's section with the keyboard: the claim the data does not support is highlighted.
  await tabs.getByRole('tab', { name: PRODUCTS[1] }).click();
  const section = panel.getByRole('textbox', { name: G.editorSectionLabel(PRODUCTS[1]!) });
  await expect(section).toContainText(PRODUCTS[1]!);
  await section.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(` ${ADDED}`);
  await expect(section).toContainText(ADDED);
  await expect(panel.locator('.rte-unverified', { hasText: '1000 lm' }).first()).toHaveAttribute('title', EDITOR_MSG.unverified);

  // Responsive at 768 and 1024 px: nothing wider than the window.
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await noHorizontalScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await panel.getByRole('button', { name: G.saveGuide }).click();
  await expectToast(page, G.saved);
  // The new guide's own page, then back to the list.
  await expect(page).toHaveURL(/\/dashboard\/guide\/\d+$/);
  await page.getByRole('link', { name: EDITOR_PAGE_MSG.back }).click();
  await expect(page).toHaveURL(/\/dashboard\/guide$/);
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('.badge')).toHaveText(STATUS_LABELS.bozza);

  // Publishing asks for the unverified claim's source (decision 0023), then publishes.
  await card(page).getByRole('button', { name: LIST_MSG.publish }).click();
  const confirm = page.getByRole('dialog', { name: CLAIMS_MSG.dialogTitle });
  await expect(confirm.locator('mark', { hasText: '1000 lm' })).toBeVisible();
  await confirm.getByRole('textbox', { name: CLAIMS_MSG.sourceLabel }).fill('Scheda del produttore');
  await confirm.getByRole('button', { name: CLAIMS_MSG.confirmPublish }).click();
  await expectToast(page, G.published);
  await expect(card(page).locator('.badge')).toHaveText(STATUS_LABELS.pubblicata);

  // The public page.
  const href = await card(page)
    .getByRole('link', { name: new RegExp(G.actionView) })
    .getAttribute('href');
  expect(href).toMatch(/^\/guida\/\d+$/);
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.locator('.guide-cover > img')).toHaveAttribute('src', COVER);
  await expect(page.locator('.guide-product-title')).toHaveText(PRODUCTS.map((n, i) => `${i + 1}. ${n}`));
  await expect(page.locator('.guide-section').nth(1)).toContainText(ADDED);
});

test('edits a published guide: new text passes the grounding check too', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  await page.goto('/dashboard/guide');
  await page.getByRole('radio', { name: G.filterPublished }).check();
  // The filter is in the address once the list has moved to it (the editor's way back keeps it).
  await expect(page).toHaveURL(/\/dashboard\/guide\?stato=pubblicata$/);
  await expect(card(page)).toBeVisible();

  await card(page).getByRole('link', { name: G.actionEdit }).click();
  const editor = page.locator('section.editor-page');
  // No tab is flagged: the power bank's claim was confirmed with its source when the guide was published.
  await expect(editor.getByRole('tab')).toHaveText([G.tabIntro, PRODUCTS[0]!, PRODUCTS[1]!, PRODUCTS[2]!, G.tabOutro]);
  await editor.getByLabel(G.fTitle).fill(`${TITLE} `);
  // New text for a published guide passes the grounding check too.
  const intro = editor.getByRole('textbox', { name: G.editorIntroLabel });
  await intro.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Il kit pesa 2 kg.');
  await expect(editor.getByTestId('stato-salvataggio')).toContainText(/Modifiche non salvate|Salvato alle/);
  await editor.getByRole('button', { name: G.saveGuide }).click();
  const confirm = page.getByRole('dialog', { name: CLAIMS_MSG.dialogTitle });
  await expect(confirm.locator('mark', { hasText: '2 kg' })).toBeVisible();
  await confirm.getByRole('textbox', { name: CLAIMS_MSG.sourceLabel }).fill('Pesato in magazzino il 20 novembre');
  await confirm.getByRole('button', { name: CLAIMS_MSG.confirmSave }).click();
  await expectToast(page, G.updated);
  // Back to the list as it was (published only), the card with the new text.
  await editor.getByRole('link', { name: EDITOR_PAGE_MSG.back }).click();
  await expect(page).toHaveURL(/\/dashboard\/guide\?stato=pubblicata$/);
  await expect(card(page)).toContainText('Il kit pesa 2 kg.');
});

test('regenerating a published guide keeps it online: the new text waits as a proposal, and saving it publishes it', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  await page.goto('/dashboard/guide');
  await page.getByRole('radio', { name: G.filterPublished }).check();
  // The filter is in the address once the list has moved to it (the editor's way back keeps it).
  await expect(page).toHaveURL(/\/dashboard\/guide\?stato=pubblicata$/);
  await expect(card(page)).toBeVisible();
  const href = await card(page)
    .getByRole('link', { name: new RegExp(G.actionView) })
    .getAttribute('href');
  expect(href).toMatch(/^\/guida\/\d+$/);

  // The overlays' questions, messages and closing delay are checked in tests/components/overlays.test.tsx.
  await card(page).getByRole('button', { name: G.actionRegenerate }).click();
  const overlay = page.getByRole('dialog', { name: G.overlayRegenerate });
  await expect(overlay).toContainText(G.regenerateNotePublished);
  await overlay.getByRole('button', { name: G.confirm }).click();
  // The guide's page opens on the proposal; a toast says so.
  await expectToast(page, G.regeneratedProposal);

  // The live guide is unchanged on the public page.
  const visitor = await page.context().newPage();
  await visitor.goto(href!);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.locator('.guide-body')).toContainText('Il kit pesa 2 kg.');
  await expect(visitor.locator('.guide-body')).toContainText(ADDED);

  // Its page opened on the guide, offering the proposal.
  const editor = page.locator('section.editor-page');
  await expect(page).toHaveURL(/\/dashboard\/guide\/\d+\?da=/);
  const intro = editor.getByRole('textbox', { name: G.editorIntroLabel });
  await expect(intro).toContainText('Il kit pesa 2 kg.');
  await editor.getByRole('button', { name: REVISION_UI_MSG.useProposal }).click();
  await expect(intro).not.toContainText('Il kit pesa 2 kg.');
  await expect(editor.getByTestId('stato-salvataggio')).toContainText(/Modifiche non salvate|Salvato alle/);
  await expect(editor.getByTestId('stato-salvataggio')).not.toHaveText(SAFETY_MSG.allSaved);
  await editor.getByRole('button', { name: G.saveGuide }).click();
  await expectToast(page, G.updated);
  await editor.getByRole('link', { name: EDITOR_PAGE_MSG.back }).click();
  // Title and cover kept, the new text published.
  await expect(card(page)).not.toContainText(ADDED);
  await expect(card(page).locator('img')).toHaveAttribute('src', COVER);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.locator('.guide-cover > img')).toHaveAttribute('src', COVER);
  await expect(visitor.locator('.guide-body')).not.toContainText('Il kit pesa 2 kg.');
  await expect(visitor.locator('.guide-body')).not.toContainText(ADDED);
  await visitor.close();
});

test('deletes a guide through the overlay', async ({ page }) => {
  await login(page);
  await page.goto('/dashboard/guide');
  await expect(card(page)).toBeVisible();
  await card(page).getByRole('button', { name: G.actionDelete }).click();
  await page.getByRole('dialog', { name: G.overlayDelete }).getByRole('button', { name: G.confirm }).click();
  await expect(card(page)).toHaveCount(0);
});
