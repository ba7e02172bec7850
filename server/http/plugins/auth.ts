import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../../common/messages.ts';
import type { AuthSession } from '../../domain/auth.ts';
import type { Role } from '../../../common/roles.ts';
import type { Services } from '../../services.ts';

export const SESSION_COOKIE = 'scorta_session';

declare module 'fastify' {
  interface FastifyRequest {
    session: AuthSession | null;
    sessionToken: string | undefined;
  }
  interface FastifyContextConfig {
    /** false: a write that changes no content the pages show (the click report): the render cache need not look again. */
    changesContent?: boolean;
    /** Route usable without a session. Every other route needs one (private by default). */
    public?: boolean;
    /**
     * The lowest role (common/roles.ts) that may call this private route; a private route without
     * one is for amministratore only (plugins/roles.ts: closed by default).
     */
    ruolo?: Role;
    /** false on a public route: never look up the session (static files). */
    session?: false;
    /** The React Router catch-all: pages rendered on the server. */
    ssr?: true;
  }
}

/** The signed session cookie's raw token, or undefined. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/** `Secure` whenever the site is served over HTTPS (SITE_URL https://…) or this request came over HTTPS. */
function secureCookie(request: FastifyRequest, config: { siteUrl: string }): boolean {
  return config.siteUrl.startsWith('https://') || request.protocol === 'https';
}

/** Sets the session cookie; its Max-Age follows the session's server-side expiry. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: string, config: { siteUrl: string }): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request, config),
    signed: true,
    maxAge: Math.max(0, Math.floor((Date.parse(expiresAt) - request.server.clock.nowMs()) / 1000)),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: { siteUrl: string }): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie(request, config) });
}

/**
 * Resolves the session of every request and refuses, with 401, every route that is not
 * explicitly marked `config: { public: true }`: private by default. The decision follows the
 * route that MATCHED (after the router decoded the path), never the spelling of the URL, so
 * `/%61pi/keys`, `/API/keys` or `/api/./keys` are judged exactly like the route they reach.
 * Routes marked `session: false` (static files) skip the session lookup entirely.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { services: Services }) => {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', undefined);
  /** Lets the request through, or refuses it (401) when the route is private and there is no session. */
  const decide = (request: FastifyRequest, reply: FastifyReply, config: FastifyContextConfig, done: HookHandlerDoneFunction) => {
    if (request.session || config.public === true || request.is404) return done();
    void reply.status(401).send({ error: MSG.unauthorized });
  };
  // A callback hook: every request passes here, and most (visitors) carry no session cookie, so
  // they go on at once, without a promise of their own.
  app.addHook('onRequest', (request, reply, done) => {
    const config = request.routeOptions.config ?? {};
    if (config.session === false && config.public === true) return done();
    const token = (request.sessionToken = readSessionToken(request));
    request.session = null;
    if (!token) return decide(request, reply, config, done);
    opts.services.auth.getSession(token).then((session) => {
      request.session = session;
      if (session?.refreshed) setSessionCookie(request, reply, token, session.expiresAt, opts.services.config);
      decide(request, reply, config, done);
    }, done);
  });
});
