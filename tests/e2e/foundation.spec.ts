import { expect, test } from './fixtures.ts';
import { E2E_ADMIN, E2E_AMAZON_TAG } from './server.ts';

test.describe('foundation', () => {
  test('home renders demo products from the database on the server', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<html lang="it"');
    expect(html).toContain('Benvenuto su Pronti a Tutto');
    expect(html).toContain('Prodotti recensiti');
    expect(html).toMatch(/Ordina su Amazon/);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benvenuto su Pronti a Tutto — Prodotti utili e strategie per ogni emergenza');
    await expect(page.getByText('Scopri le migliori attrezzature e soluzioni per la tua preparazione')).toBeVisible();
    const products = page.locator('#home-prodotti + ul > li');
    await expect(products).toHaveCount(10);
    const buy = page.getByRole('link', { name: 'Ordina su Amazon' }).first();
    await expect(buy).toHaveAttribute('href', new RegExp(`^https://www\\.amazon\\.it/dp/B0[A-Z0-9]{8}\\?tag=${E2E_AMAZON_TAG}$`));
    // Its click is reported once to the site: the ping, or the script's beacon.
    await expect(buy).toHaveAttribute('ping', /^\/api\/clic\?p=\d+&da=%2F&blocco=pulsante$/);
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(page.getByText('In qualità di Affiliato Amazon io ricevo un guadagno dagli acquisti idonei.')).toBeVisible();
    // Anonymous visitors get no cookie.
    expect(await page.context().cookies()).toEqual([]);
  });

  test('unknown paths redirect to home', async ({ page }) => {
    await page.goto('/questa/pagina/non-esiste');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the Italian error', async ({ page }) => {
    await page.goto('/login');
    await page.getByPlaceholder('Nome utente').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill('sbagliata');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Credenziali errate o errore di autenticazione');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the dashboard needs a session; logging in reaches it and logging out leaves it', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();

    await page.getByPlaceholder('Nome utente').fill(`  ${E2E_ADMIN.username} `);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/dashboard\/prodotti$/);
    await expect(page.getByRole('heading', { name: 'Prodotti', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('scorta_session'))).toBe('1');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'scorta_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    // The floating Dashboard button shows on the public site when logged in.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Vai alla dashboard' })).toBeVisible();
    await page.getByRole('link', { name: 'Vai alla dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/prodotti$/);
    await expect(page.getByRole('link', { name: 'Vai alla dashboard' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('scorta_session'))).toBeNull();
    await page.goto('/dashboard/prodotti');
    await expect(page).toHaveURL(/\/login$/);
  });
});
