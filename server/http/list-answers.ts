import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIST_MSG } from '../../common/messages-lists.ts';
import { TOTAL_HEADER } from '../../common/list-params.ts';
import type { BulkResult } from '../../common/schemas-lists.ts';
import { AppError } from '../domain/errors.ts';

/**
 * A dashboard list asked for a page (`limit`) by staff also says how many items match its filters
 * in X-Total-Count, so the dashboard can show 'Pagina 2 di 7'. Counted in SQL, only when asked:
 * the spec's clients (no limit, or anonymous answers from the render cache) are unchanged.
 */
export async function sendTotal(request: FastifyRequest, reply: FastifyReply, query: { limit?: number }, count: () => Promise<number>) {
  if (request.session && query.limit !== undefined) reply.header(TOTAL_HEADER, String(await count()));
}

/**
 * One action on each of `ids`, one after the other through the same domain call as the single
 * item's endpoint (so every rule holds: the publishing gate, the caches, the sitemap). An item
 * that fails with an Italian error (not found, claims to resolve…) is reported and the others go
 * on; an unexpected failure is logged and reported with a generic message.
 */
export async function runBulk(request: FastifyRequest, ids: readonly number[], each: (id: number) => Promise<unknown>): Promise<BulkResult> {
  const result: BulkResult = { riusciti: [], falliti: [] };
  for (const id of ids) {
    try {
      await each(id);
      result.riusciti.push(id);
    } catch (err) {
      if (err instanceof AppError) {
        result.falliti.push({ id, errore: err.message });
      } else {
        request.log.error({ err, id }, 'bulk action item failed');
        result.falliti.push({ id, errore: LIST_MSG.bulkError });
      }
    }
  }
  return result;
}
