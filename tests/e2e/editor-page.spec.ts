import SQLite from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { EDITOR_PAGE_MSG as P } from '../../common/messages-editor-page.ts';
import { GUIDE_MSG } from '../../common/messages-guides.ts';
import { NEWS_MSG } from '../../common/messages-news.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { SUBTITLE_MSG } from '../../common/subtitle.ts';
import { E2E_DB_FILE, expectToast, login } from './dashboard-helpers.ts';
import { call, caretAt } from './blocks-helpers.ts';

/**
 * The editor's own page, for each type: opened from its list (the list's filters in the address),
 * edited, saved (Salva or Ctrl+S), read again after a reload, and 'Torna all’elenco' back to the
 * list as it was; the word count and the outline follow the typing; a claim of the side panel
 * takes the text to it; a review is written by hand on its 'nuova' page. The review is the test's
 * own; each other test puts the demo text back as it found it.
 */
test.describe.configure({ mode: 'serial' });

function stored<T>(sql: string, ...args: unknown[]): T | undefined {
  const db = new SQLite(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...args) as T | undefined;
  } finally {
    db.close();
  }
}

const back = (page: Page) => page.getByRole('link', { name: P.back });
const saveBar = (page: Page) => page.getByRole('region', { name: P.saveBar });
const aside = (page: Page) => page.getByRole('complementary', { name: P.aside });

