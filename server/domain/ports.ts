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
