import fs from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPENAI_MSG } from '../../common/messages-outside.ts';
import { AiService, parseJsonAnswer } from '../../server/domain/ai.ts';
import { KeyUnreadableError } from '../../server/domain/keys.ts';
import type { AiRequest } from '../../server/domain/ports.ts';
import { createOpenAiClient, type OpenAiDeps } from '../../server/integrations/openai/client.ts';
import { createTestServices, type TestServices } from '../helpers/app.ts';
import { fakeOpenAi, INVALID_KEY_BODY, openAiHandlers } from '../mocks/openai.ts';
import { outsideFailure } from '../helpers/outside.ts';

const SHARED = path.resolve('..', 'shared', 'fixtures', 'openai');
const hasShared = fs.existsSync(path.join(SHARED, 'chat_completion_text_response.json'));
if (!hasShared) console.warn(`Fixture OpenAI condivise assenti (${SHARED}): i test usano le copie della forma nel fake.`);

const server = setupServer(...openAiHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  fakeOpenAi.reset();
});
afterAll(() => server.close());

const ask: AiRequest = { purpose: 'recensione', system: 'Sei un redattore italiano.', prompt: 'Nome prodotto: Radio a manovella\nScrivi la recensione.' };
const guideSchema = { name: 'guida', schema: { type: 'object', properties: { introduzione: { type: 'string' } } } };

/**
 * The timeout is far beyond any test (a fake's answer never races it) unless a test sets its own
 * for a server that never answers.
 */
function client(opts: { key?: string | null; baseUrl?: string; timeoutMs?: number; model?: string } & Partial<OpenAiDeps> = {}) {
  const { key = 'sk-test-1234', baseUrl, timeoutMs = 600_000, model = 'gpt-4.1-mini', ...deps } = opts;
  return createOpenAiClient({ openai: { baseUrl, model, timeoutMs } }, { readKey: async () => key, backoffMs: 5, ...deps });
}

const failure = outsideFailure;

/**
 * A chat server that never answers: each request is counted, then held until the caller gives up
 * (its abort ends the handler). `onRequest` runs as each one arrives.
 */
function silentServer(onRequest: () => void = () => {}) {
  const seen = { requests: 0 };
  server.use(
    http.post('*/chat/completions', async ({ request }) => {
      seen.requests += 1;
      onRequest();
      await new Promise((resolve) => (request.signal.aborted ? resolve(null) : request.signal.addEventListener('abort', resolve, { once: true })));
      return HttpResponse.error();
    }),
  );
  return seen;
}

