/**
 * Amazon link hygiene (decision 0036): every Amazon link of stored HTML (reviews, guides,
 * news) points straight at our marketplace (AMAZON_BASE_URL) with our tag, without tracking
 * parameters, and carries rel="sponsored noopener noreferrer" and target="_blank". Links stay
 * direct (Amazon's rules forbid redirects and cloaking). The render may also give each link its
 * click report (`ping` and `data-clic`, common/stats.ts clickReportUrl).
 *
 * The input is HTML sanitised by server/lib/sanitize.ts (quoted attributes, `<` and `>` escaped in
 * values), so a careful rewrite of the `<a …>` tags is enough: no DOM library. The regular
 * expressions below run in linear time.
 */
import type { AmazonSettings } from './amazon.ts';
import { isAsin } from './amazon.ts';
import { isAmazonHost, isAmazonShortLinkHost, normalizeAsin } from './asin.ts';
import { decodeEntities } from './html-text.ts';
import { clickReportUrl } from './stats.ts';

/** rel of every Amazon link the site renders. */
export const AMAZON_LINK_REL = 'sponsored noopener noreferrer';
/** The attribute the public script `affiliate-clicks` reads: the click report's address. */
export const CLICK_ATTRIBUTE = 'data-clic';

/** Query parameters that only track (Amazon's and the usual campaign ones): dropped from a kept path. */
const TRACKING_PARAM =
  /^(?:tag|ref|ref_|linkcode|linkid|camp|creative|creativeasin|ascsubtag|asc_.*|th|psc|qid|sr|crid|sprefix|keywords|dib|dib_tag|social_share|content-id|pd_rd_.*|pf_rd_.*|_encoding|smid|spia|sp_csd|utm_.*|fbclid|gclid)$/i;
export type AmazonLinkKind = 'marketplace' | 'short';

