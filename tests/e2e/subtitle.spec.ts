import SQLite from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { GUIDE_MSG as G } from '../../common/messages-guides.ts';
import { SUBTITLE_MSG } from '../../common/subtitle.ts';
import { E2E_DB_FILE, expectToast, login } from './dashboard-helpers.ts';

/**
 * The subtitle (`sottotitolo`) end to end: the demo review, guide and news item that have one show
 * it under their title, with schema.org alternativeHeadline; an editor gives a guide a subtitle in
 * its editor, and the public page shows it at once. The guide's subtitle is taken away again at the
 * end, leaving the demo data as it was.
 */
test.describe.configure({ mode: 'serial' });

function idOf(sql: string, value: string): number {
  const db = new SQLite(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get(value) as { id: number }).id;
  } finally {
    db.close();
  }
}

/** Every JSON-LD object of the page, those nested in a Product's review included. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => [JSON.parse(t)].flat() as Array<Record<string, unknown>>);
}

test('the demo review, guide and news item show their subtitle under the title, and in the JSON-LD', async ({ page }) => {
  const productId = idOf('select id from products where nome_sintetico = ?', 'Torcia LED Lumora 1200');
  await page.goto(`/articolo/${productId}`);
  const reviewSubtitle = 'Robusta, ricaricabile e semplice da usare anche al buio';
  await expect(page.locator('.review-title + .subtitle')).toHaveText(reviewSubtitle);
  const product = (await jsonLd(page)).find((o) => o['@type'] === 'Product')!;
  expect(product.review).toMatchObject({ '@type': 'Review', alternativeHeadline: reviewSubtitle });

  const guideId = idOf('select id from guides where titolo like ?', 'Blackout in casa%');
  await page.goto(`/guida/${guideId}`);
  const guideSubtitle = 'Luce, energia, acqua e notizie: la lista essenziale, stanza per stanza';
  await expect(page.locator('#guida-titolo + .subtitle')).toHaveText(guideSubtitle);
  expect(await jsonLd(page)).toContainEqual(expect.objectContaining({ '@type': 'Article', alternativeHeadline: guideSubtitle }));

  await page.goto('/notizie/allerta-meteo-codici-colore');
  const newsSubtitle = 'Dal verde al rosso: che cosa fare a ogni livello di allerta';
  await expect(page.locator('#notizia-titolo + .subtitle')).toHaveText(newsSubtitle);
  expect(await jsonLd(page)).toContainEqual(expect.objectContaining({ '@type': 'Article', alternativeHeadline: newsSubtitle }));

  // A text without a subtitle has neither.
  await page.goto('/notizie/prove-evacuazione-scuole');
  await expect(page.locator('.subtitle')).toHaveCount(0);
  expect(JSON.stringify(await jsonLd(page))).not.toContain('alternativeHeadline');
});

test('an editor types a subtitle on the guide’s page, saves, and the guide page shows it under the title', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const TITLE = 'Acqua in emergenza: quanta tenerne in casa e come conservarla';
  const SUBTITLE = 'Quanti litri a persona, dove tenerli, <b>quando</b> cambiarli';
  const guideId = idOf('select id from guides where titolo = ?', TITLE);
  await login(page);

  const edit = async (value: string) => {
    await page.goto(`/dashboard/guide/${guideId}`);
    const editor = page.locator('section.editor-page');
    const field = editor.getByRole('textbox', { name: SUBTITLE_MSG.label });
    await field.fill(value);
    await editor.getByRole('button', { name: G.saveGuide }).click();
    await expectToast(page, G.updated);
  };
  await edit(SUBTITLE);

  const visitor = await browser.newPage();
  await visitor.goto(`/guida/${guideId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // Plain text: the markup typed is shown as written, never read as HTML.
  await expect(visitor.locator('#guida-titolo + .subtitle')).toHaveText(SUBTITLE);
  await expect(visitor.locator('.guide-cover b')).toHaveCount(0);
  expect(await jsonLd(visitor)).toContainEqual(expect.objectContaining({ '@type': 'Article', headline: TITLE, alternativeHeadline: SUBTITLE }));

  await edit('');
  await visitor.reload();
  await expect(visitor.locator('.subtitle')).toHaveCount(0);
  await visitor.close();
});
