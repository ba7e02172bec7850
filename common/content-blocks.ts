/**
 * Blocks inside stored rich text (decision 0057): a product box, a comparison table and
 * an image from the media library. The text stores a reference, never copied data — a price or
 * an alt text is read at request time from the catalogue and the library:
 *
 *   <figure data-blocco="prodotto" data-id="12"></figure>
 *   <figure data-blocco="confronto" data-ids="12,7,31" data-righe="valutazione,prezzo,spec:Peso,acquista"
 *           data-scelta="7" data-motivo="La più leggera"></figure>
 *   <figure data-blocco="confronto" data-ids="guida" data-righe="…"></figure>   (a guide's own products)
 *   <figure data-blocco="immagine" data-id="5" data-didascalia="Il kit nel bagagliaio"></figure>
 *
 * This module is the one contract between the editor (which writes the markup), the sanitiser
 * (which keeps exactly these attributes, server/lib/sanitize.ts) and the public render (which
 * replaces each figure with the block, app/lib/pages/). Pure functions, no DOM.
 */

export const BLOCK_ATTRIBUTE = 'data-blocco';
export const BLOCK_KINDS = ['prodotto', 'confronto', 'immagine'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** A comparison table has 2 to 6 products (the guide's own: the first 6). */
export const COMPARISON_MIN_PRODUCTS = 2;
export const COMPARISON_MAX_PRODUCTS = 6;
/** At most this many rows, and a spec key or a reason of at most so many characters. */
export const COMPARISON_MAX_ROWS = 12;
export const SPEC_KEY_MAX = 60;
export const REASON_MAX = 160;
export const CAPTION_MAX = 300;
/** `data-ids="guida"`: the products of the guide the table is in, read when the page renders. */
export const GUIDE_PRODUCTS = 'guida';

/** Fixed rows of a comparison table; a spec row is `spec:{key}` with the key URI-encoded. */
export const COMPARISON_ROWS = ['valutazione', 'prezzo', 'acquista'] as const;
export type ComparisonFixedRow = (typeof COMPARISON_ROWS)[number];
export type ComparisonRow = { tipo: ComparisonFixedRow } | { tipo: 'spec'; chiave: string };
export const DEFAULT_COMPARISON_ROWS: ComparisonRow[] = [{ tipo: 'valutazione' }, { tipo: 'prezzo' }, { tipo: 'acquista' }];

export interface ProductBlock {
  tipo: 'prodotto';
  id: number;
}
export interface ComparisonBlock {
  tipo: 'confronto';
  /** The products' ids in column order, or GUIDE_PRODUCTS. */
  ids: number[] | typeof GUIDE_PRODUCTS;
  righe: ComparisonRow[];
  /** The column marked 'La nostra scelta' (one of `ids`), with its one-line reason. */
  scelta: number | null;
  motivo: string;
}
export interface ImageBlock {
  tipo: 'immagine';
  id: number;
  didascalia: string;
}
export type ContentBlock = ProductBlock | ComparisonBlock | ImageBlock;

/** Where a click on an Amazon link happened (the `blocco` of the click report): box, table, a product button, a link in the text. */
export const CLICK_PLACES = ['prodotto', 'confronto', 'pulsante', 'testo'] as const;
export type ClickPlace = (typeof CLICK_PLACES)[number];
export const isClickPlace = (value: unknown): value is ClickPlace => typeof value === 'string' && (CLICK_PLACES as readonly string[]).includes(value);

const positiveId = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

const oneLine = (value: string | undefined, max: number): string => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

/** The rows of `data-righe` (unknown tokens dropped, each row once, at most COMPARISON_MAX_ROWS). */
export function parseComparisonRows(value: string | undefined): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  const seen = new Set<string>();
  for (const token of (value ?? '').split(',')) {
    const t = token.trim();
    let row: ComparisonRow | null = null;
    if ((COMPARISON_ROWS as readonly string[]).includes(t)) row = { tipo: t as ComparisonFixedRow };
    else if (t.startsWith('spec:')) {
      let key = '';
      try {
        key = oneLine(decodeURIComponent(t.slice(5)), SPEC_KEY_MAX);
      } catch {
        key = '';
      }
      if (key) row = { tipo: 'spec', chiave: key };
    }
    if (!row) continue;
    const id = serializeRow(row);
    if (seen.has(id) || rows.length >= COMPARISON_MAX_ROWS) continue;
    seen.add(id);
    rows.push(row);
  }
  return rows;
}

const serializeRow = (row: ComparisonRow): string => (row.tipo === 'spec' ? `spec:${encodeURIComponent(row.chiave)}` : row.tipo);
export const serializeComparisonRows = (rows: readonly ComparisonRow[]): string => rows.map(serializeRow).join(',');

/** `data-ids`: GUIDE_PRODUCTS, or distinct positive ids (at most COMPARISON_MAX_PRODUCTS). */
export function parseComparisonIds(value: string | undefined): number[] | typeof GUIDE_PRODUCTS {
  if ((value ?? '').trim() === GUIDE_PRODUCTS) return GUIDE_PRODUCTS;
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const id = positiveId(part);
    if (id !== null && !ids.includes(id) && ids.length < COMPARISON_MAX_PRODUCTS) ids.push(id);
  }
  return ids;
}

