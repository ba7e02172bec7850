import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockHtml, type ContentBlock } from '../../common/content-blocks.ts';
import { PRICE_PAGE_MAX_AGE_MS } from '../../server/http/render-cache.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * Product boxes and comparison tables inside stored texts (decision 0057), on the production
 * build: a review, a guide and a news item whose texts hold blocks, read as a visitor reads them.
 * The price's 24 hours are counted by the services' clock, which the test moves; the render cache
 * runs on that clock too.
 */

const TAG = 'prontiatutto-21';
const HOUR = 60 * 60_000;
let s: TestWebServer;
const id = { torcia: 0, radio: 0, powerbank: 0, senzaRecensione: 0 };
let guideId = 0;
let newsSlug = '';
const MISSING = 987_654;

const box = (pid: number) => blockHtml({ tipo: 'prodotto', id: pid });
const table = (block: Omit<Extract<ContentBlock, { tipo: 'confronto' }>, 'tipo'>) => blockHtml({ tipo: 'confronto', ...block });
const ROWS = [{ tipo: 'valutazione' }, { tipo: 'prezzo' }, { tipo: 'spec', chiave: 'Peso' }, { tipo: 'spec', chiave: 'Banda' }, { tipo: 'acquista' }] as const;

/** When each product's price was read, relative to the services' clock now. */
async function readPricesAgo(hours: Partial<Record<keyof typeof id, number>>) {
  for (const [name, h] of Object.entries(hours)) {
    const at = new Date(s.clock.nowMs() - h * HOUR).toISOString();
    await s.db.kysely
      .updateTable('products')
      .set({ prezzo_aggiornato_at: at })
      .where('id', '=', id[name as keyof typeof id])
      .execute();
  }
  // Written behind the server's back (as the refresh job does), then announced as its own writes are.
  s.services.contentChanges.touched();
}

async function page(url: string) {
  const res = await s.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return { body: res.body, cache: res.headers['x-render-cache'] };
}

/** The HTML of the first element with this class (up to the closing tag of the same name, no nesting of it inside). */
function section(html: string, cls: string, tag = 'div'): string {
  const start = html.indexOf(`class="${cls}"`);
  expect(start, cls).toBeGreaterThan(-1);
  const open = html.lastIndexOf(`<${tag}`, start);
  let depth = 0;
  const re = new RegExp(`<${tag}\\b|</${tag}>`, 'g');
  re.lastIndex = open;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(open, m.index + m[0].length);
  }
  throw new Error(`${cls} non chiuso`);
}
const count = (html: string, needle: string) => html.split(needle).length - 1;

