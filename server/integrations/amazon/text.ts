/**
 * Reading text out of an Amazon page: every value the parser returns goes through here, so the page
 * (untrusted input) only ever gives plain text of a bounded length. The other modules of this folder
 * read their part of the page with textOf(), clean labels with cleanKey()/cleanValue()/fold(), and
 * cap what they return with orNull() and AMAZON_LIMITS.
 */
import type { CheerioAPI } from 'cheerio/slim';
import { trimEndMatching } from '../../../common/text.ts';

/** Caps on what a page can put in a field. */
export const AMAZON_LIMITS = { name: 300, field: 5000, keyword: 200, url: 2000 } as const;

// Selection types derived from cheerio itself (no direct dependency on domhandler).
type Doc$ = ReturnType<CheerioAPI['root']>;
export type Node$ = ReturnType<Doc$['contents']>;

/**
 * Plain text: NFC, invisible format marks (LRM/RLM, zero-width, BOM, soft hyphen), private-use and
 * control characters removed, anything that looks like a tag removed, whitespace collapsed.
 * Multi-line text keeps one item per line (empty lines dropped).
 */
export function cleanText(input: string, multiline = false): string {
  const text = input
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/[\p{Cf}\p{Co}\p{Cs}]/gu, '')
    .replace(/[\p{Cc}]/gu, (c) => (c === '\n' ? '\n' : ' '))
    .replace(/<!--[\s\S]*?(?:-->|$)|<\/?[A-Za-z!?][^<>]*(?:>|$)/g, ' ');
  const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
  return multiline ? lines.filter(Boolean).join('\n') : lines.filter(Boolean).join(' ');
}

/** At most `max` characters, cut at a space or line end when one is near, with '…'. */
export function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const lastBreak = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  if (lastBreak > max * 0.8) cut = cut.slice(0, lastBreak);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

export function orNull(text: string, max: number): string | null {
  return text ? cap(text, max) : null;
}

/** Hidden, duplicated or non-text parts of a block. */
const NOISE =
  'script, style, noscript, template, iframe, object, embed, svg, canvas, input, select, button, textarea, ' +
  '.aok-hidden, .a-hidden, .a-truncate-cut, .a-popover-preload, [aria-hidden="true"], ' +
  '[style*="display:none"], [style*="display: none"]';
const BLOCKS = 'p, div, li, ul, ol, tr, table, tbody, h1, h2, h3, h4, h5, h6, section, article, header, footer, dl, dt, dd, blockquote, pre, hr';

/** The visible text of an element; block elements become line breaks when multiline. */
export function textOf(el: Node$, multiline = false): string {
  if (el.length === 0) return '';
  const c = el.first().clone();
  c.find(NOISE).remove();
  // Line breaks and blocks separate words ('…Top 100)<br>n. 3 in…'); in one-line text they become spaces.
  const br = multiline ? '\n' : ' ';
  c.find('br').replaceWith(br);
  c.find(BLOCKS).prepend(br).append(br);
  c.find('td, th').append(' ');
  return cleanText(c.text(), multiline);
}

/** 'Produttore ‏ : ‎' → 'Produttore'; ': ‎ Acme' → 'Acme'. */
export function cleanKey(raw: string): string {
  return trimEndMatching(cleanText(raw), /[\s:：]/u).replace(/^[\s:：]+/u, '');
}
export function cleanValue(raw: string): string {
  return cleanText(raw).replace(/^[\s:：]+/u, '');
}

/** For matching labels: lower case, typographic apostrophes as ASCII. */
export function fold(text: string): string {
  return text.toLowerCase().replace(/[’‘`´]/g, "'");
}
