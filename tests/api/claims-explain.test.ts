import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { ROLE_MSG } from '../../common/messages-roles.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { ADMIN } from '../helpers/app.ts';
import { createProduct, createUser, loginAs, send } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * Every flag of the publishing gate says why (decision 0069), on SQLite and PostgreSQL: the 409 and
 * the claims report carry the nearest fact of the data (`dato`) or what it lacks (`manca`), and
 * POST /api/verifica/{tipo}/{id}/conferme records confirmations without publishing ('Conferma con
 * la scheda'): who and when, the roles' rule, Italian refusals, and the text then publishes.
 */
const h = dashboardTestApp();
const people = {} as Record<'collaboratore' | 'autore', { id: number; cookie: string }>;

beforeAll(async () => {
  let ip = 0;
  for (const ruolo of ['collaboratore', 'autore'] as const) {
    const user = await createUser(h, { username: `spiega-${ruolo}`, ruolo });
    people[ruolo] = { id: user.id, cookie: await loginAs(h.t, user, `10.9.0.${++ip}`) };
  }
});

const POWER = 'Scalda l’acqua con 2200 W di potenza.';
const TEXT = `<p>${POWER}</p><p>È certificato IP68.</p><p>Lo trovi a 29,99 euro.</p>`;
let seq = 0;

/** A kettle with a review of TEXT written by hand (a draft): its ids. */
async function kettleReview(by = h.cookie, text = TEXT): Promise<{ productId: number; reviewId: number }> {
  seq++;
  const productId = await createProduct(h, {
    nome_prodotto: `Bollitore di prova ${seq}`,
    nome_sintetico: `Bollitore ${seq}`,
    prezzo_prodotto: 39.99,
    specifiche_tecniche: 'Potenza nominale: 1800 W\nCapacità: 1,7 litri\nMateriale: acciaio inox',
  });
  const res = await send(h.t, 'POST', `/api/recensioni/${productId}`, { recensione_prodotto: text }, by);
  expect(res.statusCode, res.body).toBe(201);
  return { productId, reviewId: res.json<{ recensione: { id: number } }>().recensione.id };
}

describe('why each claim is flagged', () => {
  it('the 409 of Pubblica and the report carry the nearest fact or what the data lacks', async () => {
    const { reviewId } = await kettleReview();
    const pub = await h.send('POST', `/api/recensioni/${reviewId}/pubblica`, {});
    expect(pub.statusCode).toBe(409);
    const listed = pub.json<{ error: string; non_verificati: unknown[] }>();
    expect(listed.error).toBe(REVIEW_MSG.unverifiedClaims(3));
    expect(listed.non_verificati).toEqual([
      { text: '2200 W', kind: 'misura', dato: 'Potenza nominale: 1800 W' },
      { text: 'IP68', kind: 'specifica', manca: 'Nessun dato su IP68' },
      { text: '29,99 euro', kind: 'prezzo', dato: 'Prezzo: 39,99 €' },
    ]);
    const report = await h.send('GET', `/api/verifica/recensione/${reviewId}`);
    expect(report.json<{ non_verificati: unknown[] }>().non_verificati).toEqual(listed.non_verificati);
  });

  it('a news item is held to its source: the nearest sentence of the source', async () => {
    const res = await h.send('POST', '/api/notizie', {
      titolo: 'Droni, nuove regole',
      contenuto: '<p>I droni sopra i 500 grammi andranno registrati.</p>',
      testo_originale: 'Le regole entrano in vigore a marzo. I droni sopra i 250 grammi dovranno essere registrati.',
      fonte: 'Agenzia di prova',
    });
    expect(res.statusCode, res.body).toBe(201);
    const report = await h.send('GET', `/api/verifica/notizia/${res.json<{ id: number }>().id}`);
    expect(report.json<{ non_verificati: unknown[] }>().non_verificati).toEqual([
      { text: '500 grammi', kind: 'misura', dato: 'I droni sopra i 250 grammi dovranno essere registrati.' },
    ]);
    await h.send('DELETE', `/api/notizie/${res.json<{ id: number }>().id}`);
  });
});

describe('POST /api/verifica/{tipo}/{id}/conferme', () => {
  it('records who and when without publishing; the gate then lets the text publish; a visitor reads it', async () => {
    const { productId, reviewId } = await kettleReview();
    const url = `/api/verifica/recensione/${reviewId}/conferme`;
    const first = await h.send('POST', url, { conferme: [{ testo: '2200 W', fonte: CLAIMS_MSG.dataSourceOf('Potenza nominale: 1800 W') }] });
    expect(first.statusCode, first.body).toBe(200);
    const report = first.json<{ non_verificati: Array<{ text: string }>; conferme: unknown[] }>();
    expect(report.non_verificati.map((c) => c.text)).toEqual(['IP68', '29,99 euro']);
    expect(report.conferme).toEqual([
      {
        testo: '2200 W',
        chiave: '2200 w',
        tipo_dato: 'misura',
        fonte: 'Scheda del prodotto: Potenza nominale: 1800 W',
        autore: ADMIN.username,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    // Nothing was published; the same confirmation again records nothing more.
    const again = await h.send('POST', url, { conferme: [{ testo: '2200 W', fonte: 'Scheda del prodotto: altro' }] });
    expect(again.json<{ conferme: unknown[] }>().conferme).toHaveLength(1);
    expect((await h.send('GET', `/api/recensioni/${productId}`, undefined, '')).statusCode).toBe(404);

    const rest = await h.send('POST', url, {
      conferme: [
        { testo: '29,99 euro', fonte: 'Scheda del prodotto: Prezzo: 39,99 €' },
        { testo: 'IP68', fonte: 'Certificato del produttore' },
      ],
    });
    expect(rest.json<{ non_verificati: unknown[] }>().non_verificati).toEqual([]);
    const pub = await h.send('POST', `/api/recensioni/${reviewId}/pubblica`, {});
    expect(pub.statusCode, pub.body).toBe(200);
    const visitor = await h.send('GET', `/api/recensioni/${productId}`, undefined, '');
    expect(visitor.json<{ recensione: { recensione_prodotto: string } }>().recensione.recensione_prodotto).toContain('IP68');
  });

  it('on a published text, a confirmation shows visitors the sentence it held back', async () => {
    const { productId, reviewId } = await kettleReview(h.cookie, '<p>Bolle l’acqua in fretta.</p><p>Contiene 1,7 litri.</p>');
    expect((await h.send('POST', `/api/recensioni/${reviewId}/pubblica`, {})).statusCode).toBe(200);
    const read = async () =>
      (await h.send('GET', `/api/recensioni/${productId}`, undefined, '')).json<{ recensione: { recensione_prodotto: string } }>().recensione.recensione_prodotto;
    expect(await read()).toContain('1,7 litri');
    // The product's data stops holding the capacity: visitors no longer read it…
    const changed = await h.send('PUT', `/api/prodotti/${productId}`, { specifiche_tecniche: 'Potenza nominale: 1800 W' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await read()).not.toContain('1,7 litri');
    // …until it is confirmed: the next read shows it.
    const ok = await h.send('POST', `/api/verifica/recensione/${reviewId}/conferme`, { conferme: [{ testo: '1,7 litri', fonte: 'Etichetta del prodotto' }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await read()).toContain('1,7 litri');
  });

  it('refuses bad input, claims the text does not hold, unknown texts and a collaboratore', async () => {
    const { reviewId } = await kettleReview();
    const url = `/api/verifica/recensione/${reviewId}/conferme`;
    const error = async (body: unknown, cookie = h.cookie, at = url) => {
      const res = await send(h.t, 'POST', at, body, cookie);
      return { status: res.statusCode, error: res.json<{ error: string }>().error };
    };
    expect(await error({})).toEqual({ status: 400, error: CLAIMS_MSG.confirmationsInvalid });
    expect(await error({ conferme: [] })).toEqual({ status: 400, error: CLAIMS_MSG.confirmationsRequired });
    expect(await error({ conferme: [{ testo: '2200 W', fonte: 'x' }] })).toEqual({ status: 400, error: CLAIMS_MSG.confirmationSourceInvalid });
    expect(await error({ conferme: [{ testo: '', fonte: 'Scheda' }] })).toEqual({ status: 400, error: CLAIMS_MSG.confirmationTextInvalid });
    expect(await error({ conferme: 'tutto' })).toEqual({ status: 400, error: CLAIMS_MSG.confirmationsInvalid });
    expect(await error({ conferme: [{ testo: '2200 W', fonte: 'Scheda' }] }, h.cookie, `/api/verifica/ricetta/${reviewId}/conferme`)).toEqual({
      status: 400,
      error: CLAIMS_MSG.typeInvalid,
    });
    expect((await error({ conferme: [{ testo: '2200 W', fonte: 'Scheda' }] }, h.cookie, '/api/verifica/recensione/999999/conferme')).status).toBe(404);
    // A claim the stored text does not hold refuses the whole request: nothing is recorded.
    expect(
      await error({
        conferme: [
          { testo: '2200 W', fonte: 'Scheda' },
          { testo: '5000 mAh', fonte: 'Scheda' },
        ],
      }),
    ).toEqual({ status: 409, error: CLAIMS_MSG.confirmationNotInText('5000 mAh') });
    expect(await error({ conferme: [{ testo: '2200 W', fonte: 'Scheda' }] }, people.collaboratore.cookie)).toEqual({ status: 403, error: ROLE_MSG.cannotConfirm });
    // An autore confirms on their own texts only.
    expect(await error({ conferme: [{ testo: '2200 W', fonte: 'Scheda' }] }, people.autore.cookie)).toEqual({ status: 403, error: ROLE_MSG.notYourText });
    const own = await kettleReview(people.autore.cookie);
    const mine = await send(h.t, 'POST', `/api/verifica/recensione/${own.reviewId}/conferme`, { conferme: [{ testo: 'IP68', fonte: 'Certificato' }] }, people.autore.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ conferme: Array<{ autore: string }> }>().conferme).toEqual([expect.objectContaining({ autore: 'spiega-autore' })]);
    const report = await h.send('GET', `/api/verifica/recensione/${reviewId}`);
    expect(report.json<{ conferme: unknown[] }>().conferme).toEqual([]);
    expect((await send(h.t, 'POST', url, { conferme: [{ testo: '2200 W', fonte: 'Scheda' }] }, '')).statusCode).toBe(401);
  });
});
