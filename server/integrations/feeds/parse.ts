/**
 * Parser of news feeds: RSS 2.0 (and 0.9x), RSS 1.0 (RDF) and Atom, in any declared encoding.
 * Pure functions, no network (the HTTP client is ./client.ts).
 *
 *   parseFeed(body, contentType?, baseUrl?)  bytes → FeedDocument, or OutsideServiceError('feed', 'invalid-response')
 *   parseFeedDate(text)                      RFC 822 / ISO 8601 (Italian month names too) → ISO, or null
 *   safeHttpUrl(raw, base?)                  absolute http(s) URL, or null
 *
 * A feed is untrusted input: every text is plain (HTML removed, see clean-text.ts), lengths are
 * capped, every URL is absolute http(s) (javascript:, data: and the rest are dropped).
 */
import type { CheerioAPI } from 'cheerio';
import { cheerio } from '../parsers.ts';
import { OutsideServiceError } from '../../domain/errors.ts';
import type { FeedDocument, FeedItem } from '../../domain/ports.ts';
import { FEED_MSG } from '../../../common/messages-outside.ts';
import { MAX_MARKUP_DEPTH, markupDepth } from '../markup-depth.ts';
import { decodeDocument } from './charset.ts';
import { bounded, cleanText, htmlToText, looksLikeHtml, truncateText } from './clean-text.ts';

/** Caps on what one feed can hand us. */
export const FEED_LIMITS = { items: 100, title: 300, summary: 600, description: 20_000, url: 2_000 } as const;

// Node types derived from cheerio itself (no direct dependency on domhandler).
type XmlNode = ReturnType<ReturnType<CheerioAPI['root']>['contents']>[number];
type XmlElement = ReturnType<ReturnType<CheerioAPI['root']>['children']>[number];

const isElement = (node: XmlNode): node is XmlElement => node.type === 'tag' || node.type === 'script' || node.type === 'style';
const elements = (el: XmlElement): XmlElement[] => el.children.filter(isElement);
const nameOf = (el: XmlElement) => el.name.toLowerCase();
const localName = (el: XmlElement) => nameOf(el).replace(/^[^:]*:/, '');

/** The children with one of these qualified names (lower case, e.g. 'media:content'). */
const childrenNamed = (el: XmlElement, ...names: string[]) => elements(el).filter((c) => names.includes(nameOf(c)));
const childNamed = (el: XmlElement, ...names: string[]) => childrenNamed(el, ...names)[0];
/** An attribute by name, any case (XML keeps the case: isPermaLink, rdf:about). */
function attr(el: XmlElement | undefined, name: string): string | null {
  if (!el) return null;
  const key = name in el.attribs ? name : Object.keys(el.attribs).find((k) => k.toLowerCase() === name);
  return (key && el.attribs[key]?.trim()) || null;
}

