import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_RETENTION_DAYS, type ActivityPage } from '../../common/activity.ts';
import { ACTIVITY_MSG } from '../../common/messages-activity.ts';
import { createJobs } from '../../server/jobs/index.ts';
import { ADMIN, TEST_NOW } from '../helpers/app.ts';
import { createUser, loginAs } from '../helpers/builders.ts';
import { linesOf, ok, onlyOne } from './activity-helpers.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * The activity log's other actions (API keys, prompts, the About page, feed sources) and its
 * reading (decision 0064), on SQLite and PostgreSQL: GET /api/attivita's filters by person, kind
 * and day (Italian time), its pages, its 400s, what an editor reads, the people endpoint, and
 * the year it keeps (the job, on the test clock).
 */
const h = dashboardTestApp();
const DAY = 24 * 3_600_000;

beforeEach(() => {
  h.t.clock.set(TEST_NOW);
});

describe('keys, prompts, About and settings', () => {
  it('an API key set and removed: chiave_cambiata with its name, never its value', async () => {
    const secret = 'sk-registro-attivita-SEGRETA-9876';
    const lines = await linesOf(h, async () => {
      await ok(h, 'PUT', '/api/keys/openai', { value: secret });
      await ok(h, 'DELETE', '/api/keys/openai', undefined, 204);
    });
    expect(lines.map((l) => [l.azione, l.tipo_oggetto, l.dettagli, l.collegamento]).reverse()).toEqual([
      ['chiave_cambiata', 'chiave', { nome: 'openai', operazione: 'impostata' }, '/dashboard/chiavi'],
      ['chiave_cambiata', 'chiave', { nome: 'openai', operazione: 'rimossa' }, '/dashboard/chiavi'],
    ]);
    const stored = await h.t.services.db.kysely.selectFrom('activity').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('SEGRETA');
  });

  it('a prompt created, changed, made the default and deleted: prompt_cambiato each time', async () => {
    const lines = await linesOf(h, async () => {
      const p = await ok(h, 'POST', '/api/prompts', { titolo: 'Prompt del registro', tipo: 'notizia', testo: 'Scrivi.' }, 201);
      await ok(h, 'PUT', `/api/prompts/${p.id}`, { titolo: 'Prompt del registro', tipo: 'notizia', testo: 'Scrivi meglio.' });
      await ok(h, 'PATCH', `/api/prompts/${p.id}/default`);
      const other = await ok(h, 'POST', '/api/prompts', { titolo: 'Prompt da togliere', tipo: 'notizia', testo: 'Via.' }, 201);
      await ok(h, 'DELETE', `/api/prompts/${other.id}`, undefined, 204);
    });
    expect(lines.map((l) => [l.azione, l.titolo, l.dettagli?.operazione]).reverse()).toEqual([
      ['prompt_cambiato', 'Prompt del registro', 'creato'],
      ['prompt_cambiato', 'Prompt del registro', 'modificato'],
      ['prompt_cambiato', 'Prompt del registro', 'predefinito'],
      ['prompt_cambiato', 'Prompt da togliere', 'creato'],
      ['prompt_cambiato', 'Prompt da togliere', 'eliminato'],
    ]);
    expect(lines.map((l) => l.collegamento).reverse()).toEqual(['/dashboard/prompts', '/dashboard/prompts', '/dashboard/prompts', null, null]);
  });

  it('the About page edited: modificato on chi-siamo', async () => {
    const lines = await linesOf(h, () => ok(h, 'PUT', '/api/chi-siamo', { contenuto: '<p>Una redazione calma.</p>' }, 201));
    expect(onlyOne(lines, 'modificato')).toMatchObject({ tipo_oggetto: 'chi-siamo', titolo: 'Chi siamo', collegamento: '/dashboard/chi-siamo' });
    expect(lines).toHaveLength(1);
  });

  it('a feed source added, changed and removed: impostazione_cambiata', async () => {
    const lines = await linesOf(h, async () => {
      const s = await ok(h, 'POST', '/api/fonti-feed', { url: 'https://feed.scorta.test/registro', nome: 'Feed del registro' }, 201);
      await ok(h, 'PATCH', `/api/fonti-feed/${s.id}`, { attivo: false });
      await ok(h, 'DELETE', `/api/fonti-feed/${s.id}`, undefined, 204);
    });
    expect(lines.map((l) => [l.azione, l.titolo, l.dettagli]).reverse()).toEqual([
      ['impostazione_cambiata', 'Feed del registro', { impostazione: 'fonti-feed', operazione: 'creato' }],
      ['impostazione_cambiata', 'Feed del registro', { impostazione: 'fonti-feed', operazione: 'modificato' }],
      ['impostazione_cambiata', 'Feed del registro', { impostazione: 'fonti-feed', operazione: 'eliminato' }],
    ]);
    // Deleting one that is not there: the same 404, nothing logged.
    expect(await linesOf(h, () => ok(h, 'DELETE', '/api/fonti-feed/999999', undefined, 404))).toEqual([]);
  });
});

