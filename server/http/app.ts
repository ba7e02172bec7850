import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import sjson from 'secure-json-parse';
import { MSG } from '../../common/messages.ts';
import '../../common/validation.ts';
import { AppError } from '../domain/errors.ts';
import type { Role } from '../../common/roles.ts';
import type { Services } from '../services.ts';
import { authPlugin } from './plugins/auth.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { rolesPlugin } from './plugins/roles.ts';
import { cacheApiAnswers } from './api-cache.ts';
import { BuildLimiter } from './build-limiter.ts';
import { redirectToCanonicalPath } from './canonical-path.ts';
import { EventLoopWatch } from './event-loop-watch.ts';
import { echoRequestId, requestIdOptions } from './logger.ts';
import type { RenderCache } from './render-cache-store.ts';
import { type HttpTimeouts, httpTimeoutOptions } from './timeouts.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';
import { authRoutes } from './routes/auth.ts';
import { contattiRoutes } from './routes/contatti.ts';
import { guideRoutes } from './routes/guide.ts';
import { healthRoutes } from './routes/health.ts';
import { immaginiRoutes } from './routes/immagini.ts';
import { notizieRoutes } from './routes/notizie.ts';
import { contentRoutes } from './routes/content.ts';
import { reviewFlowRoutes } from './routes/review-flow.ts';
import { fontiFeedRoutes } from './routes/fonti-feed.ts';
import { prodottiRoutes } from './routes/prodotti.ts';
import { asinInfoRoutes } from './routes/asin-info.ts';
import { categorieProdottiRoutes } from './routes/categorie-prodotti.ts';
import { chiSiamoRoutes } from './routes/chi-siamo.ts';
import { keysRoutes } from './routes/keys.ts';
import { messaggiRoutes } from './routes/messaggi.ts';
import { panoramicaRoutes } from './routes/panoramica.ts';
import { statisticheRoutes } from './routes/statistiche.ts';
import { promptsRoutes } from './routes/prompts.ts';
import { utentiRoutes } from './routes/utenti.ts';
import { profiloRoutes } from './routes/profilo.ts';
import { recensioniRoutes } from './routes/recensioni.ts';
import { revisioniRoutes } from './routes/revisioni.ts';
import { anteprimeRoutes } from './routes/anteprime.ts';
import { presenzeRoutes } from './routes/presenze.ts';
import { trendsRoutes } from './routes/trends.ts';
import { suggerimentiRoutes } from './routes/suggerimenti.ts';
import { reindirizzamentiRoutes } from './routes/reindirizzamenti.ts';
import { mediaRoutes } from './routes/media.ts';
import { mediaFileRoutes } from './routes/media-files.ts';
import { attivitaRoutes } from './routes/attivita.ts';

export const BODY_LIMIT = 1024 * 1024;

export interface RegisteredRoute {
  method: string;
  url: string;
  isPublic: boolean;
  /** The lowest role a private route declares (`config.ruolo`); undefined when it declares none. */
  ruolo: Role | undefined;
}
import type { Clock } from '../lib/clock.ts';
import { cacheControlForSharedCaches } from './shared-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limit on anonymous builds shared by the public list APIs and the pages (server/http/build-limiter.ts). */
    buildLimiter: BuildLimiter;
    /** Every route as registered, with its access rule: the guard test enumerates these. */
    registeredRoutes: RegisteredRoute[];
    /** This instance's event-loop delay and stalls, with the requests that held them (event-loop-watch.ts). */
    eventLoopWatch: EventLoopWatch;
    /** The services' clock (server/lib/clock.ts): the time the HTTP layer reads too. */
    clock: Clock;
  }
}

export interface AppOptions {
  services: Services;
  logger?: FastifyServerOptions['logger'];
  /** Client time limits (server/http/timeouts.ts); tests shorten them. */
  timeouts?: Partial<HttpTimeouts>;
  /** The render cache, which also keeps the public list APIs' anonymous answers (server/http/api-cache.ts). */
  cache?: RenderCache;
  /** How many anonymous builds (pages, public lists) run at once and wait (server/http/build-limiter.ts). */
  limiter?: BuildLimiter;
}

/**
 * Anonymous builds of pages and public lists at once: the server has one JavaScript thread (and
 * SQLite answers on it), so more at once only adds memory; a few cover the waits on PostgreSQL.
 */
export const BUILD_CONCURRENCY = 4;
/** Builds waiting for a place before further ones get a 503 with Retry-After. */
export const BUILD_QUEUE = 64;

/** JSON bodies: an empty body is {}; prototype pollution keys are refused. */
function jsonParser(_req: unknown, body: string, done: (err: Error | null, value?: unknown) => void) {
  if (body.trim() === '') return done(null, {});
  try {
    done(null, sjson.parse(body, undefined, { protoAction: 'error', constructorAction: 'error' }));
  } catch {
    done(new AppError(400, MSG.invalidJson));
  }
}

