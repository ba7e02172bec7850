import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { login } from './dashboard-helpers.ts';
import { publicPagePaths, publishedRefs } from './public-helpers.ts';

/** Collects every CSP violation the page reports (a blocked script, eval, inline handler…). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(v: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return violations;
}

test('no page of the site or the dashboard breaks the CSP, and their scripts still run', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const refs = await publishedRefs(request);
  const pages = publicPagePaths(refs);
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // The public pages' scripts ran: the contact form validates in the page (its script, not the browser's checks).
  await page.goto('/contatti');
  await expect(page.locator('html[data-enhanced~="contact-form"]')).toBeAttached();
  await page.getByRole('button', { name: /invia/i }).click();
  await expect(page.getByText('Compila tutti i campi obbligatori.')).toBeVisible();

  await login(page);
  for (const path of ['/dashboard/panoramica', '/dashboard/prodotti', '/dashboard/utenti', '/dashboard/chiavi', '/dashboard/messaggi']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('an inline script smuggled into the page would not run: the CSP allows the site’s own files and, on a page with inline scripts, their nonce or hashes; never unsafe-inline', async ({
  page,
}) => {
  // Twice: the second answer comes from the render cache (hashes of the page's inline scripts
  // instead of a shared nonce; a public page has none, so script-src is 'self' alone).
  await page.goto('/');
  const res = await page.goto('/');
  const csp = res!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'(?: '(?:nonce|sha256)-[^']+')*;/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__iniettato = true';
    document.body.append(s);
    return (window as unknown as { __iniettato?: boolean }).__iniettato === true;
  });
  expect(ran).toBe(false);
});
