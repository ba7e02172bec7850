import type OpenAI from 'openai';
import type { APIError } from 'openai';
import { lazyModule } from '../../lib/lazy-module.ts';
import { OPENAI_MSG } from '../../../common/messages-outside.ts';
import { OutsideServiceError } from '../../domain/errors.ts';
import type { AiRequest, AiResult, KeyReader, TextGenerator } from '../../domain/ports.ts';
import { sleep } from '../../lib/sleep.ts';
import { retryAfterMs } from '../http.ts';

/**
 * The AI client: chat completions on any OpenAI-compatible server (OpenAI, Ollama, vLLM,
 * LM Studio, gateways) through the official SDK. The key is read on every call (Chiavi API first,
 * then OPENAI_API_KEY), so a key saved in the dashboard works at once.
 *
 * - Timeout per attempt (OPENAI_TIMEOUT_MS, 90 s by default: long answers take time); a timeout
 *   is not repeated (the editor would wait minutes).
 * - Bounded retries with exponential backoff and jitter on 429 (not when the quota is used up:
 *   `insufficient_quota` does not pass by waiting), 5xx and network failures; Retry-After
 *   (and OpenAI's retry-after-ms) honoured up to a cap, beyond which we give up at once.
 * - Structured output: with `request.json` we ask for `json_schema` (strict: false); a server that
 *   rejects it (400/422 naming response_format/json_schema) is asked again with `json_object`, then
 *   with no response_format at all (the prompt itself asks for JSON; callers use parseJsonAnswer).
 *   Likewise `max_tokens` becomes `max_completion_tokens` for models that want the new name.
 * - Every failure is an OutsideServiceError('openai', …) with an Italian message
 *   (common/messages-outside.ts, OPENAI_MSG); the cause, stripped of anything key-like, is for
 *   the logs only.
 */
export const OPENAI_TIMEOUT_MS = 90_000;
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export interface OpenAiConfig {
  openai: { baseUrl?: string; model: string; timeoutMs?: number };
}

export interface OpenAiDeps {
  readKey: KeyReader;
  /** Extra attempts after the first on 429, 5xx and network failures (default 2). */
  retries?: number;
  /** First backoff, doubled each retry, ±25 % jitter (default 1 s). */
  backoffMs?: number;
  /** Longest Retry-After we wait for; a longer one fails at once (default 20 s). */
  maxRetryAfterMs?: number;
}

type Format = 'json_schema' | 'json_object' | 'none';
type TokenParam = 'max_tokens' | 'max_completion_tokens';

/** The SDK, loaded on the first AI call (server/lib/lazy-module.ts). */
const sdk = lazyModule<typeof import('openai')>('openai');

const redact = (s: string) => s.replace(/\b(sk|key|pk)-[\w-]{4,}/gi, '$1-***').slice(0, 300);

/** The error's code/type/message in one lowercase string, to recognise what the server meant. */
function errorText(err: APIError): string {
  const body = err.error as { message?: unknown; code?: unknown; type?: unknown; error?: unknown } | undefined;
  return [err.code, err.type, err.message, body?.message, body?.code, typeof body?.error === 'string' ? body.error : '']
    .filter((v) => typeof v === 'string')
    .join(' ')
    .toLowerCase();
}

const isQuota = (err: APIError) => /insufficient_quota|exceeded your current quota|billing/.test(errorText(err));

/** A 400/422 about structured output: the server does not know json_schema (or json_object). */
const rejectsFormat = (err: APIError) =>
  (err.status === 400 || err.status === 422) && /response_format|json_schema|json_object|structured output|response format/.test(errorText(err));

const rejectsMaxTokens = (err: APIError) => (err.status === 400 || err.status === 422) && /max_tokens/.test(errorText(err));