test.describe('Editor page', () => {
  test('a review: Modifica from the filtered list, Ctrl+S, reload, word count, outline, claim click, Back to the same list', async ({ page }) => {
    await login(page);
    // A published review of the test's own: other files publish and edit reviews meanwhile, so the
    // list's first one may be anybody's, half-way through their test.
    const name = 'Coltello da campo per la pagina di modifica';
    const product = await call<{ id: number }>(page.request, 'POST', '/api/prodotti', { nome_prodotto: name, nome_sintetico: name, asin_prodotto: 'B0EDITPG01' });
    try {
      const { recensione } = await call<{ recensione: { id: number } }>(page.request, 'POST', `/api/recensioni/genera/${product.id}`, {});
      await call(page.request, 'PUT', `/api/recensioni/${product.id}`, {
        recensione_prodotto: '<p>Un coltello semplice, con il manico in legno e una custodia di tela.</p><p>Si tiene bene in mano anche con i guanti.</p>',
      });
      await call(page.request, 'POST', `/api/recensioni/${recensione.id}/pubblica`, {});
      await editReview(page, name);
    } finally {
      await call(page.request, 'DELETE', `/api/prodotti/${product.id}`);
    }
  });

  async function editReview(page: Page, name: string) {
    await page.goto('/dashboard/recensioni?stato=pubblicata');
    const card = page.getByRole('article', { name });
    const edit = card.getByRole('link', { name: REVIEW_MSG.edit });
    // A link: it opens in a new tab too, and carries the list's own address.
    await expect(edit).toHaveAttribute('href', /\/dashboard\/recensioni\/\d+\?da=%3Fstato%3Dpubblicata$/);
    await edit.click();
    await expect(page.getByRole('heading', { level: 1, name: P.reviewEdit })).toBeVisible();
    await expect(page.getByText(name).first()).toBeVisible();
    const productId = Number(/recensioni\/(\d+)/.exec(page.url())![1]);

    // The word count and the outline follow the text as it is typed.
    const stats = saveBar(page).getByTestId('statistiche-testo');
    await expect(stats).toHaveText(/^[\d.]+ parole · \d+ min di lettura$/);
    const before = Number((await stats.textContent())!.split(' ')[0]!.replace('.', ''));
    const editor = page.getByRole('textbox', { name: REVIEW_MSG.editorLabel });
    // The caret at the very end of the text (through the editor: a click lands wherever the middle of a long text is).
    await caretAt(editor, 'end');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Titoletto di prova per la struttura');
    await page.keyboard.press('Control+Alt+2');
    await page.keyboard.press('Enter');
    await page.keyboard.type('La lama resta affilata per 99 ore di lavoro.');
    await expect(stats).toHaveText(
      new RegExp(
        `^${P.stats(before + 15, 1)
          .split(' ')[0]!
          .replace('.', '\\.')} parole`,
      ),
    );
    const outline = page.getByRole('navigation', { name: P.outline });
    await expect(outline.getByRole('button', { name: P.outlineGo('Titoletto di prova per la struttura') })).toBeVisible();

    // A click in the outline takes the editor to the heading; a click on a claim selects it in the text.
    const firstHeading = outline.getByRole('button').first();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await firstHeading.click();
    await expect(editor.locator('h2, h3').first()).toBeInViewport();
    const claim = aside(page).getByRole('button', { name: /Mostra nel testo: .*99 ore/ });
    await page.evaluate(() => window.scrollTo(0, 0));
    await claim.click();
    await expect(editor.locator('.rte-unverified', { hasText: '99 ore' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain('99 ore');

    // The title changed and Ctrl+S: saved, and there after a reload (the typed text too).
    const title = page.getByLabel(REVIEW_MSG.titleLabel);
    await title.fill('Titolo dalla pagina di modifica');
    await page.keyboard.press('Control+s');
    // The review is published: the claim typed goes through the publishing gate, confirmed with its source.
    const gate = page.getByRole('dialog', { name: CLAIMS_MSG.dialogTitle });
    await gate.getByRole('textbox').first().fill('Scheda tecnica del produttore');
    await gate.getByRole('button', { name: CLAIMS_MSG.confirmSave }).click();
    await expectToast(page, REVIEW_MSG.saved);
    expect(stored<{ titolo: string }>('select titolo from reviews where id_prodotto = ?', productId)!.titolo).toBe('Titolo dalla pagina di modifica');
    await page.reload();
    await expect(page.getByLabel(REVIEW_MSG.titleLabel)).toHaveValue('Titolo dalla pagina di modifica');
    await expect(page.getByRole('textbox', { name: REVIEW_MSG.editorLabel })).toContainText('Titoletto di prova per la struttura');

    // Back: the list with its filter.
    await back(page).click();
    await expect(page).toHaveURL(/\/dashboard\/recensioni\?stato=pubblicata$/);
    await expect(page.getByRole('radio', { name: REVIEW_MSG.filterPubblicata })).toBeChecked();
  }

  test('a guide: Modifica from the searched list, Salva guida, reload, Back to the same search', async ({ page }) => {
    await login(page);
    const guide = stored<{ id: number; titolo: string }>("select id, titolo from guides where stato = 'pubblicata' order by id limit 1")!;
    const word = guide.titolo.split(' ').find((w) => w.length > 4)!;
    await page.goto(`/dashboard/guide?q=${encodeURIComponent(word)}`);
    await page.getByRole('article', { name: guide.titolo }).getByRole('link', { name: GUIDE_MSG.actionEdit }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/guide/${guide.id}\\?da=`));
    await expect(page.getByRole('heading', { level: 1, name: P.guideEdit })).toBeVisible();
    await expect(saveBar(page).getByTestId('statistiche-testo')).toHaveText(/parole · \d+ min di lettura/);

    const title = page.getByLabel(GUIDE_MSG.fTitle);
    await title.fill(`${guide.titolo} (rivista)`);
    await saveBar(page).getByRole('button', { name: GUIDE_MSG.saveGuide }).click();
    await expectToast(page, GUIDE_MSG.updated);
    await page.reload();
    await expect(page.getByLabel(GUIDE_MSG.fTitle)).toHaveValue(`${guide.titolo} (rivista)`);

    await back(page).click();
    await expect(page).toHaveURL(`/dashboard/guide?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('searchbox').first()).toHaveValue(word);
    expect((await page.request.put(`/api/guide/${guide.id}`, { data: { titolo: guide.titolo } })).ok()).toBe(true);
  });

  test('a news item: Modifica from the list, Ctrl+S, reload, Back to the same list', async ({ page }) => {
    await login(page);
    const news = stored<{ id: number; titolo: string; sottotitolo: string | null }>("select id, titolo, sottotitolo from news where stato = 'pubblicata' order by id limit 1")!;
    await page.goto('/dashboard/notizie?stato=pubblicata');
    const item = page.locator('.news-item', { hasText: news.titolo }).first();
    await item.getByRole('link', { name: NEWS_MSG.edit }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/notizie/${news.id}\\?da=`));
    const subtitle = page.getByRole('textbox', { name: SUBTITLE_MSG.label, exact: true });
    await subtitle.fill('Un sottotitolo scritto sulla pagina');
    await page.keyboard.press('Control+s');
    await expectToast(page, NEWS_MSG.saved);
    await page.reload();
    await expect(page.getByRole('textbox', { name: SUBTITLE_MSG.label, exact: true })).toHaveValue('Un sottotitolo scritto sulla pagina');
    await back(page).click();
    await expect(page).toHaveURL('/dashboard/notizie?stato=pubblicata');
    await page.goto(`/dashboard/notizie/${news.id}`);
    await page.getByRole('textbox', { name: SUBTITLE_MSG.label, exact: true }).fill(news.sottotitolo ?? '');
    await page.keyboard.press('Control+s');
    await expectToast(page, NEWS_MSG.saved);
    // A direct visit goes back to the plain list.
    await back(page).click();
    await expect(page).toHaveURL('/dashboard/notizie');
  });

  test('a review written by hand on its nuova page; a text that does not exist', async ({ page }) => {
    await login(page);
    const product = stored<{ id: number; nome: string }>(
      'select p.id, coalesce(p.nome_visualizzato, p.nome_sintetico, p.nome_prodotto) as nome from products p where not exists (select 1 from reviews r where r.id_prodotto = p.id) order by p.id desc limit 1',
    )!;
    await page.goto('/dashboard/recensioni');
    await page.getByRole('link', { name: P.reviewNew }).click();
    await page.getByRole('button', { name: P.reviewByHand }).click();
    await expect(page.getByText(P.reviewProductRequired)).toBeVisible();
    await page.getByLabel(P.reviewProduct).selectOption(String(product.id));
    await page.getByRole('button', { name: P.reviewByHand }).click();
    await page.getByRole('textbox', { name: REVIEW_MSG.editorLabel }).click();
    await page.keyboard.type('Una recensione scritta a mano, riga dopo riga.');
    await saveBar(page).getByRole('button', { name: REVIEW_MSG.save }).click();
    await expectToast(page, P.reviewCreated);
    await expect(page).toHaveURL(`/dashboard/recensioni/${product.id}`);
    await expect(page.getByRole('textbox', { name: REVIEW_MSG.editorLabel })).toContainText('Una recensione scritta a mano');
    expect(stored<{ stato: string }>('select stato from reviews where id_prodotto = ?', product.id)!.stato).toBe('bozza');
    expect((await page.request.delete(`/api/recensioni/${product.id}`)).status()).toBe(204);

    await page.goto('/dashboard/guide/999999');
    await expect(page.getByText(P.notFound)).toBeVisible();
    await back(page).click();
    await expect(page).toHaveURL('/dashboard/guide');
  });
});
