import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Rows read and serialised at a time when a list is asked for without `limit`. */
export const JSON_PAGE_ROWS = 500;

/**
 * A list answered as a JSON array built a page of rows at a time (decision 0018).
 * Without `limit` the spec's lists answer everything: 10,000 products or 8,000 reviews held at
 * once as objects and then as one JavaScript string took several times the 17 MB of the answer.
 *
 * - With `limit` (at most 200), or when the whole list fits in one page: one read, answered as a
 *   Buffer (Fastify sends it with its length).
 * - Longer lists: a stream of the pages, read one after another as the bytes leave, so the server
 *   holds one page of rows at a time whatever the size of the list. The first page is read before
 *   the stream is handed over: a database that cannot answer gets its error answer, not a cut
 *   connection. The render cache (server/http/api-cache.ts) compresses the stream as it comes.
 */
export async function jsonList<T>(
  reply: FastifyReply,
  query: { limit?: number; offset?: number },
  read: (page: { limit: number; offset: number }) => Promise<T[]>,
): Promise<Buffer | Readable> {
  reply.type('application/json; charset=utf-8');
  let offset = query.offset ?? 0;
  let remaining = query.limit ?? Infinity;
  const firstLimit = Math.min(JSON_PAGE_ROWS, remaining);
  const first = await read({ limit: firstLimit, offset });
  if (first.length < firstLimit || remaining === firstLimit) return Buffer.from(JSON.stringify(first));
  offset += first.length;
  remaining -= first.length;
  async function* pages() {
    yield Buffer.from(`[${JSON.stringify(first).slice(1, -1)}`);
    while (remaining > 0) {
      const limit = Math.min(JSON_PAGE_ROWS, remaining);
      const rows = await read({ limit, offset });
      if (rows.length > 0) yield Buffer.from(`,${JSON.stringify(rows).slice(1, -1)}`);
      if (rows.length < limit) break;
      offset += rows.length;
      remaining -= rows.length;
    }
    yield Buffer.from(']');
  }
  return Readable.from(pages(), { objectMode: false });
}
