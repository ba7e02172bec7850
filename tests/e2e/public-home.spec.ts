import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { getJson } from './public-helpers.ts';

/**
 * Counts the scrolls the page asks of the carousel's track from now on (scrollBy and scrollTo,
 * which still run): with the page clock moved by the test, the timers due have run when
 * runFor returns, so 'no scroll asked' is known at once, without waiting for a smooth scroll.
 */
async function countScrolls(track: Locator): Promise<() => Promise<number>> {
  await track.evaluate((el) => {
    el.dataset.scrolls = '0';
    for (const name of ['scrollBy', 'scrollTo'] as const) {
      const original = el[name] as (...args: unknown[]) => void;
      el[name] = function (this: HTMLElement, ...args: unknown[]) {
        el.dataset.scrolls = String(Number(el.dataset.scrolls) + 1);
        original.apply(this, args);
      } as HTMLElement[typeof name];
    }
  });
  return () => track.evaluate((el) => Number(el.dataset.scrolls));
}

test.describe('home', () => {
  test("'In evidenza': at most 12 items in rounds of 2 reviews, 2 guides, 2 news, each linking where the spec says", async ({ page, request }) => {
    const [reviews, guides, news] = await Promise.all([
      getJson<Array<{ id_prodotto: number }>>(request, '/api/recensioni?stato=pubblicata&limit=12'),
      getJson<Array<{ id: number }>>(request, '/api/guide?stato=pubblicata&limit=12'),
      getJson<Array<{ slug: string | null }>>(request, '/api/notizie?stato=pubblicata&limit=12'),
    ]);
    const queues = [
      reviews.map((r) => ({ kind: 'recensione', href: `/articolo/${r.id_prodotto}` })),
      guides.map((g) => ({ kind: 'guida', href: `/guida/${g.id}` })),
      news.map((n) => ({ kind: 'notizia', href: n.slug ? `/notizie/${n.slug}` : '/notizie' })),
    ];
    const expected: Array<{ kind: string; href: string }> = [];
    while (expected.length < 12 && queues.some((q) => q.length > 0)) {
      for (const q of queues) for (let i = 0; i < 2 && q.length > 0 && expected.length < 12; i++) expected.push(q.shift()!);
    }

    await page.goto('/');
    const items = page.locator('.carousel-item');
    await expect(items).toHaveCount(expected.length);
    expect(await items.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')))).toEqual(expected.map((e) => e.kind));
    expect(await items.locator('a').evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(expected.map((e) => e.href));
    const labels = { recensione: 'Recensione', guida: 'Guida', notizia: 'Notizia' } as const;
    for (let i = 0; i < expected.length; i++) await expect(items.nth(i).locator('.tag')).toHaveText(labels[expected[i]!.kind as keyof typeof labels]);
    await items.nth(2).locator('a').click();
    await expect(page).toHaveURL(new RegExp(`${expected[2]!.href}$`));
  });

  test('the carousel scrolls 160 px every 5 s, wraps at the end and waits while hovered', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const carousel = page.locator('.carousel');
    const track = page.locator('.carousel-track');
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');
    // The buttons the page kept room for show once the script runs.
    for (const name of ['Metti in pausa lo scorrimento', 'Elementi precedenti', 'Elementi successivi']) await expect(page.getByRole('button', { name })).toBeVisible();
    const left = () => track.evaluate((el) => Math.round(el.scrollLeft));
    expect(await left()).toBe(0);
    const scrolls = await countScrolls(track);

    await page.clock.runFor(5000);
    await expect.poll(left).toBe(160);
    await page.clock.runFor(5000);
    await expect.poll(left).toBe(320);

    await track.hover();
    const beforeHover = await scrolls();
    await page.clock.runFor(10_000);
    expect(await scrolls()).toBe(beforeHover);
    expect(await left()).toBe(320);
    await page.mouse.move(5, 5);

    await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(left).toBeGreaterThan(320);
    await page.clock.runFor(5000);
    await expect.poll(left).toBe(0);

    await page.getByRole('button', { name: 'Metti in pausa lo scorrimento' }).click();
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await page.mouse.move(5, 5);
    const beforePause = await scrolls();
    await page.clock.runFor(10_000);
    expect(await scrolls()).toBe(beforePause);
    expect(await left()).toBe(0);
    await page.getByRole('button', { name: 'Riprendi lo scorrimento' }).click();
    await expect(carousel).toHaveAttribute('data-autoplay', 'on');

    // Next and previous move it by most of its width.
    await page.getByRole('button', { name: 'Elementi successivi' }).click();
    await expect.poll(left).toBeGreaterThan(160);
    await page.getByRole('button', { name: 'Elementi precedenti' }).click();
    await expect.poll(left).toBe(0);
  });

  test('the carousel never moves for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('.carousel')).toHaveAttribute('data-autoplay', 'off');
    const track = page.locator('.carousel-track');
    const scrolls = await countScrolls(track);
    await page.clock.runFor(15_000);
    expect(await scrolls()).toBe(0);
    expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);
    await expect(page.getByRole('button', { name: 'Metti in pausa lo scorrimento' })).toHaveCount(0);
  });

  test('wide screens show guides, products and the news sidebar side by side, no tabs', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Guide', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prodotti recensiti', level: 2 })).toBeVisible();
    const sidebar = page.locator('aside.news-sidebar');
    await expect(sidebar.getByRole('heading', { name: 'Notizie' })).toBeVisible();
    const news = await getJson<Array<{ slug: string; titolo: string; fonte: string }>>(request, '/api/notizie?stato=pubblicata&limit=6');
    const links = sidebar.locator('.news-link');
    await expect(links).toHaveCount(Math.min(6, news.length));
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(news.map((n) => `/notizie/${n.slug}`));
    await expect(links.first()).toContainText(news[0]!.titolo);
    await expect(links.first()).toContainText(news[0]!.fonte);
    await expect(links.first().locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(sidebar.getByRole('link', { name: 'Vedi tutte →' })).toHaveAttribute('href', '/notizie');

    // 'Prodotti recensiti': the 10 newest products with a published review.
    const products = await getJson<Array<{ id: number; haRecensionePubblicata: boolean; data_creazione: string }>>(request, '/api/prodotti');
    const newest = products
      .filter((p) => p.haRecensionePubblicata)
      .sort((a, b) => b.data_creazione.localeCompare(a.data_creazione))
      .slice(0, 10)
      .map((p) => `/articolo/${p.id}`);
    const reviewLinks = page.locator('.home-col-products').getByRole('link', { name: /^Leggi recensione/ });
    expect(await reviewLinks.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(newest);
    await expect(
      page
        .locator('.home-col-guides')
        .getByRole('link', { name: /^Leggi guida/ })
        .first(),
    ).toHaveAttribute('href', /^\/guida\/\d+$/);
  });

  test('at 375 px three tabs switch between the columns, Prodotti first', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const tablist = page.getByRole('tablist', { name: 'Sezioni della home' });
    await expect(tablist).toBeVisible();
    await expect(tablist.getByRole('tab')).toHaveText(['Prodotti', 'Guide', 'Notizie']);
    const products = page.locator('.home-col-products');
    const guides = page.locator('.home-col-guides');
    const news = page.locator('.news-sidebar');
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', /\bhome-tabs\b/);
    await expect(page.getByRole('tab', { name: 'Prodotti' })).toHaveAttribute('aria-selected', 'true');
    await expect(products).toBeVisible();
    await expect(guides).toBeHidden();
    await expect(news).toBeHidden();

    await page.getByRole('tab', { name: 'Guide' }).click();
    await expect(guides).toBeVisible();
    await expect(products).toBeHidden();
    await expect(guides.getByRole('link', { name: /^Leggi guida/ }).first()).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Notizie' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Notizie' })).toHaveAttribute('aria-selected', 'true');
    await expect(news).toBeVisible();
    await expect(news.getByRole('link', { name: 'Vedi tutte →' })).toBeVisible();
    await expect(guides).toBeHidden();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Notizie' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Prodotti' })).toBeFocused();
    await expect(products).toBeVisible();
    // One tab stop: Tab leaves the tab list for the selected panel.
    await page.keyboard.press('Tab');
    await expect(products).toBeFocused();
    // A click selects without following the link.
    await page.getByRole('tab', { name: 'Guide' }).click();
    await expect(guides).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The news flag turned off while Notizie is selected: Prodotti is selected again.
    await page.getByRole('tab', { name: 'Notizie' }).click();
    await expect(news).toBeVisible();
    await page.evaluate(() => {
      window.localStorage.setItem('scorta_news_sidebar', '0');
      window.dispatchEvent(new Event('scorta:news-sidebar'));
    });
    await expect(page.getByRole('tab', { name: 'Notizie' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Prodotti' })).toHaveAttribute('aria-selected', 'true');
    await expect(products).toBeVisible();
    await expect(news).toBeHidden();
  });

  test('with the news flag off there is no news sidebar, tab or top-bar link', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('scorta_news_sidebar', '0'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-enhanced', /\bnews-flag\b/);
    await expect(page.locator('.news-sidebar')).toBeHidden();
    await expect(page.locator('.home-grid')).not.toHaveClass(/\bwith-news\b/);
    await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Notizie' })).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(['Prodotti', 'Guide']);
  });

  test('the mobile menu opens, lists the links and closes on a link or Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    await expect(nav).toBeHidden();
    const button = page.getByRole('button', { name: 'Apri il menu' });
    await button.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Chi Siamo', 'Prodotti', 'Guide', 'Notizie', 'Contatti']);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await nav.getByRole('link', { name: 'Guide' }).click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutte le guide');
  });
});

