/**
 * What the purge service (shared-cache-purges.ts) knows of a shared cache's client
 * (server/integrations/shared-cache/): one call that drops every answer carrying any of the tags.
 */
export interface SharedCachePurger {
  /** 'http', 'cloudflare' or 'fastly'. */
  readonly kind: 'http' | 'cloudflare' | 'fastly';
  /** Resolves once the cache has confirmed; throws SharedCachePurgeError otherwise. */
  purge(tags: readonly string[]): Promise<void>;
}

/** A purge that did not happen: an Italian message (never a secret) and how long the service asked to wait. */
export class SharedCachePurgeError extends Error {
  constructor(
    message: string,
    /** From a 429's Retry-After, when the cache gave one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'SharedCachePurgeError';
  }
}
