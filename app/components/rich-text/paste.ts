import { safeLinkUrl } from './helpers.ts';

/*
 * Clipboard HTML (Microsoft Word, Google Docs, a web page) made into the editor's own markup before
 * ProseMirror parses it: paragraphs, H2/H3, bold, italic, lists, links with safe addresses, tables.
 * Everything else goes: styles, classes, ids, <style>, <meta>, comments, Word's <o:p> and
 * conditional blocks, <font>, spans, images, scripts, frames, event handlers. The clipboard is
 * untrusted: the output is built from new elements, copying only an <a>'s href (checked by
 * safeLinkUrl), a cell's colspan/rowspan (numbers) and ProseMirror's own data-pm-slice.
 */

/** Dropped with their content. */
const DROP = new Set([
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
const BLOCK_SOURCE = new Set([...BLOCK_LIKE, 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption']);

/** The blocks of the output. */
const BLOCK_OUT = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th']);

/** The editor has H2 and H3 only. */
const HEADING: Record<string, 'h2' | 'h3'> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h3', h5: 'h3', h6: 'h3' };

/** A list marker that counts ("1.", "1.1.", "a)", "(iv)"); bullets ("·", "o", "§", "-") do not. */
const ORDERED_MARKER = /^\(?(?:\d+(?:\.\d+)*\.?|[a-z]{1,4}[.)])\)?$/i;
/** Word's list paragraphs: style="mso-list:l0 level2 lfo1". */
const MSO_LIST = /\bl(\d+)\s+level(\d+)/i;

const BOLD = /^(?:bold|bolder|[6-9]\d\d)$/;
const NOT_BOLD = /^(?:normal|lighter|[1-4]\d\d)$/;
const PM_SLICE = /^\d+ \d+(?: -\d+)? \[[^<>]*\]$/;

interface Ctx {
  /** Inside a paragraph or heading: blocks met here are unwrapped. */
  inline: boolean;
  strong: boolean;
  em: boolean;
  link: boolean;
}

const BLOCK_CTX: Ctx = { inline: false, strong: false, em: false, link: false };

const isElement = (n: Node): n is Element => n.nodeType === 1;
const isText = (n: Node): n is Text => n.nodeType === 3;
// tagName, not localName: some parsers give <o:p> the local name "p".
const tagOf = (el: Element) => el.tagName.toLowerCase();

/** The style attribute as property → value, lower case; Word's mso-* properties included (CSSOM would drop them). */
function styleOf(el: Element): Map<string, string> {
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

const classesOf = (el: Element) => (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);

function isHidden(el: Element): boolean {
  const style = styleOf(el);
  return el.hasAttribute('hidden') || style.get('display') === 'none' || style.get('mso-hide') === 'all' || style.get('visibility') === 'hidden';
}

/** Word's list marker span (style="mso-list:Ignore"): the bullet or number Word draws itself. */
const isListMarker = (el: Element) => styleOf(el).get('mso-list') === 'ignore';

/** The heading a source block becomes: h1–h6 and Word's Title, Subtitle and Heading 7–9 paragraphs. */
function headingOf(el: Element): 'h2' | 'h3' | null {
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
function wordListItem(n: Node): WordListItem | null {
  if (!isElement(n) || tagOf(n) !== 'p') return null;
  const m = MSO_LIST.exec(styleOf(n).get('mso-list') ?? '');
  return m ? { list: m[1]!, level: Number(m[2]) } : null;
}

/** Whitespace and comments between Word's list paragraphs do not end the list. */
const isFiller = (n: Node) => n.nodeType === 8 || (isText(n) && n.data.trim() === '');

/**
 * Takes the marker out of a Word list paragraph and returns its text: the mso-list:Ignore span,
 * or what stands between <![if !supportLists]> and <![endif]> (comments once parsed).
 */
function takeMarker(p: Element): string {
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

class Cleaner {
  constructor(private readonly doc: Document) {}

  make(tag: string, from?: Element): HTMLElement {
    const el = this.doc.createElement(tag);
    const slice = from?.getAttribute('data-pm-slice');
    if (slice && PM_SLICE.test(slice)) el.setAttribute('data-pm-slice', slice);
    return el;
  }

  children(src: Node, out: Element, ctx: Ctx): void {
    const kids = [...src.childNodes];
    for (let i = 0; i < kids.length; i++) {
      const kid = kids[i]!;
      if (!ctx.inline && wordListItem(kid)) {
        const run: Element[] = [];
        let last = i;
        for (let j = i; j < kids.length; j++) {
          const k = kids[j]!;
          if (wordListItem(k)) {
            run.push(k as Element);
            last = j;
          } else if (!isFiller(k)) break;
        }
        this.wordList(run, out);
        i = last;
      } else {
        this.node(kid, out, ctx);
      }
    }
  }

  node(n: Node, out: Element, ctx: Ctx): void {
    if (isText(n)) {
      out.append(this.doc.createTextNode(n.data));
      return;
    }
    if (!isElement(n)) return; // comments, Word's conditional blocks, processing instructions
    const tag = tagOf(n);
    if (tag.includes(':')) {
      // Word's <o:p> (an empty paragraph mark) and VML shapes go; smart tags (<st1:place>) keep their text.
      if (!/^(?:o|v|w10):/.test(tag)) this.children(n, out, ctx);
      return;
    }
    if (DROP.has(tag) || isHidden(n) || isListMarker(n)) return;

    if (tag === 'br') {
      if (!classesOf(n).includes('Apple-interchange-newline')) out.append(this.make('br'));
      return;
    }
    if (tag === 'p' || HEADING[tag]) {
      if (ctx.inline) return this.children(n, out, ctx);
      const heading = headingOf(n);
      const block = this.make(heading ?? 'p', n);
      // A heading is bold already: its bold runs add nothing.
      this.children(n, block, { ...ctx, inline: true, strong: ctx.strong || heading !== null });
      out.append(block);
      return;
    }
    if (tag === 'ul' || tag === 'ol') {
      if (ctx.inline) return this.children(n, out, ctx);
      out.append(this.list(n, ctx));
      return;
    }
    if (tag === 'li') {
      if (ctx.inline) return this.children(n, out, ctx);
      const list = this.make('ul');
      list.append(this.item(n, ctx));
      out.append(list);
      return;
    }
    if (tag === 'table') {
      if (ctx.inline) return this.children(n, out, ctx);
      this.table(n, out, ctx);
      return;
    }
    if (BLOCK_SOURCE.has(tag)) {
      // Containers (and table parts found outside a table): a paragraph of their text, or their blocks.
      if (ctx.inline || this.hasBlocks(n)) return this.children(n, out, ctx);
      const p = this.make('p', n);
      this.children(n, p, { ...ctx, inline: true });
      out.append(p);
      return;
    }
    this.inline(n, tag, out, ctx);
  }

  /** Links, bold and italic (as tags or as Google Docs' styled spans); any other inline element is unwrapped. */
  inline(el: Element, tag: string, out: Element, ctx: Ctx): void {
    // Google Docs wraps a whole copy in <b style="font-weight:normal" id="docs-internal-guid-…">.
    if (this.hasBlocks(el)) return this.children(el, out, ctx);
    const style = styleOf(el);
    const weight = style.get('font-weight') ?? '';
    const fontStyle = style.get('font-style') ?? '';
    const bold = tag === 'b' || tag === 'strong' ? !NOT_BOLD.test(weight) : BOLD.test(weight);
    const italic = tag === 'i' || tag === 'em' ? fontStyle !== 'normal' : /^(?:italic|oblique)/.test(fontStyle);
    const href = tag === 'a' && !ctx.link ? safeLinkUrl(el.getAttribute('href') ?? '') : null;
    let target = out;
    const next = { ...ctx, inline: true };
    const wrap = (name: string) => {
      const w = this.make(name, el);
      target.append(w);
      target = w;
    };
    if (href) {
      wrap('a');
      target.setAttribute('href', href);
      next.link = true;
    }
    if (bold && !ctx.strong) {
      wrap('strong');
      next.strong = true;
    }
    if (italic && !ctx.em) {
      wrap('em');
      next.em = true;
    }
    this.children(el, target, next);
  }

  hasBlocks(el: Element): boolean {
    return [...el.children].some((k) => BLOCK_SOURCE.has(tagOf(k)));
  }

  /** A list; Google Docs puts a nested list beside the items (<ul><li/><ul/></ul>): it moves into the item before it. */
  list(src: Element, ctx: Ctx): HTMLElement {
    const list = this.make(tagOf(src), src);
    let lastItem: HTMLElement | null = null;
    for (const kid of [...src.childNodes]) {
      if (isText(kid) && kid.data.trim() === '') continue;
      if (isElement(kid) && tagOf(kid) === 'li') {
        lastItem = this.item(kid, ctx);
        list.append(lastItem);
      } else if (isElement(kid) && (tagOf(kid) === 'ul' || tagOf(kid) === 'ol')) {
        if (!lastItem) list.append((lastItem = this.make('li')));
        lastItem.append(this.list(kid, ctx));
      } else {
        const item = this.make('li');
        this.node(kid, item, { ...BLOCK_CTX, link: ctx.link });
        list.append(item);
        lastItem = item;
      }
    }
    return list;
  }

  item(src: Element, ctx: Ctx): HTMLElement {
    const li = this.make('li', src);
    this.children(src, li, { ...BLOCK_CTX, link: ctx.link });
    return li;
  }

  /** Word's list paragraphs as <ul>/<ol> with <li><p>: a deeper level nests in the item before it. */
  wordList(run: Element[], out: Element): void {
    const stack: Array<{ level: number; ordered: boolean; list: HTMLElement; item: HTMLElement | null }> = [];
    let listId: string | null = null;
    for (const p of run) {
      const { list: id, level } = wordListItem(p)!;
      const ordered = ORDERED_MARKER.test(takeMarker(p));
      if (id !== listId) {
        stack.length = 0;
        listId = id;
      }
      while (stack.length > 0 && stack.at(-1)!.level > level) stack.pop();
      let top = stack.at(-1);
      if (top && top.level === level && top.ordered !== ordered) {
        stack.pop();
        top = stack.at(-1);
      }
      if (!top || top.level < level) {
        const list = this.make(ordered ? 'ol' : 'ul');
        if (top) {
          if (!top.item) top.list.append((top.item = this.make('li')));
          top.item.append(list);
        } else {
          out.append(list);
        }
        top = { level, ordered, list, item: null };
        stack.push(top);
      }
      const li = this.make('li');
      const para = this.make('p', p);
      this.children(p, para, { ...BLOCK_CTX, inline: true });
      li.append(para);
      top.list.append(li);
      top.item = li;
    }
  }

  /** A table's rows and cells, with colspan/rowspan; a caption becomes a paragraph before it. */
  table(src: Element, out: Element, ctx: Ctx): void {
    const table = this.make('table', src);
    let loose: HTMLElement | null = null;
    for (const part of [...src.children]) {
      const tag = tagOf(part);
      if (tag === 'caption') {
        const p = this.make('p');
        this.children(part, p, { ...ctx, inline: true });
        out.append(p);
      } else if (tag === 'thead' || tag === 'tbody' || tag === 'tfoot') {
        const section = this.make(tag);
        for (const row of [...part.children]) if (tagOf(row) === 'tr') section.append(this.row(row, ctx));
        table.append(section);
        loose = null;
      } else if (tag === 'tr') {
        if (!loose) table.append((loose = this.make('tbody')));
        loose.append(this.row(part, ctx));
      }
    }
    out.append(table);
  }

  row(src: Element, ctx: Ctx): HTMLElement {
    const tr = this.make('tr', src);
    for (const cell of [...src.children]) {
      const tag = tagOf(cell);
      if (tag !== 'td' && tag !== 'th') continue;
      const out = this.make(tag, cell);
      for (const name of ['colspan', 'rowspan']) {
        const value = cell.getAttribute(name)?.trim() ?? '';
        if (/^\d{1,3}$/.test(value) && Number(value) > 1) out.setAttribute(name, String(Number(value)));
      }
      this.children(cell, out, { ...BLOCK_CTX, link: ctx.link });
      tr.append(out);
    }
    return tr;
  }
}

/** The text nodes and <br>s of an inline run, in order, not entering blocks. */
function leaves(nodes: Node[], found: Node[] = []): Node[] {
  for (const n of nodes) {
    if (isText(n) || (isElement(n) && tagOf(n) === 'br')) found.push(n);
    else if (isElement(n)) leaves([...n.childNodes], found);
  }
  return found;
}

/** One inline run: white space collapsed as the browser shows it, nothing at its edges, no <br> there. */
function tidyRun(run: Node[]): void {
  const items = leaves(run);
  let afterSpace = true;
  let lastText: Text | null = null;
  for (const leaf of items) {
    if (isText(leaf)) {
      let data = leaf.data.replace(/[ \t\n\r\f]+/g, ' ');
      if (afterSpace) data = data.replace(/^ /, '');
      leaf.data = data;
      if (data !== '') {
        afterSpace = data.endsWith(' ');
        lastText = leaf;
      }
    } else {
      if (lastText) lastText.data = lastText.data.replace(/ $/, '');
      afterSpace = true;
      lastText = null;
    }
  }
  if (lastText) lastText.data = lastText.data.replace(/ $/, '');
  const live = items.filter((l) => !isText(l) || l.data !== '');
  for (const l of items) if (isText(l) && l.data === '') l.remove();
  // <br>s at the start or end of a run show nothing but an empty line.
  for (let i = 0; i < live.length && !isText(live[i]!); i++) live[i]!.parentNode?.removeChild(live[i]!);
  for (let i = live.length - 1; i >= 0 && !isText(live[i]!); i--) live[i]!.parentNode?.removeChild(live[i]!);
}

function tidyWhitespace(container: Element): void {
  let run: Node[] = [];
  for (const kid of [...container.childNodes]) {
    if (isElement(kid) && BLOCK_OUT.has(tagOf(kid))) {
      tidyRun(run);
      run = [];
      tidyWhitespace(kid);
    } else {
      run.push(kid);
    }
  }
  tidyRun(run);
}

const isBlank = (el: Element) => (el.textContent ?? '').replace(/[\s\u00a0]+/g, '') === '' && !el.querySelector('br');

/** Empty formatting, empty paragraphs and items, rows without cells, tables without rows go; adjacent lists of one kind join. */
function prune(el: Element): void {
  for (const kid of [...el.children]) prune(kid);
  for (const kid of [...el.children]) {
    const tag = tagOf(kid);
    const empty =
      ((tag === 'strong' || tag === 'em' || tag === 'a') && kid.childNodes.length === 0) ||
      ((tag === 'p' || tag === 'h2' || tag === 'h3') && isBlank(kid)) ||
      ((tag === 'li' || tag === 'ul' || tag === 'ol' || tag === 'tr' || tag === 'thead' || tag === 'tbody' || tag === 'tfoot') && kid.childNodes.length === 0) ||
      (tag === 'table' && !kid.querySelector('tr'));
    if (empty) kid.remove();
  }
  for (const kid of [...el.children]) {
    const prev = kid.previousSibling;
    if ((tagOf(kid) === 'ul' || tagOf(kid) === 'ol') && prev && isElement(prev) && tagOf(prev) === tagOf(kid)) {
      prev.append(...kid.childNodes);
      kid.remove();
    }
  }
}

/**
 * Clean HTML from clipboard HTML: ProseMirror's transformPastedHTML (wired in extensions.ts).
 * Word's list paragraphs become real lists, h1 becomes h2 and h4–h6 h3, Google Docs' bold and
 * italic spans become <strong>/<em>; see the top of this file for what is kept.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out = doc.createElement('div');
  new Cleaner(doc).children(doc.body, out, BLOCK_CTX);
  tidyWhitespace(out);
  prune(out);
  return out.innerHTML;
}
