import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentTopic } from '../db/content-changes.ts';
import { genReqId, REQUEST_ID_HEADER } from './logger.ts';
import { SESSION_COOKIE } from './plugins/auth.ts';
import type { Encoding } from './render-cache-compression.ts';
import type { CachedPage } from './render-cache-entry.ts';
import type { RenderCache } from './render-cache-store.ts';

/**
 * Render cache hits answered before Fastify (decision 0076). A stored page answered again goes
 * through Fastify's routing, its hooks (request id, session, security headers, shared-cache
 * headers, compression) and the page plugin: about 60 µs of a 80 µs answer on these machines,
 * for bytes that do not change. So the first hit of an address answered the whole way teaches
 * this class what it sent (its status 200 and every header, as Fastify wrote them); the next
 * requests for the same address with the same Accept-Encoding get exactly that, from the node
 * `request` listener, while the render cache says the page is still fresh (`freshHit`: no read
 * of the versions, no stale page: those go the whole way and are learned again).
 *
 * Only what cannot answer differently is taken here: a GET without If-None-Match (a 304 goes the
 * whole way), without the session cookie or Authorization (staff always go the whole way), for an address and an
 * Accept-Encoding header seen before, byte for byte. The view is counted as the whole way counts
 * it (`countVisitorView`), the request id is made for this request. Everything else, and every address
 * not learned, goes to Fastify untouched. tests/web/fast-hits.test.ts compares both ways.
 */

/** What the whole way answered for one address and Accept-Encoding. */
interface Learned {
  key: string;
  topics: readonly ContentTopic[];
  etag: string;
  encoding: Encoding;
  /**
   * Every header by name, the request id's last (set-cookie left out): one object of one shape,
   * which Node's writeHead takes as it is (an array would be copied into its own header store).
   */
  headers: Record<string, string>;
  /**
   * The status line and those headers, the length and the request id left out, as writeHead would
   * write them: written as they are (`writeLearned`).
   */
  head: string;
  /** The path a view is counted for; null when the answer is not a counted page (an API list). */
  viewPath: string | null;
}

export interface FastHitsOptions {
  cache: RenderCache;
  /** Counts a view of `path` for this request when the whole way would (page-places.ts countVisitorView). */
  countView: (req: IncomingMessage, path: string, page: CachedPage) => void;
  /** Writes the request's line when the whole way would log one (Fastify's 'request completed'). */
  logAnswer?: (req: IncomingMessage, id: string, startedAt: bigint) => void;
  /** Addresses remembered at most (the oldest learned goes first). */
  maxEntries?: number;
}

/** Headers of a learned answer that belong to one request only. */
const PER_REQUEST = new Set([REQUEST_ID_HEADER, 'date', 'connection', 'keep-alive', 'transfer-encoding']);

const learnKey = (url: string, acceptEncoding: string | undefined) => `${url}\n${acceptEncoding ?? ''}`;

/** Whether a request may be answered from what was learned, whatever its address. */
function plainVisitorGet(req: IncomingMessage): boolean {
  const { headers } = req;
  return req.method === 'GET' && headers['if-none-match'] === undefined && !(headers.cookie?.includes(SESSION_COOKIE) ?? false) && headers.authorization === undefined;
}

export class FastHits {
  private readonly learned = new Map<string, Learned>();
  private readonly maxEntries: number;
  /** Requests answered here (diagnostics and tests). */
  readonly stats = { answered: 0 };

  constructor(private readonly options: FastHitsOptions) {
    this.maxEntries = options.maxEntries ?? 5_000;
  }

