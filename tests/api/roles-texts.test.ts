import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_MSG } from '../../common/messages-roles.ts';
import type { Role } from '../../common/roles.ts';
import type { News } from '../../common/types.ts';
import { createProduct, createUser, loginAs, send } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

const h = dashboardTestApp();
const TEXT = '<p>Il blackout di ieri ha lasciato senza luce tre quartieri per due ore.</p>';

interface Person {
  id: number;
  cookie: string;
}
const people = {} as Record<Exclude<Role, 'amministratore'>, Person>;
let ip = 0;

beforeAll(async () => {
  for (const ruolo of ['collaboratore', 'autore', 'editor'] as const) {
    const user = await createUser(h, { username: `testi-${ruolo}`, ruolo });
    people[ruolo] = { id: user.id, cookie: await loginAs(h.t, user, `10.8.0.${++ip}`) };
  }
});

const as = (who: Person | string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  send(h.t, method, url, body, typeof who === 'string' ? who : who.cookie);

async function newsBy(who: Person | string, titolo: string): Promise<News> {
  const res = await as(who, 'POST', '/api/notizie', { titolo, contenuto: TEXT });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<News>();
}

const status = async (p: Promise<{ statusCode: number; body: string }>) => {
  const res = await p;
  return { status: res.statusCode, error: res.statusCode >= 400 ? (JSON.parse(res.body) as { error: string }).error : undefined };
};

describe('texts by role: own and others', () => {
  it('every creation carries its writer (news, review by hand, guide, feed candidate)', async () => {
    const news = await newsBy(people.collaboratore, 'Notizia di una collaboratrice');
    expect(news.id_autore).toBe(people.collaboratore.id);
    const productId = await createProduct(h);
    const review = await as(people.autore, 'POST', `/api/recensioni/${productId}`, { recensione_prodotto: '<p>Una torcia robusta.</p>' });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json<{ recensione: { id_autore: number } }>().recensione.id_autore).toBe(people.autore.id);
    const guide = await as(people.collaboratore, 'POST', '/api/guide', {
      titolo: 'Guida di prova',
      contenuto: { introduzione: '<p>Intro.</p>', sezioni: [], conclusione: '' },
      prodotti: [productId],
    });
    expect(guide.statusCode, guide.body).toBe(201);
    expect(guide.json<{ id_autore: number }>().id_autore).toBe(people.collaboratore.id);
    const mine = await newsBy(h.cookie, 'Notizia della redazione');
    expect(mine.id_autore).toBe(1);
  });

  it('a collaboratore edits and deletes their own draft, never others’ texts; cannot publish, schedule nor confirm', async () => {
    const c = people.collaboratore;
    const own = await newsBy(c, 'Bozza propria');
    const other = await newsBy(h.cookie, 'Bozza altrui');
    expect((await as(c, 'PUT', `/api/notizie/${own.id}`, { sommario: 'Aggiornato' })).statusCode).toBe(200);
    expect(await status(as(c, 'PUT', `/api/notizie/${other.id}`, { sommario: 'No' }))).toEqual({ status: 403, error: ROLE_MSG.notYourText });
    expect(await status(as(c, 'PUT', `/api/notizie/${own.id}`, { stato: 'pubblicata' }))).toEqual({ status: 403, error: ROLE_MSG.cannotPublish });
    const conferme = [{ testo: 'tre quartieri', fonte: 'https://example.org' }];
    expect(await status(as(c, 'PUT', `/api/notizie/${own.id}`, { sommario: 'x', conferme }))).toEqual({ status: 403, error: ROLE_MSG.cannotConfirm });
    expect(await status(as(c, 'POST', `/api/notizie/${own.id}/pubblica`, {}))).toEqual({ status: 403, error: ROLE_MSG.forbidden('autore') });
    expect(await status(as(c, 'POST', `/api/notizie/${own.id}/programma`, { quando: '2026-06-01T10:00:00.000Z' }))).toEqual({ status: 403, error: ROLE_MSG.forbidden('autore') });
    expect(await status(as(c, 'POST', '/api/notizie', { titolo: 'Subito online', contenuto: TEXT, stato: 'pubblicata' }))).toEqual({ status: 403, error: ROLE_MSG.cannotPublish });
    expect(await status(as(c, 'DELETE', `/api/notizie/${other.id}`))).toEqual({ status: 403, error: ROLE_MSG.notYourText });
    // Bulk: each item under its own rule, reported in `falliti`.
    const bulk = await as(c, 'POST', '/api/notizie/azioni', { azione: 'elimina', ids: [own.id, other.id] });
    expect(bulk.json()).toEqual({ riusciti: [own.id], falliti: [{ id: other.id, errore: ROLE_MSG.notYourText }] });
    const second = await newsBy(c, 'Altra bozza propria');
    const publish = await as(c, 'POST', '/api/notizie/azioni', { azione: 'pubblica', ids: [second.id] });
    expect(publish.json()).toEqual({ riusciti: [], falliti: [{ id: second.id, errore: ROLE_MSG.cannotPublish }] });
    expect((await h.send('GET', `/api/notizie/${other.id}`)).statusCode).toBe(200);
  });

  it('an autore publishes, archives and schedules their own texts, not others’; deletes only own drafts', async () => {
    const a = people.autore;
    const own = await newsBy(a, 'Notizia di un autore');
    const other = await newsBy(people.editor, 'Notizia di un editor');
    expect((await as(a, 'POST', `/api/notizie/${own.id}/pubblica`, {})).statusCode).toBe(200);
    expect(await status(as(a, 'POST', `/api/notizie/${other.id}/pubblica`, {}))).toEqual({ status: 403, error: ROLE_MSG.publishOwnOnly });
    expect(await status(as(a, 'POST', `/api/notizie/${other.id}/programma`, { quando: '2026-06-01T10:00:00.000Z' }))).toEqual({ status: 403, error: ROLE_MSG.publishOwnOnly });
    expect(await status(as(a, 'DELETE', `/api/notizie/${own.id}`))).toEqual({ status: 403, error: ROLE_MSG.deleteOwnDraftsOnly });
    expect((await as(a, 'POST', `/api/notizie/${own.id}/archivia`, {})).statusCode).toBe(200);
    const bulk = await as(a, 'POST', '/api/notizie/azioni', { azione: 'archivia', ids: [own.id, other.id] });
    expect(bulk.json()).toEqual({ riusciti: [own.id], falliti: [{ id: other.id, errore: ROLE_MSG.publishOwnOnly }] });
  });

  it('an editor does anything to anyone’s text', async () => {
    const e = people.editor;
    const theirs = await newsBy(people.collaboratore, 'Da rivedere');
    expect((await as(e, 'PUT', `/api/notizie/${theirs.id}`, { sommario: 'Rivisto' })).statusCode).toBe(200);
    expect((await as(e, 'POST', `/api/notizie/${theirs.id}/pubblica`, {})).statusCode).toBe(200);
    expect((await as(e, 'DELETE', `/api/notizie/${theirs.id}`)).statusCode).toBe(204);
  });
});
