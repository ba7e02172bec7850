import fs from 'node:fs';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures.ts';
import { E2E_DB_FILE } from './server.ts';

/**
 * A failing section of a public page shows its error with 'Riprova', a plain link that loads the
 * page again (the pages carry no React; a page with a failing section is never cached, so the
 * reload renders it again). A table is taken away from the running e2e server for real (renamed
 * in its SQLite file), so its section fails while the others load; putting it back and following
 * 'Riprova' shows it again. Without JavaScript, to show that nothing else is needed.
 */

test.use({ javaScriptEnabled: false });

/** Renames `table` while `run` runs (after a write to it, which expires the pages the render cache keeps). */
async function withoutTable(table: string, run: (restore: () => void) => Promise<void>) {
  test.skip(!fs.existsSync(E2E_DB_FILE), 'the e2e server does not run on SQLite here');
  const db = new Database(E2E_DB_FILE);
  db.pragma('busy_timeout = 5000');
  let renamed = false;
  try {
    // A cached page keeps being served while the database is broken (and the broken page is
    // never stored): a write to the table, which the server learns of within a second (its poll
    // of the SQLite counters), expires it.
    db.exec(`update ${table} set id = id where id = (select min(id) from ${table})`);
    db.exec(`alter table ${table} rename to ${table}_fuori_servizio`);
    renamed = true;
    await run(() => {
      db.exec(`alter table ${table}_fuori_servizio rename to ${table}`);
      renamed = false;
    });
  } finally {
    if (renamed) db.exec(`alter table ${table}_fuori_servizio rename to ${table}`);
    db.close();
  }
}

test('a failing home section shows its error with Riprova; the rest of the page still loads', async ({ page }) => {
  await withoutTable('guides', async (restore) => {
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

    restore();
    const retry = guides.getByRole('link', { name: 'Riprova' });
    await expect(retry).toHaveAttribute('href', '/');
    await retry.click();
    await expect(guides.getByRole('alert')).toHaveCount(0);
    await expect(guides.getByRole('link', { name: /^Leggi guida/ }).first()).toBeVisible();
    await expect(page.locator('.carousel-item[data-kind="guida"]').first()).toBeVisible();
  });
});

test('the About page shows its error with Riprova, which loads it again', async ({ page }) => {
  await withoutTable('about', async (restore) => {
    const alert = page.getByRole('alert');
    await expect(async () => {
      await page.goto('/chi-siamo');
      await expect(alert).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chi siamo');
    await expect(alert).toContainText('Errore nel caricamento del testo.');
    restore();
    const retry = alert.getByRole('link', { name: 'Riprova' });
    await expect(retry).toHaveAttribute('href', '/chi-siamo');
    await retry.click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('.prose-article')).toBeVisible();
  });
});
