import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from './fixtures.ts';
import SQLite from 'better-sqlite3';
import { E2E_ADMIN } from './server.ts';
import { E2E_DB_FILE, expectToast, login, sidebarLink } from './dashboard-helpers.ts';

test.describe('dashboard administration', () => {
  test('categories: create, edit, delete; a used category leaves its products without one', async ({ page }) => {
    await login(page);
    await sidebarLink(page, 'Categorie prodotti').click();
    await expect(page.getByRole('heading', { name: 'Categorie prodotti', level: 1 })).toBeVisible();

    // The table's columns and the modal's rules: tests/components/small-forms.test.tsx.
    await page.getByRole('button', { name: 'Nuova categoria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova categoria' });
    await dialog.getByLabel('Nome').fill('Cucina da campo');
    await dialog.getByLabel('Descrizione').fill('Fornelli e stoviglie per cucinare senza corrente.');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expectToast(page, 'Categoria salvata.');
    const row = page.getByRole('row', { name: /Cucina da campo/ });
    await expect(row).toContainText('Fornelli e stoviglie');

    // A duplicate name (any case) is refused in the modal with the server's words.
    await page.getByRole('button', { name: 'Nuova categoria' }).click();
    await dialog.getByLabel('Nome').fill('CUCINA DA CAMPO');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog.getByText('Esiste già una categoria con questo nome.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Annulla' }).click();

    await row.getByRole('button', { name: 'Modifica: Cucina da campo' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifica categoria' });
    await edit.getByLabel('Nome').fill('Cucina e fornelli');
    await edit.getByRole('button', { name: 'Salva' }).click();
    await expectToast(page, 'Categoria salvata.');
    await expect(page.getByRole('row', { name: /Cucina e fornelli/ })).toBeVisible();

    // A product uses it: the confirmation says so, and the product survives without a category.
    const category = (await (await page.request.get('/api/categorie-prodotti')).json()).find((c: { nome: string }) => c.nome === 'Cucina e fornelli');
    const created = await page.request.post('/api/prodotti', {
      data: { asin_prodotto: 'B0E2ECATE1', nome_prodotto: 'Fornello E2E', id_categoria: category.id },
    });
    expect(created.status()).toBe(201);
    const product = await created.json();
    await page.reload();
    await page.getByRole('button', { name: 'Elimina: Cucina e fornelli' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sei sicuro di voler eliminare questa categoria?' });
    await expect(confirm).toContainText('1 prodotto resterà senza categoria.');
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expectToast(page, 'Categoria eliminata.');
    await expect(page.getByRole('row', { name: /Cucina e fornelli/ })).toHaveCount(0);
    const after = await (await page.request.get(`/api/prodotti/${product.id}`)).json();
    expect(after.id_categoria).toBeNull();
    expect((await page.request.delete(`/api/prodotti/${product.id}`)).status()).toBe(204);
  });

  test('users: create a user, log in as that user, edit and delete; passwords never shown', async ({ page }) => {
    // About ten deliberately slow password hashes (scrypt, 128 MiB each) on the worker's server.
    test.setTimeout(60_000);
    const password = 'Password-Redattrice-1';
    await login(page);
    await sidebarLink(page, 'Utenti').click();
    await expect(page.getByRole('heading', { name: 'Gestione Utenti', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Nuovo utente' });

    // Blank fields and an edit that changes nothing are refused before any request:
    // tests/components/small-forms.test.tsx. Here the server's rules.
    await form.getByLabel('Username').fill('redattrice');
    await form.getByLabel('Password').fill('corta');
    await form.getByRole('button', { name: 'Crea utente' }).click();
    await expect(form.getByText('La password deve avere almeno 8 caratteri.')).toBeVisible();
    await form.getByLabel('Password').fill(password);
    // An amministratore like the admin: the journey goes on in Utenti as that user (roles: tests/e2e/roles.spec.ts).
    await form.getByLabel('Ruolo').selectOption('amministratore');
    await form.getByRole('button', { name: 'Crea utente' }).click();
    await expectToast(page, 'Utente creato.');

    const row = page.getByRole('row', { name: /redattrice/ });
    await expect(row).toContainText('••••••••');
    expect(await page.content()).not.toContain(password);
    // The account logged in cannot delete itself.
    await expect(page.getByRole('button', { name: `Elimina: ${E2E_ADMIN.username}` })).toBeDisabled();

    // Duplicate usernames are refused.
    await form.getByLabel('Username').fill('REDATTRICE');
    await form.getByLabel('Password').fill('Un-altra-password-1');
    await form.getByRole('button', { name: 'Crea utente' }).click();
    await expect(form.getByRole('alert')).toHaveText('Esiste già un utente con questo username.');

    // Log in as the new user.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await login(page, { username: 'redattrice', password });
    await expect(page.locator('.dash-user')).toContainText('redattrice');
    await sidebarLink(page, 'Utenti').click();
    await expect(page.getByRole('row', { name: /redattrice/ })).toContainText('tu');

    // Rename and give a new password.
    await page.getByRole('button', { name: 'Modifica: redattrice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica l’utente redattrice' });
    await dialog.getByLabel('Username').fill('redattrice.capo');
    await dialog.getByLabel('Nuova password').fill('Nuova-Password-Capo-1');
    // Your own password changes only with the current one.
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog.getByText('Per cambiare la tua password inserisci quella attuale.')).toBeVisible();
    await dialog.getByLabel('Password attuale').fill('Password-Sbagliata-1');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog.getByText('La password attuale non è corretta.')).toBeVisible();
    await dialog.getByLabel('Password attuale').fill(password);
    await dialog.getByRole('button', { name: 'Salva' }).click();
    // Two scrypt hashes (the current password checked, the new one stored): seconds on a loaded
    // machine, longer than the 2.5 s toast may stay in view; what lasts is checked here, the toast
    // 'Utente aggiornato.' in tests/components/small-forms.test.tsx.
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('row', { name: /redattrice\.capo/ })).toBeVisible();

    // Back as admin: the user logs in with the new password, then is deleted. Logging out ends
    // on the home page (a page load); the next login waits for it, or that load would replace it.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await login(page, { username: 'redattrice.capo', password: 'Nuova-Password-Capo-1' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await login(page);
    await sidebarLink(page, 'Utenti').click();
    await page.getByRole('button', { name: 'Elimina: redattrice.capo' }).click();
    await page.getByRole('dialog', { name: 'Eliminare l’utente?' }).getByRole('button', { name: 'Elimina' }).click();
    await expectToast(page, 'Utente eliminato.');
    await expect(page.getByRole('row', { name: /redattrice/ })).toHaveCount(0);
  });

  test('API keys: set and delete both; neither the page nor the database shows the whole key', async ({ page }) => {
    const keys = { openai: 'sk-e2e-ChiaveSegretaOpenAI-WXYZ', unsplash: 'unsplash-e2e-ChiaveSegreta-Q7r2' };
    await login(page);
    await sidebarLink(page, 'Chiavi API').click();
    await expect(page.getByRole('heading', { name: 'Chiavi API', level: 1 })).toBeVisible();

    // The form's rules, its messages and the delete confirmation: tests/components/small-forms.test.tsx.
    for (const [name, value] of Object.entries(keys)) {
      await page.getByLabel(`Nuova chiave ${name}`).fill(`  ${value}  `);
      await page
        .getByRole('article', { name: new RegExp(name) })
        .getByRole('button', { name: 'Salva chiave' })
        .click();
      await expect(page.getByTestId(`last4-${name}`)).toHaveText(`…${value.slice(-4)}`);
    }
    await page.reload();
    await expect(page.getByTestId('last4-openai')).toHaveText('…WXYZ');
    const html = await page.content();
    for (const value of Object.values(keys)) expect(html).not.toContain(value.slice(0, -4));
    expect(await (await page.request.get('/api/keys')).text()).not.toContain('ChiaveSegreta');

    // What is stored is ciphertext only.
    expect(fs.existsSync(E2E_DB_FILE)).toBe(true);
    const db = new SQLite(E2E_DB_FILE, { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare('select * from api_keys').all() as Array<Record<string, string>>;
      expect(rows.map((r) => r.name).sort()).toEqual(['openai', 'unsplash']);
      for (const r of rows) {
        expect(JSON.stringify(r)).not.toContain('ChiaveSegreta');
        expect(r.ciphertext).toMatch(/^v1\./);
      }
    } finally {
      db.close();
    }

    // Leave the worker's server without the keys for the other specs.
    for (const name of Object.keys(keys)) expect((await page.request.delete(`/api/keys/${name}`)).status()).toBe(204);
  });

  test('Chi siamo: the text saved in the editor shows on /chi-siamo', async ({ page }) => {
    await login(page);
    const original = await (await page.request.get('/api/chi-siamo')).json();
    await sidebarLink(page, 'Chi siamo').click();
    // The text area, Salva's states and the messages: tests/components/small-forms.test.tsx.
    const textarea = page.getByLabel('Testo della pagina');
    await textarea.fill('<h2>La nostra redazione</h2><p>Prove E2E: preparazione, non paura.</p><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Salva' }).click();
    // The sanitised text comes back into the editor.
    await expect(textarea).toHaveValue('<h2>La nostra redazione</h2><p>Prove E2E: preparazione, non paura.</p>');

    await page.goto('/chi-siamo');
    await expect(page.getByText('Prove E2E: preparazione, non paura.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'La nostra redazione' })).toBeVisible();

    // Put the demo text back for the other tests.
    expect((await page.request.put(`/api/chi-siamo/${original.id}`, { data: { contenuto: original.contenuto } })).ok()).toBe(true);
  });

  test('a message sent from /contatti is read in the Messaggi inbox', async ({ page }) => {
    const subject = `Domanda E2E ${randomUUID().slice(0, 8)}`;
    await page.goto('/contatti');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Lucia Verdi');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('lucia@example.it');
    await page.getByRole('textbox', { name: 'Oggetto', exact: true }).fill(subject);
    await page.getByRole('textbox', { name: 'Messaggio', exact: true }).fill('Vorrei un consiglio su una radio a manovella per la casa al mare.');
    await page.getByRole('checkbox', { name: "Ho letto e accetto l'informativa privacy" }).check();
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(page.getByText('Messaggio inviato! Ti risponderemo al più presto.')).toBeVisible();

    await login(page);
    const inboxLink = sidebarLink(page, /^Messaggi/);
    await expect(inboxLink).toContainText(/\d/);
    await inboxLink.click();
    await expect(page.getByRole('heading', { name: 'Messaggi', level: 1 })).toBeVisible();
    const item = page.getByRole('article', { name: subject });
    await expect(page.getByRole('article').first()).toHaveAccessibleName(subject);
    await expect(item).toContainText('Lucia Verdi');
    await expect(item).toContainText('lucia@example.it');
    await expect(item).toContainText('radio a manovella');
    await expect(item).toContainText('Da leggere');

    await item.getByRole('button', { name: 'Segna come letto' }).click();
    await expect(item).toContainText('Letto');
    await expect(item.getByRole('button', { name: 'Segna come da leggere' })).toBeVisible();

    await item.getByRole('button', { name: 'Elimina' }).click();
    await page.getByRole('dialog', { name: 'Eliminare il messaggio?' }).getByRole('button', { name: 'Elimina' }).click();
    await expectToast(page, 'Messaggio eliminato.');
    await expect(item).toHaveCount(0);
  });
});
