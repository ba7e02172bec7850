import { beforeAll, describe, expect, it } from 'vitest';
import { claimKey, VERIFICATION_PENDING } from '../../common/claims.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { NEWS_MSG } from '../../common/messages-news.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import { createProduct } from '../helpers/builders.ts';
import { fakeOpenAi } from '../mocks/openai.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * The publishing gate of AI text (decision 0023), on SQLite and PostgreSQL: the model-based
 * verification (qualitative claims the rules cannot read, a failed verification), per-claim
 * confirmations with a source, who and when, and public reads that never show an unresolved claim.
 * The fake OpenAI (tests/mocks/openai.ts) verifies deterministically: a sentence with a
 * comparative or superlative the data do not hold is unsupported.
 */
withFakeServices();
const h = dashboardTestApp({ OPENAI_API_KEY: 'sk-test-claims-0000', OPENAI_TIMEOUT_MS: '1000' });
const send = h.send;

let seq = 0;
function product(extra: Record<string, unknown> = {}): Promise<number> {
  seq++;
  return createProduct(h, {
    nome_prodotto: `Lanterna solare di prova ${seq} - 300 lumen`,
    nome_sintetico: `Lanterna di prova ${seq}`,
    asin_prodotto: `B0CLAIMS${String(seq).padStart(2, '0')}`,
    prezzo_originale: 24.99,
    valutazione_prodotto: 4.4,
    specifiche_tecniche: 'Flusso luminoso: 300 lumen\nBatteria: 2000 mAh\nImpermeabilità: IPX4',
    descrizione_generale: 'Lanterna pieghevole con pannello solare e ricarica USB-C.',
    ...extra,
  });
}

beforeAll(async () => {
  await h.t.services.prompts.create({ titolo: 'Recensione', tipo: 'recensione', testo: 'Scrivi la recensione di {nome_prodotto}.', is_default: true });
});

const QUALITATIVE = 'È la lanterna più luminosa della sua categoria.';

