import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import { SHORT_XSS_PAYLOADS, XSS_ALL } from '../e2e/xss-payloads.ts';

/**
 * Fake news feeds and the article pages they link to, at the HTTP level (msw), built on our own
 * fixtures (tests/fixtures/feeds, tests/fixtures/articles) and, when present, the real feeds and
 * pages of ../shared/fixtures.
 *
 * Feeds (https://feed.scorta.test/…), see FAKE_FEEDS:
 *   rss, atom, rdf, latin1    the four good feeds: 12 items in all, each linking to an article page
 *                             that exists below (the rss one also through a feedburner-style redirect)
 *   etag                      the rss feed with ETag and Last-Modified: 304 when If-None-Match or
 *                             If-Modified-Since match
 *   slow                      never answers (until the caller gives up)
 *   error                     HTTP 500
 *   html                      an HTML page, not a feed
 *   missing                   HTTP 404
 *   guardian, heise, jn       the real feeds of ../shared/fixtures/feeds (404 when the folder is absent)
 *   xss                       two items dated after every other feed's, carrying the XSS payloads of tests/e2e/xss-payloads.ts
 *                             (titles, descriptions, links, images), the first linking to FAKE_ARTICLES.xss
 * Article pages (https://notizie.scorta.test/…), see FAKE_ARTICLES: /articoli/{slug} for every
 * item of the good feeds, plus noArticle (a front page with no article), notHtml (a PDF),
 * slow, lemonde and vegolosi (the real pages of ../shared/fixtures/articles), xss (an article
 * whose title, byline, image and body carry the XSS payloads).
 * `fakeFeeds.requests` records every URL asked, `fakeFeeds.reset()` empties it.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OWN_FEEDS = path.join(ROOT, 'tests', 'fixtures', 'feeds');
const OWN_ARTICLES = path.join(ROOT, 'tests', 'fixtures', 'articles');
const SHARED = path.resolve(ROOT, '..', 'shared', 'fixtures');

const read = (...parts: string[]): Buffer | null => {
  try {
    return fs.readFileSync(path.join(...parts));
  } catch {
    return null;
  }
};

const FEED_HOST = 'https://feed.scorta.test';
const ARTICLE_HOST = 'https://notizie.scorta.test';

export const FAKE_FEEDS = {
  rss: `${FEED_HOST}/protezione-civile.xml`,
  atom: `${FEED_HOST}/meteo.atom`,
  rdf: `${FEED_HOST}/ingv.rdf`,
  latin1: `${FEED_HOST}/regioni.xml`,
  etag: `${FEED_HOST}/con-etag.xml`,
  slow: `${FEED_HOST}/lento.xml`,
  error: `${FEED_HOST}/errore.xml`,
  html: `${FEED_HOST}/pagina.html`,
  missing: `${FEED_HOST}/non-esiste.xml`,
  guardian: `${FEED_HOST}/reali/guardian.xml`,
  heise: `${FEED_HOST}/reali/heise.atom`,
  jn: `${FEED_HOST}/reali/jn.xml`,
  xss: `${FEED_HOST}/xss.xml`,
} as const;

/** The feeds that parse, with at least 8 items linking to article pages of the fake. */
export const GOOD_FAKE_FEEDS = [FAKE_FEEDS.rss, FAKE_FEEDS.atom, FAKE_FEEDS.rdf, FAKE_FEEDS.latin1] as const;

export const FAKE_ETAG = '"pc-2026-11-22"';
export const FAKE_LAST_MODIFIED = 'Sun, 22 Nov 2026 17:05:00 GMT';

export const FAKE_ARTICLES = {
  /** /articoli/{slug}: the page of every item of the good feeds (tests/fixtures/articles/corpi). */
  base: `${ARTICLE_HOST}/articoli/`,
  latin1: `${ARTICLE_HOST}/articoli/alluvione-emilia-romagna-un-anno-dopo`,
  noArticle: `${ARTICLE_HOST}/prima-pagina`,
  notHtml: `${ARTICLE_HOST}/documenti/piano-emergenza.pdf`,
  slow: `${ARTICLE_HOST}/articoli/lento`,
  lemonde: `${ARTICLE_HOST}/reali/lemonde`,
  vegolosi: `${ARTICLE_HOST}/reali/vegolosi`,
  xss: `${ARTICLE_HOST}/articoli/xss-attacco`,
} as const;

