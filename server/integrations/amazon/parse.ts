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
import { cheerioSlim } from '../parsers.ts';
import { amazonUrl, isAsin } from '../../../common/amazon.ts';
import { type AsinLookupResponse, deriveShortName } from '../../../common/asin.ts';
import { readBoxContents } from './box-contents.ts';
import { readBullets, readDescription } from './description.ts';
import { asLines, readDetails } from './details.ts';
import { readImage } from './image.ts';
import { readPrices } from './price.ts';
import { readRating } from './rating.ts';
import { AMAZON_LIMITS, orNull, textOf } from './text.ts';
import { productTitle, readBreadcrumb } from './title.ts';

// Each part of the page is read in its own module of this folder; the names below are the ones
// the rest of the project imports, from here only.
export { decodeAmazonHtml } from './charset.ts';
export { type AmazonPageKind, classifyAmazonPage } from './page-kind.ts';
export { parsePrice } from './price.ts';
export { parseRating } from './rating.ts';
export { AMAZON_LIMITS, cleanText } from './text.ts';

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
