/** The product's description (the spec's descrizione_generale): the feature bullets and the description block. */
import type { CheerioAPI } from 'cheerio/slim';
import { textOf } from './text.ts';

export function readBullets($: CheerioAPI): string[] {
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

export function readDescription($: CheerioAPI): string {
  const el = $('#productDescription').first();
  if (el.length) return textOf(el, true);
  return textOf($('#bookDescription_feature_div .a-expander-content, #bookDescription_feature_div').first(), true);
}