const FEED_FILES: Record<string, [string, string, string]> = {
  [FAKE_FEEDS.rss]: [OWN_FEEDS, 'protezione-civile-rss2.xml', 'application/rss+xml; charset=utf-8'],
  [FAKE_FEEDS.atom]: [OWN_FEEDS, 'meteo-atom.xml', 'application/atom+xml'],
  [FAKE_FEEDS.rdf]: [OWN_FEEDS, 'ingv-rdf.xml', 'application/rdf+xml'],
  // No charset in the header: the XML declaration says ISO-8859-1.
  [FAKE_FEEDS.latin1]: [OWN_FEEDS, 'regioni-iso-8859-1.xml', 'text/xml'],
  [FAKE_FEEDS.guardian]: [path.join(SHARED, 'feeds'), 'rss2_guardian_us_html_description_media_content.xml', 'application/rss+xml; charset=utf-8'],
  [FAKE_FEEDS.heise]: [path.join(SHARED, 'feeds'), 'atom_heise_developer_de.xml', 'application/atom+xml; charset=utf-8'],
  [FAKE_FEEDS.jn]: [path.join(SHARED, 'feeds'), 'rss2_jn_pt_iso-8859-1.xml', 'text/xml'],
};

const state = { requests: [] as string[] };

export const fakeFeeds = {
  get requests(): readonly string[] {
    return state.requests;
  },
  reset() {
    state.requests.length = 0;
  },
};

const send = (body: Buffer | string, type: string, status = 200, headers: Record<string, string> = {}) =>
  new HttpResponse(typeof body === 'string' ? body : new Uint8Array(body), { status, headers: { 'content-type': type, ...headers } });

const notFound = () => send('<!doctype html><html lang="it"><title>Pagina non trovata</title><h1>404</h1></html>', 'text/html; charset=utf-8', 404);

/** Answers until the caller gives up (its abort), never on its own. */
const never = (request: Request) => new Promise<Response>((resolve) => request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true }));

/** An article page: tests/fixtures/articles/pagine/{slug}.html, else the template with the body of corpi/{slug}.html. */
function articlePage(slug: string): Buffer | null {
  if (!/^[a-z0-9-]+$/.test(slug)) return null;
  const whole = read(OWN_ARTICLES, 'pagine', `${slug}.html`);
  if (whole) return whole;
  const body = read(OWN_ARTICLES, 'corpi', `${slug}.html`)?.toString('utf8');
  if (!body) return null;
  const title = /<h1>([^<]*)<\/h1>/.exec(body)?.[1] ?? slug;
  const author = /<p class="autore">di ([^<]*)<\/p>/.exec(body)?.[1] ?? '';
  const page = read(OWN_ARTICLES, 'pagina.html')!
    .toString('utf8')
    .replaceAll('{{TITOLO}}', title)
    .replaceAll('{{AUTORE}}', author)
    .replaceAll('{{SLUG}}', slug)
    .replaceAll('{{DATA}}', '2026-11-22')
    .replace('{{CORPO}}', body);
  return Buffer.from(page, 'utf8');
}

/** The XSS feed: payloads raw (CDATA) and escaped, in every field the parser reads; dated after every other fake feed's item so its items come first. */
function xssFeed(): string {
  const dated = 'Mon, 23 Nov 2026 12:00:00 GMT';
  const cdata = (t: string) => `<![CDATA[${t}]]>`;
  const escaped = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${cdata(`Fonte XSS ${SHORT_XSS_PAYLOADS[0]}`)}</title>
<link>https://notizie.scorta.test/</link>
<description>Feed di prova con payload XSS</description>
<item>
<title>${cdata(`Allerta XSS ${SHORT_XSS_PAYLOADS.slice(0, 3).join(' ')}`)}</title>
<link>${FAKE_ARTICLES.xss}</link>
<guid>xss-1</guid>
<pubDate>${dated}</pubDate>
<dc:creator>${cdata(SHORT_XSS_PAYLOADS[1]!)}</dc:creator>
<description>${cdata(XSS_ALL)}</description>
<media:content url="javascript:window.__xss=42" medium="image"/>
<enclosure url="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzJyk8L3NjcmlwdD4=" type="image/jpeg" length="1"/>
</item>
<item>
<title>Avviso XSS ${escaped(SHORT_XSS_PAYLOADS.slice(3, 6).join(' '))}</title>
<link>javascript:window.__xss=43</link>
<guid>xss-2</guid>
<pubDate>${dated}</pubDate>
<description>${escaped(XSS_ALL)}</description>
<media:thumbnail url="https://notizie.scorta.test/immagini/xss.jpg&quot; onerror=&quot;window.__xss=44"/>
</item>
</channel>
</rss>`;
}

/** The XSS article page: payloads in title, byline, og:image and body, with enough prose for the extractor. */
function xssArticle(): string {
  const prose = Array.from(
    { length: 6 },
    (_, i) =>
      `<p>Paragrafo ${i + 1} della notizia di prova: la protezione civile ricorda di tenere pronto il kit di emergenza, con acqua, torcia, radio e medicinali per tre giorni.</p>`,
  ).join('\n');
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Notizia XSS ${SHORT_XSS_PAYLOADS[2]}</title>
<meta property="og:image" content="javascript:window.__xss=45">
<meta name="author" content="${SHORT_XSS_PAYLOADS[3]!.replace(/"/g, '&quot;')}">
</head><body><main><article>
<h1>Notizia XSS ${SHORT_XSS_PAYLOADS[4]}</h1>
<p class="autore">di ${SHORT_XSS_PAYLOADS[1]}</p>
${prose}
<p>${XSS_ALL}</p>
<p><img src="javascript:window.__xss=46" alt="xss"><a href="javascript:window.__xss=47">clic-xss-47</a></p>
${prose}
</article></main></body></html>`;
}

