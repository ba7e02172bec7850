import { describe, expect, it } from 'vitest';
import { ADMIN, login } from '../helpers/app.ts';
import { createUser, loginAs, loginRequest, me } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

const h = dashboardTestApp();
const send = h.send;

const whoIs = async (cookie: string) => (await me(h.t.app, cookie)).json();

describe('users API', () => {
  it('lists accounts without any password field', async () => {
    const res = await send('GET', '/api/utenti');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), username: ADMIN.username, created_at: expect.any(String), updated_at: expect.any(String), ruolo: 'amministratore', corrente: true },
    ]);
    expect(res.body).not.toMatch(/password|scrypt/i);
  });

  it('creates a user who can log in; the answer carries no password', async () => {
    const res = await send('POST', '/api/utenti', { username: '  giulia ', password: 'Password-Giulia-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), username: 'giulia', created_at: expect.any(String), updated_at: expect.any(String), ruolo: 'collaboratore' });
    const giulia = await login(h.t, { username: 'giulia', password: 'Password-Giulia-1' }, '10.0.1.1');
    expect((await whoIs(giulia)).user.username).toBe('giulia');
  });

  it('refuses bad creations in Italian', async () => {
    const cases: Array<[object, number, string]> = [
      [{ username: '', password: 'Password-1234' }, 400, 'Username e password sono obbligatori'],
      [{ username: 'mario', password: '   ' }, 400, 'Username e password sono obbligatori'],
      [{ username: 'mario' }, 400, 'Username e password sono obbligatori'],
      [{}, 400, 'Username e password sono obbligatori'],
      [{ username: 'mario', password: 'corta' }, 400, 'La password deve avere almeno 8 caratteri.'],
      [{ username: 'mo', password: 'Password-1234' }, 400, 'Lo username deve avere almeno 3 caratteri.'],
      [{ username: 'mario rossi', password: 'Password-1234' }, 400, 'Lo username non può contenere spazi.'],
      [{ username: 'mario', password: 'Password-1234', ruolo: 'admin' }, 400, 'Ruolo non valido: scegli tra amministratore, editor, autore e collaboratore.'],
      [{ username: 'mario', password: 'Password-1234', livello: 1 }, 400, 'Campo non previsto: livello.'],
      [{ username: ADMIN.username.toUpperCase(), password: 'Password-1234' }, 409, 'Esiste già un utente con questo username.'],
    ];
    for (const [payload, status, error] of cases) {
      const res = await send('POST', '/api/utenti', payload);
      expect({ status: res.statusCode, body: res.json() }, JSON.stringify(payload)).toEqual({ status, body: { error } });
    }
    expect(await h.t.services.users.count()).toBe(2);
  });

  it('edits username and password; a blank password leaves it unchanged; a new one ends the user’s sessions', async () => {
    const luca = await createUser(h, { username: 'luca', password: 'Password-Luca-1' });
    const lucaSession = await loginAs(h.t, luca, '10.0.2.1');

    const nothing = await send('PUT', `/api/utenti/${luca.id}`, { username: '', password: '  ' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ error: 'Nessun campo da aggiornare' });
    expect((await send('PUT', `/api/utenti/${luca.id}`, {})).json()).toEqual({ error: 'Nessun campo da aggiornare' });

    const renamed = await send('PUT', `/api/utenti/${luca.id}`, { username: 'luca.b', password: '' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: luca.id, username: 'luca.b' });
    expect(renamed.body).not.toMatch(/password/i);
    // Same password still works, and the session survived a rename.
    expect((await whoIs(lucaSession)).authenticated).toBe(true);
    await login(h.t, { username: 'luca.b', password: 'Password-Luca-1' }, '10.0.2.2');

    expect((await send('PUT', `/api/utenti/${luca.id}`, { password: 'corta' })).json()).toEqual({ error: 'La password deve avere almeno 8 caratteri.' });
    expect((await send('PUT', `/api/utenti/${luca.id}`, { username: ADMIN.username })).statusCode).toBe(409);

    const changed = await send('PUT', `/api/utenti/${luca.id}`, { password: 'Nuova-Password-Luca' });
    expect(changed.statusCode).toBe(200);
    expect((await whoIs(lucaSession)).authenticated).toBe(false);
    const old = await loginRequest(h.t.app, { username: 'luca.b', password: 'Password-Luca-1' }, '10.0.2.3');
    expect(old.statusCode).toBe(401);
    await login(h.t, { username: 'luca.b', password: 'Nuova-Password-Luca' }, '10.0.2.4');

    expect((await send('PUT', '/api/utenti/999999', { username: 'nessuno' })).statusCode).toBe(404);
  });

  it('changing your own password keeps your session and ends your others', async () => {
    const anna = await createUser(h, { username: 'anna', password: 'Password-Anna-1' });
    const first = await loginAs(h.t, anna, '10.0.3.1');
    const second = await loginAs(h.t, anna, '10.0.3.2');
    const res = await send('PUT', `/api/utenti/${anna.id}`, { password: 'Password-Anna-2', password_attuale: 'Password-Anna-1' }, first);
    expect(res.statusCode).toBe(200);
    expect((await whoIs(first)).authenticated).toBe(true);
    expect((await whoIs(second)).authenticated).toBe(false);
  });

  it('nobody deletes their own account; the last account cannot be deleted', async () => {
    const admin = (await send('GET', '/api/utenti')).json().find((u: { username: string }) => u.username === ADMIN.username);
    const self = await send('DELETE', `/api/utenti/${admin.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: 'Non puoi eliminare l’account con cui hai effettuato l’accesso.' });

    // Everyone else can go.
    const others = (await send('GET', '/api/utenti')).json().filter((u: { id: number }) => u.id !== admin.id);
    for (const u of others) expect((await send('DELETE', `/api/utenti/${u.id}`)).statusCode).toBe(204);
    expect(await h.t.services.users.count()).toBe(1);

    // A second account logs in, the admin is deleted by it, and the survivor cannot delete itself.
    const bea = await createUser(h, { username: 'bea', password: 'Password-Bea-1', ruolo: 'amministratore' });
    const beaSession = await loginAs(h.t, bea, '10.0.4.2');
    expect((await send('DELETE', `/api/utenti/${admin.id}`, undefined, beaSession)).statusCode).toBe(204);
    expect((await whoIs(h.cookie)).authenticated).toBe(false);
    const lastOne = await send('DELETE', `/api/utenti/${bea.id}`, undefined, beaSession);
    expect(lastOne.statusCode).toBe(409);
    expect(lastOne.json()).toEqual({ error: 'Non puoi eliminare l’account con cui hai effettuato l’accesso.' });
    expect(await h.t.services.users.count()).toBe(1);
    expect((await send('DELETE', '/api/utenti/999999', undefined, beaSession)).statusCode).toBe(404);
  });

  it('the last account is protected even when the caller is not the one deleted', async () => {
    // Through the API the last account is always the caller's own; the count check stands on its own.
    const [only] = await h.t.services.users.list();
    await expect(h.t.services.users.delete(only!.id, -1)).rejects.toMatchObject({ statusCode: 409, message: 'Non puoi eliminare l’ultimo account rimasto.' });
  });
});
