import { describe, expect, it } from 'vitest';
import { ADMIN, login } from '../helpers/app.ts';
import { createNews, createUser, loginAs, loginRequest, me } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

const h = dashboardTestApp();
const send = h.send;

/** A media-library row (an Unsplash pick: no file to store). */
async function libraryImage(url = 'https://images.unsplash.com/photo-1?w=1600'): Promise<number> {
  const row = await h.t.services.db.kysely
    .insertInto('images')
    .values({ url, fonte: 'unsplash', created_at: h.t.services.clock.nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET and PUT /api/profilo', () => {
  it('answers one’s own profile, the username standing in for a missing display name', async () => {
    const res = await send('GET', '/api/profilo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: ADMIN.username, nome: ADMIN.username, nome_visualizzato: null, bio: null, id_immagine: null, immagine_url: null });
    expect(res.body).not.toMatch(/password|scrypt/i);
    expect((await send('GET', '/api/profilo', undefined, '')).statusCode).toBe(401);
  });

  it('refuses bad profiles in Italian', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'Nessun campo da aggiornare'],
      [{ nome_visualizzato: '' }, 'Il nome visualizzato è obbligatorio.'],
      [{ nome_visualizzato: ' A ' }, 'Il nome visualizzato deve avere almeno 2 caratteri.'],
      [{ nome_visualizzato: 'x'.repeat(81) }, 'Il nome visualizzato può avere al massimo 80 caratteri.'],
      [{ nome_visualizzato: '!!!' }, 'Il nome visualizzato deve contenere almeno una lettera o una cifra.'],
      [{ bio: 'b'.repeat(401) }, 'La biografia può avere al massimo 400 caratteri.'],
      [{ id_immagine: 'una' }, 'La foto deve essere un’immagine della libreria.'],
      [{ id_immagine: 999999 }, 'L’immagine scelta non esiste più nella libreria.'],
      [{ password: 'Nuova-Password-1' }, 'Per cambiare la password inserisci quella attuale.'],
      [{ password: 'corta', password_attuale: ADMIN.password }, 'La nuova password deve avere almeno 8 caratteri.'],
      [{ ruolo: 'amministratore' }, 'Campo non previsto: ruolo.'],
    ];
    for (const [payload, error] of cases) {
      const res = await send('PUT', '/api/profilo', payload);
      expect({ status: res.statusCode, body: res.json() }, JSON.stringify(payload)).toEqual({ status: 400, body: { error } });
    }
  });

  it('saves name, bio and picture; the slug follows the name and stays unique (-2, -3)', async () => {
    const image = await libraryImage();
    const res = await send('PUT', '/api/profilo', { nome_visualizzato: '  Anna Rossi ', bio: 'Prova le torce.\nE le radio.', id_immagine: image });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nome: 'Anna Rossi',
      nome_visualizzato: 'Anna Rossi',
      bio: 'Prova le torce.\nE le radio.',
      id_immagine: image,
      slug: 'anna-rossi',
      immagine_url: expect.stringContaining('unsplash'),
    });

    const other = await createUser(h, { username: 'secondo', password: 'Password-Secondo-1' });
    const cookie = await loginAs(h.t, other, '10.0.9.1');
    const second = await send('PUT', '/api/profilo', { nome_visualizzato: 'Anna Rossi' }, cookie);
    expect(second.json()).toMatchObject({ id: other.id, slug: 'anna-rossi-2' });
    const third = await createUser(h, { username: 'terzo', password: 'Password-Terzo-1' });
    const thirdCookie = await loginAs(h.t, third, '10.0.9.2');
    expect((await send('PUT', '/api/profilo', { nome_visualizzato: 'Ànna Rössi' }, thirdCookie)).json()).toMatchObject({ slug: 'anna-rossi-3' });
    // The same name again keeps its number; only oneself is changed.
    expect((await send('PUT', '/api/profilo', { nome_visualizzato: 'Anna  Rossi' }, cookie)).json()).toMatchObject({ slug: 'anna-rossi-2' });
    expect((await send('GET', '/api/profilo')).json()).toMatchObject({ slug: 'anna-rossi', nome: 'Anna Rossi' });

    const cleared = await send('PUT', '/api/profilo', { bio: '   ', id_immagine: null });
    expect(cleared.json()).toMatchObject({ bio: null, id_immagine: null, immagine_url: null });
  });

  it('a new password needs the current one and ends one’s other sessions', async () => {
    const user = await createUser(h, { username: 'paola', password: 'Password-Paola-1' });
    const mine = await loginAs(h.t, user, '10.0.8.1');
    const other = await loginAs(h.t, user, '10.0.8.2');
    const wrong = await send('PUT', '/api/profilo', { password: 'Password-Paola-2', password_attuale: 'sbagliata' }, mine);
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({ status: 403, body: { error: 'La password attuale non è corretta.' } });
    const ok = await send('PUT', '/api/profilo', { password: 'Password-Paola-2', password_attuale: 'Password-Paola-1' }, mine);
    expect(ok.statusCode).toBe(200);
    expect((await me(h.t.app, mine)).json().authenticated).toBe(true);
    expect((await me(h.t.app, other)).json().authenticated).toBe(false);
    expect((await loginRequest(h.t.app, { username: 'paola', password: 'Password-Paola-1' }, '10.0.8.3')).statusCode).toBe(401);
    await login(h.t, { username: 'paola', password: 'Password-Paola-2' }, '10.0.8.4');
  });

  it('renaming an author with published work sends the old /autore address to the new one', async () => {
    const user = await createUser(h, { username: 'lucia', password: 'Password-Lucia-1' });
    const cookie = await loginAs(h.t, user, '10.0.7.1');
    await send('PUT', '/api/profilo', { nome_visualizzato: 'Lucia Verdi' }, cookie);
    const news = await createNews(h, { titolo: 'Una notizia di Lucia', sommario: 'Il sommario.', stato: 'pubblicata' });
    await h.t.services.db.kysely.updateTable('news').set({ id_autore: user.id }).where('id', '=', news.id).execute();
    await send('PUT', '/api/profilo', { nome_visualizzato: 'Lucia Bianchi' }, cookie);
    expect(await h.t.services.redirects.resolve('/autore/lucia-verdi')).toEqual({ gone: false, a: '/autore/lucia-bianchi' });
    // Without published work, no redirect is left behind.
    await send('PUT', '/api/profilo', { nome_visualizzato: 'Anna Neri' });
    expect(await h.t.services.redirects.resolve('/autore/anna-rossi')).toBeNull();
  });
});
