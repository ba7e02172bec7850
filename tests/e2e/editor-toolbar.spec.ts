import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { EDITOR_MSG as E } from '../../common/messages-editor.ts';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import type { Guide, News } from '../../common/types.ts';
import { expectToast, login } from './dashboard-helpers.ts';
import { SITE_URL } from './server.ts';

/**
 * The editor's toolbar in Chromium, in the news editor (/dashboard/notizie/{id}): a table inserted
 * from the toolbar, its cells typed in (Tab between them) and a row added; a quote and a horizontal
 * rule; a link to a published guide found by its title. Saved and published, a visitor on a 375 px
 * screen reads the table (the page never scrolls sideways), the quote and the rule, and the
 * internal link opens the guide in place. Each button's command and disabled state, and the
 * search's requests, are checked in tests/components/rich-text-toolbar.test.tsx and
 * rich-text-link-search.test.tsx.
 */
const TITLE = 'Blackout programmato: come prepararsi in casa';

async function call<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data: data as object | undefined, headers: { origin: SITE_URL } });
  const body = await res.text();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

test('a table, a quote, a rule and a link to a guide found by title, made with the toolbar, reach the public news page', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await login(page);
  const [guide] = await call<Guide[]>(page.request, 'GET', '/api/guide?stato=pubblicata&limit=1');
  expect(guide).toBeDefined();
  const item = await call<News>(page.request, 'POST', '/api/notizie', {
    titolo: TITLE,
    fonte: 'Redazione',
    // The source names what the article says, so the publishing gate has nothing to hold.
    testo_originale: `Un blackout programmato: torcia, acqua, radio. Consiglio della redazione. ${guide!.titolo}.`,
    contenuto: '<p>Un blackout programmato si affronta con poche cose pronte.</p>',
  });
  const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    await page.goto(`/dashboard/notizie/${item.id}`);
    const editor = page.locator('.rte [contenteditable="true"]');
    await expect(editor).toContainText('poche cose pronte');
    const toolbar = page.getByRole('toolbar', { name: E.toolbar });
    const tableTools = toolbar.getByRole('group', { name: E.tableTools });

    // A 3 × 3 table with a header row, after the first paragraph.
    await editor.click();
    await page.keyboard.press('Control+End');
    await toolbar.getByRole('button', { name: E.table }).click();
    await page.getByRole('group', { name: E.tableForm }).getByRole('button', { name: E.tableInsert }).click();
    await expect(editor.locator('table tr')).toHaveCount(3);
    await expect(editor.locator('table tr').first().locator('th')).toHaveCount(3);
    await expect(tableTools).toBeVisible();
    await expect(toolbar.getByRole('button', { name: E.table })).toBeDisabled();
    for (const [i, text] of ['Oggetto', 'Dove', 'Perché', 'Torcia', 'Cassetto', 'Luce'].entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    // A row under the caret's, typed in.
    await tableTools.getByRole('button', { name: E.rowBelow }).click();
    await expect(editor.locator('table tr')).toHaveCount(4);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Radio');
    await expect(editor.locator('table tr').nth(2).locator('td').first()).toHaveText('Radio');
    await page
      .locator('.rte')
      .first()
      .screenshot({ path: test.info().outputPath('editor-tabella.png') });

    // After the table: a quote, then a rule, then a link to a guide found by its title.
    await page.keyboard.press('Control+End');
    await expect(tableTools).toBeHidden();
    await page.keyboard.type('Consiglio della redazione');
    await toolbar.getByRole('button', { name: E.quote }).click();
    await expect(editor.locator('blockquote')).toHaveText('Consiglio della redazione');
    await page.keyboard.press('Control+End');
    await toolbar.getByRole('button', { name: E.horizontalRule }).click();
    await expect(editor.locator('hr')).toHaveCount(1);
    await page.keyboard.type('Leggi anche: ');
    await toolbar.getByRole('button', { name: E.link }).click();
    await page.getByRole('searchbox', { name: E.linkSearchLabel }).fill(guide!.titolo);
    const found = page.getByRole('list', { name: E.linkSearchResults }).getByRole('button', { name: guide!.titolo });
    await expect(found).toBeVisible();
    await page
      .locator('.rte')
      .first()
      .screenshot({ path: test.info().outputPath('editor-collegamento.png') });
    await found.click();
    const link = editor.locator(`a[href="/guida/${guide!.id}"]`);
    await expect(link).toHaveText(guide!.titolo);
    await expect(link).not.toHaveAttribute('target');

    await page.getByRole('button', { name: N.save, exact: true }).click();
    await expectToast(page, N.saved);
    const stored = (await call<News>(page.request, 'GET', `/api/notizie/${item.id}`)).contenuto ?? '';
    expect(stored).toContain(
      '<table><tbody><tr><th><p>Oggetto</p></th><th><p>Dove</p></th><th><p>Perché</p></th></tr>' +
        '<tr><td><p>Torcia</p></td><td><p>Cassetto</p></td><td><p>Luce</p></td></tr>' +
        '<tr><td><p>Radio</p></td><td><p></p></td><td><p></p></td></tr>',
    );
    expect(stored).toContain('<blockquote><p>Consiglio della redazione</p></blockquote><hr />');
    expect(stored).toContain(`<p>Leggi anche: <a href="/guida/${guide!.id}">${guide!.titolo}</a></p>`);

    const published = await call<News>(page.request, 'POST', `/api/notizie/${item.id}/pubblica`, {});
    const reader = await visitor.newPage();
    await reader.goto(`/notizie/${published.slug}`);
    const body = reader.locator('.prose-article');
    await expect(body.locator('table th')).toHaveText(['Oggetto', 'Dove', 'Perché']);
    await expect(body.locator('table tr').nth(2).locator('td').first()).toHaveText('Radio');
    await expect(body.locator('blockquote')).toHaveText('Consiglio della redazione');
    await expect(body.locator('hr')).toHaveCount(1);
    await body.locator('table').scrollIntoViewIfNeeded();
    await reader.screenshot({ path: test.info().outputPath('notizia-375.png'), fullPage: true });
    const widths = await reader.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);

    const internal = body.getByRole('link', { name: guide!.titolo });
    await expect(internal).toHaveAttribute('href', `/guida/${guide!.id}`);
    await expect(internal).not.toHaveAttribute('target');
    await internal.click();
    await expect(reader).toHaveURL(`${SITE_URL}/guida/${guide!.id}`);
    await expect(reader.getByRole('heading', { level: 1, name: guide!.titolo })).toBeVisible();
  } finally {
    await visitor.close();
    await call(page.request, 'DELETE', `/api/notizie/${item.id}`);
  }
});
