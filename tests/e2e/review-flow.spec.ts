import SQLite from 'better-sqlite3';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DASH_MSG } from '../../common/messages-dashboard.ts';
import { LIST_MSG } from '../../common/messages-lists.ts';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import { REVIEW_FLOW_MSG as M } from '../../common/messages-review-flow.ts';
import { E2E_DB_FILE, expectToast, login, loginThroughForm } from './dashboard-helpers.ts';
import { SITE_URL } from './server.ts';

/**
 * The review before publishing in the browser (decision 0065): a
 * collaboratore's day (writes a news draft by hand, sends it for review, has no Pubblica nor the
 * API keys) and an editor's review (the e2e admin: 'Da rivedere' in Panoramica, 'Rimanda
 * all’autore' with a note, which the writer sees; sent again, published). The text has no figures
 * (figures are claims the publishing gate would hold). What the test made goes at the end.
 */
test.describe.configure({ mode: 'serial' });

const WRITER = { username: 'collaboratrice-revisione', password: 'Revisione-Prova-2026' };
const TITLE = 'Come preparare la borsa per una notte fuori casa';
const NOTE = 'Aggiungi che cosa mettere per i bambini.';

function db<T>(run: (d: SQLite.Database) => T): T {
  const d = new SQLite(E2E_DB_FILE, { fileMustExist: true });
  try {
    return run(d);
  } finally {
    d.close();
  }
}

/** The collaboratore, made by the admin through POST /api/utenti with its role. */
async function makeWriter(staff: APIRequestContext): Promise<number> {
  const res = await staff.post('/api/utenti', { data: { ...WRITER, ruolo: 'collaboratore' }, headers: { origin: SITE_URL } });
  expect(res.status(), await res.text()).toBe(201);
  const { id, ruolo } = (await res.json()) as { id: number; ruolo: string };
  expect(ruolo).toBe('collaboratore');
  return id;
}

async function writerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: SITE_URL })).newPage();
  await loginThroughForm(page, WRITER);
  return page;
}

const flowSection = (page: Page) => page.locator('.review-flow');