beforeAll(async () => {
  s = await createTestWebServer('production', { AMAZON_TAG: TAG });
  const p = s.services.products;
  id.torcia = (
    await p.createFromApi({
      nome_prodotto: 'Torcia frontale ricaricabile',
      asin_prodotto: 'B0BLOCK001',
      prezzo_originale: 19.9,
      valutazione_prodotto: 4.5,
      specifiche_tecniche: 'Peso: 85 g\nAutonomia: 12 ore\nImpermeabilità: IPX4\nColore: nero',
    })
  ).id;
  id.radio = (
    await p.createFromApi({
      nome_prodotto: 'Radio a dinamo',
      asin_prodotto: 'B0BLOCK002',
      prezzo_originale: 34.5,
      valutazione_prodotto: 4.1,
      specifiche_tecniche: ' peso : 320 g\nBanda: AM/FM',
    })
  ).id;
  id.powerbank = (await p.createFromApi({ nome_prodotto: 'Powerbank solare', asin_prodotto: 'B0BLOCK003', prezzo_originale: 45 })).id;
  id.senzaRecensione = (await p.createFromApi({ nome_prodotto: 'Fischietto di emergenza', asin_prodotto: 'B0BLOCK004', prezzo_originale: 6.5 })).id;
  for (const pid of [id.radio, id.powerbank]) await s.services.reviews.create({ id_prodotto: pid, contenuto: '<p>Una buona scelta.</p>', stato: 'pubblicata' });

  await s.services.reviews.create({
    id_prodotto: id.torcia,
    titolo: 'La torcia per le mani libere',
    contenuto: [
      '<p>Comoda da portare.</p>',
      box(id.radio),
      '<p>Da affiancare a una radio.</p>',
      table({ ids: [id.torcia, id.radio, id.powerbank], righe: [...ROWS], scelta: id.radio, motivo: 'La più versatile' }),
      box(MISSING),
      '<p>Fine.</p>',
    ].join(''),
    stato: 'pubblicata',
  });

  const { guide } = await s.services.guides.createFromApi({
    titolo: 'Kit per il blackout',
    immagine_url: null,
    immagine_scelta: null,
    contenuto: {
      introduzione: `<p>Cosa serve quando manca la luce.</p>${box(id.powerbank)}`,
      sezioni: [
        { id_prodotto: id.torcia, testo: '<p>Per vedere.</p>' },
        { id_prodotto: id.radio, testo: `<p>Per sapere.</p>${box(id.senzaRecensione)}` },
        { id_prodotto: id.powerbank, testo: '<p>Per ricaricare.</p>' },
      ],
      conclusione: `<p>In sintesi.</p>${table({ ids: 'guida', righe: [{ tipo: 'prezzo' }, { tipo: 'acquista' }], scelta: id.torcia, motivo: 'La più utile' })}`,
    },
  });
  guideId = guide.id;
  await s.services.guides.publish(guideId);

  const news = await s.services.news.createFromApi({
    titolo: 'Allerta maltempo al Nord',
    contenuto: [
      '<p>La protezione civile consiglia una torcia.</p>',
      box(id.torcia),
      table({ ids: [id.torcia, id.radio], righe: [{ tipo: 'prezzo' }, { tipo: 'acquista' }], scelta: null, motivo: '' }),
      // A table left with one product renders nothing.
      table({ ids: [MISSING, id.torcia], righe: [{ tipo: 'prezzo' }], scelta: null, motivo: '' }),
      '<p>Altre notizie seguiranno.</p>',
    ].join(''),
    stato: 'pubblicata',
  });
  newsSlug = news.slug;
  await readPricesAgo({ torcia: 2, radio: 3, powerbank: 30, senzaRecensione: 1 });
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('a review with a product box and a comparison table', () => {
  it('the box shows the product now: rating, fresh price with its time, key specs, review link, our Amazon link reporting blocco=prodotto', async () => {
    const { body } = await page(`/articolo/${id.torcia}`);
    const b = section(body, 'block-product');
    expect(b).toContain('Radio a dinamo');
    expect(b).toContain('Valutazione media su Amazon');
    expect(b).toContain('4,1 su 5');
    expect(b).toMatch(/34,50\s*€/);
    expect(b).toContain('Prezzo aggiornato al');
    expect(b).toContain('<dt>peso</dt><dd>320 g</dd>');
    expect(b).toContain(`href="/articolo/${id.radio}"`);
    expect(b).toContain('Leggi la recensione');
    expect(b).toContain(`href="https://www.amazon.it/dp/B0BLOCK002?tag=${TAG}"`);
    expect(b).toContain('rel="sponsored noopener noreferrer"');
    const report = `/api/clic?p=${id.radio}&amp;da=%2Farticolo%2F${id.torcia}&amp;blocco=prodotto`;
    expect(b).toContain(`ping="${report}"`);
    expect(b).toContain(`data-clic="${report}"`);
    expect(b).toMatch(/<img[^>]*width="400"[^>]*height="400"/);
  });

  it('the table: products as columns, the pick with its reason, rows of rating, price, specs (case-insensitive keys, — when missing) and buttons reporting blocco=confronto', async () => {
    const { body } = await page(`/articolo/${id.torcia}`);
    const t = section(body, 'block-compare');
    expect(t).toContain('role="region"');
    expect(t).toContain('tabindex="0"');
    expect(t).toContain('<caption>');
    expect(count(t, 'scope="col"')).toBe(3);
    expect(t).toMatch(
      /<th scope="col" class="is-pick">[\s\S]*?Radio a dinamo<\/span><span class="compare-badge">La nostra scelta<\/span><span class="compare-reason">La più versatile<\/span><\/th>/,
    );
    expect(t).toContain('<th scope="row">Peso</th>');
    expect(t).toContain('<td>85 g</td>');
    expect(t).toContain('<td class="is-pick">320 g</td>');
    expect(t).toMatch(/<th scope="row">Banda<\/th><td><span aria-hidden="true">—<\/span>/);
    expect(t).toMatch(/19,90\s*€/);
    expect(t).toContain('4,5 su 5');
    // The powerbank's price was read 30 hours ago: not shown.
    expect(t).not.toMatch(/45,00\s*€/);
    expect(t).toContain('Vedi il prezzo su Amazon');
    for (const pid of [id.torcia, id.radio, id.powerbank]) expect(t).toContain(`data-clic="/api/clic?p=${pid}&amp;da=%2Farticolo%2F${id.torcia}&amp;blocco=confronto"`);
    expect(count(t, `tag=${TAG}`)).toBe(3);
  });

  it('a missing product renders nothing, no figure is left, the click script is on the page once', async () => {
    const { body } = await page(`/articolo/${id.torcia}`);
    expect(count(body, 'class="block-product"')).toBe(1);
    expect(body).not.toContain('data-blocco');
    expect(body).toContain('<p>Fine.</p>');
    expect(count(body, 'affiliate-clicks')).toBe(1);
  });
});

describe('a guide with blocks', () => {
  it('a box in the introduction and in a section; the table of the guide’s own products (data-ids="guida") with its pick; a stale price hidden', async () => {
    const { body } = await page(`/guida/${guideId}`);
    expect(count(body, 'class="block-product"')).toBe(2);
    const intro = section(body, 'rich-content prose-article guide-intro');
    expect(intro).toContain('Powerbank solare');
    expect(intro).toContain('Prezzo e disponibilità su Amazon');
    expect(intro).not.toMatch(/45,00\s*€/);
    expect(intro).not.toContain('Prezzo aggiornato al');
    // A product without a published review: its box has no review link.
    const whistle = section(body.slice(body.indexOf('Fischietto di emergenza') - 2000), 'block-product');
    expect(whistle).toContain('Fischietto di emergenza');
    expect(whistle).not.toContain('Leggi la recensione');
    const t = section(body, 'block-compare');
    expect(count(t, 'scope="col"')).toBe(3);
    for (const name of ['Torcia frontale ricaricabile', 'Radio a dinamo', 'Powerbank solare']) expect(t).toContain(name);
    expect(t).toContain('La più utile');
    expect(t).toContain(`blocco=confronto`);
    expect(count(body, 'affiliate-clicks')).toBe(1);
  });
});

describe('a news item with blocks', () => {
  it('shows the box and the two-product table; the table left with one product renders nothing', async () => {
    const { body } = await page(`/notizie/${newsSlug}`);
    expect(count(body, 'class="block-product"')).toBe(1);
    expect(count(body, 'class="block-compare"')).toBe(1);
    expect(body).toContain(`data-clic="/api/clic?p=${id.torcia}&amp;da=%2Fnotizie%2F${newsSlug}&amp;blocco=prodotto"`);
    expect(body).toContain(`data-clic="/api/clic?p=${id.radio}&amp;da=%2Fnotizie%2F${newsSlug}&amp;blocco=confronto"`);
    expect(body).not.toContain('La nostra scelta');
    expect(body).toContain('Altre notizie seguiranno.');
  });

  it('is rendered again when a product it shows changes (its cache follows the products)', async () => {
    await page(`/notizie/${newsSlug}`);
    expect((await page(`/notizie/${newsSlug}`)).cache).toBe('hit');
    await s.services.products.update(id.radio, { prezzo_originale: 29.9 });
    // What the API does after a write (a route's write announces itself to this instance).
    s.services.contentChanges.touched();
    const { body, cache } = await page(`/notizie/${newsSlug}`);
    expect(cache).toBe('miss');
    expect(body).toMatch(/29,90\s*€/);
    expect(body).not.toMatch(/34,50\s*€/);
  });
});

describe('a price past its 24 hours leaves the blocks, cached pages included', () => {
  it('a cached page shows no price more than a minute past its day', async () => {
    await readPricesAgo({ torcia: 24 - 0.5 / 60, radio: 3 });
    const url = `/notizie/${newsSlug}`;
    const first = await page(url);
    expect(section(first.body, 'block-product')).toMatch(/19,90\s*€/);
    expect((await page(url)).cache).toBe('hit');
    // The torcia's price turns 24 hours old 30 seconds from now; the page lives a minute at most.
    s.clock.advance(PRICE_PAGE_MAX_AGE_MS + 1);
    const later = await page(url);
    expect(later.cache).toBe('miss');
    expect(section(later.body, 'block-product')).not.toMatch(/19,90\s*€/);
    expect(section(later.body, 'block-product')).toContain('Prezzo e disponibilità su Amazon');
    expect(section(later.body, 'block-compare')).toContain('Vedi il prezzo su Amazon');
    expect(section(later.body, 'block-compare')).toMatch(/29,90\s*€/);
  });

  it('after a day every block price is hidden in the box and the table (review page)', async () => {
    s.clock.advance(24 * HOUR);
    const { body } = await page(`/articolo/${id.torcia}`);
    expect(section(body, 'block-product')).not.toContain('Prezzo aggiornato al');
    const t = section(body, 'block-compare');
    expect(t).not.toMatch(/\d,\d0\s*€/);
    expect(count(t, 'Vedi il prezzo su Amazon')).toBe(3);
    expect(count(t, 'Ordina su Amazon')).toBe(3);
  });
});