test.describe('home without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page reads, the carousel is a scrollable strip without its buttons, the tabs are links to the columns', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'In evidenza' })).toBeVisible();
    await expect(page.locator('.carousel-item').first()).toBeVisible();
    await expect(page.locator('.carousel')).not.toHaveAttribute('data-autoplay', /.*/);
    // The buttons that need the script keep their room but do not show.
    await expect(page.locator('.carousel-controls')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Metti in pausa lo scorrimento' })).toBeHidden();
    const track = page.locator('.carousel-track');
    const sizes = () => track.evaluate((el) => ({ left: Math.round(el.scrollLeft), max: el.scrollWidth - el.clientWidth }));
    expect((await sizes()).max).toBeGreaterThan(0);
    await track.hover();
    await page.mouse.wheel(400, 0);
    await expect.poll(async () => (await sizes()).left).toBeGreaterThan(0);
    await expect(page.locator('.home-col-products .product-card').first()).toBeVisible();
    await expect(page.locator('.home-col-guides .guide-card').first()).toBeVisible();
    await expect(page.locator('.news-sidebar .news-link').first()).toBeVisible();

    // On a phone the tabs are links to the columns: the one in the address shows.
    await page.setViewportSize({ width: 375, height: 800 });
    const products = page.locator('.home-col-products');
    const guides = page.locator('.home-col-guides');
    const news = page.locator('.news-sidebar');
    await expect(products).toBeVisible();
    await expect(guides).toBeHidden();
    await page.getByRole('tab', { name: 'Guide' }).click();
    await expect(page).toHaveURL(/#home-panel-guide$/);
    await expect(guides).toBeVisible();
    await expect(products).toBeHidden();
    await expect(news).toBeHidden();
    await page.getByRole('tab', { name: 'Notizie' }).click();
    await expect(news).toBeVisible();
    await expect(guides).toBeHidden();
    await page.getByRole('tab', { name: 'Prodotti' }).click();
    await expect(products).toBeVisible();
    await expect(news).toBeHidden();
  });
});