/** An absolute http(s) URL (resolved against base), at most FEED_LIMITS.url long; anything else is null. */
export function safeHttpUrl(raw: string | null | undefined, base?: string | null): string | null {
  // Control characters and spaces inside a URL are how "java\tscript:" tricks start: refuse them.
  const value = raw?.trim();
  if (!value || /[\p{Cc}\s]/u.test(value)) return null;
  let url: URL;
  try {
    url = base ? new URL(value, base) : new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href.length <= FEED_LIMITS.url ? url.href : null;
}

/* ------------------------------------------------------------------------------------------------
 * Dates
 * ---------------------------------------------------------------------------------------------- */

const MONTHS: Record<string, string> = {
  gen: 'Jan', feb: 'Feb', mar: 'Mar', apr: 'Apr', mag: 'May', giu: 'Jun', lug: 'Jul', ago: 'Aug', set: 'Sep', ott: 'Oct', nov: 'Nov', dic: 'Dec',
};
const ZONES: Record<string, string> = { cet: '+0100', cest: '+0200', met: '+0100', mest: '+0200', bst: '+0100', wet: '+0000', west: '+0100', eet: '+0200', eest: '+0300', z: '+0000', ut: '+0000' };

/** An RSS (RFC 822, also with Italian day and month names) or Atom/Dublin Core (ISO 8601) date as ISO 8601. */
export function parseFeedDate(text: string | null | undefined): string | null {
  let value = text?.replace(/\s+/g, ' ').trim();
  if (!value) return null;
  if (!/^\d{4}-\d{2}/.test(value)) {
    value = value
      .replace(/^[^\d,]*,\s*/, '') // the day name, in any language
      .replace(/\b(gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic)[a-z]*\.?(?=\s)/i, (m, mon: string) => MONTHS[mon.toLowerCase()] ?? m)
      .replace(/\b([A-Z]{1,4})$/i, (m, zone: string) => ZONES[zone.toLowerCase()] ?? m);
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  const year = date.getUTCFullYear();
  return year < 1970 || year > 9999 ? null : date.toISOString();
}

/* ------------------------------------------------------------------------------------------------
 * Text
 * ---------------------------------------------------------------------------------------------- */

/** The plain text of an element (not HTML), for a field of `limit` characters. */
const textOf = ($: CheerioAPI, el: XmlElement | undefined, limit: number) => (el ? cleanText(bounded($(el).text(), limit)) : '');

/** The markup an element carries: escaped or CDATA HTML as its text, or (invalid but common) real child elements. */
function markupOf($: CheerioAPI, el: XmlElement | undefined): string {
  if (!el) return '';
  const type = attr(el, 'type')?.toLowerCase();
  if (type === 'xhtml') {
    const div = elements(el)[0];
    return div ? ($(div).html() ?? '') : '';
  }
  return elements(el).length > 0 ? ($(el).html() ?? '') : $(el).text();
}

/** Plain text of an element that may hold HTML (description, summary, content), for a field of `limit` characters. */
function plainText($: CheerioAPI, el: XmlElement | undefined, limit: number, paragraphs = false): string {
  if (!el) return '';
  const type = attr(el, 'type')?.toLowerCase();
  const markup = bounded(markupOf($, el), limit);
  if (type === 'text' && !looksLikeHtml(markup)) return cleanText(markup, { paragraphs });
  return htmlToText(markup, { paragraphs });
}

/** A title: plain text unless it holds markup (Atom type="html", escaped tags in RSS). */
function titleText($: CheerioAPI, el: XmlElement | undefined): string {
  if (!el) return '';
  const markup = bounded(markupOf($, el), FEED_LIMITS.title);
  const type = attr(el, 'type')?.toLowerCase();
  return type === 'html' || type === 'xhtml' || looksLikeHtml(markup) ? htmlToText(markup) : cleanText(markup);
}

/* ------------------------------------------------------------------------------------------------
 * Images
 * ---------------------------------------------------------------------------------------------- */

const IMAGE_EXTENSION = /\.(?:jpe?g|png|gif|webp|avif)(?:$|[?#])/i;

interface Picture {
  url: string;
  width: number;
  credit: string | null;
}

/** media:credit of this element, or of its media:group. */
function creditOf($: CheerioAPI, el: XmlElement): string | null {
  const own = childNamed(el, 'media:credit');
  const parent = el.parent && isElement(el.parent) && nameOf(el.parent) === 'media:group' ? childNamed(el.parent, 'media:credit') : undefined;
  return textOf($, own ?? parent, FEED_LIMITS.title) || null;
}

function isImageMedia(el: XmlElement, url: string): boolean {
  const medium = attr(el, 'medium')?.toLowerCase();
  const type = attr(el, 'type')?.toLowerCase();
  if (medium) return medium === 'image';
  if (type) return type.startsWith('image/');
  return IMAGE_EXTENSION.test(new URL(url).pathname);
}

/** The largest picture among media elements (width, else height, else 0), first on ties. */
function largest($: CheerioAPI, candidates: XmlElement[], base: string | null, filter: (el: XmlElement, url: string) => boolean): Picture | null {
  let best: Picture | null = null;
  for (const el of candidates) {
    const url = safeHttpUrl(attr(el, 'url'), base);
    if (!url || !filter(el, url)) continue;
    const width = Number(attr(el, 'width') ?? attr(el, 'height') ?? 0) || 0;
    if (!best || width > best.width) best = { url, width, credit: creditOf($, el) };
  }
  return best;
}

/** The first <img src> of some HTML as an absolute http(s) URL, tracking pixels (1×1) left out. */
export function firstImageIn(html: string, base: string | null): string | null {
  if (!/<img\b/i.test(html)) return null;
  const $ = cheerio().load(html, null, false);
  for (const img of $('img').toArray()) {
    const size = (name: string) => Number($(img).attr(name) ?? NaN);
    if (size('width') <= 1 || size('height') <= 1) continue;
    const url = safeHttpUrl($(img).attr('src'), base);
    if (url) return url;
  }
  return null;
}

function pictureOf($: CheerioAPI, item: XmlElement, base: string | null, htmlParts: string[]): Picture | null {
  const groups = childrenNamed(item, 'media:group');
  const inItemAndGroups = (name: string) => [...childrenNamed(item, name), ...groups.flatMap((g) => childrenNamed(g, name))];
  const enclosures = [
    ...childrenNamed(item, 'enclosure').filter((el) => attr(el, 'type')?.toLowerCase().startsWith('image/') ?? IMAGE_EXTENSION.test(attr(el, 'url') ?? '')),
    // Atom: <link rel="enclosure" type="image/…" href="…">
    ...childrenNamed(item, 'link', 'atom:link').filter((el) => attr(el, 'rel') === 'enclosure' && attr(el, 'type')?.toLowerCase().startsWith('image/')),
  ];
  const picture =
    largest($, inItemAndGroups('media:content'), base, isImageMedia) ??
    largest($, inItemAndGroups('media:thumbnail'), base, () => true) ??
    enclosures.map((el) => safeHttpUrl(attr(el, 'url') ?? attr(el, 'href'), base)).find(Boolean);
  const html = htmlParts.map((part) => firstImageIn(part, base)).find(Boolean);
  const found: Picture | null = typeof picture === 'string' ? { url: picture, width: 0, credit: null } : (picture ?? (html ? { url: html, width: 0, credit: null } : null));
  if (!found) return null;
  // The credit may sit on another rendition of the same picture (the Guardian credits the small one).
  const anyCredit = inItemAndGroups('media:content').map((el) => creditOf($, el)).find(Boolean) ?? textOf($, childNamed(item, 'media:credit'), FEED_LIMITS.title);
  return { ...found, credit: found.credit ?? (anyCredit || null) };
}

/* ------------------------------------------------------------------------------------------------
 * Items
 * ---------------------------------------------------------------------------------------------- */

type Format = 'rss' | 'rdf' | 'atom';

/** Atom: the rel="alternate" (or rel-less) link, HTML first; else the first link with an href. */
function atomLink(item: XmlElement, base: string | null): string | null {
  const links = childrenNamed(item, 'link', 'atom:link', 'atom10:link').filter((l) => attr(l, 'href'));
  const alternates = links.filter((l) => (attr(l, 'rel') ?? 'alternate') === 'alternate');
  const pick = alternates.find((l) => /html/i.test(attr(l, 'type') ?? 'text/html')) ?? alternates[0] ?? links.find((l) => attr(l, 'rel') !== 'enclosure') ?? links[0];
  return safeHttpUrl(attr(pick, 'href'), base);
}

function rssLink($: CheerioAPI, item: XmlElement, base: string | null): string | null {
  const link = safeHttpUrl($(childNamed(item, 'link')).text(), base);
  if (link) return link;
  const guid = childNamed(item, 'guid');
  const permalink = guid && attr(guid, 'ispermalink')?.toLowerCase() !== 'false' ? safeHttpUrl($(guid).text(), base) : null;
  return permalink ?? atomLink(item, base) ?? (attr(item, 'rdf:about') ? safeHttpUrl(attr(item, 'rdf:about'), base) : null);
}

function readItem($: CheerioAPI, item: XmlElement, format: Format, base: string | null): FeedItem | null {
  const atom = format === 'atom';
  const summaryEl = atom ? childNamed(item, 'summary', 'atom:summary') : (childNamed(item, 'description') ?? childNamed(item, 'dc:description'));
  const contentEl = atom ? childNamed(item, 'content', 'atom:content') : childNamed(item, 'content:encoded');
  const link = atom ? atomLink(item, base) : rssLink($, item, base);
  const origin = safeHttpUrl($(childNamed(item, 'feedburner:origlink')).text(), base);

  const content = plainText($, contentEl, FEED_LIMITS.description, true);
  const summary = plainText($, summaryEl, FEED_LIMITS.summary) || cleanText(content);
  let title = titleText($, childNamed(item, 'title', 'atom:title', 'dc:title'));
  if (!title && !link) return null;
  if (!title) title = truncateText(summary, 120);
  if (!title) return null;

  const dateEl = atom
    ? [childNamed(item, 'published', 'atom:published'), childNamed(item, 'updated', 'atom:updated'), childNamed(item, 'dc:date')]
    : [childNamed(item, 'pubdate'), childNamed(item, 'dc:date'), childNamed(item, 'published'), childNamed(item, 'updated')];
  const date = dateEl.map((el) => (el ? parseFeedDate($(el).text()) : null)).find(Boolean) ?? null;

  const guidEl = atom ? childNamed(item, 'id', 'atom:id') : childNamed(item, 'guid');
  const guid = textOf($, guidEl, FEED_LIMITS.url) || (format === 'rdf' ? attr(item, 'rdf:about') : null);
  const picture = pictureOf($, item, base, [bounded(markupOf($, contentEl), FEED_LIMITS.description), bounded(markupOf($, summaryEl), FEED_LIMITS.summary)]);

  return {
    titolo: truncateText(title, FEED_LIMITS.title),
    link,
    link_fonte: origin ?? link,
    guid: guid ? guid.slice(0, FEED_LIMITS.url) : null,
    sommario: summary ? truncateText(summary, FEED_LIMITS.summary) : null,
    descrizione: content ? truncateText(content, FEED_LIMITS.description) : null,
    data_pubblicazione: date,
    immagine_url: picture?.url ?? null,
    immagine_autore: picture?.credit ? truncateText(picture.credit, FEED_LIMITS.title) : null,
  };
}

/* ------------------------------------------------------------------------------------------------
 * The feed
 * ---------------------------------------------------------------------------------------------- */

const notAFeed = (detail: string) => new OutsideServiceError('feed', 'invalid-response', FEED_MSG.notAFeed, {}, detail);

/** Root element → format, channel (where the title is) and the items. */
function structure(root: XmlElement): { format: Format; channel: XmlElement; items: XmlElement[] } | null {
  const name = localName(root);
  if (name === 'feed') return { format: 'atom', channel: root, items: elements(root).filter((e) => localName(e) === 'entry') };
  if (name === 'rss') {
    const channel = childNamed(root, 'channel') ?? root;
    return { format: 'rss', channel, items: childrenNamed(channel, 'item') };
  }
  if (name === 'rdf') {
    const channel = childNamed(root, 'channel', 'rss:channel') ?? root;
    // RSS 1.0 puts the items beside the channel; some producers put them inside it.
    return { format: 'rdf', channel, items: [...childrenNamed(root, 'item', 'rss:item'), ...childrenNamed(channel, 'item', 'rss:item')] };
  }
  return null;
}

/**
 * A feed's items, newest content as the feed orders it, at most FEED_LIMITS.items. Throws
 * OutsideServiceError('feed', 'invalid-response', FEED_MSG.notAFeed) when the body is not RSS or
 * Atom (an HTML page, JSON, garbage, nothing).
 */
export function parseFeed(body: Buffer | Uint8Array, contentType?: string | null, baseUrl?: string): FeedDocument {
  const text = decodeDocument(body, contentType, 'xml').trim();
  if (!text.startsWith('<')) throw notAFeed(text ? `inizia con ${JSON.stringify(text.slice(0, 20))}` : 'corpo vuoto');
  // Read before the parser, which is not linear in the depth (5,000 levels overflowed its stack).
  if (markupDepth(text) > MAX_MARKUP_DEPTH) throw notAFeed(`elementi annidati oltre ${MAX_MARKUP_DEPTH} livelli`);
  const $ = cheerio().load(text, { xml: true });
  const root = $.root().children().toArray().find(isElement);
  const shape = root ? structure(root) : null;
  if (!root || !shape) throw notAFeed(`elemento radice ${root ? `<${root.name}>` : 'assente'}`);

  const base = safeHttpUrl(attr(root, 'xml:base'), baseUrl) ?? safeHttpUrl(baseUrl);
  const items: FeedItem[] = [];
  for (const el of shape.items) {
    const item = readItem($, el, shape.format, base);
    if (item) items.push(item);
    if (items.length >= FEED_LIMITS.items) break;
  }
  const title = titleText($, childNamed(shape.channel, 'title', 'atom:title', 'dc:title'));
  return { titolo: title ? truncateText(title, FEED_LIMITS.title) : null, items };
}
