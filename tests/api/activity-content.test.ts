import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCHEDULER_NAME } from '../../server/domain/activity.ts';
import { ADMIN, TEST_NOW } from '../helpers/app.ts';
import { createProduct } from '../helpers/builders.ts';
import { fakeOpenAi } from '../mocks/openai.ts';
import { linesOf, ok, onlyOne } from './activity-helpers.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * The activity log of texts (decision 0064), on SQLite and PostgreSQL: each action on a review,
 * a guide or a news item, done through the real API, shows in GET /api/attivita exactly once,
 * with who did it (the byline name), what it was on, where it leads and what the kind adds.
 */
withFakeServices();
const h = dashboardTestApp({ OPENAI_API_KEY: 'sk-test-activity-0000', OPENAI_TIMEOUT_MS: '1000' });
const NAME = 'Giulia Redazione';
const QUALITATIVE = 'È la lanterna più luminosa della sua categoria.';
const SOURCE = 'Prova di laboratorio della redazione';

beforeAll(async () => {
  // The log names people by their byline name.
  await h.t.services.db.kysely.updateTable('users').set({ nome_visualizzato: NAME }).where('username', '=', ADMIN.username).execute();
  await h.t.services.prompts.create({ titolo: 'Recensione', tipo: 'recensione', testo: 'Scrivi la recensione di {nome_prodotto}.', is_default: true });
});
beforeEach(() => {
  h.t.clock.set(TEST_NOW);
});

