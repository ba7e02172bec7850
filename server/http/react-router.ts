import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createReadableStreamFromReadable } from '@react-router/node';
import { type ServerBuild, createRequestHandler } from 'react-router';
import { ANONYMOUS, STAFF, type Viewer } from '../domain/visibility.ts';
import type { Services } from '../services.ts';
import type { EnhanceScripts } from '../../common/enhance.ts';
import { MSG } from '../../common/messages.ts';
import { KEEP_QUERY_HEADER, withQuery } from '../../common/site-paths.ts';
import { BUSY_RETRY_AFTER_S, type BuildLimiter, TooBusyError } from './build-limiter.ts';
import { cacheKey, type PagePolicyLookup, pagePolicies } from './cache-policy.ts';
import { type PageRoute, pageRoutes } from './page-routes.ts';
import { bodyCountingPlaces, countView, placesOfPage, viewPath } from './page-places.ts';
import { sendStored } from './render-cache.ts';
import { pickEncoding } from './render-cache-compression.ts';
import type { FastHits } from './fast-hits.ts';
import { shareResponse, withSharedCacheHeaders } from './shared-cache.ts';
import type { CachedPage, RenderedPage } from './render-cache-entry.ts';
import type { CacheState, RenderCache } from './render-cache-store.ts';

export interface AppLoadContextValue {
  services: Services;
  /** Who is asking: staff (a live session) may preview drafts on their public pages. */
  viewer: Viewer;
  /** This response's CSP nonce for every inline script React Router renders. */
  nonce: string;
  /** Where the public pages' progressive-enhancement scripts are served from. */
  enhance: EnhanceScripts;
}

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The script nonce of one response, created on first use: the CSP header (helmet) and the
 * rendered page (React Router's <Scripts>) read the same value.
 */
export function scriptNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(18).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/**
 * Converts a Fastify request into a Web Request for React Router. Its signal aborts when the
 * client goes away, unless `shared`: a render for the render cache serves every visitor waiting
 * for it, and may finish in the background after a stale page was answered. A shared render is
 * always a GET of the canonical address (`path`: path and query as the cache keys it), whatever
 * the method and the parameters of the visitor who started it: a HEAD would render no body.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply, { shared = false, path = request.url } = {}): Request {
  const url = new URL(path, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, String(value));
  }
  const controller = new AbortController();
  if (!shared) reply.raw.on('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = { method: shared ? 'GET' : request.method, headers, signal: controller.signal };
  if (!shared && request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(request.raw);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** Sends a Web Response through Fastify, so compression and security headers still apply; `body` replaces the response's own stream. */
export function sendWebResponse(reply: FastifyReply, response: Response, body: ReadableStream<Uint8Array> | null = response.body): FastifyReply {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(body ?? '');
}

/**
 * The services as a page's loaders see them, counting the calls that fail: a page rendered while
 * something failed (a section showing its error state) must not be kept by the render cache.
 */
function watchedServices(services: Services, failures: { count: number }): Services {
  const onFailure = () => {
    failures.count++;
  };
  return new Proxy(services, {
    get(target, key) {
      const service = Reflect.get(target, key) as unknown;
      if (!service || typeof service !== 'object' || key === 'config' || key === 'db') return service;
      return new Proxy(service, {
        get(svc, name) {
          const member = Reflect.get(svc, name) as unknown;
          if (typeof member !== 'function') return member;
          return (...args: unknown[]) => {
            const result = (member as (...a: unknown[]) => unknown).apply(svc, args);
            if (result instanceof Promise) result.then(undefined, onFailure);
            return result;
          };
        },
      });
    },
  });
}

/** What helmet's fixed policy allows for scripts (server.ts): the site's own files. */
const OWN_SCRIPTS = "script-src 'self'";

/**
 * Adds script sources (a nonce, hashes) to the response's CSP. Helmet sends one fixed policy
 * (`script-src 'self'`, computed once): a public page has no inline script and needs nothing
 * more, so a render cache hit does no header work; a page with inline scripts (the dashboard's
 * hydration) gets its nonce or, stored, their hashes here.
 */
function allowScripts(reply: FastifyReply, sources: string) {
  const csp = reply.getHeader('content-security-policy');
  if (sources && typeof csp === 'string') reply.header('content-security-policy', csp.replace(OWN_SCRIPTS, `${OWN_SCRIPTS} ${sources}`));
}

/** Lets the site's own pages show this page in a frame (page-routes.ts `framedBySite`: the editors' preview). */
function allowSiteFrames(reply: FastifyReply) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  reply.header('x-frame-options', 'SAMEORIGIN');
}

