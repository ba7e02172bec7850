import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { AMAZON_MSG } from '../../common/messages-outside.ts';
import { expectToast, login, sidebarLink, toast } from './dashboard-helpers.ts';

test.describe.configure({ mode: 'serial' });

const NAME = 'Torcia frontale E2E ricaricabile USB-C';
const SHORT = 'Torcia E2E';
const ASIN = 'B0E2ETEST1';

/** The add form of the products screen (its own labelled region). */
const addForm = (page: Page) => page.getByRole('form', { name: 'Aggiungi prodotto' });

test.describe('products screen', () => {
  test('adds a product by hand with every rule of the form', async ({ page }) => {
    await login(page);
    await expect(page.getByRole('radio', { name: 'Griglia' })).toBeChecked();
    const plus = page.getByRole('button', { name: 'Nuovo prodotto' });
    await expect(plus).toHaveAttribute('aria-expanded', 'false');
    await plus.click();
    const form = addForm(page);
    await expect(form).toBeVisible();

    // ASIN search needs an ASIN; the message clears after 2.5 s.
    await form.getByRole('button', { name: 'Cerca' }).click();
    await expectToast(page, 'Inserisci un ASIN prima di cercare.');
    await expect(toast(page, 'Inserisci un ASIN prima di cercare.')).toBeHidden({ timeout: 4000 });

    // The name is required, then the ASIN.
    await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await expectToast(page, 'Il nome prodotto è obbligatorio.');
    await expect(form.getByLabel('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Nome completo').fill(NAME);
    await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await expectToast(page, 'ASIN mancante.');

    // A failed lookup shows the server's details and leaves the form as it was (the lookup itself:
    // dashboard-amazon.spec.ts).
    await form.getByLabel('ASIN', { exact: true }).fill('B000000404');
    await form.getByRole('button', { name: 'Cerca' }).click();
    await expectToast(page, AMAZON_MSG.notFoundDetails('B000000404'));
    await expect(form.getByLabel('Nome completo')).toHaveValue(NAME);
    await form.getByLabel('ASIN', { exact: true }).fill(` ${ASIN.toLowerCase()} `);

    // Bad numbers are refused on the client with the server's words.
    await form.getByLabel('Valutazione (0–5)').fill('7');
    await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await expectToast(page, 'La valutazione deve essere compresa tra 0 e 5.');
    await form.getByLabel('Valutazione (0–5)').fill('4,5');
    await form.getByLabel('Prezzo originale (€)').fill('-3');
    await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await expectToast(page, 'Il prezzo non può essere negativo.');

    await form.getByLabel('Prezzo originale (€)').fill('39,90');
    await form.getByLabel('Prezzo scontato (€)').fill('29,90');
    await form.getByLabel('Nome sintetico').fill(SHORT);
    await form.getByLabel('Parole chiave SEO').fill('torcia, blackout');
    await form.getByLabel('Categoria').selectOption({ label: 'Illuminazione' });
    await form.getByLabel('URL immagine').fill('/demo/prodotti/lampada-frontale-led.svg');
    await expect(form.getByRole('img', { name: 'Anteprima immagine' })).toHaveAttribute('src', '/demo/prodotti/lampada-frontale-led.svg');
    await expect(form.getByRole('button', { name: 'Apri link prodotto' })).toBeEnabled();

    // The four texts: a cross while empty, a check once filled.
    const specs = form.locator('details').filter({ hasText: 'Specifiche tecniche' });
    await expect(specs.locator('summary')).toContainText('(vuoto)');
    await specs.locator('summary').click();
    await specs.getByLabel('Specifiche tecniche').fill('LED 1000 lm, batteria 2600 mAh');
    await expect(specs.locator('summary')).toContainText('(compilato)');
    await expect(form.locator('details').filter({ hasText: 'Contenuto della scatola' }).locator('summary')).toContainText('(vuoto)');

    await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await expectToast(page, 'Prodotto salvato correttamente.');
    await expect(form).toBeHidden();

    const tile = page.getByRole('article', { name: SHORT });
    await expect(tile).toBeVisible();
    await expect(tile).toContainText(ASIN);
    await expect(tile).toContainText('29,90');
    await expect(tile).toContainText('Illuminazione');
    await expect(tile.getByRole('button', { name: 'Genera recensione' })).toBeVisible();
    await expect(tile.getByRole('link', { name: `Vai al prodotto: ${SHORT}` })).toHaveAttribute('href', `https://www.amazon.it/dp/${ASIN}`);
  });

  test('the grid pencil switches to the list and opens the edit panel, with display name and preferred ASIN', async ({ page }) => {
    await login(page);
    await page.getByRole('article', { name: SHORT }).getByRole('button', { name: `Modifica: ${SHORT}` }).click();
    await expect(page.getByRole('radio', { name: 'Elenco' })).toBeChecked();
    const panel = page.getByRole('region', { name: `Modifica «${SHORT}»` });
    await expect(panel).toBeVisible();
    await expect(panel).toBeInViewport();
    await expect(panel.getByLabel('Nome completo')).toHaveValue(NAME);
    await expect(panel.getByLabel('Prezzo scontato (€)')).toHaveValue('29,90');

    await panel.getByLabel('Nome visualizzato').fill('Torcia da cantina');
    await panel.getByLabel('ASIN preferito').fill('b0e2epref1');
    await panel.getByRole('button', { name: 'Salva' }).click();
    await expectToast(page, 'Prodotto aggiornato.');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Torcia da cantina', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vai al prodotto: Torcia da cantina' })).toHaveAttribute('href', 'https://www.amazon.it/dp/B0E2EPREF1');
  });

  test('edits in the list view: an emptied field is saved as null, Annulla discards', async ({ page }) => {
    await login(page);
    await page.getByText('Elenco', { exact: true }).click();
    await page.getByRole('button', { name: 'Modifica: Torcia da cantina' }).click();
    // The pencil becomes Chiudi while the panel is open.
    await expect(page.getByRole('button', { name: 'Chiudi: Torcia da cantina' })).toHaveAttribute('aria-expanded', 'true');
    let panel = page.getByRole('region', { name: 'Modifica «Torcia da cantina»' });
    await panel.getByLabel('Nome completo').fill('Questo non verrà salvato');
    await panel.getByRole('button', { name: 'Annulla' }).click();
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Modifica: Torcia da cantina' }).click();
    panel = page.getByRole('region', { name: 'Modifica «Torcia da cantina»' });
    await expect(panel.getByLabel('Nome completo')).toHaveValue(NAME);
    await panel.getByLabel('Prezzo scontato (€)').fill('');
    await panel.getByLabel('Nome completo').fill('');
    await panel.getByRole('button', { name: 'Salva' }).click();
    await expectToast(page, 'Il nome prodotto è obbligatorio.');
    await panel.getByLabel('Nome completo').fill(NAME);
    await panel.getByRole('button', { name: 'Salva' }).click();
    await expectToast(page, 'Prodotto aggiornato.');
    const row = page.locator('.product-list-item').filter({ hasText: 'Torcia da cantina' });
    await expect(row).toContainText('39,90');

    const stored = await (await page.request.get('/api/prodotti')).json();
    const product = stored.find((p: { asin_prodotto: string }) => p.asin_prodotto === ASIN);
    expect(product).toMatchObject({ prezzo_scontato: null, prezzo_originale: 39.9, prezzo_prodotto: 39.9, nome_visualizzato: 'Torcia da cantina' });
  });

  test('Genera recensione opens the prompt chooser with the default prompt marked, generates and closes by itself', async ({ page }) => {
    await login(page);
    const tile = page.getByRole('article', { name: 'Torcia da cantina' });
    await tile.getByRole('button', { name: 'Genera recensione' }).click();
    const dialog = page.getByRole('dialog', { name: 'Genera recensione: Torcia da cantina' });
    await expect(dialog).toBeVisible();
    const choice = dialog.getByRole('button', { name: /Recensione prodotto/ }).first();
    await expect(choice).toBeVisible();
    await expect(choice).toContainText('Default');
    // A double click starts one generation only (the fake OpenAI writes the review).
    await choice.dblclick();
    await expect(dialog.getByRole('status')).toHaveText('Recensione generata con successo.');
    await expect(dialog).toBeHidden({ timeout: 4_000 });
    await expect(tile.getByText('Bozza')).toBeVisible();
    await expect(tile.getByRole('button', { name: 'Genera recensione' })).toHaveCount(0);
  });

  test('deletes the product after the confirmation', async ({ page }) => {
    await login(page);
    await page.getByRole('button', { name: 'Elimina: Torcia da cantina' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminare il prodotto?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByRole('article', { name: 'Torcia da cantina' })).toBeVisible();
    await page.getByRole('button', { name: 'Elimina: Torcia da cantina' }).click();
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expectToast(page, 'Prodotto eliminato.');
    await expect(page.getByRole('article', { name: 'Torcia da cantina' })).toHaveCount(0);
  });

  test('Aggiungi prodotto: its own words, the same form, duplicates refused', async ({ page }) => {
    await login(page);
    await sidebarLink(page, 'Aggiungi prodotto').click();
    await expect(page.getByRole('heading', { name: 'Aggiungi prodotto', level: 1 })).toBeVisible();
    const form = addForm(page);
    await form.getByRole('button', { name: 'Cerca' }).click();
    await expectToast(page, 'Inserisci un ASIN valido.');
    await form.getByLabel('ASIN', { exact: true }).fill('B0E2ETEST2');
    await form.getByLabel('Nome completo').fill('Radio E2E a manovella');
    await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await expectToast(page, 'Prodotto salvato correttamente.');
    await expect(form.getByLabel('Nome completo')).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Aggiunti in questa sessione' })).toContainText('Radio E2E a manovella');

    // The same ASIN again: the server's Italian 409.
    await form.getByLabel('ASIN', { exact: true }).fill('b0e2etest2');
    await form.getByLabel('Nome completo').fill('Doppione');
    await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await expectToast(page, 'Esiste già un prodotto con questo ASIN.');

    // Clean up through the products screen.
    await sidebarLink(page, 'Tutti i prodotti').click();
    await page.getByRole('button', { name: 'Elimina: Radio E2E a manovella' }).click();
    await page.getByRole('dialog', { name: 'Eliminare il prodotto?' }).getByRole('button', { name: 'Elimina' }).click();
    await expectToast(page, 'Prodotto eliminato.');
  });
});
