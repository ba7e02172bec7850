import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { delay, http, HttpResponse } from 'msw';
import { type Clock, systemClock } from '../../server/lib/clock.ts';
import { XSS_ALL, XSS_PAYLOADS } from '../e2e/xss-payloads.ts';

/**
 * A fake Amazon at the HTTP level (msw): product pages at `/dp/{ASIN}` on any Amazon host, built on
 * our own fixtures (tests/fixtures/amazon) and, when present, the real pages of ../shared/fixtures.
 *
 * Special ASINs give the failures the lookup must survive:
 *   B000000404  404 "dog" page              B0CAPTCHA0  captcha page (503)
 *   B0SLOWSLOW  answers after 60 s          B0RESET000  connection reset
 *   B0GARBAGE0  a page without product data
 *   B0XSSPAYLD  the radio page with the XSS payloads of tests/e2e/xss-payloads.ts in its title,
 *               bullets, description and image address (raw and as escaped text)
 * B0SCORTA01 is the current-layout radio page, B0SCORTA02 the old layout in windows-1252,
 * B0RYZEN5IT / B0CECOTEC1 / B0CAPTCHAU the real amazon.it, amazon.es and captcha pages. Any other
 * valid ASIN gets the radio page renamed "Prodotto di prova {ASIN}" at a price derived from the
 * ASIN (so `npm run dev` with FAKE_SERVICES=1 can import anything), unless a catalogue knows it:
 * `fakeAmazon.useCatalogue()` (set by `npm run dev` with FAKE_SERVICES=1, tests/mocks/dev.ts) makes
 * such an ASIN answer a page of its own name, prices, rating and availability, without an image,
 * so refreshing a stored product keeps its data (the demo products stay themselves).
 * `fakeAmazon.setPrice()` changes a product's price, `fakeAmazon.requests` records what was asked.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OWN = path.join(ROOT, 'tests', 'fixtures', 'amazon');
const SHARED = path.resolve(ROOT, '..', 'shared', 'fixtures', 'amazon');

const read = (dir: string, name: string): Buffer | null => {
  try {
    return fs.readFileSync(path.join(dir, name));
  } catch {
    return null;
  }
};

export const FAKE_ASINS = {
  radio: 'B0SCORTA01',
  oldLayout: 'B0SCORTA02',
  ryzen: 'B0RYZEN5IT',
  cecotec: 'B0CECOTEC1',
  realCaptcha: 'B0CAPTCHAU',
  notFound: 'B000000404',
  captcha: 'B0CAPTCHA0',
  slow: 'B0SLOWSLOW',
  reset: 'B0RESET000',
  garbage: 'B0GARBAGE0',
  xss: 'B0XSSPAYLD',
} as const;

/**
 * Amazon's short links, as the fake answers them (https or http, amzn.eu, amzn.to and a.co):
 *   amzn.eu/d/radio01   301 → www.amazon.it/Radio-…/dp/B0SCORTA01/ref=… (the radio page)
 *   amzn.to/3radio2     302 → amzn.eu/d/radio01 (two hops)
 *   amzn.eu/d/gp00001   301 → www.amazon.it/gp/product/B0GPPROD01?… (the /gp/product/ form)
 *   amzn.eu/d/fuori01   301 → example.com/dp/B0SCORTA01 (outside Amazon: must never be followed)
 *   amzn.eu/d/finto01   301 → www.amazon.xyz/s?k=radio (amazon.{letters}, no marketplace: never followed)
 *   amzn.eu/d/ricerca   302 → www.amazon.it/s?k=radio (a search page: no ASIN)
 *   amzn.eu/d/giro001   redirects to itself forever
 *   amzn.eu/d/{other}   404, as Amazon answers a code it does not know
 * `fakeAmazon.shortLinkRequests` records the short links asked.
 */
