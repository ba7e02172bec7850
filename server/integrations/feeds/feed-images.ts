/**
 * The picture of a feed item: media:content/thumbnail, enclosures and the first image of its HTML,
 * the largest one with an http(s) address (credits kept).
 */
import type { CheerioAPI } from 'cheerio';
import { cheerio } from '../parsers.ts';
import { attr, childNamed, childrenNamed, FEED_LIMITS, isElement, nameOf, safeHttpUrl, textOf, type XmlElement } from './xml.ts';

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
export function largest($: CheerioAPI, candidates: XmlElement[], base: string | null, filter: (el: XmlElement, url: string) => boolean): Picture | null {
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

export function pictureOf($: CheerioAPI, item: XmlElement, base: string | null, htmlParts: string[]): Picture | null {
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
  const anyCredit =
    inItemAndGroups('media:content')
      .map((el) => creditOf($, el))
      .find(Boolean) ?? textOf($, childNamed(item, 'media:credit'), FEED_LIMITS.title);
  return { ...found, credit: found.credit ?? (anyCredit || null) };
}

/* ------------------------------------------------------------------------------------------------
 * Items
 * ---------------------------------------------------------------------------------------------- */