let seq = 0;
const product = () => createProduct(h, { nome_prodotto: `Lanterna del registro ${++seq}`, specifiche_tecniche: 'Flusso luminoso: 300 lumen' });
const adminId = async () => (await h.t.services.db.kysely.selectFrom('users').select('id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow()).id;

async function generatedReview(text = '<p>Fa 300 lumen.</p>') {
  const productId = await product();
  fakeOpenAi.answerNext(text);
  const res = await ok<{ recensione: { id: number } }>(h, 'POST', `/api/recensioni/genera/${productId}`, {}, 201);
  return { id: res.recensione.id, productId };
}

describe('texts created', () => {
  it('a generated review: creato, then modificato when generated again', async () => {
    let review = { id: 0, productId: 0 };
    const created = onlyOne(await linesOf(h, async () => (review = await generatedReview())), 'creato');
    expect(created).toMatchObject({
      id_utente: await adminId(),
      nome_utente: NAME,
      tipo_oggetto: 'recensione',
      id_oggetto: review.id,
      collegamento: `/dashboard/recensioni/${review.productId}`,
    });
    const again = await linesOf(h, async () => {
      fakeOpenAi.answerNext('<p>Fa ancora 300 lumen.</p>');
      await ok(h, 'POST', `/api/recensioni/genera/${review.productId}`, {});
    });
    expect(again.map((l) => l.azione)).toEqual(['modificato']);
  });

  it('a review by hand, a guide, a news item, a feed draft and persisted articles: one creato each', async () => {
    const productId = await product();
    const lines = await linesOf(h, async () => {
      await ok(h, 'POST', `/api/recensioni/${productId}`, { recensione_prodotto: '<p>Scritta a mano.</p>', titolo: 'Recensione a mano' }, 201);
      await ok(h, 'POST', '/api/guide', { titolo: 'Guida del registro', contenuto: '<p>Cosa tenere pronto.</p>', prodotti: [productId] }, 201);
      await ok(h, 'POST', '/api/notizie', { titolo: 'Notizia del registro', sommario: 'Un sommario.' }, 201);
      const feed = { titolo: 'Bozza dal feed', sommario: 'Dal feed.', testo_originale: 'Il testo della fonte.', fonte: 'Feed', link_fonte: 'https://fonte.example.test/registro' };
      await ok(h, 'POST', '/api/notizie/bozze', feed, 201);
      await ok(h, 'POST', '/api/notizie/persisti', { articoli: [{ titolo: 'Articolo persistito', link_fonte: 'https://fonte.example.test/persistito', sommario: 'Prove.' }] });
    });
    expect(lines.map((l) => [l.azione, l.tipo_oggetto, l.titolo]).reverse()).toEqual([
      ['creato', 'recensione', 'Recensione a mano'],
      ['creato', 'guida', 'Guida del registro'],
      ['creato', 'notizia', 'Notizia del registro'],
      ['creato', 'notizia', 'Bozza dal feed'],
      ['creato', 'notizia', 'Articolo persistito'],
    ]);
  });

  it('a news item published as it is created: creato and pubblicato', async () => {
    const lines = await linesOf(h, () => ok(h, 'POST', '/api/notizie', { titolo: 'Subito online', sommario: 'Testo.', stato: 'pubblicata' }, 201));
    expect(lines.map((l) => l.azione).sort()).toEqual(['creato', 'pubblicato']);
  });
});

describe('texts changed', () => {
  it('a save is one modificato; a pending version (autosave) is none', async () => {
    const g = await ok(h, 'POST', '/api/guide', { titolo: 'Guida da salvare', contenuto: '<p>Prima.</p>', prodotti: [await product()] }, 201);
    const lines = await linesOf(h, async () => {
      const pending = await h.send('POST', '/api/revisioni', { tipo: 'guida', id: g.id, azione: 'autosalvataggio', contenuto: { titolo: 'Guida in bozza automatica' } });
      expect(pending.statusCode, pending.body).toBeLessThan(300);
      await ok(h, 'PUT', `/api/guide/${g.id}`, { titolo: 'Guida salvata' });
    });
    expect(lines.map((l) => l.azione)).toEqual(['modificato']);
    expect(lines[0]).toMatchObject({ tipo_oggetto: 'guida', id_oggetto: g.id, titolo: 'Guida salvata', collegamento: `/dashboard/guide/${g.id}` });
  });

  it('a save that changes the status (the news editor’s Stato) also logs the change; a status alone is no edit', async () => {
    const n = await ok(h, 'POST', '/api/notizie', { titolo: 'Stato da cambiare', sommario: 'S.' }, 201);
    const both = await linesOf(h, () => ok(h, 'PUT', `/api/notizie/${n.id}`, { titolo: 'Stato cambiato', stato: 'pubblicata' }));
    expect(both.map((l) => [l.azione, l.titolo]).reverse()).toEqual([
      ['modificato', 'Stato cambiato'],
      ['pubblicato', 'Stato cambiato'],
    ]);
    const alone = await linesOf(h, () => ok(h, 'PUT', `/api/notizie/${n.id}`, { stato: 'archiviata' }));
    expect(alone.map((l) => l.azione)).toEqual(['archiviato']);
  });

  it('a refused save (stale If-Match, invalid body) logs nothing', async () => {
    const g = await ok(h, 'POST', '/api/guide', { titolo: 'Guida contesa', contenuto: '<p>Prima.</p>', prodotti: [await product()] }, 201);
    const lines = await linesOf(h, async () => {
      expect((await h.send('PUT', `/api/guide/${g.id}`, { titolo: 'Troppo tardi' }, h.cookie, { 'if-match': '"vecchia"' })).statusCode).toBe(412);
      expect((await h.send('PUT', `/api/guide/${g.id}`, { titolo: '' })).statusCode).toBe(400);
    });
    expect(lines).toEqual([]);
  });

  it('Programma with a confirmed claim: claim_confermato, then programmato', async () => {
    const r = await generatedReview(`<p>Fa 300 lumen.</p><p>${QUALITATIVE}</p>`);
    const quando = new Date(h.t.clock.nowMs() + 3_600_000).toISOString();
    const lines = await linesOf(h, () => ok(h, 'POST', `/api/recensioni/${r.id}/programma`, { quando, conferme: [{ testo: QUALITATIVE, fonte: SOURCE }] }));
    expect(lines.map((l) => [l.azione, l.dettagli]).reverse()).toEqual([
      ['claim_confermato', { affermazione: QUALITATIVE, fonte: SOURCE }],
      ['programmato', { quando }],
    ]);
  });

  it('Pubblica with a confirmed claim: pubblicato, and claim_confermato with the claim and its source', async () => {
    const r = await generatedReview(`<p>Fa 300 lumen.</p><p>${QUALITATIVE}</p>`);
    const refused = await linesOf(h, () => ok(h, 'POST', `/api/recensioni/${r.id}/pubblica`, {}, 409));
    expect(refused).toEqual([]);
    const lines = await linesOf(h, () => ok(h, 'POST', `/api/recensioni/${r.id}/pubblica`, { conferme: [{ testo: QUALITATIVE, fonte: SOURCE }] }));
    expect(lines).toHaveLength(2);
    onlyOne(lines, 'pubblicato');
    expect(onlyOne(lines, 'claim_confermato')).toMatchObject({ nome_utente: NAME, id_oggetto: r.id, dettagli: { affermazione: QUALITATIVE, fonte: SOURCE } });
  });

  it('Archivia, back to draft, bulk Pubblica: one line per item and action', async () => {
    const a = await ok(h, 'POST', '/api/notizie', { titolo: 'Notizia A', sommario: 'A.' }, 201);
    const b = await ok(h, 'POST', '/api/notizie', { titolo: 'Notizia B', sommario: 'B.' }, 201);
    const lines = await linesOf(h, async () => {
      await ok(h, 'POST', '/api/notizie/azioni', { azione: 'pubblica', ids: [a.id, b.id] });
      await ok(h, 'POST', `/api/notizie/${a.id}/archivia`);
      await ok(h, 'POST', '/api/notizie/azioni', { azione: 'bozza', ids: [a.id] });
    });
    expect(lines.map((l) => [l.azione, l.titolo]).reverse()).toEqual([
      ['pubblicato', 'Notizia A'],
      ['pubblicato', 'Notizia B'],
      ['archiviato', 'Notizia A'],
      ['riportato_in_bozza', 'Notizia A'],
    ]);
  });

  it('Elimina (single and bulk) keeps the title; the line no longer leads anywhere', async () => {
    const g = await ok(h, 'POST', '/api/guide', { titolo: 'Guida da eliminare', contenuto: '<p>Via.</p>', prodotti: [await product()] }, 201);
    const n = await ok(h, 'POST', '/api/notizie', { titolo: 'Notizia da eliminare', sommario: 'Via.' }, 201);
    const lines = await linesOf(h, async () => {
      await ok(h, 'DELETE', `/api/guide/${g.id}`, undefined, 204);
      await ok(h, 'POST', '/api/notizie/azioni', { azione: 'elimina', ids: [n.id] });
    });
    expect(lines.map((l) => [l.azione, l.titolo, l.nome_utente, l.collegamento]).reverse()).toEqual([
      ['eliminato', 'Guida da eliminare', NAME, null],
      ['eliminato', 'Notizia da eliminare', NAME, null],
    ]);
  });

  it('a revision restored: ripristinato, once', async () => {
    const g = await ok(h, 'POST', '/api/guide', { titolo: 'Guida prima', contenuto: '<p>Prima.</p>', prodotti: [await product()] }, 201);
    await ok(h, 'PUT', `/api/guide/${g.id}`, { titolo: 'Guida dopo' });
    const [older] = await ok<Array<{ id: number }>>(h, 'GET', `/api/revisioni?tipo=guida&id=${g.id}`);
    const lines = await linesOf(h, () => ok(h, 'POST', `/api/revisioni/${older!.id}/ripristina`));
    expect(lines.map((l) => [l.azione, l.id_oggetto])).toEqual([['ripristinato', g.id]]);
  });

  it('the About page restored: ripristinato on chi-siamo', async () => {
    await ok(h, 'PUT', '/api/chi-siamo', { contenuto: '<p>Prima versione.</p>' }, 201);
    await ok(h, 'PUT', '/api/chi-siamo', { contenuto: '<p>Seconda versione.</p>' });
    const about = await ok(h, 'GET', '/api/chi-siamo');
    const [older] = await ok<Array<{ id: number }>>(h, 'GET', `/api/revisioni?tipo=chi-siamo&id=${about.id}`);
    const lines = await linesOf(h, () => ok(h, 'POST', `/api/revisioni/${older!.id}/ripristina`));
    expect(lines.map((l) => [l.azione, l.tipo_oggetto, l.titolo, l.collegamento])).toEqual([['ripristinato', 'chi-siamo', 'Chi siamo', '/dashboard/chi-siamo']]);
  });
});

describe('scheduled', () => {
  const inAnHour = () => new Date(h.t.clock.nowMs() + 3_600_000).toISOString();

  it('Programma and its cancellation: one line each, with the time', async () => {
    const n = await ok(h, 'POST', '/api/notizie', { titolo: 'Notizia programmata', sommario: 'Presto.' }, 201);
    const quando = inAnHour();
    const lines = await linesOf(h, async () => {
      await ok(h, 'POST', `/api/notizie/${n.id}/programma`, { quando });
      await ok(h, 'DELETE', `/api/notizie/${n.id}/programma`, undefined, 204);
      // Nothing left to cancel: nothing logged.
      await ok(h, 'DELETE', `/api/notizie/${n.id}/programma`, undefined, 204);
    });
    expect(lines.map((l) => [l.azione, l.dettagli, l.nome_utente]).reverse()).toEqual([
      ['programmato', { quando }, NAME],
      ['programmazione_annullata', { quando }, NAME],
    ]);
  });

  it('the scheduled publication: pubblicato once, by who scheduled it, marked programmata', async () => {
    const n = await ok(h, 'POST', '/api/notizie', { titolo: 'Uscirà da sola', sommario: 'Presto.' }, 201);
    const quando = inAnHour();
    await ok(h, 'POST', `/api/notizie/${n.id}/programma`, { quando });
    const lines = await linesOf(h, async () => {
      h.t.clock.set(Date.parse(quando) + 1000);
      await h.t.services.scheduledPublishing.runDue();
      await h.t.services.scheduledPublishing.runDue();
    });
    // (The review scheduled by an earlier test goes out in the same run: its own line.)
    const own = lines.filter((l) => l.tipo_oggetto === 'notizia' && l.id_oggetto === n.id);
    expect(own.map((l) => [l.azione, l.nome_utente, l.dettagli])).toEqual([['pubblicato', NAME, { programmata: true }]]);
  });

  it('a publication due with nobody named: by the scheduler', async () => {
    const n = await ok(h, 'POST', '/api/notizie', { titolo: 'Programmata dal sistema', sommario: 'Presto.' }, 201);
    await h.t.services.db.kysely.updateTable('news').set({ pubblicazione_programmata: inAnHour(), programmata_da: null }).where('id', '=', n.id).execute();
    const lines = await linesOf(h, async () => {
      h.t.clock.advance(2 * 3_600_000);
      await h.t.services.scheduledPublishing.runDue();
    });
    const own = lines.filter((l) => l.id_oggetto === n.id);
    expect(own.map((l) => [l.azione, l.nome_utente, l.id_utente])).toEqual([['pubblicato', SCHEDULER_NAME, null]]);
  });
});