describe('the model-based verification', () => {
  it('finds a qualitative claim the rules cannot read; publishing waits until it is edited away', async () => {
    const id = await product();
    fakeOpenAi.answerNext(`<h2>In breve</h2><p>Fa 300 lumen con una batteria da 2000 mAh.</p><p>${QUALITATIVE}</p>`);
    const res = await send('POST', `/api/recensioni/genera/${id}`, {});
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.verifica).toMatchObject({ stato: 'completata', affermazioni: [{ testo: QUALITATIVE, motivo: expect.any(String) }] });
    expect(body.non_verificati).toEqual([{ text: QUALITATIVE, kind: 'qualitativa', motivo: expect.stringContaining('più luminosa') }]);
    // The verification received the product's data and the text, and asked for structured output.
    const sent = fakeOpenAi.verifications.at(-1)!;
    expect(sent.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'verifica' } });
    expect(sent.prompt).toContain('Flusso luminoso: 300 lumen');
    expect(sent.prompt).toContain(QUALITATIVE);
    expect((await h.t.services.ai.usage(1))[0]).toMatchObject({ scopo: 'verifica', esito: 'ok' });

    const reviewId = body.recensione.id as number;
    let pub = await send('POST', `/api/recensioni/${reviewId}/pubblica`, {});
    expect(pub.statusCode).toBe(409);
    expect(pub.json()).toEqual({ error: REVIEW_MSG.unverifiedClaims(1), non_verificati: body.non_verificati });

    // Edited away: the claim is no longer in the text, nothing is left to resolve.
    const edited = await send('PUT', `/api/recensioni/${id}`, { recensione_prodotto: '<h2>In breve</h2><p>Fa 300 lumen con una batteria da 2000 mAh.</p>' });
    expect(edited.json().non_verificati).toEqual([]);
    pub = await send('POST', `/api/recensioni/${reviewId}/pubblica`, {});
    expect(pub.statusCode, pub.body).toBe(200);
  });

  it('a failed verification marks the text "non completata": it cannot be published until verified again or confirmed', async () => {
    const id = await product();
    fakeOpenAi.answerNext(`<p>Fa 300 lumen.</p><p>${QUALITATIVE}</p>`);
    fakeOpenAi.failNext(500, undefined, 3);
    const res = await send('POST', `/api/recensioni/genera/${id}`, {});
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.verifica).toMatchObject({ stato: 'non completata', affermazioni: [], errore: expect.stringMatching(/\S/) });
    expect(body.non_verificati).toEqual([{ text: VERIFICATION_PENDING, kind: 'verifica', motivo: body.verifica.errore, verificata_il: body.verifica.created_at }]);
    expect((await h.t.services.ai.usage(1))[0]).toMatchObject({ scopo: 'verifica', esito: 'server' });
    const reviewId = body.recensione.id as number;
    expect((await send('POST', `/api/recensioni/${reviewId}/pubblica`, {})).statusCode).toBe(409);

    // Verified again: the qualitative claim appears in its place.
    const again = await send('POST', `/api/verifica/recensione/${reviewId}`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ verifica: { stato: 'completata' }, non_verificati: [{ text: QUALITATIVE, kind: 'qualitativa' }], conferme: [] });

    // Confirmed with a source: recorded with who and when, and the review is published.
    const pub = await send('POST', `/api/recensioni/${reviewId}/pubblica`, {
      conferme: [{ testo: QUALITATIVE, fonte: 'Test comparativo di Altroconsumo, marzo 2026' }],
    });
    expect(pub.statusCode, pub.body).toBe(200);
    const report = (await send('GET', `/api/verifica/recensione/${reviewId}`)).json();
    expect(report.conferme).toEqual([
      {
        testo: QUALITATIVE,
        chiave: claimKey(QUALITATIVE),
        tipo_dato: 'qualitativa',
        fonte: 'Test comparativo di Altroconsumo, marzo 2026',
        autore: expect.any(String),
        created_at: expect.any(String),
      },
    ]);
    const row = await h.t.db.kysely.selectFrom('claim_confirmations').selectAll().where('id_contenuto', '=', reviewId).executeTakeFirstOrThrow();
    expect(row.id_utente).toEqual(expect.any(Number));
  });

  it('a confirmed failed verification does not cover a later failure', async () => {
    const id = await product();
    fakeOpenAi.answerNext('<p>Fa 300 lumen.</p>');
    fakeOpenAi.failNext(500, undefined, 3);
    const first = (await send('POST', `/api/recensioni/genera/${id}`, {})).json();
    const reviewId = first.recensione.id as number;
    const conferme = [{ testo: VERIFICATION_PENDING, fonte: 'Riletta a mano sulla scheda del produttore' }];
    expect((await send('POST', `/api/recensioni/${reviewId}/pubblica`, { conferme })).statusCode).toBe(200);
    // Regenerated a minute later, and the new verification fails again: the old confirmation does not count.
    h.t.clock.advance(60_000);
    fakeOpenAi.answerNext('<p>Fa 300 lumen e pesa poco.</p>');
    fakeOpenAi.failNext(500, undefined, 3);
    const second = (await send('POST', `/api/recensioni/genera/${id}`, {})).json();
    expect(second.non_verificati).toEqual([expect.objectContaining({ kind: 'verifica' })]);
    expect((await send('POST', `/api/recensioni/${reviewId}/pubblica`, {})).statusCode).toBe(409);
  });

  it('only the session may verify or read the record; unknown types and ids are Italian errors', async () => {
    expect((await send('GET', '/api/verifica/recensione/1', undefined, '')).statusCode).toBe(401);
    expect((await send('POST', '/api/verifica/recensione/1', {}, '')).statusCode).toBe(401);
    expect((await send('GET', '/api/verifica/prodotto/1')).json()).toEqual({ error: CLAIMS_MSG.typeInvalid });
    expect((await send('GET', '/api/verifica/recensione/999999')).statusCode).toBe(404);
    expect((await send('GET', '/api/verifica/guida/999999')).statusCode).toBe(404);
    expect((await send('GET', '/api/verifica/notizia/999999')).statusCode).toBe(404);
  });
});

describe('public reads never show an unresolved claim', () => {
  it('a claim the product data stopped holding after publication is cut from what visitors read', async () => {
    const id = await product();
    const review = (await send('POST', `/api/recensioni/genera/${id}`, {})).json().recensione;
    await send('PUT', `/api/recensioni/${id}`, { recensione_prodotto: '<p>Robusta e pieghevole. Fa 300 lumen. Si ricarica con il sole.</p>' });
    expect((await send('POST', `/api/recensioni/${review.id}/pubblica`, {})).statusCode).toBe(200);
    const visitor = () => send('GET', `/api/recensioni/${id}`, undefined, '');
    expect((await visitor()).json().recensione.recensione_prodotto).toBe('<p>Robusta e pieghevole. Fa 300 lumen. Si ricarica con il sole.</p>');

    // Amazon's refreshed data now says 250 lumen: the sentence goes for visitors, staff still read it.
    await h.t.db.kysely
      .updateTable('products')
      .set({ nome_prodotto: 'Lanterna solare pieghevole', specifiche_tecniche: 'Flusso luminoso: 250 lumen\nBatteria: 2000 mAh' })
      .where('id', '=', id)
      .execute();
    expect((await visitor()).json().recensione.recensione_prodotto).toBe('<p>Robusta e pieghevole. Si ricarica con il sole.</p>');
    expect((await send('GET', `/api/recensioni/${id}`)).json().recensione.recensione_prodotto).toContain('300 lumen');
    const listed = (await send('GET', '/api/recensioni?stato=pubblicata', undefined, '')).json() as Array<{ id_prodotto: number; recensione_prodotto: string }>;
    expect(listed.find((r) => r.id_prodotto === id)!.recensione_prodotto).not.toContain('300 lumen');
  });
});

