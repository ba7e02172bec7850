import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { EDITOR_MSG } from '../../common/messages-editor.ts';
import { GUIDE_MSG as G } from '../../common/messages-guides.ts';
import { IMAGE_MSG } from '../../common/messages-images.ts';
import { STATUS_LABELS } from '../../common/messages.ts';
import { expectToast, login } from './dashboard-helpers.ts';

/**
 * Issue 9, the guides screen: a guide of three products generated with the AI (the fake of
 * tests/mocks/openai.ts, FAKE_SERVICES=1), a section edited, saved, published past the grounding
 * check and read on /guida/{id}; then regenerated and deleted through the overlay (1.4 s).
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

  await page.getByRole('button', { name: G.create }).click();
  await expect(page).toHaveURL(/\/dashboard\/guide\?nuova=1$/);
  const panel = page.locator('.guide-editor-create');
  const generate = panel.getByRole('button', { name: G.generate });
  const save = panel.getByRole('button', { name: G.saveGuide });
  await expect(generate).toBeDisabled();
  await expect(save).toBeDisabled();

  await panel.getByLabel(G.fTitle).fill(TITLE);
  await expect(generate).toBeDisabled(); // no product yet
  // The image picker's fallback: an address typed by hand (the picker has its own test, dashboard-images.spec.ts).
  await panel.getByText(IMAGE_MSG.manualToggle).click();
  await panel.getByLabel(G.fCover).fill(COVER);
  await expect(panel.getByRole('img', { name: G.coverPreview })).toHaveAttribute('src', COVER);

  // The product selector: at most 10, the others disabled; the order is the order of choice.
  await panel.getByRole('button', { name: G.productsChoose }).click();
  const picker = page.getByRole('dialog', { name: G.productsModalTitle });
  const boxes = picker.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(10);
  for (let i = 0; i < 10; i++) await boxes.nth(i).check();
  await expect(picker.getByText(G.productsSelected(10))).toBeVisible();
  await expect(boxes.nth(10)).toBeDisabled();
  for (let i = 0; i < 10; i++) await boxes.nth(i).uncheck();
  await expect(boxes.nth(10)).toBeEnabled();
  for (const name of PRODUCTS) await picker.getByRole('checkbox', { name }).check();
  await picker.getByRole('button', { name: G.done }).click();
  await expect(picker).toBeHidden();
  await expect(panel.locator('.guide-products-list li')).toHaveText(PRODUCTS.map((n, i) => new RegExp(`^${i + 1}\\.${n}`)));
  await expect(generate).toBeEnabled();

  // Generation: the prompt modal, then progress; a second click while it runs does nothing.
  let genera = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/guide/genera')) genera++;
  });
  // The answer is held until the test has seen the progress and clicked again.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/guide/genera', async (route) => {
    await held;
    await route.continue();
  });
  await generate.click();
  const prompts = page.getByRole('dialog', { name: G.promptModalTitle });
  await expect(prompts.getByRole('radio').first()).toBeChecked();
  await prompts.getByRole('button', { name: G.confirm }).click();
  await expect(panel.getByRole('status').filter({ hasText: G.generating })).toBeVisible();
  await expect(generate).toBeDisabled();
  await generate.click({ force: true });
  release();
  const tabs = panel.getByRole('tablist', { name: G.editorLabel });
  await expect(tabs).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/guide/genera');
  expect(genera).toBe(1);
  await expect(tabs.getByRole('tab')).toHaveText([G.tabIntro, ...PRODUCTS, G.tabOutro]);

  // The live preview: cover with the title, a block per product in order.
  const preview = panel.getByRole('article', { name: G.preview });
  await expect(preview.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  await expect(preview.locator('.guide-cover > img')).toHaveAttribute('src', COVER);
  await expect(preview.locator('.guide-product-title')).toHaveText(PRODUCTS.map((n, i) => `${i + 1}. ${n}`));

  // Edit the power bank's section: the claim the data does not support is highlighted.
  await tabs.getByRole('tab', { name: PRODUCTS[1] }).click();
  const section = panel.getByRole('textbox', { name: G.editorSectionLabel(PRODUCTS[1]!) });
  await expect(section).toContainText(PRODUCTS[1]!);
  await section.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(` ${ADDED}`);
  await expect(section).toContainText(ADDED);
  await expect(panel.locator('.rte-unverified', { hasText: '1000 lm' }).first()).toHaveAttribute('title', EDITOR_MSG.unverified);
  await expect(preview).toContainText(ADDED);
  // The edit survives a tab change.
  await tabs.getByRole('tab', { name: G.tabIntro }).click();
  await tabs.getByRole('tab', { name: PRODUCTS[1] }).click();
  await expect(panel.getByRole('textbox', { name: G.editorSectionLabel(PRODUCTS[1]!) })).toContainText(ADDED);

  // Responsive at 768 and 1024 px: nothing wider than the window.
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await noHorizontalScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await save.click();
  await expectToast(page, G.saved);
  await expect(page).toHaveURL(/\/dashboard\/guide$/);
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('.badge')).toHaveText(STATUS_LABELS.bozza);

  // Publishing asks to confirm the unverified claim, then publishes.
  await card(page).getByRole('button', { name: G.actionPublish }).click();
  const confirm = page.getByRole('dialog', { name: G.unverifiedTitle });
  await expect(confirm.locator('mark', { hasText: '1000 lm' })).toBeVisible();
  await confirm.getByRole('button', { name: G.publishAnyway }).click();
  await expectToast(page, G.published);
  await expect(card(page).locator('.badge')).toHaveText(STATUS_LABELS.pubblicata);
  await expect(card(page).getByRole('button', { name: G.actionPublish })).toHaveCount(0);

  // The public page.
  const href = await card(page).getByRole('link', { name: new RegExp(G.actionView) }).getAttribute('href');
  expect(href).toMatch(/^\/guida\/\d+$/);
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.locator('.guide-cover > img')).toHaveAttribute('src', COVER);
  await expect(page.locator('.guide-product-title')).toHaveText(PRODUCTS.map((n, i) => `${i + 1}. ${n}`));
  await expect(page.locator('.guide-section').nth(1)).toContainText(ADDED);
});

test('edits, regenerates (title and cover kept) and deletes a guide through the overlay', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  await page.goto('/dashboard/guide');
  await page.getByRole('radio', { name: G.filterPublished }).check();
  await expect(card(page)).toBeVisible();

  // Modifica opens the editor with the saved content; Annulla closes it.
  await card(page).getByRole('button', { name: G.actionEdit }).click();
  const editor = page.locator('.guide-editor-edit');
  // The power bank's tab is flagged: its section still has the unverified claim.
  await expect(editor.getByRole('tab')).toHaveText([G.tabIntro, PRODUCTS[0]!, `${PRODUCTS[1]}${EDITOR_MSG.unverifiedListTitle(1)}`, PRODUCTS[2]!, G.tabOutro]);
  await editor.getByLabel(G.fTitle).fill(`${TITLE} `);
  // New text for a published guide passes the grounding check too.
  const intro = editor.getByRole('textbox', { name: G.editorIntroLabel });
  await intro.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Il kit pesa 2 kg.');
  await editor.getByRole('button', { name: G.saveGuide }).click();
  const confirm = page.getByRole('dialog', { name: G.unverifiedTitle });
  await expect(confirm.locator('mark', { hasText: '2 kg' })).toBeVisible();
  await confirm.getByRole('button', { name: G.saveAnyway }).click();
  await expectToast(page, G.updated);
  await expect(editor).toBeHidden();
  await expect(card(page)).toContainText('Il kit pesa 2 kg.');

  // Expand and collapse the content preview.
  await card(page).getByRole('button', { name: G.actionExpand }).click();
  await expect(card(page).locator('.guide-dash-content')).toHaveClass(/is-expanded/);
  await card(page).getByRole('button', { name: G.actionCollapse }).click();

  await card(page).getByRole('button', { name: G.actionRegenerate }).click();
  const overlay = page.getByRole('dialog', { name: G.overlayRegenerate });
  await expect(overlay).toContainText(G.confirmRegenerate(`«${TITLE}»`));
  await overlay.getByRole('button', { name: G.confirm }).click();
  await expect(overlay.getByText(G.regenerated)).toBeVisible({ timeout: 15_000 });
  // How long the message stays is checked on a fake clock (tests/components/overlays.test.tsx).
  await expect(overlay).toBeHidden();
  await expect(card(page)).not.toContainText(ADDED);
  await expect(card(page).locator('img')).toHaveAttribute('src', COVER);

  await card(page).getByRole('button', { name: G.actionDelete }).click();
  const del = page.getByRole('dialog', { name: G.overlayDelete });
  await expect(del).toContainText(G.confirmDelete(`«${TITLE}»`));
  await del.getByRole('button', { name: G.confirm }).click();
  await expect(del.getByText(G.deleted)).toBeVisible();
  await expect(del).toBeHidden({ timeout: 4_000 });
  await expect(card(page)).toHaveCount(0);
});
