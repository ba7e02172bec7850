import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../../common/messages.ts';
import type { AuthSession } from '../../domain/auth.ts';
import { SESSION_TTL_MS } from '../../domain/auth.ts';
import type { Services } from '../../services.ts';

export const SESSION_COOKIE = 'scorta_session';

declare module 'fastify' {
  interface FastifyRequest {
    session: AuthSession | null;
    sessionToken: string | undefined;
  }
  interface FastifyContextConfig {
    /** Route readable without a session. Everything else under /api needs one. */
    public?: boolean;
  }
}

/** The signed session cookie's raw token, or undefined. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    signed: true,
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}

/**
 * Resolves the session of every /api request and refuses, with 401, every route that is not
 * explicitly marked `config: { public: true }`: private by default.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { services: Services }) => {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', undefined);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    request.sessionToken = readSessionToken(request);
    request.session = await opts.services.auth.getSession(request.sessionToken);
    if (!request.session && request.routeOptions.config?.public !== true) {
      return reply.status(401).send({ error: MSG.unauthorized });
    }
  });
});
