import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../server/db/count.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/types.ts';
import { seedDemoContent } from '../../server/seed/demo.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
});
afterAll(async () => {
  await t?.close();
});

const count = (table: keyof Database) => countRows(t.db.kysely, table);

describe('migrations and demo content', () => {
  it('migrations are idempotent', async () => {
    expect(await migrateToLatest(t.db.kysely, t.db.dialect, t.db.schema)).toEqual([]);
  });

  it('loads the Italian demo content once', async () => {
    expect(await count('categories')).toBe(6);
    expect(await count('products')).toBe(24);
    expect(await count('reviews')).toBeGreaterThanOrEqual(18);
    expect(await count('guides')).toBe(4);
    expect(await count('news')).toBe(8);
    expect(await count('prompts')).toBe(3);
    expect(await count('about')).toBe(1);
    expect(await count('guide_products')).toBeGreaterThan(0);
    expect(await seedDemoContent(t.services)).toBe(false);
    expect(await count('products')).toBe(24);
  });

  it('serves demo products with the spec field names and affiliate links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prodotti' });
    const list = res.json();
    expect(list).toHaveLength(24);
    const p = list[0];
    expect(p.asin_prodotto).toMatch(/^B0[A-Z0-9]{8}$/);
    expect(p.url_acquisto).toBe(`https://www.amazon.it/dp/${p.asin_prodotto}`);
    expect(typeof p.nome_categoria).toBe('string');
    expect(p.prezzo_prodotto).toBe(p.prezzo_scontato ?? p.prezzo_originale);
  });
});

describe('schema constraints', () => {
  const base = {
    nome_prodotto: 'Prodotto di prova',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };

  it('ASIN is unique', async () => {
    await t.db.kysely
      .insertInto('products')
      .values({ ...base, asin: 'B0TESTASIN' })
      .execute();
    await expect(
      t.db.kysely
        .insertInto('products')
        .values({ ...base, asin: 'B0TESTASIN' })
        .execute(),
    ).rejects.toThrow();
  });

  it('one review per product, and reviews need an existing product', async () => {
    const { id } = await t.db.kysely.insertInto('products').values(base).returning('id').executeTakeFirstOrThrow();
    const review = { id_prodotto: id, contenuto: '<p>x</p>', stato: 'bozza' as const, created_at: base.created_at, updated_at: base.updated_at };
    await t.db.kysely.insertInto('reviews').values(review).execute();
    await expect(t.db.kysely.insertInto('reviews').values(review).execute()).rejects.toThrow();
    await expect(
      t.db.kysely
        .insertInto('reviews')
        .values({ ...review, id_prodotto: 987654 })
        .execute(),
    ).rejects.toThrow();
  });

  it('status, rating and relevance are checked', async () => {
    await expect(
      t.db.kysely
        .insertInto('products')
        .values({ ...base, valutazione: 7 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db.kysely.insertInto('news').values({ slug: 'x-1', titolo: 'x', stato: 'pubblicata', rilevanza: 9, created_at: base.created_at, updated_at: base.updated_at }).execute(),
    ).rejects.toThrow();
    await expect(
      t.db.kysely
        .insertInto('news')
        .values({ slug: 'x-2', titolo: 'x', stato: 'segreta' as 'bozza', rilevanza: 1, created_at: base.created_at, updated_at: base.updated_at })
        .execute(),
    ).rejects.toThrow();
  });

  it('news slugs are unique and only one default prompt per type', async () => {
    const news = { slug: 'unica', titolo: 'x', stato: 'bozza' as const, rilevanza: 0, created_at: base.created_at, updated_at: base.updated_at };
    await t.db.kysely.insertInto('news').values(news).execute();
    await expect(t.db.kysely.insertInto('news').values(news).execute()).rejects.toThrow();
    await expect(
      t.db.kysely
        .insertInto('prompts')
        .values({ titolo: 'x', tipo: 'guida', testo: 'y', is_active: 1, is_default: 1, created_at: base.created_at, updated_at: base.updated_at })
        .execute(),
    ).rejects.toThrow();
  });

  it('deleting a category leaves its products without one', async () => {
    const cat = await t.services.categories.create({ nome: 'Da eliminare', descrizione: null });
    const { id } = await t.db.kysely
      .insertInto('products')
      .values({ ...base, id_categoria: cat.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.kysely.deleteFrom('categories').where('id', '=', cat.id).execute();
    const p = await t.db.kysely.selectFrom('products').select('id_categoria').where('id', '=', id).executeTakeFirstOrThrow();
    expect(p.id_categoria).toBeNull();
  });
});
