import { NO_SEO } from '../../common/seo.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { REVISION_MSG } from '../../common/messages-revisions.ts';
import type { Revision, RevisionEntry } from '../../common/types.ts';
import { ADMIN } from '../helpers/app.ts';
import { createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * Versions kept without being applied (POST /api/revisioni): an editor's autosave and the AI's
 * regeneration of a published review, which never replaces (nor takes down) the live text. Runs on
 * SQLite and PostgreSQL.
 */
withFakeServices();
const h = dashboardTestApp({ OPENAI_API_KEY: 'sk-test-pending-0000', OPENAI_TIMEOUT_MS: '1000' });
const send = h.send;

const history = async (tipo: string, id: number): Promise<RevisionEntry[]> => (await send('GET', `/api/revisioni?tipo=${tipo}&id=${id}`)).json();
const revision = async (id: number): Promise<Revision> => (await send('GET', `/api/revisioni/${id}`)).json();

let productId: number;
let reviewId: number;
const PUBLISHED = '<p>Il testo che i visitatori leggono, scritto dalla redazione.</p>';

beforeAll(async () => {
  await h.t.services.prompts.create({ titolo: 'Recensione', tipo: 'recensione', testo: 'Scrivi la recensione di {nome_prodotto}.', is_default: true });
  productId = await createProduct(h, { nome_prodotto: 'Radio a manovella per le bozze', nome_sintetico: 'Radio' });
  let res = await send('POST', `/api/recensioni/genera/${productId}`, {});
  expect(res.statusCode, res.body).toBe(201);
  reviewId = res.json().recensione.id;
  res = await send('PUT', `/api/recensioni/${productId}`, { recensione_prodotto: PUBLISHED, titolo: 'Pubblicata' });
  expect(res.statusCode, res.body).toBe(200);
  res = await send('POST', `/api/recensioni/${reviewId}/pubblica`, {});
  expect(res.statusCode, res.body).toBe(200);
});

describe('regeneration of a published review', () => {
  it('keeps the live text for visitors and stores the new one as a proposal', async () => {
    const res = await send('POST', `/api/recensioni/genera/${productId}`, {});
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.creata).toBe(false);
    expect(answer.recensione).toMatchObject({ recensione_prodotto: PUBLISHED, stato: 'pubblicata', titolo: 'Pubblicata' });
    expect(answer.proposta).toEqual({ id: expect.any(Number), creata_il: expect.any(String), autore: ADMIN.username, azione: 'proposta' });

    // Visitors still read the published text.
    const visitor = await send('GET', `/api/recensioni/${productId}`, undefined, '');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().recensione).toMatchObject({ recensione_prodotto: PUBLISHED, stato: 'pubblicata' });

    const proposal = await revision(answer.proposta.id);
    expect(proposal.contenuto.contenuto).not.toBe(PUBLISHED);
    expect(String(proposal.contenuto.contenuto)).toMatch(/<p>/);
    const [latest] = await history('recensione', reviewId);
    expect(latest).toEqual(answer.proposta);

    // A second regeneration replaces the proposal rather than piling up.
    const again = (await send('POST', `/api/recensioni/genera/${productId}`, {})).json();
    const proposals = (await history('recensione', reviewId)).filter((e) => e.azione === 'proposta');
    expect(proposals.map((p) => p.id)).toEqual([again.proposta.id]);

    // Publishing it is a save of the proposal's text: the live text changes only then.
    const save = await send('PUT', `/api/recensioni/${productId}`, { recensione_prodotto: proposal.contenuto.contenuto, titolo: 'Nuova' });
    expect(save.statusCode, save.body).toBe(200);
    const after = (await send('GET', `/api/recensioni/${productId}`, undefined, '')).json().recensione;
    expect(after.titolo).toBe('Nuova');
  });
});

describe('autosave', () => {
  it('keeps one autosave per editor since the last save, sanitised, without touching the content', async () => {
    const before = (await send('GET', `/api/recensioni/${productId}`)).json().recensione;
    const first = await send('POST', '/api/revisioni', { tipo: 'recensione', id: reviewId, azione: 'autosalvataggio', contenuto: { titolo: '', contenuto: '<p>Bozza 1</p>' } });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ azione: 'autosalvataggio', autore: ADMIN.username });
    const second = await send('POST', '/api/revisioni', {
      tipo: 'recensione',
      id: reviewId,
      azione: 'autosalvataggio',
      contenuto: { titolo: 'Quasi', contenuto: '<p onclick="x()">Bozza 2<script>alert(1)</script></p>', estraneo: 'no' },
    });
    expect(second.statusCode).toBe(201);
    const autosaves = (await history('recensione', reviewId)).filter((e) => e.azione === 'autosalvataggio');
    expect(autosaves.map((e) => e.id)).toEqual([second.json().id]);
    expect((await revision(second.json().id)).contenuto).toEqual({ titolo: 'Quasi', sottotitolo: null, ...NO_SEO, contenuto: '<p>Bozza 2</p>' });
    expect((await send('GET', `/api/recensioni/${productId}`)).json().recensione.recensione_prodotto).toBe(before.recensione_prodotto);

    // After a real save (a minute later), the next autosave (another minute on) starts a new round:
    // the older one stays in the history.
    h.t.clock.advance(60_000);
    await send('PUT', `/api/recensioni/${productId}`, { recensione_prodotto: '<p>Salvata.</p>' });
    h.t.clock.advance(60_000);
    const third = await send('POST', '/api/revisioni', { tipo: 'recensione', id: reviewId, azione: 'autosalvataggio', contenuto: { contenuto: '<p>Bozza 3</p>' } });
    const list = await history('recensione', reviewId);
    expect(list[0]!.id).toBe(third.json().id);
    expect(list.filter((e) => e.azione === 'autosalvataggio').map((e) => e.id)).toEqual([third.json().id, second.json().id]);
  });

  it('keeps a guide autosave with its structure', async () => {
    const guide = (await send('POST', '/api/guide', { titolo: 'Guida autosalvata', contenuto: '<p>Intro</p>', prodotti: [productId] })).json();
    const res = await send('POST', '/api/revisioni', {
      tipo: 'guida',
      id: guide.id,
      azione: 'autosalvataggio',
      contenuto: {
        titolo: 'Guida',
        contenuto: { introduzione: '<p>Nuova intro</p>', sezioni: [{ id_prodotto: productId, testo: '<p>Sezione</p>' }], conclusione: '' },
        prodotti: [productId, 'x'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await revision(res.json().id)).contenuto).toEqual({
      titolo: 'Guida',
      sottotitolo: null,
      ...NO_SEO,
      immagine_url: null,
      id_immagine: null,
      contenuto: { introduzione: '<p>Nuova intro</p>', sezioni: [{ id_prodotto: productId, testo: '<p>Sezione</p>' }], conclusione: '' },
      prodotti: [productId],
    });
  });

  it('answers 400, 401 and 404 in Italian', async () => {
    const body = { tipo: 'recensione', id: reviewId, azione: 'autosalvataggio', contenuto: { contenuto: '<p>x</p>' } };
    expect((await send('POST', '/api/revisioni', body, '')).statusCode).toBe(401);
    let res = await send('POST', '/api/revisioni', { ...body, azione: 'salvataggio' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: REVISION_MSG.pendingActionInvalid });
    res = await send('POST', '/api/revisioni', { ...body, contenuto: 'testo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: REVISION_MSG.pendingContentInvalid });
    res = await send('POST', '/api/revisioni', { ...body, id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: REVISION_MSG.contentNotFound });
  });
});
