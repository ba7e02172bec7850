import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { login } from './dashboard-helpers.ts';
import { publishedRefs } from './public-helpers.ts';

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

test('no page of the site or the dashboard breaks the CSP, and the pages still hydrate', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const refs = await publishedRefs(request);
  const pages = [
    '/',
    '/prodotti',
    `/articolo/${refs.productId}`,
    '/guide',
    `/guida/${refs.guideId}`,
    '/notizie',
    `/notizie/${refs.newsSlug}`,
    '/chi-siamo',
    '/contatti',
    '/privacy',
    '/login',
  ];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Hydrated: the contact form validates on the client (a React handler, not the browser's).
  await page.goto('/contatti');
  await page.getByRole('button', { name: /invia/i }).click();
  await expect(page.getByText('Compila tutti i campi obbligatori.')).toBeVisible();

  await login(page);
  for (const path of ['/dashboard/panoramica', '/dashboard/prodotti', '/dashboard/utenti', '/dashboard/chiavi', '/dashboard/messaggi']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('an inline script smuggled into the page would not run: the CSP has a nonce or the hashes of the page’s own scripts, and no unsafe-inline', async ({ page }) => {
  // Twice: the second answer comes from the render cache (hashes instead of a shared nonce).
  await page.goto('/');
  const res = await page.goto('/');
  const csp = res!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' '(?:nonce|sha256)-[^']+'/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__iniettato = true';
    document.body.append(s);
    return (window as unknown as { __iniettato?: boolean }).__iniettato === true;
  });
  expect(ran).toBe(false);
});
