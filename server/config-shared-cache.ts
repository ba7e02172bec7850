import { z } from 'zod';
import { withoutTrailingSlashes } from '../common/text.ts';
import { apiKeyVar, ConfigError, emptyToUndefined, httpUrl } from './config-values.ts';

/**
 * The shared cache in front of the instances (decision 0071): a proxy (Varnish, nginx) or a CDN
 * (Cloudflare, Fastly) that keeps the anonymous public answers by their `Cache-Tag` /
 * `Surrogate-Key` and is purged by tag when a topic changes. Read with the other variables by
 * server/config.ts.
 *
 * - SHARED_CACHE: `off` (default: nothing in front, or nothing that keeps pages), `http` (our
 *   Varnish of deploy/varnish, or any proxy that takes a `BAN` with `X-Cache-Tags`),
 *   `cloudflare` or `fastly`.
 * - http: SHARED_CACHE_PURGE_URLS, the proxies' addresses, comma-separated (every one is purged);
 *   SHARED_CACHE_PURGE_TOKEN, a secret sent as `X-Purge-Token` (the VCL may require it).
 * - cloudflare: CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN (a token with the Cache Purge
 *   permission); CLOUDFLARE_API_URL only to point tests at a local fake.
 * - fastly: FASTLY_SERVICE_ID and FASTLY_API_TOKEN; FASTLY_API_URL likewise.
 *
 * With anything in front (`kind !== 'off'`) page views are counted by the pages' beacon, not by
 * the server as it answers (the shared cache answers most of them): never both.
 */
export const SHARED_CACHE_ENV = {
  SHARED_CACHE: z.preprocess(
    (v) => emptyToUndefined(typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['off', 'http', 'cloudflare', 'fastly'], { error: 'deve essere off, http, cloudflare oppure fastly' }).default('off'),
  ),
  SHARED_CACHE_PURGE_URLS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(httpUrl, { error: 'deve essere un elenco di URL http:// separati da virgole' })),
  ),
  SHARED_CACHE_PURGE_TOKEN: apiKeyVar,
  CLOUDFLARE_ZONE_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-f0-9]{32}$/i, { error: "deve essere l'identificativo della zona (32 caratteri esadecimali)" })
      .optional(),
  ),
  CLOUDFLARE_API_TOKEN: apiKeyVar,
  CLOUDFLARE_API_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://api.cloudflare.com/client/v4')),
  FASTLY_SERVICE_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{8,64}$/, { error: "deve essere l'identificativo del servizio Fastly (solo lettere e cifre)" })
      .optional(),
  ),
  FASTLY_API_TOKEN: apiKeyVar,
  FASTLY_API_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://api.fastly.com')),
};

type SharedCacheEnv = z.infer<z.ZodObject<typeof SHARED_CACHE_ENV>>;

export type SharedCacheConfig =
  | { kind: 'off' }
  | { kind: 'http'; purgeUrls: string[]; token?: string }
  | { kind: 'cloudflare'; zoneId: string; apiToken: string; apiUrl: string }
  | { kind: 'fastly'; serviceId: string; apiToken: string; apiUrl: string };

const missing = (kind: string, names: string) => new ConfigError(`Configurazione non valida: con SHARED_CACHE=${kind} vanno impostate ${names}.`);

/** The parsed variables as config: each kind requires its own variables (a half-configured purge is refused at start). */
export function sharedCacheConfig(e: SharedCacheEnv): SharedCacheConfig {
  switch (e.SHARED_CACHE) {
    case 'off':
      return { kind: 'off' };
    case 'http':
      if (e.SHARED_CACHE_PURGE_URLS.length === 0) throw missing('http', 'SHARED_CACHE_PURGE_URLS (gli indirizzi dei proxy da svuotare)');
      return { kind: 'http', purgeUrls: e.SHARED_CACHE_PURGE_URLS.map(withoutTrailingSlashes), token: e.SHARED_CACHE_PURGE_TOKEN };
    case 'cloudflare':
      if (!e.CLOUDFLARE_ZONE_ID || !e.CLOUDFLARE_API_TOKEN) throw missing('cloudflare', 'CLOUDFLARE_ZONE_ID e CLOUDFLARE_API_TOKEN');
      return { kind: 'cloudflare', zoneId: e.CLOUDFLARE_ZONE_ID, apiToken: e.CLOUDFLARE_API_TOKEN, apiUrl: withoutTrailingSlashes(e.CLOUDFLARE_API_URL) };
    case 'fastly':
      if (!e.FASTLY_SERVICE_ID || !e.FASTLY_API_TOKEN) throw missing('fastly', 'FASTLY_SERVICE_ID e FASTLY_API_TOKEN');
      return { kind: 'fastly', serviceId: e.FASTLY_SERVICE_ID, apiToken: e.FASTLY_API_TOKEN, apiUrl: withoutTrailingSlashes(e.FASTLY_API_URL) };
  }
}
