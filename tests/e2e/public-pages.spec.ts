import { expect, test } from './fixtures.ts';
import { E2E_AMAZON_TAG } from './server.ts';
import { canonical, collectErrors, decodeEntities, getJson, jsonLd, metaContent, publishedRefs, type Ref, SITE_URL, staffRequest, titleOf } from './public-helpers.ts';

const DISCLOSURE = 'In qualità di Affiliato Amazon io ricevo un guadagno dagli acquisti idonei.';

let ref: Ref;
test.beforeAll(async ({ request }) => {
  ref = await publishedRefs(request);
});

function routes(r: Ref): Array<{ path: string; h1: string | RegExp; contains: string[] }> {
  return [
    {
      path: '/',
      h1: 'Benvenuto su Pronti a Tutto — Prodotti utili e strategie per ogni emergenza',
      contains: ['In evidenza', 'Prodotti recensiti', 'Guide', 'Leggi guida', 'Vedi tutte →'],
    },
    {
      path: '/prodotti',
      h1: 'Tutti i prodotti recensiti',
      contains: ['Cerca prodotti...', 'Filtra per categoria', 'Tutte', 'Ordina su Amazon', 'Leggi recensione'],
    },
    { path: `/articolo/${r.productId}`, h1: /.+/, contains: [r.reviewTitle, 'Ordina su Amazon', 'Prezzo aggiornato al'] },
    { path: '/guide', h1: 'Tutte le guide', contains: ['Cerca guide...', r.guideTitle, 'Leggi guida'] },
    { path: `/guida/${r.guideId}`, h1: r.guideTitle, contains: ['Ordina su Amazon', 'Vedi recensione completa'] },
    { path: '/notizie', h1: 'Tutte le notizie', contains: ['Cerca notizie...', r.newsTitle] },
    { path: `/notizie/${r.newsSlug}`, h1: r.newsTitle, contains: ['Fonte:', 'link originale', '©'] },
    { path: '/chi-siamo', h1: 'Chi siamo', contains: [] },
    { path: '/contatti', h1: 'Contattaci', contains: ["Ho letto e accetto l'", 'informativa privacy', 'Nome', 'E-mail', 'Oggetto', 'Messaggio'] },
    { path: '/privacy', h1: 'Informativa privacy', contains: ['Titolare del trattamento', 'redazione@prontiatutto.it'] },
    { path: '/login', h1: 'Accedi', contains: ['Nome utente'] },
  ];
}

