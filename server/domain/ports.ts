import type { AsinLookupResponse } from '../../common/asin.ts';
import type { ApiKeyName } from '../../common/messages-dashboard.ts';

/**
 * What the domain needs from the outside world, as small interfaces. The clients under
 * server/integrations implement them and are handed to the services in server/services.ts;
 * the domain never imports a client (a lint rule holds this).
 */

/** Reads an API key on every call: the one saved in Chiavi API, else the environment's. */
export type KeyReader = (name: ApiKeyName) => Promise<string | null>;

export interface MailMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** Sends e-mail (SMTP_URL). Absent when no mail server is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What a product page on Amazon says (the spec's ASIN lookup response, plus availability). */
export interface ProductPage extends AsinLookupResponse {
  /** true in stock, false unavailable, null when the page does not say. */
  disponibile: boolean | null;
}

/**
 * Reads a product's public page on Amazon. Throws OutsideServiceError: 'not-found' (no such
 * page), 'captcha' (Amazon asked for a verification), 'timeout', 'network', 'server',
 * 'invalid-response' (a page without product data).
 */
export interface ProductPageSource {
  fetchProduct(asin: string, signal?: AbortSignal): Promise<ProductPage>;
}

/** What an AI call is for (recorded with its token usage). */
export type AiPurpose = 'recensione' | 'guida' | 'prompt' | 'notizia';

export interface AiRequest {
  purpose: AiPurpose;
  /** The system message: role, language (Italian), rules (use only the given facts…). */
  system: string;
  /** The user message: the filled prompt with the product data. */
  prompt: string;
  /**
   * Ask for JSON of this shape: structured output where the server supports it, else the
   * instruction is in the prompt and the answer is parsed defensively by the caller.
   */
  json?: { name: string; schema: Record<string, unknown> };
  maxTokens?: number;
  signal?: AbortSignal;
}

export interface AiUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface AiResult {
  text: string;
  model: string;
  usage: AiUsage | null;
}

/**
 * Any OpenAI-compatible chat server (OpenAI, Ollama, vLLM, LM Studio, gateways). Throws
 * OutsideServiceError('openai', …): not-configured (no key), unauthorized (bad key), rate-limited
 * (quota or 429 after the retries), timeout, server, invalid-response (empty answer).
 */
export interface TextGenerator {
  generate(request: AiRequest): Promise<AiResult>;
}
