import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectToast, login, sidebarLink } from './dashboard-helpers.ts';
import { E2E_AMAZON_TAG } from './server.ts';

test.describe.configure({ mode: 'serial' });

const NAME = 'Torcia frontale E2E ricaricabile USB-C';
const SHORT = 'Torcia E2E';
const ASIN = 'B0E2ETEST1';

/** The add form of the products screen (its own labelled region). */
const addForm = (page: Page) => page.getByRole('form', { name: 'Aggiungi prodotto' });

test.describe('products screen', () => {
  // The form's rules and messages (required name and ASIN, number checks, the preview, the four
  // texts, the failed lookup): tests/components/product-form.test.tsx. Here the journey through
  // the real server.
  test('adds a product by hand: the plus opens the form, the saved product shows as a tile', async ({ page }) => {
    await login(page);
    await expect(page.getByRole('radio', { name: 'Griglia' })).toBeChecked();
    const plus = page.getByRole('button', { name: 'Nuovo prodotto' });
    await expect(plus).toHaveAttribute('aria-expanded', 'false');
    await plus.click();
    const form = addForm(page);
    await expect(form).toBeVisible();

    await form.getByLabel('Nome completo').fill(NAME);
    await form.getByLabel('ASIN', { exact: true }).fill(` ${ASIN.toLowerCase()} `);
    await form.getByLabel('Valutazione (0–5)').fill('4,5');
    await form.getByLabel('Prezzo originale (€)').fill('39,90');
    await form.getByLabel('Prezzo scontato (€)').fill('29,90');
    await form.getByLabel('Nome sintetico').fill(SHORT);
    await form.getByLabel('Parole chiave SEO').fill('torcia, blackout');
    await form.getByLabel('Categoria').selectOption({ label: 'Illuminazione' });
    await form.getByLabel('URL immagine').fill('/demo/prodotti/lampada-frontale-led.svg');

    await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await expectToast(page, 'Prodotto salvato correttamente.');
    await expect(form).toBeHidden();

    const tile = page.getByRole('article', { name: SHORT });
    await expect(tile).toBeVisible();
    await expect(tile).toContainText(ASIN);
    await expect(tile).toContainText('29,90');
    await expect(tile).toContainText('Illuminazione');
    await expect(tile.getByRole('button', { name: 'Genera recensione' })).toBeVisible();
    await expect(tile.getByRole('link', { name: `Vai al prodotto: ${SHORT}` })).toHaveAttribute('href', `https://www.amazon.it/dp/${ASIN}?tag=${E2E_AMAZON_TAG}`);
  });

  test('the grid pencil switches to the list and opens the edit panel, with display name and preferred ASIN', async ({ page }) => {
    await login(page);
    await page
      .getByRole('article', { name: SHORT })
      .getByRole('button', { name: `Modifica: ${SHORT}` })
      .click();
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
    await expect(page.getByRole('link', { name: 'Vai al prodotto: Torcia da cantina' })).toHaveAttribute('href', `https://www.amazon.it/dp/B0E2EPREF1?tag=${E2E_AMAZON_TAG}`);
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

  // Its own messages (blank ASIN, the form emptied after saving, a duplicate ASIN refused):
  // tests/components/product-form.test.tsx, add-page screen.
  test('Aggiungi prodotto: its own page with the same form lists the products added in this session', async ({ page }) => {
    await login(page);
    await sidebarLink(page, 'Aggiungi prodotto').click();
    await expect(page.getByRole('heading', { name: 'Aggiungi prodotto', level: 1 })).toBeVisible();
    const form = addForm(page);
    await form.getByLabel('ASIN', { exact: true }).fill('B0E2ETEST2');
    await form.getByLabel('Nome completo').fill('Radio E2E a manovella');
    await form.getByRole('button', { name: 'Aggiungi prodotto' }).click();
    await expectToast(page, 'Prodotto salvato correttamente.');
    await expect(page.getByRole('region', { name: 'Aggiunti in questa sessione' })).toContainText('Radio E2E a manovella');

    // Clean up through the products screen.
    await sidebarLink(page, 'Tutti i prodotti').click();
    await page.getByRole('button', { name: 'Elimina: Radio E2E a manovella' }).click();
    await page.getByRole('dialog', { name: 'Eliminare il prodotto?' }).getByRole('button', { name: 'Elimina' }).click();
    await expectToast(page, 'Prodotto eliminato.');
  });
});
