import { SHARED_CACHE_LABELS } from '../../../common/messages-shared-cache.ts';
import type { SharedCachePurger } from '../../domain/shared-cache-port.ts';
import { refusal, safeDetail, sendPurge, slices } from './send.ts';

/** Fastly takes at most this many surrogate keys in one purge call. */
export const FASTLY_KEYS_PER_CALL = 256;

/**
 * Fastly's purge by surrogate key: `POST {apiUrl}/service/{serviceId}/purge` with
 * `Fastly-Key: {apiToken}` and `Surrogate-Key: <keys separated by one space>`, at most 256 keys a
 * call (more are split). Done on 200.
 */
export function createFastlyPurger(config: { serviceId: string; apiToken: string; apiUrl: string }): SharedCachePurger {
  const who = SHARED_CACHE_LABELS.fastly;
  const url = `${config.apiUrl}/service/${encodeURIComponent(config.serviceId)}/purge`;
  return {
    kind: 'fastly',
    async purge(tags) {
      for (const part of slices(tags, FASTLY_KEYS_PER_CALL)) {
        const response = await sendPurge(who, url, {
          method: 'POST',
          headers: { 'fastly-key': config.apiToken, 'surrogate-key': part.join(' '), accept: 'application/json' },
        });
        if (response.status !== 200) {
          let words = response.text();
          try {
            const body = JSON.parse(words) as { msg?: unknown; detail?: unknown };
            words = [body.msg, body.detail].filter((w) => typeof w === 'string').join(': ') || words;
          } catch {
            // Not JSON: the text itself.
          }
          throw refusal(who, response, safeDetail(words, [config.apiToken]));
        }
      }
    },
  };
}