function parseHttpUrl(href: string): URL | null {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/** The first `tag` of an address that is not ours (every one counts: `?tag=ours&tag=theirs` too), else null. */
const foreignTagOf = (url: URL, settings: AmazonSettings): string | null => url.searchParams.getAll('tag').find((t) => t !== '' && t !== settings.tag) ?? null;

/** Whether an address (already decoded from HTML) is an Amazon marketplace page, a short link, or neither (the hosts of common/asin.ts, shared with the ASIN box). */
export function amazonLinkKind(href: string): AmazonLinkKind | null {
  const url = parseHttpUrl(href);
  if (!url || url.username || url.password) return null;
  if (isAmazonHost(url.hostname)) return 'marketplace';
  if (isAmazonShortLinkHost(url.hostname)) return 'short';
  return null;
}

/** The ASIN a marketplace address names (/dp/ASIN …), upper-case, else null. */
export function asinOfAmazonUrl(href: string): string | null {
  if (amazonLinkKind(href) !== 'marketplace') return null;
  const asin = normalizeAsin(href);
  return asin && isAsin(asin) ? asin : null;
}

export interface NormalizedAmazonHref {
  kind: AmazonLinkKind;
  href: string;
  /** The `tag` the address carried when it is not ours (replaced, or removed when no tag is configured). */
  foreignTag: string | null;
  asin: string | null;
}

/**
 * One Amazon address made ours: a marketplace page becomes AMAZON_BASE_URL + its path (a product
 * page /dp/ASIN) with our tag and no tracking; a short link stays as it is. Null when not Amazon.
 */
export function normalizeAmazonHref(href: string, settings: AmazonSettings): NormalizedAmazonHref | null {
  const kind = amazonLinkKind(href);
  if (!kind) return null;
  const url = new URL(href.trim());
  if (kind === 'short') return { kind, href: url.toString(), foreignTag: null, asin: null };
  const foreignTag = foreignTagOf(url, settings);
  const asin = asinOfAmazonUrl(href);
  // The path set on the marketplace's address (never resolved against it: `//host/…` stays a path).
  const out = new URL(settings.baseUrl);
  out.pathname = asin ? `/dp/${asin}` : url.pathname;
  out.search = '';
  out.hash = '';
  if (!asin) {
    for (const [key, value] of url.searchParams) if (!TRACKING_PARAM.test(key)) out.searchParams.append(key, value);
  }
  if (settings.tag) out.searchParams.set('tag', settings.tag);
  return { kind, href: out.toString(), foreignTag, asin };
}

/**
 * One `<a …>` start tag; a quoted value may hold '>' but no '<' (the sanitiser escapes it), so a
 * match never runs past the next '<' and the whole scan stays linear, even on unclosed tags.
 */
const A_TAG = /<a(?=[\s/>])(?:"[^"<]*"|'[^'<]*'|[^"'<>])*>/gi;
/** One attribute of a start tag: name, then an optional value (double-, single- or not quoted). */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

interface Attribute {
  name: string;
  /** The value as written (entities not decoded), or null for a bare attribute. */
  raw: string | null;
}

function attributesOf(tag: string): Attribute[] {
  const inner = tag.slice(2, -1);
  return [...inner.matchAll(ATTRIBUTE)].map((m) => ({ name: m[1]!.toLowerCase(), raw: m[2] ?? m[3] ?? m[4] ?? null }));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Attributes the rewrite sets itself: whatever the stored tag said about them is dropped. */
const OWNED = new Set(['href', 'target', 'rel', 'ping', CLICK_ATTRIBUTE]);

/** Where the links of one rendered page report their clicks. */
export interface ClickReporting {
  /** The page's path (/articolo/12, /guida/3, /notizie/slug). */
  path: string;
  /** The product a link counts for: by the ASIN it names (null for a short link or a page without ASIN); null: no report. */
  productFor: (asin: string | null) => number | null | undefined;
}

export interface NormalizedHtml {
  html: string;
  /** The foreign tags found (each once, in order). */
  foreignTags: string[];
  /** The short links found (each once, in order): they cannot carry our tag. */
  shortLinks: string[];
}

/**
 * Every Amazon link of some sanitised HTML rewritten (normalizeAmazonHref) and marked
 * rel="sponsored noopener noreferrer" target="_blank"; with `clicks`, each link whose product is
 * known also gets `ping` and `data-clic` (the click report). Other links and text are untouched.
 * Idempotent.
 */
export function normalizeAmazonLinks(html: string, settings: AmazonSettings, clicks?: ClickReporting): NormalizedHtml {
  const foreignTags = new Set<string>();
  const shortLinks = new Set<string>();
  const out = html.replace(A_TAG, (tag) => {
    const attributes = attributesOf(tag);
    const href = attributes.find((a) => a.name === 'href');
    if (!href?.raw) return tag;
    const link = normalizeAmazonHref(decodeEntities(href.raw), settings);
    if (!link) return tag;
    if (link.foreignTag) foreignTags.add(link.foreignTag);
    if (link.kind === 'short') shortLinks.add(link.href);
    const kept = attributes.filter((a) => !OWNED.has(a.name) && !a.name.startsWith('on'));
    const parts = kept.map((a) => (a.raw === null ? a.name : `${a.name}="${escapeAttribute(decodeEntities(a.raw))}"`));
    parts.push(`href="${escapeAttribute(link.href)}"`, 'target="_blank"', `rel="${AMAZON_LINK_REL}"`);
    const productId = clicks?.productFor(link.asin);
    if (clicks && typeof productId === 'number' && Number.isSafeInteger(productId) && productId > 0) {
      const report = escapeAttribute(clickReportUrl(productId, clicks.path, 'testo'));
      parts.push(`ping="${report}"`, `${CLICK_ATTRIBUTE}="${report}"`);
    }
    return `<a ${parts.join(' ')}>`;
  });
  return { html: out, foreignTags: [...foreignTags], shortLinks: [...shortLinks] };
}

/** The ASINs the Amazon links of some HTML name (each once, in order): for the render's ASIN → product lookup. */
export function amazonAsinsIn(html: string): string[] {
  const asins = new Set<string>();
  for (const tag of html.match(A_TAG) ?? []) {
    const href = attributesOf(tag).find((a) => a.name === 'href');
    const asin = href?.raw ? asinOfAmazonUrl(decodeEntities(href.raw)) : null;
    if (asin) asins.add(asin);
  }
  return [...asins];
}

type CatalogueProduct = { id: number; asin_prodotto?: string | null; asin_preferito?: string | null };

/** At most this many ASINs of one page are looked up in the catalogue (a page links a few products). */
export const MAX_ASIN_LOOKUPS = 20;

/**
 * The catalogue's product of each ASIN the links name, for their click reports: first among the
 * products the page already has (`known`), then through `find` (the products matching one ASIN),
 * at most MAX_ASIN_LOOKUPS lookups. An ASIN no product has is left out (its link reports nothing).
 */
export async function productIdsByAsin(asins: string[], find: (asin: string) => Promise<CatalogueProduct[]>, known: CatalogueProduct[] = []): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const add = (p: CatalogueProduct) => {
    for (const a of [p.asin_preferito, p.asin_prodotto]) if (a && !ids.has(a.toUpperCase())) ids.set(a.toUpperCase(), p.id);
  };
  known.forEach(add);
  const missing = asins.filter((a) => !ids.has(a)).slice(0, MAX_ASIN_LOOKUPS);
  const found = await Promise.all(missing.map((a) => find(a).catch(() => [] as CatalogueProduct[])));
  missing.forEach((asin, i) => {
    const p = found[i]!.find((x) => [x.asin_preferito, x.asin_prodotto].some((a) => a?.toUpperCase() === asin));
    if (p) ids.set(asin, p.id);
  });
  return ids;
}

/**
 * What a save does to stored HTML: only a foreign `tag` of an Amazon marketplace link is
 * replaced by ours (removed when no tag is configured), everything else kept as the editor wrote
 * it (the render makes the rest right). Reports the tags replaced and the short links found, for
 * the editor's notice.
 */
export function replaceForeignTags(html: string, settings: AmazonSettings): NormalizedHtml {
  const foreignTags = new Set<string>();
  const shortLinks = new Set<string>();
  const out = html.replace(A_TAG, (tag) => {
    const attributes = attributesOf(tag);
    const href = attributes.find((a) => a.name === 'href');
    if (!href?.raw) return tag;
    const decoded = decodeEntities(href.raw);
    const kind = amazonLinkKind(decoded);
    if (kind === 'short') shortLinks.add(new URL(decoded.trim()).toString());
    if (kind !== 'marketplace') return tag;
    const url = new URL(decoded.trim());
    const given = foreignTagOf(url, settings);
    if (given === null) return tag;
    foreignTags.add(given);
    if (settings.tag) url.searchParams.set('tag', settings.tag);
    else url.searchParams.delete('tag');
    const parts = attributes.map((a) => {
      if (a === href) return `href="${escapeAttribute(url.toString())}"`;
      return a.raw === null ? a.name : `${a.name}="${escapeAttribute(decodeEntities(a.raw))}"`;
    });
    return `<a ${parts.join(' ')}>`;
  });
  return { html: out, foreignTags: [...foreignTags], shortLinks: [...shortLinks] };
}
