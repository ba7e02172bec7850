import type { FastifyReply } from 'fastify';

/** Rows read and serialised at a time when a list is asked for without `limit`. */
export const JSON_PAGE_ROWS = 500;

/**
 * A list answered as a JSON array built a page of rows at a time (issue 13). Without `limit` the
 * spec's lists answer everything: 10,000 products or 8,000 reviews held at once as objects and
 * then as one JavaScript string took several times the 17 MB of the answer; a page at a time the
 * server holds one page of objects and the bytes of the answer. With `limit` (at most 200) it is
 * one page, as before. The answer is a Buffer: Fastify sends it as it is, and the render cache
 * (server/http/api-cache.ts) keeps it as it is.
 */
export async function jsonList<T>(
  reply: FastifyReply,
  query: { limit?: number; offset?: number },
  read: (page: { limit: number; offset: number }) => Promise<T[]>,
): Promise<Buffer> {
  reply.type('application/json; charset=utf-8');
  const parts: Buffer[] = [Buffer.from('[')];
  let offset = query.offset ?? 0;
  let remaining = query.limit ?? Infinity;
  let first = true;
  while (remaining > 0) {
    const limit = Math.min(JSON_PAGE_ROWS, remaining);
    const rows = await read({ limit, offset });
    if (rows.length > 0) {
      const json = JSON.stringify(rows);
      parts.push(Buffer.from(first ? json.slice(1, -1) : `,${json.slice(1, -1)}`));
      first = false;
    }
    if (rows.length < limit) break;
    offset += rows.length;
    remaining -= rows.length;
  }
  parts.push(Buffer.from(']'));
  return Buffer.concat(parts);
}
