import { expect, test } from './fixtures.ts';
import { E2E_ADMIN } from './server.ts';
import { expectToast, login, loginThroughForm, sidebarLink } from './dashboard-helpers.ts';

test.describe('dashboard shell', () => {
  test('the guard sends visitors to the login; an empty child redirects to prodotti', async ({ page }) => {
    for (const path of ['/dashboard', '/dashboard/panoramica', '/dashboard/utenti', '/dashboard/qualcosa']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
    await loginThroughForm(page);
    expect(await page.evaluate(() => localStorage.getItem('scorta_session'))).toBe('1');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/prodotti$/);
    // The session is restored from the flag and /api/auth/me on a fresh page load.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Prodotti', level: 1 })).toBeVisible();
  });

  test('the sidebar follows the spec’s order; the products submenu collapses; unknown screens stay inside', async ({ page }) => {
    await login(page);
    const hrefs = await page.locator('#dash-sidebar nav > ul > li > .dash-nav-row > a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/dashboard/panoramica',
      '/dashboard/prodotti',
      '/dashboard/aggiungi-prodotto',
      '/dashboard/categorie-prodotti',
      '/dashboard/recensioni',
      '/dashboard/guide',
      '/dashboard/notizie',
      '/dashboard/fonti-feed',
      '/dashboard/media',
      '/dashboard/reindirizzamenti',
      '/dashboard/tendenze',
      '/dashboard/statistiche',
      '/dashboard/attivita',
      '/dashboard/prompts',
      '/dashboard/utenti',
      '/dashboard/chiavi',
      '/dashboard/chi-siamo',
      '/dashboard/messaggi',
    ]);
    await expect(sidebarLink(page, 'Chiavi API')).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Sottomenu prodotti' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebarLink(page, 'Tutti i prodotti')).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebarLink(page, 'Tutti i prodotti')).toHaveCount(0);
    await toggle.click();
    // One entry per page and one current entry: 'Aggiungi prodotto' is not repeated in the submenu.
    const current = page.locator('#dash-sidebar a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText('Tutti i prodotti');
    await expect(page.locator('#dash-sidebar a[href="/dashboard/aggiungi-prodotto"]')).toHaveCount(1);
    await sidebarLink(page, 'Aggiungi prodotto').click();
    await expect(page).toHaveURL(/\/dashboard\/aggiungi-prodotto$/);
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText('Aggiungi prodotto');
    await expect(page.locator('#dash-sidebar .dash-nav-link.active')).toHaveCount(1);

    // Unknown dashboard paths land on an in-dashboard "not found", never the public home.
    await page.goto('/dashboard/schermata-inesistente');
    await expect(page.getByRole('heading', { name: 'Pagina non trovata', level: 1 })).toBeVisible();
    await expect(page.locator('#dash-sidebar')).toBeVisible();
    await page.getByRole('link', { name: 'Vai alla panoramica' }).click();
    await expect(page).toHaveURL(/\/dashboard\/panoramica$/);
  });

  test('Panoramica: three counters with links and the five latest of each kind', async ({ page, request }) => {
    await login(page);
    await sidebarLink(page, 'Panoramica').click();
    await expect(page.getByRole('heading', { name: 'Panoramica', level: 1 })).toBeVisible();
    const products = (await (await request.get('/api/prodotti')).json()) as unknown[];
    const counter = page.locator('.overview-counter').filter({ hasText: 'Prodotti' });
    await expect(counter).toContainText(String(products.length));
    await expect(counter).toHaveAttribute('href', '/dashboard/prodotti');
    await expect(page.locator('.overview-counter').filter({ hasText: 'Recensioni' })).toHaveAttribute('href', '/dashboard/recensioni');
    await expect(page.locator('.overview-counter').filter({ hasText: 'Guide' })).toHaveAttribute('href', '/dashboard/guide');
    await expect(page.getByRole('region', { name: 'Ultimi prodotti' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Ultime recensioni' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Ultime guide' }).getByRole('listitem')).not.toHaveCount(0);
  });

  test('at 1280 px the sidebar stays in place while a long page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await login(page);
    await expect(page.locator('.dash-tile').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // Right below the top bar, not under it and not scrolled away.
    const bar = await page.locator('.dash-topbar').boundingBox();
    const box = await page.locator('#dash-sidebar').boundingBox();
    expect(box!.y).toBeCloseTo(bar!.y + bar!.height, 0);
    await expect(sidebarLink(page, 'Panoramica')).toBeInViewport();
    await expect(page.locator('#dash-sidebar').getByRole('button', { name: 'Logout' })).toBeInViewport();
  });

  test('at 375 px the floating home button leaves the last card’s actions uncovered', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await login(page);
    await expect(page.locator('.dash-tile').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const fab = await page.getByRole('link', { name: 'Torna al sito' }).boundingBox();
    const last = await page.locator('.dash-tile').last().boundingBox();
    expect(fab && last).toBeTruthy();
    // The whole last card ends above the button.
    expect(last!.y + last!.height).toBeLessThanOrEqual(fab!.y);

    // Mid-page it steps aside while the page scrolls down and comes back on the way up.
    const home = page.getByRole('link', { name: 'Torna al sito' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 600);
    await expect(home).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(home).toBeInViewport();
  });

  test('at 375 px the public Dashboard button leaves the end of the page uncovered', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await login(page);
    await page.goto('/articolo/1');
    const fab = page.getByRole('link', { name: 'Vai alla dashboard' });
    await expect(fab).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = await fab.boundingBox();
    const lastLine = await page.locator('.site-footer .footer-inner').evaluate((el) => {
      const last = el.lastElementChild!.getBoundingClientRect();
      return last.bottom;
    });
    expect(lastLine).toBeLessThanOrEqual(button!.y);
  });

  test('at 768 px the sidebar slides in, closes on navigation, and a floating button leads home', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await login(page);
    const sidebar = page.locator('#dash-sidebar');
    await expect(sidebar).not.toBeInViewport();
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await expect(sidebar).toBeInViewport();
    await expect(sidebar.getByRole('button', { name: 'Chiudi il menu' })).toBeFocused();
    await sidebarLink(page, 'Utenti').click();
    await expect(page).toHaveURL(/\/dashboard\/utenti$/);
    await expect(sidebar).not.toBeInViewport();
    // Esc closes it too.
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    await expect(sidebar).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(sidebar).not.toBeInViewport();

    await page.getByRole('link', { name: 'Torna al sito' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the user menu ends the other sessions of this account after a confirmation; this one stays', async ({ page, request }) => {
    // Another device: the test's API client (its own cookies) logged in to the same account.
    expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
    const otherDevice = async () => ((await (await request.get('/api/auth/me')).json()) as { authenticated: boolean }).authenticated;
    expect(await otherDevice()).toBe(true);

    await login(page);
    const menuButton = page.getByRole('button', { name: `Menu utente: ${E2E_ADMIN.username}` });
    const item = page.getByRole('button', { name: 'Esci da tutti gli altri dispositivi' });
    const dialog = page.getByRole('dialog', { name: 'Uscire da tutti gli altri dispositivi?' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(item).toBeHidden();

    // Keyboard: Enter opens it with the focus on its first item (Il mio profilo), Tab reaches the
    // sessions' item; Esc closes it and gives the focus back.
    const profile = page.getByRole('link', { name: 'Il mio profilo' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(profile).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(item).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Cancelling the confirmation ends nothing.
    await page.keyboard.press('Enter');
    await expect(profile).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Su questo dispositivo resti connesso.');
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await otherDevice()).toBe(true);

    // A failure keeps the dialog open with an Italian error; nothing ended.
    await page.route('**/api/auth/esci-altri-dispositivi', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await menuButton.click();
    await item.click();
    await dialog.getByRole('button', { name: 'Esci dagli altri dispositivi' }).click();
    await expectToast(page, 'Errore durante la chiusura delle altre sessioni.');
    await expect(dialog).toBeVisible();
    expect(await otherDevice()).toBe(true);
    await page.unroute('**/api/auth/esci-altri-dispositivi');

    // Confirmed: the other device is logged out (every earlier test's session of this account too,
    // hence a number), this browser stays in.
    await dialog.getByRole('button', { name: 'Esci dagli altri dispositivi' }).click();
    await expect(page.locator('.toasts .toast').filter({ hasText: /Sessioni chiuse sugli altri dispositivi: [1-9]\d*\./ })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await otherDevice()).toBe(false);
    expect((await request.get('/api/utenti')).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Prodotti', level: 1 })).toBeVisible();
    expect(((await (await page.request.get('/api/auth/me')).json()) as { authenticated: boolean }).authenticated).toBe(true);
  });

  test('dashboard pages render in the browser only and stay out of the public pages’ JavaScript', async ({ page, request }) => {
    // Anonymous: a redirect to /login, decided on the server before any render.
    const anonymous = await request.get('/dashboard/prodotti', { maxRedirects: 0 });
    expect([anonymous.status(), anonymous.headers().location]).toEqual([302, '/login']);
    // Staff: the shell only, the screen drawn in the browser.
    await login(page);
    const dashboardHtml = await (await page.request.get('/dashboard/prodotti')).text();
    expect(dashboardHtml).toContain('Caricamento…');
    expect(dashboardHtml).not.toContain('Tutti i prodotti');

    const home = await (await request.get('/')).text();
    const scripts = [...home.matchAll(/<(?:link rel="modulepreload" href|script[^>]*src)="([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const js = await (await request.get(src)).text();
      expect(js, src).not.toContain('Eliminare il prodotto?');
      expect(js, src).not.toContain('Chiave sconosciuta');
    }
  });
});
