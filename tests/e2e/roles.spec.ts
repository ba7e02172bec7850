import { DASH_MSG } from '../../common/messages-dashboard.ts';
import { EDITOR_PAGE_MSG } from '../../common/messages-editor-page.ts';
import { GUIDE_MSG } from '../../common/messages-guides.ts';
import { NEWS_MSG } from '../../common/messages-news.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
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

const made: { user?: number; news: number[]; guides: number[]; products: number[] } = { news: [], guides: [], products: [] };

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await login(page);
  for (const id of made.news) await call(page.request, 'DELETE', `/api/notizie/${id}`).catch(() => undefined);
  for (const id of made.guides) await call(page.request, 'DELETE', `/api/guide/${id}`).catch(() => undefined);
  for (const id of made.products) await call(page.request, 'DELETE', `/api/prodotti/${id}`).catch(() => undefined);
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

test('a colleague’s texts open read-only: Apri on the card, the text without fields nor Salva', async ({ browser, page }) => {
  await login(page);
  const theirs = await call<News>(page.request, 'POST', '/api/notizie', {
    titolo: 'Notizia della redazione da leggere',
    sottotitolo: 'Il sottotitolo della redazione',
    contenuto: '<p>Il testo scritto dalla redazione.</p>',
  });
  made.news.push(theirs.id);
  const product = (await call<{ id: number }[]>(page.request, 'GET', '/api/prodotti'))[0]!;
  const guide = await call<{ id: number }>(page.request, 'POST', '/api/guide', {
    titolo: 'Guida della redazione da leggere',
    contenuto: {
      introduzione: '<p>L’introduzione della redazione.</p>',
      sezioni: [{ id_prodotto: product.id, testo: '<p>La sezione della redazione.</p>' }],
      conclusione: '<p>La conclusione della redazione.</p>',
    },
    prodotti: [product.id],
  });
  made.guides.push(guide.id);
  const reviewed = 'Torcia della redazione da leggere';
  const reviewedProduct = await call<{ id: number }>(page.request, 'POST', '/api/prodotti', { nome_prodotto: reviewed, nome_sintetico: reviewed, asin_prodotto: 'B0ROLESRO1' });
  made.products.push(reviewedProduct.id);
  await call(page.request, 'POST', `/api/recensioni/genera/${reviewedProduct.id}`, {});
  await call(page.request, 'PUT', `/api/recensioni/${reviewedProduct.id}`, { recensione_prodotto: '<p>La recensione scritta dalla redazione.</p>' });

  const context = await browser.newContext({ baseURL: SITE_URL });
  const giada = await context.newPage();
  await loginThroughForm(giada, GIADA);
  const own = await call<News>(giada.request, 'POST', '/api/notizie', { titolo: 'Bozza di Giada da leggere' });
  made.news.push(own.id);

  await giada.goto('/dashboard/notizie?q=da%20leggere');
  await waitForHydration(giada);
  const ownItem = giada.locator('li').filter({ hasText: own.titolo });
  const theirItem = giada.locator('li').filter({ hasText: theirs.titolo });
  await expect(ownItem.getByRole('link', { name: NEWS_MSG.edit })).toBeVisible();
  await expect(theirItem.getByRole('link', { name: NEWS_MSG.edit })).toHaveCount(0);
  await theirItem.getByRole('link', { name: EDITOR_PAGE_MSG.open }).click();

  await expect(giada.getByRole('heading', { name: EDITOR_PAGE_MSG.newsRead, exact: true })).toBeVisible();
  await expect(giada.getByRole('status').filter({ hasText: EDITOR_PAGE_MSG.readOnly })).toBeVisible();
  await expect(giada.getByRole('heading', { name: theirs.titolo })).toBeVisible();
  await expect(giada.getByText('Il sottotitolo della redazione')).toBeVisible();
  const text = giada.getByRole('textbox', { name: EDITOR_PAGE_MSG.readOnlyText });
  await expect(text).toContainText('Il testo scritto dalla redazione.');
  await expect(text).toHaveAttribute('contenteditable', 'false');
  await expect(giada.getByRole('button', { name: NEWS_MSG.save })).toHaveCount(0);
  await expect(giada.getByRole('textbox', { name: NEWS_MSG.fTitle, exact: true })).toHaveCount(0);

  await giada.goto(`/dashboard/guide/${guide.id}`);
  await waitForHydration(giada);
  await expect(giada.getByRole('heading', { name: EDITOR_PAGE_MSG.guideRead, exact: true })).toBeVisible();
  await expect(giada.getByRole('status').filter({ hasText: EDITOR_PAGE_MSG.readOnly })).toBeVisible();
  await expect(giada.getByRole('textbox', { name: GUIDE_MSG.tabIntro })).toContainText('L’introduzione della redazione.');
  await expect(giada.getByRole('textbox', { name: `${GUIDE_MSG.sectionSelect} 1` })).toContainText('La sezione della redazione.');
  await expect(giada.getByRole('textbox', { name: GUIDE_MSG.tabOutro })).toContainText('La conclusione della redazione.');
  await expect(giada.getByRole('button', { name: GUIDE_MSG.saveGuide })).toHaveCount(0);

  await giada.goto(`/dashboard/recensioni/${reviewedProduct.id}`);
  await waitForHydration(giada);
  await expect(giada.getByRole('heading', { name: EDITOR_PAGE_MSG.reviewRead, exact: true })).toBeVisible();
  await expect(giada.getByRole('status').filter({ hasText: EDITOR_PAGE_MSG.readOnly })).toBeVisible();
  await expect(giada.getByRole('textbox', { name: EDITOR_PAGE_MSG.readOnlyText })).toContainText('La recensione scritta dalla redazione.');
  await expect(giada.getByRole('button', { name: REVIEW_MSG.save })).toHaveCount(0);

  // Their own draft opens in the editor as before.
  await giada.goto(`/dashboard/notizie/${own.id}`);
  await waitForHydration(giada);
  await expect(giada.getByRole('heading', { name: NEWS_MSG.editTitle })).toBeVisible();
  await expect(giada.getByRole('textbox', { name: NEWS_MSG.fTitle, exact: true })).toHaveValue(own.titolo);
  await expect(giada.getByRole('status').filter({ hasText: EDITOR_PAGE_MSG.readOnly })).toHaveCount(0);
  await context.close();
});
