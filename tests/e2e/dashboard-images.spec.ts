import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { ImageRecord } from '../../common/images.ts';
import { IMAGE_MSG as M } from '../../common/messages-images.ts';
import { GUIDE_MSG as G } from '../../common/messages-guides.ts';
import { PREVIEW_MSG as P } from '../../common/messages-previews.ts';
import type { Guide } from '../../common/types.ts';
import { expectToast, login, waitForHydration } from './dashboard-helpers.ts';

/**
 * Cover images: the picker on the guide creation panel against the Unsplash fake
 * (tests/mocks/unsplash.ts, in the server process; query 'kit' answers our own fixture):
 * blank ignored, errors and 'Nessuna immagine trovata.', the modal grid by keyboard, the choice,
 * then the guide saved with the cover, the download tracking made (the image record says so)
 * and the public page crediting 'Foto di … su Unsplash' with Unsplash's referral links.
 * The photos themselves come from images.unsplash.com: the browser gets a local image instead.
 */
test.describe.configure({ mode: 'serial' });

const TITLE = 'Guida E2E: lo zaino di emergenza';
const PRODUCT = 'Power bank VoltaCasa 20000';
const AUTHOR = 'Giulia Rossi';
const ALT = 'uno zaino verde appoggiato su un prato in montagna';
const REF = 'utm_source=pronti_a_tutto&utm_medium=referral';
const SHOTS = process.env.SCREENSHOTS_DIR;

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ page }) => {
  await page.route('https://images.unsplash.com/**', (route) => route.fulfill({ path: path.resolve('public', 'assets', 'placeholder.png'), contentType: 'image/png' }));
});

