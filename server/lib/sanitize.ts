import sanitizeHtml from 'sanitize-html';
import { BLOCK_ATTRIBUTE, blockAttributes, blockFromAttributes } from '../../common/content-blocks.ts';

/** rel values a stored link may carry; noopener and noreferrer are added to every link with a target. */
const ALLOWED_REL = new Set(['nofollow', 'sponsored', 'ugc', 'noopener', 'noreferrer', 'external', 'author', 'license', 'tag']);

function relFor(attribs: sanitizeHtml.Attributes): string | undefined {
  const tokens = new Set(
    (attribs.rel ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((t) => ALLOWED_REL.has(t)),
  );
  // Any target (not only _blank: a named window opens a new one too) gets noopener noreferrer,
  // so the opened page cannot drive this one through window.opener.
  if (attribs.target) {
    tokens.add('noopener');
    tokens.add('noreferrer');
  }
  return tokens.size > 0 ? [...tokens].join(' ') : undefined;
}

/** A link's attributes under the policy: external links in a new tab, rel from the allowed values. */
function linkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const external = /^https?:\/\//i.test((attribs.href ?? '').trim());
  const next: sanitizeHtml.Attributes = external ? { ...attribs, target: '_blank' } : { ...attribs };
  const rel = relFor(next);
  if (rel) next.rel = rel;
  else delete next.rel;
  return next;
}

/** A table cell's attributes: colspan and rowspan as whole numbers from 2 to 1000 (1 is the default), nothing else. */
function cellAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const next: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name]?.trim() ?? '';
    if (/^\d{1,4}$/.test(value) && Number(value) > 1 && Number(value) <= 1000) next[name] = String(Number(value));
  }
  return next;
}

/**
 * A figure keeps only the attributes of a valid block (common/content-blocks.ts: product box,
 * comparison table, library image), rewritten in their canonical form; any other figure keeps none.
 */
function figureAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  if (!(BLOCK_ATTRIBUTE in attribs)) return {};
  const block = blockFromAttributes(attribs);
  return block ? blockAttributes(block) : {};
}

/**
 * rel of every link the AI writes: the site does not vouch for it (nofollow), it is
 * content the site did not write itself (ugc), and the page it opens gets no handle on ours
 * (noopener; noreferrer is added with the target). Of the answer's own rel values only
 * `sponsored` stays: it only ever narrows what a link passes on.
 */
export const AI_LINK_REL = ['nofollow', 'ugc', 'noopener'] as const;

function aiLinkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const next = linkAttributes(attribs);
  const given = new Set((next.rel ?? '').split(' '));
  const rel = new Set<string>(AI_LINK_REL);
  for (const kept of ['noreferrer', 'sponsored']) if (given.has(kept)) rel.add(kept);
  return { ...next, rel: [...rel].join(' ') };
}

/**
 * The one HTML policy for stored rich text (reviews, guides, news, About): editorial markup only,
 * no scripts, no event handlers, no inline styles, links forced to safe protocols. External links
 * open in a new tab; every link with a target carries rel="noopener noreferrer". Images are
 * https only: http:// sources are upgraded (mixed content would be blocked or flagged). Tables
 * keep their structure (table, caption, thead, tbody, tfoot, tr, th, td) and no attribute but a
 * cell's numeric colspan and rowspan. A figure may be a block (product box, comparison table,
 * library image: common/content-blocks.ts), kept as its canonical attributes.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'dl',
    'dt',
    'dd',
    'abbr',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    figure: [BLOCK_ATTRIBUTE, 'data-id', 'data-ids', 'data-righe', 'data-scelta', 'data-motivo', 'data-didascalia'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
    td: (tagName, attribs) => ({ tagName, attribs: cellAttributes(attribs) }),
    th: (tagName, attribs) => ({ tagName, attribs: cellAttributes(attribs) }),
    figure: (tagName, attribs) => ({ tagName, attribs: figureAttributes(attribs) }),
    img: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' };
      if (attribs.src !== undefined) next.src = attribs.src.trim().replace(/^http:\/\//i, 'https://');
      return { tagName, attribs: next };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * Text written by the AI: the same policy narrowed to what an article body needs (headings,
 * paragraphs, lists, emphasis, links with safe addresses). No images, tables or other markup:
 * an answer cannot bring in pictures from anywhere (a relative `src` passes the general policy).
 * Every link carries rel="nofollow ugc noopener" (AI_LINK_REL); whether its host is in the
 * source is the grounding check's business (common/link-grounding.ts).
 */
const AI_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a', 'blockquote'],
  transformTags: { ...OPTIONS.transformTags, a: (tagName, attribs) => ({ tagName, attribs: aiLinkAttributes(attribs) }) },
};

export function sanitizeAiHtml(html: string): string {
  return sanitizeHtml(html, AI_OPTIONS).trim();
}

/**
 * sanitize-html escapes text as it writes it (& < > "); plain text is not HTML, so those are
 * turned back into characters. Whoever renders the text escapes it (React, xmlEscape): without
 * this a visitor would see "A &amp; B" in titles, descriptions and link previews.
 */
function unescapeSanitizerText(text: string): string {
  return text.replace(/&(lt|gt|quot|#39|amp);/g, (_m, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!);
}

/** Strips every tag: for summaries, meta descriptions and search. The result is text, not HTML. */
export function toPlainText(html: string): string {
  // Block ends become spaces, so "<h2>Titolo</h2><p>Testo" does not read "TitoloTesto".
  const spaced = html.replace(/<(?:\/(?:p|h[1-6]|li|div|tr|td|th|blockquote|dt|dd|figcaption|caption)|br(?:\s*\/)?)\s*>/gi, '$& ');
  return unescapeSanitizerText(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
}
