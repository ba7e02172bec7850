import { BLOCK_ATTRIBUTE, type ContentBlock, GUIDE_PRODUCTS, blocksIn } from '../../../common/content-blocks.ts';
import { decodeEntities } from '../../../common/html-text.ts';
import { BLOCKS_MSG } from '../../../common/messages-blocks.ts';

/**
 * The editors' HTML as the blocks a person compares, in order: paragraphs, headings, list items,
 * quotes and table rows, each as plain text (tags removed, entities decoded, spaces collapsed). A
 * list item reads '• …'; a table row its cells joined by ' | '; a block of decision 0057 (an empty
 * figure that names a product, products or an image) a label such as '[Box prodotto #12]'. A small linear scanner, no DOM:
 * the texts are the editors' own sanitised HTML, and the result is only ever shown as text.
 */

export type BlockKind = 'paragraph' | 'heading' | 'item' | 'quote' | 'row' | 'block';

export interface Block {
  kind: BlockKind;
  text: string;
}

/** Tags that end a block (and start the next one). */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'hr',
  'tr',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'caption',
  'section',
  'article',
  'header',
  'footer',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Tags whose content is never text a reader sees. */
export const HIDDEN_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'template']);
const CELLS = new Set(['td', 'th']);
/** Inside a row, the tags that still end it. */
const TABLE_PARTS = new Set(['tr', 'table', 'thead', 'tbody', 'tfoot']);

/** The name of a tag ('p' of 'p class="x"', of '/p' and of 'br/'), lower-cased; '' for comments and doctypes. */
function tagName(tag: string): string {
  let i = tag[0] === '/' ? 1 : 0;
  const start = i;
  while (i < tag.length && /[a-zA-Z0-9]/.test(tag[i]!)) i++;
  return tag.slice(start, i).toLowerCase();
}

/** Which open elements the scanner is inside: the innermost meaningful one names a block's kind. */
class Context {
  private open = new Map<string, number>();
  enter(name: string) {
    this.open.set(name, (this.open.get(name) ?? 0) + 1);
  }
  leave(name: string) {
    const n = this.open.get(name) ?? 0;
    if (n > 0) this.open.set(name, n - 1);
  }
  reset(name: string) {
    this.open.delete(name);
  }
  has(name: string) {
    return (this.open.get(name) ?? 0) > 0;
  }
  kind(): BlockKind {
    if (this.has('tr')) return 'row';
    if ([...HEADINGS].some((h) => this.has(h))) return 'heading';
    if (this.has('li')) return 'item';
    if (this.has('blockquote')) return 'quote';
    return 'paragraph';
  }
}

/** What a block of the text reads as in the comparison: its kind and what it names. */
export function blockLabel(block: ContentBlock): string {
  if (block.tipo === 'prodotto') return BLOCKS_MSG.diffBox(block.id);
  if (block.tipo === 'immagine') return BLOCKS_MSG.diffImage(block.id, block.didascalia);
  if (block.ids === GUIDE_PRODUCTS) return BLOCKS_MSG.diffGuideTable;
  const rows = block.righe.map((r) => (r.tipo === 'spec' ? r.chiave : r.tipo)).join(', ');
  const pick = block.scelta === null ? '' : `; ${BLOCKS_MSG.ourPick}: #${block.scelta}${block.motivo ? ` (${block.motivo})` : ''}`;
  return BLOCKS_MSG.diffTable(`${block.ids.map((id) => `#${id}`).join(', ')}; ${rows}${pick}`);
}

/** The label of a figure's opening tag ('figure data-blocco="prodotto" data-id="12"'), or null when it is no valid block. */
function figureLabel(tag: string): string | null {
  if (!tag.includes(BLOCK_ATTRIBUTE)) return null;
  const block = blocksIn(`<${tag}></figure>`)[0];
  return block ? blockLabel(block) : null;
}

const clean = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const ctx = new Context();
  let text = '';
  let kind: BlockKind | null = null;
  let cells = 0;
  const flush = () => {
    const t = clean(text);
    if (t !== '' && t !== '|') {
      const k = kind ?? ctx.kind();
      blocks.push({ kind: k, text: k === 'item' ? `• ${t}` : t });
    }
    text = '';
    kind = null;
    cells = 0;
  };
  let hidden: string | null = null;
  // Once no '>' is left, every later '<' is text: the scan never looks ahead twice (linear).
  let noMoreGt = false;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const end = lt === -1 ? html.length : lt;
    if (end > i && hidden === null) {
      kind ??= ctx.kind();
      text += decodeEntities(html.slice(i, end));
    }
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    const gt = noMoreGt || !/[a-zA-Z/]/.test(html[lt + 1] ?? '') ? -1 : html.indexOf('>', lt + 1);
    if (gt === -1) {
      if (!noMoreGt && /[a-zA-Z/]/.test(html[lt + 1] ?? '')) noMoreGt = true;
      if (hidden === null) text += '<';
      i = lt + 1;
      continue;
    }
    const tag = html.slice(lt + 1, gt);
    const name = tagName(tag);
    const closing = tag.startsWith('/');
    const selfClosing = tag.endsWith('/') || name === 'br' || name === 'hr';
    i = gt + 1;
    if (hidden !== null) {
      if (closing && name === hidden) hidden = null;
      continue;
    }
    if (HIDDEN_TAGS.has(name) && !closing && !selfClosing) {
      hidden = name;
      continue;
    }
    if (CELLS.has(name)) {
      // A row's cells stay one block: each new cell after the first is set apart by ' | '.
      if (!closing && ctx.has('tr')) {
        if (cells > 0) text += ' | ';
        cells++;
      }
      if (!closing) text += ' ';
      continue;
    }
    if (!BLOCK_TAGS.has(name)) continue;
    // Inside a row only the table's own structure ends the block (a cell's paragraphs do not).
    if (ctx.has('tr') && !TABLE_PARTS.has(name)) {
      text += ' ';
      continue;
    }
    flush();
    const label = name === 'figure' && !closing ? figureLabel(tag) : null;
    if (label) blocks.push({ kind: 'block', text: label });
    if (selfClosing) continue;
    if (closing) ctx.leave(name);
    else ctx.enter(name);
    // A table closed ends its rows, even one left open.
    if (closing && name === 'table') ctx.reset('tr');
  }
  flush();
  return blocks;
}
