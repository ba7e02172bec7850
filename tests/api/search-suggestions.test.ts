import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCondition, suggestionQuery } from '../../server/domain/search.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * GET /api/suggerimenti: at most 5 names of published items containing the text
 * (case-insensitive, accents kept, LIKE wildcards literal), from the search index of migration 008.
 */
let t: TestApp;
let categoria = 0;

beforeAll(async () => {
  t = await createTestApp();
  const s = t.services;
  categoria = (await s.categories.create({ nome: 'Illuminazione', descrizione: null })).id;
  const product = async (nome_prodotto: string, nome_sintetico: string | null, review: 'pubblicata' | 'bozza' | null, id_categoria: number | null = null) => {
    const id = await s.products.create({ nome_prodotto, nome_sintetico, id_categoria } as Parameters<typeof s.products.create>[0]);
    if (review) await s.reviews.create({ id_prodotto: id, contenuto: '<p>Prova.</p>', stato: review });
    return id;
  };
  await product('Torcia LED ricaricabile da 1000 lumen', 'Torcia LED', 'pubblicata', categoria);
  await product('Torcia a manovella', null, 'pubblicata', categoria);
  await product("Radio d'emergenza 100% solare", '', 'pubblicata');
  await product('Kit_pronto soccorso', null, 'pubblicata');
  await product('CAFFÈ solubile in busta', null, 'pubblicata');
  await product('Torcia bozza segreta', null, 'bozza');
  await product('Torcia senza recensione', null, null);
  for (const n of [1, 2, 3, 4, 5]) await product(`Torcia tascabile ${n}`, null, 'pubblicata');
  // A product renamed after its creation: the index follows (update trigger).
  const renamed = await product('Nome vecchio', null, 'pubblicata');
  await s.products.update(renamed, { nome_sintetico: 'Fornelletto da campo' });
  // A deleted product disappears from the index (delete trigger).
  await s.products.delete(await product('Fornelletto cancellato', null, 'pubblicata'));

  await s.guides.create({
    titolo: 'Lo zaino di emergenza',
    immagine_url: null,
    contenuto: { introduzione: '', sezioni: [], conclusione: '' },
    stato: 'pubblicata',
    prodotti: [],
  });
  await s.guides.create({
    titolo: 'Zaino in bozza',
    immagine_url: null,
    contenuto: { introduzione: '', sezioni: [], conclusione: '' },
    stato: 'bozza',
    prodotti: [],
  });
  const news = (titolo: string, sommario: string | null, stato: 'pubblicata' | 'bozza') =>
    s.news.create({
      slug: titolo.toLowerCase().replace(/[^a-z]+/g, '-'),
      titolo,
      sommario,
      descrizione: null,
      contenuto: null,
      testo_originale: null,
      fonte: null,
      link_fonte: null,
      data_pubblicazione: null,
      immagine_url: null,
      immagine_autore: null,
      stato,
      rilevanza: 3,
      tag: null,
    });
  await news('Allerta meteo in Liguria', 'Piogge intense e vento forte', 'pubblicata');
  await news('Allerta in bozza', 'Piogge segrete', 'bozza');
});
afterAll(async () => {
  await t?.close();
});