/** A page from the render cache, or one rendered for several waiting visitors, for this request. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage | RenderedPage, state: CacheState) {
  // A stored page, shared by every visitor, allows its inline scripts by their hashes; a page
  // rendered once for several waiting visitors carries the nonce of its render.
  allowScripts(reply, 'scriptHashes' in page ? page.scriptHashes.join(' ') : `'nonce-${page.nonce}'`);
  return sendStored(request, reply, page, state);
}

/** What a visitor gets when too many pages are being built at once (server/http/build-limiter.ts). */
function sendBusy(reply: FastifyReply) {
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${MSG.busy}</title></head><body><p>${MSG.busy}</p></body></html>`;
  return reply.status(503).header('retry-after', String(BUSY_RETRY_AFTER_S)).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * Every request the API and the static files did not claim goes to React Router's SSR.
 * Scoped: Fastify's body parsers are removed so React Router reads the raw body itself.
 * Anonymous GET/HEAD of public pages go through the render cache when there is one, under the
 * canonical address (cache-policy.ts: the parameters a page does not read are dropped); every
 * anonymous render, kept or not, waits for its turn in the build limiter (decision 0019).
 */
export async function reactRouterPlugin(
  app: FastifyInstance,
  opts: {
    getBuild: () => Promise<ServerBuild>;
    services: Services;
    mode: 'production' | 'development';
    cache?: RenderCache;
    limiter: BuildLimiter;
    enhance: EnhanceScripts;
    /** Render cache hits answered before Fastify (fast-hits.ts), taught here. */
    fastHits?: FastHits;
  },
) {
  app.removeAllContentTypeParsers();
  // A page's redirect (Reindirizzamenti) takes the query string the visitor asked with: the page
  // may have rendered under its cache key, which keeps only the parameters it reads.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.getHeader(KEEP_QUERY_HEADER) !== undefined) {
      reply.removeHeader(KEEP_QUERY_HEADER);
      const location = reply.getHeader('location');
      const q = request.url.indexOf('?');
      if (typeof location === 'string' && q !== -1) reply.header('location', withQuery(location, request.url.slice(q + 1)));
    }
    done(null, payload);
  });
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  const toLearn = new WeakMap<FastifyRequest, () => void>();
  if (opts.fastHits) {
    app.addHook('onResponse', (request, _reply, done) => {
      toLearn.get(request)?.();
      done();
    });
  }
  // With a purge configured, a shared cache may keep pages longer (shared-cache.ts).
  const purged = opts.services.config.sharedCache.kind !== 'off';
  // Per build (one in production; development loads a new one after an edit): its request handler
  // and the table of its pages' cache policies, each made once.
  const handlers = new WeakMap<ServerBuild, { handle: ReturnType<typeof createRequestHandler>; pagePolicy: PagePolicyLookup; pageRoute: (pathname: string) => PageRoute }>();
  const forBuild = (build: ServerBuild) => {
    let made = handlers.get(build);
    if (!made) {
      made = { handle: createRequestHandler(build, opts.mode), pagePolicy: pagePolicies(build.routes), pageRoute: pageRoutes(build.routes) };
      handlers.set(build, made);
    }
    return made;
  };
  // The production build is there at start (a route declaring a cache policy it cannot have stops
  // the start, not its first request), and is the only one: requests use it without waiting.
  const production = opts.mode === 'production' ? forBuild(await opts.getBuild()) : null;
  // Public: pages decide what a visitor may see (drafts only for staff). `ssr` lets the dev
  // server hand exactly these requests, and no API route, to Vite.
  app.all('/*', { config: { public: true, ssr: true } }, async (request, reply) => {
    try {
      return await answer(request, reply);
    } catch (error) {
      if (error instanceof TooBusyError) return sendBusy(reply);
      throw error;
    }
  });

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const { handle, pagePolicy, pageRoute } = production ?? forBuild(await opts.getBuild());
    const read = request.method === 'GET' || request.method === 'HEAD';
    const q = request.url.indexOf('?');
    const pathname = q === -1 ? request.url : request.url.slice(0, q);
    const route = pageRoute(pathname);
    // Decided from the route that matched, before any render (page-routes.ts): the dashboard costs
    // an anonymous visitor a redirect, another spelling of a page a redirect to its address.
    if (route.staffOnly && !request.session) {
      reply.header('cache-control', 'no-store');
      return read ? reply.redirect('/login', 302) : reply.status(401).send({ error: MSG.unauthorized });
    }
    if (route.canonical !== null) {
      if (!read || pathname.endsWith('.data')) return reply.status(404).header('cache-control', 'no-store').send({ error: MSG.apiNotFound });
      return reply.header('cache-control', 'public, max-age=3600').redirect(route.canonical + (q === -1 ? '' : request.url.slice(q)), 301);
    }
    // No page has an action (forms post to the API): any other method is refused here, before React
    // Router, which would log an error for each such request.
    if (!read) return reply.status(405).header('allow', 'GET, HEAD').header('cache-control', 'no-store').send({ error: MSG.pageMethodNotAllowed });
    // Made for a render only: a render cache hit needs no nonce.
    const renderContext = (): AppLoadContextValue => ({
      services: opts.services,
      viewer: request.session ? STAFF : ANONYMOUS,
      nonce: scriptNonce(reply.raw),
      enhance: opts.enhance,
    });
    const policy = !request.session ? pagePolicy(pathname) : null;
    const canonical = policy ? cacheKey(request.url, policy.params) : null;
    if (opts.cache && policy && canonical?.storable) {
      const render = async (): Promise<RenderedPage> => {
        const context = renderContext();
        const failures = { count: 0 };
        const webRequest = toWebRequest(request, reply, { shared: true, path: canonical.key });
        // The whole render holds its place in the limiter, the streamed body included.
        const { response, body } = await opts.limiter.run(async () => {
          const rendered = await handle(webRequest, { ...context, services: watchedServices(opts.services, failures) } as never);
          return { response: rendered, body: Buffer.from(await rendered.arrayBuffer()) };
        });
        const headers: [string, string][] = [...response.headers].filter(([key]) => key !== 'set-cookie');
        for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
        // A loader's failure shown as an error state: answered, never kept (by us or a shared cache).
        if (failures.count > 0) headers.push(['cache-control', 'no-store']);
        const shared = response.status === 200 ? withSharedCacheHeaders(headers, policy.topics, purged) : headers;
        return { status: response.status, headers: shared, body, nonce: context.nonce };
      };
      const { page, state } = await opts.cache.get(canonical.key, policy.topics, render);
      const sent = sendPage(request, reply, page, state);
      // A hit answered the whole way teaches the fast path, once its headers are final (onResponse).
      if (opts.fastHits && state === 'hit' && 'etag' in page) {
        const fastHits = opts.fastHits;
        const encoding = pickEncoding(request.headers['accept-encoding']);
        toLearn.set(request, () => fastHits.learn(request, reply, page, encoding, policy.topics, viewPath(request.url, reply.getHeader('content-type'), pagePolicy)));
      }
      countView(request, reply, opts.services, pagePolicy, () => placesOfPage(page));
      return sent;
    }
    // Staff are not held back by visitors' load; anything else waits for its turn.
    const context = renderContext();
    const renderOnce = () => handle(toWebRequest(request, reply), context as never);
    const response = request.session ? await renderOnce() : await opts.limiter.run(renderOnce);
    allowScripts(reply, `'nonce-${context.nonce}'`);
    if (route.framedBySite) allowSiteFrames(reply);
    // A logged-in editor's pages (previews included) are never stored by any cache
    // (shared-cache.ts makes every answer with a session private); an anonymous page this
    // instance does not keep (no render cache, a search text) may still be kept by a shared one.
    if (request.session) response.headers.set('cache-control', 'private, no-store');
    else if (policy && response.status === 200) shareResponse(response, policy.topics, purged);
    let counted = false;
    const sent = sendWebResponse(
      reply,
      response,
      bodyCountingPlaces(request, response, opts.services, () => counted),
    );
    counted = countView(request, reply, opts.services, pagePolicy);
    return sent;
  }
}
