import type { ServerOptions } from 'node:http';

/**
 * How long the web server waits for a client. A client that sends its request slowly (a few bytes
 * at a time, or headers then nothing) must not hold a connection forever.
 */
export interface HttpTimeouts {
  /** The whole request (headers and body) must arrive within this time, else 408 and close. */
  requestTimeout: number;
  /**
   * A socket with no traffic at all for this long is closed. Longer than the slowest handler
   * (AI generation waits on a remote API without sending anything).
   */
  connectionTimeout: number;
  /** How often Node checks requestTimeout (its default, 30 s, would let a request live up to twice as long). */
  checkInterval: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestTimeout: 30_000,
  connectionTimeout: 120_000,
  checkInterval: 5_000,
};

/** The Fastify() options for these limits (tests pass shorter ones). */
export function httpTimeoutOptions(overrides: Partial<HttpTimeouts> = {}): {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  const t = { ...HTTP_TIMEOUTS, ...overrides };
  return {
    requestTimeout: t.requestTimeout,
    connectionTimeout: t.connectionTimeout,
    http: { connectionsCheckingInterval: t.checkInterval },
  };
}
