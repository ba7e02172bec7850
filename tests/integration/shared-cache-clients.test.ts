import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedCachePurgeError } from '../../server/domain/shared-cache-port.ts';
import { createPurger } from '../../server/integrations/shared-cache/index.ts';
import { PURGE_MAX_BYTES } from '../../server/integrations/shared-cache/send.ts';
import { type PurgeServer, startPurgeServer } from '../helpers/purge-server.ts';

/** The purge clients against a local HTTP server: the exact requests, what counts as done, the Italian failures. */
const TOKEN = 'tok-segreto-123456';
const ZONE = 'a'.repeat(32);
let fake: PurgeServer;
let other: PurgeServer;
beforeAll(async () => {
  fake = await startPurgeServer();
  other = await startPurgeServer();
});
afterAll(async () => {
  await fake.close();
  await other.close();
});

async function failure(p: Promise<unknown>): Promise<SharedCachePurgeError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(SharedCachePurgeError);
    return err as SharedCachePurgeError;
  }
  throw new Error('nessun errore');
}

const reset = (answer: PurgeServer['answer']) => {
  for (const f of [fake, other]) {
    f.seen.length = 0;
    f.answer = answer;
  }
};

describe('http (Varnish or any proxy)', () => {
  it('sends BAN / with X-Cache-Tags (space-separated) and X-Purge-Token to every proxy', async () => {
    reset(() => ({ status: 200 }));
    const purger = createPurger({ kind: 'http', purgeUrls: [fake.url, `${other.url}/ban`], token: TOKEN })!;
    await purger.purge(['products', 'reviews']);
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]).toMatchObject({ method: 'BAN', url: '/', body: '' });
    expect(fake.seen[0]!.headers['x-cache-tags']).toBe('products reviews');
    expect(fake.seen[0]!.headers['x-purge-token']).toBe(TOKEN);
    expect(other.seen[0]).toMatchObject({ method: 'BAN', url: '/ban' });
  });

  it('omits the token header when none is set; 204 is done too', async () => {
    reset(() => ({ status: 204 }));
    await createPurger({ kind: 'http', purgeUrls: [fake.url] })!.purge(['news']);
    expect(fake.seen[0]!.headers).not.toHaveProperty('x-purge-token');
  });

  it('fails when any proxy refuses, in Italian, without the token even if echoed', async () => {
    reset((req) => (req.headers.host === new URL(other.url).host ? { status: 403, body: `token ${TOKEN} non valido\n\u0007` } : { status: 200 }));
    const err = await failure(createPurger({ kind: 'http', purgeUrls: [fake.url, other.url], token: TOKEN })!.purge(['news']));
    expect(err.message).toBe(`Il proxy ${new URL(other.url).host} ha rifiutato lo svuotamento della cache (HTTP 403): token *** non valido`);
    expect(err.message).not.toContain(TOKEN);
  });

  it('an unreachable proxy is a network failure, in Italian', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const err = await failure(createPurger({ kind: 'http', purgeUrls: [`http://127.0.0.1:${port}`] })!.purge(['news']));
    expect(err.message).toBe(`Impossibile raggiungere il proxy 127.0.0.1:${port} per svuotare la cache: controlla l’indirizzo e la rete.`);
  });

  it('reads no more than the cap of an answer', async () => {
    reset(() => ({ status: 500, body: 'x'.repeat(PURGE_MAX_BYTES + 10) }));
    const err = await failure(createPurger({ kind: 'http', purgeUrls: [fake.url] })!.purge(['news']));
    expect(err.message).toMatch(/risposta troppo grande/);
  });
});

describe('cloudflare', () => {
  const purger = () => createPurger({ kind: 'cloudflare', zoneId: ZONE, apiToken: TOKEN, apiUrl: `${fake.url}/client/v4` })!;

  it('POSTs the tags as JSON with the bearer token, 30 at most per call', async () => {
    reset(() => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"success":true,"errors":[],"result":{"id":"x"}}' }));
    const tags = Array.from({ length: 65 }, (_, i) => `t${i}`);
    await purger().purge(tags);
    expect(fake.seen.map((r) => [r.method, r.url])).toEqual(Array.from({ length: 3 }, () => ['POST', `/client/v4/zones/${ZONE}/purge_cache`]));
    expect(fake.seen[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(fake.seen[0]!.headers['content-type']).toBe('application/json');
    expect(fake.seen.map((r) => (JSON.parse(r.body) as { tags: string[] }).tags)).toEqual([tags.slice(0, 30), tags.slice(30, 60), tags.slice(60)]);
  });

  it('a refusal carries the status and Cloudflare’s own words, never the token', async () => {
    reset(() => ({ status: 403, body: JSON.stringify({ success: false, errors: [{ code: 10000, message: `Authentication error for ${TOKEN}` }] }) }));
    const err = await failure(purger().purge(['products']));
    expect(err.message).toBe('Cloudflare ha rifiutato lo svuotamento della cache (HTTP 403): 10000 Authentication error for ***');
  });

  it('200 without success: true is not done', async () => {
    reset(() => ({ status: 200, body: '{"success":false,"errors":[{"code":1134,"message":"Purge by tag not allowed"}]}' }));
    const err = await failure(purger().purge(['products']));
    expect(err.message).toBe('Cloudflare non ha confermato lo svuotamento della cache: 1134 Purge by tag not allowed');
  });

  it('429 passes Retry-After on', async () => {
    reset(() => ({ status: 429, headers: { 'retry-after': '30' }, body: '{"success":false,"errors":[]}' }));
    const err = await failure(purger().purge(['products']));
    expect(err.retryAfterMs).toBe(30_000);
    expect(err.message).toBe('Cloudflare ha rifiutato lo svuotamento della cache (HTTP 429).');
  });
});

describe('fastly', () => {
  const purger = () => createPurger({ kind: 'fastly', serviceId: 'SRV123abc', apiToken: TOKEN, apiUrl: fake.url })!;

  it('POSTs Surrogate-Key (space-separated) with Fastly-Key, 256 at most per call', async () => {
    reset(() => ({ status: 200, body: '{"status":"ok"}' }));
    const keys = Array.from({ length: 300 }, (_, i) => `k${i}`);
    await purger().purge(keys);
    expect(fake.seen.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/service/SRV123abc/purge'],
      ['POST', '/service/SRV123abc/purge'],
    ]);
    expect(fake.seen[0]!.headers['fastly-key']).toBe(TOKEN);
    expect(fake.seen[0]!.headers['surrogate-key']).toBe(keys.slice(0, 256).join(' '));
    expect(fake.seen[1]!.headers['surrogate-key']).toBe(keys.slice(256).join(' '));
  });

  it('anything but 200 fails with Fastly’s words; 429 with its Retry-After', async () => {
    reset(() => ({ status: 401, body: '{"msg":"Provided credentials are missing or invalid"}' }));
    expect((await failure(purger().purge(['news']))).message).toBe('Fastly ha rifiutato lo svuotamento della cache (HTTP 401): Provided credentials are missing or invalid');
    reset(() => ({ status: 429, headers: { 'retry-after': '2' } }));
    expect((await failure(purger().purge(['news']))).retryAfterMs).toBe(2_000);
  });
});

it('off has no client', () => {
  expect(createPurger({ kind: 'off' })).toBeNull();
});