export function createOpenAiClient(config: OpenAiConfig, deps: OpenAiDeps): TextGenerator {
  const timeoutMs = config.openai.timeoutMs ?? OPENAI_TIMEOUT_MS;
  const baseURL = config.openai.baseUrl ?? OPENAI_DEFAULT_BASE_URL;
  const model = config.openai.model;
  const retries = deps.retries ?? 2;
  const backoffMs = deps.backoffMs ?? 1_000;
  const maxRetryAfterMs = deps.maxRetryAfterMs ?? 20_000;

  function fail(failure: ConstructorParameters<typeof OutsideServiceError>[1], message: string, cause?: string): OutsideServiceError {
    return new OutsideServiceError('openai', failure, message, {}, cause === undefined ? undefined : redact(cause));
  }

  /** Our typed error for whatever the SDK threw (not called for the user's own abort). */
  function mapError(err: unknown): OutsideServiceError {
    if (err instanceof OutsideServiceError) return err;
    if (err instanceof sdk().APIConnectionTimeoutError) return fail('timeout', OPENAI_MSG.timeout(Math.max(1, Math.round(timeoutMs / 1000))), err.message);
    if (err instanceof sdk().APIConnectionError) {
      const cause = (err as Error & { cause?: unknown }).cause;
      return fail('network', OPENAI_MSG.network, `${err.message}${cause instanceof Error ? `: ${cause.message}` : ''}`);
    }
    if (err instanceof sdk().APIError && typeof err.status === 'number') {
      const status = err.status;
      const cause = `HTTP ${status} ${errorText(err)}`;
      if (status === 401 || status === 403) return fail('unauthorized', OPENAI_MSG.unauthorized, cause);
      if (status === 429) return fail('rate-limited', isQuota(err) ? OPENAI_MSG.quota : OPENAI_MSG.rateLimited, cause);
      if (status === 404) {
        return /model/.test(errorText(err)) ? fail('not-found', OPENAI_MSG.modelNotFound(model), cause) : fail('not-found', OPENAI_MSG.notFound, cause);
      }
      if (status >= 500) return fail('server', OPENAI_MSG.server(status), cause);
      return fail('invalid-response', OPENAI_MSG.rejected(status), cause);
    }
    return fail('invalid-response', OPENAI_MSG.invalidResponse, err instanceof Error ? err.message : String(err));
  }

  /** Worth another attempt: a passing rate limit, a server error, a network failure. */
  const retryable = (err: unknown) =>
    !(err instanceof sdk().APIConnectionTimeoutError) &&
    (err instanceof sdk().APIConnectionError || (err instanceof sdk().APIError && typeof err.status === 'number' && ((err.status === 429 && !isQuota(err)) || err.status >= 500)));

  return {
    async generate(request: AiRequest): Promise<AiResult> {
      const apiKey = await deps.readKey('openai');
      if (!apiKey) throw fail('not-configured', OPENAI_MSG.notConfigured);

      const client = new (sdk().OpenAI)({
        apiKey,
        baseURL,
        timeout: timeoutMs,
        maxRetries: 0,
        organization: null,
        project: null,
        adminAPIKey: null,
        webhookSecret: null,
        // Looked up at each call, so a fetch patched later (the fakes of tests/mocks) is used.
        fetch: (url, init) => globalThis.fetch(url, init),
      });

      const formats: Format[] = request.json ? ['json_schema', 'json_object', 'none'] : ['none'];
      let format = 0;
      let tokenParam: TokenParam = 'max_tokens';
      let attempt = 0;

      for (;;) {
        const body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming = {
          model,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.prompt },
          ],
        };
        if (request.maxTokens) body[tokenParam] = request.maxTokens;
        const kind = formats[format];
        if (kind === 'json_schema' && request.json) {
          body.response_format = { type: 'json_schema', json_schema: { name: request.json.name, schema: request.json.schema, strict: false } };
        } else if (kind === 'json_object') {
          body.response_format = { type: 'json_object' };
        }

        let completion: OpenAI.Chat.ChatCompletion;
        try {
          completion = await client.chat.completions.create(body, { signal: request.signal });
        } catch (err) {
          if (err instanceof sdk().APIUserAbortError || request.signal?.aborted) throw request.signal?.reason ?? err;
          if (err instanceof sdk().APIError && rejectsFormat(err) && format < formats.length - 1) {
            format++;
            continue;
          }
          if (err instanceof sdk().APIError && rejectsMaxTokens(err) && tokenParam === 'max_tokens' && request.maxTokens) {
            tokenParam = 'max_completion_tokens';
            continue;
          }
          if (retryable(err) && attempt < retries) {
            const after = retryAfterMs(err instanceof sdk().APIError ? err.headers : undefined);
            if (after !== null && after > maxRetryAfterMs) throw mapError(err);
            const wait = Math.max(after ?? 0, backoffMs * 2 ** attempt * (0.75 + Math.random() * 0.5));
            attempt++;
            await sleep(wait, request.signal);
            continue;
          }
          throw mapError(err);
        }

        const choice = (completion as Partial<OpenAI.Chat.ChatCompletion> | undefined)?.choices?.[0];
        if (!choice || typeof choice !== 'object') throw fail('invalid-response', OPENAI_MSG.invalidResponse, 'nessuna scelta nella risposta');
        const content = choice.message?.content;
        const text = typeof content === 'string' ? content.trim() : '';
        if (!text) throw fail('invalid-response', OPENAI_MSG.empty, `risposta vuota (finish_reason ${String(choice.finish_reason)})`);
        const usage = completion.usage;
        return {
          text,
          model: typeof completion.model === 'string' && completion.model ? completion.model : model,
          usage:
            usage && typeof usage.prompt_tokens === 'number'
              ? {
                  prompt_tokens: usage.prompt_tokens,
                  completion_tokens: usage.completion_tokens ?? 0,
                  total_tokens: usage.total_tokens ?? usage.prompt_tokens + (usage.completion_tokens ?? 0),
                }
              : null,
        };
      }
    },
  };
}
