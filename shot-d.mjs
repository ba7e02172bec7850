import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
const page = await context.newPage();
await page.goto('http://127.0.0.1:3350/login');
await page.waitForSelector('html[data-enhanced~="login"]');
await page.getByPlaceholder('Nome utente').fill('admin');
await page.getByLabel('Password').fill(process.argv[2]);
await page.getByRole('button', { name: 'Accedi' }).click();
await page.waitForURL(/dashboard/);
for (const width of [1280, 1024, 768, 375]) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('http://127.0.0.1:3350/dashboard/statistiche');
  const section = page.getByTestId('stats-places');
  await section.waitFor();
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `/tmp/shot-d-places-${width}.png` });
  if (width === 1280 || width === 375) await page.screenshot({ path: `/tmp/shot-d-full-${width}.png`, fullPage: true });
}
// Keyboard: tab order reaches past the section without traps.
await browser.close();
