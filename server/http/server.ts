import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { Services } from '../services.ts';
import { buildApp } from './app.ts';
import { loadEnhanceScripts } from './enhance-scripts.ts';
import { buildLoggerOptions } from './logger.ts';
import { answerHitsFirst, FastHits } from './fast-hits.ts';
import { countVisitorView, placesOfPage } from './page-places.ts';
import { reactRouterPlugin } from './react-router.ts';
import { visitorKeyOfAddress } from './request-context.ts';
import { clientAddress } from './trust-proxy.ts';
import { RenderCache } from './render-cache-store.ts';
import { securityHeaders } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The render cache of the public pages (production with RENDER_CACHE_MB > 0). */
    renderCache: RenderCache | undefined;
    /** The render cache's hits answered before Fastify (fast-hits.ts), when there is a render cache. */
    fastHits: FastHits | undefined;
  }
}

/**
 * Hashed build assets (and their pre-compressed .br/.gz copies, whose paths setHeaders sees).
 * Only ever tested on the path of a file of build/client that exists (trusted, short).
 */
// eslint-disable-next-line regexp/no-super-linear-backtracking -- run only on paths of our own build's files, never on a request's text
const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)(\.(br|gz))?$/;

export interface WebServerOptions {
  services: Services;
  mode: 'production' | 'development';
  /** build/client: served as static files (production only; Vite serves them in development). */
  clientDir?: string;
  getBuild: () => Promise<ServerBuild>;
  /** Development: Vite's middleware runs before React Router. */
  beforeSsr?: (app: FastifyInstance) => Promise<void>;
}

/**
 * build/client as static files. Every file route is public and never looks up a session: the
 * onRoute hook is scoped to this plugin, so it marks these routes and nothing else.
 */
async function staticFiles(app: FastifyInstance, opts: { root: string }) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true, session: false };
  });
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes Brotli-11 and gzip-9 copies of text assets (vite.config.ts): sent as they
    // are to clients that accept them, instead of compressing on every request.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.header('cache-control', HASHED_ASSET.test(filePath.replaceAll('\\', '/')) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}

/** Render cache hits answered before Fastify (fast-hits.ts, decision 0076): views counted and lines logged as the whole way does. */
function createFastHits(app: FastifyInstance, cache: RenderCache, services: Services): FastHits {
  const addressOf = clientAddress(services.config.trustProxy);
  // Fastify logs two lines per request from level info (pino's isLevelEnabled).
  const log = app.log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  return new FastHits({
    cache,
    countView: (req, path, page) =>
      countVisitorView(
        services,
        path,
        req.headers['user-agent'],
        () => visitorKeyOfAddress(addressOf(req)),
        () => placesOfPage(page),
      ),
    logAnswer: (req, reqId, startedAt) => {
      if (log.isLevelEnabled?.('info') === false) return;
      const request = { method: req.method, url: req.url, host: req.headers.host, ip: addressOf(req), socket: req.socket, headers: req.headers };
      app.log.info({ reqId, req: request }, 'incoming request');
      app.log.info({ reqId, res: { statusCode: 200 }, responseTime: Number(process.hrtime.bigint() - startedAt) / 1e6 }, 'request completed');
    },
  });
}

/** The whole site in one process: API, static assets, React Router SSR. */
export async function createWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const { services } = options;
  // Rendered public pages and public list APIs for anonymous visitors (production only:
  // development re-renders).
  const cacheBytes = services.config.renderCacheMb * 1024 * 1024;
  const cache = options.mode === 'production' && cacheBytes > 0 ? new RenderCache(services.contentChanges, { maxBytes: cacheBytes, now: () => services.clock.nowMs() }) : undefined;
  const app = await buildApp({
    services,
    logger: buildLoggerOptions(services.config.logLevel),
    cache,
  });
  await app.register(securityHeaders, {
    // Scripts run only from our origin; a page with inline scripts (React Router's hydration and
    // streaming scripts, in the dashboard) adds their nonce or hashes to script-src itself
    // (react-router.ts), so this policy is one fixed string, made once. Styles keep
    // 'unsafe-inline' for React style attributes.
    contentSecurityPolicy:
      options.mode === 'production'
        ? {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              scriptSrcAttr: ["'none'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'https:'],
              connectSrc: ["'self'"],
              fontSrc: ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
              upgradeInsecureRequests: null,
            },
          }
        : false,
    crossOriginEmbedderPolicy: false,
    hsts: services.config.siteUrl.startsWith('https://') ? undefined : false,
  });
  await app.register(compress, { threshold: 1024 });
  if (options.clientDir) await app.register(staticFiles, { root: path.resolve(options.clientDir) });
  if (options.beforeSsr) await options.beforeSsr(app);
  app.decorate('renderCache', cache);
  app.addHook('onClose', () => services.contentChanges.close());
  const enhance = loadEnhanceScripts(options.mode, options.clientDir);
  const fastHits = cache ? createFastHits(app, cache, services) : undefined;
  await app.register(reactRouterPlugin, { getBuild: options.getBuild, services, mode: options.mode, cache, limiter: app.buildLimiter, enhance, fastHits });
  app.decorate('fastHits', fastHits);
  if (fastHits) answerHitsFirst(app.server, fastHits);
  return app;
}
