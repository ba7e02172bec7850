import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { expectToast, login } from './dashboard-helpers.ts';
import { SITE_URL } from './public-helpers.ts';

/**
 * Paste that keeps structure, in Chromium: Word's clipboard HTML pasted into a review's editor
 * comes in as clean lists, headings, a table and links (app/components/rich-text/paste.ts, with
 * Chromium's own DOMParser); saved, it is stored as the editor wrote it; published, the table
 * scrolls inside itself on a 375 px screen. A product of its own, deleted at the end: the demo
 * data stay as they were. The cleaner's exact output on Word and Google Docs fixtures is checked in
 * tests/unit/paste.test.ts, the editor's in tests/components/rich-text-paste.test.tsx.
 */
test.describe.configure({ mode: 'serial' });

const NAME = 'Zaino del test incolla e2e';

/** What Word (Windows) puts on the clipboard as text/html, trimmed, with some hostile extras. */
const WORD_HTML = [
  '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">',
  '<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=ProgId content=Word.Document>',
  '<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->',
  '<style><!-- p.MsoNormal {margin:0cm;font-family:"Calibri",sans-serif;} --></style></head>',
  "<body lang=IT style='tab-interval:35.4pt'><!--StartFragment-->",
  '<h1><span style=\'mso-fareast-font-family:"Times New Roman"\'>Cosa mettere nello zaino<o:p></o:p></span></h1>',
  '<p class=MsoNormal>Segui la <a href="https://www.protezionecivile.gov.it/it/">guida ufficiale</a> e <b>controlla</b> tutto.<o:p></o:p></p>',
  "<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Torcia frontale<o:p></o:p></p>",
  "<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Coperta isotermica<o:p></o:p></p>",
  "<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none;mso-yfti-tbllook:1184'>",
  "<tr><td width=200 valign=top style='width:150pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Oggetto<o:p></o:p></b></p></td>",
  "<td width=200 valign=top style='width:150pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Dove tenerlo<o:p></o:p></b></p></td>",
  "<td width=200 valign=top style='width:150pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Perché serve<o:p></o:p></b></p></td>",
  "<td width=200 valign=top style='width:150pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Alternativa<o:p></o:p></b></p></td>",
  "<td width=200 valign=top style='width:150pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Manutenzione<o:p></o:p></b></p></td></tr>",
  "<tr><td valign=top style='border:solid windowtext 1.0pt'><p class=MsoNormal>Torcia frontale<o:p></o:p></p></td>",
  "<td valign=top style='border:solid windowtext 1.0pt'><p class=MsoNormal>Nella tasca esterna dello zaino<o:p></o:p></p></td>",
  "<td valign=top style='border:solid windowtext 1.0pt'><p class=MsoNormal>Tiene le mani libere quando manca la corrente<o:p></o:p></p></td>",
  "<td valign=top style='border:solid windowtext 1.0pt'><p class=MsoNormal>Lanterna ricaricabile<o:p></o:p></p></td>",
  "<td valign=top style='border:solid windowtext 1.0pt'><p class=MsoNormal>Controllare periodicamente<o:p></o:p></p></td></tr>",
  '</table>',
  '<img src="x" onerror="window.__incollaXss = 1"><iframe src="javascript:window.__incollaXss = 2"></iframe><script>window.__incollaXss = 3</script>',
  '<!--EndFragment--></body></html>',
].join('\r\n');

async function call<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data: data as object | undefined, headers: { origin: SITE_URL } });
  const body = await res.text();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** A paste as the browser fires it: a ClipboardEvent whose DataTransfer holds text/html (and the plain text). */
