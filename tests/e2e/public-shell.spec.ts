import { expect, test } from './fixtures.ts';
import { login } from './dashboard-helpers.ts';
import { publicPagePaths, publishedRefs } from './public-helpers.ts';

/**
 * Public pages without a framework (decision 0035): server-rendered HTML, never
 * hydrated, with one small script per behaviour. The shell's behaviours (menu, news flag,
 * Dashboard button), the way in from the dashboard, and the site without JavaScript.
 */

test.describe('public pages carry no React', () => {
  test('no page type loads the framework, a route module or loader data; the shell’s scripts run', async ({ page, request }) => {
    const refs = await publishedRefs(request);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    for (const path of publicPagePaths(refs)) {
      await page.goto(path);
      await expect(page.locator('html[data-enhanced~="menu"][data-enhanced~="news-flag"]'), path).toBeAttached();
      expect(await page.evaluate(() => 'React' in window || '__reactRouterContext' in window), path).toBe(false);
    }
    expect(scripts.filter((s) => !/^\/assets\/enhance-[\w-]+\.js$/.test(s))).toEqual([]);
  });

  test('a link from the dashboard to the site loads the page itself, with its scripts', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await login(page);
    await page.getByRole('link', { name: 'Torna al sito' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html[data-enhanced~="menu"]')).toBeAttached();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Benvenuto su');
  });
});

test.describe('the news flag', () => {
  test('off in this browser: the Notizie link is hidden on every page; on again: it is back', async ({ page }) => {
    await page.goto('/guide');
    const newsLink = page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Notizie' });
    await expect(newsLink).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem('scorta_news_sidebar', '0'));
    await page.reload();
    await expect(page.locator('html[data-enhanced~="news-flag"]')).toBeAttached();
    await expect(newsLink).toBeHidden();
    await page.evaluate(() => window.localStorage.setItem('scorta_news_sidebar', '1'));
    await page.goto('/prodotti');
    await expect(newsLink).toBeVisible();
  });
});

test.describe('the Dashboard button', () => {
  test('never shows to a visitor, even with a stale session flag', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('scorta_session', '1'));
    await page.reload();
    await expect(page.locator('html[data-enhanced~="menu"]')).toBeAttached();
    await expect(page.getByRole('link', { name: 'Vai alla dashboard' })).toHaveCount(0);
  });

  test('shows to a logged-in person on every public page, whose pages are never cached, and steps aside while scrolling down at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await login(page);
    const res = await page.goto('/guide');
    expect(res!.headers()['cache-control']).toBe('private, no-store');
    const fab = page.getByRole('link', { name: 'Vai alla dashboard' });
    await expect(fab).toBeVisible();
    await expect(page.locator('html[data-enhanced~="dashboard-fab"]')).toBeAttached();
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 700);
    await expect(fab).toHaveClass(/is-away/);
    await page.mouse.wheel(0, -300);
    await expect(fab).not.toHaveClass(/is-away/);
    await fab.click();
    await expect(page).toHaveURL(/\/dashboard/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page type reads the same, and the menu opens as the menu link’s target at 375 px', async ({ page, request }) => {
    const refs = await publishedRefs(request);
    for (const [path, heading] of [
      ['/', /Benvenuto su/],
      ['/prodotti', /Tutti i prodotti recensiti/],
      [`/articolo/${refs.productId}`, /.+/],
      ['/guide', /Tutte le guide/],
      [`/guida/${refs.guideId}`, new RegExp(refs.guideTitle.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
      ['/notizie', /Tutte le notizie/],
      [`/notizie/${refs.newsSlug}`, /.+/],
      ['/chi-siamo', /.+/],
      ['/contatti', /Contattaci/],
      ['/privacy', /.+/],
    ] as const) {
      const res = await page.goto(path);
      expect(res!.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principale' });
    await expect(nav).toBeHidden();
    await page.getByRole('link', { name: 'Apri il menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Prodotti' }).click();
    await expect(page).toHaveURL(/\/prodotti$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutti i prodotti recensiti');
    await expect(nav).toBeHidden();
  });
});
