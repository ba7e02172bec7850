import SQLite from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { LIST_MSG as L } from '../../common/messages-lists.ts';
import { REVIEW_MSG as R } from '../../common/messages-reviews.ts';
import { SCHEDULE_MSG as S } from '../../common/messages-schedule.ts';
import { WORDS } from '../../common/messages-words.ts';
import { E2E_DB_FILE, expectToast, login, toast } from './dashboard-helpers.ts';
import { SITE_URL } from './server.ts';

/**
 * Bulk actions that take live pages off the site ask first (naming how
 * many) and can be undone for a few seconds, a delete waiting out that window (and sent when the
 * page is left); Rigenera starts on the default prompt; a list open while a scheduled publication
 * goes out shows it without a reload. The demo content is left as it was: what these tests delete
 * they created, and what they archive they put back.
 */
test.describe.configure({ mode: 'serial' });

function rows<T>(sql: string, ...args: unknown[]): T[] {
  const db = new SQLite(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

/** Each demo review's stored state, by its product's short name. */
function reviewStates(names: readonly string[]): Record<string, string> {
  const found = rows<{ nome: string; stato: string }>(
    `select p.nome_sintetico as nome, r.stato from reviews r join products p on p.id = r.id_prodotto where p.nome_sintetico in (${names.map(() => '?').join(', ')})`,
    ...names,
  );
  return Object.fromEntries(found.map((r) => [r.nome, r.stato]));
}

const newsTitled = (prefix: string) => rows<{ id: number; titolo: string; stato: string }>('select id, titolo, stato from news where titolo like ? order by id', `${prefix}%`);

/** A news item made through the API for a test (a summary, so it can be published). */
async function createNews(page: Page, titolo: string, stato: 'bozza' | 'pubblicata' = 'bozza'): Promise<number> {
  const res = await page.request.post('/api/notizie', {
    data: { titolo, sommario: 'Una notizia di prova dei test del browser.', stato },
    headers: { origin: SITE_URL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const savedNews = (page: Page, title: string) => page.locator('.news-item').filter({ has: page.getByRole('heading', { name: title }) });
const bulkBar = (page: Page) => page.getByRole('toolbar', { name: L.bulkActions });

test('Archivia on published reviews asks first, naming the live pages; Annulla in the toast puts each one back as it was', async ({ page }) => {
  const live = ['Torcia LED Lumora 1200', 'Lanterna solare Lumora', 'Frontale Vedetta 450'];
  const draft = 'Pannello solare Solaria 28 W';
  const all = [...live, draft];
  const before = reviewStates(all);
  expect(before).toEqual({ ...Object.fromEntries(live.map((n) => [n, 'pubblicata'])), [draft]: 'bozza' });

  await login(page);
  await page.goto('/dashboard/recensioni');
  for (const name of all) await page.getByRole('checkbox', { name: L.selectOne(name) }).check();
  await bulkBar(page).getByRole('button', { name: L.archive }).click();

  // The question names the three live pages; Annulla leaves everything as it was.
  const ask = page.getByRole('dialog', { name: L.bulkArchiveTitle(4) });
  await expect(ask).toContainText(L.livePages(3));
  await expect(ask).toContainText(L.undoHint);
  await ask.getByRole('button', { name: WORDS.cancel }).click();
  await expect(ask).toBeHidden();
  expect(reviewStates(all)).toEqual(before);

  await bulkBar(page).getByRole('button', { name: L.archive }).click();
  await page
    .getByRole('dialog', { name: L.bulkArchiveTitle(4) })
    .getByRole('button', { name: L.archive })
    .click();
  const done = toast(page, L.bulkDone(4));
  await expect(done).toBeVisible();
  for (const name of all) await expect(page.getByRole('article', { name }).getByText('Archiviata', { exact: true })).toBeVisible();
  expect(Object.values(reviewStates(all))).toEqual(['archiviata', 'archiviata', 'archiviata', 'archiviata']);

  // Annulla: the published ones are published again (through Pubblica and its gate), the draft a draft.
  await done.getByRole('button', { name: L.undo }).click();
  await expectToast(page, L.bulkRestored(4));
  for (const name of live) await expect(page.getByRole('article', { name }).getByText('Pubblicata', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: draft }).getByText('Bozza', { exact: true })).toBeVisible();
  expect(reviewStates(all)).toEqual(before);
});

test('Elimina asks first and waits out the undo window: Annulla keeps the items, the window passing or leaving the page deletes them', async ({ page }) => {
  const prefix = 'E2E cestino';
  // The page's clock is the test's: the undo window passes when the test says so.
  await page.clock.install();
  await login(page);
  await createNews(page, `${prefix}: bozza`);
  await createNews(page, `${prefix}: pubblicata`, 'pubblicata');
  await page.goto(`/dashboard/notizie?q=${encodeURIComponent(prefix)}`);
  const list = page.locator('.news-saved-list');
  await expect(list.locator('.news-item')).toHaveCount(2);

  async function deleteAll(count: number, livePages: number) {
    await page.getByRole('checkbox', { name: L.selectAll }).check();
    await bulkBar(page).getByRole('button', { name: L.delete }).click();
    const ask = page.getByRole('dialog', { name: L.bulkDeleteTitle(count) });
    await expect(ask).toContainText(livePages > 0 ? L.livePages(livePages) : L.noLivePages);
    await expect(ask).toContainText(L.undoHint);
    await ask.getByRole('button', { name: L.delete }).click();
    await expect(list.locator('.news-item')).toHaveCount(0);
    return toast(page, L.bulkDeleted(count));
  }

  // Annulla within the window: nothing was deleted, the items are back.
  let done = await deleteAll(2, 1);
  expect(newsTitled(prefix)).toHaveLength(2);
  await done.getByRole('button', { name: L.undo }).click();
  await expectToast(page, L.bulkDeleteUndone(2));
  await expect(list.locator('.news-item')).toHaveCount(2);
  expect(newsTitled(prefix)).toHaveLength(2);

  // The window passes: the delete is sent.
  done = await deleteAll(2, 1);
  await expect(done).toBeVisible();
  expect(newsTitled(prefix)).toHaveLength(2);
  await page.clock.fastForward('01:00');
  await expect.poll(() => newsTitled(prefix).length).toBe(0);
  await expect(done).toBeHidden();

  // Leaving the page within the window sends the delete at once (a reload here).
  await createNews(page, `${prefix}: ancora una`);
  await page.goto(`/dashboard/notizie?q=${encodeURIComponent(prefix)}`);
  await expect(list.locator('.news-item')).toHaveCount(1);
  await deleteAll(1, 0);
  await page.reload();
  await expect.poll(() => newsTitled(prefix).length).toBe(0);
});

test('Rigenera on a review starts on the default prompt', async ({ page }) => {
  const name = 'Torcia LED Lumora 1200';
  await login(page);
  await page.goto('/dashboard/recensioni');
  await page.getByRole('article', { name }).getByRole('button', { name: R.regenerate }).click();
  const dialog = page.getByRole('dialog', { name: R.regenerateTitle(name) });
  const select = dialog.getByRole('combobox', { name: R.promptLabel });
  await expect(select.locator('option:checked')).toHaveText(R.promptDefault('Recensione prodotto - standard della redazione'));
  await dialog.getByRole('button', { name: R.cancel }).click();
  await expect(dialog).toBeHidden();
});

test('a list left open shows a scheduled publication once its time has come, without a reload', async ({ page, e2eServer }) => {
  const title = 'E2E programmata: la lista la vede uscire';
  await page.clock.install();
  await login(page);
  const id = await createNews(page, title);
  await page.goto(`/dashboard/notizie?q=${encodeURIComponent(title)}`);
  const item = savedNews(page, title);
  await expect(item.getByText('Bozza', { exact: true })).toBeVisible();

  // Programma, tomorrow at 09:00 (the dialog's first choice).
  await item.getByRole('button', { name: S.action }).click();
  await page.getByRole('dialog', { name: S.dialogTitle }).getByRole('button', { name: S.submit }).click();
  await expect(item.getByText(/^Programmata per /)).toBeVisible();
  const at = rows<{ quando: string }>('select pubblicazione_programmata as quando from news where id = ?', id)[0]!.quando;

  // The server's job publishes it at its time (the e2e server runs no jobs: the test runs its work).
  await e2eServer.control(`publish-due ${at}`);
  expect(rows<{ stato: string }>('select stato from news where id = ?', id)[0]!.stato).toBe('pubblicata');
  await expect(item.getByText('Bozza', { exact: true })).toBeVisible();

  // On the page the time comes: the list asks again and shows it published.
  // The page's clock jumps to a minute past that time (the timers due on the way fire), then runs on.
  await page.clock.pauseAt(Date.parse(at) + 60_000);
  await page.clock.resume();
  await expect(item.getByText('Pubblicata', { exact: true })).toBeVisible();
  await expect(item.getByText(/^Programmata per /)).toBeHidden();

  const res = await page.request.delete(`/api/notizie/${id}`, { headers: { origin: SITE_URL } });
  expect(res.status()).toBe(204);
});
