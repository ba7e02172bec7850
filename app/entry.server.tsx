import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToReadableStream } from 'react-dom/server.edge';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import type { EnhanceScripts } from '../common/enhance.ts';
import { EnhanceContext, EnhanceRenderContext, newEnhanceRender } from './lib/enhance.tsx';
import { NonceContext } from './lib/nonce.ts';

export const streamTimeout = 5_000;

const HEAD_END = Buffer.from('</head>');
/** Beyond this much HTML without a head end the page is passed through untouched. */
const HEAD_LIMIT = 256 * 1024;

/**
 * React Router's `<link rel="modulepreload">` tags (React hoists them into the head) with
 * `fetchpriority="low"`: the page's HTML and stylesheet are enough for its first screen, the
 * JavaScript only hydrates it. At the browser's default high priority the ~120 KB of modules
 * competed with the stylesheet for the connection, and Lighthouse's simulation counted them as
 * render-blocking (its first-paint graph keeps every high-priority script that finished before
 * the paint), putting the first contentful paint of a phone at 1.9–2 s instead of 0.9 s.
 * <Scripts> has no way to set an attribute on those links, so the head is rewritten as it
 * streams out; the rest of the page passes through byte for byte. The href stays right after
 * rel, and no script changes (the cached pages' script hashes do not move).
 */
export function lowPriorityModulePreloads(head: string): string {
  return head.replace(/<link rel="modulepreload" href="[^"]*"(?![^>]*\bfetchpriority=)/gi, '$& fetchpriority="low"');
}

/** A pass-through stream that applies {@link lowPriorityModulePreloads} to the HTML up to `</head>`; `onEnd` runs when React has written everything. */
export function headRewriter(onEnd: () => void = () => {}): Transform {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** The last bytes already seen, for a '</head>' that straddles two chunks. */
  let carry = Buffer.alloc(0);
  let done = false;
  const release = (stream: Transform) => {
    const html = Buffer.concat(pending);
    pending = [];
    done = true;
    const end = html.indexOf(HEAD_END);
    if (end === -1) {
      stream.push(html);
      return;
    }
    // The split falls right after ASCII '</head>', never inside a multi-byte character.
    stream.push(lowPriorityModulePreloads(html.subarray(0, end).toString('utf8')));
    stream.push(html.subarray(end));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending.push(chunk);
      pendingBytes += chunk.length;
      const seen = Buffer.concat([carry, chunk]);
      carry = seen.subarray(-(HEAD_END.length - 1));
      if (seen.includes(HEAD_END) || pendingBytes > HEAD_LIMIT) release(this);
      callback();
    },
    flush(callback) {
      onEnd();
      if (!done) release(this);
      callback();
    },
  });
}

/**
 * The enhancement scripts a page answered with `status` may load: the view beacon (decision 0072)
 * only on a page answered 200, the views the server itself would count; an error page (a public
 * path whose item does not exist) shows the public layout and is no view.
 */
export function countedPageScripts(status: number, scripts: EnhanceScripts): EnhanceScripts {
  if (status === 200 || scripts['view-beacon'] === undefined) return scripts;
  const { 'view-beacon': _beacon, ...others } = scripts;
  return others;
}

/**
 * React Router's entry with three changes: the response's CSP nonce (from the load context)
 * goes to React's own inline scripts, to React Router's streamed scripts and, through
 * NonceContext, to <Scripts> and <ScrollRestoration> in root.tsx; the addresses of the public
 * pages' progressive-enhancement scripts reach <Enhance> through EnhanceContext (countedPageScripts); and the module
 * preloads in the head get a low fetch priority (lowPriorityModulePreloads).
 *
 * Rendered with React DOM's web-stream build (`react-dom/server.edge`), not its Node build: the
 * Node build keeps each render's request in an AsyncLocalStorage, which on Node 20 turns async
 * hooks on for the whole process at the first render, and every request after it pays for them
 * (about a tenth of a render cache hit answered before Fastify; docs/performance.md, decision
 * 0076). The web-stream build finds no AsyncLocalStorage global under Node and keeps the request
 * in its render, which is all a page without server components needs.
 */
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  let shellRendered = false;
  const userAgent = request.headers.get('user-agent');
  const controller = new AbortController();
  let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => controller.abort(), streamTimeout + 1000);
  const stream = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <EnhanceContext.Provider value={countedPageScripts(responseStatusCode, loadContext.enhance)}>
        <EnhanceRenderContext.Provider value={newEnhanceRender()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </EnhanceRenderContext.Provider>
      </EnhanceContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  ).catch((error: unknown) => {
    clearTimeout(timeoutId);
    throw error;
  });
  shellRendered = true;
  // Bots wait for the whole page, people get the shell as soon as it is ready.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await stream.allReady;
  const body = headRewriter(() => {
    clearTimeout(timeoutId);
    timeoutId = undefined;
  });
  Readable.fromWeb(stream as NodeReadableStream<Uint8Array>)
    .on('error', (error) => body.destroy(error))
    .pipe(body);
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode });
}
