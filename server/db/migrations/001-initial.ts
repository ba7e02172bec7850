import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The first schema: every entity of the spec (section 3).
 * Shared by SQLite and PostgreSQL; only the auto-increment key and the float type differ.
 */
export function migration001(dialect: DialectName) {
  const pg = dialect === 'postgres';
  const real = pg ? 'double precision' : 'real';

  function withId<T extends string>(t: CreateTableBuilder<T, never>) {
    return pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  }
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  const timestamps = <T extends string>(t: CreateTableBuilder<T, any>) => t.addColumn('created_at', 'text', notNull).addColumn('updated_at', 'text', notNull);
  const statusCheck = sql`stato in ('bozza', 'pubblicata', 'archiviata')`;

  return {
    async up(db: Kysely<any>) {
      await timestamps(withId(db.schema.createTable('categories')).addColumn('nome', 'text', notNull).addColumn('descrizione', 'text')).execute();
      await db.schema
        .createIndex('categories_nome_unique')
        .on('categories')
        .expression(sql`lower(nome)`)
        .unique()
        .execute();

      await timestamps(
        withId(db.schema.createTable('products'))
          .addColumn('nome_prodotto', 'text', notNull)
          .addColumn('nome_sintetico', 'text')
          .addColumn('nome_visualizzato', 'text')
          .addColumn('link_prodotto', 'text')
          .addColumn('asin', 'text', (c) => c.unique())
          .addColumn('asin_preferito', 'text')
          .addColumn('valutazione', real, (c) => c.check(sql`valutazione is null or (valutazione >= 0 and valutazione <= 5)`))
          .addColumn('seo_keyword', 'text')
          .addColumn('img_prodotto', 'text')
          .addColumn('prezzo_originale', real, (c) => c.check(sql`prezzo_originale is null or prezzo_originale >= 0`))
          .addColumn('prezzo_scontato', real, (c) => c.check(sql`prezzo_scontato is null or prezzo_scontato >= 0`))
          .addColumn('specifiche_tecniche', 'text')
          .addColumn('descrizione_generale', 'text')
          .addColumn('informazioni_articolo', 'text')
          .addColumn('contenuto_scatola', 'text')
          .addColumn('id_categoria', 'integer', (c) => c.references('categories.id').onDelete('set null'))
          .addColumn('prezzo_aggiornato_at', 'text'),
      ).execute();
      await db.schema.createIndex('products_categoria_idx').on('products').column('id_categoria').execute();
      await db.schema.createIndex('products_created_idx').on('products').column('created_at').execute();

      await timestamps(
        withId(db.schema.createTable('prompts'))
          .addColumn('titolo', 'text', notNull)
          .addColumn('tipo', 'text', (c) => c.notNull().check(sql`tipo in ('recensione', 'guida', 'notizia')`))
          .addColumn('testo', 'text', notNull)
          .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)),
      ).execute();
      await db.schema.createIndex('prompts_tipo_updated_idx').on('prompts').columns(['tipo', 'updated_at']).execute();
      // At most one default prompt per type.
      await db.schema.createIndex('prompts_one_default_per_tipo').on('prompts').column('tipo').unique().where(sql.ref('is_default'), '=', 1).execute();

      await timestamps(
        withId(db.schema.createTable('reviews'))
          .addColumn('id_prodotto', 'integer', (c) => c.notNull().unique().references('products.id').onDelete('cascade'))
          .addColumn('titolo', 'text')
          .addColumn('contenuto', 'text', notNull)
          .addColumn('stato', 'text', (c) => c.notNull().defaultTo('bozza').check(statusCheck))
          .addColumn('id_prompt', 'integer', (c) => c.references('prompts.id').onDelete('set null'))
          .addColumn('published_at', 'text'),
      ).execute();
      await db.schema.createIndex('reviews_stato_updated_idx').on('reviews').columns(['stato', 'updated_at']).execute();

      await withId(db.schema.createTable('images'))
        .addColumn('fonte', 'text', notNull)
        .addColumn('id_esterno', 'text')
        .addColumn('url', 'text', notNull)
        .addColumn('url_full', 'text')
        .addColumn('autore', 'text')
        .addColumn('autore_link', 'text')
        .addColumn('created_at', 'text', notNull)
        .execute();

      await timestamps(
        withId(db.schema.createTable('guides'))
          .addColumn('titolo', 'text', notNull)
          .addColumn('immagine_url', 'text')
          .addColumn('id_immagine', 'integer', (c) => c.references('images.id').onDelete('set null'))
          .addColumn('contenuto', 'text', notNull)
          .addColumn('stato', 'text', (c) => c.notNull().defaultTo('bozza').check(statusCheck))
          .addColumn('id_prompt', 'integer', (c) => c.references('prompts.id').onDelete('set null'))
          .addColumn('published_at', 'text'),
      ).execute();
      await db.schema.createIndex('guides_stato_updated_idx').on('guides').columns(['stato', 'updated_at']).execute();

      await db.schema
        .createTable('guide_products')
        .addColumn('id_guida', 'integer', (c) => c.notNull().references('guides.id').onDelete('cascade'))
        .addColumn('id_prodotto', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('posizione', 'integer', notNull)
        .addPrimaryKeyConstraint('guide_products_pk', ['id_guida', 'id_prodotto'])
        .execute();
      await db.schema.createIndex('guide_products_prodotto_idx').on('guide_products').column('id_prodotto').execute();

      await timestamps(
        withId(db.schema.createTable('news'))
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('titolo', 'text', notNull)
          .addColumn('sommario', 'text')
          .addColumn('descrizione', 'text')
          .addColumn('contenuto', 'text')
          .addColumn('testo_originale', 'text')
          .addColumn('fonte', 'text')
          .addColumn('link_fonte', 'text')
          .addColumn('data_pubblicazione', 'text')
          .addColumn('immagine_url', 'text')
          .addColumn('immagine_autore', 'text')
          .addColumn('stato', 'text', (c) => c.notNull().defaultTo('bozza').check(statusCheck))
          .addColumn('rilevanza', 'integer', (c) =>
            c
              .notNull()
              .defaultTo(0)
              .check(sql`rilevanza >= 0 and rilevanza <= 5`),
          )
          .addColumn('tag', 'text'),
      ).execute();
      await db.schema.createIndex('news_stato_data_idx').on('news').columns(['stato', 'data_pubblicazione']).execute();
      await db.schema.createIndex('news_link_fonte_idx').on('news').column('link_fonte').execute();

      await timestamps(
        withId(db.schema.createTable('feed_sources'))
          .addColumn('nome', 'text', notNull)
          .addColumn('url', 'text', (c) => c.notNull().unique())
          .addColumn('attivo', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();

      await withId(db.schema.createTable('news_candidates'))
        .addColumn('id_feed', 'integer', (c) => c.references('feed_sources.id').onDelete('set null'))
        .addColumn('chiave', 'text', (c) => c.notNull().unique())
        .addColumn('titolo', 'text', notNull)
        .addColumn('sommario', 'text')
        .addColumn('descrizione', 'text')
        .addColumn('testo_originale', 'text')
        .addColumn('fonte', 'text')
        .addColumn('link_fonte', 'text')
        .addColumn('data_pubblicazione', 'text')
        .addColumn('immagine_url', 'text')
        .addColumn('immagine_autore', 'text')
        .addColumn('id_notizia', 'integer', (c) => c.references('news.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('news_candidates_created_idx').on('news_candidates').column('created_at').execute();

      await timestamps(withId(db.schema.createTable('users')).addColumn('username', 'text', notNull).addColumn('password_hash', 'text', notNull)).execute();
      await db.schema
        .createIndex('users_username_unique')
        .on('users')
        .expression(sql`lower(username)`)
        .unique()
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('last_seen_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

      await db.schema
        .createTable('api_keys')
        .addColumn('name', 'text', (c) => c.primaryKey().check(sql`name in ('openai', 'unsplash')`))
        .addColumn('ciphertext', 'text', notNull)
        .addColumn('last4', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('contact_messages'))
        .addColumn('nome', 'text', notNull)
        .addColumn('email', 'text', notNull)
        .addColumn('oggetto', 'text', notNull)
        .addColumn('messaggio', 'text', notNull)
        .addColumn('consenso', 'integer', notNull)
        .addColumn('letto', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();

      await withId(db.schema.createTable('about')).addColumn('contenuto', 'text', notNull).addColumn('updated_at', 'text', notNull).execute();
    },
  };
}
