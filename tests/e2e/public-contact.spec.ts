import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForHydration } from './dashboard-helpers.ts';

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
    await waitForHydration(page);
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

  test('without JavaScript the form still posts and the page confirms', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contatti');
    await fill(page, valid);
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(page).toHaveURL(/\/contatti\?inviato=1#modulo$/);
    await expect(page.getByText('Messaggio inviato! Ti risponderemo al più presto.')).toBeVisible();
    await context.close();
  });

  test("when sending fails: 'Errore durante l'invio.' and the e-mail fallback", async ({ page, request }) => {
    // Use up this address's allowance for real: the next message is refused by the server (429).
    for (let i = 0; i < 6; i++) {
      const res = await request.post('/api/contatti', { data: { ...valid, consenso: true } });
      if (res.status() === 429) break;
    }
    await page.goto('/contatti');
    await fill(page, valid);
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("Errore durante l'invio.");
    await expect(alert).toContainText('Hai inviato troppi messaggi. Riprova tra qualche minuto.');
    await expect(alert).toContainText('Puoi scriverci a redazione@prontiatutto.it.');
    await expect(alert.getByRole('link', { name: 'redazione@prontiatutto.it' })).toHaveAttribute('href', 'mailto:redazione@prontiatutto.it');
    await expect(page.getByLabel('Nome')).toHaveValue(valid.nome);
  });
});
