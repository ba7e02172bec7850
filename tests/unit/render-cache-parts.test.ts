import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, pickEncoding, plainBytes } from '../../server/http/render-cache-compression.ts';
import { compressedOnly, isCacheable, type RenderedAnswer, storable } from '../../server/http/render-cache-entry.ts';
import { etagMatches } from '../../server/http/render-cache.ts';

/** The render cache's pure parts, without a store or a server: what is kept, in which forms, sent how. */
const answer = (over: Partial<RenderedAnswer> = {}): RenderedAnswer => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: Buffer.from('<html></html>'),
  nonce: 'n',
  ...over,
});

describe('render cache compression', () => {
  it('a streamed answer gets the same ETag as the same bytes whole, its pages kept as they came', async () => {
    const pages = ['[{"id":1}', ',{"id":2}', ']'].map((s) => Buffer.from(s));
    const whole = await compress(Buffer.concat(pages));
    const streamed = await compress(Readable.from(pages));
    expect(streamed.etag).toBe(whole.etag);
    expect(whole.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(streamed.identity).toEqual(pages);
    expect(plainBytes(streamed.identity)).toBe(Buffer.concat(pages).byteLength);
    for (const c of [whole, streamed]) {
      expect(zlib.brotliDecompressSync(c.br).toString()).toBe('[{"id":1},{"id":2}]');
      expect(zlib.gunzipSync(c.gzip).toString()).toBe('[{"id":1},{"id":2}]');
    }
  });

  it('a stream that fails half-way is an error, not a shorter answer', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('[1,');
        throw new Error('database gone');
      })(),
    );
    await expect(compress(failing)).rejects.toThrow('database gone');
  });

  it('picks br, then gzip, else the plain bytes, honouring q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding(['deflate', 'GZIP'])).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });

  it('If-None-Match matches weakly, in lists and with *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('render cache entries', () => {
  it('keeps only a 200 that says what it is, sets no cookie and allows sharing', () => {
    expect(isCacheable(answer())).toBe(true);
    expect(isCacheable(answer({ status: 404 }))).toBe(false);
    // An empty HEAD render had no content type: never shared.
    expect(isCacheable(answer({ headers: [] }))).toBe(false);
    expect(isCacheable(answer({ headers: [['content-type', '']] }))).toBe(false);
    expect(
      isCacheable(
        answer({
          headers: [
            ['content-type', 'text/html'],
            ['set-cookie', 'a=1'],
          ],
        }),
      ),
    ).toBe(false);
    expect(
      isCacheable(
        answer({
          headers: [
            ['content-type', 'text/html'],
            ['cache-control', 'private, no-store'],
          ],
        }),
      ),
    ).toBe(false);
    expect(
      isCacheable(
        answer({
          headers: [
            ['content-type', 'text/html'],
            ['cache-control', 'no-store'],
          ],
        }),
      ),
    ).toBe(false);
  });

  it('an entry keeps the headers worth keeping, a revalidation default and the hashes of inline scripts', async () => {
    const html = Buffer.from('<html><script nonce="n">go()</script><script src="/x.js"></script></html>');
    const page = answer({
      headers: [
        ['content-type', 'text/html'],
        ['content-security-policy', "script-src 'nonce-n'"],
        ['link', '</a.css>; rel=preload'],
      ],
      body: html,
    });
    const entry = await storable('/k', ['news'], [3], page, 1000);
    expect(entry.headers).toEqual([
      ['content-type', 'text/html'],
      ['link', '</a.css>; rel=preload'],
      ['cache-control', 'public, max-age=0, must-revalidate'],
    ]);
    // The hash a browser computes: sha256 of the inline script's text; a script file needs none.
    expect(entry.scriptHashes).toEqual([`'sha256-${createHash('sha256').update('go()').digest('base64')}'`]);
    expect([entry.key, entry.topics, entry.versions, entry.storedAt, entry.plainLength]).toEqual(['/k', ['news'], [3], 1000, html.byteLength]);
    expect(entry.size).toBe(entry.plainLength + entry.body.br.byteLength + entry.body.gzip.byteLength + '/k'.length + 512);

    const compressed = compressedOnly(entry);
    expect([compressed.body.identity, compressed.size]).toEqual([null, entry.size - entry.plainLength]);
    expect(compressedOnly(compressed)).toBe(compressed);
  });
});
