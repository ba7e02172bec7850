import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockHtml } from '../../common/content-blocks.ts';
import { resolveTexts, type RichPart } from '../../app/lib/pages/blocks.server.ts';
import { guideView } from '../../app/lib/pages/guide-view.server.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/**
 * The blocks of a text resolved from current data (decision 0057) on both databases: the products
 * of a page read in one query, missing ones left out, a guide's own products, the price's 24 hours
 * counted by the services' clock. (The rendered pages: tests/web/content-blocks.test.ts.)
 */
let t: TestApp;
const ids: number[] = [];
const HOUR = 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  for (const [i, nome] of ['Coperta isotermica', 'Fornelletto da campo', 'Filtro per acqua'].entries()) {
    const p = await t.services.products.createFromApi({
      nome_prodotto: nome,
      asin_prodotto: `B0RESOLV0${i}`,
      prezzo_originale: 10 + i,
      specifiche_tecniche: `Peso: ${100 * (i + 1)} g\nMateriale: alluminio`,
    });
    ids.push(p.id);
  }
  await t.services.reviews.create({ id_prodotto: ids[1]!, contenuto: '<p>Buono.</p>', stato: 'pubblicata' });
  const now = t.clock.nowMs();
  await t.db.kysely
    .updateTable('products')
    .set({ prezzo_aggiornato_at: new Date(now - 2 * HOUR).toISOString() })
    .where('id', 'in', [ids[0]!, ids[1]!])
    .execute();
  await t.db.kysely
    .updateTable('products')
    .set({ prezzo_aggiornato_at: new Date(now - 25 * HOUR).toISOString() })
    .where('id', '=', ids[2]!)
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const kinds = (parts: RichPart<unknown>[]) => parts.map((p) => p.tipo);

