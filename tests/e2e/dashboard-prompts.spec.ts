import SQLite from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PROMPT_MSG } from '../../common/messages-prompts.ts';
import { E2E_DB_FILE, expectToast, login, sidebarLink } from './dashboard-helpers.ts';

/**
 * Issue 9, the Prompts screen: filters, the add form with 'Genera prompt' (the fake OpenAI of
 * tests/mocks/openai.ts writes the text; `[[fake:lento:N]]` in the directives makes it wait N ms),
 * editing, copying, making a prompt the default (the previous default loses its badge) and
 * deleting. The demo prompts (one per type, each the default) are restored at the end.
 */
test.describe.configure({ mode: 'serial' });

const DEMO_REVIEW = 'Recensione prodotto - standard della redazione';
const DEMO_GUIDE = "Guida all'acquisto - struttura per sezioni";
const DEMO_NEWS = 'Notizia - rielaborazione da fonte';
const NEW_TITLE = 'Recensione E2E amichevole';
const EDITED_TITLE = 'Recensione E2E amichevole e breve';

const card = (page: Page, title: string) => page.getByTestId('prompt-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const badge = (page: Page, title: string) => card(page, title).getByTestId('prompt-default-badge');

function promptUsageRows(): number {
  const db = new SQLite(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select count(*) as n from ai_usage where scopo = 'prompt'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function openPrompts(page: Page) {
  await login(page);
  await sidebarLink(page, 'Prompts').click();
  await expect(page).toHaveURL(/\/dashboard\/prompts$/);
  await expect(page.getByRole('heading', { name: 'Prompts', level: 1 })).toBeVisible();
}

test.describe('Prompts screen', () => {
  test('lists the demo prompts with DEFAULT badges and filters by type and text with Filtra', async ({ page }) => {
    await openPrompts(page);
    for (const title of [DEMO_REVIEW, DEMO_GUIDE, DEMO_NEWS]) {
      await expect(card(page, title)).toBeVisible();
      await expect(badge(page, title)).toHaveText('DEFAULT');
      await expect(card(page, title).getByText(/^Aggiornato: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toBeVisible();
      // A default prompt cannot be deleted.
      await expect(card(page, title).getByRole('button', { name: `Elimina: ${title}` })).toBeDisabled();
    }

    // The boxes alone do not filter: 'Filtra' applies them.
    await page.locator('#filtro-tipo').selectOption('guida');
    await expect(page.getByTestId('prompt-card')).toHaveCount(3);
    await page.getByRole('button', { name: 'Filtra', exact: true }).click();
    await expect(page.getByTestId('prompt-card')).toHaveCount(1);
    await expect(card(page, DEMO_GUIDE)).toBeVisible();

    await page.locator('#filtro-tipo').selectOption('');
    await page.getByLabel(PROMPT_MSG.filterSearch).fill('RIELABORA');
    await page.getByLabel(PROMPT_MSG.filterSearch).press('Enter');
    await expect(page.getByTestId('prompt-card')).toHaveCount(1);
    await expect(card(page, DEMO_NEWS)).toBeVisible();

    await page.getByLabel(PROMPT_MSG.filterSearch).fill('nessun prompt contiene questa frase');
    await page.getByRole('button', { name: 'Filtra', exact: true }).click();
    await expect(page.getByText(PROMPT_MSG.emptyFiltered)).toBeVisible();

    await page.getByRole('button', { name: PROMPT_MSG.filterReset }).click();
    await expect(page.getByTestId('prompt-card')).toHaveCount(3);
  });

  test('creates a prompt: validation, Genera prompt fills the text (a second click is ignored), save', async ({ page }) => {
    await openPrompts(page);
    await page.getByRole('button', { name: PROMPT_MSG.addTitle }).click();
    const form = page.getByTestId('prompt-add');
    await expect(form.getByLabel('Titolo')).toBeFocused();

    await form.getByRole('button', { name: 'Genera prompt' }).click();
    await expect(form.getByText(PROMPT_MSG.generateRequired)).toBeVisible();
    await form.getByRole('button', { name: PROMPT_MSG.save }).click();
    await expect(form.getByText(PROMPT_MSG.required)).toBeVisible();

    await form.getByLabel('Titolo').fill(NEW_TITLE);
    await form.getByLabel('Tipo').selectOption('recensione');
    await expect(form.getByText(/\{nome_prodotto\}/)).toBeVisible();
    await form.getByLabel(PROMPT_MSG.fieldDirectives).fill('Tono amichevole, 300 parole, pro e contro. [[fake:lento:1500]]');

    const before = promptUsageRows();
    const generate = form.getByRole('button', { name: 'Genera prompt' });
    await generate.click();
    await expect(form.getByRole('status').filter({ hasText: PROMPT_MSG.generating })).toBeVisible();
    await generate.click({ force: true });
    const text = form.getByLabel(/^Testo/);
    await expect(text).toHaveValue(/\{nome_prodotto\}/, { timeout: 10_000 });
    await expect(form.getByText(PROMPT_MSG.generating)).toHaveCount(0);
    await expectToast(page, PROMPT_MSG.generated);
    expect(promptUsageRows()).toBe(before + 1);

    await form.getByRole('button', { name: PROMPT_MSG.save }).click();
    await expectToast(page, PROMPT_MSG.saved);
    await expect(form).toHaveCount(0);
    const created = card(page, NEW_TITLE);
    await expect(created).toBeVisible();
    await expect(created.getByText('Recensioni prodotti')).toBeVisible();
    await expect(created.getByTestId('prompt-default-badge')).toHaveCount(0);
    await expect(created.locator('.prompt-text')).toContainText('{nome_prodotto}');
  });

  test('edits and copies a prompt', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPrompts(page);
    const created = card(page, NEW_TITLE);
    await created.getByRole('button', { name: `Modifica: ${NEW_TITLE}` }).click();
    const title = created.getByLabel('Titolo');
    await expect(title).toBeFocused();
    await title.fill('');
    await created.getByRole('button', { name: PROMPT_MSG.saveChanges }).click();
    await expect(created.getByText(PROMPT_MSG.required)).toBeVisible();
    await title.fill(EDITED_TITLE);
    await created.getByRole('button', { name: PROMPT_MSG.saveChanges }).click();
    await expectToast(page, PROMPT_MSG.updated);
    const edited = card(page, EDITED_TITLE);
    await expect(edited).toBeVisible();
    await expect(edited.getByRole('button', { name: `Modifica: ${EDITED_TITLE}` })).toBeFocused();

    await edited.getByRole('button', { name: `Copia: ${EDITED_TITLE}` }).click();
    await expectToast(page, PROMPT_MSG.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('{nome_prodotto}');
  });

  test('Imposta default: the new prompt gets the badge, the previous default loses it; then deleted after restoring the demo default', async ({ page }) => {
    await openPrompts(page);
    const edited = card(page, EDITED_TITLE);
    await edited.getByRole('button', { name: `Imposta default: ${EDITED_TITLE}` }).click();
    await expectToast(page, PROMPT_MSG.defaultSet(EDITED_TITLE));
    await expect(edited.getByTestId('prompt-default-badge')).toHaveText('DEFAULT');
    await expect(badge(page, DEMO_REVIEW)).toHaveCount(0);
    await expect(edited.getByRole('button', { name: `Elimina: ${EDITED_TITLE}` })).toBeDisabled();
    await expect(card(page, DEMO_REVIEW).getByRole('button', { name: `Elimina: ${DEMO_REVIEW}` })).toBeEnabled();
    // The other types keep their defaults.
    await expect(badge(page, DEMO_GUIDE)).toBeVisible();
    await expect(badge(page, DEMO_NEWS)).toBeVisible();

    // After a reload the server says the same.
    await page.reload();
    await expect(card(page, EDITED_TITLE).getByTestId('prompt-default-badge')).toBeVisible();
    await expect(badge(page, DEMO_REVIEW)).toHaveCount(0);

    // Restore the demo default, then delete the test prompt (with confirmation).
    await card(page, DEMO_REVIEW).getByRole('button', { name: `Imposta default: ${DEMO_REVIEW}` }).click();
    await expect(badge(page, DEMO_REVIEW)).toBeVisible();
    await expect(card(page, EDITED_TITLE).getByTestId('prompt-default-badge')).toHaveCount(0);
    await card(page, EDITED_TITLE).getByRole('button', { name: `Elimina: ${EDITED_TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: PROMPT_MSG.deleteTitle });
    await expect(dialog).toContainText(EDITED_TITLE);
    await dialog.getByRole('button', { name: 'Elimina' }).click();
    await expectToast(page, PROMPT_MSG.deleted);
    await expect(card(page, EDITED_TITLE)).toHaveCount(0);
    await expect(page.getByTestId('prompt-card')).toHaveCount(3);
  });

  test('an AI failure shows its Italian words; narrow screens stack the cards', async ({ page }) => {
    await openPrompts(page);
    await page.getByRole('button', { name: PROMPT_MSG.addTitle }).click();
    const form = page.getByTestId('prompt-add');
    await form.getByLabel('Titolo').fill('Prova errore');
    await form.getByLabel('Tipo').selectOption('guida');
    await form.getByLabel(PROMPT_MSG.fieldDirectives).fill('Qualsiasi [[fake:errore:500]]');
    await form.getByRole('button', { name: 'Genera prompt' }).click();
    await expect(form.getByText(/ha risposto con un errore \(HTTP 500\)/)).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel(/^Testo/)).toHaveValue('');
    await form.getByRole('button', { name: PROMPT_MSG.cancel }).click();
    await expect(form).toHaveCount(0);

    for (const width of [1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await page.getByTestId('prompt-card').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
      if (width === 768) expect(new Set(boxes.map(Math.round)).size, 'one column').toBe(1);
    }
  });
});
