/**
 * Text from outside (feeds, article pages) made safe and tidy, as the spec's section 5 asks for
 * news: Unicode NFC, HTML entities decoded, invisible and control characters removed, whitespace
 * collapsed. Plain text in, plain text out: tags are not touched here (htmlToText removes them).
 */
import { cheerio } from '../parsers.ts';

export interface CleanTextOptions {
  /** Keep paragraphs: one blank line between them (default: everything on one line). */
  paragraphs?: boolean;
}

/** Named or numeric character references (&amp; &eacute; &#8217; &#x2019;). */
const ENTITY = /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});/i;

/**
 * Zero-width spaces and joiners, LRM/RLM and the other bidirectional controls, word joiner and
 * invisible operators, BOM, soft hyphen, Mongolian vowel separator, interlinear annotation marks,
 * plus every C0/C1 control character but the line breaks (turned into \n first) and the tab.
 */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]|(?![\t\n])\p{Cc}/gu;

/** Every kind of space (tab, NBSP, narrow NBSP, en/em spaces, ideographic space…) but the newline. */
const SPACES = /[^\S\n]+/g;

/** Decodes HTML character references, named ones included (the full HTML list, via parse5). */
export function decodeEntities(text: string): string {
  if (!ENTITY.test(text)) return text;
  // Escaping "<" first means the parser sees nothing but text, so only references change.
  return cheerio().load(text.replace(/</g, '&lt;'), null, false).text();
}

/**
 * Plain text cleaned for storage and display. One line by default; with `paragraphs`, paragraphs
 * (text separated by one or more empty lines, or by single line breaks) are kept, one blank line
 * between two of them.
 */
export function cleanText(input: string | null | undefined, options: CleanTextOptions = {}): string {
  return input ? tidy(decodeEntities(input), options) : '';
}

/** cleanText without the entity decoding (for text a parser has already decoded). */
function tidy(input: string, options: CleanTextOptions): string {
  const text = input
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(SPACES, ' ');
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.join(options.paragraphs ? '\n\n' : ' ');
}

/**
 * At most `max` characters: cut on the last word boundary before the limit (when one is near),
 * trailing punctuation dropped, '…' added. Text within the limit comes back as it is.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const space = cut.search(/\s\S*$/);
  if (space > max * 0.6) cut = cut.slice(0, space);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s,;:.\-–—(«"']+$/u, '')}…`;
}

/** Never text: scripts, styles, embedded objects, form controls, the document head. */
const NOT_TEXT = 'script, style, noscript, template, iframe, object, embed, svg, math, canvas, form, button, select, textarea, input, head, title, meta, link';

/** Elements that end a line (and so a paragraph, in paragraph mode). */
const BLOCKS =
  'p, div, br, hr, li, dt, dd, h1, h2, h3, h4, h5, h6, blockquote, pre, section, article, header, footer, aside, nav, ' +
  'figure, figcaption, table, caption, tr, ul, ol, dl, address, main, details, summary';

/**
 * The visible text of an HTML fragment or page, cleaned (see cleanText): tags and comments removed,
 * scripts, styles and embeds dropped with their content, entities decoded once. Block elements
 * separate paragraphs in paragraph mode and words otherwise.
 */
export function htmlToText(html: string | null | undefined, options: CleanTextOptions = {}): string {
  if (!html) return '';
  const $ = cheerio().load(html, null, false);
  $(NOT_TEXT).remove();
  $(BLOCKS).each((_, el) => {
    $(el).before('\n').after('\n');
  });
  return tidy($.root().text(), options);
}

/** True when a string seems to hold markup rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>|<!--/i.test(text);
}