/** True when a string, or any key or string inside an array or object, holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/** API routes, one plugin per resource. Each new resource file is registered here. */
async function apiRoutes(api: FastifyInstance, { services, cache, limiter }: { services: Services; cache?: RenderCache; limiter: BuildLimiter }) {
  // No text may hold a NUL: PostgreSQL refuses it (a 500) and SQLite's LIKE stops at it (a search
  // for it matched everything). Refused here for every API route, after the access check.
  api.addHook('preHandler', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw new AppError(400, MSG.nulCharacter);
  });
  cacheApiAnswers(api, cache, limiter, services.config.sharedCache.kind !== 'off');
  await api.register(healthRoutes);
  await api.register(authRoutes, { services });
  await api.register(prodottiRoutes, { services });
  // --- public site API ---
  await api.register(recensioniRoutes, { services });
  await api.register(guideRoutes, { services });
  await api.register(notizieRoutes, { services });
  await api.register(contentRoutes, { services });
  await api.register(reviewFlowRoutes, { services });
  await api.register(fontiFeedRoutes, { services });
  await api.register(contattiRoutes, { services });
  // --- dashboard API ---
  await api.register(categorieProdottiRoutes, { services });
  await api.register(utentiRoutes, { services });
  await api.register(profiloRoutes, { services });
  await api.register(keysRoutes, { services });
  await api.register(chiSiamoRoutes, { services });
  await api.register(revisioniRoutes, { services });
  await api.register(anteprimeRoutes, { services });
  await api.register(presenzeRoutes, { services });
  await api.register(messaggiRoutes, { services });
  await api.register(panoramicaRoutes, { services });
  await api.register(statisticheRoutes, { services });
  await api.register(promptsRoutes, { services });
  await api.register(asinInfoRoutes, { services });
  await api.register(trendsRoutes, { services });
  await api.register(immaginiRoutes, { services });
  await api.register(suggerimentiRoutes, { services });
  await api.register(reindirizzamentiRoutes, { services });
  await api.register(mediaRoutes, { services });
  await api.register(attivitaRoutes, { services });
  // Unknown /api paths answer 404 JSON, never the site's HTML; a body is never read, so only a
  // small one is even parsed (anonymous requests must not cost a megabyte of JSON parsing).
  api.all('/*', { config: { public: true }, bodyLimit: 1024 }, async (_request, reply) => reply.status(404).send({ error: MSG.apiNotFound }));
}

/** The Fastify app with the API. The HTTP server adds static files and React Router around it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { services } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(services.config.trustProxy),
    ...httpTimeoutOptions(options.timeouts),
    ...requestIdOptions,
    // Errors the router raises before any hook (a path that does not decode) skip the error
    // handler: Fastify would answer them in English.
    frameworkErrors: (err, _request, reply) => {
      void (reply as FastifyReply).status(400).send({ error: err.code === 'FST_ERR_BAD_URL' ? MSG.badUrl : MSG.validation });
    },
  });
  // First of all hooks: a request is watched from its first step (a stall it causes is logged with it).
  const watch = new EventLoopWatch({ log: (details, message) => app.log.warn(details, message) });
  app.decorate('eventLoopWatch', watch);
  app.decorate('clock', services.clock);
  // Callback hooks, not async ones: every answer passes here, cache hits included.
  app.addHook('onRequest', (request, _reply, done) => {
    watch.begin(request, request.method, request.url, request.id);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    watch.end(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    watch.end(request);
    done();
  });
  app.addHook('onReady', async () => watch.start());
  app.addHook('onClose', async () => watch.stop());
  app.addHook('onRequest', echoRequestId);
  // `//` and trailing slashes: turned away before any work (no session lookup, no render).
  app.addHook('onRequest', redirectToCanonicalPath);
  const limiter = options.limiter ?? new BuildLimiter(BUILD_CONCURRENCY, BUILD_QUEUE);
  app.decorate('buildLimiter', limiter);
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Read when asked: a plugin's own onRoute hook (static files) may mark the route later.
      registered.push({
        method,
        url: route.url,
        get isPublic() {
          return route.config?.public === true;
        },
        get ruolo() {
          return route.config?.ruolo;
        },
      });
    }
  });
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, jsonParser);
  await app.register(errorsPlugin);
  await app.register(cookie, { secret: services.config.appSecret });
  await app.register(csrfPlugin, { siteUrl: services.config.siteUrl });
  await app.register(authPlugin, { services });
  await app.register(rolesPlugin);
  // Anything answered to a session is private, anything unmarked no-store: a shared cache in front keeps only what is marked (shared-cache.ts).
  cacheControlForSharedCaches(app);
  // A write may change what the public pages show: the render cache looks at the content
  // versions again before its next answer (server/db/content-changes.ts).
  app.addHook('onResponse', (request, _reply, done) => {
    const read = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    if (!read && request.routeOptions.config?.changesContent !== false) services.contentChanges.touched();
    done();
  });
  await app.register(apiRoutes, { prefix: '/api', services, cache: options.cache, limiter });
  // The media library's public files (/media/{chiave}/{w}.webp|avif): public, no session.
  await app.register(mediaFileRoutes, { services });
  return app;
}