async function pasteHtml(editor: Locator, html: string): Promise<void> {
  await editor.evaluate((el, data) => {
    const dt = new DataTransfer();
    dt.setData('text/html', data);
    dt.setData('text/plain', 'Cosa mettere nello zaino');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, html);
}

test('Word HTML pasted into a review keeps lists, headings, the table and links, without styles; saved and published as it is', async ({ page, browser }) => {
  await login(page);
  const product = await call<{ id: number }>(page.request, 'POST', '/api/prodotti', { nome_prodotto: NAME, nome_sintetico: NAME, asin_prodotto: 'B0PASTEE21' });
  const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const { recensione } = await call<{ recensione: { id: number } }>(page.request, 'POST', `/api/recensioni/genera/${product.id}`, {});
    await call(page.request, 'PUT', `/api/recensioni/${product.id}`, { recensione_prodotto: '<p>Uno zaino pronto per ogni emergenza.</p>' });

    await page.goto('/dashboard/recensioni');
    // Modifica opens the review's own page.
    await page.getByRole('article', { name: NAME }).getByRole('link', { name: REVIEW_MSG.edit }).click();
    const card = page.locator('section.editor-page');
    const editor = card.getByRole('textbox', { name: REVIEW_MSG.editorLabel });
    await expect(editor).toHaveClass(/ProseMirror/);
    await expect(editor).toContainText('Uno zaino pronto');

    // The caret on a new empty paragraph after the text, then the paste.
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await pasteHtml(editor, WORD_HTML);

    await expect(editor.locator('h2')).toHaveText('Cosa mettere nello zaino');
    await expect(editor.locator('ul > li')).toHaveText(['Torcia frontale', 'Coperta isotermica']);
    await expect(editor.locator('a[href="https://www.protezionecivile.gov.it/it/"]')).toHaveText('guida ufficiale');
    await expect(editor.locator('strong', { hasText: 'controlla' })).toBeVisible();
    await expect(editor.locator('table tr')).toHaveCount(2);
    await expect(editor.locator('table td')).toHaveCount(10);
    await expect(editor.locator('table td').nth(6)).toHaveText('Nella tasca esterna dello zaino');
    // Nothing of Word's markup and nothing hostile: no style, no class but ProseMirror's own, no image or frame.
    expect(await editor.locator('[style]').count()).toBe(0);
    expect(await editor.evaluate((el) => [...el.querySelectorAll('[class]')].flatMap((e) => [...e.classList]).filter((c) => !c.startsWith('ProseMirror')))).toEqual([]);
    expect(await editor.locator('img, iframe, script, o\\:p, span, font').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __incollaXss?: number }).__incollaXss)).toBeUndefined();

    await editor.screenshot({ path: test.info().outputPath('editor-incollato.png') });

    // The pasted table's cells are text to edit.
    await editor.locator('table td').nth(5).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' grande');
    await expect(editor.locator('table td').nth(5)).toHaveText('Torcia frontale grande');

    // Salva stores the editor's HTML as it is.
    await card.getByRole('button', { name: REVIEW_MSG.save }).click();
    await expectToast(page, REVIEW_MSG.saved);
    const stored = (await call<{ recensione: { recensione_prodotto: string } }>(page.request, 'GET', `/api/recensioni/${product.id}`)).recensione.recensione_prodotto;
    expect(stored).toContain('<p>Uno zaino pronto per ogni emergenza.</p><h2>Cosa mettere nello zaino</h2>');
    expect(stored).toContain(
      '<p>Segui la <a target="_blank" rel="noopener noreferrer" href="https://www.protezionecivile.gov.it/it/">guida ufficiale</a> e <strong>controlla</strong> tutto.</p>',
    );
    expect(stored).toContain('<ul><li><p>Torcia frontale</p></li><li><p>Coperta isotermica</p></li></ul>');
    expect(stored).toContain(
      '<table><tbody><tr><td><p><strong>Oggetto</strong></p></td><td><p><strong>Dove tenerlo</strong></p></td><td><p><strong>Perché serve</strong></p></td>' +
        '<td><p><strong>Alternativa</strong></p></td><td><p><strong>Manutenzione</strong></p></td></tr>' +
        '<tr><td><p>Torcia frontale grande</p></td><td><p>Nella tasca esterna dello zaino</p></td><td><p>Tiene le mani libere quando manca la corrente</p></td>' +
        '<td><p>Lanterna ricaricabile</p></td><td><p>Controllare periodicamente</p></td></tr></tbody></table>',
    );
    expect(stored).not.toMatch(/style=|class=|Mso|<span|<img|<iframe|<script/);

    // Published, a visitor on a 375 px screen reads the table; it scrolls inside itself, the page does not.
    // The pasted link's host is not in the product's data: confirmed with its source (decision 0023).
    await call(page.request, 'POST', `/api/recensioni/${recensione.id}/pubblica`, {
      conferme: [{ testo: 'collegamento a protezionecivile.gov.it', fonte: 'Sito del Dipartimento della Protezione civile' }],
    });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/articolo/${product.id}`);
    const table = publicPage.locator('.prose table');
    await table.scrollIntoViewIfNeeded();
    await expect(table).toBeVisible();
    await publicPage.screenshot({ path: test.info().outputPath('tabella-375.png') });
    await expect(publicPage.getByRole('heading', { name: 'Cosa mettere nello zaino' })).toBeVisible();
    await expect(publicPage.locator('.prose ul > li')).toHaveText(['Torcia frontale', 'Coperta isotermica']);
    const widths = await publicPage.evaluate(() => {
      const t = document.querySelector('.prose table')!;
      return { page: document.documentElement.scrollWidth, viewport: window.innerWidth, table: t.scrollWidth, tableBox: t.clientWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.table).toBeGreaterThan(widths.tableBox);
  } finally {
    await visitor.close();
    await call(page.request, 'DELETE', `/api/prodotti/${product.id}`);
  }
});
