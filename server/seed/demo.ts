import type { Services } from '../services.ts';
import { seedDemoAuthors } from './demo-authors.ts';
import { DEMO_ABOUT, DEMO_CATEGORIES, DEMO_GUIDES, DEMO_NEWS, DEMO_PRODUCTS, DEMO_PROMPTS } from './demo-data.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Who confirmed the demo guides' advice claims (the publishing gate's record). */
const DEMO_EDITOR = 'Redazione (contenuti dimostrativi)';

/**
 * Loads the Italian demo content, in one transaction, only into a database without products,
 * guides or news (so it never mixes with real content).
 */
/** A product box in a demo text names its product by key (`data-id="@key"`): the id the product got when seeded (0: none). */
export const withProductIds = (html: string, ids: ReadonlyMap<string, number>): string =>
  html.replace(/data-id="@([a-z0-9-]+)"/g, (_m, key: string) => `data-id="${ids.get(key) ?? 0}"`);

export async function seedDemoContent(services: Services, now = services.clock.nowMs()): Promise<boolean> {
  const { db } = services;
  const existing = await db.kysely
    .selectFrom('products')
    .select('id')
    .union(db.kysely.selectFrom('guides').select('id'))
    .union(db.kysely.selectFrom('news').select('id'))
    .limit(1)
    .execute();
  if (existing.length > 0) return false;

  await db.kysely.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    for (const c of DEMO_CATEGORIES) {
      const row = await services.categories.create({ nome: c.nome, descrizione: c.descrizione }, trx);
      categoryIds.set(c.key, row.id);
    }
    const productIds = new Map<string, number>();
    for (const p of DEMO_PRODUCTS) {
      const created = new Date(now - p.createdDaysAgo * DAY).toISOString();
      const id = await services.products.create(
        {
          nome_prodotto: p.nome_prodotto,
          nome_sintetico: p.nome_sintetico,
          nome_visualizzato: null,
          link_prodotto: null,
          asin: p.asin,
          asin_preferito: null,
          valutazione: p.valutazione,
          seo_keyword: p.seo_keyword,
          img_prodotto: p.image,
          prezzo_originale: p.prezzo_originale,
          prezzo_scontato: p.prezzo_scontato,
          specifiche_tecniche: p.specifiche_tecniche,
          descrizione_generale: p.descrizione_generale,
          informazioni_articolo: p.informazioni_articolo,
          contenuto_scatola: p.contenuto_scatola,
          id_categoria: categoryIds.get(p.category) ?? null,
          // Read two hours ago: fresh for a day, then hidden until the refresh reads it again. The
          // data too: a new demo site does not send the daily refresh to Amazon for all its
          // products at its first start (nor, while it fails, change their rows every few seconds).
          prezzo_aggiornato_at: new Date(now - 2 * 60 * 60 * 1000).toISOString(),
          dati_aggiornati_at: new Date(now - 2 * 60 * 60 * 1000).toISOString(),
          created_at: created,
        },
        trx,
      );
      productIds.set(p.key, id);
      if (p.review) {
        await services.reviews.create(
          {
            id_prodotto: id,
            titolo: p.review.titolo,
            sottotitolo: p.review.sottotitolo,
            contenuto: p.review.html,
            stato: p.review.stato,
            updated_at: new Date(now - (p.createdDaysAgo - 0.5) * DAY).toISOString(),
          },
          trx,
        );
      }
    }
    const withIds = (html: string) => withProductIds(html, productIds);
    for (const g of DEMO_GUIDES) {
      const sezioni = g.sezioni.filter((s) => productIds.has(s.product)).map((s) => ({ id_prodotto: productIds.get(s.product)!, testo: withIds(s.testo) }));
      const guideId = await services.guides.create(
        {
          titolo: g.titolo,
          sottotitolo: g.sottotitolo,
          immagine_url: g.image,
          contenuto: { introduzione: withIds(g.introduzione), sezioni, conclusione: withIds(g.conclusione) },
          stato: g.stato,
          prodotti: sezioni.map((s) => s.id_prodotto),
          // The demo guides stand for guides written with the AI and checked by the editors.
          generato_ai: true,
        },
        trx,
      );
      if (g.conferme) await services.claims.record('guida', guideId, g.conferme, DEMO_EDITOR, trx);
    }
    for (const n of DEMO_NEWS) {
      await services.news.create(
        {
          slug: n.slug,
          titolo: n.titolo,
          sottotitolo: n.sottotitolo,
          sommario: n.sommario,
          descrizione: n.descrizione,
          contenuto: n.contenuto,
          testo_originale: null,
          fonte: n.fonte,
          link_fonte: n.link_fonte,
          data_pubblicazione: n.data_pubblicazione,
          immagine_url: n.image,
          immagine_autore: n.immagine_autore,
          stato: n.stato,
          rilevanza: n.rilevanza,
          tag: n.tag,
        },
        trx,
      );
    }
    for (const p of DEMO_PROMPTS) {
      await services.prompts.create({ ...p, is_active: true, is_default: true }, trx);
    }
    const about = await trx.selectFrom('about').select('id').limit(1).executeTakeFirst();
    if (!about) await services.about.create(DEMO_ABOUT, trx);
    await seedDemoAuthors(trx, new Date(now).toISOString());
  });
  return true;
}
