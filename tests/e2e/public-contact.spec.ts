import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_ADMIN } from './server.ts';

/** Public pages are never hydrated: their scripts mark <html data-enhanced> once they have run. */
async function waitForScript(page: Page, name: 'contact-form' | 'login'): Promise<void> {
  await expect(page.locator(`html[data-enhanced~="${name}"]`)).toBeAttached();
}

const valid = {
  nome: 'Luca Bianchi',
  email: 'luca.bianchi@example.it',
  oggetto: 'Domanda sul kit',
  messaggio: 'Il kit di primo soccorso compatto contiene anche le forbici?',
};

async function fill(page: Page, values: Partial<typeof valid>, consent = true) {
  if (values.nome !== undefined) await page.getByLabel('Nome').fill(values.nome);
  if (values.email !== undefined) await page.getByLabel('E-mail').fill(values.email);
  if (values.oggetto !== undefined) await page.getByLabel('Oggetto').fill(values.oggetto);
  if (values.messaggio !== undefined) await page.getByLabel('Messaggio').fill(values.messaggio);
  if (consent) await page.getByLabel("Ho letto e accetto l'informativa privacy").check();
}

// Runs in order: the last test uses up the per-IP allowance of the contact endpoint.
test.describe.configure({ mode: 'serial' });

test.describe('contact form', () => {
  test("an empty or invalid form says 'Compila tutti i campi obbligatori.' and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/contatti')) posts.push(r.url());
    });
    await page.goto('/contatti');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contattaci');
    await waitForScript(page, 'contact-form');
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(page.getByRole('alert')).toContainText('Compila tutti i campi obbligatori.');
    await expect(page.getByText('Inserisci il tuo nome (almeno 2 caratteri).')).toBeVisible();
    await expect(page.getByText('Inserisci un indirizzo e-mail valido.')).toBeVisible();
    await expect(page.getByText("Inserisci l'oggetto (almeno 3 caratteri).")).toBeVisible();
    await expect(page.getByText('Scrivi un messaggio di almeno 10 caratteri.')).toBeVisible();
    await expect(page.getByText("Per inviare il messaggio devi accettare l'informativa privacy.")).toBeVisible();
    await expect(page.getByLabel('Nome')).toBeFocused();
    await expect(page.getByLabel('Nome')).toHaveAttribute('aria-invalid', 'true');

    // The spec's minimums: name 2, subject 3, message 10 characters; the consent is required.
    await fill(page, { nome: 'L', email: 'non-valida', oggetto: 'ok', messaggio: 'breve' }, false);
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(page.getByRole('alert')).toContainText('Compila tutti i campi obbligatori.');
    await fill(page, valid, false);
    await expect(page.getByText('Inserisci il tuo nome (almeno 2 caratteri).')).toHaveCount(0);
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(page.getByText("Per inviare il messaggio devi accettare l'informativa privacy.")).toBeVisible();
    expect(posts).toEqual([]);

    // The consent links to the privacy notice.
    await expect(page.getByRole('link', { name: 'informativa privacy' })).toHaveAttribute('href', '/privacy');
    // The honeypot is not visible to people.
    await expect(page.locator('input[name="sito_web"]')).not.toBeInViewport();
  });

  test('a valid message is sent once, even when the button is pressed twice', async ({ page }) => {
    const posts: Array<Record<string, unknown>> = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/contatti')) posts.push(r.postDataJSON());
    });
    await page.goto('/contatti');
    await waitForScript(page, 'contact-form');
    await fill(page, valid);
    const button = page.getByRole('button', { name: 'Invia messaggio' });
    const response = page.waitForResponse((r) => r.url().endsWith('/api/contatti'));
    await button.dblclick();
    expect((await response).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Messaggio inviato! Ti risponderemo al più presto.' })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toEqual({ ...valid, consenso: true, sito_web: '' });
    await page.getByRole('button', { name: 'Scrivi un altro messaggio' }).click();
    await expect(page.getByLabel('Nome')).toHaveValue('');
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still posts, the page confirms and offers the form again', async ({ page }) => {
    await page.goto('/contatti');
    await expect(page.locator('script[type="module"][src*="enhance-contact-form"]')).toHaveCount(1);
    await fill(page, valid);
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(page).toHaveURL(/\/contatti\?inviato=1#modulo$/);
    await expect(page.getByText('Messaggio inviato! Ti risponderemo al più presto.')).toBeVisible();
    await expect(page.getByLabel('Nome')).toBeHidden();
    await page.getByRole('button', { name: 'Scrivi un altro messaggio' }).click();
    await expect(page).toHaveURL(/\/contatti\?#modulo$/);
    await expect(page.getByLabel('Nome')).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveValue('');
  });

  test("an empty form is stopped by the browser's own checks", async ({ page }) => {
    await page.goto('/contatti');
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(page).toHaveURL(/\/contatti$/);
    expect(await page.getByLabel('Nome').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  });
});

