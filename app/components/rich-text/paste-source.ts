/*
 * What clipboard markup says, read before the editor's markup is built from it (paste.ts): which
 * source elements are dropped, which start a block, which are headings, what a style attribute
 * holds (Word's mso-* properties included), and Word's list paragraphs with their drawn markers.
 * Nothing here builds output.
 */

/** Dropped with their content. */
export const DROP = new Set([
  'head',
  'title',
  'style',
  'script',
  'noscript',
  'template',
  'meta',
  'link',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'img',
  'picture',
  'video',
  'audio',
  'source',
  'track',
  'canvas',
  'map',
  'area',
  'input',
  'select',
  'option',
  'textarea',
  'button',
  'hr',
  'xml',
  'colgroup',
  'col',
]);

/** Containers made into a paragraph when they hold only text, or unwrapped when they hold blocks. */
const BLOCK_LIKE = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'figcaption',
  'address',
  'center',
  'blockquote',
  'pre',
  'dl',
  'dt',
  'dd',
  'details',
  'summary',
  'form',
  'fieldset',
  'legend',
  'hgroup',
]);

/** Source elements that start a block of their own. */
export const BLOCK_SOURCE = new Set([...BLOCK_LIKE, 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption']);

/** The editor has H2 and H3 only. */
export const HEADING: Record<string, 'h2' | 'h3'> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h3', h5: 'h3', h6: 'h3' };

/** A list marker that counts ("1.", "1.1.", "a)", "(iv)"); bullets ("·", "o", "§", "-") do not. */
export const ORDERED_MARKER = /^\(?(?:\d+(?:\.\d+)*\.?|[a-z]{1,4}[.)])\)?$/i;
/** Word's list paragraphs: style="mso-list:l0 level2 lfo1". */
const MSO_LIST = /\bl(\d+)\s+level(\d+)/i;

export const BOLD = /^(?:bold|bolder|[6-9]\d\d)$/;
export const NOT_BOLD = /^(?:normal|lighter|[1-4]\d\d)$/;

export const isElement = (n: Node): n is Element => n.nodeType === 1;
export const isText = (n: Node): n is Text => n.nodeType === 3;
// tagName, not localName: some parsers give <o:p> the local name "p".
export const tagOf = (el: Element) => el.tagName.toLowerCase();

/** The style attribute as property → value, lower case; Word's mso-* properties included (CSSOM would drop them). */
export function styleOf(el: Element): Map<string, string> {
  const map = new Map<string, string>();
  for (const decl of (el.getAttribute('style') ?? '').split(';')) {
    const colon = decl.indexOf(':');
    if (colon > 0)
      map.set(
        decl.slice(0, colon).trim().toLowerCase(),
        decl
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      );
  }
  return map;
}

export const classesOf = (el: Element) => (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);

export function isHidden(el: Element): boolean {
  const style = styleOf(el);
  return el.hasAttribute('hidden') || style.get('display') === 'none' || style.get('mso-hide') === 'all' || style.get('visibility') === 'hidden';
}

/** Word's list marker span (style="mso-list:Ignore"): the bullet or number Word draws itself. */
export const isListMarker = (el: Element) => styleOf(el).get('mso-list') === 'ignore';

/** The heading a source block becomes: h1–h6 and Word's Title, Subtitle and Heading 7–9 paragraphs. */
export function headingOf(el: Element): 'h2' | 'h3' | null {
  const tag = tagOf(el);
  if (HEADING[tag]) return HEADING[tag];
  if (tag !== 'p') return null;
  for (const cls of classesOf(el)) {
    if (/^MsoTitle$/i.test(cls)) return 'h2';
    if (/^MsoSubtitle$/i.test(cls)) return 'h3';
    const level = /^MsoHeading(\d)$/i.exec(cls);
    if (level) return Number(level[1]) <= 2 ? 'h2' : 'h3';
  }
  return null;
}

interface WordListItem {
  list: string;
  level: number;
}

/** A Word list paragraph: a <p> whose style says which list (l0) and level (level1) it belongs to. */
export function wordListItem(n: Node): WordListItem | null {
  if (!isElement(n) || tagOf(n) !== 'p') return null;
  const m = MSO_LIST.exec(styleOf(n).get('mso-list') ?? '');
  return m ? { list: m[1]!, level: Number(m[2]) } : null;
}

/** Whitespace and comments between Word's list paragraphs do not end the list. */
export const isFiller = (n: Node) => n.nodeType === 8 || (isText(n) && n.data.trim() === '');

/**
 * Takes the marker out of a Word list paragraph and returns its text: the mso-list:Ignore span,
 * or what stands between <![if !supportLists]> and <![endif]> (comments once parsed).
 */
export function takeMarker(p: Element): string {
  let marker = '';
  const kids = [...p.childNodes];
  const open = kids.findIndex((k) => k.nodeType === 8 && /^\[if !supportLists\]$/i.test((k as Comment).data.trim()));
  if (open >= 0) {
    for (let i = open + 1; i < kids.length; i++) {
      const k = kids[i]!;
      if (k.nodeType === 8 && /^\[endif\]$/i.test((k as Comment).data.trim())) break;
      marker += k.textContent ?? '';
      k.remove();
    }
  }
  for (const span of [...p.querySelectorAll('[style]')].filter(isListMarker)) {
    marker += span.textContent ?? '';
    span.remove();
  }
  return (
    marker
      .replace(/[\s\u00a0]+/g, ' ')
      .trim()
      .split(' ')[0] ?? ''
  );
}
