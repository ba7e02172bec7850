import { describe, expect, it } from 'vitest';
import { REVIEW_FLOW_MSG as M } from '../../common/messages-review-flow.ts';
import type { ReviewQueueItem } from '../../common/review-flow.ts';
import type { Role } from '../../common/roles.ts';
import { createNews, createProduct, createUser, loginAs } from '../helpers/builders.ts';
import { TEST_NOW } from '../helpers/app.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * The review before publishing (decision 0065) over the API, on SQLite
 * and PostgreSQL: a collaboratore sends a draft, an editor (the first account, amministratore) sees
 * it in GET /api/revisione, sends it back with a note, the writer edits and sends again, the editor
 * publishes; and the refusals (someone else's text, not a draft, no note, below editor).
 */
const h = dashboardTestApp();
const k = () => h.t.services.db.kysely;

/** A user of this role (set in the database: the role is what the session reads on every request) and their session. */
async function member(ruolo: Role) {
  const user = await createUser(h);
  await k().updateTable('users').set({ ruolo }).where('id', '=', user.id).execute();
  return { ...user, cookie: await loginAs(h.t, user) };
}

/** The text's writer, whatever its creation recorded. */
const writtenBy = (table: 'news' | 'reviews' | 'guides', id: number, userId: number) => k().updateTable(table).set({ id_autore: userId }).where('id', '=', id).execute();

const queue = async (cookie = h.cookie) => (await h.send('GET', '/api/revisione', undefined, cookie)).json() as ReviewQueueItem[];

describe('A news draft sent for review', () => {
  it('goes from its writer to the editor, back with a note, again, and out published', async () => {
    const writer = await member('collaboratore');
    const news = await createNews(h, { titolo: 'Come preparare lo zaino di emergenza', contenuto: '<p>Acqua, torcia e coperta.</p>' });
    await writtenBy('news', news.id, writer.id);
    const before = (await h.send('GET', `/api/notizie/${news.id}`)).headers.etag;

    const sent = await h.send('POST', `/api/notizie/${news.id}/revisione`, {}, writer.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ id: news.id, revisione: 'in_revisione', nota_revisione: null, revisione_il: TEST_NOW, stato: 'bozza' });
    // No edit of the text: an editor open on it keeps its tag.
    expect((await h.send('GET', `/api/notizie/${news.id}`)).headers.etag).toBe(before);
    expect((await h.send('POST', `/api/notizie/${news.id}/revisione`, {}, writer.cookie)).json()).toEqual({ error: M.alreadySent });

    const waiting = await queue();
    expect(waiting).toContainEqual({
      tipo: 'notizia',
      id: news.id,
      id_percorso: news.id,
      titolo: 'Come preparare lo zaino di emergenza',
      autore: writer.username,
      revisione: 'in_revisione',
      nota_revisione: null,
      revisione_il: TEST_NOW,
    });

    for (const [body, error] of [
      [{}, M.noteRequired],
      [{ nota: '   ' }, M.noteRequired],
      [{ nota: 'x'.repeat(1001) }, M.noteTooLong],
    ] as const) {
      const refused = await h.send('POST', `/api/notizie/${news.id}/rimanda`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error });
    }
    expect((await h.send('POST', `/api/notizie/${news.id}/rimanda`, { nota: 'Da solo' }, writer.cookie)).statusCode).toBe(403);

    h.t.clock.advance(60_000);
    const back = await h.send('POST', `/api/notizie/${news.id}/rimanda`, { nota: '  Aggiungi una fonte ufficiale.  ' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ revisione: 'rimandata', nota_revisione: 'Aggiungi una fonte ufficiale.' });
    expect((await queue()).some((i) => i.id === news.id && i.tipo === 'notizia')).toBe(false);
    expect((await h.send('POST', `/api/notizie/${news.id}/rimanda`, { nota: 'Ancora' })).statusCode).toBe(409);

    // The writer's save keeps the note in view until they send the text again.
    const saved = await h.send('PUT', `/api/notizie/${news.id}`, { contenuto: '<p>Acqua, torcia, coperta e radio.</p>' }, writer.cookie);
    expect(saved.json()).toMatchObject({ revisione: 'rimandata', nota_revisione: 'Aggiungi una fonte ufficiale.' });
    const mine = (await h.send('GET', '/api/revisione/miei', undefined, writer.cookie)).json() as ReviewQueueItem[];
    expect(mine).toEqual([expect.objectContaining({ id: news.id, revisione: 'rimandata', nota_revisione: 'Aggiungi una fonte ufficiale.' })]);

    const again = await h.send('POST', `/api/notizie/${news.id}/revisione`, {}, writer.cookie);
    expect(again.json()).toMatchObject({ revisione: 'in_revisione', nota_revisione: null });

    const published = await h.send('POST', `/api/notizie/${news.id}/pubblica`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ stato: 'pubblicata', revisione: null, nota_revisione: null });
    expect((await queue()).some((i) => i.id === news.id && i.tipo === 'notizia')).toBe(false);
    expect((await h.send('POST', `/api/notizie/${news.id}/revisione`, {}, writer.cookie)).json()).toEqual({ error: M.notDraft });

    const logged = await k()
      .selectFrom('activity')
      .select(['azione', 'id_utente', 'dettagli'])
      .where('tipo_oggetto', '=', 'notizia')
      .where('azione', 'in', ['inviato_in_revisione', 'rimandato'])
      .where('id_oggetto', '=', news.id)
      .orderBy('id')
      .execute();
    expect(logged.map((l) => l.azione)).toEqual(['inviato_in_revisione', 'rimandato', 'inviato_in_revisione']);
    expect(logged.map((l) => l.id_utente)).toEqual([writer.id, expect.any(Number), writer.id]);
    expect(JSON.parse(logged[1]!.dettagli!)).toEqual({ nota: 'Aggiungi una fonte ufficiale.' });
  });

  it('is refused for someone else’s text, an unknown one, and the lists below editor', async () => {
    const [writer, other] = [await member('collaboratore'), await member('autore')];
    const news = await createNews(h, { titolo: 'Allerta meteo in pianura', contenuto: '<p>Restate in casa.</p>' });
    await writtenBy('news', news.id, writer.id);
    const refused = await h.send('POST', `/api/notizie/${news.id}/revisione`, {}, other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: M.notYours });
    expect((await h.send('POST', '/api/notizie/999999/revisione', {}, writer.cookie)).statusCode).toBe(404);
    expect((await h.send('POST', `/api/notizie/${news.id}/rimanda`, { nota: 'Presto' })).json()).toEqual({ error: M.notInReview });
    for (const cookie of [writer.cookie, other.cookie]) {
      const res = await h.send('GET', '/api/revisione', undefined, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: M.editorsOnly });
    }
    // Two sends at once: one goes through, the other is refused, whichever reads first.
    const twice = await Promise.all([1, 2].map(() => h.send('POST', `/api/notizie/${news.id}/revisione`, {}, writer.cookie)));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await h.send('POST', `/api/notizie/${news.id}/rimanda`, { nota: 'Rivedi il titolo.' })).statusCode).toBe(200);
    // An editor may send anyone's draft.
    expect((await h.send('POST', `/api/notizie/${news.id}/revisione`, {})).json()).toMatchObject({ revisione: 'in_revisione' });
    expect((await h.send('POST', '/api/notizie/1/revisione', {}, '')).statusCode).toBe(401);
  });
});

