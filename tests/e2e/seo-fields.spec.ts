import SQLite from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import { SEO_MSG as S } from '../../common/messages-seo.ts';
import { E2E_DB_FILE, expectToast, login } from './dashboard-helpers.ts';
import { decodeEntities, metaContent, SITE_URL, staffRequest, titleOf } from './public-helpers.ts';

/**
 * The SEO fields end to end: an editor sets the SEO title and description of a published news
 * item in its editor (/dashboard/notizie/{id}) and hides it from search engines; the public page's
 * head (read as a visitor, through the render cache) shows them in <title>, the meta description,
 * Open Graph and Twitter, with robots noindex, and the item leaves the sitemap and the RSS feed.
 * Emptied again, the page is back to what it computes itself and returns to the sitemap.
 */
test.describe.configure({ mode: 'serial' });

const SLUG = 'piano-protezione-civile-comunale';
const TITLE = 'Conosci il piano di protezione civile del tuo Comune?';
const SEO_TITLE = 'Piano di protezione civile comunale: dove trovarlo';
const SEO_DESCRIPTION = 'Il piano del tuo Comune dice dove andare e chi avvisa in caso di emergenza: come consultarlo in dieci minuti.';

function idOf(sql: string, value: string): number {
  const db = new SQLite(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(sql).get(value) as { id: number }).id;
  } finally {
    db.close();
  }
}
const newsId = () => idOf('select id from news where slug = ?', SLUG);

/** The head of the public page as an anonymous visitor receives it. */
async function visitorHead(request: APIRequestContext, path = `/notizie/${SLUG}`) {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const meta = (attr: 'name' | 'property', key: string) => {
    const value = metaContent(html, attr, key);
    return value === null ? null : decodeEntities(value);
  };
  return {
    title: decodeEntities(titleOf(html) ?? ''),
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogType: meta('property', 'og:type'),
    ogImage: meta('property', 'og:image'),
    ogImageSize: [meta('property', 'og:image:width'), meta('property', 'og:image:height')],
    twitterCard: meta('name', 'twitter:card'),
    twitterTitle: meta('name', 'twitter:title'),
    twitterDescription: meta('name', 'twitter:description'),
    twitterImage: meta('name', 'twitter:image'),
    robots: meta('name', 'robots'),
  };
}

const listed = async (request: APIRequestContext, path: string) => (await (await request.get(path)).text()).includes(`${SITE_URL}/notizie/${SLUG}<`);

/** Fills the news editor's SEO panel and saves. */
async function setSeo(page: Page, id: number, values: { title: string; description: string; noindex: boolean }) {
  await page.goto(`/dashboard/notizie/${id}`);
  const title = page.getByRole('textbox', { name: S.titleLabel });
  await expect(page.getByRole('textbox', { name: 'Titolo', exact: true })).toHaveValue(TITLE);
  await title.fill(values.title);
  await page.getByRole('textbox', { name: S.descriptionLabel }).fill(values.description);
  await page.getByRole('checkbox', { name: S.noindexLabel }).setChecked(values.noindex);
  await page.getByRole('button', { name: N.save, exact: true }).click();
  await expectToast(page, N.saved);
}

test('the SEO fields set in the news editor reach the public head; noindex leaves the sitemap and the feed; emptied, the page computes its own', async ({ page, playwright }) => {
  test.setTimeout(90_000);
  const visitor = await playwright.request.newContext({ baseURL: SITE_URL });
  const id = newsId();

  // As the demo has it: the page's own title and description, indexed, in the sitemap and the feed.
  const before = await visitorHead(visitor);
  expect(before.title).toBe(`${TITLE} | Pronti a Tutto`);
  expect(before.ogTitle).toBe(TITLE);
  expect(before.robots).toBeNull();
  expect(before.ogType).toBe('article');
  expect(before.ogImageSize).toEqual(['1600', '900']);
  expect(await listed(visitor, '/sitemap.xml')).toBe(true);
  expect(await visitor.get('/feed.xml').then((r) => r.text())).toContain(`/notizie/${SLUG}</link>`);

  await login(page);
  // The Google preview in the panel shows the page's own title while the field is empty.
  await page.goto(`/dashboard/notizie/${id}`);
  await expect(page.getByTestId('seo-preview')).toContainText(TITLE);
  await setSeo(page, id, { title: SEO_TITLE, description: SEO_DESCRIPTION, noindex: true });
  await expect(page.getByTestId('seo-preview')).toContainText(SEO_TITLE);

  const after = await visitorHead(visitor);
  expect(after).toMatchObject({
    title: SEO_TITLE,
    description: SEO_DESCRIPTION,
    ogTitle: SEO_TITLE,
    ogDescription: SEO_DESCRIPTION,
    ogType: 'article',
    twitterCard: 'summary_large_image',
    twitterTitle: SEO_TITLE,
    twitterDescription: SEO_DESCRIPTION,
    robots: 'noindex, follow',
  });
  expect(after.twitterImage).toBe(after.ogImage);
  expect(await listed(visitor, '/sitemap.xml')).toBe(false);
  expect(await visitor.get('/feed.xml').then((r) => r.text())).not.toContain(`/notizie/${SLUG}</link>`);

  // Emptied: what the page computes itself, indexed again.
  await setSeo(page, id, { title: '', description: '', noindex: false });
  expect(await visitorHead(visitor)).toEqual(before);
  expect(await listed(visitor, '/sitemap.xml')).toBe(true);
  await visitor.dispose();
});

test('the product page of a review and a guide page take their SEO fields too', async ({ playwright }) => {
  const staff = await staffRequest(playwright);
  const visitor = await playwright.request.newContext({ baseURL: SITE_URL });
  const productId = idOf('select id from products where nome_sintetico = ?', 'Torcia LED Lumora 1200');
  const guideId = idOf('select id from guides where titolo like ?', 'Blackout in casa%');
  const review = (await (await staff.get(`/api/recensioni/${productId}`)).json()).recensione as { recensione_prodotto: string };
  const targets = [
    { path: `/articolo/${productId}`, api: `/api/recensioni/${productId}`, base: { recensione_prodotto: review.recensione_prodotto } },
    { path: `/guida/${guideId}`, api: `/api/guide/${guideId}`, base: {} },
  ];
  for (const t of targets) {
    const before = await visitorHead(visitor, t.path);
    expect(before.robots, t.path).toBeNull();
    let res = await staff.put(t.api, { data: { ...t.base, seo_titolo: 'Titolo per Google', seo_descrizione: 'Descrizione per Google.', noindex: true } });
    expect(res.status(), await res.text()).toBe(200);
    expect(await visitorHead(visitor, t.path)).toMatchObject({
      title: 'Titolo per Google',
      description: 'Descrizione per Google.',
      ogTitle: 'Titolo per Google',
      twitterDescription: 'Descrizione per Google.',
      robots: 'noindex, follow',
    });
    expect((await (await visitor.get('/sitemap.xml')).text()).includes(`${SITE_URL}${t.path}<`), t.path).toBe(false);
    res = await staff.put(t.api, { data: { ...t.base, seo_titolo: null, seo_descrizione: null, noindex: false } });
    expect(res.status(), await res.text()).toBe(200);
    expect(await visitorHead(visitor, t.path)).toEqual(before);
  }
  await staff.dispose();
  await visitor.dispose();
});
