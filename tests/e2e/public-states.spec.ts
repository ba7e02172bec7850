import fs from 'node:fs';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures.ts';
import { E2E_DB_FILE } from './server.ts';

/**
 * Each home section has loading, error and loaded states. The guides table is taken away from the
 * running e2e server for real (renamed in its SQLite file), so the guides section fails while the
 * others load; putting it back and pressing 'Riprova' reloads the section.
 */

test('a failing home section shows its error with Riprova; the rest of the page still loads', async ({ page }) => {
  test.skip(!fs.existsSync(E2E_DB_FILE), 'the e2e server does not run on SQLite here');
  const db = new Database(E2E_DB_FILE);
  db.pragma('busy_timeout = 5000');
  let renamed = false;
  try {
    // '/' may come from the render cache, which keeps serving the last good page while the
    // database is broken (and never stores the broken one): a write to the guides first, which
    // the server learns of within a second (its poll of the SQLite counters), expires it.
    db.exec('update guides set titolo = titolo where id = (select min(id) from guides)');
    db.exec('alter table guides rename to guides_fuori_servizio');
    renamed = true;
    await page.setViewportSize({ width: 1280, height: 900 });
    const guides = page.locator('.home-col-guides');
    await expect(async () => {
      await page.goto('/');
      await expect(guides.getByRole('alert')).toHaveText(/Errore nel caricamento delle guide\./, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('.home-col-products .product-card')).toHaveCount(10);
    await expect(page.locator('.news-sidebar .news-link').first()).toBeVisible();
    // The carousel keeps the reviews and news it could load.
    await expect(page.locator('.carousel-item[data-kind="recensione"]').first()).toBeVisible();
    await expect(page.locator('.carousel-item[data-kind="guida"]')).toHaveCount(0);

    db.exec('alter table guides_fuori_servizio rename to guides');
    renamed = false;
    await guides.getByRole('button', { name: 'Riprova' }).click();
    await expect(guides.getByRole('alert')).toHaveCount(0);
    await expect(guides.getByRole('link', { name: /^Leggi guida/ }).first()).toBeVisible();
    await expect(page.locator('.carousel-item[data-kind="guida"]').first()).toBeVisible();
  } finally {
    if (renamed) db.exec('alter table guides_fuori_servizio rename to guides');
    db.close();
  }
});
