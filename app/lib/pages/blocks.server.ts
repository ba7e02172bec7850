import {
  COMPARISON_MAX_PRODUCTS,
  COMPARISON_MIN_PRODUCTS,
  type ComparisonRow,
  GUIDE_PRODUCTS,
  type ImageBlock,
  splitBlocks,
  type TextPart,
} from '../../../common/content-blocks.ts';
import { mentionsPrice } from '../../../common/grounding.ts';
import { isPriceFresh } from '../../../common/price-freshness.ts';
import type { MediaItem } from '../../../common/media.ts';
import type { Product } from '../../../common/types.ts';
import type { Services } from '../../../server/services.ts';
import { keyValueLines } from '../content.server.ts';
import { productName } from '../format.ts';

/**
 * Blocks inside stored text, resolved at request time (decisions 0057 and 0059): a text is cut at
 * its block figures (common/content-blocks.ts splitBlocks), the products of every box and table of
 * a page are read in one query, and each block becomes the data its component renders
 * (app/components/site/blocks/). A product that no longer exists renders nothing; a table left
 * with fewer than two products renders nothing. The price's 24-hour rule is decided here, by the
 * server's clock, so tests move time through services.clock.
 */

/** What a product block or a guide's product section shows of a product: name, picture, rating, price and its time, the Amazon link. */
export function productShown(p: Product) {
  return {
    id: p.id,
    nome: productName(p),
    img_prodotto: p.img_prodotto,
    valutazione_prodotto: p.valutazione_prodotto,
    prezzo_prodotto: p.prezzo_prodotto,
    prezzo_originale: p.prezzo_originale,
    prezzo_aggiornato_at: p.prezzo_aggiornato_at,
    updated_at: p.updated_at,
    url_acquisto: p.url_acquisto,
  };
}

/** A product as a box or a table column shows it. */
export interface BlockProduct extends ReturnType<typeof productShown> {
  /** The price was read in the last 24 hours by the server's clock: only then is it shown. */
  prezzo_fresco: boolean;
  /** "Chiave: valore" lines of its technical data (specifiche_tecniche), in order. */
  specifiche: Array<{ key: string; value: string }>;
  /** Its review is published: the box links to it. */
  recensione: boolean;
}

/**
 * The media library's answer for image blocks: the items of these ids that exist (one call per
 * page), e.g. `(ids) => services.media.publicByIds(ids)`.
 */
export type ImageLookup<I> = (ids: number[]) => Promise<ReadonlyMap<number, I>>;

/**
 * What an image block shows: the media library's item (common/media.ts), read for a whole page in
 * one call (`services.media.publicByIds`); an image deleted from the library renders nothing.
 */
export type BlockImage = MediaItem;
export function imageLookup(services: Partial<Pick<Services, 'media'>>): ImageLookup<BlockImage> | undefined {
  const media = services.media;
  return media ? (ids) => media.publicByIds(ids) : undefined;
}

/** One piece of a text as rendered: HTML, or a block with its current data. */
export type RichPart<I = BlockImage> =
  | { tipo: 'html'; html: string }
  | { tipo: 'prodotto'; prodotto: BlockProduct }
  | { tipo: 'confronto'; prodotti: BlockProduct[]; righe: ComparisonRow[]; scelta: number | null; motivo: string }
  | { tipo: 'immagine'; immagine: I; didascalia: string };

export interface BlockContext<I> {
  /** The guide's own products in its order, for `data-ids="guida"`; outside a guide such a table renders nothing. */
  guideProducts?: readonly number[];
  /** Each HTML part as shown: the Amazon links made ours (and, where the page does it, prices stripped). */
  html?: (html: string) => string;
  /** Image blocks; by default the media library's hook (`imageLookup`); without one they render nothing. */
  images?: ImageLookup<I>;
}

function blockProduct(p: Product, now: number): BlockProduct {
  return {
    ...productShown(p),
    prezzo_fresco: p.prezzo_prodotto !== null && isPriceFresh(p.prezzo_aggiornato_at, now),
    specifiche: keyValueLines(p.specifiche_tecniche).filter((s) => s.key !== ''),
    recensione: p.haRecensionePubblicata,
  };
}

const hasBlocks = (parts: TextPart[]) => parts.some((p) => 'blocco' in p);

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;

/** How many elements `html` leaves open (negative: closes more than it opens). Sanitised HTML: every tag quoted and closed. */
function openElements(html: string): number {
  let depth = 0;
  for (const m of html.matchAll(TAG)) if (!VOID.has(m[2]!.toLowerCase()) && !m[0].endsWith('/>')) depth += m[1] ? -1 : 1;
  return depth;
}

