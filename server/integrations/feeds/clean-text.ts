/**
 * Text from outside (feeds, article pages) made safe and tidy, as the spec's section 5 asks for
 * news: Unicode NFC, HTML entities decoded, invisible and control characters removed, whitespace
 * collapsed. Plain text in, plain text out: tags are not touched here (htmlToText removes them).
 */
import { replaceTags, trimEndMatching } from '../../../common/text.ts';
import { markupDepth } from '../markup-depth.ts';

/** Deepest nesting of a feed field's HTML read with the parser (real ones stay under 20). */
const MAX_FIELD_DEPTH = 128;
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
 * Raw text or markup cut to a few times the limit of the field it becomes, before any parsing or
 * cleaning, so that the work on one field is bounded whatever an outside document holds (16,000
 * characters at least: images, links and styles can come before the first words of a summary).
 */
export function bounded(raw: string, limit: number): string {
  const max = Math.max(5 * limit, 16_000);
  if (raw.length <= max) return raw;
  return raw.slice(0, /[\uD800-\uDBFF]/.test(raw[max - 1]!) ? max - 1 : max);
}

/** What truncateText drops at the end of a cut text (a loop: see common/text.ts). */
const TRAILING = /[\s,;:.\-–—(«"']/u;

/**
 * At most `max` characters: cut on the last word boundary before the limit (when one is near),
 * trailing punctuation dropped, '…' added. Text within the limit comes back as it is.
 * Linear in `max`, whatever the text: a feed can hand us 20,000 commas.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const space = cut.search(/\s\S*$/);
  if (space > max * 0.6) cut = cut.slice(0, space);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${trimEndMatching(cut, TRAILING)}…`;
}

/** Never text: scripts, styles, embedded objects, form controls, the document head. */
const NOT_TEXT = new Set('script style noscript template iframe object embed svg math canvas form button select textarea input head title meta link'.split(' '));

/** Elements that end a line (and so a paragraph, in paragraph mode). */
const BLOCKS = new Set(
  (
    'p div br hr li dt dd h1 h2 h3 h4 h5 h6 blockquote pre section article header footer aside nav ' + 'figure figcaption table caption tr ul ol dl address main details summary'
  ).split(' '),
);

type HtmlNode = ReturnType<ReturnType<ReturnType<typeof cheerio>['load']>['root']>[number]['children'][number];

/**
 * The visible text of an HTML fragment or page, cleaned (see cleanText): tags and comments removed,
 * scripts, styles and embeds dropped with their content, entities decoded once. Block elements
 * separate paragraphs in paragraph mode and words otherwise.
 *
 * One walk over the parsed tree with a stack of its own, linear in its size: inserting line
 * breaks around the blocks with cheerio took quadratic time in the number of siblings (25,000
 * <br>: 5 s), and cheerio's recursive text() exhausted the call stack on 30,000 nested <b>.
 */
export function htmlToText(html: string | null | undefined, options: CleanTextOptions = {}): string {
  if (!html) return '';
  // Markup nested deeper than any article's: its text without a parser (not linear in the depth).
  if (markupDepth(html, MAX_FIELD_DEPTH) > MAX_FIELD_DEPTH) return tidy(decodeEntities(replaceTags(html, ' ')), options);
  const root = cheerio().load(html, null, false).root()[0]!;
  const parts: string[] = [];
  // A string on the stack is text to add when it comes off: the line break after a block.
  const stack: Array<HtmlNode | string> = [...root.children].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (typeof node === 'string') parts.push(node);
    else if (node.type === 'text' && 'data' in node) parts.push(node.data);
    else if (node.type !== 'comment' && 'children' in node) {
      const name = 'name' in node ? node.name : '';
      if (NOT_TEXT.has(name)) continue;
      if (BLOCKS.has(name)) {
        parts.push('\n');
        stack.push('\n');
      }
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
    }
  }
  return tidy(parts.join(''), options);
}

/** True when a string seems to hold markup rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>|<!--/i.test(text);
}
