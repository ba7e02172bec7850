import type { APIRequestContext, Page } from '@playwright/test';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import { REVISION_UI_MSG as R } from '../../common/messages-revisions.ts';
import { SAFETY_MSG } from '../../common/messages-safety.ts';
import type { News } from '../../common/types.ts';
import { login } from './dashboard-helpers.ts';
import { SITE_URL } from './server.ts';
import { expect, test } from './fixtures.ts';

/**
 * The versions side by side, in the news editor (/dashboard/notizie/{id}): a paragraph saved twice
 * with a different word, then the Cronologia's newest version beside the current text: the old word
 * struck through in the left column ('Versione del …'), the new one underlined in the right column
 * ('Attuale'), in the same row; the unchanged paragraphs folded. At 768 px the columns stack and
 * each cell still names its column.
 */

async function call<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data: data as object | undefined, headers: { origin: SITE_URL } });
  const body = await res.text();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

const TITLE = 'Notizia delle differenze e2e';
const STEADY = ['Prima frase invariata della notizia.', 'Seconda frase invariata.', 'Terza frase invariata.', 'Quarta frase invariata.'];
const LEVEL = (word: string) => `Il livello del fiume oggi è ${word} secondo i tecnici.`;

/** Replaces the whole paragraph holding `was` with `text`, saves with 'Salva' and waits until it is stored. */
async function rewriteAndSave(page: Page, id: number, was: string, text: string) {
  const editor = page.getByRole('textbox', { name: N.fContent });
  await editor.locator('p', { hasText: was }).click({ clickCount: 3 });
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
  await page.getByRole('button', { name: N.save, exact: true }).click();
  await expect.poll(async () => (await call<News>(page.request, 'GET', `/api/notizie/${id}`)).contenuto).toContain(text);
  await expect(page.getByTestId('stato-salvataggio')).toContainText('Salvato alle');
}

test('the Cronologia shows the version beside the current text: the old word removed on the left, the new one added on the right', async ({ page }) => {
  await login(page);
  const item = await call<News>(page.request, 'POST', '/api/notizie', {
    titolo: TITLE,
    contenuto: [...STEADY, LEVEL('normale')].map((p) => `<p>${p}</p>`).join(''),
  });
  try {
    await page.goto(`/dashboard/notizie/${item.id}`);
    await rewriteAndSave(page, item.id, 'normale', LEVEL('alto'));
    await rewriteAndSave(page, item.id, 'alto', LEVEL('basso'));

    await page.getByRole('button', { name: SAFETY_MSG.historyButton }).click();
    const history = page.getByRole('dialog', { name: R.historyTitle });
    // The newest save kept the text it replaced: the one with 'alto'.
    await history
      .getByRole('button', { name: /^Salvataggio \d/ })
      .first()
      .click();
    const diff = history.getByRole('group', { name: R.diffLabel });
    const headers = diff.getByRole('columnheader');
    await expect(headers).toHaveText([/^Versione del \d/, R.currentColumn]);

    const row = diff.locator('tr.is-changed');
    await expect(row).toHaveCount(1);
    await expect(row.locator('td.is-before del')).toHaveText(`[${R.removed}: alto]`);
    await expect(row.locator('td.is-after ins')).toHaveText(`[${R.added}: basso]`);
    await expect(row.locator('td.is-before ins, td.is-after del')).toHaveCount(0);
    // Side by side: the two cells of the row start at the same height, the old one on the left.
    const before = (await row.locator('td.is-before').boundingBox())!;
    const after = (await row.locator('td.is-after').boundingBox())!;
    expect(before.y).toBe(after.y);
    expect(before.x).toBeLessThan(after.x);
    // The unchanged paragraphs before it: one shown next to the change, the others folded.
    const fold = diff.getByRole('button', { name: R.showUnchanged(3) });
    await expect(fold).toBeVisible();
    await fold.click();
    await expect(diff.locator('tr.is-same td.is-before', { hasText: STEADY[0]! })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('diff-side-by-side.png') });

    // At 768 px the columns stack, the old version above the new one, each cell named.
    await page.setViewportSize({ width: 768, height: 1000 });
    const stackedBefore = (await row.locator('td.is-before').boundingBox())!;
    const stackedAfter = (await row.locator('td.is-after').boundingBox())!;
    expect(stackedBefore.y + stackedBefore.height).toBeLessThanOrEqual(stackedAfter.y + 1);
    await expect(row.locator('td.is-before .revdiff-cell-label')).toHaveText(/^Versione del \d/);
    await expect(row.locator('td.is-after .revdiff-cell-label')).toHaveText(R.currentColumn);
    await expect(row.locator('td.is-after ins')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('diff-stacked-768.png') });
  } finally {
    await call(page.request, 'DELETE', `/api/notizie/${item.id}`);
  }
});
