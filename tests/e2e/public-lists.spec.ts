import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { getJson } from './public-helpers.ts';

interface P {
  id: number;
  nome_sintetico: string | null;
  nome_prodotto: string;
  id_categoria: number | null;
  haRecensionePubblicata: boolean;
}

const shortName = (p: P) => p.nome_sintetico || p.nome_prodotto;

/** Public pages carry no React: a behaviour is ready once its script has marked <html>. */
const enhanced = (page: Page, name = 'search') => expect(page.locator(`html[data-enhanced~="${name}"]`)).toBeAttached();

test.describe('public lists', () => {
  let listed: P[];
  test.beforeAll(async ({ request }) => {
    listed = (await getJson<P[]>(request, '/api/prodotti')).filter((p) => p.haRecensionePubblicata);
  });

  test('prodotti shows only products with a published review', async ({ page }) => {
    await page.goto('/prodotti');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutti i prodotti recensiti');
    await expect(page.locator('.list-results .product-card')).toHaveCount(listed.length);
    await expect(page.locator('.list-results').getByRole('img', { name: 'Immagine prodotto' }).first()).toBeVisible();
    const buy = page
      .locator('.list-results')
      .getByRole('link', { name: /Ordina su Amazon/ })
      .first();
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });

  test('search: trimmed, case-insensitive, up to 5 suggestions, keyboard navigation, a new page with ?q=', async ({ page }) => {
    await page.goto('/prodotti');
    await enhanced(page);
    const box = page.getByRole('combobox', { name: 'Cerca tra i prodotti' });
    await expect(box).toHaveAttribute('placeholder', 'Cerca prodotti...');
    const word = 'a';
    const matching = listed.filter((p) => shortName(p).toLowerCase().includes(word));
    await box.fill(`  ${word.toUpperCase()}  `);
    const options = page.getByRole('option');
    await expect(options).toHaveCount(Math.min(5, matching.length));
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Typing alone filters nothing: Enter sends the search, and the server filters the new page.
    await expect(page.locator('.list-results .product-card')).toHaveCount(listed.length);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/prodotti\?q=/);
    await expect(page.locator('.list-results .product-card')).toHaveCount(matching.length);
    await enhanced(page);

    // A precise query: arrows move, Enter picks and searches, the list shows that product only.
    const target = listed.find((p) => /torcia/i.test(shortName(p)))!;
    await box.fill('TORCIA');
    await expect(options.first()).toHaveText(shortName(target));
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/prodotti' && url.searchParams.get('q') === shortName(target));
    await expect(box).toHaveValue(shortName(target));
    await expect(options).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.list-results .product-card')).toHaveCount(1);
    await expect(page.locator('.list-results .card-title')).toHaveText(shortName(target));
    await enhanced(page);

    // Focus shows the suggestions again; Escape hides them; the close button loads the whole list.
    await box.focus();
    await expect(options).toHaveCount(1);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expect(options).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Cancella la ricerca' }).click();
    await expect(page).toHaveURL(/\/prodotti$/);
    await expect(box).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Cancella la ricerca' })).toBeHidden();
    await expect(page.locator('.list-results .product-card')).toHaveCount(listed.length);
    await enhanced(page);

    // The clear button shows while the box has text; on a page without a search it only empties the box.
    await box.fill('torcia');
    const clear = page.getByRole('button', { name: 'Cancella la ricerca' });
    await expect(clear).toBeVisible();
    await expect(options.first()).toBeVisible();
    await clear.click();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(options).toHaveCount(0);
    await expect(clear).toBeHidden();
    await expect(page).toHaveURL(/\/prodotti$/);
    // A second Escape clears too.
    await box.fill('torcia');
    await expect(options.first()).toBeVisible();
    await box.press('Escape');
    await box.press('Escape');
    await expect(box).toHaveValue('');

    // A click on a suggestion fills the box and searches.
    await box.fill('radio');
    await expect(options.first()).toBeVisible();
    const picked = (await options.first().textContent())!;
    await options.first().click();
    await expect(page).toHaveURL(/\/prodotti\?q=/);
    await expect(box).toHaveValue(picked);
    await expect(box).toHaveValue(/radio/i);
    await expect(options).toHaveCount(0);
    await expect(page.locator('.list-results .card-title').first()).toHaveText(picked);
    await enhanced(page);

    await box.fill('nessun prodotto si chiama così');
    await box.press('Enter');
    await expect(page.getByText('Nessun prodotto trovato.')).toBeVisible();
    await expect(options).toHaveCount(0);
  });

  test('suggestions: at most 5 from the server, the category kept by suggestions, search and clear', async ({ page }) => {
    const counts = new Map<number, P[]>();
    for (const p of listed) if (p.id_categoria !== null) counts.set(p.id_categoria, [...(counts.get(p.id_categoria) ?? []), p]);
    const [catId, inCat] = [...counts.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    const name = shortName(inCat[0]!);
    await page.goto(`/prodotti?categoria=${catId}&pagina=1`);
    await enhanced(page);
    const asked = page.waitForRequest((r) => r.url().includes('/api/suggerimenti?') && r.url().includes(`categoria=${catId}`));
    const box = page.getByRole('combobox', { name: 'Cerca tra i prodotti' });
    await box.fill(name.slice(0, 3));
    await asked;
    const options = page.getByRole('listbox', { name: 'Suggerimenti' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(5);
    const picked = (await options.first().textContent())!;
    await options.first().click();
    // The search keeps the category and goes back to page 1.
    await expect(page).toHaveURL(new RegExp(`/prodotti\\?categoria=${catId}&q=[^&]+$`));
    await expect(page.locator('.list-results .product-card').first()).toBeVisible();
    expect(inCat.map(shortName)).toContain((await page.locator('.list-results .card-title').first().textContent())!);
    expect(picked.toLowerCase()).toContain(name.slice(0, 3).toLowerCase());
    await enhanced(page);
    // Clear: the category's whole list.
    await page.getByRole('button', { name: 'Cancella la ricerca' }).click();
    await expect(page).toHaveURL(new RegExp(`/prodotti\\?categoria=${catId}$`));
    await expect(page.locator('.list-results .product-card')).toHaveCount(inCat.length);
  });

  test('category filter: sidebar on wide screens, dropdown at 768 px, numeric comparison', async ({ page, request }) => {
    const categories = await getJson<Array<{ id: number; nome: string }>>(request, '/api/categorie-prodotti').catch(() => null);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/prodotti');
    const sidebar = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: 'Filtra per categoria' }) });
    await expect(sidebar.getByRole('link').first()).toContainText('Tutte');
    await expect(sidebar.getByRole('link', { name: /^Tutte/ })).toHaveAttribute('aria-current', 'true');
    const counts = new Map<number, number>();
    for (const p of listed) if (p.id_categoria !== null) counts.set(p.id_categoria, (counts.get(p.id_categoria) ?? 0) + 1);
    const [catId, n] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const catLink = sidebar.locator(`a[href*="categoria=${catId}"]`);
    const catName = categories?.find((c) => c.id === catId)?.nome ?? (await catLink.locator('span').first().textContent())!;
    await catLink.click();
    await expect(page).toHaveURL(new RegExp(`categoria=${catId}`));
    await expect(catLink).toHaveAttribute('aria-current', 'true');
    await expect(catLink).toHaveClass(/is-active/);
    await expect(page.locator('.list-results .product-card')).toHaveCount(n);
    await expect(page.locator('.list-results .card-kicker').first()).toHaveText(catName);
    await expect(page.locator('select#categoria-select')).toBeHidden();

    await page.setViewportSize({ width: 768, height: 900 });
    await expect(sidebar.getByRole('link').first()).toBeHidden();
    const select = page.getByRole('combobox', { name: 'Filtra per categoria' });
    await expect(select).toBeVisible();
    await expect(select).toHaveValue(String(catId));
    await enhanced(page, 'category-select');
    await select.selectOption('');
    await expect(page).toHaveURL(/\/prodotti$/);
    await expect(page.locator('.list-results .product-card')).toHaveCount(listed.length);

    // Leading zeros still name the same category: ids are compared as numbers.
    await page.goto(`/prodotti?categoria=00${catId}`);
    await expect(page.locator('.list-results .product-card')).toHaveCount(n);
  });

  test('category dropdown at 375 px: choosing loads that category, the search kept, page 1', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const withCat = listed.filter((p) => p.id_categoria !== null && /a/i.test(shortName(p)));
    const catId = withCat[0]!.id_categoria!;
    const n = withCat.filter((p) => p.id_categoria === catId).length;
    await page.goto('/prodotti?q=a');
    await expect(page.getByRole('heading', { name: 'Filtra per categoria' })).toBeHidden();
    const select = page.getByRole('combobox', { name: 'Filtra per categoria' });
    await expect(select).toBeVisible();
    await enhanced(page, 'category-select');
    await select.selectOption(String(catId));
    await expect(page).toHaveURL(new RegExp(`/prodotti\\?q=a&categoria=${catId}$`));
    await expect(page.locator('.list-results .product-card')).toHaveCount(n);
    await expect(select).toHaveValue(String(catId));
    await expect(page.getByRole('combobox', { name: 'Cerca tra i prodotti' })).toHaveValue('a');
  });

  test('a shared ?q= URL is filtered by the server, even without JavaScript; over-long queries do no harm', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/prodotti?q=torcia');
    await expect(page.locator('.list-results .product-card')).toHaveCount(listed.filter((p) => /torcia/i.test(shortName(p))).length);
    await expect(page.getByRole('combobox')).toHaveValue('torcia');
    const res = await page.goto(`/prodotti?q=${'z'.repeat(5000)}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByText('Nessun prodotto trovato.')).toBeVisible();
    await page.goto('/guide?q=zaino');
    await expect(page.locator('.guide-card')).toHaveCount(1);
    await context.close();
  });

  test('guides: search by title with suggestions, cards with cover and Leggi guida', async ({ page, request }) => {
    const guides = await getJson<Array<{ id: number; titolo: string }>>(request, '/api/guide');
    await page.goto('/guide');
    await enhanced(page);
    await expect(page.locator('.guide-card')).toHaveCount(guides.length);
    await expect(page.locator('.guide-card img').first()).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Cerca tra le guide' });
    await expect(box).toHaveAttribute('placeholder', 'Cerca guide...');
    await box.fill(' ACQUA ');
    const match = guides.filter((g) => g.titolo.toLowerCase().includes('acqua'));
    await expect(page.getByRole('option')).toHaveText(match.map((g) => g.titolo).slice(0, 5));
    await box.press('Enter');
    await expect(page).toHaveURL(/\/guide\?q=/);
    await expect(page.locator('.guide-card')).toHaveCount(match.length);
    await page
      .locator('.guide-card')
      .getByRole('link', { name: /^Leggi guida/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/guida/${match[0]!.id}$`));
    await page.goBack();
    await enhanced(page);
    await box.fill('xyzxyz');
    await box.press('Enter');
    await expect(page.getByText('Nessuna guida trovata.')).toBeVisible();
  });

  test('news: search matches title or summary; items show source · date and summary', async ({ page, request }) => {
    const news = await getJson<Array<{ slug: string; titolo: string; sommario: string; fonte: string | null }>>(request, '/api/notizie');
    await page.goto('/notizie');
    await expect(page.locator('.news-row')).toHaveCount(news.length);
    const first = page.locator('.news-row').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', `/notizie/${news[0]!.slug}`);
    // The source, when the item has one, then the date.
    await expect(first.locator('.news-meta')).toHaveText(new RegExp(`^${news[0]!.fonte ? `${news[0]!.fonte} · ` : ''}\\d{2}/\\d{2}/\\d{4}$`));
    await expect(first.locator('.news-row-summary')).toHaveText(news[0]!.sommario);
    const box = page.getByRole('combobox', { name: 'Cerca tra le notizie' });
    await expect(box).toHaveAttribute('placeholder', 'Cerca notizie...');
    // A word found only in one summary (not in any title).
    const onlyInSummary = news.find((n) => n.sommario.toLowerCase().includes('bollettini') || n.sommario.toLowerCase().includes('abitudini'))!;
    const word = onlyInSummary.sommario.toLowerCase().includes('abitudini') ? 'abitudini' : 'bollettini';
    await enhanced(page);
    await box.fill(word.toUpperCase());
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/notizie\\?q=${word.toUpperCase()}$`));
    await expect(page.locator('.news-row')).toHaveCount(news.filter((n) => `${n.titolo} ${n.sommario}`.toLowerCase().includes(word)).length);
    await expect(page.locator('.news-row').first()).toContainText(onlyInSummary.titolo);
    await box.fill('zzzz');
    await box.press('Enter');
    await expect(page.getByText('Nessuna notizia trovata.')).toBeVisible();
  });
});

test.describe('public lists without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search is a form: the Cerca button or Enter loads ?q=, the category kept; the clear link and the Filtra button work', async ({ page, request }) => {
    const listed = (await getJson<P[]>(request, '/api/prodotti')).filter((p) => p.haRecensionePubblicata);
    const target = listed.find((p) => /torcia/i.test(shortName(p)) && p.id_categoria !== null)!;
    const catId = target.id_categoria!;
    const inCat = listed.filter((p) => p.id_categoria === catId);
    const torce = inCat.filter((p) => /torcia/i.test(shortName(p)));

    await page.goto(`/prodotti?categoria=${catId}`);
    await expect(page.locator('html[data-enhanced]')).toHaveCount(0);
    const box = page.getByRole('combobox', { name: 'Cerca tra i prodotti' });
    await expect(page.getByRole('button', { name: 'Cancella la ricerca' })).toBeHidden();
    await box.fill('torcia');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/prodotti\\?categoria=${catId}&q=torcia$`));
    await expect(page.locator('.list-results .product-card')).toHaveCount(torce.length);
    await expect(box).toHaveValue('torcia');

    // The clear link: the category's whole list.
    await page.getByRole('button', { name: 'Cancella la ricerca' }).click();
    await expect(page).toHaveURL(new RegExp(`/prodotti\\?categoria=${catId}$`));
    await expect(page.locator('.list-results .product-card')).toHaveCount(inCat.length);

    // The dropdown of narrow screens with its Filtra button.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('combobox', { name: 'Filtra per categoria' }).selectOption('');
    await expect(page).toHaveURL(new RegExp(`/prodotti\\?categoria=${catId}$`));
    await page.getByRole('button', { name: 'Filtra', exact: true }).click();
    await expect(page).toHaveURL(/\/prodotti\?categoria=$/);
    await expect(page.locator('.list-results .product-card')).toHaveCount(listed.length);

    // Enter in the box sends the form too.
    await page.goto('/guide');
    const guideBox = page.getByRole('combobox', { name: 'Cerca tra le guide' });
    await guideBox.fill('zaino');
    await guideBox.press('Enter');
    await expect(page).toHaveURL(/\/guide\?q=zaino$/);
    await expect(page.locator('.guide-card')).toHaveCount(1);
  });
});
