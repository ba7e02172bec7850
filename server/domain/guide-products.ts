import type { Kysely } from 'kysely';
import { GUIDE_MSG as G, MAX_GUIDE_PRODUCTS } from '../../common/messages-guides.ts';
import { normalizeGuideContent } from '../../common/guide-content.ts';
import type { Guide, GuideContent } from '../../common/types.ts';
import type { Database } from '../db/types.ts';
import type { GuideRow } from '../db/schema.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { badRequest } from './errors.ts';
import { seoToApi } from './content/seo-fields.ts';
import { newsroomToApi } from './content/newsroom-fields.ts';

export type GuideJoined = GuideRow & { immagine_autore: string | null; immagine_autore_link: string | null; immagine_fonte: string | null };

/** Guides with their cover's credit (the picked image's author and source). */
export function guideRows(k: Kysely<Database>) {
  return k
    .selectFrom('guides')
    .leftJoin('images', 'images.id', 'guides.id_immagine')
    .selectAll('guides')
    .select(['images.autore as immagine_autore', 'images.autore_link as immagine_autore_link', 'images.fonte as immagine_fonte']);
}

/** The API shape of guide rows, their products in order (one query for all of them). */
export async function guidesToApi(k: Kysely<Database>, rows: GuideJoined[]): Promise<Guide[]> {
  if (rows.length === 0) return [];
  const links = await k
    .selectFrom('guide_products')
    .select(['id_guida', 'id_prodotto'])
    .where(
      'id_guida',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('posizione')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    titolo: r.titolo,
    sottotitolo: r.sottotitolo,
    ...seoToApi(r),
    ...newsroomToApi(r),
    immagine_url: r.immagine_url,
    id_immagine: r.id_immagine,
    immagine_autore: r.immagine_autore,
    immagine_autore_link: r.immagine_autore_link,
    immagine_fonte: r.immagine_fonte,
    stato: r.stato,
    contenuto: normalizeGuideContent(r.contenuto),
    prodotti: links.filter((l) => l.id_guida === r.id).map((l) => l.id_prodotto),
    created_at: r.created_at,
    updated_at: r.updated_at,
    generato_ai: r.generato_ai === 1,
    pubblicazione_programmata: r.pubblicazione_programmata,
  }));
}

/** A guide's row and its products as the API gives them; its writes about products, cover and HTML. */

/**
 * The products of a guide, in order: the list sent, else the products its sections name. Every
 * section must be about one of them (introduction and conclusion have none); 1…10, all existing.
 * On update (`current` given) sections naming a product deleted since are kept as text but no
 * longer count (the product went with its own deletion), and content without product sections
 * keeps the current products: a guide whose product was deleted can still be saved.
 */
export async function guideProductsFor(trx: Kysely<Database>, contenuto: GuideContent, prodotti: number[] | undefined, current?: number[]): Promise<number[]> {
  const fromSections = [...new Set(contenuto.sezioni.map((s) => s.id_prodotto).filter((id): id is number => id !== null))];
  const existing = async (ids: number[]) => {
    if (ids.length === 0) return new Set<number>();
    const found = await trx.selectFrom('products').select('id').where('id', 'in', ids).execute();
    return new Set(found.map((r) => r.id));
  };
  let ids: number[];
  if (prodotti) {
    if (fromSections.some((id) => !prodotti.includes(id))) throw badRequest(G.sectionOutsideGuide);
    ids = prodotti;
  } else if (current) {
    const known = await existing(fromSections);
    const derived = fromSections.filter((id) => known.has(id));
    ids = derived.length > 0 ? derived : current;
  } else {
    ids = fromSections;
  }
  if (ids.length === 0) throw badRequest(G.productsRequired);
  if (ids.length > MAX_GUIDE_PRODUCTS) throw badRequest(G.productsMax);
  const known = await existing(ids);
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw badRequest(G.productsNotFound(missing));
  return ids;
}

/** A picked image (the picker's): it must exist; its URL becomes the cover unless one is sent. */
export async function pickedImageUrl(trx: Kysely<Database>, id: number): Promise<string> {
  const image = await trx.selectFrom('images').select('url').where('id', '=', id).executeTakeFirst();
  if (!image) throw badRequest(G.imageNotFound);
  return image.url;
}

/** The guide's products, in order (replacing the previous list). */
export async function setGuideProducts(trx: Kysely<Database>, id: number, ids: number[]): Promise<void> {
  await trx.deleteFrom('guide_products').where('id_guida', '=', id).execute();
  await trx
    .insertInto('guide_products')
    .values(ids.map((id_prodotto, posizione) => ({ id_guida: id, id_prodotto, posizione })))
    .execute();
}

/** Every part of a guide through the site's HTML policy. */
export function sanitizeGuideContent(c: GuideContent): GuideContent {
  return {
    introduzione: sanitizeRichText(c.introduzione),
    sezioni: c.sezioni.map((s) => ({ id_prodotto: s.id_prodotto, testo: sanitizeRichText(s.testo) })),
    conclusione: sanitizeRichText(c.conclusione),
  };
}
