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

  test('search: trimmed, case-insensitive, up to 5 suggestions, keyboard navigation, clear', async ({ page }) => {
    await page.goto('/prodotti');
    const box = page.getByRole('combobox', { name: 'Cerca tra i prodotti' });
    await expect(box).toHaveAttribute('placeholder', 'Cerca prodotti...');
    const word = 'a';
    const matching = listed.filter((p) => shortName(p).toLowerCase().includes(word));
    await box.fill(`  ${word.toUpperCase()}  `);
    const options = page.getByRole('option');
    await expect(options).toHaveCount(Math.min(5, matching.length));
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.list-results .product-card')).toHaveCount(matching.length);

    // A precise query: arrows move, Enter picks, the list shows that product only.
    const target = listed.find((p) => /torcia/i.test(shortName(p)))!;
    await box.fill('TORCIA');
    await expect(options.first()).toHaveText(shortName(target));
    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await box.press('Enter');
    await expect(box).toHaveValue(shortName(target));
    await expect(options).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.list-results .product-card')).toHaveCount(1);
    await expect(page.locator('.list-results .card-title')).toHaveText(shortName(target));
    await expect(page).toHaveURL(/\?q=/);

    // Focus shows the suggestions again; Escape hides them; the close button clears everything.
    await box.blur();
    await box.focus();
    await expect(options).toHaveCount(1);
    await box.press('Escape');
    await expect(options).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancella la ricerca' }).click();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(page.locator('.list-results .product-card')).toHaveCount(listed.length);
    await expect(page).not.toHaveURL(/\?q=/);

    // A click on a suggestion fills the box too.
    await box.fill('radio');
    await options.first().click();
    await expect(box).toHaveValue(/radio/i);
    await expect(options).toHaveCount(0);

    await box.fill('nessun prodotto si chiama così');
    await expect(page.getByText('Nessun prodotto trovato.')).toBeVisible();
    await expect(options).toHaveCount(0);
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
    await select.selectOption('');
    await expect(page.locator('.list-results .product-card')).toHaveCount(listed.length);
    await expect(page).not.toHaveURL(/categoria=/);

    // Leading zeros still name the same category: ids are compared as numbers.
    await page.goto(`/prodotti?categoria=00${catId}`);
    await expect(page.locator('.list-results .product-card')).toHaveCount(n);
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
    await expect(page.locator('.guide-card')).toHaveCount(guides.length);
    await expect(page.locator('.guide-card img').first()).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Cerca tra le guide' });
    await expect(box).toHaveAttribute('placeholder', 'Cerca guide...');
    await box.fill(' ACQUA ');
    const match = guides.filter((g) => g.titolo.toLowerCase().includes('acqua'));
    await expect(page.getByRole('option')).toHaveText(match.map((g) => g.titolo).slice(0, 5));
    await expect(page.locator('.guide-card')).toHaveCount(match.length);
    await page
      .locator('.guide-card')
      .getByRole('link', { name: /^Leggi guida/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/guida/${match[0]!.id}$`));
    await page.goBack();
    await page.getByRole('combobox').fill('xyzxyz');
    await expect(page.getByText('Nessuna guida trovata.')).toBeVisible();
  });

  test('news: search matches title or summary; items show source · date and summary', async ({ page, request }) => {
    const news = await getJson<Array<{ slug: string; titolo: string; sommario: string; fonte: string }>>(request, '/api/notizie');
    await page.goto('/notizie');
    await expect(page.locator('.news-row')).toHaveCount(news.length);
    const first = page.locator('.news-row').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', `/notizie/${news[0]!.slug}`);
    await expect(first.locator('.news-meta')).toHaveText(new RegExp(`^${news[0]!.fonte} · \\d{2}/\\d{2}/\\d{4}$`));
    await expect(first.locator('.news-row-summary')).toHaveText(news[0]!.sommario);
    const box = page.getByRole('combobox', { name: 'Cerca tra le notizie' });
    await expect(box).toHaveAttribute('placeholder', 'Cerca notizie...');
    // A word found only in one summary (not in any title).
    const onlyInSummary = news.find((n) => n.sommario.toLowerCase().includes('bollettini') || n.sommario.toLowerCase().includes('abitudini'))!;
    const word = onlyInSummary.sommario.toLowerCase().includes('abitudini') ? 'abitudini' : 'bollettini';
    await box.fill(word.toUpperCase());
    await expect(page.locator('.news-row')).toHaveCount(news.filter((n) => `${n.titolo} ${n.sommario}`.toLowerCase().includes(word)).length);
    await expect(page.locator('.news-row').first()).toContainText(onlyInSummary.titolo);
    await box.fill('zzzz');
    await expect(page.getByText('Nessuna notizia trovata.')).toBeVisible();
  });
});