export const FAKE_SHORT_LINKS = {
  radio: 'https://amzn.eu/d/radio01',
  radioTwoHops: 'https://amzn.to/3radio2',
  gpProduct: 'https://amzn.eu/d/gp00001',
  foreign: 'https://amzn.eu/d/fuori01',
  lookAlike: 'https://amzn.eu/d/finto01',
  search: 'https://amzn.eu/d/ricerca',
  loop: 'https://amzn.eu/d/giro001',
  unknown: 'https://amzn.eu/d/nonesiste',
} as const;

const SHORT_LINK_TARGETS: Record<string, { status: number; location: string }> = {
  '/d/radio01': { status: 301, location: 'https://www.amazon.it/Radio-Emergenza-Manovella/dp/B0SCORTA01/ref=cm_sw_r_cp_api?_encoding=UTF8&psc=1' },
  '/3radio2': { status: 302, location: 'https://amzn.eu/d/radio01' },
  '/d/gp00001': { status: 301, location: 'https://www.amazon.it/gp/product/B0GPPROD01?ref_=cm_sw_r_apin' },
  '/d/fuori01': { status: 301, location: 'https://example.com/dp/B0SCORTA01' },
  '/d/finto01': { status: 301, location: 'https://www.amazon.xyz/s?k=radio' },
  '/d/ricerca': { status: 302, location: 'https://www.amazon.it/s?k=radio' },
  '/d/giro001': { status: 301, location: 'https://amzn.eu/d/giro001' },
};

/** What a catalogue says of a product: the page it answers carries exactly this. */
export interface CatalogueProduct {
  nome: string;
  prezzo_originale: number | null;
  prezzo_scontato: number | null;
  valutazione: number | null;
  disponibile: boolean | null;
}

export type Catalogue = (asin: string) => CatalogueProduct | undefined | Promise<CatalogueProduct | undefined>;

const state = {
  catalogue: null as Catalogue | null,
  prices: new Map<string, number>(),
  captchaUntil: 0,
  /** The time the captcha window is measured by: the server's, unless a test gives its own (useClock). */
  clock: systemClock as Clock,
  requests: [] as string[],
  shortLinkRequests: [] as string[],
};

const euro = (n: number) => n.toFixed(2).replace('.', ',');

/** The radio page for any ASIN, optionally renamed and re-priced. */
function radioPage(asin: string, opts: { title?: string; price?: number }): Buffer {
  let html = read(OWN, 'product_it_current_layout_radio.html')!.toString('utf8').replaceAll('B0SCORTA01', asin);
  if (opts.title) html = html.replace(/(<span id="productTitle"[^>]*>)[^<]*/, `$1${opts.title}`);
  if (opts.price !== undefined) {
    const [whole, fraction] = euro(opts.price).split(',');
    html = html
      .replace(
        /<span class="a-price-whole">34<span class="a-price-decimal">,<\/span><\/span><span class="a-price-fraction">99<\/span>/,
        `<span class="a-price-whole">${whole}<span class="a-price-decimal">,</span></span><span class="a-price-fraction">${fraction}</span>`,
      )
      .replace(/(class="a-offscreen">) (<\/span><span aria-hidden="true"><span class="a-price-whole">)/, `$1${euro(opts.price)} €$2`);
  }
  return Buffer.from(html, 'utf8');
}

/** The radio page carrying the XSS payloads: raw markup and escaped text in every field the parser reads. */
function xssPage(asin: string): Buffer {
  const escaped = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const html = radioPage(asin, {})
    .toString('utf8')
    .replace(/(<span id="productTitle"[^>]*>)[^<]*/, (_m, open: string) => `${open}Radio XSS ${XSS_PAYLOADS.slice(0, 4).join(' ')} ${escaped(XSS_PAYLOADS[4]!)}`)
    .replace(
      /(<li><span class="a-list-item">) 【5 modi di ricarica】/,
      (_m, open: string) => `${open}${XSS_ALL}</span></li><li><span class="a-list-item">${escaped(XSS_ALL)}</span></li>${open} 【5 modi di ricarica】`,
    )
    .replace(/(<div id="productDescription"[^>]*>)/, (_m, open: string) => `${open}<p>${XSS_ALL}</p><p>${escaped(XSS_ALL)}</p>`)
    .replace(/src="https:\/\/m\.media-amazon\.com\/images\/I\/71rAdIoScRtL\._AC_SX355_\.jpg"/, 'src="javascript:window.__xss=40"');
  return Buffer.from(html, 'utf8');
}

const escapeHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A product page saying what the catalogue knows (in the markup of the current layout): the price
 * to pay and, when discounted, the list price; no image, so a refresh keeps the stored one (the
 * demo products' own drawings). A price set with setPrice() becomes the price to pay.
 */
function cataloguePage(asin: string, p: CatalogueProduct, price: number | undefined): string {
  const amount = (n: number) => `<span class="a-offscreen">${euro(n)} €</span><span aria-hidden="true">${euro(n)} €</span>`;
  const list = p.prezzo_originale;
  const toPay = price ?? p.prezzo_scontato ?? list;
  const struck = toPay !== null && list !== null && list > toPay ? list : null;
  const availability = p.disponibile === null ? '' : p.disponibile ? 'Disponibilità immediata' : 'Attualmente non disponibile.';
  return `<!doctype html>
<html lang="it-it"><head><meta charset="utf-8"><title>Amazon.it: ${escapeHtml(p.nome)}</title></head>
<body><div id="dp" data-asin="${asin}">
<div id="titleSection"><h1 id="title"><span id="productTitle">${escapeHtml(p.nome)}</span></h1></div>
${p.valutazione === null ? '' : `<div id="averageCustomerReviews_feature_div"><span id="acrPopover" title="${String(p.valutazione).replace('.', ',')} su 5 stelle"></span></div>`}
<div id="corePriceDisplay_desktop_feature_div">
${toPay === null ? '' : `<span class="a-price priceToPay">${amount(toPay)}</span>`}
${struck === null ? '' : `<span class="basisPrice">Prezzo consigliato: <span class="a-price a-text-price" data-a-strike="true">${amount(struck)}</span></span>`}
</div>
${availability ? `<div id="availability"><span>${availability}</span></div>` : ''}
</div></body></html>`;
}

/** A stable price between 10 and 90 € for a made-up product. */
function priceOf(asin: string): number {
  let h = 0;
  for (const c of asin) h = (h * 31 + c.charCodeAt(0)) % 8000;
  return 10 + h / 100;
}

const page = (body: Buffer | string, status = 200, type = 'text/html; charset=utf-8') =>
  new HttpResponse(typeof body === 'string' ? body : new Uint8Array(body), { status, headers: { 'content-type': type } });

/** While set, every product page waits for it (fakeAmazon.hold/release): a refresh run stays 'in corso'. */
let gate: { promise: Promise<void>; open(): void } | null = null;

export const fakeAmazon = {
  /** Product pages wait, unanswered, until release() (or until the caller gives up). */
  hold() {
    if (gate) return;
    let open!: () => void;
    const promise = new Promise<void>((resolve) => (open = resolve));
    gate = { promise, open };
  },
  release() {
    gate?.open();
    gate = null;
  },
  /**
   * The products this fake knows by ASIN (`npm run dev` with FAKE_SERVICES=1: the stored ones); an
   * ASIN it knows nothing of, and the special ASINs above, answer as before. null forgets it.
   */
  useCatalogue(catalogue: Catalogue | null) {
    state.catalogue = catalogue;
  },
  /** The next pages of this ASIN show this price. */
  setPrice(asin: string, price: number) {
    state.prices.set(asin, price);
  },
  /** The clock the captcha window is measured by (a test's TestClock); reset() goes back to the system clock. */
  useClock(clock: Clock) {
    state.clock = clock;
  },
  /** Every product page answers a captcha for this long (a robot check during a refresh), by the fake's clock. */
  captchaFor(ms: number) {
    state.captchaUntil = state.clock.nowMs() + ms;
  },
  get requests(): readonly string[] {
    return state.requests;
  },
  get shortLinkRequests(): readonly string[] {
    return state.shortLinkRequests;
  },
  reset() {
    fakeAmazon.release();
    state.catalogue = null;
    state.prices.clear();
    state.captchaUntil = 0;
    state.clock = systemClock;
    state.requests.length = 0;
    state.shortLinkRequests.length = 0;
  },
};

export const amazonHandlers = [
  // Short links: a redirect to the product page (or elsewhere), never a page of their own.
  http.get(/^https?:\/\/(amzn\.eu|amzn\.to|a\.co)\/[^?#]*/, ({ request }) => {
    const url = new URL(request.url);
    state.shortLinkRequests.push(`${url.host}${url.pathname}`);
    const target = SHORT_LINK_TARGETS[url.pathname];
    if (!target) return page('<!doctype html><html><head><title>Pagina non trovata</title></head><body><p>Spiacenti.</p></body></html>', 404);
    return new HttpResponse(null, { status: target.status, headers: { location: target.location } });
  }),
  // A search page: what a short link to a search leads to (no product, no ASIN).
  http.get(/^https?:\/\/(www\.)?amazon\.[a-z.]+\/s(\?|$)/, () =>
    page('<!doctype html><html lang="it-it"><head><meta charset="utf-8"><title>Amazon.it : radio</title></head><body><p>Risultati</p></body></html>'),
  ),
  http.get(/^https?:\/\/(www\.)?amazon\.[a-z.]+\/dp\/[^/?#]+/, async ({ request }) => {
    const asin = decodeURIComponent(new URL(request.url).pathname.split('/')[2] ?? '').toUpperCase();
    state.requests.push(asin);
    if (gate) await Promise.race([gate.promise, new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }))]);
    if (state.clock.nowMs() < state.captchaUntil) return page(read(OWN, 'captcha_it.html')!, 503);
    switch (asin) {
      case FAKE_ASINS.notFound:
        return page(read(OWN, 'not_found_it.html')!, 404);
      case FAKE_ASINS.captcha:
        return page(read(OWN, 'captcha_it.html')!, 503);
      case FAKE_ASINS.slow:
        // Answers after a minute, unless the caller gives up first.
        await Promise.race([delay(60_000), new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }))]);
        return page(radioPage(asin, {}));
      case FAKE_ASINS.reset:
        return HttpResponse.error();
      case FAKE_ASINS.garbage:
        return page('<!doctype html><html><head><title>Amazon.it</title></head><body><p>Benvenuto</p></body></html>');
      case FAKE_ASINS.oldLayout:
        // No charset in the header: the page's own <meta> says ISO-8859-1 (windows-1252 bytes).
        return page(read(OWN, 'product_it_old_layout_cp1252.html')!, 200, 'text/html');
      case FAKE_ASINS.ryzen:
      case FAKE_ASINS.cecotec:
      case FAKE_ASINS.realCaptcha: {
        const file = {
          [FAKE_ASINS.ryzen]: 'product_amazon_it_amd_ryzen5_cpu.html',
          [FAKE_ASINS.cecotec]: 'product_amazon_es_cecotec.html',
          [FAKE_ASINS.realCaptcha]: 'captcha_robot_check_image.html',
        }[asin];
        const body = read(SHARED, file);
        return body ? page(body) : page(read(OWN, 'not_found_it.html')!, 404);
      }
      case FAKE_ASINS.radio:
        return page(radioPage(asin, { price: state.prices.get(asin) }));
      case FAKE_ASINS.xss:
        return page(xssPage(asin));
      default: {
        if (!/^[A-Z0-9]{10}$/.test(asin)) return page(read(OWN, 'not_found_it.html')!, 404);
        const known = await state.catalogue?.(asin);
        if (known) return page(cataloguePage(asin, known, state.prices.get(asin)));
        return page(radioPage(asin, { title: `Prodotto di prova ${asin} - Attrezzatura per emergenze`, price: state.prices.get(asin) ?? priceOf(asin) }));
      }
    }
  }),
];