/**
 * The blocks a text shows where it can: at its top level. A block figure inside another element
 * (a list item, a quote, a table cell) would cut that element in two pieces of HTML, so it renders
 * nothing and the HTML around it stays whole (the editor inserts blocks between paragraphs).
 */
function topLevel(parts: TextPart[]): TextPart[] {
  const out: TextPart[] = [];
  let depth = 0;
  for (const part of parts) {
    if ('blocco' in part) {
      if (depth === 0) out.push(part);
      continue;
    }
    depth += openElements(part.html);
    const last = out.at(-1);
    if (last && 'html' in last) last.html += part.html;
    else out.push({ html: part.html });
  }
  return out;
}

/**
 * Several texts of one page (a review; a guide's introduction, sections and conclusion; a news
 * text), each as its parts: the products of all their blocks read in one query, the images in one
 * call of the hook. A text without blocks is one HTML part (or none when empty).
 */
export async function resolveTexts<I = BlockImage>(
  services: Pick<Services, 'products' | 'clock'> & Partial<Pick<Services, 'media'>>,
  texts: readonly string[],
  context: BlockContext<I> = {},
): Promise<RichPart<I>[][]> {
  const lookup = context.images ?? (imageLookup(services) as ImageLookup<I> | undefined);
  const split = texts.map((t) => (t ? topLevel(splitBlocks(t)) : []));
  const guideIds = (context.guideProducts ?? []).slice(0, COMPARISON_MAX_PRODUCTS);
  const productIds = new Set<number>();
  const imageIds = new Set<number>();
  for (const parts of split) {
    for (const part of parts) {
      if (!('blocco' in part)) continue;
      const b = part.blocco;
      if (b.tipo === 'prodotto') productIds.add(b.id);
      else if (b.tipo === 'immagine') imageIds.add(b.id);
      else for (const id of b.ids === GUIDE_PRODUCTS ? guideIds : b.ids) productIds.add(id);
    }
  }
  const [products, images] = await Promise.all([
    productIds.size > 0 ? services.products.getMany([...productIds]) : new Map<number, Product>(),
    imageIds.size > 0 && lookup ? lookup([...imageIds]) : new Map<number, I>(),
  ]);
  const now = services.clock.nowMs();
  const shown = new Map<number, BlockProduct>();
  const productFor = (id: number): BlockProduct | undefined => {
    const p = products.get(id);
    if (!p) return undefined;
    let out = shown.get(id);
    if (!out) shown.set(id, (out = blockProduct(p, now)));
    return out;
  };
  const html = context.html ?? ((h: string) => h);
  return split.map((parts, i) => {
    // A text without blocks is shown exactly as before blocks existed: one piece of HTML.
    if (!hasBlocks(parts)) return parts.length > 0 ? [{ tipo: 'html' as const, html: html(texts[i]!) }] : [];
    return parts.flatMap((part): RichPart<I>[] => {
      if (!('blocco' in part)) return [{ tipo: 'html', html: html(part.html) }];
      const b = part.blocco;
      if (b.tipo === 'prodotto') {
        const p = productFor(b.id);
        return p ? [{ tipo: 'prodotto', prodotto: p }] : [];
      }
      if (b.tipo === 'immagine') return imageParts(b, images);
      const columns = (b.ids === GUIDE_PRODUCTS ? guideIds : b.ids).map(productFor).filter((p): p is BlockProduct => p !== undefined);
      if (columns.length < COMPARISON_MIN_PRODUCTS) return [];
      const scelta = b.scelta !== null && columns.some((p) => p.id === b.scelta) ? b.scelta : null;
      // A reason that names a price would freeze it in the text: left out, like any price of the text.
      const motivo = scelta !== null && !mentionsPrice(b.motivo) ? b.motivo : '';
      return [{ tipo: 'confronto', prodotti: columns, righe: b.righe, scelta, motivo }];
    });
  });
}

function imageParts<I>(block: ImageBlock, images: ReadonlyMap<number, I>): RichPart<I>[] {
  const item = images.get(block.id);
  return item === undefined ? [] : [{ tipo: 'immagine', immagine: item, didascalia: block.didascalia }];
}

/** A text's parts as plain HTML again (no block rendered): for what only reads the text. */
export const partsHtml = (parts: readonly RichPart<unknown>[]): string => parts.map((p) => (p.tipo === 'html' ? p.html : '')).join('');
