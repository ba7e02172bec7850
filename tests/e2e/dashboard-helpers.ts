import { type Cookie, expect, type Page } from '@playwright/test';
import { E2E_ADMIN, SITE_URL } from './server.ts';

/** Helpers of the dashboard browser tests. */

/** The SQLite file of this worker's e2e server, to check what is really stored. */
export { E2E_DB_FILE } from './server.ts';

/**
 * Logs the page in. As the e2e admin (the default), through the worker's session: one login per
 * worker instead of one per test (each costs a deliberately slow password hash on the server);
 * the cookie is checked with /api/auth/me first and renewed when a test ended it (logout, 'Esci da
 * tutti gli altri dispositivi'). Other accounts log in through the form, as a person would.
 */
export async function login(page: Page, credentials: { username: string; password: string } = E2E_ADMIN): Promise<void> {
  if (credentials !== E2E_ADMIN) return loginThroughForm(page, credentials);
  const context = page.context();
  if (workerSession) await context.addCookies(workerSession);
  const me = await page.request.get('/api/auth/me');
  const info = me.ok() ? ((await me.json()) as { authenticated?: boolean; user?: { username?: string } }) : null;
  if (info?.authenticated !== true || info.user?.username !== E2E_ADMIN.username) {
    const res = await page.request.post('/api/auth/login', { data: E2E_ADMIN, headers: { origin: SITE_URL } });
    if (!res.ok()) throw new Error(`login e2e fallito: ${res.status()} ${await res.text()}`);
    workerSession = (await context.cookies(SITE_URL)).filter((c) => c.httpOnly);
  }
  await page.goto('/dashboard/prodotti');
  await expect(page.locator('#dash-sidebar')).toBeAttached();
  await waitForHydration(page);
}

/** The e2e admin's session cookies in this worker (its own server), once logged in. */
let workerSession: Cookie[] | null = null;

/** The login form: name, password, Accedi, then the products screen. */
export async function loginThroughForm(page: Page, credentials: { username: string; password: string } = E2E_ADMIN): Promise<void> {
  await page.goto('/login');
  // The login page is plain HTML; its script checks the fields and stores the session flag.
  await expect(page.locator('html[data-enhanced~="login"]')).toBeAttached();
  await page.getByPlaceholder('Nome utente').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard\/prodotti$/);
  await expect(page.locator('#dash-sidebar')).toBeAttached();
}

/** Waits until React has hydrated a dashboard page (root.tsx marks <html data-hydrated>; public pages are never hydrated). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

/** A toast with exactly this text. */
export function toast(page: Page, text: string) {
  return page.locator('.toasts .toast').filter({ hasText: text });
}

/** The latest toast with this text is showing (an earlier identical one may still be closing). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page, text).last()).toBeVisible();
}

/** The sidebar link of a dashboard screen (avoids the page's own links and headings). */
export function sidebarLink(page: Page, name: string | RegExp) {
  return page.locator('#dash-sidebar').getByRole('link', { name, exact: typeof name === 'string' });
}
