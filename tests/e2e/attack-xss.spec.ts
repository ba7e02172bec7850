import path from 'node:path';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { NewsCandidate } from '../../common/types-news.ts';
import type { ImageResult } from '../../common/images.ts';
import { IMAGE_MSG } from '../../common/messages-images.ts';
import { PROMPT_MSG } from '../../common/messages-prompts.ts';
import { E2E_ADMIN } from './server.ts';
import { FAKE_ASINS } from '../mocks/amazon.ts';
import { FAKE_FEEDS } from '../mocks/feeds.ts';
import { E2E_DB_FILE, login, waitForHydration } from './dashboard-helpers.ts';
import { SITE_URL } from './public-helpers.ts';
import { SHORT_XSS_PAYLOADS, XSS_ALL, xssSurvivors, xssWithin } from './xss-payloads.ts';

/**
 * Injection: the XSS payloads of xss-payloads.ts are stored through every field that is
 * shown later — products (every text field, link and image), categories, reviews, guides (title,
 * introduction, sections, conclusion), news (every field), About, prompts, a contact message, a
 * username, a feed source's name — and come in from outside through the fakes (an Amazon page,
 * AI answers for prompts, reviews, guides and news, a feed with its article page, Unsplash
 * credits). Then every public page and every dashboard screen (lists, editors, inbox, image
 * picker) that shows them is opened in Chromium: no dialog opens, `window.__xss` stays unset, no
 * payload element or attribute is in the live DOM (xssSurvivors), no script-src/frame/object CSP
 * violation is reported (which would mean a payload tried to run). Everything is deleted after.
 */
test.describe.configure({ mode: 'serial' });

const PLACEHOLDER_PNG = path.resolve('public', 'assets', 'placeholder.png');

interface Made {
  category?: number;
  products: number[];
  reviews: number[];
  guides: number[];
  news: { id: number; slug: string }[];
  prompts: number[];
  source?: number;
  user?: number;
  aboutId?: number;
  aboutBefore?: string;
  messageSubject: string;
}
const made: Made = { products: [], reviews: [], guides: [], news: [], prompts: [], messageSubject: xssWithin(150, 5, 'Oggetto XSS ') };
let staff: APIRequestContext;
/** Product ids: [manual, from the Amazon page]. */
let manualId = 0;
let amazonId = 0;

