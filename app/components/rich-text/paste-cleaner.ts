import { BLOCK_ATTRIBUTE, blockAttributes, blockFromAttributes } from '../../../common/content-blocks.ts';
import { safeLinkUrl } from './helpers.ts';
import {
  BLOCK_SOURCE,
  BOLD,
  DROP,
  HEADING,
  NOT_BOLD,
  ORDERED_MARKER,
  classesOf,
  headingOf,
  isElement,
  isFiller,
  isHidden,
  isListMarker,
  isText,
  styleOf,
  tagOf,
  takeMarker,
  wordListItem,
} from './paste-source.ts';

/*
 * Builds the editor's markup from clipboard markup, element by element (paste.ts tidies it after):
 * new elements only, copying an <a>'s href (checked by safeLinkUrl), a cell's colspan/rowspan
 * (numbers), a block's attributes (common/content-blocks.ts, in their canonical form) and
 * ProseMirror's own data-pm-slice; Word's list paragraphs become real lists.
 */

const PM_SLICE = /^\d+ \d+(?: -\d+)? \[[^<>]*\]$/;

export interface Ctx {
  /** Inside a paragraph or heading: blocks met here are unwrapped. */
  inline: boolean;
  strong: boolean;
  em: boolean;
  link: boolean;
}

export const BLOCK_CTX: Ctx = { inline: false, strong: false, em: false, link: false };

export class Cleaner {
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
    if (tag === 'figure' && n.hasAttribute(BLOCK_ATTRIBUTE)) {
      this.block(n, out, ctx);
      return;
    }

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

  /**
   * A block copied from a Scorta text (a product box, comparison table or library image): a new
   * figure with the block's attributes only, in their canonical form. An invalid one, or one met
   * inside a paragraph, goes.
   */
  block(el: Element, out: Element, ctx: Ctx): void {
    if (ctx.inline) return;
    const attrs = Object.fromEntries(Array.from(el.attributes).map((a) => [a.name.toLowerCase(), a.value]));
    const block = blockFromAttributes(attrs);
    if (!block) return;
    const figure = this.make('figure', el);
    for (const [name, value] of Object.entries(blockAttributes(block))) figure.setAttribute(name, value);
    out.append(figure);
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
