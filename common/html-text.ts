/**
 * AI and editor HTML read as text: entities decoded, one string per block (paragraph, list item,
 * heading, cell…). Shared by the checks of AI text (common/grounding.ts, common/experience-claims.ts)
 * and by stripPrices, which rewrites the text tokens in place. It reads text only; it is not a
 * sanitiser (server/lib/sanitize.ts is).
 */

export type Token = { tag: true; raw: string; name: string } | { tag: false; raw: string; text: string };

const TAG_RE = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
const BLOCK_TAGS = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'blockquote',
  'div',
  'dd',
  'dt',
  'figcaption',
  'caption',
  'pre',
  'ul',
  'ol',
  'table',
  'tr',
  'br',
  'hr',
  'section',
  'article',
  'figure',
  'dl',
]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  euro: '€',
  deg: '°',
  times: '×',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  agrave: 'à',
  aacute: 'á',
  egrave: 'è',
  eacute: 'é',
  igrave: 'ì',
  iacute: 'í',
  ograve: 'ò',
  oacute: 'ó',
  ugrave: 'ù',
  uacute: 'ú',
  Agrave: 'À',
  Egrave: 'È',
  Eacute: 'É',
  Igrave: 'Ì',
  Ograve: 'Ò',
  Ugrave: 'Ù',
  frac12: '½',
  sup2: '²',
  sup3: '³',
  micro: 'µ',
  thinsp: '\u2009',
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

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function tokenize(html: string): Token[] {
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
export function blocksOf(tokens: Token[]): number[][] {
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
  return htmlBlocks(html).map((b) => b.text);
}

const HEADING_RE = /^h[1-6]$/;

/**
 * The blocks of some HTML as htmlTextBlocks reads them, each with whether it is a heading (its
 * text inside an h1–h6 that no other block tag interrupts): a title, which names and states nothing.
 */
export function htmlBlocks(html: string): Array<{ text: string; heading: boolean }> {
  const tokens = tokenize(html);
  return blocksOf(tokens)
    .map((ids) => {
      let heading = false;
      for (let k = ids[0]! - 1; k >= 0; k--) {
        const t = tokens[k]!;
        if (t.tag && BLOCK_TAGS.has(t.name)) {
          heading = HEADING_RE.test(t.name) && !t.raw.startsWith('</');
          break;
        }
      }
      return { text: ids.map((i) => (tokens[i] as { text: string }).text).join(''), heading };
    })
    .filter((b) => b.text.trim() !== '');
}

/** Whitespace runs (no-break and thin spaces too) as one space, trimmed: claims as they read. */
export const collapseSpaces = (s: string): string => s.replace(/[\s\u00a0\u202f\u2009]+/g, ' ').trim();
