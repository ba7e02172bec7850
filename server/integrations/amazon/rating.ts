/** The customers' average rating ('4,5 su 5 stelle' → 4.5): the spec's valutazione. */
import type { CheerioAPI } from 'cheerio/slim';
import { cleanText } from './text.ts';

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

export function readRating($: CheerioAPI): number | null {
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
