import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { REVISION_MSG } from '../../common/messages-revisions.ts';
import type { Revision, RevisionEntry } from '../../common/types.ts';
import { MAX_REVISIONS } from '../../server/domain/revisions.ts';
import { ADMIN } from '../helpers/app.ts';
import { createNews, createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * Revisions (decision 0032): every save, AI (re)generation, publication, archiving and restore of a
 * review, guide, news item or the About text keeps the state it replaced, with who, when and what
 * action; the list is newest first; a restore writes the kept text back through the save's path;
 * the retention keeps one a day beyond 30 days. Runs on SQLite and PostgreSQL.
 */
withFakeServices();
const h = dashboardTestApp({ OPENAI_API_KEY: 'sk-test-revisions-0000', OPENAI_TIMEOUT_MS: '1000' });
const send = h.send;

const history = async (tipo: string, id: number): Promise<RevisionEntry[]> => {
  const res = await send('GET', `/api/revisioni?tipo=${tipo}&id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const revision = async (id: number): Promise<Revision> => {
  const res = await send('GET', `/api/revisioni/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

let productId: number;
beforeAll(async () => {
  await h.t.services.prompts.create({ titolo: 'Recensione', tipo: 'recensione', testo: 'Scrivi la recensione di {nome_prodotto}.', is_default: true });
  productId = await createProduct(h, { nome_prodotto: 'Torcia di prova per le revisioni', nome_sintetico: 'Torcia' });
});

describe('reviews', () => {
  let reviewId: number;
  let generated: string;

  it('generation, save, publish, archive and regeneration each keep the state they replaced', async () => {
    let res = await send('POST', `/api/recensioni/genera/${productId}`, {});
    expect(res.statusCode, res.body).toBe(201);
    reviewId = res.json().recensione.id;
    generated = res.json().recensione.recensione_prodotto;

    res = await send('PUT', `/api/recensioni/${productId}`, { recensione_prodotto: '<p>Versione scritta a mano.</p>', titolo: 'A mano' });
    expect(res.statusCode, res.body).toBe(200);
    res = await send('POST', `/api/recensioni/${reviewId}/pubblica`, {});
    expect(res.statusCode, res.body).toBe(200);
    res = await send('POST', `/api/recensioni/${reviewId}/archivia`);
    expect(res.statusCode, res.body).toBe(200);
    res = await send('POST', `/api/recensioni/genera/${productId}`, {});
    expect(res.statusCode, res.body).toBe(200);

    const list = await history('recensione', reviewId);
    expect(list.map((r) => r.azione)).toEqual(['rigenerazione', 'archiviazione', 'pubblicazione', 'salvataggio', 'generazione']);
    for (const r of list) expect(r).toEqual({ id: expect.any(Number), creata_il: expect.any(String), autore: ADMIN.username, azione: r.azione });
    const sorted = [...list].sort((a, b) => (a.creata_il < b.creata_il ? 1 : a.creata_il > b.creata_il ? -1 : b.id - a.id));
    expect(list).toEqual(sorted);

    const [regen, archive, publish, save] = await Promise.all(list.slice(0, 4).map((r) => revision(r.id)));
    expect(save!.contenuto).toMatchObject({ contenuto: generated, stato: 'bozza' });
    expect(publish!.contenuto).toMatchObject({ contenuto: '<p>Versione scritta a mano.</p>', titolo: 'A mano', stato: 'bozza' });
    expect(archive!.contenuto).toMatchObject({ contenuto: '<p>Versione scritta a mano.</p>', stato: 'pubblicata' });
    expect(regen).toMatchObject({ tipo: 'recensione', id_contenuto: reviewId, azione: 'rigenerazione', autore: ADMIN.username });
    expect(regen!.contenuto).toMatchObject({ contenuto: '<p>Versione scritta a mano.</p>', stato: 'archiviata' });
  });

  it('restore brings the kept text back through the save, keeps the status and records ripristino', async () => {
    const before = (await send('GET', `/api/recensioni/${productId}`)).json().recensione;
    const publish = (await history('recensione', reviewId)).find((r) => r.azione === 'pubblicazione')!;
    const res = await send('POST', `/api/revisioni/${publish.id}/ripristina`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recensione).toMatchObject({ recensione_prodotto: '<p>Versione scritta a mano.</p>', titolo: 'A mano', stato: before.stato });
    const after = (await send('GET', `/api/recensioni/${productId}`)).json().recensione;
    expect(after.recensione_prodotto).toBe('<p>Versione scritta a mano.</p>');
    const [latest] = await history('recensione', reviewId);
    expect(latest!.azione).toBe('ripristino');
    expect((await revision(latest!.id)).contenuto).toMatchObject({ contenuto: before.recensione_prodotto });
  });

  it('a restore into published text meets the publishing gate: 409 with the claims, then through with their sources', async () => {
    const id = await createProduct(h, {
      nome_prodotto: 'Power bank di prova per il ripristino',
      nome_sintetico: 'Power bank ripristino',
      asin_prodotto: 'B0RESTORE1',
      specifiche_tecniche: 'Capacità: 2000 mAh',
    });
    let res = await send('POST', `/api/recensioni/genera/${id}`, {});
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json().recensione.id as number;
    // A draft is saved with an unsupported figure, then without it, and published.
    const claimed = '<p>Ha una batteria da 9.999 mAh.</p>';
    for (const text of [claimed, '<p>Ha una batteria da 2000 mAh.</p>']) {
      res = await send('PUT', `/api/recensioni/${id}`, { recensione_prodotto: text });
      expect(res.statusCode, res.body).toBe(200);
    }
    res = await send('POST', `/api/recensioni/${review}/pubblica`, {});
    expect(res.statusCode, res.body).toBe(200);
    const kept = (await history('recensione', review)).find((e) => e.azione === 'salvataggio')!;
    expect((await revision(kept.id)).contenuto).toMatchObject({ contenuto: claimed });

    // Without sources: refused like a save, with what the dashboard needs to ask for them.
    res = await send('POST', `/api/revisioni/${kept.id}/ripristina`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: expect.any(String), non_verificati: [{ text: '9.999 mAh', kind: 'misura', dato: 'Capacità: 2000 mAh' }] });
    expect((await send('GET', `/api/recensioni/${id}`)).json().recensione.recensione_prodotto).toBe('<p>Ha una batteria da 2000 mAh.</p>');
    // A malformed source is a 400 in Italian, nothing written.
    res = await send('POST', `/api/revisioni/${kept.id}/ripristina`, { conferme: [{ testo: '9.999 mAh', fonte: 'x' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: CLAIMS_MSG.confirmationSourceInvalid });
    res = await send('POST', `/api/revisioni/${kept.id}/ripristina`, { altro: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Campo non previsto: altro.' });

    // With each claim's source: restored, still published, the confirmation recorded.
    res = await send('POST', `/api/revisioni/${kept.id}/ripristina`, { conferme: [{ testo: '9.999 mAh', fonte: 'Scheda del produttore, 2026' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ recensione: { recensione_prodotto: claimed, stato: 'pubblicata' }, non_verificati: [] });
    expect((await history('recensione', review))[0]!.azione).toBe('ripristino');
    const report = (await send('GET', `/api/verifica/recensione/${review}`)).json();
    expect(report.conferme).toEqual([expect.objectContaining({ testo: '9.999 mAh', fonte: 'Scheda del produttore, 2026', autore: ADMIN.username })]);
  });
});

describe('guides, news and About', () => {
  it('a guide save and a regeneration keep the previous title, content and products', async () => {
    let res = await send('POST', '/api/guide', { titolo: 'Guida prima', contenuto: '<p>Introduzione prima.</p>', prodotti: [productId] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    res = await send('PUT', `/api/guide/${id}`, { titolo: 'Guida dopo' });
    expect(res.statusCode, res.body).toBe(200);
    const verifica_ai = { stato: 'completata', affermazioni: [] };
    res = await send('PUT', `/api/guide/${id}`, { titolo: 'Guida rigenerata', contenuto: '<p>Introduzione nuova.</p>', verifica_ai });
    expect(res.statusCode, res.body).toBe(200);
    const list = await history('guida', id);
    expect(list.map((r) => [r.azione, r.autore])).toEqual([
      ['rigenerazione', ADMIN.username],
      ['salvataggio', ADMIN.username],
    ]);
    const saved = await revision(list[1]!.id);
    expect(saved.contenuto).toMatchObject({ titolo: 'Guida prima', prodotti: [productId] });
    expect(JSON.stringify(saved.contenuto.contenuto)).toContain('Introduzione prima.');
    expect((await revision(list[0]!.id)).contenuto).toMatchObject({ titolo: 'Guida dopo' });

    res = await send('POST', `/api/revisioni/${list[1]!.id}/ripristina`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, titolo: 'Guida prima', stato: 'bozza' });
    expect((await history('guida', id))[0]!.azione).toBe('ripristino');
  });

  it('a news save and its archiving keep the previous item', async () => {
    const news = await createNews(h, { titolo: 'Notizia di prova', contenuto: '<p>Testo primo.</p>' });
    let res = await send('PUT', `/api/notizie/${news.id}`, { contenuto: '<p>Testo secondo.</p>' });
    expect(res.statusCode, res.body).toBe(200);
    res = await send('POST', `/api/notizie/${news.id}/archivia`);
    expect(res.statusCode, res.body).toBe(200);
    const list = await history('notizia', news.id);
    expect(list.map((r) => [r.azione, r.autore])).toEqual([
      ['archiviazione', ADMIN.username],
      ['salvataggio', ADMIN.username],
    ]);
    expect((await revision(list[1]!.id)).contenuto).toMatchObject({ titolo: 'Notizia di prova', contenuto: '<p>Testo primo.</p>', stato: 'bozza' });
    res = await send('POST', `/api/revisioni/${list[1]!.id}/ripristina`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contenuto: '<p>Testo primo.</p>', stato: 'archiviata' });
  });

  it('an About save keeps the previous text', async () => {
    let res = await send('POST', '/api/chi-siamo', { contenuto: '<p>Chi siamo, prima.</p>' });
    expect([200, 201]).toContain(res.statusCode);
    const id = res.json().id;
    res = await send('PUT', `/api/chi-siamo/${id}`, { contenuto: '<p>Chi siamo, dopo.</p>' });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = await history('chi-siamo', id);
    expect(latest).toMatchObject({ azione: 'salvataggio', autore: ADMIN.username });
    expect((await revision(latest!.id)).contenuto).toEqual({ contenuto: '<p>Chi siamo, prima.</p>' });
    res = await send('POST', `/api/revisioni/${latest!.id}/ripristina`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, contenuto: '<p>Chi siamo, prima.</p>' });
  });
});

describe('access and errors', () => {
  it('answers 401 without a session', async () => {
    expect((await send('GET', '/api/revisioni?tipo=recensione&id=1', undefined, '')).statusCode).toBe(401);
    expect((await send('GET', '/api/revisioni/1', undefined, '')).statusCode).toBe(401);
    expect((await send('POST', '/api/revisioni/1/ripristina', undefined, '')).statusCode).toBe(401);
  });

  it('answers 400 and 404 in Italian', async () => {
    let res = await send('GET', '/api/revisioni?tipo=prodotto&id=1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: REVISION_MSG.typeInvalid });
    res = await send('GET', '/api/revisioni?tipo=guida&id=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: REVISION_MSG.contentIdInvalid });
    expect((await send('GET', '/api/revisioni?tipo=guida')).json()).toEqual({ error: REVISION_MSG.contentIdInvalid });
    res = await send('GET', '/api/revisioni/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MSG.invalidId });
    res = await send('GET', '/api/revisioni/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: REVISION_MSG.revisionNotFound });
    res = await send('POST', '/api/revisioni/999999/ripristina');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: REVISION_MSG.revisionNotFound });
  });
});

describe('retention', () => {
  it('keeps every revision of the last 30 days and one a day (the newest) before', async () => {
    const k = h.t.db.kysely;
    const day = (daysAgo: number, hour: number) => {
      const d = new Date(h.t.clock.nowMs() - daysAgo * 86_400_000);
      d.setUTCHours(hour, 0, 0, 0);
      return d.toISOString();
    };
    const row = (id_contenuto: number, creata_il: string) => ({
      tipo: 'notizia',
      id_contenuto,
      azione: 'salvataggio',
      autore: null,
      contenuto: `{"at":"${creata_il}"}`,
      creata_il,
    });
    const stamps = [day(40, 8), day(40, 12), day(40, 18), day(35, 9), day(35, 10), day(5, 8), day(5, 9)];
    await k
      .insertInto('revisions')
      .values([...stamps.map((s) => row(777_001, s)), row(777_002, day(40, 8)), row(777_002, day(40, 9))])
      .execute();
    await h.t.services.revisions.record('notizia', 777_001, 'salvataggio', 'redazione', { contenuto: 'ora' });
    const kept = await k.selectFrom('revisions').select('creata_il').where('tipo', '=', 'notizia').where('id_contenuto', '=', 777_001).orderBy('creata_il').execute();
    expect(kept.map((r) => r.creata_il).slice(0, -1)).toEqual([day(40, 18), day(35, 10), day(5, 8), day(5, 9)]);
    expect(kept).toHaveLength(5);
    // Another content's revisions wait for their own next record.
    const other = await k.selectFrom('revisions').select('id').where('tipo', '=', 'notizia').where('id_contenuto', '=', 777_002).execute();
    expect(other).toHaveLength(2);
  });
});

describe('saves that change nothing, and the bound per item', () => {
  /** The rows and stored bytes of one item's revisions. */
  const stored = async (tipo: string, id: number) => {
    const rows = await h.t.db.kysely.selectFrom('revisions').select('contenuto').where('tipo', '=', tipo).where('id_contenuto', '=', id).execute();
    return { rows: rows.length, bytes: rows.reduce((sum, r) => sum + Buffer.byteLength(r.contenuto), 0) };
  };

  it('30 identical saves of a ~200 KB review keep its text once, not 30 times', async () => {
    const product = await createProduct(h, { nome_prodotto: 'Generatore portatile per le revisioni', nome_sintetico: 'Generatore' });
    let res = await send('POST', `/api/recensioni/genera/${product}`, {});
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().recensione.id as number;
    const paragraph = `<p>${'Un generatore portatile tiene accesi frigorifero, luci e radio durante un blackout di più giorni. '.repeat(20)}</p>`;
    const big = paragraph.repeat(Math.floor(199_000 / paragraph.length));
    expect(big.length).toBeGreaterThan(195_000);
    for (let i = 0; i < 30; i++) {
      res = await send('PUT', `/api/recensioni/${product}`, { recensione_prodotto: big, titolo: 'Il generatore' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await stored('recensione', id);
    // The generated text (its 'generazione' entry and the state the first save replaced), and the
    // big text once: the state the 2nd to 30th saves replaced.
    expect(after.rows, `${after.rows} righe, ${after.bytes} byte`).toBe(3);
    expect(after.bytes).toBeLessThan(big.length + 20_000);
    const list = await history('recensione', id);
    expect(list.map((e) => e.azione)).toEqual(['salvataggio', 'salvataggio', 'generazione']);
    expect((await revision(list[0]!.id)).contenuto).toMatchObject({ titolo: 'Il generatore', contenuto: big });
  });

  it('a save that changes nothing moves the newest entry up (an earlier autosave is no longer newer than the saved text)', async () => {
    const news = await createNews(h, { titolo: 'Notizia salvata due volte', contenuto: '<p>Primo testo.</p>' });
    const save = (contenuto: string) => send('PUT', `/api/notizie/${news.id}`, { contenuto });
    expect((await save('<p>Secondo testo.</p>')).statusCode).toBe(200);
    expect((await save('<p>Secondo testo.</p>')).statusCode).toBe(200);
    const autosave = await send('POST', '/api/revisioni', { tipo: 'notizia', id: news.id, azione: 'autosalvataggio', contenuto: { contenuto: '<p>Bozza.</p>' } });
    expect(autosave.statusCode, autosave.body).toBe(201);
    let list = await history('notizia', news.id);
    expect(list.map((e) => e.azione)).toEqual(['autosalvataggio', 'salvataggio', 'salvataggio']);
    const kept = list[1]!;

    // Saved again unchanged, a minute after the autosave: the same row, now the newest, no new one.
    h.t.clock.advance(60_000);
    expect((await save('<p>Secondo testo.</p>')).statusCode).toBe(200);
    list = await history('notizia', news.id);
    expect(list.map((e) => [e.id, e.azione])).toEqual([
      [kept.id, 'salvataggio'],
      [autosave.json().id, 'autosalvataggio'],
      [list[2]!.id, 'salvataggio'],
    ]);
    expect(list[0]!.creata_il > kept.creata_il).toBe(true);
    expect((await revision(kept.id)).contenuto).toMatchObject({ contenuto: '<p>Secondo testo.</p>' });
    expect((await revision(list[2]!.id)).contenuto).toMatchObject({ contenuto: '<p>Primo testo.</p>' });
  });

  it(`keeps at most ${MAX_REVISIONS} revisions per item, never the pending versions of the current round nor the one being restored`, async () => {
    const news = await createNews(h, { titolo: 'Notizia con molte versioni', contenuto: '<p>Versione A.</p>' });
    expect((await send('PUT', `/api/notizie/${news.id}`, { contenuto: '<p>Versione B.</p>' })).statusCode).toBe(200);
    const [first] = await history('notizia', news.id);
    const snapshot = (await revision(first!.id)).contenuto;
    // 60 older saves (written directly: a long history from before the bound).
    const start = h.t.clock.nowMs() - 2 * 3_600_000;
    await h.t.db.kysely
      .insertInto('revisions')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          tipo: 'notizia',
          id_contenuto: news.id,
          azione: 'salvataggio',
          autore: 'redazione',
          contenuto: JSON.stringify({ ...snapshot, contenuto: `<p>Versione ${i}.</p>` }),
          creata_il: new Date(start + i * 60_000).toISOString(),
        })),
      )
      .execute();
    const older = (await history('notizia', news.id)).slice(1).reverse(); // oldest first: v0 … v59
    expect(older).toHaveLength(60);

    // The next save prunes to the newest MAX_REVISIONS.
    expect((await send('PUT', `/api/notizie/${news.id}`, { contenuto: '<p>Versione C.</p>' })).statusCode).toBe(200);
    let list = await history('notizia', news.id);
    expect(list).toHaveLength(MAX_REVISIONS);
    expect(list.at(-1)!.id).toBe(older[12]!.id);
    expect((await send('GET', `/api/revisioni/${older[11]!.id}`)).statusCode).toBe(404);

    // An autosave of the current round is kept (the oldest save goes instead).
    const autosave = await send('POST', '/api/revisioni', { tipo: 'notizia', id: news.id, azione: 'autosalvataggio', contenuto: { contenuto: '<p>Bozza.</p>' } });
    expect(autosave.statusCode, autosave.body).toBe(201);
    list = await history('notizia', news.id);
    expect(list).toHaveLength(MAX_REVISIONS);
    expect(list[0]!.id).toBe(autosave.json().id);
    expect(list.at(-1)!.id).toBe(older[13]!.id);

    // Restoring the oldest: its restore records one more, and the version restored stays listed.
    const res = await send('POST', `/api/revisioni/${older[13]!.id}/ripristina`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contenuto: '<p>Versione 13.</p>' });
    list = await history('notizia', news.id);
    expect(list).toHaveLength(MAX_REVISIONS);
    expect(list[0]!.azione).toBe('ripristino');
    expect(list.map((e) => e.id)).toContain(older[13]!.id);
    expect(list.map((e) => e.id)).not.toContain(older[14]!.id);
  });
});
