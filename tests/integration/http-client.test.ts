import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OutsideServiceError } from '../../server/domain/errors.ts';
import { createHttpClient } from '../../server/integrations/http.ts';
import { outsideFailure } from '../helpers/outside.ts';

const BASE = 'https://servizio.example';
const server = setupServer();
let calls = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls = 0;
});
afterAll(() => server.close());

/**
 * The timeout is far beyond any test (a fake's answer never races it) unless a test sets its own
 * for a server that does not answer.
 */
const client = (extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) => createHttpClient({ service: 'unsplash', timeoutMs: 600_000, retries: 2, backoffMs: 10, ...extra });

const failure = outsideFailure;

describe('the HTTP policy shared by every outside service', () => {
  it('retries 5xx and 429 with backoff, then answers', async () => {
    server.use(
      http.get(`${BASE}/x`, () => {
        calls += 1;
        return calls < 3 ? new HttpResponse(null, { status: calls === 1 ? 503 : 429 }) : HttpResponse.json({ ok: true });
      }),
    );
    const res = await client().request(`${BASE}/x`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it('gives up after the bounded retries with a typed Italian error', async () => {
    server.use(
      http.get(`${BASE}/x`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 502 });
      }),
    );
    const err = await failure(client().request(`${BASE}/x`));
    expect(calls).toBe(3);
    expect(err.failure).toBe('server');
    expect(err.statusCode).toBe(502);
    expect(err.message).toBe('Unsplash ha risposto con un errore (HTTP 502). Riprova più tardi.');
  });

  it('never repeats a POST', async () => {
    server.use(
      http.post(`${BASE}/x`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const res = await client().request(`${BASE}/x`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
    expect(calls).toBe(1);
  });

  it('a slow answer is a timeout, whatever the server does', async () => {
    // The server ignores the client giving up: it answers only once the test has the client's
    // failure in hand. The failure arriving at all proves the client did not wait for it.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${BASE}/lento`, async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({});
      }),
    );
    try {
      const err = await failure(client({ timeoutMs: 200, retries: 1 }).request(`${BASE}/lento`));
      expect(err.failure).toBe('timeout');
      expect(err.statusCode).toBe(504);
      expect(err.message).toMatch(/non ha risposto entro/);
      // A timeout is worth another attempt for a GET: two, each ended by its own timeout.
      expect(calls).toBe(2);
    } finally {
      answer();
    }
  });

  it('a network failure is reported as such', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.error()));
    const err = await failure(client({ retries: 0 }).request(`${BASE}/x`));
    expect(err.failure).toBe('network');
    expect(err.message).toBe('Impossibile raggiungere Unsplash: controlla la connessione e riprova.');
  });

  it('a Retry-After longer than the cap is not waited for', async () => {
    server.use(
      http.get(`${BASE}/x`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 429, headers: { 'retry-after': '3600' } });
      }),
    );
    const err = await failure(client({ maxRetryAfterMs: 1_000 }).request(`${BASE}/x`));
    expect(err.failure).toBe('rate-limited');
    expect(calls).toBe(1);
  });

  it('a body over the size cap is refused', async () => {
    server.use(http.get(`${BASE}/grande`, () => new HttpResponse('x'.repeat(10_000))));
    const err = await failure(client({ maxBytes: 1_000 }).request(`${BASE}/grande`));
    expect(err.failure).toBe('invalid-response');
    expect(err.message).toBe('Unsplash ha inviato una risposta troppo grande.');
  });

  it('invalid JSON is an invalid response, not a crash', async () => {
    server.use(http.get(`${BASE}/x`, () => new HttpResponse('<html>')));
    const res = await client().request(`${BASE}/x`);
    let err: unknown;
    try {
      res.json();
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(OutsideServiceError);
    expect((err as OutsideServiceError).failure).toBe('invalid-response');
  });
});
