import SQLite from 'better-sqlite3';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import { EDITOR_PAGE_MSG as P } from '../../common/messages-editor-page.ts';
import { PRESENCE_HEARTBEAT_MS, PRESENCE_MSG } from '../../common/presence.ts';
import type { News } from '../../common/types.ts';
import { E2E_DB_FILE, login, loginThroughForm, waitForHydration } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { E2E_ADMIN, SITE_URL } from './server.ts';

/**
 * Presence in the editor, from two browsers: the admin and Marco (an account made through
 * Utenti's API) open the same news item; each sees the other's name at the top of the form.
 * Marco closes his tab: his goodbye takes him away at once, so the admin's next heartbeat no
 * longer names him (the server would keep a silent tab for a minute of real time); reopened and
 * left through 'Torna alle notizie', the same. The admin's second tab on the item is told apart.
 * The admin's page runs on Playwright's clock, so its next heartbeat comes when the test says.
 */
test.describe.configure({ mode: 'serial' });

const MARCO = { username: 'Marco', password: 'Password-Marco-2026' };

/** An API call with the page's session, from the site's own origin; the answer's JSON. */
async function call<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data: data as object | undefined, headers: { origin: SITE_URL } });
  const body = await res.text();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** How many tabs of this account the server counts on the news item (its own database, read as stored). */
function tabsOf(username: string): number {
  const db = new SQLite(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    const sql = 'select count(*) as n from presences p join users u on u.id = p.id_utente where u.username = ? and p.tipo = ? and p.id_contenuto = ?';
    return (db.prepare(sql).get(username, 'notizia', newsId) as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * The goodbye of a closed tab has reached the server: the account has `tabs` tabs left there (a
 * closed page's own requests can no longer be awaited, so the stored rows are read). A silent tab's
 * row stays until a heartbeat of another tab prunes it, a minute after its last heartbeat, so only
 * the goodbye can pass within the bound; the bound (40 s) only stops a hang, and leaves a loaded
 * machine all the time a keepalive request can take.
 */
const goodbyeArrived = (username: string, tabs = 0) => expect.poll(() => tabsOf(username), { timeout: 40_000 }).toBe(tabs);

/** The goodbye an editor sends when it closes while its page stays (leaving for the list): awaited as it is answered. */
const goodbyeAnswered = (page: Page) => page.waitForResponse((r) => r.request().method() === 'DELETE' && new URL(r.url()).pathname.startsWith('/api/presenze/'));

const notice = (page: Page) => page.getByRole('status').filter({ hasText: /questo testo/ });

let userId = 0;
let newsId = 0;
let marcoContext: BrowserContext | undefined;

test.afterAll(async ({ browser }) => {
  await marcoContext?.close();
  const page = await browser.newPage();
  await login(page);
  if (newsId) await call(page.request, 'DELETE', `/api/notizie/${newsId}`);
  if (userId) await call(page.request, 'DELETE', `/api/utenti/${userId}`);
  await page.close();
});

test('two editors on one news item see each other; a closed tab or a left editor is gone at once', async ({ page, browser }) => {
  // Three browser pages and two logins on a loaded machine; the waits inside are for events.
  test.setTimeout(120_000);
  await page.clock.install();
  await login(page);
  userId = (await call<{ id: number }>(page.request, 'POST', '/api/utenti', { ...MARCO, ruolo: 'editor' })).id;
  newsId = (await call<News>(page.request, 'POST', '/api/notizie', { titolo: 'Presenza: due redattori sulla stessa notizia' })).id;
  const address = `/dashboard/notizie/${newsId}`;

  await page.goto(address);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: N.editTitle })).toBeVisible();
  // Alone on the text: the live region is there, and says nothing.
  await expect(page.locator('.presence-notice')).toBeEmpty();

  marcoContext = await browser.newContext({ baseURL: SITE_URL });
  let marco = await marcoContext.newPage();
  await loginThroughForm(marco, MARCO);
  await marco.goto(address);
  // Marco's first heartbeat already finds the admin there.
  await expect(notice(marco)).toHaveText(PRESENCE_MSG.others([E2E_ADMIN.username]));

  // The admin learns of Marco at the next heartbeat.
  await page.clock.fastForward(PRESENCE_HEARTBEAT_MS);
  await expect(notice(page)).toHaveText(PRESENCE_MSG.others([MARCO.username]));
  await page.screenshot({ path: test.info().outputPath('presenza.png') });

  // Marco closes the tab: its goodbye is sent as the page goes away.
  await marco.close();
  await goodbyeArrived(MARCO.username);
  await page.clock.fastForward(PRESENCE_HEARTBEAT_MS);
  await expect(page.locator('.presence-notice')).toBeEmpty();

  // Back again, then he leaves the editor for the list (the editor closes, the tab stays).
  marco = await marcoContext.newPage();
  await marco.goto(address);
  await expect(notice(marco)).toHaveText(PRESENCE_MSG.others([E2E_ADMIN.username]));
  await page.clock.fastForward(PRESENCE_HEARTBEAT_MS);
  await expect(notice(page)).toHaveText(PRESENCE_MSG.others([MARCO.username]));
  const left = goodbyeAnswered(marco);
  await marco.getByRole('link', { name: P.back }).click();
  await expect(marco).toHaveURL(/\/dashboard\/notizie$/);
  expect((await left).status()).toBe(204);
  expect(tabsOf(MARCO.username)).toBe(0);
  await page.clock.fastForward(PRESENCE_HEARTBEAT_MS);
  await expect(page.locator('.presence-notice')).toBeEmpty();

  // The admin opens the same item in a second tab: that tab says so, and so does the first.
  const second = await page.context().newPage();
  await second.goto(address);
  await expect(notice(second)).toHaveText(PRESENCE_MSG.otherTab);
  await page.clock.fastForward(PRESENCE_HEARTBEAT_MS);
  await expect(notice(page)).toHaveText(PRESENCE_MSG.otherTab);
  await second.close();
  await goodbyeArrived(E2E_ADMIN.username, 1);
  await page.clock.fastForward(PRESENCE_HEARTBEAT_MS);
  await expect(page.locator('.presence-notice')).toBeEmpty();
});