describe('GET /api/attivita', () => {
  const record = (actor: { id: number; username: string } | null, azione: 'creato' | 'pubblicato' | 'chiave_cambiata', at: string, titolo: string) => {
    h.t.clock.set(at);
    return h.t.services.activity.record(actor, { azione, tipo_oggetto: azione === 'chiave_cambiata' ? 'chiave' : 'guida', titolo });
  };
  const page = async (query: string) => ok<ActivityPage>(h, 'GET', `/api/attivita?${query}`);
  let other = { id: 0, username: '' };
  let editorCookie = '';

  beforeAll(async () => {
    const user = await createUser(h, { username: 'editor-del-registro' });
    await h.t.services.db.kysely.updateTable('users').set({ ruolo: 'editor' }).where('id', '=', user.id).execute();
    editorCookie = await loginAs(h.t, user);
    other = { id: user.id, username: user.username };
    // A log of known lines only (creating the account above may have logged it).
    await h.t.services.db.kysely.deleteFrom('activity').execute();
    const admin = {
      id: (await h.t.services.db.kysely.selectFrom('users').select('id').where('username', '=', ADMIN.username).executeTakeFirstOrThrow()).id,
      username: ADMIN.username,
    };
    // 2026-03-28 23:30 UTC is already the 29th in Rome (+01:00); 2026-03-29 22:30 UTC the 30th (+02:00 from that night).
    await record(admin, 'creato', '2026-03-28T22:30:00.000Z', 'Il 28 a Roma');
    await record(admin, 'pubblicato', '2026-03-28T23:30:00.000Z', 'Il 29 a Roma');
    await record(other, 'creato', '2026-03-29T21:30:00.000Z', 'Ancora il 29 a Roma');
    await record(other, 'pubblicato', '2026-03-29T22:30:00.000Z', 'Il 30 a Roma');
    await record(admin, 'chiave_cambiata', '2026-03-30T08:00:00.000Z', 'openai');
    for (let i = 0; i < 55; i++) await record(admin, 'creato', new Date(Date.parse('2026-04-01T08:00:00.000Z') + i * 60_000).toISOString(), `Voce ${i}`);
  });

  it('answers newest first, in pages of 50, with the total', async () => {
    const first = await page('');
    expect(first).toMatchObject({ totale: 60, pagina: 1, per_pagina: 50, pagine: 2 });
    expect(first.data.map((l) => l.titolo).slice(0, 2)).toEqual(['Voce 54', 'Voce 53']);
    const second = await page('pagina=2');
    expect(second.data.map((l) => l.titolo)).toEqual([
      'Voce 4',
      'Voce 3',
      'Voce 2',
      'Voce 1',
      'Voce 0',
      'openai',
      'Il 30 a Roma',
      'Ancora il 29 a Roma',
      'Il 29 a Roma',
      'Il 28 a Roma',
    ]);
  });

  it('filters by person, by kind and by days in Italian time (both included)', async () => {
    expect((await page(`utente=${other.id}`)).data.map((l) => l.titolo)).toEqual(['Il 30 a Roma', 'Ancora il 29 a Roma']);
    expect((await page('azione=pubblicato')).data.map((l) => l.titolo)).toEqual(['Il 30 a Roma', 'Il 29 a Roma']);
    expect((await page('dal=2026-03-29&al=2026-03-29')).data.map((l) => l.titolo)).toEqual(['Ancora il 29 a Roma', 'Il 29 a Roma']);
    expect((await page('dal=2026-03-30&al=2026-03-30&azione=pubblicato')).data.map((l) => l.titolo)).toEqual(['Il 30 a Roma']);
    expect((await page('al=2026-03-28')).totale).toBe(1);
    expect((await page('dal=2026-04-01')).totale).toBe(55);
  });

  it('refuses bad filters with a 400 in Italian', async () => {
    const cases: Array<[string, string]> = [
      ['utente=abc', ACTIVITY_MSG.badUser],
      ['azione=cancellato', ACTIVITY_MSG.badKind],
      ['dal=2026-02-30', ACTIVITY_MSG.badDate('dal')],
      ['al=ieri', ACTIVITY_MSG.badDate('al')],
      ['dal=2026-04-02&al=2026-04-01', ACTIVITY_MSG.reversed],
      ['pagina=0', ACTIVITY_MSG.badPage],
    ];
    for (const [query, error] of cases) {
      const res = await h.send('GET', `/api/attivita?${query}`);
      expect([query, res.statusCode, res.json()]).toEqual([query, 400, { error }]);
    }
  });

  it('an editor reads the editorial log, without API keys, users or settings', async () => {
    const res = await h.send('GET', '/api/attivita?pagina=2', undefined, editorCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ totale: number }>().totale).toBe(59);
    expect(res.json<ActivityPage>().data.map((l) => l.azione)).not.toContain('chiave_cambiata');
    const people = await h.send('GET', '/api/attivita/persone', undefined, editorCookie);
    expect(people.json()).toEqual([
      { id: other.id, nome: 'editor-del-registro' },
      { id: expect.any(Number), nome: ADMIN.username },
    ]);
  });

  it('is refused (403) below editor', async () => {
    for (const ruolo of ['autore', 'collaboratore'] as const) {
      const user = await createUser(h, { username: `${ruolo}-del-registro` });
      await h.t.services.db.kysely.updateTable('users').set({ ruolo }).where('id', '=', user.id).execute();
      const cookie = await loginAs(h.t, user);
      expect((await h.send('GET', '/api/attivita', undefined, cookie)).statusCode).toBe(403);
      expect((await h.send('GET', '/api/attivita/persone', undefined, cookie)).statusCode).toBe(403);
    }
  });

  it('needs a session', async () => {
    expect((await h.send('GET', '/api/attivita', undefined, '')).statusCode).toBe(401);
    expect((await h.send('GET', '/api/attivita/persone', undefined, '')).statusCode).toBe(401);
  });

  it('keeps a year: the daily job deletes older lines', async () => {
    const job = createJobs(h.t.services).find((j) => j.name === 'pulizia-attivita')!;
    const signal = new AbortController().signal;
    const log = { info: () => undefined, error: () => undefined };
    // A year after the oldest line (28 March, 22:30 UTC), to the millisecond: it stays.
    h.t.clock.set(Date.parse('2026-03-28T22:30:00.000Z') + ACTIVITY_RETENTION_DAYS * DAY);
    // (Read from the service: a session does not last a year.)
    const titles = async () => (await h.t.services.activity.list({ pagina: 2, soloEditoriale: false })).data.map((l) => l.titolo).slice(-3);
    await job.run(signal, log);
    expect(await titles()).toEqual(['Ancora il 29 a Roma', 'Il 29 a Roma', 'Il 28 a Roma']);
    // An hour later it goes, and only it.
    h.t.clock.advance(3_600_000);
    await job.run(signal, log);
    expect(await titles()).toEqual(['Il 30 a Roma', 'Ancora il 29 a Roma', 'Il 29 a Roma']);
  });
});

describe('a log that cannot be written', () => {
  it('never fails the action: the failure goes to the server’s log', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await h.t.services.db.kysely.schema.dropTable('activity').execute();
      const created = await h.send('POST', '/api/notizie', { titolo: 'Senza registro', sommario: 'S.' });
      expect(created.statusCode, created.body).toBe(201);
      expect((await h.send('POST', `/api/notizie/${created.json<{ id: number }>().id}/pubblica`, {})).statusCode).toBe(200);
      expect((await h.send('DELETE', `/api/notizie/${created.json<{ id: number }>().id}`)).statusCode).toBe(204);
      expect(errors.mock.calls.map((c) => c.slice(0, 2))).toEqual([
        ['registro attività non scritto:', 'creato'],
        ['registro attività non scritto:', 'pubblicato'],
        ['registro attività non scritto:', 'eliminato'],
      ]);
    } finally {
      errors.mockRestore();
    }
  });
});