/** A block from a figure's attributes (names lower-case, values decoded), or null when it is not a valid block. */
export function blockFromAttributes(attrs: Readonly<Record<string, string | undefined>>): ContentBlock | null {
  const kind = attrs[BLOCK_ATTRIBUTE];
  if (kind === 'prodotto' || kind === 'immagine') {
    const id = positiveId(attrs['data-id']);
    if (id === null) return null;
    return kind === 'prodotto' ? { tipo: 'prodotto', id } : { tipo: 'immagine', id, didascalia: oneLine(attrs['data-didascalia'], CAPTION_MAX) };
  }
  if (kind === 'confronto') {
    const ids = parseComparisonIds(attrs['data-ids']);
    if (ids !== GUIDE_PRODUCTS && ids.length < COMPARISON_MIN_PRODUCTS) return null;
    const righe = parseComparisonRows(attrs['data-righe']);
    const chosen = positiveId(attrs['data-scelta']);
    // A pick must be one of the table's products; without a pick there is no reason either.
    const scelta = chosen !== null && (ids === GUIDE_PRODUCTS || ids.includes(chosen)) ? chosen : null;
    return {
      tipo: 'confronto',
      ids,
      righe: righe.length > 0 ? righe : DEFAULT_COMPARISON_ROWS,
      scelta,
      motivo: scelta !== null ? oneLine(attrs['data-motivo'], REASON_MAX) : '',
    };
  }
  return null;
}

/** The attributes that store a block (what the editor writes and the sanitiser keeps), in a stable order. */
export function blockAttributes(block: ContentBlock): Record<string, string> {
  switch (block.tipo) {
    case 'prodotto':
      return { [BLOCK_ATTRIBUTE]: 'prodotto', 'data-id': String(block.id) };
    case 'immagine':
      return { [BLOCK_ATTRIBUTE]: 'immagine', 'data-id': String(block.id), ...(block.didascalia ? { 'data-didascalia': block.didascalia } : {}) };
    case 'confronto':
      return {
        [BLOCK_ATTRIBUTE]: 'confronto',
        'data-ids': block.ids === GUIDE_PRODUCTS ? GUIDE_PRODUCTS : block.ids.join(','),
        'data-righe': serializeComparisonRows(block.righe),
        ...(block.scelta !== null ? { 'data-scelta': String(block.scelta) } : {}),
        ...(block.scelta !== null && block.motivo ? { 'data-motivo': block.motivo } : {}),
      };
  }
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A block as stored HTML: an empty figure carrying its attributes. */
export function blockHtml(block: ContentBlock): string {
  const attrs = Object.entries(blockAttributes(block))
    .map(([name, value]) => `${name}="${escapeAttr(value)}"`)
    .join(' ');
  return `<figure ${attrs}></figure>`;
}

const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const decode = (value: string) =>
  value.replace(
    /&(?:quot|#34|amp|#38|lt|#60|gt|#62|#39|apos);/g,
    (m) => ({ '&quot;': '"', '&#34;': '"', '&amp;': '&', '&#38;': '&', '&lt;': '<', '&#60;': '<', '&gt;': '>', '&#62;': '>', '&#39;': "'", '&apos;': "'" })[m]!,
  );

function attributesOf(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    if (name === 'figure' || name in out) continue;
    out[name] = decode(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

/** One piece of a text: HTML to insert as is, or a block to render in its place. */
export type TextPart = { html: string } | { blocco: ContentBlock };

/**
 * A sanitised text cut at its blocks: the figures that carry `data-blocco` (and whatever they
 * contain) become blocks; an invalid one is dropped. Works on the sanitiser's output (quoted
 * attributes, no nested figures in blocks), in linear time.
 */
export function splitBlocks(html: string): TextPart[] {
  const parts: TextPart[] = [];
  const figure = /<figure\b([^>]*)>([\s\S]*?)<\/figure>/gi;
  let at = 0;
  for (const m of html.matchAll(figure)) {
    const attrs = attributesOf(m[1] ?? '');
    if (!(BLOCK_ATTRIBUTE in attrs)) continue;
    if (m.index > at) parts.push({ html: html.slice(at, m.index) });
    const block = blockFromAttributes(attrs);
    if (block) parts.push({ blocco: block });
    at = m.index + m[0].length;
  }
  if (at < html.length) parts.push({ html: html.slice(at) });
  return parts.filter((p) => !('html' in p) || p.html.trim() !== '');
}

/** Every block of a text, in order. */
export const blocksIn = (html: string): ContentBlock[] => splitBlocks(html).flatMap((p) => ('blocco' in p ? [p.blocco] : []));

/** The product ids a text's blocks name (boxes and explicit tables), each once. */
export function productIdsInBlocks(html: string): number[] {
  const ids = new Set<number>();
  for (const b of blocksIn(html)) {
    if (b.tipo === 'prodotto') ids.add(b.id);
    else if (b.tipo === 'confronto' && b.ids !== GUIDE_PRODUCTS) for (const id of b.ids) ids.add(id);
  }
  return [...ids];
}

/** The media ids a text's image blocks name, each once (what makes a library file "in use"). */
export const mediaIdsInBlocks = (html: string): number[] => [...new Set(blocksIn(html).flatMap((b) => (b.tipo === 'immagine' ? [b.id] : [])))];
