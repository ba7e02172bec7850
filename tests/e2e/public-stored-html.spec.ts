import fs from 'node:fs';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures.ts';
import { E2E_DB_FILE } from './server.ts';

/**
 * Stored HTML is sanitised when written; the public pages sanitise it again before rendering. To
 * prove the second line of defence, this test writes hostile HTML straight into the e2e server's
 * SQLite database (bypassing every write path) and checks that nothing of it runs.
 */
const EVIL = `<p>Testo</p><script>window.__xss = 'script'</script><img src="x" onerror="window.__xss = 'onerror'"><a href="javascript:window.__xss='link'">link</a><svg onload="window.__xss='svg'"></svg>`;

test.describe('stored HTML never runs scripts', () => {
  let db: Database.Database;
  const created: { news?: number; guide?: number; review?: number; product?: number } = {};
  let aboutBefore: string | undefined;

  test.beforeAll(() => {
    test.skip(!fs.existsSync(E2E_DB_FILE), 'the e2e server does not run on SQLite here');
    db = new Database(E2E_DB_FILE);
    db.pragma('busy_timeout = 5000');
    // Later than anything the demo holds: these lead the lists, as content written now would.
    const now = '2099-01-01T00:00:00.000Z';
    created.product = Number(
      db
        .prepare(`insert into products (nome_prodotto, nome_sintetico, asin, valutazione, created_at, updated_at) values (?, ?, ?, ?, ?, ?)`)
        .run('Prodotto di prova XSS', 'Prova XSS', 'B0XSSXSS01', 4, now, now).lastInsertRowid,
    );
    created.review = Number(
      db
        .prepare(`insert into reviews (id_prodotto, titolo, contenuto, stato, created_at, updated_at) values (?, ?, ?, 'pubblicata', ?, ?)`)
        .run(created.product, 'Recensione XSS', EVIL, now, now).lastInsertRowid,
    );
    created.guide = Number(
      db
        .prepare(`insert into guides (titolo, contenuto, stato, created_at, updated_at) values (?, ?, 'pubblicata', ?, ?)`)
        .run('Guida XSS', JSON.stringify({ introduzione: EVIL, sezioni: [{ id_prodotto: created.product, testo: EVIL }], conclusione: EVIL }), now, now).lastInsertRowid,
    );
    created.news = Number(
      db
        .prepare(`insert into news (slug, titolo, contenuto, stato, rilevanza, created_at, updated_at) values ('prova-xss', 'Notizia XSS', ?, 'pubblicata', 0, ?, ?)`)
        .run(EVIL, now, now).lastInsertRowid,
    );
    aboutBefore = (db.prepare('select contenuto from about order by id limit 1').get() as { contenuto: string } | undefined)?.contenuto;
    db.prepare('update about set contenuto = ?').run(EVIL);
  });

  test.afterAll(() => {
    if (!db) return;
    if (created.news) db.prepare('delete from news where id = ?').run(created.news);
    if (created.guide) db.prepare('delete from guides where id = ?').run(created.guide);
    if (created.review) db.prepare('delete from reviews where id = ?').run(created.review);
    if (created.product) db.prepare('delete from products where id = ?').run(created.product);
    if (aboutBefore !== undefined) db.prepare('update about set contenuto = ?').run(aboutBefore);
    db.close();
  });

  test('reviews, guides, news and About render the text without the scripts', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const url of [`/articolo/${created.product}`, `/guida/${created.guide}`, '/notizie/prova-xss', '/chi-siamo', '/']) {
      const html = await (await request.get(url)).text();
      const body = html.slice(html.indexOf('<main'));
      expect(body, url).not.toMatch(/<script>window\.__xss|onerror=|onload=|javascript:window/);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      if (url !== '/') await expect(page.locator('.prose').getByText('Testo').first(), url).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), url).toBeUndefined();
    }
    expect(dialogs).toEqual([]);
  });
});