/** A JSON call that must answer `status` (else the test fails with what the server said). */
async function call<T>(ctx: APIRequestContext, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: unknown, status?: number): Promise<T> {
  const res = await ctx.fetch(url, { method, data: data as object | undefined });
  const text = await res.text();
  if (status !== undefined ? res.status() !== status : !res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const cut = (text: string, max: number) => text.slice(0, max);

/**
 * Publishes through the publishing gate (decision 0023): when it lists unresolved claims, each is
 * confirmed with a source and the publication sent again.
 */
async function publishConfirmingAll(ctx: APIRequestContext, url: string): Promise<void> {
  const res = await ctx.fetch(url, { method: 'POST', data: {} });
  if (res.ok()) return;
  const body = (await res.json()) as { non_verificati?: Array<{ text: string }> };
  if (res.status() !== 409 || !body.non_verificati) throw new Error(`POST ${url}: ${res.status()} ${JSON.stringify(body).slice(0, 300)}`);
  await call(ctx, 'POST', url, { conferme: body.non_verificati.map((c) => ({ testo: c.text, fonte: 'Verificato dalla redazione per il test' })) });
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(90_000);
  // Like the dashboard's own calls: the session cookie and the site's Origin (the CSRF check).
  staff = await playwright.request.newContext({ baseURL: SITE_URL, extraHTTPHeaders: { Origin: SITE_URL } });
  await call(staff, 'POST', '/api/auth/login', E2E_ADMIN);

  // Category, and a product typed by hand: every text field, the link and the image address.
  made.category = (await call<{ id: number }>(staff, 'POST', '/api/categorie-prodotti', { nome: xssWithin(100, 0, 'Categoria XSS '), descrizione: cut(XSS_ALL, 1000) }, 201)).id;
  manualId = (
    await call<{ id: number }>(
      staff,
      'POST',
      '/api/prodotti',
      {
        asin_prodotto: 'B0XSSMAN01',
        nome_prodotto: xssWithin(500, 1, 'Prodotto XSS '),
        nome_sintetico: xssWithin(200, 2, 'Sintetico XSS '),
        seo_keyword_prodotto: xssWithin(500, 3, 'Keyword XSS '),
        link_prodotto: 'https://www.amazon.it/dp/B0XSSMAN01?x="><script>window.__xss=60</script>',
        img_prodotto: 'https://m.media-amazon.com/images/I/xss.jpg"onerror="window.__xss=61',
        prezzo_originale: 19.9,
        valutazione_prodotto: 4,
        specifiche_tecniche: XSS_ALL,
        descrizione_generale: XSS_ALL,
        informazioni_articolo: XSS_ALL,
        contenuto_scatola: XSS_ALL,
        id_categoria: made.category,
      },
      201,
    )
  ).id;
  made.products.push(manualId);
  await call(staff, 'PUT', `/api/prodotti/${manualId}`, { nome_visualizzato: xssWithin(200, 4, 'Visualizzato XSS ') });

  // A product imported from an Amazon page carrying the payloads (the add-product screen's two calls).
  const found = await call<Record<string, string | number | null>>(staff, 'GET', `/api/asin-info?asin=${FAKE_ASINS.xss}`);
  const text = (v: unknown, max: number) => (typeof v === 'string' && v ? cut(v, max) : null);
  const saved = await call<{ id: number }>(
    staff,
    'POST',
    '/api/asin-info',
    {
      asin_prodotto: FAKE_ASINS.xss,
      nome_prodotto: text(found.nome, 500) ?? 'Radio XSS',
      nome_sintetico: text(found.nome_sintetico, 200),
      valutazione_prodotto: found.valutazione ?? null,
      prezzo_originale: found.prezzo_originale ?? null,
      prezzo_scontato: found.prezzo_scontato ?? null,
      seo_keyword_prodotto: text(found.seo_keyword_prodotto, 500),
      img_prodotto: text(found.img_url, 2000),
      link_prodotto: text(found.link, 2000),
      specifiche_tecniche: text(found.specifiche_tecniche, 20_000),
      descrizione_generale: text(found.descrizione_generale, 20_000),
      informazioni_articolo: text(found.informazioni_articolo, 20_000),
      contenuto_scatola: text(found.contenuto_scatola, 20_000),
      id_categoria: made.category,
    },
    201,
  );
  amazonId = saved.id;
  made.products.push(amazonId);

  // Prompts: typed by hand (the [[fake:xss]] switch makes the AI fake answer with payloads too),
  // and one written by 'Genera prompt'.
  const prompt = async (tipo: string, n: number, testo: string) =>
    (await call<{ id: number }>(staff, 'POST', '/api/prompts', { titolo: xssWithin(200, n, `Prompt XSS ${tipo} `), tipo, testo, is_active: true }, 201)).id;
  const reviewPrompt = await prompt('recensione', 0, `[[fake:xss]]\nNome prodotto: {nome_prodotto}\n${XSS_ALL}`);
  const guidePrompt = await prompt('guida', 1, `[[fake:xss]]\nTitolo: {titolo}\n{prodotti}\nRispondi in JSON. ${XSS_ALL}`);
  const generated = await call<{ prompt: string }>(staff, 'POST', '/api/prompts/genera', {
    titolo: 'Notizie XSS',
    tipo: 'notizia',
    direttive: `[[fake:xss]] ${XSS_ALL}`,
    lingua: 'it',
  });
  const newsPrompt = await prompt('notizia', 2, `[[fake:xss]]\n${cut(generated.prompt, 45_000)}`);
  made.prompts.push(reviewPrompt, guidePrompt, newsPrompt);

  // Reviews: the AI's (payloads in its answer) and one typed by hand, both published.
  for (const [productId, body] of [
    [amazonId, { id_prompt: reviewPrompt }],
    [manualId, {}],
  ] as const) {
    const { recensione } = await call<{ recensione: { id: number } }>(staff, 'POST', `/api/recensioni/genera/${productId}`, body);
    made.reviews.push(recensione.id);
  }
  await call(staff, 'PUT', `/api/recensioni/${manualId}`, { recensione_prodotto: XSS_ALL, titolo: xssWithin(300, 5, 'Recensione XSS ') });
  await call(staff, 'PUT', `/api/recensioni/${amazonId}`, {
    recensione_prodotto: (await call<{ recensione: { recensione_prodotto: string } }>(staff, 'GET', `/api/recensioni/${amazonId}`)).recensione.recensione_prodotto,
    titolo: xssWithin(300, 6, 'Recensione AI XSS '),
  });
  for (const id of made.reviews) await publishConfirmingAll(staff, `/api/recensioni/${id}/pubblica`);

  // An Unsplash photo whose credit carries payloads.
  const photos = await call<ImageResult[]>(staff, 'GET', '/api/immagini/cerca?query=xss');
  expect(photos.length, 'the xss search answers photos').toBeGreaterThan(0);
  const photo = photos.at(-1)!;
  const image = await call<{ id: number }>(
    staff,
    'POST',
    '/api/immagini',
    {
      id: photo.id,
      url: photo.url,
      url_full: photo.urls.full,
      autore: photo.autore,
      autore_link: photo.autore_link,
      download_location: photo.links.download_location,
      query: 'xss',
    },
    201,
  );

  // Guides: the AI's (payloads in every part) with the Unsplash cover, and one typed by hand.
  const aiGuide = await call<Record<string, unknown>>(staff, 'POST', '/api/guide/genera', {
    titolo: 'Guida AI XSS',
    prodotti: [amazonId, manualId],
    prompt_id: guidePrompt,
  });
  const guides = [
    { titolo: xssWithin(300, 6, 'Guida AI XSS '), contenuto: aiGuide, prodotti: [amazonId, manualId], id_immagine: image.id, verifica_ai: aiGuide.verifica },
    {
      titolo: xssWithin(300, 7, 'Guida XSS '),
      immagine: 'https://images.unsplash.com/photo-1?x="onerror="window.__xss=62',
      contenuto: { introduzione: XSS_ALL, sezioni: [{ id_prodotto: manualId, testo: XSS_ALL }], conclusione: XSS_ALL },
      prodotti: [manualId],
    },
  ];
  for (const body of guides) {
    const guide = await call<{ id: number }>(staff, 'POST', '/api/guide', body, 201);
    made.guides.push(guide.id);
    await publishConfirmingAll(staff, `/api/guide/${guide.id}/pubblica`);
  }

  // News typed by hand: every field.
  const manualNews = await call<{ id: number; slug: string }>(
    staff,
    'POST',
    '/api/notizie',
    {
      titolo: xssWithin(300, 0, 'Notizia XSS '),
      slug: 'notizia-xss-manuale',
      sommario: cut(XSS_ALL, 2000),
      descrizione: cut(XSS_ALL, 2000),
      contenuto: XSS_ALL,
      testo_originale: XSS_ALL,
      fonte: xssWithin(200, 1, 'Fonte XSS '),
      link_fonte: 'https://notizie.scorta.test/articoli/xss?"><script>window.__xss=63</script>',
      immagine_url: '/assets/placeholder.png?"onerror="window.__xss=64',
      immagine_autore: xssWithin(200, 2, 'Autore XSS '),
      immagine_autore_link: 'https://unsplash.com/@xss?"onmouseover="window.__xss=65',
      tag: xssWithin(500, 3, 'tag XSS '),
      rilevanza: 5,
    },
    201,
  );
  made.news.push(manualNews);

  // News written by the AI (summary and article with payloads), with the Unsplash credit.
  const source = `[[fake:xss]] La protezione civile prova il piano. ${XSS_ALL}`;
  const { sommario } = await call<{ sommario: string }>(staff, 'POST', '/api/notizie/sintetizza', { titolo: 'Notizia AI XSS', testo: source });
  const { contenuto } = await call<{ contenuto: string }>(staff, 'POST', '/api/notizie/genera', {
    titolo: 'Notizia AI XSS',
    testo: source,
    fonte: xssWithin(200, 4, 'Fonte AI XSS '),
    id_prompt: newsPrompt,
  });
  made.news.push(
    await call<{ id: number; slug: string }>(
      staff,
      'POST',
      '/api/notizie',
      {
        titolo: xssWithin(300, 5, 'Notizia AI XSS '),
        sommario: cut(sommario, 2000),
        contenuto,
        testo_originale: source,
        fonte: 'Fonte AI',
        id_immagine: image.id,
        rilevanza: 5,
      },
      201,
    ),
  );

  // A feed source named with payloads, read with the others; its items (and the linked article,
  // extracted) become drafts.
  made.source = (await call<{ id: number }>(staff, 'POST', '/api/fonti-feed', { url: FAKE_FEEDS.xss, nome: xssWithin(120, 6, 'Fonte XSS ') }, 201)).id;
  const candidates = await call<NewsCandidate[]>(staff, 'POST', '/api/notizie/ingest-feed');
  const ours = candidates.filter((c) => /XSS/.test(c.titolo));
  expect(ours.length, 'the XSS feed items are candidates').toBeGreaterThan(0);
  for (const candidate of ours) {
    const res = await staff.post('/api/notizie/bozze', { data: candidate });
    if (res.status() === 201) made.news.push((await res.json()) as { id: number; slug: string });
  }
  for (const n of made.news) {
    const published = await staff.post(`/api/notizie/${n.id}/pubblica`);
    if (published.status() === 400) {
      // A draft without a summary or article: its original text becomes the article.
      const full = await call<{ testo_originale: string | null; descrizione: string | null }>(staff, 'GET', `/api/notizie/${n.id}`);
      await call(staff, 'PUT', `/api/notizie/${n.id}`, { contenuto: full.testo_originale ?? full.descrizione ?? XSS_ALL });
    }
    // Held to its source (decision 0023): what the source does not hold is confirmed.
    if (!published.ok()) await publishConfirmingAll(staff, `/api/notizie/${n.id}/pubblica`);
    n.slug = (await call<{ slug: string }>(staff, 'GET', `/api/notizie/${n.id}`)).slug;
  }

  // About.
  const about = await call<{ id: number; contenuto: string }>(staff, 'GET', '/api/chi-siamo');
  made.aboutId = about.id;
  made.aboutBefore = about.contenuto;
  await call(staff, 'PUT', `/api/chi-siamo/${about.id}`, { contenuto: XSS_ALL });

  // A user whose name is a payload (no spaces: usernames have none).
  made.user = (await call<{ id: number }>(staff, 'POST', '/api/utenti', { username: '<svg/onload=window.__xss=70>', password: 'Password-Xss-2026' }, 201)).id;

  // A contact message from a visitor (one: the limit is 5 per address and other specs send some).
  const visitor = await playwright.request.newContext({ baseURL: SITE_URL, extraHTTPHeaders: { Origin: SITE_URL } });
  await call(visitor, 'POST', '/api/contatti', {
    nome: xssWithin(100, 4, 'Nome XSS '),
    email: 'xss@example.com',
    oggetto: made.messageSubject,
    messaggio: XSS_ALL,
    consenso: true,
  });
  await visitor.dispose();
});

test.afterAll(async () => {
  if (!staff) return;
  const del = (url: string) => staff.delete(url);
  for (const n of made.news) await del(`/api/notizie/${n.id}`);
  for (const id of made.guides) await del(`/api/guide/${id}`);
  for (const id of made.products) await del(`/api/recensioni/${id}`);
  for (const id of made.products) await del(`/api/prodotti/${id}`);
  if (made.category) await del(`/api/categorie-prodotti/${made.category}`);
  for (const id of made.prompts) await del(`/api/prompts/${id}`);
  if (made.source) await del(`/api/fonti-feed/${made.source}`);
  if (made.user) await del(`/api/utenti/${made.user}`);
  if (made.aboutId && made.aboutBefore !== undefined) await staff.put(`/api/chi-siamo/${made.aboutId}`, { data: { contenuto: made.aboutBefore } });
  const inbox = (await (await staff.get('/api/messaggi?limit=200')).json()) as Array<{ id: number; oggetto: string }> | { items?: Array<{ id: number; oggetto: string }> };
  for (const m of Array.isArray(inbox) ? inbox : (inbox.items ?? [])) if (m.oggetto.includes('Oggetto XSS')) await del(`/api/messaggi/${m.id}`);
  await staff.dispose();
  // Feed candidates have no delete route: the XSS feed's items leave the e2e server's database directly.
  if (fs.existsSync(E2E_DB_FILE)) {
    const db = new Database(E2E_DB_FILE);
    db.pragma('busy_timeout = 5000');
    db.prepare(`delete from news_candidates where titolo like '%XSS%'`).run();
    db.close();
  }
});

interface Watch {
  dialogs: string[];
  violations: string[];
}

/** Fails on dialogs; records CSP violations; outside images answer a local picture (no network). */
async function watch(page: Page): Promise<Watch> {
  const w: Watch = { dialogs: [], violations: [] };
  page.on('dialog', (d) => {
    w.dialogs.push(d.message());
    void d.dismiss();
  });
  await page.exposeFunction('__xssCspViolation', (v: string) => w.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __xssCspViolation(v: string): void }).__xssCspViolation(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  await page.route(
    (url) => url.origin !== SITE_URL,
    (route) => (route.request().resourceType() === 'image' ? route.fulfill({ path: PLACEHOLDER_PNG, contentType: 'image/png' }) : route.fulfill({ status: 404, body: '' })),
  );
  return w;
}

/** After load (and, in the dashboard, hydration): nothing of a payload is in the page, nothing tried to run. */
async function expectClean(page: Page, w: Watch, where: string, settle = true): Promise<void> {
  if (settle) await page.waitForLoadState('networkidle');
  const survivors = await page.evaluate(xssSurvivors);
  expect(survivors, `${where}: payload survivors`).toEqual([]);
  expect(w.dialogs, `${where}: dialogs`).toEqual([]);
  // A payload that reached the DOM and tried to run is blocked by the CSP and reported.
  expect(
    w.violations.filter((v) => /^(script-src|frame-src|child-src|object-src|base-uri|form-action)|xss/i.test(v)),
    `${where}: CSP violations`,
  ).toEqual([]);
}

/** The page shows this text: in its text or in a form field's value (editors). */
async function expectShown(page: Page, text: RegExp, where: string): Promise<void> {
  const shown = () => page.evaluate(() => [document.body.innerText, ...[...document.querySelectorAll('input, textarea')].map((e) => (e as HTMLInputElement).value)].join('\n'));
  await expect.poll(async () => text.test(await shown()), { message: `${where} shows ${text}` }).toBe(true);
}

async function visit(page: Page, w: Watch, url: string, expectText?: RegExp): Promise<void> {
  await page.goto(url);
  // The server-rendered page first (what a visitor without JavaScript gets), then the page once
  // its scripts ran: public pages' enhancement scripts run before the load event goto waits for;
  // the dashboard hydrates.
  expect(await page.evaluate(xssSurvivors), `${url} as served: payload survivors`).toEqual([]);
  if (url.startsWith('/dashboard')) await waitForHydration(page);
  // The text shown means the data is rendered; otherwise wait until the page's requests settle.
  if (expectText) await expectShown(page, expectText, url);
  await expectClean(page, w, url, !expectText);
}

test('every public page showing the stored payloads runs none of them', async ({ page }) => {
  test.setTimeout(60_000);
  const w = await watch(page);
  const [manualNews, ...otherNews] = made.news;
  await visit(page, w, '/', /XSS/);
  await visit(page, w, '/prodotti', /Visualizzato XSS/);
  await visit(page, w, `/prodotti?categoria=${made.category}`, /Categoria XSS/);
  // Reflected: the query string itself carries payloads.
  await visit(page, w, `/prodotti?q=${encodeURIComponent(SHORT_XSS_PAYLOADS.join(' '))}&categoria=${encodeURIComponent(SHORT_XSS_PAYLOADS[1]!)}`);
  await visit(page, w, `/notizie/${encodeURIComponent(SHORT_XSS_PAYLOADS[3]!)}`);
  for (const id of made.products) await visit(page, w, `/articolo/${id}`, /XSS/);
  await visit(page, w, '/guide', /Guida XSS/);
  for (const id of made.guides) await visit(page, w, `/guida/${id}`, /XSS/);
  await visit(page, w, '/notizie', /Notizia XSS/);
  await visit(page, w, `/notizie/${manualNews!.slug}`, /Notizia XSS/);
  for (const n of otherNews) await visit(page, w, `/notizie/${n.slug}`, /XSS/);
  await visit(page, w, '/chi-siamo', /Prova XSS/);

  // The search suggestions show the payload names.
  for (const [url, box] of [
    ['/prodotti', 'Cerca tra i prodotti'],
    ['/guide', 'Cerca tra le guide'],
    ['/notizie', 'Cerca tra le notizie'],
  ] as const) {
    await page.goto(url);
    await expect(page.locator('html[data-enhanced~="search"]')).toBeAttached();
    await page.getByRole('combobox', { name: box }).fill('XSS');
    await expect(page.getByRole('listbox').getByRole('option').first(), url).toBeVisible();
    await expectClean(page, w, `${url} suggestions`);
  }
});

test('every dashboard screen showing the payloads runs none of them', async ({ page }) => {
  test.setTimeout(90_000);
  const w = await watch(page);
  await login(page);
  const screens: Array<[string, RegExp]> = [
    ['/dashboard/panoramica', /XSS/],
    ['/dashboard/prodotti', /Visualizzato XSS/],
    [`/dashboard/prodotti?edit=${manualId}`, /Prodotto XSS/],
    [`/dashboard/prodotti?edit=${amazonId}`, /Radio XSS/],
    ['/dashboard/categorie-prodotti', /Categoria XSS/],
    ['/dashboard/recensioni', /Recensione XSS/],
    [`/dashboard/recensioni?editProductId=${manualId}`, /Recensione XSS/],
    [`/dashboard/recensioni?editProductId=${amazonId}`, /Recensione AI XSS/],
    ['/dashboard/guide', /Guida XSS/],
    ['/dashboard/prompts', /Prompt XSS/],
    ['/dashboard/notizie', /Notizia XSS/],
    ['/dashboard/fonti-feed', /Fonte XSS/],
    ['/dashboard/messaggi', /Oggetto XSS/],
    ['/dashboard/utenti', /svg\/onload/],
    ['/dashboard/chi-siamo', /Prova XSS/],
  ];
  for (const [url, text] of screens) await visit(page, w, url, text);
});

test('every dashboard editor and dialog showing the payloads runs none of them', async ({ page }) => {
  test.setTimeout(90_000);
  const w = await watch(page);
  await login(page);
  for (const n of made.news) await visit(page, w, `/dashboard/notizie/${n.id}`, /XSS/);

  // The messages inbox: the message opened.
  await page.goto('/dashboard/messaggi');
  await waitForHydration(page);
  await page.getByText('Oggetto XSS').first().click();
  await expectClean(page, w, 'messaggi, message opened', false);

  // Editors opened from their cards: guides (their own pages) and prompts.
  for (const title of ['Guida XSS', 'Guida AI XSS']) {
    await page.goto('/dashboard/guide');
    await waitForHydration(page);
    const card = page
      .locator('article, li, .card')
      .filter({ hasText: title })
      .filter({ has: page.getByRole('link', { name: 'Modifica', exact: true }) })
      .last();
    await card.getByRole('link', { name: 'Modifica', exact: true }).click();
    await expect(page.locator('.ProseMirror').first(), `${title} editor`).toBeVisible();
    await expectClean(page, w, `editing ${title}`, false);
  }
  await page.goto('/dashboard/prompts');
  await waitForHydration(page);
  for (const id of made.prompts) {
    await page.locator(`[data-edit-button="${id}"]`).click();
    await expectShown(page, /Prova XSS/, `prompt ${id} editor`);
    await expectClean(page, w, `editing prompt ${id}`, false);
    await page.getByRole('button', { name: PROMPT_MSG.cancel, exact: true }).click();
  }
});

test('the news candidates and the image picker showing the payloads run none of them', async ({ page }) => {
  test.setTimeout(90_000);
  const w = await watch(page);
  await login(page);

  // The news candidates panel shows the XSS feed's items (dated now, so first).
  await page.goto('/dashboard/notizie');
  await waitForHydration(page);
  await expect(page.locator('body')).toContainText(/Allerta XSS|Avviso XSS/);
  await expectClean(page, w, 'news candidates');

  // The image picker's results: Unsplash credits with payloads.
  await page.goto('/dashboard/guide/nuova');
  await waitForHydration(page);
  const picker = page.getByRole('group', { name: IMAGE_MSG.pickerLabel });
  await picker.getByRole('searchbox', { name: IMAGE_MSG.searchLabel }).fill('xss');
  await picker.getByRole('button', { name: IMAGE_MSG.search }).click();
  const grid = page.getByRole('dialog', { name: IMAGE_MSG.modalTitle });
  await expect(grid).toContainText('Fotografo XSS');
  await expectClean(page, w, 'image picker results');
  await grid.locator('.image-picker-option').first().click();
  await expect(page.locator('body')).toContainText('Fotografo XSS');
  await expectClean(page, w, 'image picker preview');
});