  /**
   * After the whole way answered a render cache hit (react-router.ts, at onResponse): remembers
   * what it sent when a later request for the same address may get the same bytes.
   */
  learn(request: FastifyRequest, reply: FastifyReply, page: CachedPage, encoding: Encoding, topics: readonly ContentTopic[], viewPath: string | null) {
    const req = request.raw;
    const body = page.body[encoding];
    if (!plainVisitorGet(req) || reply.statusCode !== 200 || !Buffer.isBuffer(body)) return;
    // Exactly the stored bytes went out (not compressed again on the way, as @fastify/compress
    // would for a client that accepts only deflate).
    const sentEncoding = reply.getHeader('content-encoding');
    if ((encoding === 'identity' ? sentEncoding !== undefined : sentEncoding !== encoding) || Number(reply.getHeader('content-length')) !== body.length) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_REQUEST.has(name)) continue;
      if (name === 'set-cookie' || Array.isArray(value)) return;
      headers[name] = String(value);
    }
    headers[REQUEST_ID_HEADER] = '';
    let head = 'HTTP/1.1 200 OK\r\n';
    for (const [name, value] of Object.entries(headers)) if (name !== REQUEST_ID_HEADER && name !== 'content-length') head += `${name}: ${value}\r\n`;
    const key = learnKey(req.url ?? '', req.headers['accept-encoding']);
    this.learned.delete(key);
    this.learned.set(key, { key: page.key, topics, etag: page.etag, encoding, headers, head, viewPath });
    if (this.learned.size > this.maxEntries) this.learned.delete(this.learned.keys().next().value as string);
  }

  /** Answers `req` when it is a fresh hit of a learned address; false when the whole way must. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (!plainVisitorGet(req)) return false;
    const key = learnKey(req.url ?? '', req.headers['accept-encoding']);
    const learned = this.learned.get(key);
    if (!learned) return false;
    const page = this.options.cache.freshHit(learned.key, learned.topics);
    if (!page) return false;
    const body = page.body[learned.encoding];
    if (page.etag !== learned.etag || !Buffer.isBuffer(body)) {
      // Rendered again since: the whole way answers, and teaches the new one.
      this.learned.delete(key);
      return false;
    }
    const startedAt = process.hrtime.bigint();
    const id = genReqId(req);
    writeLearned(req, res, learned, id, body);
    this.stats.answered++;
    if (learned.viewPath !== null) this.options.countView(req, learned.viewPath, page);
    this.options.logAnswer?.(req, id, startedAt);
    return true;
  }
}

/** Node's own header writer, which writeHead calls after it has checked every header (its `_storeHeader`). */
interface HeaderWriter {
  _storeHeader?: (firstLine: string, headers: null) => void;
  _contentLength?: number | null;
}

/**
 * Writes a learned answer. Its headers were checked by Node when the whole way wrote them, so they
 * go out as the block learned, through the writer writeHead itself ends in: checking 21 headers
 * again costs about a tenth of a fast answer. Node adds Date, Connection, Keep-Alive and the length
 * as writeHead would (the length from `_contentLength`, as `end(body)` sets it), for HTTP/1.1
 * without Expect, the only requests it knows to treat the same both ways; any other request, or a
 * Node without that writer, gets writeHead. tests/web/fast-hits.test.ts compares both ways.
 */
function writeLearned(req: IncomingMessage, res: ServerResponse, learned: Learned, id: string, body: Buffer) {
  const writer = res as ServerResponse & HeaderWriter;
  if (req.httpVersion === '1.1' && req.headers.expect === undefined && typeof writer._storeHeader === 'function') {
    writer._contentLength = body.length;
    writer._storeHeader(`${learned.head}${REQUEST_ID_HEADER}: ${id}\r\n`, null);
  } else {
    // This request's id, written in place: writeHead reads the headers at once.
    learned.headers[REQUEST_ID_HEADER] = id;
    res.writeHead(200, learned.headers);
  }
  res.end(body);
}

/** Puts `hits` in front of the server's request listener (Fastify's): learned hits never reach it. */
export function answerHitsFirst(server: Server, hits: FastHits) {
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (listeners.length !== 1) throw new Error(`Il server ha ${listeners.length} gestori di richieste: ne serve uno solo (quello di Fastify).`);
  const whole = listeners[0]!;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hits.answer(req, res)) whole(req, res);
  });
}
