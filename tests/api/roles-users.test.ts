import { describe, expect, it } from 'vitest';
import type { ActivityKind } from '../../common/activity.ts';
import { ROLE_MSG } from '../../common/messages-roles.ts';
import { ADMIN, login } from '../helpers/app.ts';
import { createUser, loginAs } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

const h = dashboardTestApp();
const send = h.send;

const activity = (azione: ActivityKind, id: number) =>
  h.t.db.kysely.selectFrom('activity').select(['azione', 'id_utente', 'titolo', 'dettagli']).where('azione', '=', azione).where('id_oggetto', '=', id).execute();

describe('users and roles', () => {
  it('the first account is amministratore; GET answers each user’s role', async () => {
    const res = await send('GET', '/api/utenti');
    expect(res.json()).toEqual([expect.objectContaining({ id: 1, username: ADMIN.username, ruolo: 'amministratore', corrente: true })]);
  });

  it('POST accepts a role (collaboratore when none is given), refuses an unknown one in Italian, logs the creation once', async () => {
    const editor = await send('POST', '/api/utenti', { username: 'anna', password: 'Password-Anna-1', ruolo: 'editor' });
    expect(editor.statusCode).toBe(201);
    expect(editor.json()).toMatchObject({ username: 'anna', ruolo: 'editor' });
    const plain = await send('POST', '/api/utenti', { username: 'bruno', password: 'Password-Bruno-1' });
    expect(plain.json()).toMatchObject({ username: 'bruno', ruolo: 'collaboratore' });
    const bad = await send('POST', '/api/utenti', { username: 'carla', password: 'Password-Carla-1', ruolo: 'admin' });
    expect({ status: bad.statusCode, body: bad.json() }).toEqual({ status: 400, body: { error: ROLE_MSG.invalidRole } });
    const logged = await activity('utente_creato', editor.json<{ id: number }>().id);
    expect(logged).toEqual([{ azione: 'utente_creato', id_utente: 1, titolo: 'anna', dettagli: JSON.stringify({ ruolo: 'editor' }) }]);
  });

  it('PUT changes the role (logged once with before and after); the new role holds on the next request', async () => {
    const user = await createUser(h, { username: 'dario', ruolo: 'editor' });
    const session = await loginAs(h.t, user, '10.7.0.1');
    expect((await send('POST', '/api/categorie-prodotti', { nome: 'Torce' }, session)).statusCode).toBe(201);
    const changed = await send('PUT', `/api/utenti/${user.id}`, { ruolo: 'collaboratore' });
    expect(changed.json()).toMatchObject({ id: user.id, ruolo: 'collaboratore' });
    expect((await send('PUT', `/api/utenti/${user.id}`, { ruolo: 'collaboratore' })).statusCode).toBe(200);
    expect(await activity('ruolo_cambiato', user.id)).toEqual([
      { azione: 'ruolo_cambiato', id_utente: 1, titolo: 'dario', dettagli: JSON.stringify({ da: 'editor', a: 'collaboratore' }) },
    ]);
    expect(await activity('utente_modificato', user.id)).toEqual([]);
    const refused = await send('POST', '/api/categorie-prodotti', { nome: 'Radio' }, session);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 403, body: { error: ROLE_MSG.forbidden('editor') } });
    expect((await send('PUT', `/api/utenti/${user.id}`, { username: 'dario.b' })).statusCode).toBe(200);
    expect((await activity('utente_modificato', user.id)).map((a) => a.dettagli)).toEqual([JSON.stringify({ campi: ['username'] })]);
    expect((await send('PUT', `/api/utenti/${user.id}`, { ruolo: 'capo' })).json()).toEqual({ error: ROLE_MSG.invalidRole });
  });

  it('below amministratore, PUT changes only one’s own password', async () => {
    const user = await createUser(h, { username: 'ivo', ruolo: 'autore' });
    const session = await loginAs(h.t, user, '10.7.0.9');
    const own = await send('PUT', `/api/utenti/${user.id}`, { password: 'Password-Ivo-Nuova', password_attuale: user.password }, session);
    expect(own.statusCode).toBe(200);
    for (const [id, body] of [
      [user.id, { ruolo: 'amministratore' }],
      [user.id, { username: 'ivo.b' }],
      [1, { password: 'Password-Presa-1' }],
    ] as const) {
      const res = await send('PUT', `/api/utenti/${id}`, body, session);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: { error: ROLE_MSG.forbidden('amministratore') } });
    }
    expect((await send('GET', '/api/utenti', undefined, session)).statusCode).toBe(403);
  });

  it('the last amministratore can be neither demoted nor deleted', async () => {
    const demote = await send('PUT', '/api/utenti/1', { ruolo: 'editor' });
    expect({ status: demote.statusCode, body: demote.json() }).toEqual({ status: 409, body: { error: ROLE_MSG.lastAdminDemote } });
    const other = await createUser(h, { username: 'elena', ruolo: 'editor' });
    await expect(h.t.services.users.delete(1, other.id)).rejects.toMatchObject({ statusCode: 409, message: ROLE_MSG.lastAdminDelete });
    // With a second amministratore, one of them may go.
    const second = await createUser(h, { username: 'franca', ruolo: 'amministratore' });
    expect((await send('PUT', `/api/utenti/${second.id}`, { ruolo: 'autore' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/utenti/${second.id}`, { ruolo: 'amministratore' })).statusCode).toBe(200);
    const secondSession = await login(h.t, { username: 'franca', password: second.password }, '10.7.0.2');
    // Both amministratori demote each other at once: one stays amministratore.
    await Promise.all([send('PUT', `/api/utenti/${second.id}`, { ruolo: 'editor' }), send('PUT', '/api/utenti/1', { ruolo: 'editor' }, secondSession)]);
    const admins = await h.t.db.kysely.selectFrom('users').select('id').where('ruolo', '=', 'amministratore').execute();
    expect(admins.length).toBe(1);
    // Whichever won, the next tests start from the first account as the amministratore.
    await h.t.db.kysely.updateTable('users').set({ ruolo: 'amministratore' }).where('id', '=', 1).execute();
    await h.t.db.kysely.updateTable('users').set({ ruolo: 'editor' }).where('id', '=', second.id).execute();
  });

  it('deleting a user hands their texts to the caller and is logged once', async () => {
    const user = await createUser(h, { username: 'gino', ruolo: 'collaboratore' });
    const session = await loginAs(h.t, user, '10.7.0.3');
    const news = await send('POST', '/api/notizie', { titolo: 'La bozza di Gino' }, session);
    expect(news.json()).toMatchObject({ id_autore: user.id });
    expect((await send('DELETE', `/api/utenti/${user.id}`)).statusCode).toBe(204);
    const row = await h.t.db.kysely.selectFrom('news').select('id_autore').where('id', '=', news.json<{ id: number }>().id).executeTakeFirstOrThrow();
    expect(row.id_autore).toBe(1);
    expect((await activity('utente_eliminato', user.id)).map((a) => [a.id_utente, a.titolo])).toEqual([[1, 'gino']]);
  });
});
