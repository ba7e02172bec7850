import { DASH_MSG } from '../../common/messages-dashboard.ts';
import { LIST_MSG } from '../../common/messages-lists.ts';
import { ROLE_MSG } from '../../common/messages-roles.ts';
import type { News } from '../../common/types.ts';
import { login, loginThroughForm, waitForHydration } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { SITE_URL } from './server.ts';
import { call } from './blocks-helpers.ts';

/**
 * The role ladder in the dashboard: the admin (the first account, amministratore) makes a
 * collaboratore through the users API; logged in, the collaboratore sees no Utenti nor Chiavi API,
 * /dashboard/chiavi says the page is not for their role, and the news list offers no Pubblica and
 * no Elimina on the admin's text, Elimina on their own draft.
 */
test.describe.configure({ mode: 'serial' });

const GIADA = { username: 'giada-collaboratrice', password: 'Password-Giada-2026' };

const made: { user?: number; news: number[] } = { news: [] };

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await login(page);
  for (const id of made.news) await call(page.request, 'DELETE', `/api/notizie/${id}`).catch(() => undefined);
  if (made.user) await call(page.request, 'DELETE', `/api/utenti/${made.user}`);
  await page.close();
});

test('a collaboratore sees only what the role allows', async ({ browser, page }) => {
  await login(page);
  made.user = (await call<{ id: number }>(page.request, 'POST', '/api/utenti', { ...GIADA, ruolo: 'collaboratore' })).id;
  const theirs = await call<News>(page.request, 'POST', '/api/notizie', { titolo: 'Notizia della redazione per i ruoli' });
  made.news.push(theirs.id);

  const context = await browser.newContext({ baseURL: SITE_URL });
  const giada = await context.newPage();
  await loginThroughForm(giada, GIADA);
  const own = await call<News>(giada.request, 'POST', '/api/notizie', { titolo: 'Bozza di Giada per i ruoli' });
  made.news.push(own.id);

  const sidebar = giada.locator('#dash-sidebar');
  await expect(sidebar.getByRole('link', { name: DASH_MSG.navNews })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: DASH_MSG.navUsers })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: DASH_MSG.navKeys })).toHaveCount(0);
  await giada.getByRole('button', { name: DASH_MSG.userMenu(GIADA.username) }).click();
  await expect(giada.getByText(ROLE_MSG.yourRole('collaboratore'))).toBeVisible();

  await giada.goto('/dashboard/chiavi');
  await waitForHydration(giada);
  await expect(giada.getByRole('heading', { name: ROLE_MSG.notAllowedTitle })).toBeVisible();

  await giada.goto('/dashboard/notizie?q=per%20i%20ruoli');
  await waitForHydration(giada);
  const ownItem = giada.locator('li').filter({ hasText: own.titolo });
  const theirItem = giada.locator('li').filter({ hasText: theirs.titolo });
  await expect(ownItem.getByRole('button', { name: LIST_MSG.delete })).toBeVisible();
  await expect(theirItem).toBeVisible();
  await expect(theirItem.getByRole('button', { name: LIST_MSG.delete })).toHaveCount(0);
  await expect(giada.getByRole('button', { name: LIST_MSG.publish })).toHaveCount(0);
  await context.close();
});