test.describe('public pages render on the server', () => {
  test('every public route has its content in the first HTML response, visible without JavaScript', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of routes(ref)) {
      const res = await request.get(route.path);
      expect(res.status(), route.path).toBe(200);
      const html = await res.text();
      expect(html, route.path).toContain('<html lang="it"');
      for (const text of route.contains) expect(decodeEntities(html), `${route.path}: ${text}`).toContain(text);

      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.h1);
      await expect(page.getByRole('main'), route.path).toBeVisible();
      await expect(page.getByRole('banner'), route.path).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText(DISCLOSURE), route.path).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }), route.path).toHaveAttribute('href', '/privacy');
    }
    await context.close();
  });

  test('every page has a unique title, a description, a canonical URL on SITE_URL and social cards', async ({ request }) => {
    const titles = new Set<string>();
    for (const route of routes(ref).filter((r) => r.path !== '/login')) {
      const html = await (await request.get(route.path)).text();
      const title = titleOf(html);
      expect(title, route.path).toBeTruthy();
      expect(titles.has(title!), `${route.path}: titolo duplicato ${title}`).toBe(false);
      titles.add(title!);
      expect(metaContent(html, 'name', 'description')?.length ?? 0, route.path).toBeGreaterThan(50);
      expect(canonical(html), route.path).toBe(`${SITE_URL}${route.path === '/' ? '/' : route.path}`);
      expect(metaContent(html, 'property', 'og:title'), route.path).toBeTruthy();
      expect(metaContent(html, 'property', 'og:url'), route.path).toBe(canonical(html));
      expect(metaContent(html, 'name', 'twitter:card'), route.path).toMatch(/^summary/);
      expect(
        jsonLd(html).some((b) => b['@type'] === 'BreadcrumbList' || b['@type'] === 'Organization'),
        route.path,
      ).toBe(true);
    }
  });

  test('JSON-LD: Organization and WebSite on home, Product with our editorial Review, Article on guides and news', async ({ request }) => {
    const home = jsonLd(await (await request.get('/')).text());
    expect(home.map((b) => b['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));

    const productHtml = await (await request.get(`/articolo/${ref.productId}`)).text();
    const product = jsonLd(productHtml).find((b) => b['@type'] === 'Product')!;
    expect(product).toBeTruthy();
    expect(product.review).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: expect.any(String), url: expect.stringMatching(new RegExp(`^${SITE_URL}/autore/`)) },
      publisher: { '@type': 'Organization', name: 'Pronti a Tutto' },
      reviewRating: { '@type': 'Rating', bestRating: 5 },
    });
    expect(product.review.reviewRating.ratingValue).toBeGreaterThan(0);
    expect(product.aggregateRating).toBeUndefined();
    expect(productHtml).not.toContain('AggregateRating');
    expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
    expect(metaContent(productHtml, 'property', 'og:image')).toMatch(new RegExp(`^${SITE_URL}/`));
    const crumbs = jsonLd(productHtml).find((b) => b['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([`${SITE_URL}/`, `${SITE_URL}/prodotti`, `${SITE_URL}/articolo/${ref.productId}`]);

    for (const path of [`/guida/${ref.guideId}`, `/notizie/${ref.newsSlug}`]) {
      const html = await (await request.get(path)).text();
      const article = jsonLd(html).find((b) => b['@type'] === 'Article')!;
      const person = { '@type': 'Person', url: expect.stringMatching(new RegExp(`^${SITE_URL}/autore/`)) };
      expect(article, path).toMatchObject({ publisher: { '@type': 'Organization', name: 'Pronti a Tutto' }, author: person, mainEntityOfPage: `${SITE_URL}${path}` });
      expect(article.headline, path).toBeTruthy();
      expect(metaContent(html, 'property', 'og:type'), path).toBe('article');
      expect(metaContent(html, 'property', 'og:image'), path).toMatch(new RegExp(`^${SITE_URL}/`));
    }
  });

  test("unknown or invalid ids and slugs answer 404 with the spec's message, inside the site layout", async ({ page }) => {
    const cases: Array<[string, string]> = [
      ['/articolo/abc', 'Errore nel recupero del prodotto'],
      ['/articolo/987654', 'Errore nel recupero del prodotto'],
      ['/guida/abc', 'ID guida non valido.'],
      ['/guida/987654', 'Errore nel recupero della guida.'],
      ['/notizie/non-esiste-affatto', 'Notizia non trovata.'],
      [`/notizie/${'x'.repeat(900)}`, 'Notizia non trovata.'],
    ];
    for (const [path, message] of cases) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(message);
      await expect(page.getByRole('link', { name: 'Torna alla home' }), path).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Principale' }), path).toBeVisible();
      expect(await page.locator('meta[name="robots"]').getAttribute('content'), path).toContain('noindex');
    }
    // Past any address of the site: refused before any work, in Italian.
    const long = await page.goto(`/notizie/${'x'.repeat(3000)}`);
    expect(long?.status()).toBe(414);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indirizzo troppo lungo.');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  test('unknown paths redirect to home', async ({ page }) => {
    for (const path of ['/non-esiste', '/articolo', '/guida/1/altro', '/notizie/a/b']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`${SITE_URL}/`);
    }
  });

  test('drafts are invisible to anonymous visitors: pages, lists, sitemap and feed', async ({ playwright, request }) => {
    const staff = await staffRequest(playwright);
    const draftGuide = (await getJson<Array<{ id: number; titolo: string }>>(staff, '/api/guide?stato=bozza'))[0]!;
    const draftNews = (await getJson<Array<{ slug: string; titolo: string }>>(staff, '/api/notizie?stato=bozza'))[0]!;
    const draftReview = (await getJson<Array<{ id_prodotto: number; titolo: string }>>(staff, '/api/recensioni?stato=bozza'))[0]!;
    await staff.dispose();

    expect((await request.get(`/guida/${draftGuide.id}`)).status()).toBe(404);
    expect((await request.get(`/notizie/${draftNews.slug}`)).status()).toBe(404);
    const productPage = await (await request.get(`/articolo/${draftReview.id_prodotto}`)).text();
    expect(productPage).toContain('Nessuna recensione disponibile per questo prodotto.');
    expect(productPage).not.toContain(draftReview.titolo);

    for (const path of ['/', '/guide', '/notizie', '/prodotti', '/sitemap.xml', '/feed.xml']) {
      const body = decodeEntities(await (await request.get(path)).text());
      expect(body, path).not.toContain(draftGuide.titolo);
      expect(body, path).not.toContain(draftNews.titolo);
      expect(body, path).not.toContain(draftNews.slug);
      expect(body, path).not.toContain(draftReview.titolo);
    }
  });

  test('anonymous visitors receive no cookie anywhere on the public site', async ({ page }) => {
    const errors = collectErrors(page);
    for (const route of routes(ref)) await page.goto(route.path);
    expect(await page.context().cookies()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('product, guide and news pages', () => {
  test('product page: image, name, rating, struck-through price, price date, affiliate link and review', async ({ page, request }) => {
    const products = await getJson<Array<{ id: number; prezzo_originale: number | null; prezzo_prodotto: number | null; haRecensionePubblicata: boolean; asin_prodotto: string }>>(
      request,
      '/api/prodotti',
    );
    const discounted = products.find((p) => p.haRecensionePubblicata && p.prezzo_originale !== null && p.prezzo_prodotto! < p.prezzo_originale)!;
    await page.goto(`/articolo/${discounted.id}`);
    const euro = (v: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(v);
    await expect(page.locator('.buy-box s.price-old')).toContainText(euro(discounted.prezzo_originale!));
    await expect(page.locator('.buy-box .price')).toContainText(euro(discounted.prezzo_prodotto!));
    await expect(page.locator('.buy-box')).toContainText(
      /Prezzo aggiornato al \d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}/,
    );
    await expect(page.locator('.buy-box')).toContainText(/\d,\d su 5|\d su 5/);
    const buy = page.locator('.buy-box').getByRole('link', { name: /Ordina su Amazon/ });
    await expect(buy).toHaveAttribute('href', `https://www.amazon.it/dp/${discounted.asin_prodotto}?tag=${E2E_AMAZON_TAG}`);
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(page.locator('.product-hero img')).toHaveAttribute('alt', /.+/);
    await expect(page.locator('.review .prose h2').first()).toBeVisible();
  });

  test('guide page: cover with the title, text sections and product blocks opening in new tabs', async ({ page }) => {
    await page.goto(`/guida/${ref.guideId}`);
    await expect(page.locator('.guide-cover h1')).toHaveText(ref.guideTitle);
    await expect(page.locator('.guide-cover > img')).toBeVisible();
    const blocks = page.locator('.guide-product');
    expect(await blocks.count()).toBeGreaterThan(0);
    const first = blocks.first();
    await expect(first.getByRole('img', { name: 'Immagine prodotto' })).toBeVisible();
    await expect(first.getByRole('link', { name: /Ordina su Amazon/ })).toHaveAttribute('target', '_blank');
    const review = first.getByRole('link', { name: /Vedi recensione completa/ });
    await expect(review).toHaveAttribute('href', /^\/articolo\/\d+$/);
    await expect(review).toHaveAttribute('target', '_blank');
    await expect(page.locator('.guide-intro')).toBeVisible();
  });

  test('news page: long date, cover alt = title, © credit, content, and the source link in a new tab', async ({ page, request }) => {
    const item = await getJson<{ titolo: string; fonte: string; link_fonte: string; immagine_autore: string }>(request, `/api/notizie/slug/${ref.newsSlug}`);
    await page.goto(`/notizie/${ref.newsSlug}`);
    await expect(page.locator('.article-meta')).toContainText(item.fonte);
    await expect(page.locator('.article-meta time')).toHaveText(/^\d{1,2} (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) \d{4}$/);
    await expect(page.getByRole('img', { name: item.titolo })).toBeVisible();
    await expect(page.locator('figcaption')).toHaveText(`© ${item.immagine_autore}`);
    await expect(page.locator('.news-summary')).toHaveCount(0);
    const source = page.getByRole('link', { name: /link originale/ });
    await expect(page.locator('.news-source')).toContainText('Fonte: link originale');
    await expect(source).toHaveAttribute('href', item.link_fonte);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', /noopener/);
  });

  test('news without content shows its summary instead', async ({ page, request }) => {
    const news = await getJson<Array<{ slug: string; sommario: string; contenuto: string | null }>>(request, '/api/notizie');
    const summaryOnly = news.find((n) => !n.contenuto)!;
    await page.goto(`/notizie/${summaryOnly.slug}`);
    await expect(page.locator('.news-summary')).toHaveText(summaryOnly.sommario);
  });
});

test.describe('search engines', () => {
  test('robots.txt disallows the dashboard and the API and points to the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body).toContain('User-agent: *');
    expect(body).toMatch(/^Disallow: \/dashboard$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
    expect(body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  test('sitemap.xml lists every published page with lastmod', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const [reviews, guides, news] = await Promise.all([
      getJson<Array<{ id_prodotto: number }>>(request, '/api/recensioni'),
      getJson<Array<{ id: number }>>(request, '/api/guide'),
      getJson<Array<{ slug: string }>>(request, '/api/notizie'),
    ]);
    const expected = [
      ...['/', '/prodotti', '/guide', '/notizie', '/chi-siamo', '/contatti', '/privacy'],
      ...reviews.map((r) => `/articolo/${r.id_prodotto}`),
      ...guides.map((g) => `/guida/${g.id}`),
      ...news.map((n) => `/notizie/${n.slug}`),
      ...['/autore/giulia-ferrari', '/autore/marco-bianchi'], // the demo's writers (server/seed/demo-authors.ts)
    ];
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs)).toEqual(new Set(expected.map((p) => `${SITE_URL}${p}`)));
    for (const p of [...reviews.map((r) => `/articolo/${r.id_prodotto}`), ...guides.map((g) => `/guida/${g.id}`)]) {
      expect(xml, p).toMatch(new RegExp(`<loc>${SITE_URL}${p}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod>`));
    }
  });

  test('the sitemap index files: each section as its own urlset, 404 for any other name', async ({ request }) => {
    const all = [...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const parts: string[] = [];
    for (const name of ['pagine-1.xml', 'prodotti-1.xml', 'guide-1.xml', 'notizie-1.xml', 'autori-1.xml']) {
      const res = await request.get(`/sitemap/${name}`);
      expect(res.status(), name).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^application\/xml/);
      const xml = await res.text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      parts.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
    }
    // The demo site fits one file: /sitemap.xml lists the same addresses as its sections' files.
    expect(parts.sort()).toEqual([...all].sort());
    for (const name of ['prodotti-2.xml', 'bozze-1.xml', 'prodotti-0.xml', '..%2Fsitemap.xml']) {
      const res = await request.get(`/sitemap/${name}`);
      expect(res.status(), name).toBe(404);
      expect(await res.text()).toBe('Pagina non trovata');
    }
  });

  test('feed.xml is RSS 2.0 of the published news and guides', async ({ request }) => {
    const res = await request.get('/feed.xml');
    expect(res.headers()['content-type']).toMatch(/^application\/rss\+xml/);
    const xml = await res.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>${SITE_URL}/</link>`);
    expect(xml).toContain('<language>it-IT</language>');
    const links = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toContain(`${SITE_URL}/notizie/${ref.newsSlug}`);
    expect(links).toContain(`${SITE_URL}/guida/${ref.guideId}`);
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  });
});
