/**
 * ASIN input and short names, shared by the dashboard (browser) and the server.
 * Imports nothing from app/ or server/.
 */

const BARE_ASIN_RE = /^[A-Za-z0-9]{10}$/;

/**
 * Path forms of an Amazon product page, in any marketplace, with the ASIN in group 1:
 * /dp/ASIN, /{slug}/dp/ASIN/ref=…, /dp/product/ASIN, /gp/product/ASIN, /gp/aw/d/ASIN (mobile),
 * /gp/offer-listing/ASIN, /exec/obidos/ASIN/ASIN, /o/ASIN, /product-reviews/ASIN.
 */
const PATH_PATTERNS: RegExp[] = [
  /(?:^|\/)dp\/(?:product\/)?([A-Za-z0-9]{10})(?=$|[/?#;&])/,
  /(?:^|\/)gp\/(?:product|aw\/d|offer-listing|video\/detail)\/([A-Za-z0-9]{10})(?=$|[/?#;&])/,
  /(?:^|\/)exec\/obidos\/(?:tg\/detail\/-\/|ASIN\/)?([A-Za-z0-9]{10})(?=$|[/?#;&])/,
  /(?:^|\/)o\/(?:ASIN\/)?([A-Za-z0-9]{10})(?=$|[/?#;&])/,
  /(?:^|\/)product-reviews\/([A-Za-z0-9]{10})(?=$|[/?#;&])/,
];

/**
 * Amazon's marketplaces (its stores' own domains): the only hosts whose links are Amazon product
 * pages. A new marketplace is added here; `amazon.{any letters}` is not Amazon's because it looks
 * like it (amazon.xyz is someone else's), and Amazon's other services (aws., music.) are no store.
 */
export const AMAZON_MARKETPLACES: readonly string[] = [
  'amazon.com',
  'amazon.ca',
  'amazon.com.mx',
  'amazon.com.br',
  'amazon.co.uk',
  'amazon.ie',
  'amazon.de',
  'amazon.fr',
  'amazon.it',
  'amazon.es',
  'amazon.nl',
  'amazon.se',
  'amazon.pl',
  'amazon.com.be',
  'amazon.com.tr',
  'amazon.ae',
  'amazon.sa',
  'amazon.eg',
  'amazon.in',
  'amazon.co.za',
  'amazon.co.jp',
  'amazon.com.au',
  'amazon.sg',
  'amazon.cn',
];

const MARKETPLACE_HOSTS = new Set(AMAZON_MARKETPLACES.flatMap((host) => ['', 'www.', 'm.', 'smile.'].map((prefix) => prefix + host)));

/**
 * An Amazon marketplace host (AMAZON_MARKETPLACES), bare or as www., m. (mobile) or smile.:
 * amazon.it, www.amazon.es, smile.amazon.com, m.amazon.de, amazon.co.uk, amazon.com.br…
 * Short-link hosts (amzn.eu, amzn.to, a.co) are not marketplaces: their ASIN is only known after
 * a redirect, so they give null.
 */
export function isAmazonHost(hostname: string): boolean {
  return MARKETPLACE_HOSTS.has(hostname.toLowerCase().replace(/\.$/, ''));
}

/**
 * The ASIN in what a user pasted into the ASIN box: a bare ASIN (10 letters or digits, upper-cased)
 * or the address of an Amazon product page in any marketplace ('https://www.amazon.it/dp/B0…',
 * '/gp/product/…', '/gp/aw/d/…', '/{slug}/dp/{ASIN}/ref=…?…', with or without 'https://').
 * Anything else, short links (amzn.eu, amzn.to, a.co) included, gives null.
 */
export function normalizeAsin(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  if (BARE_ASIN_RE.test(value)) return value.toUpperCase();
  if (/\s/.test(value) || value.length > 4000) return null;

  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!isAmazonHost(url.hostname)) return null;

  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  for (const re of PATH_PATTERNS) {
    const m = re.exec(path);
    if (m?.[1]) return m[1].toUpperCase();
  }
  // /gp/product/glance?asin=…, /gp/customer-reviews/…?ASIN=…
  for (const key of ['asin', 'ASIN']) {
    const q = url.searchParams.get(key)?.trim();
    if (q && BARE_ASIN_RE.test(q)) return q.toUpperCase();
  }
  return null;
}

/** Amazon's own link shorteners: their links lead, by redirect, to a product page. */
const SHORT_LINK_HOSTS = new Set(['amzn.eu', 'amzn.to', 'amzn.com', 'a.co', 'amzn.asia']);

/** A host of Amazon's link shorteners (amzn.eu, amzn.to, amzn.com, a.co, amzn.asia), www. or not. */
export function isAmazonShortLinkHost(hostname: string): boolean {
  return SHORT_LINK_HOSTS.has(
    hostname
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^www\./, ''),
  );
}

/**
 * The short link pasted in the ASIN box ('https://amzn.eu/d/abc123', 'amzn.to/3JH6QET', with or
 * without scheme), as the https address to follow, or null for anything else (an ASIN, a full
 * Amazon address, another site, a bare short-link host without a code). Its ASIN is only known
 * after the redirect, which the server follows (GET /api/asin-info).
 */
export function amazonShortLink(input: string): string | null {
  const value = input.trim();
  if (value === '' || /\s/.test(value) || value.length > 500) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  if (!isAmazonShortLinkHost(url.hostname)) return null;
  if (!/[A-Za-z0-9]/.test(url.pathname)) return null;
  url.protocol = 'https:';
  url.hash = '';
  return url.href;
}

export const SHORT_NAME_MAX_WORDS = 5;

/** Keeps a punctuation mark that belongs to a word: USB-C, AM/FM, dell'acqua, 3.2GHz, 5,5m. */
const INNER_PUNCTUATION = /(?<=[\p{L}\p{N}])(?:[-‐‑/'’]|(?<=\p{N})[.,](?=\p{N}))(?=[\p{L}\p{N}])/gu;
const PLACEHOLDER = '\u{F0000}';

/**
 * Short name derivation (spec section 5): the text before ' - ' or ' | ', punctuation stripped,
 * spaces collapsed, the first 5 words.
 *
 * Punctuation is every Unicode punctuation mark or symbol (\p{P}, \p{S}); a mark inside a word is
 * not punctuation of the name but part of the word, so it stays: 'USB-C', 'AM/FM', "dell'acqua",
 * '3.2GHz', '5,5'. A mark between words (',', '(', '®', ':'…) is removed; a lone '-' or '|' is
 * just removed.
 */
export function deriveShortName(fullName: string): string {
  const head = fullName.split(/ - | \| /)[0] ?? '';
  // Protect the inner marks, strip the others, then put the inner ones back.
  const kept: string[] = [];
  const marked = head.normalize('NFC').replace(INNER_PUNCTUATION, (mark) => {
    kept.push(mark);
    return PLACEHOLDER;
  });
  let i = 0;
  return marked
    .replace(/[\p{P}\p{S}\p{C}]/gu, (ch) => (ch === PLACEHOLDER ? ch : ' '))
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '')
    .slice(0, SHORT_NAME_MAX_WORDS)
    .join(' ')
    .replace(new RegExp(PLACEHOLDER, 'gu'), () => kept[i++] ?? '');
}

/** The spec's ASIN lookup response (section 3): GET /api/asin-info?asin=… Fields the page lacks are null. */
export interface AsinLookupResponse {
  nome: string | null;
  nome_sintetico: string | null;
  valutazione: number | null;
  prezzo_originale: number | null;
  prezzo_scontato: number | null;
  seo_keyword_prodotto: string | null;
  img_url: string | null;
  link: string | null;
  specifiche_tecniche: string | null;
  descrizione_generale: string | null;
  informazioni_articolo: string | null;
  contenuto_scatola: string | null;
}

/**
 * The product of the catalogue that already has the ASIN of a lookup (GET /api/asin-info answers
 * it as `esistente`, null when there is none): the form warns at once, the save stays refused.
 */
export interface AsinLookupExisting {
  id: number;
  /** The name it is shown with (display name, else short name, else full name). */
  nome: string;
}
