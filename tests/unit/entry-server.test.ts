import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { headRewriter, lowPriorityModulePreloads } from '../../app/entry.server.tsx';

const HEAD =
  '<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/><title>Città è già qui</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="abc"/>' +
  '<link nonce="" rel="stylesheet" href="/assets/app-C.css"/></head>';
const BODY =
  '<body><p>Perché sì: «più» è meglio</p><link rel="modulepreload" href="/dopo.js"/>' +
  '<script nonce="abc">window.x = "<link rel=\\"modulepreload\\" href=\\"/a.js\\">";</script></body></html>';

/** Streams `html` through the rewriter cut into pieces of `size` bytes (splitting characters and tags). */
async function rewrite(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, 'utf8');
  const pieces: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
  return text(Readable.from(pieces).pipe(headRewriter()));
}

describe('the module preloads of the SSR head (entry.server)', () => {
  it('get fetchpriority="low" right after their href, once', () => {
    const out = lowPriorityModulePreloads(HEAD);
    expect(out).toContain('<link rel="modulepreload" href="/assets/entry.client-A.js" fetchpriority="low" nonce="abc"/>');
    expect(out).toContain('<link rel="modulepreload" href="/assets/framework-B.js" fetchpriority="low" nonce="abc"/>');
    expect(out).toContain('<link nonce="" rel="stylesheet" href="/assets/app-C.css"/>');
    expect(lowPriorityModulePreloads(out)).toBe(out);
  });

  it('changes only the head of a streamed page, whatever the chunk boundaries', async () => {
    const expected = lowPriorityModulePreloads(HEAD) + BODY;
    for (const size of [1, 2, 3, 7, 64, 100_000]) expect(await rewrite(HEAD + BODY, size), `chunks of ${size} bytes`).toBe(expected);
  });

  it('passes a document without a head through unchanged', async () => {
    const html = '<p>«Niente testa» <link rel="modulepreload" href="/x.js"/></p>';
    expect(await rewrite(html, 5)).toBe(html);
  });

  it('sends the head as soon as it is complete, before the rest of the page', async () => {
    const stream = headRewriter();
    const out: string[] = [];
    stream.on('data', (chunk: Buffer) => out.push(chunk.toString('utf8')));
    stream.write(Buffer.from(HEAD.slice(0, 40)));
    stream.write(Buffer.from(HEAD.slice(40)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.join('')).toBe(lowPriorityModulePreloads(HEAD));
    stream.end(Buffer.from(BODY));
    await new Promise((resolve) => stream.on('end', resolve));
    expect(out.join('')).toBe(lowPriorityModulePreloads(HEAD) + BODY);
  });
});
