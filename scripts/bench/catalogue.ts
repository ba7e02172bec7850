// The large catalogue of `npm run bench`: the demo content multiplied into 10,000 products, 8,000
// published reviews, 500 guides and 20,000 news items (sizes configurable), written straight into
// a migrated database in batches. Run by scripts/bench.mjs through `node --import tsx`.
import { bootstrap } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { DEMO_CATEGORIES, DEMO_GUIDES, DEMO_NEWS, DEMO_PRODUCTS } from '../../server/seed/demo-data.ts';

export interface CatalogueSize {
  products: number;
  reviews: number;
  guides: number;
  news: number;
}

export const DEFAULT_SIZE: CatalogueSize = { products: 10_000, reviews: 8_000, guides: 500, news: 20_000 };

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 400;

/** Inserts rows in batches (one statement per batch, well under SQLite's and PostgreSQL's parameter limits). */
async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const asin = (n: number) => `B0${n.toString(36).toUpperCase().padStart(8, '0')}`;

/** Migrates the database of `env` (DATA_DIR or DATABASE_URL) and fills it; answers the counts. */
export async function loadCatalogue(env: Record<string, string | undefined>, size: CatalogueSize = DEFAULT_SIZE) {
  const config = loadConfig({ ...env, SEED_DEMO: 'false', JOBS: 'false' });
  const services = await bootstrap(config, { info() {}, warn() {} });
  const db = services.db.kysely;
  const now = Date.now();
  const iso = (t: number) => new Date(t).toISOString();
  try {
    const categoryIds: number[] = [];
    for (const c of DEMO_CATEGORIES) categoryIds.push((await services.categories.create({ nome: c.nome, descrizione: c.descrizione })).id);

    const products = Array.from({ length: size.products }, (_, i) => {
      const p = DEMO_PRODUCTS[i % DEMO_PRODUCTS.length]!;
      const n = Math.floor(i / DEMO_PRODUCTS.length) + 1;
      const created = iso(now - ((i * 7) % 900) * DAY - i * 1000);
      return {
        nome_prodotto: `${p.nome_prodotto} (serie ${n})`,
        nome_sintetico: `${p.nome_sintetico} ${n}`,
        nome_visualizzato: null,
        link_prodotto: null,
        asin: asin(i + 1),
        asin_preferito: null,
        valutazione: Math.round((3 + ((i * 37) % 20) / 10) * 10) / 10,
        seo_keyword: p.seo_keyword,
        img_prodotto: p.image,
        prezzo_originale: Math.round((p.prezzo_originale + (i % 50)) * 100) / 100,
        prezzo_scontato: p.prezzo_scontato === null ? null : Math.round((p.prezzo_scontato + (i % 50)) * 100) / 100,
        specifiche_tecniche: p.specifiche_tecniche,
        descrizione_generale: p.descrizione_generale,
        informazioni_articolo: p.informazioni_articolo,
        contenuto_scatola: p.contenuto_scatola,
        id_categoria: categoryIds[i % categoryIds.length]!,
        prezzo_aggiornato_at: iso(now - 2 * 60 * 60 * 1000),
        dati_aggiornati_at: null,
        aggiornamento_fallito_at: null,
        aggiornamento_errore: null,
        disponibile: 1,
        created_at: created,
        updated_at: created,
      };
    });
    await insertAll(products, (batch) => db.insertInto('products').values(batch).execute());
    const productIds = (await db.selectFrom('products').select('id').orderBy('id').execute()).map((r) => r.id);

    const withReview = DEMO_PRODUCTS.filter((p) => p.review);
    const reviews = productIds.slice(0, size.reviews).map((id, i) => {
      const r = withReview[i % withReview.length]!.review!;
      const at = iso(now - ((i * 5) % 700) * DAY - i * 1000);
      return {
        id_prodotto: id,
        titolo: `${r.titolo} (${i + 1})`,
        contenuto: r.html,
        stato: 'pubblicata' as const,
        id_prompt: null,
        created_at: at,
        updated_at: at,
        published_at: at,
      };
    });
    await insertAll(reviews, (batch) => db.insertInto('reviews').values(batch).execute());

    for (let g = 0; g < size.guides; g += BATCH) {
      const count = Math.min(BATCH, size.guides - g);
      const rows = Array.from({ length: count }, (_, k) => {
        const i = g + k;
        const demo = DEMO_GUIDES[i % DEMO_GUIDES.length]!;
        const ids = demo.sezioni.map((_s, s) => productIds[(i * 11 + s * 97) % productIds.length]!);
        const contenuto = JSON.stringify({
          introduzione: demo.introduzione,
          sezioni: demo.sezioni.map((s, n) => ({ id_prodotto: ids[n]!, testo: s.testo })),
          conclusione: demo.conclusione,
        });
        const at = iso(now - (i % 600) * DAY - i * 1000);
        return {
          row: {
            titolo: `${demo.titolo} (${i + 1})`,
            immagine_url: demo.image,
            id_immagine: null,
            contenuto,
            stato: 'pubblicata' as const,
            id_prompt: null,
            created_at: at,
            updated_at: at,
            published_at: at,
          },
          ids,
        };
      });
      const inserted = await db
        .insertInto('guides')
        .values(rows.map((r) => r.row))
        .returning('id')
        .execute();
      const links = inserted.flatMap((row, k) => rows[k]!.ids.map((id_prodotto, posizione) => ({ id_guida: row.id, id_prodotto, posizione })));
      await insertAll(links, (batch) => db.insertInto('guide_products').values(batch).execute());
    }

    const news = Array.from({ length: size.news }, (_, i) => {
      const n = DEMO_NEWS[i % DEMO_NEWS.length]!;
      const at = iso(now - Math.floor(i / 20) * DAY - i * 1000);
      return {
        slug: `${n.slug}-${i + 1}`,
        titolo: `${n.titolo} (${i + 1})`,
        sommario: n.sommario,
        descrizione: n.descrizione,
        contenuto: n.contenuto,
        testo_originale: null,
        fonte: n.fonte,
        link_fonte: `${n.link_fonte}#${i + 1}`,
        data_pubblicazione: at,
        immagine_url: n.image,
        immagine_autore: n.immagine_autore,
        immagine_autore_link: null,
        id_immagine: null,
        stato: 'pubblicata' as const,
        rilevanza: n.rilevanza,
        tag: n.tag,
        created_at: at,
        updated_at: at,
      };
    });
    await insertAll(news, (batch) => db.insertInto('news').values(batch).execute());
    return { products: productIds.length, reviews: reviews.length, guides: size.guides, news: news.length };
  } finally {
    await services.db.close();
  }
}