const suggest = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/suggerimenti?${query}` });
  expect(res.statusCode, query).toBe(200);
  return res.json() as string[];
};
const q = (tipo: string, text: string, extra = '') => suggest(`tipo=${tipo}&q=${encodeURIComponent(text)}${extra}`);

describe('GET /api/suggerimenti', () => {
  it('is public and answers substrings of the short name (else the full name), at most 5, alphabetical', async () => {
    expect(await q('prodotti', 'orcia')).toEqual(['Torcia LED', 'Torcia a manovella', 'Torcia tascabile 1', 'Torcia tascabile 2', 'Torcia tascabile 3']);
    expect(await q('prodotti', 'tascabile 4')).toEqual(['Torcia tascabile 4']);
    // The full name is not searched when there is a short name.
    expect(await q('prodotti', '1000 lumen')).toEqual([]);
    expect(await q('prodotti', 'da campo')).toEqual(['Fornelletto da campo']);
    expect(await q('prodotti', 'nome vecchio')).toEqual([]);
    expect(await q('prodotti', 'cancellato')).toEqual([]);
  });

  it('is case-insensitive, accents included, and trims the text', async () => {
    expect(await q('prodotti', '  TORCIA LED ')).toEqual(['Torcia LED']);
    expect(await q('prodotti', 'caffè')).toEqual(['CAFFÈ solubile in busta']);
    expect(await q('prodotti', 'Caffè Solubile')).toEqual(['CAFFÈ solubile in busta']);
    expect(await q('prodotti', 'caffe')).toEqual([]);
    expect(await q('prodotti', 'to')).toHaveLength(5);
  });

  it('takes LIKE wildcards and quotes literally', async () => {
    expect(await q('prodotti', '%')).toEqual(["Radio d'emergenza 100% solare"]);
    expect(await q('prodotti', '0% s')).toEqual(["Radio d'emergenza 100% solare"]);
    expect(await q('prodotti', '_')).toEqual(['Kit_pronto soccorso']);
    expect(await q('prodotti', 't_p')).toEqual(['Kit_pronto soccorso']);
    expect(await q('prodotti', "d'emergenza")).toEqual(["Radio d'emergenza 100% solare"]);
    expect(await q('prodotti', 'a"b')).toEqual([]);
    expect(await q('prodotti', 'torcia OR radio')).toEqual([]);
    expect(await q('prodotti', '\\')).toEqual([]);
  });

  it('never suggests drafts or products without a published review', async () => {
    expect(await q('prodotti', 'bozza')).toEqual([]);
    expect(await q('prodotti', 'senza recensione')).toEqual([]);
    expect(await q('guide', 'zaino')).toEqual(['Lo zaino di emergenza']);
    expect(await q('notizie', 'allerta')).toEqual(['Allerta meteo in Liguria']);
    // News match on the summary too; the suggestion is the title.
    expect(await q('notizie', 'PIOGGE')).toEqual(['Allerta meteo in Liguria']);
    expect(await q('notizie', 'segrete')).toEqual([]);
  });

  it('filters products by category and answers nothing for a blank text', async () => {
    expect(await q('prodotti', 'torcia', `&categoria=${categoria}`)).toEqual(['Torcia LED', 'Torcia a manovella']);
    expect(await q('prodotti', '   ')).toEqual([]);
    expect(await suggest('tipo=guide')).toEqual([]);
  });

  it.each([
    ['', /^tipo: /],
    ['tipo=recensioni&q=a', /^tipo: deve essere prodotti, guide o notizie/i],
    ['tipo=prodotti&q=a&categoria=0', /^categoria: deve essere un numero intero positivo/i],
    ['tipo=prodotti&q=a&categoria=abc', /^categoria: /i],
    ['tipo=prodotti&q=a&q=b', /^q: deve essere un testo/i],
  ])('refuses ?%s with a 400 in Italian', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/suggerimenti?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });

  it('is served by the search index, not a scan', async () => {
    const db = t.db;
    for (const kind of ['prodotti', 'guide', 'notizie'] as const) {
      const compiled = suggestionQuery(db, kind, 'torcia').compile();
      if (db.dialect === 'sqlite') {
        const rows = await db.kysely.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
        const details = rows.rows.map((r) => r.detail).join('\n');
        expect(details, kind).toMatch(/VIRTUAL TABLE INDEX/);
        expect(details, kind).toMatch(/(products|guides|news)_fts/);
      } else {
        const details = await db.kysely.transaction().execute(async (trx) => {
          // Tiny test tables: forbid the plans that read every row, so the plan shows whether the index can serve the match.
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_nestloop = off`.execute(trx);
          // On a few rows the planner may prefer the status index for the whole query; the match alone must use the trigram index.
          const table = ({ prodotti: 'products', guide: 'guides', notizie: 'news' } as const)[kind];
          const matchOnly = trx
            .selectFrom(table)
            .select(`${table}.id` as 'id')
            .where(searchCondition(db, kind, 'torcia'))
            .compile();
          const plans = [];
          for (const c of [compiled, matchOnly]) {
            const res = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...c, sql: `explain ${c.sql}` });
            plans.push(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
          }
          if (kind === 'prodotti') expect(plans[0]).toMatch(/products_nome_trgm_idx/);
          return plans[1]!;
        });
        expect(details, kind).toMatch(/_trgm_idx/);
      }
    }
  });
});