describe('news', () => {
  const source = {
    titolo: 'Allerta arancione in Liguria',
    testo: 'La Protezione civile ha diramato un’allerta arancione per piogge intense su tutta la Liguria fino alle 20 di domani.',
    fonte: 'Protezione civile',
    link_fonte: 'https://www.protezionecivile.gov.it/it/notizia/allerta-liguria',
  };

  it('"Genera articolo" returns the verification; saved with the item it holds back publication until resolved', async () => {
    fakeOpenAi.answerNext(`<p>La Protezione civile ha diramato un’allerta arancione fino alle 20 di domani.</p><p>È l’allerta più grave del decennio.</p>`);
    const gen = await send('POST', '/api/notizie/genera', source);
    expect(gen.statusCode, gen.body).toBe(200);
    const { contenuto, non_verificati, verifica } = gen.json();
    expect(verifica.stato).toBe('completata');
    expect(non_verificati).toEqual([expect.objectContaining({ text: 'È l’allerta più grave del decennio.', kind: 'qualitativa' })]);

    const created = await send('POST', '/api/notizie', {
      titolo: source.titolo,
      contenuto,
      testo_originale: source.testo,
      fonte: source.fonte,
      link_fonte: source.link_fonte,
      verifica_ai: verifica,
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect(item.generato_ai).toBe(true);

    let pub = await send('POST', `/api/notizie/${item.id}/pubblica`, {});
    expect(pub.statusCode).toBe(409);
    expect(pub.json()).toEqual({ error: NEWS_MSG.unverifiedClaims(1), non_verificati: [expect.objectContaining({ kind: 'qualitativa' })] });
    // Saving it as published through the form is held to the same rule.
    expect((await send('PUT', `/api/notizie/${item.id}`, { stato: 'pubblicata' })).statusCode).toBe(409);
    expect((await send('GET', `/api/notizie/${item.id}`)).json().stato).toBe('bozza');

    pub = await send('POST', `/api/notizie/${item.id}/pubblica`, {
      conferme: [{ testo: 'È l’allerta più grave del decennio.', fonte: 'Comunicato ARPAL del 12 novembre' }],
    });
    expect(pub.statusCode, pub.body).toBe(200);
    expect((await send('GET', `/api/notizie/slug/${item.slug}`, undefined, '')).json().contenuto).toContain('più grave del decennio');
  });

  it('a new item created published with an invented figure is refused whole, then accepted with the confirmation', async () => {
    const body = {
      titolo: 'Piogge in Liguria',
      contenuto: '<p>Sono caduti 300 millimetri di pioggia in 12 ore.</p>',
      testo_originale: source.testo,
      fonte: source.fonte,
      stato: 'pubblicata',
    };
    let res = await send('POST', '/api/notizie', body);
    expect(res.statusCode).toBe(409);
    const claims = res.json().non_verificati as Array<{ text: string }>;
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.some((c) => c.text.includes('300'))).toBe(true);
    // Nothing was stored.
    expect((await send('GET', '/api/notizie?q=Piogge%20in%20Liguria')).json()).toEqual([]);
    res = await send('POST', '/api/notizie', { ...body, conferme: claims.map((c) => ({ testo: c.text, fonte: 'Bollettino ARPAL' })) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().stato).toBe('pubblicata');
  });

  it('a hand-written item without a source text is the editor’s own: no gate', async () => {
    const res = await send('POST', '/api/notizie', {
      titolo: 'Il nostro kit per l’inverno',
      contenuto: '<p>Tre coperte e 6 litri d’acqua.</p>',
      stato: 'pubblicata',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().generato_ai).toBe(false);
  });
});
