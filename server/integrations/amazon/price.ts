/**
 * Prices: parsePrice() reads one amount in any of Amazon's notations; readPrices() finds on a page
 * the price to pay and the struck-through list price, in the current layout and in the older one.
 */
import type { CheerioAPI } from 'cheerio/slim';
import { type Node$, cleanText, textOf } from './text.ts';

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
      if (frac.length === 3 && int !== '0' && int.length <= 3)
        value = Number(int + frac); // 1.299 €
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
  const s = text
    .normalize('NFKC')
    .replace(/[\p{Cf}]/gu, '')
    .replace(CURRENCY_RE, ' ')
    .trim();
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

export function readPrices($: CheerioAPI): { current: number | null; list: number | null } {
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
