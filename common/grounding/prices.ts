/**
 * Prices out of AI text: `stripPrices` removes every sentence stating a price (decision 0011).
 * The sentence cutting is common/strip-sentences.ts (shared with the removal of unresolved
 * claims on public pages); only the reading of a price is here.
 */
import { decodeEntities } from '../html-text.ts';
import { stripSentences } from '../strip-sentences.ts';
import { NUM } from './numbers.ts';

/** A price: '€ 22.49', '22,49 €', '25 euro', 'EUR 25'. */
const PRICE_SOURCE = String.raw`(?:€|EUR\b)[\s\u00a0]*(?:${NUM})|(?<![\p{L}\d,.])(?:${NUM})[\s\u00a0]*(?:€|euro\b|eur\b)`;

const PRICE_TEST_RE = new RegExp(PRICE_SOURCE, 'iu');

/** True when the text states a price ('29,99 €', '€ 22.49', '25 euro'). */
export function mentionsPrice(text: string): boolean {
  return PRICE_TEST_RE.test(decodeEntities(text));
}

/**
 * Removes every sentence that states a price (the whole sentence, so no half sentence is left;
 * a list item or heading that was only a price goes too), keeping the markup balanced. HTML
 * without a price comes back unchanged. Applied to AI text when it is generated and again when
 * it is shown on a public page: a price there comes only from the product's refreshed data.
 */
export function stripPrices(html: string): string {
  if (!mentionsPrice(html)) return html;
  return stripSentences(html, (text) => PRICE_TEST_RE.test(text));
}
