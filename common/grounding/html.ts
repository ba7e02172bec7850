/**
 * HTML read as text for the grounding check (common/grounding.ts): entities decoded, one string per
 * block (a claim never crosses a block), and `stripPrices`, which removes every sentence stating
 * a price. It reads text only; it is not a sanitiser (server/lib/sanitize.ts is).
 */
import { NUM } from './numbers.ts';

type Token = { tag: true; raw: string; name: string } | { tag: false; raw: string; text: string };

const TAG_RE = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
const BLOCK_TAGS = new Set([
  'p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'blockquote', 'div', 'dd', 'dt', 'figcaption',
  'caption', 'pre', 'ul', 'ol', 'table', 'tr', 'br', 'hr', 'section', 'article', 'figure', 'dl',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', euro: '€', deg: '°', times: '×',
  ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»',
  middot: '·', agrave: 'à', aacute: 'á', egrave: 'è', eacute: 'é', igrave: 'ì', iacute: 'í', ograve: 'ò',
  oacute: 'ó', ugrave: 'ù', uacute: 'ú', Agrave: 'À', Egrave: 'È', Eacute: 'É', Igrave: 'Ì', Ograve: 'Ò', Ugrave: 'Ù',
  frac12: '½', sup2: '²', sup3: '³', micro: 'µ', thinsp: '\u2009',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (m, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return NAMED_ENTITIES[name] ?? m;
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function htmlTokens(html: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const m of html.matchAll(TAG_RE)) {
    if (m.index > last) {
      const raw = html.slice(last, m.index);
      tokens.push({ tag: false, raw, text: decodeEntities(raw) });
    }
    tokens.push({ tag: true, raw: m[0], name: (m[1] ?? '!').toLowerCase() });
    last = m.index + m[0].length;
  }
  if (last < html.length) {
    const raw = html.slice(last);
    tokens.push({ tag: false, raw, text: decodeEntities(raw) });
  }
  return tokens;
}

/** Indices of the text tokens of each block (paragraph, list item, heading, cell…), in order. */
function blocksOf(tokens: Token[]): number[][] {
  const blocks: number[][] = [];
  let current: number[] = [];
  tokens.forEach((t, i) => {
    if (t.tag) {
      if (BLOCK_TAGS.has(t.name) && current.length > 0) {
        blocks.push(current);
        current = [];
      }
    } else current.push(i);
  });
  if (current.length > 0) blocks.push(current);
  return blocks;
}

/** The text of some HTML, one string per block (for claims, which never cross a block). */
export function htmlTextBlocks(html: string): string[] {
  const tokens = htmlTokens(html);
  return blocksOf(tokens)
    .map((ids) => ids.map((i) => (tokens[i] as { text: string }).text).join(''))
    .filter((t) => t.trim() !== '');
}

// ---------------------------------------------------------------------------------------------
// Prices out of AI text
// ---------------------------------------------------------------------------------------------

/** A price: '€ 22.49', '22,49 €', '25 euro', 'EUR 25'. */
export const PRICE_SOURCE = String.raw`(?:€|EUR\b)[\s\u00a0]*(?:${NUM})|(?<![\p{L}\d,.])(?:${NUM})[\s\u00a0]*(?:€|euro\b|eur\b)`;

/** True when the text states a price ('29,99 €', '€ 22.49', '25 euro'). */
export function mentionsPrice(text: string): boolean {
  return PRICE_TEST_RE.test(decodeEntities(text));
}

const PRICE_TEST_RE = new RegExp(PRICE_SOURCE, 'iu');

/**
 * Sentence ranges of a block's text: a sentence ends at . ! ? … or ; followed by a space (or the
 * end), or at a line break, and takes the spaces after it. A decimal point inside a number
 * ("22.49 €") is not followed by a space, so numbers stay whole.
 */
function sentences(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const space = (ch: string | undefined) => ch !== undefined && /[\s\u00a0]/.test(ch);
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const ends = ch === '\n' || ('.!?…;'.includes(ch) && (i + 1 === text.length || space(text[i + 1])));
    i++;
    if (ends) {
      while (i < text.length && space(text[i])) i++;
      out.push([start, i]);
      start = i;
    }
  }
  if (start < text.length) out.push([start, text.length]);
  return out;
}

const INLINE_EMPTY_RE = /<(strong|b|em|i|u|s|mark|small|sub|sup|a|span|code|q|abbr|cite)(?:\s[^>]*)?>[\s\u00a0]*<\/\1>/gi;
const BLOCK_EMPTY_RE = /<(p|li|h[1-6]|blockquote|figcaption|dd|dt|caption)(?:\s[^>]*)?>(?:[\s\u00a0]|<br\s*\/?>)*<\/\1>/gi;
const LIST_EMPTY_RE = /<(ul|ol|dl)(?:\s[^>]*)?>\s*<\/\1>/gi;
// Every run of spaces, the closing tag after it optional (the run stays where there is none): a
// run that must be followed by the tag would be tried again from each of its spaces.
const BLOCK_END_SPACE_RE = /[ \u00a0]+(<\/(?:p|li|h[1-6]|td|th|blockquote|dd|dt|figcaption|caption)>)?/gi;

/**
 * Removes every sentence that states a price (the whole sentence, so no half sentence is left;
 * a list item or heading that was only a price goes too), keeping the markup balanced. HTML
 * without a price comes back unchanged. Applied to AI text when it is generated and again when
 * it is shown on a public page: a price there comes only from the product's refreshed data.
 */
export function stripPrices(html: string): string {
  if (!mentionsPrice(html)) return html;
  const tokens = htmlTokens(html);
  const replaced = new Map<number, string>();
  for (const ids of blocksOf(tokens)) {
    const parts = ids.map((i) => (tokens[i] as { text: string }).text);
    const text = parts.join('');
    if (!mentionsPrice(text)) continue;
    const deleted = new Uint8Array(text.length);
    for (const [start, end] of sentences(text)) {
      if (PRICE_TEST_RE.test(text.slice(start, end))) deleted.fill(1, start, end);
    }
    let offset = 0;
    ids.forEach((tokenIndex, k) => {
      const part = parts[k]!;
      let kept = '';
      for (let c = 0; c < part.length; c++) if (!deleted[offset + c]) kept += part[c];
      if (kept !== part) replaced.set(tokenIndex, escapeText(kept));
      offset += part.length;
    });
  }
  if (replaced.size === 0) return html;
  let out = tokens.map((t, i) => replaced.get(i) ?? t.raw).join('').replace(BLOCK_END_SPACE_RE, (run, end?: string) => end ?? run);
  for (let pass = 0; pass < 5; pass++) {
    const next = out.replace(INLINE_EMPTY_RE, '').replace(BLOCK_EMPTY_RE, '').replace(LIST_EMPTY_RE, '');
    if (next === out) break;
    out = next;
  }
  return out.trim();
}