describe('Reviews and guides', () => {
  it('a review goes by its product’s id, and a bulk Pubblica ends its review', async () => {
    const writer = await member('collaboratore');
    const productId = await createProduct(h, { nome_prodotto: 'Torcia a manovella di prova', nome_sintetico: 'Torcia a manovella' });
    const created = await h.send('POST', `/api/recensioni/${productId}`, { recensione_prodotto: '<p>Si carica a mano.</p>' });
    const review = created.json().recensione as { id: number };
    await writtenBy('reviews', review.id, writer.id);

    const sent = await h.send('POST', `/api/recensioni/${productId}/revisione`, {}, writer.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ exists: true, recensione: { id: review.id, revisione: 'in_revisione' } });
    expect(await queue()).toContainEqual(expect.objectContaining({ tipo: 'recensione', id: review.id, id_percorso: productId, titolo: 'Torcia a manovella' }));

    const bulk = await h.send('POST', '/api/recensioni/azioni', { azione: 'pubblica', ids: [review.id] });
    expect(bulk.json()).toMatchObject({ riusciti: [review.id] });
    const read = (await h.send('GET', `/api/recensioni/${productId}`)).json();
    expect(read.recensione).toMatchObject({ stato: 'pubblicata', revisione: null, nota_revisione: null });
  });

  it('a guide sent back keeps its note through saves; a scheduled publication ends its review', async () => {
    const writer = await member('collaboratore');
    const productId = await createProduct(h);
    const created = await h.send('POST', '/api/guide', {
      titolo: 'Guida alle torce',
      contenuto: { introduzione: '<p>Quale scegliere.</p>', sezioni: [{ id_prodotto: productId, testo: '<p>Robusta.</p>' }], conclusione: '<p>Fine.</p>' },
      prodotti: [productId],
    });
    const guide = created.json() as { id: number };
    await writtenBy('guides', guide.id, writer.id);
    await h.send('POST', `/api/guide/${guide.id}/revisione`, {}, writer.cookie);
    const back = await h.send('POST', `/api/guide/${guide.id}/rimanda`, { nota: 'Spiega come si ricarica.' });
    expect(back.json()).toMatchObject({ revisione: 'rimandata', nota_revisione: 'Spiega come si ricarica.' });
    expect((await h.send('PUT', `/api/guide/${guide.id}`, { titolo: 'Guida alle torce da campo' }, writer.cookie)).json()).toMatchObject({
      revisione: 'rimandata',
      nota_revisione: 'Spiega come si ricarica.',
    });

    const quando = new Date(h.t.clock.nowMs() + 3_600_000).toISOString();
    expect((await h.send('POST', `/api/guide/${guide.id}/programma`, { quando })).statusCode).toBe(200);
    h.t.clock.advance(3_600_001);
    await h.t.services.scheduledPublishing.runDue();
    expect((await h.send('GET', `/api/guide/${guide.id}`)).json()).toMatchObject({ stato: 'pubblicata', revisione: null, nota_revisione: null });
  });
});
