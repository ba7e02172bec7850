import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from '../../playwright.config.ts';

/** Helpers of the dashboard browser tests (issue 4). */

/** The SQLite file of the e2e server (scripts/e2e-server.mjs), to check what is really stored. */
export const E2E_DB_FILE = path.resolve('tests', '.tmp', `e2e-data-${E2E_PORT}`, 'scorta.sqlite');

export async function login(page: Page, credentials: { username: string; password: string } = E2E_ADMIN): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByPlaceholder('Nome utente').fill(credentials.username);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard\/prodotti$/);
  await expect(page.locator('#dash-sidebar')).toBeAttached();
}

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>). */
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
