import SQLite from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PROMPT_MSG } from '../../common/messages-prompts.ts';
import { E2E_DB_FILE, expectToast, login, sidebarLink } from './dashboard-helpers.ts';

/**
 * The Prompts screen through the real server: a server-side filter, a prompt written by
 * 'Genera prompt' (the fake OpenAI of tests/mocks/openai.ts) and saved, the default that survives a
 * reload, and the layout on narrow screens. The screen's rules and messages (badges, dates,
 * validation, placeholders, progress, editing, copying, the default moving, deletion, AI failures)
 * are checked in tests/components/prompts.test.tsx; the API in tests/api/prompts.test.ts. The demo
 * prompts (one per type, each the default) are restored at the end.
 */
test.describe.configure({ mode: 'serial' });

const DEMO_REVIEW = 'Recensione prodotto - standard della redazione';
const DEMO_GUIDE = "Guida all'acquisto - struttura per sezioni";
const DEMO_NEWS = 'Notizia - rielaborazione da fonte';
const NEW_TITLE = 'Recensione E2E amichevole';

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
  test('lists the demo prompts; Filtra asks the server (text search, any case)', async ({ page }) => {
    await openPrompts(page);
    for (const title of [DEMO_REVIEW, DEMO_GUIDE, DEMO_NEWS]) await expect(card(page, title)).toBeVisible();

    await page.getByLabel(PROMPT_MSG.filterSearch).fill('RIELABORA');
    await page.getByRole('button', { name: 'Filtra', exact: true }).click();
    await expect(page.getByTestId('prompt-card')).toHaveCount(1);
    await expect(card(page, DEMO_NEWS)).toBeVisible();
  });

  test('creates a prompt: Genera prompt writes the text through the AI (one ai_usage row), Salva adds the card', async ({ page }) => {
    await openPrompts(page);
    await page.getByRole('button', { name: PROMPT_MSG.addTitle }).click();
    const form = page.getByTestId('prompt-add');
    await form.getByLabel('Titolo').fill(NEW_TITLE);
    await form.getByLabel('Tipo').selectOption('recensione');
    await form.getByLabel(PROMPT_MSG.fieldDirectives).fill('Tono amichevole, 300 parole, pro e contro.');

    const before = promptUsageRows();
    await form.getByRole('button', { name: 'Genera prompt' }).click();
    await expect(form.getByLabel(/^Testo/)).toHaveValue(/\{nome_prodotto\}/, { timeout: 10_000 });
    await expect.poll(promptUsageRows).toBe(before + 1);

    await form.getByRole('button', { name: PROMPT_MSG.save }).click();
    await expect(form).toHaveCount(0);
    const created = card(page, NEW_TITLE);
    await expect(created).toBeVisible();
    await expect(created.getByText('Recensioni prodotti')).toBeVisible();
    await expect(created.locator('.prompt-text')).toContainText('{nome_prodotto}');
  });

  test('Imposta default is kept by the server: after a reload the new prompt is still the default', async ({ page }) => {
    await openPrompts(page);
    await card(page, NEW_TITLE)
      .getByRole('button', { name: `Imposta default: ${NEW_TITLE}` })
      .click();
    await expectToast(page, PROMPT_MSG.defaultSet(NEW_TITLE));

    await page.reload();
    await expect(badge(page, NEW_TITLE)).toHaveText('DEFAULT');
    await expect(badge(page, DEMO_REVIEW)).toHaveCount(0);

    // Restore the demo default and remove the test prompt (the next specs expect the demo prompts).
    const prompts = (await (await page.request.get('/api/prompts')).json()) as Array<{ id: number; titolo: string }>;
    const id = (title: string) => prompts.find((p) => p.titolo === title)!.id;
    expect((await page.request.patch(`/api/prompts/${id(DEMO_REVIEW)}/default`)).ok()).toBe(true);
    expect((await page.request.delete(`/api/prompts/${id(NEW_TITLE)}`)).status()).toBe(204);
  });

  test('narrow screens stack the cards without horizontal scrolling', async ({ page }) => {
    await openPrompts(page);
    await expect(page.getByTestId('prompt-card')).toHaveCount(3);
    for (const width of [1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await page.getByTestId('prompt-card').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width}px`).toBeLessThanOrEqual(0);
      if (width === 768) expect(new Set(boxes.map(Math.round)).size, 'one column').toBe(1);
    }
  });
});
