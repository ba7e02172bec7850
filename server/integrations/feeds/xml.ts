/** Reading a feed's XML tree (cheerio in XML mode): elements by local name, attributes, bounded text, safe http(s) addresses. */
import type { CheerioAPI } from 'cheerio';
import { bounded, cleanText } from './clean-text.ts';

/** Caps on what one feed can hand us. */
export const FEED_LIMITS = { items: 100, title: 300, summary: 600, description: 20_000, url: 2_000 } as const;

// Node types derived from cheerio itself (no direct dependency on domhandler).
type XmlNode = ReturnType<ReturnType<CheerioAPI['root']>['contents']>[number];

export type XmlElement = ReturnType<ReturnType<CheerioAPI['root']>['children']>[number];

export const isElement = (node: XmlNode): node is XmlElement => node.type === 'tag' || node.type === 'script' || node.type === 'style';

export const elements = (el: XmlElement): XmlElement[] => el.children.filter(isElement);

export const nameOf = (el: XmlElement) => el.name.toLowerCase();

export const localName = (el: XmlElement) => nameOf(el).replace(/^[^:]*:/, '');

/** The children with one of these qualified names (lower case, e.g. 'media:content'). */
export const childrenNamed = (el: XmlElement, ...names: string[]) => elements(el).filter((c) => names.includes(nameOf(c)));

export const childNamed = (el: XmlElement, ...names: string[]) => childrenNamed(el, ...names)[0];

/** An attribute by name, any case (XML keeps the case: isPermaLink, rdf:about). */
export function attr(el: XmlElement | undefined, name: string): string | null {
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

/** The plain text of an element (not HTML), for a field of `limit` characters. */
export const textOf = ($: CheerioAPI, el: XmlElement | undefined, limit: number) => (el ? cleanText(bounded($(el).text(), limit)) : '');
