import type { SharedCacheConfig } from '../../config-shared-cache.ts';
import type { SharedCachePurger } from '../../domain/shared-cache-port.ts';
import { createCloudflarePurger } from './cloudflare.ts';
import { createFastlyPurger } from './fastly.ts';
import { createHttpPurger } from './http.ts';

/**
 * The purge client of the configured shared cache (decision 0071), or null when there is none
 * (SHARED_CACHE=off). Each client documents its request in its own module.
 */
export function createPurger(config: SharedCacheConfig): SharedCachePurger | null {
  switch (config.kind) {
    case 'off':
      return null;
    case 'http':
      return createHttpPurger(config);
    case 'cloudflare':
      return createCloudflarePurger(config);
    case 'fastly':
      return createFastlyPurger(config);
  }
}
