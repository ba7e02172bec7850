/**
 * Parser of a public Amazon product page (the PA-API is gone: the ASIN lookup reads the page as a
 * browser would). Pure functions, no network: the HTTP client that fetches the page lives elsewhere
 * and hands the body here.
 *
 *   decodeAmazonHtml(body, contentType)  bytes → text, in the page's own charset
 *   classifyAmazonPage(html)             product, captcha (robot check), not-found (the "dog" page), unknown
 *   parseAmazonProduct(html, opts)       the spec's ASIN lookup response (section 3)
 *   parsePrice(text)                     '1.299,00 €' → 1299
 *
 * The page is untrusted input: every value is plain text (no tags, invisible and control characters
 * removed, whitespace collapsed), lengths are capped, URLs are absolute http(s) only.
 */
import type { CheerioAPI } from 'cheerio/slim';
import { cheerioSlim, iconv } from '../parsers.ts';
import { MAX_MARKUP_DEPTH, markupDepth } from '../markup-depth.ts';
import { amazonUrl, isAsin } from '../../../common/amazon.ts';
import { type AsinLookupResponse, deriveShortName } from '../../../common/asin.ts';
import { trimEndMatching } from '../../../common/text.ts';

export type AmazonPageKind = 'product' | 'captcha' | 'not-found' | 'unknown';

/** The spec's ASIN lookup response: what the page has, null for the rest. */
export type AmazonProductData = AsinLookupResponse;

export interface ParseAmazonOptions {
  /** The ASIN looked up (10 letters or digits). */
  asin: string;
  /** The marketplace, e.g. 'https://www.amazon.it' (AMAZON_BASE_URL). */
  baseUrl: string;
  /** Affiliate tag added to the link as ?tag=… */
  tag?: string;
}

/** Caps on what a page can put in a field. */
export const AMAZON_LIMITS = { name: 300, field: 5000, keyword: 200, url: 2000 } as const;

// Selection types derived from cheerio itself (no direct dependency on domhandler).
type Doc$ = ReturnType<CheerioAPI['root']>;
type Node$ = ReturnType<Doc$['contents']>;

/* ------------------------------------------------------------------------------------------------
 * Charset
 * ---------------------------------------------------------------------------------------------- */

/** WHATWG label aliases that differ from iconv-lite's names (latin1 is really windows-1252 in a browser). */
const CHARSET_ALIASES: Record<string, string> = {
  'utf8': 'utf-8',
  'unicode-1-1-utf-8': 'utf-8',
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  'iso_8859-1': 'windows-1252',
  'latin1': 'windows-1252',
  'l1': 'windows-1252',
  'ascii': 'windows-1252',
  'us-ascii': 'windows-1252',
  'cp1252': 'windows-1252',
  'x-cp1252': 'windows-1252',
  'iso-8859-9': 'windows-1254',
  'latin5': 'windows-1254',
  'shift_jis': 'cp932',
  'shift-jis': 'cp932',
  'sjis': 'cp932',
  'x-sjis': 'cp932',
  'ms_kanji': 'cp932',
  'windows-31j': 'cp932',
  'csshiftjis': 'cp932',
  'gb2312': 'gbk',
  'euc-kr': 'cp949',
  'x-user-defined': 'windows-1252',
};

