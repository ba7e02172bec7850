/**
 * The product's names: its title (the spec's nome, from which nome_sintetico is derived) and the
 * last category of the breadcrumb (with the short name, the SEO keywords). The title also tells
 * classifyAmazonPage() that a page is a product page.
 */
import type { CheerioAPI } from 'cheerio/slim';
import { type Node$, textOf } from './text.ts';

export function productTitle($: CheerioAPI): Node$ {
  for (const sel of ['#productTitle', '#ebooksProductTitle', '#title_feature_div #title', '#btAsinTitle']) {
    const el = $(sel).first();
    if (el.length && textOf(el)) return el;
  }
  return $('#productTitle').first();
}

/** The last category of the breadcrumb ('Elettronica › Radio' → 'Radio'), or ''. */
export function readBreadcrumb($: CheerioAPI): string {
  const crumbs = $('#wayfinding-breadcrumbs_feature_div li:not(.a-breadcrumb-divider) a, #wayfinding-breadcrumbs_container li:not(.a-breadcrumb-divider) a')
    .map((_, a) => textOf($(a)))
    .get()
    .filter(Boolean);
  return crumbs.at(-1) ?? '';
}