test.describe('contact form, when sending fails', () => {
  test("when sending fails: 'Errore durante l'invio.' and the e-mail fallback", async ({ browser, page, request }) => {
    // Use up this address's allowance for real: the next message is refused by the server (429).
    for (let i = 0; i < 6; i++) {
      const res = await request.post('/api/contatti', { data: { ...valid, consenso: true } });
      if (res.status() === 429) break;
    }
    await page.goto('/contatti');
    await waitForScript(page, 'contact-form');
    await fill(page, valid);
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("Errore durante l'invio.");
    await expect(alert).toContainText('Hai inviato troppi messaggi. Riprova tra qualche minuto.');
    await expect(alert).toContainText('Puoi scriverci a redazione@prontiatutto.it.');
    await expect(alert.getByRole('link', { name: 'redazione@prontiatutto.it' })).toHaveAttribute('href', 'mailto:redazione@prontiatutto.it');
    await expect(page.getByLabel('Nome')).toHaveValue(valid.nome);

    // Without JavaScript the page says the same after the API's redirect.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto('/contatti');
    await fill(noScript, valid);
    await noScript.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(noScript).toHaveURL(/\/contatti\?errore=limite#modulo$/);
    await expect(noScript.getByRole('alert')).toContainText("Errore durante l'invio. Hai inviato troppi messaggi. Riprova tra qualche minuto.");
    await expect(noScript.getByRole('alert')).toContainText('Puoi scriverci a redazione@prontiatutto.it.');
    await plain.close();
  });
});

test.describe('login form', () => {
  test('both fields are required, a refusal says so, then it logs in and goes to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accedi');
    await waitForScript(page, 'login');
    const posts: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/auth/login')) posts.push(r.postDataJSON());
    });
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Nome utente e password sono obbligatori.');
    expect(posts).toEqual([]);

    await page.getByPlaceholder('Nome utente').fill('nessuno');
    await page.getByLabel('Password').fill('sbagliata');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Credenziali errate o errore di autenticazione');

    await page.getByPlaceholder('Nome utente').fill(`  ${E2E_ADMIN.username}  `);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/dashboard\/prodotti$/);
    await expect(page.locator('#dash-sidebar')).toBeAttached();
    expect(posts).toEqual([
      { username: 'nessuno', password: 'sbagliata' },
      { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    ]);
    expect(await page.evaluate(() => window.localStorage.getItem('scorta_session'))).toBe('1');
  });
});

test.describe('login form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows what a failed form post comes back with (?errore=)', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accedi');
    await expect(page.getByRole('alert')).toBeHidden();
    await page.goto('/login?errore=credenziali');
    await expect(page.getByRole('alert')).toHaveText('Credenziali errate o errore di autenticazione');
    await page.goto('/login?errore=limite');
    await expect(page.getByRole('alert')).toHaveText('Troppi tentativi di accesso. Riprova tra un minuto.');
  });

  // Under the site's Referrer-Policy: no-referrer, Chromium sends `Origin: null` with this post;
  // the origin check then goes by Sec-Fetch-Site: same-origin (plugins/csrf.ts).
  test('posts to the API: a refusal comes back with its message, a success goes to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await page.getByPlaceholder('Nome utente').fill('nessuno');
    await page.getByLabel('Password').fill('sbagliata');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/login\?errore=credenziali$/);
    await expect(page.getByRole('alert')).toHaveText('Credenziali errate o errore di autenticazione');

    await page.getByPlaceholder('Nome utente').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const me = await page.request.get('/api/auth/me');
    expect(await me.json()).toMatchObject({ authenticated: true, user: { username: E2E_ADMIN.username } });
  });
});