export const feedHandlers = [
  http.get(`${FEED_HOST}/*`, ({ request }) => {
    const url = new URL(request.url);
    const address = `${url.origin}${url.pathname}`;
    state.requests.push(request.url);
    const file = FEED_FILES[address];
    if (file) {
      const body = read(file[0], file[1]);
      return body ? send(body, file[2]) : notFound();
    }
    switch (address) {
      case FAKE_FEEDS.etag: {
        const fresh = request.headers.get('if-none-match') === FAKE_ETAG || request.headers.get('if-modified-since') === FAKE_LAST_MODIFIED;
        const headers = { etag: FAKE_ETAG, 'last-modified': FAKE_LAST_MODIFIED };
        return fresh ? new HttpResponse(null, { status: 304, headers }) : send(read(OWN_FEEDS, 'protezione-civile-rss2.xml')!, 'application/rss+xml; charset=utf-8', 200, headers);
      }
      case FAKE_FEEDS.slow:
        return never(request);
      case FAKE_FEEDS.error:
        return send('<h1>Errore interno</h1>', 'text/html', 500);
      case FAKE_FEEDS.html:
        return send(read(OWN_ARTICLES, 'senza-articolo.html')!, 'text/html; charset=utf-8');
      case FAKE_FEEDS.xss:
        return send(xssFeed(), 'application/rss+xml; charset=utf-8');
    }
    // A feedburner-style redirect to the article: /~r/{feed}/{slug}.
    const redirect = /^\/~r\/[^/]+\/([a-z0-9-]+)$/.exec(url.pathname);
    if (redirect) return new HttpResponse(null, { status: 302, headers: { location: `${FAKE_ARTICLES.base}${redirect[1]}` } });
    return notFound();
  }),

  http.get(`${ARTICLE_HOST}/*`, ({ request }) => {
    const url = new URL(request.url);
    const address = `${url.origin}${url.pathname}`;
    state.requests.push(request.url);
    switch (address) {
      case FAKE_ARTICLES.noArticle:
        return send(read(OWN_ARTICLES, 'senza-articolo.html')!, 'text/html; charset=utf-8');
      case FAKE_ARTICLES.notHtml:
        return send('%PDF-1.7\n% Piano comunale di emergenza\n', 'application/pdf');
      case FAKE_ARTICLES.slow:
        return never(request);
      case FAKE_ARTICLES.xss:
        return send(xssArticle(), 'text/html; charset=utf-8');
      case FAKE_ARTICLES.lemonde: {
        const body = read(SHARED, 'articles', 'mozilla_readability_lemonde-1', 'source.html');
        return body ? send(body, 'text/html; charset=utf-8') : notFound();
      }
      case FAKE_ARTICLES.vegolosi: {
        const body = read(SHARED, 'articles', 'vegolosi_it_climate_clock.html');
        return body ? send(body, 'text/html; charset=utf-8') : notFound();
      }
    }
    if (url.pathname.startsWith('/articoli/')) {
      const slug = url.pathname.slice('/articoli/'.length);
      const page = articlePage(slug);
      // The windows-1252 page says its charset only in its own <meta>.
      if (page) return send(page, slug === 'alluvione-emilia-romagna-un-anno-dopo' ? 'text/html' : 'text/html; charset=utf-8');
    }
    return notFound();
  }),
];
