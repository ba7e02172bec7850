import { sql } from 'kysely';
import { BLOCK_ATTRIBUTE, mediaIdsInBlocks } from '../../common/content-blocks.ts';
import { type ContentType, editorPath } from '../../common/content-types.ts';
import { normalizeGuideContent } from '../../common/guide-content.ts';
import type { MediaUse } from '../../common/media.ts';
import { MEDIA_MSG } from '../../common/messages-media.ts';
import { productName } from '../../common/product-name.ts';
import type { Db } from '../db/index.ts';

/**
 * Where the library's images are used (decision 0060): as a cover (guides.id_immagine,
 * news.id_immagine) or as an image block (`<figure data-blocco="immagine" data-id>`, decision
 * 0057) in any stored text: a review's HTML, a guide's introduction, sections and conclusion, a
 * news item's text, the About page. Texts are read only when they hold an image block at all (a
 * LIKE on the block's attribute, which matches HTML and the JSON of a guide alike), then parsed
 * exactly with the blocks' own contract. Read once for every image asked about.
 */

/** `data-blocco` then `immagine`: the quotes differ between HTML and a guide's JSON, hence the `%`. */
const IMAGE_BLOCK_LIKE = `%${BLOCK_ATTRIBUTE}=%immagine%`;

/** `modifica`: the dashboard page that edits the text; a review's is its product's (`pageId`). */
const textUse = (tipo: ContentType, id: number, titolo: string | null, come: MediaUse['come'], pageId = id): MediaUse => ({
  tipo,
  id,
  titolo: titolo?.trim() || MEDIA_MSG.untitled,
  modifica: editorPath(tipo, pageId),
  come,
});

const guideText = (contenuto: string) => {
  const c = normalizeGuideContent(contenuto);
  return [c.introduzione, ...c.sezioni.map((s) => s.testo), c.conclusione].join('\n');
};

/** Every use of each of `ids` (covers first, then blocks; each text in id order); an image without uses is absent. */
export async function mediaUses(db: Db, ids: readonly number[]): Promise<Map<number, MediaUse[]>> {
  const out = new Map<number, MediaUse[]>();
  if (ids.length === 0) return out;
  const wanted = new Set(ids);
  const add = (imageId: number, u: MediaUse) => {
    if (!wanted.has(imageId)) return;
    const list = out.get(imageId) ?? [];
    list.push(u);
    out.set(imageId, list);
  };
  const k = db.kysely;
  const [guideCovers, newsCovers] = await Promise.all([
    k
      .selectFrom('guides')
      .select(['id', 'titolo', 'id_immagine'])
      .where('id_immagine', 'in', [...wanted])
      .orderBy('id')
      .execute(),
    k
      .selectFrom('news')
      .select(['id', 'titolo', 'id_immagine'])
      .where('id_immagine', 'in', [...wanted])
      .orderBy('id')
      .execute(),
  ]);
  for (const g of guideCovers) add(g.id_immagine!, textUse('guida', g.id, g.titolo, 'copertina'));
  for (const n of newsCovers) add(n.id_immagine!, textUse('notizia', n.id, n.titolo, 'copertina'));

  const hasBlock = sql<boolean>`contenuto like ${IMAGE_BLOCK_LIKE}`;
  const [reviews, guides, news, about] = await Promise.all([
    k
      .selectFrom('reviews')
      .innerJoin('products', 'products.id', 'reviews.id_prodotto')
      .select(['reviews.id', 'reviews.titolo', 'reviews.contenuto', 'reviews.id_prodotto', 'products.nome_prodotto', 'products.nome_sintetico', 'products.nome_visualizzato'])
      .where(sql<boolean>`reviews.contenuto like ${IMAGE_BLOCK_LIKE}`)
      .orderBy('reviews.id')
      .execute(),
    k.selectFrom('guides').select(['id', 'titolo', 'contenuto']).where(hasBlock).orderBy('id').execute(),
    k.selectFrom('news').select(['id', 'titolo', 'contenuto']).where(hasBlock).orderBy('id').execute(),
    k.selectFrom('about').select(['id', 'contenuto']).where(hasBlock).orderBy('id').limit(1).execute(),
  ]);
  for (const r of reviews) for (const id of mediaIdsInBlocks(r.contenuto)) add(id, textUse('recensione', r.id, r.titolo || productName(r), 'blocco', r.id_prodotto));
  for (const g of guides) for (const id of mediaIdsInBlocks(guideText(g.contenuto))) add(id, textUse('guida', g.id, g.titolo, 'blocco'));
  for (const n of news) for (const id of mediaIdsInBlocks(n.contenuto ?? '')) add(id, textUse('notizia', n.id, n.titolo, 'blocco'));
  for (const a of about) {
    for (const id of mediaIdsInBlocks(a.contenuto)) add(id, { tipo: 'chi-siamo', id: a.id, titolo: MEDIA_MSG.aboutTitle, modifica: '/dashboard/chi-siamo', come: 'blocco' });
  }
  return out;
}
