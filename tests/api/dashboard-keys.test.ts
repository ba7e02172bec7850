import { describe, expect, it } from 'vitest';
import { dashboardTestApp } from './dashboard-helpers.ts';

const h = dashboardTestApp({ OPENAI_API_KEY: 'sk-env-fallback-0000' });
const send = h.send;

const OPENAI = 'sk-proj-SegretissimaChiaveDiProva-9XyZ';
const UNSPLASH = 'unsplash-access-key-abcdef-7Q2w';

describe('API keys', () => {
  it('starts with both keys unset (the env fallback is not shown)', async () => {
    const res = await send('GET', '/api/keys');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'openai', last4: null },
      { name: 'unsplash', last4: null },
    ]);
    expect(await h.t.services.keys.get('openai')).toBe('sk-env-fallback-0000');
    expect(await h.t.services.keys.get('unsplash')).toBeNull();
  });

  it('sets keys trimmed, shows only the last 4 characters and stores them encrypted', async () => {
    const put = await send('PUT', '/api/keys/openai', { value: `  ${OPENAI}\n` });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ name: 'openai', last4: '9XyZ' });
    expect((await send('PUT', '/api/keys/unsplash', { value: UNSPLASH })).json()).toEqual({ name: 'unsplash', last4: '7Q2w' });

    const list = await send('GET', '/api/keys');
    expect(list.json()).toEqual([
      { name: 'openai', last4: '9XyZ' },
      { name: 'unsplash', last4: '7Q2w' },
    ]);
    expect(list.body).not.toContain('Segretissima');

    // The database never holds the plain key.
    const rows = await h.t.db.kysely.selectFrom('api_keys').selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain('Segretissima');
      expect(JSON.stringify(row)).not.toContain('abcdef');
      expect(row.ciphertext).toMatch(/^v1\./);
    }
    // Integrations get the plain key; the dashboard's wins over the environment's.
    expect(await h.t.services.keys.get('openai')).toBe(OPENAI);
    expect(await h.t.services.keys.get('unsplash')).toBe(UNSPLASH);
  });

  it('updating a key replaces it', async () => {
    expect((await send('PUT', '/api/keys/openai', { value: 'sk-seconda-chiave-ABCD' })).json()).toEqual({ name: 'openai', last4: 'ABCD' });
    expect(await h.t.services.keys.get('openai')).toBe('sk-seconda-chiave-ABCD');
    expect(await h.t.db.kysely.selectFrom('api_keys').select('name').where('name', '=', 'openai').execute()).toHaveLength(1);
  });

  it('refuses empty values and unknown key names in Italian', async () => {
    const cases: Array<[string, object, number, string]> = [
      ['/api/keys/openai', { value: '   ' }, 400, 'Inserisci un valore per openai.'],
      ['/api/keys/unsplash', {}, 400, 'Inserisci un valore per unsplash.'],
      ['/api/keys/unsplash', { value: 12345678 }, 400, 'Inserisci un valore per unsplash.'],
      ['/api/keys/openai', { value: 'abc' }, 400, 'La chiave deve avere almeno 8 caratteri.'],
      ['/api/keys/openai', { value: 'sk-valida-1234', altro: 1 }, 400, 'Campo non previsto: altro.'],
      ['/api/keys/github', { value: 'ghp_1234567890' }, 400, 'Chiave sconosciuta: usa openai o unsplash.'],
    ];
    for (const [url, payload, status, error] of cases) {
      const res = await send('PUT', url, payload);
      expect({ status: res.statusCode, body: res.json() }, `${url} ${JSON.stringify(payload)}`).toEqual({ status, body: { error } });
    }
    const del = await send('DELETE', '/api/keys/github');
    expect(del.statusCode).toBe(400);
    expect(del.json()).toEqual({ error: 'Chiave sconosciuta: usa openai o unsplash.' });
    expect(await h.t.services.keys.get('openai')).toBe('sk-seconda-chiave-ABCD');
  });

  it('deletes keys (the env fallback takes over again)', async () => {
    expect((await send('DELETE', '/api/keys/openai')).statusCode).toBe(204);
    expect((await send('DELETE', '/api/keys/unsplash')).statusCode).toBe(204);
    expect((await send('GET', '/api/keys')).json()).toEqual([
      { name: 'openai', last4: null },
      { name: 'unsplash', last4: null },
    ]);
    expect(await h.t.services.keys.get('openai')).toBe('sk-env-fallback-0000');
    // Deleting an unset key is harmless.
    expect((await send('DELETE', '/api/keys/unsplash')).statusCode).toBe(204);
  });
});
