import { type Kysely, sql } from 'kysely';
import { PUBLIC_PATHS } from '../../common/content-types.ts';
import type { Author } from '../../common/schemas-profile.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/types.ts';

/** One published text of an author, as their page and feed list it (newest first). */
export interface AuthorText {
  tipo: 'recensione' | 'guida' | 'notizia';
  /** The text's public path (/articolo/{product}, /guida/{id}, /notizie/{slug}). */
  path: string;
  titolo: string;
  /** When it was published (its source date for a news item), ISO. */
  data: string;
  sommario: string | null;
  noindex: boolean;
}

interface TextRow {
  tipo: AuthorText['tipo'];
  chiave: string;
  titolo: string;
  data: string;
  sommario: string | null;
  noindex: number;
}

/** The published texts of one writer, reviews, guides and news in one query (a UNION ALL). */
function publishedTexts(k: Kysely<Database>, userId: number) {
  const reviews = k
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.id_prodotto')
    .where('reviews.id_autore', '=', userId)
    .where('reviews.stato', '=', 'pubblicata')
    .select((eb) => [
      sql<string>`'recensione'`.as('tipo'),
      sql<string>`cast(products.id as text)`.as('chiave'),
      eb.fn.coalesce('reviews.titolo', 'products.nome_visualizzato', 'products.nome_sintetico', 'products.nome_prodotto').as('titolo'),
      eb.fn.coalesce('reviews.published_at', 'reviews.created_at').as('data'),
      sql<string | null>`null`.as('sommario'),
      'reviews.noindex as noindex',
    ]);
  const guides = k
    .selectFrom('guides')
    .where('id_autore', '=', userId)
    .where('stato', '=', 'pubblicata')
    .select((eb) => [
      sql<string>`'guida'`.as('tipo'),
      sql<string>`cast(guides.id as text)`.as('chiave'),
      'titolo',
      eb.fn.coalesce('published_at', 'created_at').as('data'),
      'sottotitolo as sommario',
      'noindex',
    ]);
  const news = k
    .selectFrom('news')
    .where('id_autore', '=', userId)
    .where('stato', '=', 'pubblicata')
    .select((eb) => [sql<string>`'notizia'`.as('tipo'), 'slug as chiave', 'titolo', eb.fn.coalesce('data_pubblicazione', 'created_at').as('data'), 'sommario', 'noindex']);
  return reviews.unionAll(guides).unionAll(news);
}

/**
 * The writers of the texts as the public site shows them (decision 0066): the byline of a review,
 * guide or news item, and /autore/{slug} — which answers only for an author with published work.
 * The name is the display name, else the username; the picture is a media-library image (none when
 * it left the library).
 */
export class AuthorsService {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db.kysely
      .selectFrom('users')
      .leftJoin('images', 'images.id', 'users.id_immagine')
      .select(['users.id', 'users.username', 'users.nome_visualizzato', 'users.slug', 'users.bio', 'images.url as immagine_url']);
  }

  private static toAuthor(row: { id: number; username: string; nome_visualizzato: string | null; slug: string | null; bio: string | null; immagine_url: string | null }): Author {
    return { id: row.id, nome: row.nome_visualizzato || row.username, slug: row.slug ?? fallbackSlug(row.id), bio: row.bio || null, immagine_url: row.immagine_url };
  }

  /** A text's byline: its writer, or null (no writer, or an account that is gone). */
  async byId(id: number | null | undefined): Promise<Author | null> {
    if (id === null || id === undefined) return null;
    const row = await this.base().where('users.id', '=', id).executeTakeFirst();
    return row ? AuthorsService.toAuthor(row) : null;
  }

  /**
   * /autore/{slug}: the author, when they have at least one published text. An account made
   * without a slug answers at `autore-{id}` (fallbackSlug) until its profile is saved.
   */
  async bySlug(slug: string): Promise<Author | null> {
    const fallbackId = /^autore-([1-9]\d{0,15})$/.exec(slug)?.[1];
    const row = await this.base()
      .where((eb) =>
        fallbackId ? eb.or([eb('users.slug', '=', slug), eb.and([eb('users.slug', 'is', null), eb('users.id', '=', Number(fallbackId))])]) : eb('users.slug', '=', slug),
      )
      .executeTakeFirst();
    if (!row || (await this.countTexts(row.id)) === 0) return null;
    return AuthorsService.toAuthor(row);
  }

  /** The author's published texts, newest first (`limit`/`offset` for the pages). */
  async texts(userId: number, page: { limit: number; offset?: number }): Promise<AuthorText[]> {
    const rows = (await this.db.kysely
      .selectFrom(publishedTexts(this.db.kysely, userId).as('t'))
      .selectAll()
      .orderBy('data', 'desc')
      .orderBy('tipo')
      .orderBy('chiave')
      .limit(page.limit)
      .offset(page.offset ?? 0)
      .execute()) as TextRow[];
    return rows.map((r) => ({ tipo: r.tipo, path: PUBLIC_PATHS[r.tipo](r.chiave), titolo: r.titolo, data: r.data, sommario: r.sommario, noindex: Number(r.noindex) === 1 }));
  }

  async countTexts(userId: number): Promise<number> {
    const row = await this.db.kysely
      .selectFrom(publishedTexts(this.db.kysely, userId).as('t'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The sitemap's authors: those with published work, each with the date of their newest text. */
  async sitemapStamps(): Promise<Array<{ slug: string; updated_at: string | null }>> {
    const k = this.db.kysely;
    const latest = k
      .selectFrom('reviews')
      .where('stato', '=', 'pubblicata')
      .select(['id_autore', 'updated_at'])
      .unionAll(k.selectFrom('guides').where('stato', '=', 'pubblicata').select(['id_autore', 'updated_at']))
      .unionAll(k.selectFrom('news').where('stato', '=', 'pubblicata').select(['id_autore', 'updated_at']));
    const rows = await k
      .selectFrom(latest.as('t'))
      .innerJoin('users', 'users.id', 't.id_autore')
      .select((eb) => ['users.id', 'users.slug', eb.fn.max('t.updated_at').as('updated_at')])
      .groupBy(['users.id', 'users.slug'])
      .orderBy('users.id')
      .execute();
    return rows.map((r) => ({ slug: r.slug ?? fallbackSlug(r.id), updated_at: r.updated_at }));
  }
}

/** The address of an account that has no slug yet (made before its profile was saved). */
export const fallbackSlug = (id: number) => `autore-${id}`;

/** Whether the user has a published text (their /autore page answers). */
export async function hasPublishedWork(k: Kysely<Database>, userId: number): Promise<boolean> {
  for (const table of ['reviews', 'guides', 'news'] as const) {
    if (await k.selectFrom(table).select('id').where('id_autore', '=', userId).where('stato', '=', 'pubblicata').limit(1).executeTakeFirst()) return true;
  }
  return false;
}