function resolveCharset(label: string | null | undefined, fromMeta = false): string | null {
  if (!label) return null;
  const name = label.trim().replace(/^["']|["']$/g, '').toLowerCase();
  if (!name) return null;
  // A <meta> read as ASCII cannot really mean UTF-16: browsers then use UTF-8.
  if (fromMeta && name.startsWith('utf-16')) return 'utf-8';
  const resolved = CHARSET_ALIASES[name] ?? name;
  if (resolved === 'utf-8') return resolved;
  return iconv().encodingExists(resolved) ? resolved : null;
}

function charsetFromContentType(contentType: string | undefined): string | null {
  const m = contentType ? /;\s*charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType) : null;
  return resolveCharset(m?.[2]);
}

/** The first <meta charset> or <meta http-equiv="content-type" content="…charset=…"> in the first 4 KB. */
function charsetFromMeta(body: Buffer): string | null {
  const head = body.subarray(0, 4096).toString('latin1').replace(/<!--[\s\S]*?-->/g, '');
  const re = /<meta\b[^>]*?\bcharset\s*=\s*(?:["']\s*)?([A-Za-z0-9_:.+-]+)/gi;
  for (let m = re.exec(head); m; m = re.exec(head)) {
    const found = resolveCharset(m[1], true);
    if (found) return found;
  }
  return null;
}

/**
 * A page's bytes as text: a byte-order mark first, then the Content-Type header's charset, then the
 * page's own <meta charset> / <meta http-equiv="content-type">, else UTF-8. Legacy encodings
 * (ISO-8859-1 read as windows-1252, as browsers do; Shift_JIS; EUC-KR…) go through iconv-lite.
 */
export function decodeAmazonHtml(body: Buffer | Uint8Array, contentType?: string): string {
  const buf = Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) return iconv().decode(buf.subarray(2), 'utf-16le');
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) return iconv().decode(buf.subarray(2), 'utf-16be');
  const charset = charsetFromContentType(contentType) ?? charsetFromMeta(buf) ?? 'utf-8';
  const text = charset === 'utf-8' ? buf.toString('utf8') : iconv().decode(buf, charset);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/* ------------------------------------------------------------------------------------------------
 * Text cleaning
 * ---------------------------------------------------------------------------------------------- */

/**
 * Plain text: NFC, invisible format marks (LRM/RLM, zero-width, BOM, soft hyphen), private-use and
 * control characters removed, anything that looks like a tag removed, whitespace collapsed.
 * Multi-line text keeps one item per line (empty lines dropped).
 */
export function cleanText(input: string, multiline = false): string {
  const text = input
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/[\p{Cf}\p{Co}\p{Cs}]/gu, '')
    .replace(/[\p{Cc}]/gu, (c) => (c === '\n' ? '\n' : ' '))
    .replace(/<!--[\s\S]*?(?:-->|$)|<\/?[A-Za-z!?][^<>]*(?:>|$)/g, ' ');
  const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
  return multiline ? lines.filter(Boolean).join('\n') : lines.filter(Boolean).join(' ');
}

/** At most `max` characters, cut at a space or line end when one is near, with '…'. */
function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const lastBreak = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  if (lastBreak > max * 0.8) cut = cut.slice(0, lastBreak);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function orNull(text: string, max: number): string | null {
  return text ? cap(text, max) : null;
}

/** Hidden, duplicated or non-text parts of a block. */
const NOISE =
  'script, style, noscript, template, iframe, object, embed, svg, canvas, input, select, button, textarea, ' +
  '.aok-hidden, .a-hidden, .a-truncate-cut, .a-popover-preload, [aria-hidden="true"], ' +
  '[style*="display:none"], [style*="display: none"]';
const BLOCKS = 'p, div, li, ul, ol, tr, table, tbody, h1, h2, h3, h4, h5, h6, section, article, header, footer, dl, dt, dd, blockquote, pre, hr';

/** The visible text of an element; block elements become line breaks when multiline. */
function textOf(el: Node$, multiline = false): string {
  if (el.length === 0) return '';
  const c = el.first().clone();
  c.find(NOISE).remove();
  // Line breaks and blocks separate words ('…Top 100)<br>n. 3 in…'); in one-line text they become spaces.
  const br = multiline ? '\n' : ' ';
  c.find('br').replaceWith(br);
  c.find(BLOCKS).prepend(br).append(br);
  c.find('td, th').append(' ');
  return cleanText(c.text(), multiline);
}

/** 'Produttore ‏ : ‎' → 'Produttore'; ': ‎ Acme' → 'Acme'. */
function cleanKey(raw: string): string {
  return trimEndMatching(cleanText(raw), /[\s:：]/u).replace(/^[\s:：]+/u, '');
}
function cleanValue(raw: string): string {
  return cleanText(raw).replace(/^[\s:：]+/u, '');
}

/** For matching labels: lower case, typographic apostrophes as ASCII. */
function fold(text: string): string {
  return text.toLowerCase().replace(/[’‘`´]/g, "'");
}

/* ------------------------------------------------------------------------------------------------
 * Page kind
 * ---------------------------------------------------------------------------------------------- */

const CAPTCHA_MARKUP = [/\/errors\/validatecaptcha/i, /\bcaptchacharacters\b/i, /opfcaptcha/i];
const CAPTCHA_TEXT = [
  'robot check',
  'enter the characters you see below',
  'type the characters you see in this image',
  "sorry, we just need to make sure you're not a robot",
  'inserisci i caratteri',
  'digita i caratteri',
  'assicurarci che tu non sia un robot',
  'introduce los caracteres',
  'geben sie die zeichen',
  'saisissez les caractères',
  'api-services-support@amazon.com',
];
const NOT_FOUND_TEXT = [
  "l'indirizzo web che hai inserito non è una pagina attiva",
  'non è una pagina attiva del nostro sito',
  'pagina non trovata',
  'page not found',
  'is not a functioning page on our site',
  "we couldn't find that page",
  'no es una página activa de nuestro sitio',
  'página no encontrada',
  'documento no encontrado',
  'keine funktionierende seite auf unserer website',
  'seite wurde nicht gefunden',
  'ne correspond à aucune page active',
  'page introuvable',
];

function productTitle($: CheerioAPI): Node$ {
  for (const sel of ['#productTitle', '#ebooksProductTitle', '#title_feature_div #title', '#btAsinTitle']) {
    const el = $(sel).first();
    if (el.length && textOf(el)) return el;
  }
  return $('#productTitle').first();
}

/**
 * What a fetched page is: 'captcha' for the robot check (form /errors/validateCaptcha, 'Robot Check',
 * 'Enter the characters you see below', 'Inserisci i caratteri', opfcaptcha…), 'not-found' for the
 * 404 "dog" page, 'product' when it has a product title, else 'unknown'.
 */
export function classifyAmazonPage(html: string): AmazonPageKind {
  if (CAPTCHA_MARKUP.some((re) => re.test(html))) return 'captcha';
  // A page nested deeper than any real one is not parsed (the parser is not linear in the depth).
  if (markupDepth(html) > MAX_MARKUP_DEPTH) return 'unknown';
  const $ = cheerioSlim().load(html);
  if (textOf(productTitle($))) return 'product';
  $('script, style, noscript, template').remove();
  const text = fold(cleanText(`${$('title').text()} ${$('body').text()} ${$('img[alt]').map((_, e) => $(e).attr('alt')).get().join(' ')}`));
  if (CAPTCHA_TEXT.some((t) => text.includes(t)) || /api-services-support@amazon\.com/i.test(html)) return 'captcha';
  if (NOT_FOUND_TEXT.some((t) => text.includes(t)) || /dogsofamazon/i.test(html)) return 'not-found';
  return 'unknown';
}

/* ------------------------------------------------------------------------------------------------
 * Prices and rating
 * ---------------------------------------------------------------------------------------------- */

const CURRENCY_RE = /R\$|US\$|C\$|A\$|EUR|USD|GBP|CHF|JPY|CAD|AUD|SEK|NOK|DKK|PLN|TRY|INR|BRL|MXN|AED|SAR|SGD|zł|kr|TL|Fr\.|[€$£¥₹₺]/giu;

/** '1.299,00' / '1,299.00' / '12,99' / '1.299' (grouping, no cents) → a number; null when unclear. */
function numberFromDigits(s: string): number | null {
  if (/^\d+$/.test(s)) return Number(s);
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let value: number;
  if (lastDot >= 0 && lastComma >= 0) {
    const dec = lastDot > lastComma ? '.' : ',';
    const grp = dec === '.' ? ',' : '.';
    const re = new RegExp(`^\\d{1,3}(?:\\${grp}\\d{3})*\\${dec}\\d{1,2}$`);
    if (!re.test(s)) return null;
    value = Number(s.split(grp).join('').replace(dec, '.'));
  } else {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = s.split(sep);
    if (parts.length > 2) {
      if (!new RegExp(`^\\d{1,3}(?:\\${sep}\\d{3})+$`).test(s)) return null;
      value = Number(parts.join(''));
    } else {
      const [int = '', frac = ''] = parts;
      if (!/^\d+$/.test(int) || !/^\d+$/.test(frac)) return null;
      if (frac.length === 3 && int !== '0' && int.length <= 3) value = Number(int + frac); // 1.299 €
      else if (frac.length <= 3) value = Number(`${int}.${frac}`);
      else return null;
    }
  }
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

/**
 * A price as a number: '1.299,00 €' → 1299, '12,99€' → 12.99, 'EUR 205,60' → 205.6, '$1,299.00' → 1299,
 * '1.299 €' → 1299, '0,99' → 0.99, "CHF 1'299.50" → 1299.5. Only a currency and one amount may be
 * there: anything else ('abc', '12,99 - 15,00', '-5') is null.
 */
export function parsePrice(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const s = text.normalize('NFKC').replace(/[\p{Cf}]/gu, '').replace(CURRENCY_RE, ' ').trim();
  if (!/^\d[\d.,'’\s]*$/.test(s) || !/\d$/.test(s)) return null;
  if (/[\s'’]/.test(s)) {
    // Spaces and apostrophes only as thousands separators: '1 299,00', "1'299.50".
    if (!/^\d{1,3}(?:[\s'’]\d{3})+(?:[.,]\d{1,2})?$/.test(s)) return null;
    return numberFromDigits(s.replace(/[\s'’]/g, ''));
  }
  return numberFromDigits(s);
}

// (?<!\d): a price starts where its digits start (the first match always did), so a long run of
// digits is not tried again from each of them.
const PRICE_TOKEN = /(?<!\d)(?:\d{1,3}(?:[.,\u00a0\u202f' ]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2})?(?!\d))/u;

/** A price in a longer text ('Prezzo consigliato: 49,99 €', 'EUR 10,00 - EUR 20,00' → the first). */
function priceInText(text: string): number | null {
  const direct = parsePrice(text);
  if (direct !== null) return direct;
  const m = PRICE_TOKEN.exec(text.normalize('NFKC'));
  return m ? parsePrice(m[0]) : null;
}

function positive(n: number | null): number | null {
  return n !== null && n > 0 && n < 100_000_000 ? n : null;
}

/** The amount of an .a-price element: its .a-offscreen text, else .a-price-whole + .a-price-fraction. */
function aPrice(el: Node$): number | null {
  if (el.length === 0) return null;
  const off = el.hasClass('a-offscreen') ? el : el.find('.a-offscreen').first();
  const fromOff = positive(priceInText(cleanText(off.text())));
  if (fromOff !== null) return fromOff;
  const whole = el.find('.a-price-whole').first().text().replace(/\D/g, '');
  if (!whole) return positive(priceInText(textOf(el)));
  const frac = el.find('.a-price-fraction').first().text().replace(/\D/g, '');
  return positive(numberFromDigits(frac ? `${whole}.${frac.slice(0, 2)}` : whole));
}

/** Containers of the current price box, newest layout first. */
const CORE_PRICE = [
  '#corePriceDisplay_desktop_feature_div',
  '#corePrice_feature_div',
  '#corePrice_desktop',
  '#apex_desktop',
  '#apex_offerDisplay_desktop',
  '#price_inside_buybox',
  '#newBuyBoxPrice',
];
const TO_PAY = '.priceToPay, .apexPriceToPay, .reinventPricePriceToPayMargin';
const UNIT_PRICE = '.pricePerUnit, .a-size-mini, [data-a-size="mini"], [data-a-size="b"]';

function readPrices($: CheerioAPI): { current: number | null; list: number | null } {
  let current: number | null = null;
  let list: number | null = null;

  for (const sel of CORE_PRICE) {
    const scope = $(sel).first();
    if (scope.length === 0) continue;
    const prices = scope.find('.a-price').filter((_, e) => $(e).closest(UNIT_PRICE).length === 0);
    if (current === null) {
      current = aPrice(scope.find(TO_PAY).filter('.a-price').first());
      if (current === null) current = aPrice(scope.find(`${TO_PAY} .a-price`).first());
      if (current === null) {
        current = aPrice(prices.filter((_, e) => !$(e).is('.a-text-price, [data-a-strike]') && $(e).closest('.a-text-price, .basisPrice').length === 0).first());
      }
    }
    if (list === null) {
      list =
        aPrice(scope.find('.basisPrice .a-price, .basisPrice .a-offscreen').first()) ??
        aPrice(prices.filter('[data-a-strike="true"]').first()) ??
        aPrice(prices.filter('.a-text-price').first()) ??
        positive(priceInText(textOf(scope.find('.a-text-strike').first())));
    }
    if (current !== null) break;
  }

  // Older layout (2014-2021): #priceblock_*, #listPrice, struck-through price in #price.
  if (current === null) {
    for (const sel of ['#priceblock_dealprice', '#priceblock_saleprice', '#priceblock_ourprice', '#priceblock_pospromoprice', '#kindle-price', '#buyNewSection .offer-price']) {
      current = positive(priceInText(textOf($(sel).first())));
      if (current !== null) break;
    }
  }
  if (list === null) {
    for (const sel of ['#listPrice', '#priceblock_listprice', '.priceBlockStrikePriceString', '#price .a-text-strike', '#buyBoxInner .a-text-strike']) {
      list = positive(priceInText(textOf($(sel).first())));
      if (list !== null) break;
    }
  }
  return { current, list };
}

const RATING_OUT_OF_5 = /(?<!\d)(\d+(?:[.,]\d+)?)\s*(?:su|de|di|of|out of|von|sur|van|z|na|\/)\s*5(?!\d)/iu;
const RATING_JA = /5つ星のうち\s*(\d+(?:[.,]\d+)?)/u;
const FIRST_NUMBER = /(\d+(?:[.,]\d+)?)/u;

/**
 * '4,5 su 5 stelle', '4.5 out of 5 stars', '4,1 de 5 estrellas', '4,5 von 5 Sternen' → 4.5;
 * '5つ星のうち4.5' (the total first) too. Null outside 0–5.
 */
export function parseRating(text: string | null | undefined): number | null {
  if (!text) return null;
  const t = text.normalize('NFKC');
  const m = RATING_OUT_OF_5.exec(t) ?? RATING_JA.exec(t) ?? FIRST_NUMBER.exec(t);
  const value = m?.[1] ? Number(m[1].replace(',', '.')) : NaN;
  return Number.isFinite(value) && value >= 0 && value <= 5 ? Math.round(value * 10) / 10 : null;
}

function readRating($: CheerioAPI): number | null {
  const candidates = [
    $('#acrPopover').first().attr('title'),
    $('#acrPopover .a-icon-alt').first().text(),
    $('#averageCustomerReviews .a-icon-alt').first().text(),
    $('[data-hook="rating-out-of-text"]').first().text(),
    $('#averageCustomerReviews_feature_div .a-icon-alt').first().text(),
  ];
  for (const c of candidates) {
    const r = parseRating(c ? cleanText(c) : null);
    if (r !== null) return r;
  }
  return null;
}

/* ------------------------------------------------------------------------------------------------
 * Image
 * ---------------------------------------------------------------------------------------------- */

/** An absolute http(s) URL (http upgraded to https), else null: never data:, javascript: or relative junk. */
function safeImageUrl(raw: string | undefined, baseUrl: string): string | null {
  const value = raw?.trim();
  if (!value || value.length > AMAZON_LIMITS.url || /^data:/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, baseUrl);
  } catch {
    return null;
  }
  if (url.protocol === 'http:') url.protocol = 'https:';
  if (url.protocol !== 'https:' || /[\s<>"']/.test(url.href)) return null;
  return url.href;
}

/** The size an Amazon image URL asks for: '._AC_SL1500_.jpg' → 1500² (0 when it says nothing). */
function areaFromUrl(url: string): number {
  const mods = /\._([^/]*)_\.[a-z]+$/i.exec(url)?.[1];
  if (!mods) return 0;
  const sizes = [...mods.matchAll(/(?:SL|SX|SY|UL|UX|UY|SS|SR|AC_SL|AC_UL)(\d{2,5})/gi)].map((m) => Number(m[1]));
  const n = sizes.length ? Math.max(...sizes) : 0;
  return n * n;
}

function readImage($: CheerioAPI, html: string, baseUrl: string): string | null {
  const candidates: { url: string; area: number }[] = [];
  const add = (raw: string | undefined, area: number) => {
    const url = safeImageUrl(raw, baseUrl);
    if (url) candidates.push({ url, area });
  };

  const img = $('#landingImage, #imgBlkFront, #ebooksImgBlkFront, #main-image, #imgTagWrapperId img').first();
  if (img.length) {
    // data-a-dynamic-image: {"url": [width, height], …}
    const dyn = img.attr('data-a-dynamic-image');
    if (dyn) {
      try {
        const parsed: unknown = JSON.parse(dyn);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
          for (const [url, size] of Object.entries(parsed as Record<string, unknown>)) {
            const [w, h] = Array.isArray(size) ? size : [];
            add(url, typeof w === 'number' && typeof h === 'number' && w > 0 && h > 0 ? w * h : areaFromUrl(url));
          }
        }
      } catch {
        // not JSON: ignored
      }
    }
    // data-old-hires is the zoom image: its size is in its name, and without one it is the original upload.
    const hires = img.attr('data-old-hires');
    if (hires) add(hires, areaFromUrl(hires) || Number.MAX_SAFE_INTEGER);
  }
  // The image block's script: 'colorImages': { 'initial': [{"hiRes":"https://…_SL1500_.jpg", …
  const hiRes = /'colorImages'\s*:\s*\{\s*'initial'\s*:\s*\[\s*\{\s*"hiRes"\s*:\s*"(https?:\/\/[^"\s]+)"/.exec(html)?.[1];
  if (hiRes) add(hiRes, areaFromUrl(hiRes) || 1);
  if (candidates.length === 0 && img.length) {
    add(img.attr('data-src'), 0);
    add(img.attr('src'), 0);
  }
  let best: { url: string; area: number } | null = null;
  for (const c of candidates) if (!best || c.area > best.area) best = c;
  return best?.url ?? null;
}

/* ------------------------------------------------------------------------------------------------
 * Key/value sections
 * ---------------------------------------------------------------------------------------------- */

/** Rows about reviews and stars: the rating has its own field. */
const RATING_ROW = '.a-icon-star, .a-icon-star-small, #acrPopover, #averageCustomerReviews, .reviewCountTextLinkedHistogram';
/** Headers of the 'additional information' half of the details (ASIN, rank, date…). */
const INFO_HEADER = /ulteriori informazioni|informazioni aggiuntive|additional (?:product )?information|informaci[oó]n adicional|weitere produktinformationen|zus[aä]tzliche produktinformationen|informations compl[eé]mentaires/i;
/** Labels and headings of the box contents. */
const BOX_LABEL =
  /^(?:contenuto della confezione|contenuto della scatola|contenuto del pacco|componenti inclusi|articoli inclusi|cosa c'è nella scatola|nella confezione|what's in the box|in the box|included components|components included|package contents|box contents|componentes incluidos|contenido de la caja|contenido del paquete|lieferumfang|im lieferumfang enthalten|enthaltene komponenten|contenu de la boîte|contenu du coffret|composants inclus)\b/;

interface Pair {
  key: string;
  value: string;
}

/** 'Key: value' pairs of a table: th + td, td.label + td.value, or two td. */
function tableRows($: CheerioAPI, table: Node$): Pair[] {
  const out: Pair[] = [];
  table.find('tr').each((_, tr) => {
    const row = $(tr);
    if (row.find('table').length || row.find(RATING_ROW).length) return;
    const cells = row.children('th, td');
    if (cells.length < 2) return;
    const key = cleanKey(textOf(cells.first()));
    const value = cleanValue(
      cells
        .slice(1)
        .map((__, c) => textOf($(c)))
        .get()
        .join(' '),
    );
    if (key && value && key.length <= 200) out.push({ key, value });
  });
  return out;
}

/** Detail bullets: <li><span class="a-text-bold">Produttore ‏ : ‎</span><span>Acme</span></li>, or old <li><b>Peso:</b> 200 g</li>. */
function bulletRows($: CheerioAPI): Pair[] {
  const out: Pair[] = [];
  const seen = new Set<unknown>();
  $('#detailBulletsWrapper_feature_div li, #detailBullets_feature_div li, #detail_bullets_id li, #detail-bullets li').each((_, li) => {
    if (seen.has(li)) return;
    seen.add(li);
    const item = $(li);
    if (item.find(RATING_ROW).length || item.parents('li').length) return;
    const bold = item.find('.a-text-bold, b, strong').first();
    if (bold.length === 0) return;
    const key = cleanKey(textOf(bold));
    const clone = item.clone();
    clone.find('.a-text-bold, b, strong').first().remove();
    const value = cleanValue(textOf(clone));
    if (key && value && key.length <= 200) out.push({ key, value });
  });
  return out;
}

/** The heading of the details section a table sits in (old #prodDetails columns, expanders). */
function sectionHeading($: CheerioAPI, table: Node$): string {
  const section = table.closest('.section, .a-expander-container, .a-column, .a-box');
  if (section.length === 0) return '';
  return textOf(section.find('.secHeader, .a-expander-prompt, h1, h2, h3').first());
}

function asLines(pairs: Pair[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { key, value } of pairs) {
    const line = `${key}: ${value}`;
    const k = fold(line);
    if (seen.has(k)) continue;
    seen.add(k);
    lines.push(line);
  }
  return lines.join('\n');
}

function readDetails($: CheerioAPI): { specs: Pair[]; info: Pair[] } {
  const specs: Pair[] = [];
  const info: Pair[] = [];
  $('#productOverview_feature_div table').each((_, t) => {
    specs.push(...tableRows($, $(t)));
  });
  const tables = $(
    '#prodDetails table, #productDetails_feature_div table, [id^="productDetails_techSpec_section_"], #technicalSpecifications_section_1, ' +
      '#productDetails_detailBullets_sections1, #tech table, #productDetails_expanderTables_depthLeftSections table, #productDetails_expanderTables_depthRightSections table',
  );
  const seen = new Set<unknown>();
  tables.each((_, t) => {
    if (seen.has(t)) return;
    seen.add(t);
    const table = $(t);
    if (table.parents('table').length) return;
    const id = table.attr('id') ?? '';
    const isInfo = /detailBullets/i.test(id) || (!/techSpec|technicalSpecifications/i.test(id) && INFO_HEADER.test(sectionHeading($, table)));
    (isInfo ? info : specs).push(...tableRows($, table));
  });
  info.push(...bulletRows($));
  return { specs, info };
}

/* ------------------------------------------------------------------------------------------------
 * Descriptions
 * ---------------------------------------------------------------------------------------------- */

function readBullets($: CheerioAPI): string[] {
  let container = $('#feature-bullets').first();
  if (container.length === 0) container = $('#productFactsDesktopExpander, #featurebullets_feature_div').first();
  const out: string[] = [];
  container.find('li').each((_, li) => {
    const item = $(li);
    if (item.is('.aok-hidden, #replacementPartsFitmentBullet') || item.closest('.aok-hidden').length) return;
    const text = textOf(item.find('.a-list-item').length ? item.find('.a-list-item').first() : item);
    if (text) out.push(text);
  });
  return out;
}

function readDescription($: CheerioAPI): string {
  const el = $('#productDescription').first();
  if (el.length) return textOf(el, true);
  return textOf($('#bookDescription_feature_div .a-expander-content, #bookDescription_feature_div').first(), true);
}

const HEADING = 'h1, h2, h3, h4, h5, h6';

/** A paragraph that is only a bold label ('<p><b>Garanzia</b></p>') counts as a heading. */
function isHeadingLike(el: Node$): boolean {
  if (el.is(HEADING)) return true;
  const bold = el.children('b, strong');
  return bold.length === 1 && textOf(el) !== '' && textOf(el) === textOf(bold);
}

/** The text under a 'Contenuto della confezione' heading of the description, up to the next heading. */
function boxFromDescription($: CheerioAPI): string {
  let found = '';
  $('#productDescription, #bookDescription_feature_div, #aplus')
    .find(`${HEADING}, b, strong`)
    .each((_, h) => {
      const heading = $(h);
      const label = textOf(heading);
      if (!BOX_LABEL.test(fold(label))) return;
      // 'Contenuto della confezione: radio, cavo' in the same paragraph.
      const parent = heading.parent();
      if (heading.is('b, strong')) {
        const rest = cleanValue(textOf(parent).slice(textOf(parent).indexOf(label) + label.length));
        if (rest) {
          found = rest;
          return false;
        }
      }
      // Otherwise the blocks after the heading (or after its paragraph), until the next heading.
      const start = heading.is(HEADING) || !isHeadingLike(parent) ? heading : parent;
      const lines: string[] = [];
      for (let next = start.next(); next.length && lines.length < 30; next = next.next()) {
        if (isHeadingLike(next) || next.find(HEADING).length) break;
        const text = textOf(next, true);
        if (text) lines.push(text);
      }
      found = lines.join('\n');
      return found ? false : undefined;
    });
  return found;
}

/** The box contents: Amazon's 'What's in the box' list, a 'Componenti inclusi' row, or a section of the description. */
function readBoxContents($: CheerioAPI, rows: Pair[]): string {
  const items: string[] = [];
  $('#whatsInTheBoxDeck li, #witb-content-list li, #whatsInTheBox li').each((_, li) => {
    const text = textOf($(li));
    if (text) items.push(text);
  });
  if (items.length) return [...new Set(items)].join('\n');

  const row = rows.find((r) => BOX_LABEL.test(fold(r.key)));
  if (row) return row.value.split(';').map((part) => part.trim()).filter(Boolean).join('\n');

  return boxFromDescription($);
}

function readBreadcrumb($: CheerioAPI): string {
  const crumbs = $('#wayfinding-breadcrumbs_feature_div li:not(.a-breadcrumb-divider) a, #wayfinding-breadcrumbs_container li:not(.a-breadcrumb-divider) a')
    .map((_, a) => textOf($(a)))
    .get()
    .filter(Boolean);
  return crumbs.at(-1) ?? '';
}

/* ------------------------------------------------------------------------------------------------
 * Product
 * ---------------------------------------------------------------------------------------------- */

/**
 * The spec's ASIN lookup response from a product page. Where each field comes from:
 * - nome: #productTitle (else #ebooksProductTitle, #title); nome_sintetico: deriveShortName(nome).
 * - valutazione: #acrPopover title / .a-icon-alt ('4,5 su 5 stelle' → 4.5).
 * - prezzo_scontato / prezzo_originale: the price to pay (#corePriceDisplay_desktop_feature_div,
 *   #corePrice_feature_div… `.a-price .a-offscreen` or `.a-price-whole` + `.a-price-fraction`; old
 *   #priceblock_dealprice/_saleprice/_ourprice) and the struck-through list price ('Prezzo consigliato':
 *   `.a-price.a-text-price`, old #listPrice / .a-text-strike). With a higher list price the current one
 *   is the discounted price; without one the current price is the original price and prezzo_scontato is null.
 * - seo_keyword_prodotto: the short name and the breadcrumb's last category, lower case, comma-separated.
 * - img_url: the largest of #landingImage / #imgBlkFront `data-a-dynamic-image` (width × height),
 *   `data-old-hires` (the zoom image) and the image block's hiRes; else src. Never a data: URI.
 * - link: {baseUrl}/dp/{ASIN}, with ?tag= when a tag is given.
 * - specifiche_tecniche: #productOverview_feature_div and the technical-details tables, 'Chiave: valore' lines.
 * - descrizione_generale: the #feature-bullets items, one per line, then #productDescription.
 * - informazioni_articolo: #detailBullets_feature_div items and the additional-information table
 *   (#productDetails_detailBullets_sections1, old 'Ulteriori informazioni'), 'Chiave: valore' lines.
 * - contenuto_scatola: 'What's in the box' / 'Contenuto della confezione' / 'Componenti inclusi', else null.
 */
export function parseAmazonProduct(html: string, opts: ParseAmazonOptions): AmazonProductData {
  const asin = opts.asin.trim().toUpperCase();
  if (!isAsin(asin)) throw new RangeError(`ASIN non valido: ${JSON.stringify(opts.asin.slice(0, 20))}`);
  const $ = cheerioSlim().load(html);

  const nome = orNull(textOf(productTitle($)), AMAZON_LIMITS.name);
  const shortName = nome ? deriveShortName(nome) : '';
  const { current, list } = readPrices($);
  const discounted = current !== null && list !== null && list > current;
  const { specs, info } = readDetails($);
  const bullets = readBullets($);
  const description = readDescription($);
  const general = [bullets.join('\n'), description].filter(Boolean).join('\n\n');
  const box = readBoxContents($, [...specs, ...info]);
  const category = readBreadcrumb($);
  const keywords = [...new Set([shortName, category].filter(Boolean).map((k) => k.toLocaleLowerCase('it')))].join(', ');

  return {
    nome,
    nome_sintetico: orNull(shortName, AMAZON_LIMITS.name),
    valutazione: readRating($),
    prezzo_originale: discounted ? list : current,
    prezzo_scontato: discounted ? current : null,
    seo_keyword_prodotto: orNull(keywords, AMAZON_LIMITS.keyword),
    img_url: readImage($, html, opts.baseUrl),
    link: amazonUrl({ asin }, { baseUrl: opts.baseUrl, tag: opts.tag }),
    specifiche_tecniche: orNull(asLines(specs), AMAZON_LIMITS.field),
    descrizione_generale: orNull(general, AMAZON_LIMITS.field),
    informazioni_articolo: orNull(asLines(info), AMAZON_LIMITS.field),
    contenuto_scatola: orNull(box, AMAZON_LIMITS.field),
  };
}