describe('the OpenAI client over any OpenAI-compatible server', () => {
  it('answers text, model and usage; sends the key read now as Bearer, the model and both messages', async () => {
    let key = 'sk-prima-chiave';
    const c = createOpenAiClient({ openai: { model: 'gpt-4.1-mini', timeoutMs: 2_000 } }, { readKey: async () => key });
    const result = await c.generate({ ...ask, maxTokens: 500 });
    expect(result.text).toContain('Radio a manovella');
    expect(result.text).toMatch(/<h2>/);
    expect(result.model).toBe('gpt-4.1-mini');
    expect(result.usage).toEqual({ prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number), total_tokens: expect.any(Number) });
    expect(result.usage!.total_tokens).toBe(result.usage!.prompt_tokens + result.usage!.completion_tokens);
    const req = fakeOpenAi.last!;
    expect(req.host).toBe('api.openai.com');
    expect(new URL(req.url).pathname).toBe('/v1/chat/completions');
    expect(req.authorization).toBe('Bearer sk-prima-chiave');
    expect(req.body.model).toBe('gpt-4.1-mini');
    expect(req.body.max_tokens).toBe(500);
    expect(req.body.messages).toEqual([
      { role: 'system', content: ask.system },
      { role: 'user', content: ask.prompt },
    ]);
    expect(req.body.response_format).toBeUndefined();
    // The key is read on every call: a key saved in Chiavi API works at once.
    key = 'sk-seconda-chiave';
    await c.generate(ask);
    expect(fakeOpenAi.last!.authorization).toBe('Bearer sk-seconda-chiave');
  });

  it.skipIf(!hasShared)('reads a real chat.completion (shared fixture) with its usage', async () => {
    const real = JSON.parse(fs.readFileSync(path.join(SHARED, 'chat_completion_text_response.json'), 'utf8'));
    server.use(http.post('*/chat/completions', () => HttpResponse.json(real)));
    const result = await client().generate(ask);
    expect(result).toEqual({ text: 'YES', model: 'gpt-4o-mini-2024-07-18', usage: { prompt_tokens: 146, completion_tokens: 3, total_tokens: 149 } });
  });

  it('honours the base URL (Ollama, vLLM, gateways)', async () => {
    await client({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2' }).generate(ask);
    expect(fakeOpenAi.last!.url).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(fakeOpenAi.last!.body.model).toBe('llama3.2');
  });

  it('without a key: not-configured, in Italian, and nothing is sent', async () => {
    const err = await failure(client({ key: null }).generate(ask));
    expect(err.failure).toBe('not-configured');
    expect(err.statusCode).toBe(503);
    expect(err.message).toBe(OPENAI_MSG.notConfigured);
    expect(fakeOpenAi.requests).toHaveLength(0);
  });

  it('a key that cannot be decrypted surfaces as KeyUnreadableError', async () => {
    const c = createOpenAiClient({ openai: { model: 'm' } }, { readKey: async () => Promise.reject(new KeyUnreadableError('openai')) });
    await expect(c.generate(ask)).rejects.toBeInstanceOf(KeyUnreadableError);
  });

  it('401 invalid_api_key (the real body): unauthorized, not retried', async () => {
    fakeOpenAi.failNext(401, INVALID_KEY_BODY, 3);
    const err = await failure(client().generate(ask));
    expect(err.failure).toBe('unauthorized');
    expect(err.message).toBe(OPENAI_MSG.unauthorized);
    expect(err.causeDetail).toContain('invalid_api_key');
    expect(fakeOpenAi.requests).toHaveLength(1);
    // A key starting "sk-invalid" is refused by the fake too (the dashboard's way to try it).
    expect((await failure(client({ key: 'sk-invalid-xyz' }).generate(ask))).failure).toBe('unauthorized');
  });

  it('403 is unauthorized too', async () => {
    fakeOpenAi.failNext(403);
    expect((await failure(client().generate(ask))).failure).toBe('unauthorized');
  });

  it('429 once then success: retried after a backoff', async () => {
    fakeOpenAi.failNext(429);
    const result = await client().generate(ask);
    expect(result.text).toContain('Radio a manovella');
    expect(fakeOpenAi.requests).toHaveLength(2);
  });

  it('429 that persists: rate-limited after the bounded retries', async () => {
    fakeOpenAi.failNext(429, undefined, 10);
    const err = await failure(client({ retries: 2 }).generate(ask));
    expect(err.failure).toBe('rate-limited');
    expect(err.message).toBe(OPENAI_MSG.rateLimited);
    expect(fakeOpenAi.requests).toHaveLength(3);
  });

  it('429 insufficient_quota: the quota message at once, no retry', async () => {
    fakeOpenAi.quotaNext(5);
    const err = await failure(client().generate(ask));
    expect(err.failure).toBe('rate-limited');
    expect(err.message).toBe(OPENAI_MSG.quota);
    expect(fakeOpenAi.requests).toHaveLength(1);
  });

  it('a 429 shaped like an OpenAI-compatible gateway’s (numeric code, metadata) is retried then reported', async () => {
    const body = { error: { code: 429, message: 'Provider returned error', metadata: { provider_name: 'Google', raw: 'temporarily rate-limited upstream' } } };
    fakeOpenAi.failNext(429, body, 3);
    const err = await failure(client({ retries: 1 }).generate(ask));
    expect(err.failure).toBe('rate-limited');
    expect(fakeOpenAi.requests).toHaveLength(2);
  });

  it('a Retry-After longer than the cap fails at once', async () => {
    let requests = 0;
    server.use(
      http.post('*/chat/completions', () => {
        requests += 1;
        return HttpResponse.json({ error: { message: 'slow down' } }, { status: 429, headers: { 'retry-after': '120' } });
      }),
    );
    // Not waited for (that would be two minutes, past the test's own limit), not capped and
    // retried, not retried after the backoff instead: one request, then the failure.
    const err = await failure(client({ maxRetryAfterMs: 1_000 }).generate(ask));
    expect(err.failure).toBe('rate-limited');
    expect(requests).toBe(1);
  });

  it('500 that persists: server, with the status, in Italian', async () => {
    fakeOpenAi.failNext(500, undefined, 10);
    const err = await failure(client({ retries: 1 }).generate(ask));
    expect(err.failure).toBe('server');
    expect(err.message).toBe(OPENAI_MSG.server(500));
    expect(fakeOpenAi.requests).toHaveLength(2);
  });

  it('503 once then success', async () => {
    fakeOpenAi.failNext(503);
    expect((await client().generate(ask)).text).toBeTruthy();
  });

  it('a network failure is retried, then reported', async () => {
    fakeOpenAi.networkErrorNext();
    expect((await client().generate(ask)).text).toBeTruthy();
    for (let i = 0; i < 3; i++) fakeOpenAi.networkErrorNext();
    const err = await failure(client().generate(ask));
    expect(err.failure).toBe('network');
    expect(err.message).toBe(OPENAI_MSG.network);
  });

  it('a server slower than the timeout: timeout in Italian, not repeated', async () => {
    // The server never answers: the client's own timeout is the only thing that can end the call.
    const silent = silentServer();
    const err = await failure(client({ timeoutMs: 300 }).generate(ask));
    expect(err.failure).toBe('timeout');
    expect(err.message).toBe(OPENAI_MSG.timeout(1));
    expect(silent.requests).toBe(1);
  });

  it('the caller can cancel', async () => {
    const controller = new AbortController();
    // Cancelled once the request is on its way, on a server that never answers (and a timeout far
    // beyond the test): only the caller's abort can end it.
    silentServer(() => controller.abort(new Error('annullato')));
    await expect(client().generate({ ...ask, signal: controller.signal })).rejects.toThrow('annullato');
  });

  it('empty content: invalid-response with the empty-answer message', async () => {
    fakeOpenAi.emptyNext();
    const err = await failure(client().generate(ask));
    expect(err.failure).toBe('invalid-response');
    expect(err.message).toBe(OPENAI_MSG.empty);
  });

  it('an answer that is not a chat completion: invalid-response', async () => {
    server.use(http.post('*/chat/completions', () => HttpResponse.json({ ciao: 'mondo' })));
    const err = await failure(client().generate(ask));
    expect(err.failure).toBe('invalid-response');
  });

  it('404 for an unknown model names the model', async () => {
    fakeOpenAi.failNext(404, {
      error: { message: 'The model `gpt-9` does not exist or you do not have access to it.', type: 'invalid_request_error', code: 'model_not_found' },
    });
    const err = await failure(client({ model: 'gpt-9' }).generate(ask));
    expect(err.failure).toBe('not-found');
    expect(err.message).toBe(OPENAI_MSG.modelNotFound('gpt-9'));
  });
});

describe('structured output', () => {
  const guideAsk: AiRequest = {
    purpose: 'guida',
    system: 'Rispondi in JSON.',
    prompt: 'Titolo: Kit base\nID prodotto: 12\nNome prodotto: Torcia\n\nID prodotto: 7\nNome prodotto: Radio',
    json: guideSchema,
  };

  it('asks for json_schema (strict false) and the fake answers one section per product line', async () => {
    const result = await client().generate(guideAsk);
    expect(fakeOpenAi.last!.body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'guida', schema: guideSchema.schema, strict: false } });
    const json = parseJsonAnswer(result.text) as { sezioni: { id_prodotto: number; testo: string }[] };
    expect(json.sezioni.map((s) => s.id_prodotto)).toEqual([12, 7]);
    expect(json.sezioni[0]!.testo).toContain('Torcia');
  });

  it('a server that rejects json_schema is asked with json_object, then with no response_format', async () => {
    fakeOpenAi.rejectJsonSchema();
    await client().generate(guideAsk);
    expect(fakeOpenAi.requests.map((r) => r.body.response_format?.type ?? 'none')).toEqual(['json_schema', 'json_object']);
    fakeOpenAi.reset();
    fakeOpenAi.rejectJsonSchema(true);
    const result = await client().generate(guideAsk);
    expect(fakeOpenAi.requests.map((r) => r.body.response_format?.type ?? 'none')).toEqual(['json_schema', 'json_object', 'none']);
    expect(parseJsonAnswer(result.text)).toMatchObject({ sezioni: [{ id_prodotto: 12 }, { id_prodotto: 7 }] });
  });

  it('a model that wants max_completion_tokens gets it', async () => {
    server.use(
      http.post('*/chat/completions', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        if ('max_tokens' in body) {
          return HttpResponse.json(
            {
              error: {
                message: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
                type: 'invalid_request_error',
                param: 'max_tokens',
                code: 'unsupported_parameter',
              },
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({
          id: 'x',
          object: 'chat.completion',
          created: 1,
          model: 'o4-mini',
          choices: [{ index: 0, message: { role: 'assistant', content: `ok ${String(body.max_completion_tokens)}` }, finish_reason: 'stop' }],
        });
      }),
    );
    const result = await client().generate({ ...ask, maxTokens: 300 });
    expect(result).toEqual({ text: 'ok 300', model: 'o4-mini', usage: null });
  });

  it('fenced JSON with prose after it and invalid JSON reach the caller as text (parsed defensively)', async () => {
    fakeOpenAi.fencedJsonNext([{ id_prodotto: 3, testo: 'Ottimo.' }]);
    const fenced = await client().generate(guideAsk);
    expect(parseJsonAnswer(fenced.text)).toMatchObject({ sezioni: [{ id_prodotto: 3 }] });
    fakeOpenAi.invalidJsonNext();
    const invalid = await client().generate(guideAsk);
    expect(parseJsonAnswer(invalid.text)).toBeUndefined();
  });

  it('"Tipo di prompt: …" gets a prompt text with that type’s placeholders', async () => {
    const review = await client().generate({ purpose: 'prompt', system: 's', prompt: 'Tipo di prompt: recensione\nDirettive: tono amichevole' });
    expect(review.text).toContain('{nome_prodotto}');
    const guide = await client().generate({ purpose: 'prompt', system: 's', prompt: 'Tipo di prompt: guida\nDirettive: JSON' });
    expect(guide.text).toContain('{prodotti}');
  });
});

describe('AiService records the usage of every call', () => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('an ok row with model and tokens, a failure row with its kind; the failure still throws', async () => {
    const ai = new AiService(t.db, client());
    const ok = await ai.generate(ask);
    fakeOpenAi.failNext(401);
    await expect(ai.generate({ ...ask, purpose: 'guida' })).rejects.toMatchObject({ failure: 'unauthorized' });
    const rows = await ai.usage();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      scopo: 'recensione',
      esito: 'ok',
      modello: ok.model,
      token_prompt: ok.usage!.prompt_tokens,
      token_risposta: ok.usage!.completion_tokens,
      token_totali: ok.usage!.total_tokens,
    });
    expect(rows[0]).toMatchObject({ scopo: 'guida', esito: 'unauthorized', modello: null, token_totali: null });
    expect(rows[0]!.durata_ms).toBeGreaterThanOrEqual(0);
  });

  it('services.ai is wired to the OpenAI client with the key from Chiavi API', async () => {
    await t.services.keys.set('openai', 'sk-salvata-in-chiavi-api');
    await t.services.ai.generate({ ...ask, purpose: 'prompt' });
    expect(fakeOpenAi.last!.authorization).toBe('Bearer sk-salvata-in-chiavi-api');
    await t.services.keys.delete('openai');
    await expect(t.services.ai.generate(ask)).rejects.toMatchObject({ failure: 'not-configured' });
  });
});