test('searches Unsplash, picks a cover by keyboard, saves the guide (tracking made) and credits it on /guida/{id}', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page);
  await page.goto('/dashboard/guide/nuova');
  await waitForHydration(page);
  const panel = page.locator('section.editor-page');
  await panel.getByLabel(G.fTitle).fill(TITLE);

  const picker = panel.getByRole('group', { name: M.pickerLabel });
  const input = picker.getByRole('searchbox', { name: M.searchLabel });
  const cerca = picker.getByRole('button', { name: M.search });
  const grid = page.getByRole('dialog', { name: M.modalTitle });
  await expect(picker.getByText(M.none)).toBeVisible();

  // A blank keyword is ignored: no request, no dialog.
  let searches = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/immagini/cerca')) searches++;
  });
  await input.fill('   ');
  await cerca.click();
  await expect(grid).toBeHidden();
  expect(searches).toBe(0);

  // The server's Italian error, then the empty answer.
  await input.fill('errore429');
  await input.press('Enter');
  await expect(picker.getByRole('alert')).toHaveText(M.rateLimited);
  await input.fill('nessuna');
  await cerca.click();
  await expect(picker.getByText(M.empty)).toBeVisible();
  await expect(picker.getByRole('alert')).toHaveCount(0);

  // The grid: title, hint, one button per photo with its credit; the first photo has the focus.
  await input.fill('kit');
  await cerca.click();
  await expect(grid).toBeVisible();
  await expect(grid.getByText(M.modalHint)).toBeVisible();
  const options = grid.locator('.image-picker-option');
  await expect(options).toHaveCount(2);
  await expect(options.first()).toBeFocused();
  await expect(options.first()).toHaveAccessibleName(M.choose(ALT, AUTHOR));
  await expect(options.first().locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(options.first().locator('img')).toHaveAttribute('src', /w=400/);
  await expect(grid.locator('.image-picker-credit').first()).toHaveText(`Foto di ${AUTHOR} su Unsplash`);
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    const box = await grid.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `picker-grid-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Escape closes; Sostituisci is not there yet; Cerca again, then pick the first photo with the keyboard.
  await page.keyboard.press('Escape');
  await expect(grid).toBeHidden();
  await cerca.click();
  await expect(options.first()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(options.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid).toBeHidden();
  const preview = picker.locator('.image-picker-preview');
  await expect(preview.getByRole('img', { name: M.preview })).toBeVisible();
  await expect(preview).toContainText(`Foto di ${AUTHOR} su Unsplash`);
  await expect(preview.getByText(M.pendingNote)).toBeVisible();
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await noHorizontalScroll(page);
    if (SHOTS) await panel.screenshot({ path: path.join(SHOTS, `picker-preview-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Remove, then pick again through Sostituisci's grid.
  await preview.getByRole('button', { name: M.remove }).click();
  await expect(picker.getByText(M.none)).toBeVisible();
  await cerca.click();
  await options.first().click();
  await expect(picker.getByRole('button', { name: M.replace })).toBeVisible();

  // One product, the AI draft, save.
  await panel.getByRole('button', { name: G.productsChoose }).click();
  const products = page.getByRole('dialog', { name: G.productsModalTitle });
  await products.getByRole('checkbox', { name: PRODUCT }).check();
  await products.getByRole('button', { name: G.done }).click();
  await panel.getByRole('button', { name: G.generate }).click();
  await page.getByRole('dialog', { name: G.promptModalTitle }).getByRole('button', { name: G.confirm }).click();
  await expect(panel.getByRole('tablist', { name: G.editorLabel })).toBeVisible({ timeout: 15_000 });
  // 'Anteprima' shows the guide not saved yet with the public page's template: the picked cover.
  await page.getByRole('button', { name: P.button, exact: true }).click();
  const previewDialog = page.getByRole('dialog', { name: P.dialogTitle });
  await expect(previewDialog.frameLocator('iframe.preview-frame').locator('.guide-cover > img')).toHaveAttribute('src', /images\.unsplash\.com\/photo-.*w=1600/);
  await page.keyboard.press('Escape');
  await expect(previewDialog).toBeHidden();
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/immagini') && r.request().method() === 'POST');
  await panel.getByRole('button', { name: G.saveGuide }).click();
  expect((await recorded).status()).toBe(201);
  await expectToast(page, G.saved);

  // What the API says: the guide carries the picked image, whose download was tracked.
  const guides = (await (await page.request.get('/api/guide')).json()) as Guide[];
  const guide = guides.find((g) => g.titolo === TITLE)!;
  expect(guide).toMatchObject({ immagine_autore: AUTHOR, immagine_autore_link: 'https://unsplash.com/@giulia_montagna', immagine_fonte: 'unsplash' });
  expect(guide.immagine_url).toMatch(/^https:\/\/images\.unsplash\.com\/photo-.*w=1600/);
  const image = (await (await page.request.get(`/api/immagini/${guide.id_immagine}`)).json()) as ImageRecord;
  expect(image).toMatchObject({ fonte: 'unsplash', id_esterno: 'kTq7nYq2b8E', autore: AUTHOR, tracciato: true });

  // The public page (a draft, previewed by the editor): the credit with the referral links.
  await page.goto(`/guida/${guide.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.locator('.guide-cover > img')).toHaveAttribute('src', guide.immagine_url!);
  const credit = page.locator('.image-credit');
  await expect(credit).toHaveText(`Foto di ${AUTHOR} su Unsplash`);
  await expect(credit.getByRole('link', { name: AUTHOR })).toHaveAttribute('href', `https://unsplash.com/@giulia_montagna?${REF}`);
  await expect(credit.getByRole('link', { name: 'Unsplash' })).toHaveAttribute('href', `https://unsplash.com/?${REF}`);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'guide-public-credit.png') });
});

test('the guide’s page shows the saved cover with its credit, and can remove it', async ({ page }) => {
  await login(page);
  await page.goto('/dashboard/guide');
  await waitForHydration(page);
  const card = page.locator('.guide-dash-card').filter({ has: page.getByRole('heading', { name: TITLE }) });
  await card.getByRole('link', { name: G.actionEdit }).click();
  const editor = page.locator('section.editor-page');
  const preview = editor.locator('.image-picker-preview');
  await expect(preview).toContainText(`Foto di ${AUTHOR} su Unsplash`);
  await expect(preview.getByText(M.pendingNote)).toHaveCount(0);
  await preview.getByRole('button', { name: M.remove }).click();
  await editor.getByRole('button', { name: G.saveGuide }).click();
  await expectToast(page, G.updated);
  const guides = (await (await page.request.get('/api/guide')).json()) as Guide[];
  expect(guides.find((g) => g.titolo === TITLE)).toMatchObject({ id_immagine: null, immagine_url: null, immagine_autore: null });
});