test.describe('a draft sent for review', () => {
  let writerId = 0;
  let newsId = 0;

  test.afterAll(async ({ browser }) => {
    const page = await (await browser.newContext({ baseURL: SITE_URL })).newPage();
    await login(page);
    if (newsId) await page.request.delete(`/api/notizie/${newsId}`, { headers: { origin: SITE_URL } });
    if (writerId) await page.request.delete(`/api/utenti/${writerId}`, { headers: { origin: SITE_URL } });
    await page.context().close();
  });

  test('a collaboratore writes a news draft by hand and sends it for review; no Pubblica', async ({ page, browser }) => {
    await login(page);
    writerId = await makeWriter(page.request);
    const writer = await writerPage(browser);

    await writer.goto('/dashboard/notizie/nuova');
    await writer.getByRole('textbox', { name: N.fTitle, exact: true }).fill(TITLE);
    await writer.getByRole('textbox', { name: N.fContent }).click();
    await writer.keyboard.type('Una borsa pronta vicino alla porta: acqua, una torcia, una coperta e i documenti.');
    await writer.locator('.editor-page-savebar').getByRole('button', { name: N.save }).click();
    await expectToast(writer, N.created);
    await expect(writer).toHaveURL(/\/dashboard\/notizie\/\d+$/);
    newsId = Number(new URL(writer.url()).pathname.split('/').pop());
    // Its creation credits it to its writer.
    expect(db((d) => d.prepare('select id_autore from news where id = ?').get(newsId))).toEqual({ id_autore: writerId });

    await expect(writer.getByRole('button', { name: LIST_MSG.publish, exact: true })).toHaveCount(0);
    await expect(writer.locator('option', { hasText: 'Pubblicata' })).toHaveCount(0);
    await flowSection(writer).getByRole('button', { name: M.send }).click();
    await expectToast(writer, M.sent);
    await expect(flowSection(writer).getByText(M.badgeInReview, { exact: true })).toBeVisible();
    await expect(flowSection(writer).getByText(M.waitingHint)).toBeVisible();
    await expect(flowSection(writer).getByRole('button', { name: M.send })).toHaveCount(0);
    expect(db((d) => d.prepare('select stato, revisione from news where id = ?').get(newsId))).toEqual({ stato: 'bozza', revisione: 'in_revisione' });
    await writer.context().close();
  });

  test('the editor finds it under Da rivedere and sends it back with a note; the writer sees the note, edits, sends again', async ({ page, browser }) => {
    await login(page);
    await page.goto('/dashboard/panoramica');
    const queue = page.getByTestId('review-queue');
    await expect(queue.getByRole('heading', { name: M.queueTitle })).toBeVisible();
    await queue.getByRole('link', { name: new RegExp(TITLE) }).click();
    await expect(page).toHaveURL(`/dashboard/notizie/${newsId}`);
    await expect(flowSection(page).getByText(M.reviewHint)).toBeVisible();

    await flowSection(page).getByRole('button', { name: M.sendBack }).click();
    const dialog = page.getByRole('dialog', { name: M.sendBackTitle });
    await dialog.getByRole('button', { name: M.sendBackSubmit }).click();
    await expect(dialog.getByText(M.noteRequired)).toBeVisible();
    await dialog.getByLabel(M.noteLabel).fill(NOTE);
    await dialog.getByRole('button', { name: M.sendBackSubmit }).click();
    await expectToast(page, M.sentBack);
    await expect(dialog).toBeHidden();
    await expect(flowSection(page).getByText(M.badgeSentBack, { exact: true })).toBeVisible();
    await page.goto('/dashboard/panoramica');
    await expect(page.getByTestId('review-queue').getByRole('link', { name: new RegExp(TITLE) })).toHaveCount(0);

    const writer = await writerPage(browser);
    await writer.goto('/dashboard/panoramica');
    const mine = writer.getByTestId('review-queue');
    await expect(mine.getByRole('heading', { name: M.mineTitle })).toBeVisible();
    await expect(mine.getByText(M.editorNote(NOTE))).toBeVisible();
    await mine.getByRole('link', { name: new RegExp(TITLE) }).click();
    await expect(flowSection(writer).getByText(M.editorNote(NOTE))).toBeVisible();
    await writer.getByRole('textbox', { name: N.fContent }).click();
    await writer.keyboard.press('Control+End');
    await writer.keyboard.type(' Per i bambini: un gioco, un cambio e la loro coperta preferita.');
    await writer.locator('.editor-page-savebar').getByRole('button', { name: N.save }).click();
    await expectToast(writer, N.saved);
    // The note stays in view until the text is sent again.
    await expect(flowSection(writer).getByText(M.editorNote(NOTE))).toBeVisible();
    await flowSection(writer).getByRole('button', { name: M.send }).click();
    await expectToast(writer, M.sent);
    await expect(flowSection(writer).getByText(M.editorNote(NOTE))).toHaveCount(0);
    await writer.context().close();
  });

  test('the editor publishes it; the review ends', async ({ page }) => {
    await login(page);
    await page.goto(`/dashboard/notizie/${newsId}`);
    await flowSection(page).getByRole('button', { name: M.publish }).click();
    await expectToast(page, M.published);
    await expect(flowSection(page)).toHaveCount(0);
    expect(db((d) => d.prepare('select stato, revisione, nota_revisione from news where id = ?').get(newsId))).toEqual({
      stato: 'pubblicata',
      revisione: null,
      nota_revisione: null,
    });
  });

  test('a collaboratore cannot reach the API keys', async ({ browser }) => {
    const writer = await writerPage(browser);
    const status = (await writer.request.get('/api/keys')).status();
    const linked = await writer.locator('#dash-sidebar').getByRole('link', { name: DASH_MSG.navKeys }).count();
    await writer.context().close();
    // The roles' enforcement (decision 0063): the keys are an amministratore's.
    expect(status).toBe(403);
    expect(linked).toBe(0);
  });
});
