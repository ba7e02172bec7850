import { SHARED_CACHE_LABELS, SHARED_CACHE_MSG as M } from '../../../common/messages-shared-cache.ts';
import { type SharedCachePurger, SharedCachePurgeError } from '../../domain/shared-cache-port.ts';
import { refusal, safeDetail, sendPurge, slices } from './send.ts';

/** Cloudflare takes at most this many tags in one purge call. */
export const CLOUDFLARE_TAGS_PER_CALL = 30;

interface CloudflareAnswer {
  success?: unknown;
  errors?: Array<{ code?: unknown; message?: unknown }>;
}

/** The answer's own error words ('1234 Authentication error'), if it has any. */
function errorsOf(body: CloudflareAnswer | null): string {
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  return errors
    .slice(0, 3)
    .map((e) => [typeof e.code === 'number' ? String(e.code) : '', typeof e.message === 'string' ? e.message : ''].filter(Boolean).join(' '))
    .filter(Boolean)
    .join('; ');
}

/**
 * Cloudflare's purge by tag: `POST {apiUrl}/zones/{zoneId}/purge_cache` with
 * `Authorization: Bearer {apiToken}` and `{"tags": [...]}`, at most 30 tags a call (more are
 * split). Done when the JSON answer says `success: true`.
 */
export function createCloudflarePurger(config: { zoneId: string; apiToken: string; apiUrl: string }): SharedCachePurger {
  const who = SHARED_CACHE_LABELS.cloudflare;
  const url = `${config.apiUrl}/zones/${encodeURIComponent(config.zoneId)}/purge_cache`;
  return {
    kind: 'cloudflare',
    async purge(tags) {
      for (const part of slices(tags, CLOUDFLARE_TAGS_PER_CALL)) {
        const response = await sendPurge(who, url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.apiToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tags: part }),
        });
        let body: CloudflareAnswer | null = null;
        try {
          body = JSON.parse(response.text()) as CloudflareAnswer;
        } catch {
          body = null;
        }
        const detail = safeDetail(body ? errorsOf(body) : response.text(), [config.apiToken]);
        if (response.status < 200 || response.status >= 300) throw refusal(who, response, detail);
        if (body?.success !== true) throw new SharedCachePurgeError(M.notConfirmed(who, detail));
      }
    },
  };
}
