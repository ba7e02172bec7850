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
import { pictureOf } from './feed-images.ts';
import { parseFeedDate } from './feed-dates.ts';
import { attr, childNamed, childrenNamed, elements, FEED_LIMITS, isElement, localName, safeHttpUrl, textOf, type XmlElement } from './xml.ts';

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
