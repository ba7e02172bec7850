import { SHARED_CACHE_MSG as M } from '../../../common/messages-shared-cache.ts';
import type { SharedCachePurger } from '../../domain/shared-cache-port.ts';
import { refusal, safeDetail, sendPurge } from './send.ts';

/**
 * A proxy in front (our Varnish of deploy/varnish, or any proxy that honours the same request):
 * for every address of SHARED_CACHE_PURGE_URLS, one request
 *
 *     BAN <address, path "/" when it has none>
 *     X-Cache-Tags: <tags separated by one space>        e.g. "products reviews"
 *     X-Purge-Token: <SHARED_CACHE_PURGE_TOKEN>           only when it is set
 *
 * with no body. The tags are the cache topics (common/cache-topics.ts), the words of the answers'
 * `Surrogate-Key`; the proxy bans every object whose Surrogate-Key holds any of them. 200 or 204
 * means done; anything else, on any proxy, fails the whole purge (retried as a whole: a second
 * ban of the same tags is harmless). Purging everything is the same request with the site tag (`site`, on every shareable answer).
 */
export function createHttpPurger(config: { purgeUrls: readonly string[]; token?: string }): SharedCachePurger {
  return {
    kind: 'http',
    async purge(tags) {
      if (tags.length === 0) return;
      await Promise.all(
        config.purgeUrls.map(async (address) => {
          const url = new URL(address);
          const who = M.proxy(url.host);
          const headers: Record<string, string> = { 'x-cache-tags': tags.join(' ') };
          if (config.token) headers['x-purge-token'] = config.token;
          const response = await sendPurge(who, url.href, { method: 'BAN', headers });
          if (response.status !== 200 && response.status !== 204) throw refusal(who, response, safeDetail(response.text(), [config.token]));
        }),
      );
    },
  };
}
