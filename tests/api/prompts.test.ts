import { describe, expect, it } from 'vitest';
import { OPENAI_MSG } from '../../common/messages-outside.ts';
import { PROMPT_MSG } from '../../common/messages-prompts.ts';
import { placeholdersIn, REVIEW_PLACEHOLDERS } from '../../common/prompt-placeholders.ts';
import type { Prompt } from '../../common/types.ts';
import { createPrompt } from '../helpers/builders.ts';
import { fakeOpenAi } from '../mocks/openai.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

withFakeServices();
const h = dashboardTestApp({ OPENAI_API_KEY: 'sk-test-ambiente-1234', OPENAI_TIMEOUT_MS: '1000' });
const send = h.send;

const ids = (res: { json(): unknown }) => (res.json() as Prompt[]).map((p) => p.id);

describe('prompts CRUD', () => {
  it('creates (titolo or nome, trimmed), reads, updates and deletes', async () => {
    const p = await createPrompt(h, {
      titolo: '  Recensione breve  ',
      tipo: 'recensione',
      testo: '  Scrivi di {nome_prodotto}  ',
      is_active: 1,
      is_default: 0,
    });
    expect(p).toEqual({
      id: expect.any(Number),
      titolo: 'Recensione breve',
      tipo: 'recensione',
      testo: 'Scrivi di {nome_prodotto}',
      is_active: 1,
      is_default: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await send('GET', `/api/prompts/${p.id}`)).json()).toEqual(p);
    const viaNome = await createPrompt(h, { nome: 'Guida base', tipo: 'guida', testo: 'Titolo {titolo}, prodotti {prodotti}', is_active: false });
    expect(viaNome).toMatchObject({ titolo: 'Guida base', is_active: 0 });

    const updated = await send('PUT', `/api/prompts/${p.id}`, { titolo: 'Recensione lunga', tipo: 'recensione', testo: 'Scrivi 600 parole', is_active: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: p.id, titolo: 'Recensione lunga', testo: 'Scrivi 600 parole', is_active: 0, is_default: 0 });
    expect(updated.json().updated_at >= p.updated_at).toBe(true);

    expect((await send('DELETE', `/api/prompts/${p.id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/prompts/${p.id}`)).json()).toEqual({ error: PROMPT_MSG.notFound });
    expect((await send('DELETE', `/api/prompts/${p.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/prompts/${p.id}`, { titolo: 'x', tipo: 'guida', testo: 'y' })).statusCode).toBe(404);
    expect((await send('PATCH', `/api/prompts/${p.id}/default`)).statusCode).toBe(404);
  });

  it('refuses missing or blank titolo, tipo, testo with the spec’s sentence; unknown fields and bad flags', async () => {
    const cases: Array<[object, string]> = [
      [{ tipo: 'recensione', testo: 'x' }, PROMPT_MSG.required],
      [{ titolo: '   ', tipo: 'recensione', testo: 'x' }, PROMPT_MSG.required],
      [{ titolo: 'x', testo: 'x' }, PROMPT_MSG.required],
      [{ titolo: 'x', tipo: 'altro', testo: 'x' }, PROMPT_MSG.required],
      [{ titolo: 'x', tipo: 'guida', testo: ' \n ' }, PROMPT_MSG.required],
      [{ titolo: 'x', tipo: 'guida', testo: 'y', colore: 'rosso' }, PROMPT_MSG.unknownField('colore')],
      [{ titolo: 'x', tipo: 'guida', testo: 'y', is_default: 'forse' }, PROMPT_MSG.flagInvalid('is_default')],
      [{ titolo: 'x'.repeat(201), tipo: 'guida', testo: 'y' }, PROMPT_MSG.titleMax],
    ];
    for (const [body, error] of cases) {
      const res = await send('POST', '/api/prompts', body);
      expect({ status: res.statusCode, body: res.json() }, JSON.stringify(body)).toEqual({ status: 400, body: { error } });
    }
    const p = await createPrompt(h, { titolo: 'ok', tipo: 'notizia', testo: 'ok' });
    expect((await send('PUT', `/api/prompts/${p.id}`, { titolo: 'ok', tipo: 'notizia', testo: '' })).json()).toEqual({ error: PROMPT_MSG.required });
    expect((await send('GET', '/api/prompts/abc')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/prompts'],
      ['POST', '/api/prompts'],
      ['GET', '/api/prompts/defaults'],
      ['PATCH', '/api/prompts/1/default'],
      ['POST', '/api/prompts/genera'],
      ['DELETE', '/api/prompts/1'],
    ] as const) {
      expect((await send(method, url, method === 'GET' || method === 'DELETE' || method === 'PATCH' ? undefined : {}, '')).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('default prompts', () => {
  it('one default per type: PATCH moves it atomically; defaults lists each type; the default cannot be deleted', async () => {
    await h.t.db.kysely.deleteFrom('prompts').execute();
    const empty = await send('GET', '/api/prompts/defaults');
    expect(empty.json()).toEqual({ recensione: null, guida: null, notizia: null });

    const a = await createPrompt(h, { titolo: 'A', tipo: 'recensione', testo: 'a', is_default: true });
    const b = await createPrompt(h, { titolo: 'B', tipo: 'recensione', testo: 'b', is_active: false });
    const g = await createPrompt(h, { titolo: 'G', tipo: 'guida', testo: 'g', is_default: 1 });
    expect(a.is_default).toBe(1);

    const moved = await send('PATCH', `/api/prompts/${b.id}/default`);
    expect(moved.statusCode).toBe(200);
    // A default prompt is active: it is the one proposed first.
    expect(moved.json()).toMatchObject({ id: b.id, tipo: 'recensione', is_default: 1, is_active: 1 });
    expect((await send('GET', `/api/prompts/${a.id}`)).json().is_default).toBe(0);
    expect((await send('GET', `/api/prompts/${g.id}`)).json().is_default).toBe(1);
    // Again on the same prompt: nothing changes.
    expect((await send('PATCH', `/api/prompts/${b.id}/default`)).json().is_default).toBe(1);

    const defaults = (await send('GET', '/api/prompts/defaults')).json();
    expect(defaults.recensione.id).toBe(b.id);
    expect(defaults.guida.id).toBe(g.id);
    expect(defaults.notizia).toBeNull();
    expect((await send('GET', '/api/prompts/defaults?tipo=guida')).json()).toEqual({ guida: defaults.guida });
    expect((await send('GET', '/api/prompts/defaults?tipo=altro')).statusCode).toBe(400);

    const del = await send('DELETE', `/api/prompts/${b.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ error: PROMPT_MSG.defaultNotDeletable });
    expect((await send('DELETE', `/api/prompts/${a.id}`)).statusCode).toBe(204);

    // Creating or updating with is_default moves the default too.
    const c = await createPrompt(h, { titolo: 'C', tipo: 'recensione', testo: 'c', is_default: true });
    expect((await send('GET', `/api/prompts/${b.id}`)).json().is_default).toBe(0);
    await send('PUT', `/api/prompts/${b.id}`, { titolo: 'B', tipo: 'recensione', testo: 'b', is_default: true });
    expect((await send('GET', `/api/prompts/${c.id}`)).json().is_default).toBe(0);
    // A default that changes type stays default, of its new type only.
    await send('PUT', `/api/prompts/${b.id}`, { titolo: 'B', tipo: 'guida', testo: 'b' });
    const after = (await send('GET', '/api/prompts/defaults')).json();
    expect(after.guida.id).toBe(b.id);
    expect(after.recensione).toBeNull();
    expect((await send('GET', `/api/prompts/${g.id}`)).json().is_default).toBe(0);
  });

  it('concurrent PATCHes leave exactly one default', async () => {
    const list = await Promise.all(Array.from({ length: 5 }, (_, i) => createPrompt(h, { titolo: `N${i}`, tipo: 'notizia', testo: 'n' })));
    const results = await Promise.all(list.map((p) => send('PATCH', `/api/prompts/${p.id}/default`)));
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const defaults = await h.t.db.kysely.selectFrom('prompts').select('id').where('tipo', '=', 'notizia').where('is_default', '=', 1).execute();
    expect(defaults).toHaveLength(1);
  });
});

describe('GET /api/prompts filters', () => {
  it('by type, text, active, sort and order, limit at most 200', async () => {
    await h.t.db.kysely.deleteFrom('prompts').execute();
    const x = await createPrompt(h, { titolo: 'Zeta recensione', tipo: 'recensione', testo: 'Tono amichevole' });
    const y = await createPrompt(h, { titolo: 'alfa guida', tipo: 'guida', testo: 'JSON con sezioni' });
    const z = await createPrompt(h, { titolo: 'Beta recensione', tipo: 'recensione', testo: 'Tono tecnico', is_active: false });
    await h.t.db.kysely.updateTable('prompts').set({ updated_at: '2026-01-03T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z' }).where('id', '=', x.id).execute();
    await h.t.db.kysely.updateTable('prompts').set({ updated_at: '2026-01-01T00:00:00.000Z', created_at: '2026-01-03T00:00:00.000Z' }).where('id', '=', y.id).execute();
    await h.t.db.kysely.updateTable('prompts').set({ updated_at: '2026-01-02T00:00:00.000Z', created_at: '2026-01-02T00:00:00.000Z' }).where('id', '=', z.id).execute();

    expect(ids(await send('GET', '/api/prompts?limit=200&sort=updated_at&order=desc'))).toEqual([x.id, z.id, y.id]);
    expect(ids(await send('GET', '/api/prompts?sort=created_at&order=desc'))).toEqual([y.id, z.id, x.id]);
    expect(ids(await send('GET', '/api/prompts?sort=titolo'))).toEqual([y.id, z.id, x.id]);
    expect(ids(await send('GET', '/api/prompts?sort=titolo&order=DESC'))).toEqual([x.id, z.id, y.id]);
    expect(ids(await send('GET', '/api/prompts?tipo=recensione'))).toEqual([x.id, z.id]);
    expect(ids(await send('GET', '/api/prompts?tipo=recensione&active=1'))).toEqual([x.id]);
    expect(ids(await send('GET', '/api/prompts?q=tono'))).toEqual([x.id, z.id]);
    expect(ids(await send('GET', '/api/prompts?q=TECNICO&tipo=recensione'))).toEqual([z.id]);
    expect(ids(await send('GET', '/api/prompts?q=json'))).toEqual([y.id]);
    expect(ids(await send('GET', '/api/prompts?limit=1'))).toEqual([x.id]);
    expect((await send('GET', '/api/prompts?limit=201')).statusCode).toBe(400);
  });
});

describe('POST /api/prompts/genera', () => {
  it('writes an Italian prompt with the type’s placeholders through the AI, records usage, saves nothing', async () => {
    const before = await h.t.db.kysely.selectFrom('prompts').select('id').execute();
    const res = await send('POST', '/api/prompts/genera', {
      titolo: 'Recensione amichevole',
      tipo: 'recensione',
      direttive: 'Tono amichevole, 400 parole, pro e contro',
      lingua: 'it',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { prompt } = res.json() as { prompt: string };
    expect(prompt).toContain('{nome_prodotto}');
    for (const name of placeholdersIn(prompt)) expect(REVIEW_PLACEHOLDERS.map((p) => p.name as string)).toContain(name);

    const req = fakeOpenAi.last!;
    expect(req.authorization).toBe('Bearer sk-test-ambiente-1234');
    expect(req.prompt).toMatch(/^Tipo di prompt: recensione/);
    expect(req.prompt).toContain('Recensione amichevole');
    expect(req.prompt).toContain('Tono amichevole, 400 parole, pro e contro');
    for (const p of REVIEW_PLACEHOLDERS) expect(req.prompt).toContain(`{${p.name}}`);
    expect(req.system).toMatch(/italiano/);

    expect(await h.t.db.kysely.selectFrom('prompts').select('id').execute()).toEqual(before);
    const usage = await h.t.services.ai.usage(1);
    expect(usage[0]).toMatchObject({ scopo: 'prompt', esito: 'ok' });
  });

  it('accepts categoria for tipo (the spec’s body); a guide prompt asks for the JSON with {titolo} and {prodotti}', async () => {
    const res = await send('POST', '/api/prompts/genera', { titolo: 'Guida', categoria: 'guida', direttive: 'Breve', lingua: 'it' });
    expect(res.statusCode).toBe(200);
    expect(res.json().prompt).toContain('{prodotti}');
    expect(fakeOpenAi.last!.prompt).toContain('"sezioni"');
    expect(fakeOpenAi.last!.prompt).toContain('{titolo}');
  });

  it('a fenced answer is unwrapped', async () => {
    fakeOpenAi.answerNext('```\nScrivi di {nome_prodotto}.\n```');
    const res = await send('POST', '/api/prompts/genera', { titolo: 'T', tipo: 'recensione', direttive: 'D' });
    expect(res.json()).toEqual({ prompt: 'Scrivi di {nome_prodotto}.' });
  });

  it('refuses a missing title, type or directives with the spec’s sentence, without calling the AI', async () => {
    for (const body of [
      { tipo: 'guida', direttive: 'x' },
      { titolo: 'x', direttive: 'x' },
      { titolo: 'x', tipo: 'guida', direttive: '  ' },
      { titolo: ' ', tipo: 'guida', direttive: 'x' },
    ]) {
      const res = await send('POST', '/api/prompts/genera', body);
      expect({ status: res.statusCode, body: res.json() }, JSON.stringify(body)).toEqual({ status: 400, body: { error: PROMPT_MSG.generateRequired } });
    }
    expect((await send('POST', '/api/prompts/genera', { titolo: 'x', tipo: 'guida', direttive: 'x', lingua: 'en' })).json()).toEqual({
      error: PROMPT_MSG.languageInvalid,
    });
    expect(fakeOpenAi.requests).toHaveLength(0);
  });

  it('AI failures answer {error} in Italian with the matching status, and are recorded', async () => {
    const body = { titolo: 'T', tipo: 'recensione', direttive: 'D' };
    fakeOpenAi.failNext(401);
    let res = await send('POST', '/api/prompts/genera', body);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 502, body: { error: OPENAI_MSG.unauthorized } });

    fakeOpenAi.quotaNext();
    res = await send('POST', '/api/prompts/genera', body);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 503, body: { error: OPENAI_MSG.quota } });

    fakeOpenAi.emptyNext();
    res = await send('POST', '/api/prompts/genera', body);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 502, body: { error: OPENAI_MSG.empty } });

    fakeOpenAi.slowNext(5_000);
    res = await send('POST', '/api/prompts/genera', body);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 504, body: { error: OPENAI_MSG.timeout(1) } });

    const usage = await h.t.services.ai.usage(4);
    expect(usage.map((u) => u.esito)).toEqual(['timeout', 'invalid-response', 'rate-limited', 'unauthorized']);
  });

  it('the key saved in Chiavi API wins over OPENAI_API_KEY; a key that cannot be read answers 503', async () => {
    await send('PUT', '/api/keys/openai', { value: 'sk-salvata-dashboard-9876' });
    await send('POST', '/api/prompts/genera', { titolo: 'T', tipo: 'notizia', direttive: 'D' });
    expect(fakeOpenAi.last!.authorization).toBe('Bearer sk-salvata-dashboard-9876');
    await h.t.db.kysely.updateTable('api_keys').set({ ciphertext: 'rotto' }).where('name', '=', 'openai').execute();
    const res = await send('POST', '/api/prompts/genera', { titolo: 'T', tipo: 'notizia', direttive: 'D' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/openai/i);
    await send('DELETE', '/api/keys/openai');
  });
});
