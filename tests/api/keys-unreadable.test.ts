import { describe, expect, it } from 'vitest';
import { KeyUnreadableError } from '../../server/domain/keys.ts';
import { SecretBox } from '../../server/lib/secret-box.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * A key saved under another APP_SECRET (the secret changed, or a second instance has its own)
 * shows as unreadable and is never silently replaced by the environment's fallback key.
 */
const h = dashboardTestApp({ OPENAI_API_KEY: 'sk-env-fallback-0000' });
const send = h.send;

describe('a stored key that cannot be decrypted', () => {
  it('GET /api/keys marks it "illeggibile" and keeps its last 4 characters', async () => {
    const foreign = new SecretBox('un-altro-app-secret-di-un-altra-istanza-0123');
    await h.t.db.kysely
      .insertInto('api_keys')
      .values({ name: 'openai', ciphertext: foreign.encrypt('sk-salvata-con-altro-segreto-WXYZ'), last4: 'WXYZ', updated_at: h.t.clock.nowIso() })
      .execute();

    const res = await send('GET', '/api/keys');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'openai', last4: 'WXYZ', stato: 'illeggibile' },
      { name: 'unsplash', last4: null },
    ]);
    expect(res.body).not.toContain('salvata-con');
  });

  it('integrations get a typed error, not the environment key', async () => {
    const error = await h.t.services.keys.get('openai').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KeyUnreadableError);
    expect((error as KeyUnreadableError).statusCode).toBe(503);
    expect((error as Error).message).toBe('La chiave openai salvata non è leggibile (è cambiato APP_SECRET?): salvala di nuovo in Chiavi API.');
    // Unset keys still fall back to the environment.
    expect(await h.t.services.keys.get('unsplash')).toBeNull();
  });

  it('saving it again makes it readable; deleting it brings the fallback back', async () => {
    expect((await send('PUT', '/api/keys/openai', { value: 'sk-nuova-chiave-leggibile-1234' })).json()).toEqual({ name: 'openai', last4: '1234' });
    expect((await send('GET', '/api/keys')).json()[0]).toEqual({ name: 'openai', last4: '1234' });
    expect(await h.t.services.keys.get('openai')).toBe('sk-nuova-chiave-leggibile-1234');
    expect((await send('DELETE', '/api/keys/openai')).statusCode).toBe(204);
    expect(await h.t.services.keys.get('openai')).toBe('sk-env-fallback-0000');
  });
});