describe('resolveTexts', () => {
  it('a text without blocks is one HTML part, unchanged; an empty one has none', async () => {
    const [plain, empty] = await resolveTexts(t.services, ['<p>Solo testo.</p>', '']);
    expect(plain).toEqual([{ tipo: 'html', html: '<p>Solo testo.</p>' }]);
    expect(empty).toEqual([]);
  });

  it('reads boxes and tables from current data; a missing product renders nothing, a table left with one product too', async () => {
    const text = [
      '<p>A.</p>',
      blockHtml({ tipo: 'prodotto', id: ids[1]! }),
      blockHtml({ tipo: 'prodotto', id: 999_999 }),
      blockHtml({ tipo: 'confronto', ids: [ids[0]!, 999_999, ids[2]!], righe: [{ tipo: 'prezzo' }], scelta: ids[2]!, motivo: 'Il più leggero' }),
      blockHtml({ tipo: 'confronto', ids: [999_999, ids[0]!], righe: [{ tipo: 'prezzo' }], scelta: null, motivo: '' }),
      blockHtml({ tipo: 'immagine', id: 4, didascalia: 'Senza libreria' }),
      '<p>B.</p>',
    ].join('');
    const [parts] = await resolveTexts(t.services, [text], { html: (h) => h.toUpperCase() });
    expect(kinds(parts!)).toEqual(['html', 'prodotto', 'confronto', 'html']);
    expect(parts![0]).toEqual({ tipo: 'html', html: '<P>A.</P>' });
    const box = parts![1] as Extract<RichPart, { tipo: 'prodotto' }>;
    expect(box.prodotto).toMatchObject({ id: ids[1], nome: 'Fornelletto da campo', prezzo_prodotto: 11, prezzo_fresco: true, recensione: true });
    expect(box.prodotto.specifiche).toEqual([
      { key: 'Peso', value: '200 g' },
      { key: 'Materiale', value: 'alluminio' },
    ]);
    const table = parts![2] as Extract<RichPart, { tipo: 'confronto' }>;
    expect(table.prodotti.map((p) => p.id)).toEqual([ids[0], ids[2]]);
    expect(table.prodotti.map((p) => p.prezzo_fresco)).toEqual([true, false]);
    expect(table).toMatchObject({ scelta: ids[2], motivo: 'Il più leggero' });
  });

  it('a block inside another element (a list item) renders nothing and leaves that element whole', async () => {
    const inside = `<ul><li>Uno ${blockHtml({ tipo: 'prodotto', id: ids[0]! })}</li><li>Due</li></ul>`;
    const [parts] = await resolveTexts(t.services, [`<p>Prima.</p>${inside}${blockHtml({ tipo: 'prodotto', id: ids[1]! })}<p>Dopo.</p>`]);
    expect(kinds(parts!)).toEqual(['html', 'prodotto', 'html']);
    expect(parts![0]).toEqual({ tipo: 'html', html: '<p>Prima.</p><ul><li>Uno </li><li>Due</li></ul>' });
  });

  it('image blocks go through the hook, one call for the page', async () => {
    const calls: number[][] = [];
    const images = async (wanted: number[]) => {
      calls.push(wanted);
      return new Map([[5, { url: '/media/x/800.webp' }]]);
    };
    const texts = [
      blockHtml({ tipo: 'immagine', id: 5, didascalia: 'Il kit' }),
      blockHtml({ tipo: 'immagine', id: 6, didascalia: '' }) + blockHtml({ tipo: 'immagine', id: 5, didascalia: '' }),
    ];
    const [a, b] = await resolveTexts(t.services, texts, { images });
    expect(calls).toEqual([[5, 6]]);
    expect(a).toEqual([{ tipo: 'immagine', immagine: { url: '/media/x/800.webp' }, didascalia: 'Il kit' }]);
    expect(kinds(b!)).toEqual(['immagine']);
  });

  it('a price is judged by the services’ clock', async () => {
    const text = blockHtml({ tipo: 'prodotto', id: ids[0]! });
    const fresh = async () => ((await resolveTexts(t.services, [text]))[0]![0] as Extract<RichPart, { tipo: 'prodotto' }>).prodotto.prezzo_fresco;
    expect(await fresh()).toBe(true);
    t.clock.advance(23 * HOUR);
    expect(await fresh()).toBe(false);
    t.clock.advance(-23 * HOUR);
  });

  it('a reason that names a price is left out (a price comes only from the catalogue)', async () => {
    const text = blockHtml({ tipo: 'confronto', ids: [ids[0]!, ids[1]!], righe: [{ tipo: 'prezzo' }], scelta: ids[0]!, motivo: 'Costa solo 10 €' });
    const [[table]] = (await resolveTexts(t.services, [text])) as [[Extract<RichPart, { tipo: 'confronto' }>]];
    expect(table).toMatchObject({ scelta: ids[0], motivo: '' });
  });
});

describe('a guide’s table of its own products (data-ids="guida")', () => {
  it('resolves to the guide’s products in its order; outside a guide to nothing', async () => {
    const table = blockHtml({ tipo: 'confronto', ids: 'guida', righe: [{ tipo: 'prezzo' }], scelta: ids[2]!, motivo: 'Per l’acqua' });
    const { guide } = await t.services.guides.createFromApi({
      titolo: 'Cucinare senza corrente',
      immagine_url: null,
      immagine_scelta: null,
      contenuto: {
        introduzione: '<p>Intro.</p>',
        sezioni: [
          { id_prodotto: ids[2]!, testo: '<p>Uno.</p>' },
          { id_prodotto: ids[0]!, testo: '<p>Due.</p>' },
        ],
        conclusione: `<p>Fine.</p>${table}`,
      },
    });
    const view = await guideView(t.services, guide);
    const part = view.conclusione[1] as Extract<RichPart, { tipo: 'confronto' }>;
    expect(part.tipo).toBe('confronto');
    expect(part.prodotti.map((p) => p.id)).toEqual([ids[2], ids[0]]);
    expect(part).toMatchObject({ scelta: ids[2], motivo: 'Per l’acqua' });
    expect(view.sezioni.map((s) => s.testo)).toEqual([[{ tipo: 'html', html: '<p>Uno.</p>' }], [{ tipo: 'html', html: '<p>Due.</p>' }]]);
    const [outside] = await resolveTexts(t.services, [table]);
    expect(outside).toEqual([]);
  });
});
