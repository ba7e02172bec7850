import { describe, expect, it } from 'vitest';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * POST /api/recensioni/{productId}: a review written by hand on the editor's 'nuova' page, for a
 * product that has none. Runs on SQLite and PostgreSQL.
 */
const h = dashboardTestApp();
let seq = 0;
const product = () => {
  seq++;
  return createProduct(h, { nome_prodotto: `Coltello da campo di prova ${seq}`, nome_sintetico: `Coltello ${seq}`, asin_prodotto: `B0BYHAND${String(seq).padStart(2, '0')}` });
};
const write = (productId: number, body: unknown, cookie?: string) => h.send('POST', `/api/recensioni/${productId}`, body, cookie);

describe('A review written by hand', () => {
  it('is stored as a draft with its sanitised text, title and subtitle; the editor then reads it', async () => {
    const id = await product();
    const res = await write(id, { recensione_prodotto: '<p>Scritta a mano.</p><script>alert(1)</script>', titolo: 'Prova sul campo', sottotitolo: 'Tre settimane in tasca' });
    expect(res.statusCode).toBe(201);
    const { recensione } = res.json();
    expect(recensione).toMatchObject({ id_prodotto: id, stato: 'bozza', titolo: 'Prova sul campo', sottotitolo: 'Tre settimane in tasca' });
    expect(recensione.recensione_prodotto).toBe('<p>Scritta a mano.</p>');
    const read = await h.send('GET', `/api/recensioni/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().recensione.id).toBe(recensione.id);
  });

  it('is refused with an Italian error when the product has a review, does not exist, the text is blank, or nobody is logged in', async () => {
    const id = await product();
    expect((await write(id, { recensione_prodotto: '<p>La prima.</p>' })).statusCode).toBe(201);
    const again = await write(id, { recensione_prodotto: '<p>La seconda.</p>' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REVIEW_MSG.reviewExists);

    const missing = await write(999_999, { recensione_prodotto: '<p>Nessun prodotto.</p>' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(REVIEW_MSG.productNotFound);

    const other = await product();
    for (const body of [{ recensione_prodotto: '<p> </p>' }, { recensione_prodotto: '<script>x</script>' }, {}]) {
      const blank = await write(other, body);
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toBe(REVIEW_MSG.contentRequired);
    }
    expect((await write(other, { recensione_prodotto: '<p>Senza sessione.</p>' }, '')).statusCode).toBe(401);
  });
});
