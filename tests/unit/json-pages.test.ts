import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { JSON_PAGE_ROWS, jsonList } from '../../server/http/json-pages.ts';

/** A list of `total` rows with names needing escapes, read a page at a time like the domain services. */
function source(total: number) {
  const rows = Array.from({ length: total }, (_, i) => ({ id: i + 1, nome: `Torcia "n. ${i + 1}" — città\n` }));
  const reads: Array<{ limit: number; offset: number }> = [];
  const read = async (page: { limit: number; offset: number }) => {
    reads.push(page);
    return rows.slice(page.offset, page.offset + page.limit);
  };
  return { rows, reads, read };
}

/** The bytes of an answer, whether a Buffer or a stream of pages. */
async function bytes(body: Buffer | Readable) {
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

function reply() {
  const headers: string[] = [];
  return { headers, reply: { type: (t: string) => headers.push(t) } as unknown as FastifyReply };
}

describe('jsonList: a list serialised a page of rows at a time', () => {
  it('without limit answers every row, byte for byte what JSON.stringify gives, reading page after page', async () => {
    for (const total of [0, 1, JSON_PAGE_ROWS - 1, JSON_PAGE_ROWS, JSON_PAGE_ROWS + 1, 3 * JSON_PAGE_ROWS + 7]) {
      const { rows, reads, read } = source(total);
      const r = reply();
      const body = await jsonList(r.reply, {}, read);
      // One page is one Buffer; a longer list is a stream of its pages.
      expect(body instanceof Readable, `${total} rows`).toBe(total >= JSON_PAGE_ROWS);
      expect(await bytes(body), `${total} rows`).toBe(JSON.stringify(rows));
      expect(r.headers).toEqual(['application/json; charset=utf-8']);
      expect(reads.length, `${total} rows`).toBe(Math.floor(total / JSON_PAGE_ROWS) + 1);
      expect(reads.every((p) => p.limit === JSON_PAGE_ROWS)).toBe(true);
    }
  });

  it('with limit and offset answers that page in one read', async () => {
    const { rows, reads, read } = source(1200);
    const body = await jsonList(reply().reply, { limit: 20, offset: 610 }, read);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(await bytes(body)).toBe(JSON.stringify(rows.slice(610, 630)));
    expect(reads).toEqual([{ limit: 20, offset: 610 }]);
    const past = await jsonList(reply().reply, { limit: 20, offset: 5000 }, read);
    expect(await bytes(past)).toBe('[]');
  });

  it('with only an offset answers the rest of the list', async () => {
    const { rows, read } = source(1100);
    const body = await jsonList(reply().reply, { offset: 450 }, read);
    expect(JSON.parse(await bytes(body))).toEqual(rows.slice(450));
  });

  it('reads the next page only when the stream is read: one page of rows in memory at a time', async () => {
    const { reads, read } = source(3 * JSON_PAGE_ROWS);
    const body = (await jsonList(reply().reply, {}, read)) as Readable;
    // The first page is read before answering (an error then is an error answer, not a cut stream).
    expect(reads).toHaveLength(1);
    const chunks = body[Symbol.asyncIterator]();
    await chunks.next();
    await chunks.next();
    expect(reads.length).toBeLessThanOrEqual(3);
    await chunks.return?.();
  });

  it('a read that fails on the first page fails the answer before any byte is sent', async () => {
    const failing = async () => {
      throw new Error('database non raggiungibile');
    };
    await expect(jsonList(reply().reply, {}, failing)).rejects.toThrow('database non raggiungibile');
  });
});
