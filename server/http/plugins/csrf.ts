import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../../common/messages.ts';
import { SESSION_COOKIE } from './auth.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'always': the origin check runs on this route's writes even without a session cookie. The
     * login: a cross-site form would otherwise log the browser in to an account of the attacker's
     * choosing (login CSRF).
     */
    originCheck?: 'always';
  }
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where a browser says the request comes from: Origin, else Referer's origin, else
 * Sec-Fetch-Site. `undefined` when the client sent none of them (not a browser: curl, scripts).
 * An opaque `Origin: null` is what Chromium sends for a plain form post from our own page under
 * the site's `Referrer-Policy: no-referrer` (the contact and login forms without JavaScript): it
 * then counts as what Sec-Fetch-Site says (`same-origin` for our page; `cross-site` for a
 * sandboxed frame or a redirect from elsewhere), and as an unknown origin without it.
 */
export function requestSource(request: FastifyRequest): { origin: string | null } | { fetchSite: string } | undefined {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (origin === 'null' && typeof site === 'string' && site !== '') return { fetchSite: site };
  if (typeof origin === 'string' && origin !== '') return { origin: origin === 'null' ? null : originOf(origin) };
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') return { origin: originOf(referer) };
  if (typeof site === 'string' && site !== '') return { fetchSite: site };
  return undefined;
}

/**
 * CSRF: a state-changing request that carries the session cookie must come from the site's own
 * origin — SITE_URL's origin or the origin the request was addressed to (protocol + Host). The
 * check applies to every route, whatever the URL's spelling; 403 with an Italian error otherwise.
 * A route marked `config: { originCheck: 'always' }` (the login) is checked with or without the
 * cookie: the decision follows the route that matched, never the spelling of the path.
 * Clients that send none of Origin, Referer and Sec-Fetch-Site are not browsers and cannot be
 * tricked into a cross-site request; they pass (see docs/security.md).
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { siteUrl: string }) => {
  const siteOrigin = originOf(opts.siteUrl);
  // A callback hook: it runs on every request (reads go on at once).
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (request.routeOptions.config?.originCheck !== 'always' && !request.cookies?.[SESSION_COOKIE]) return done();
    const source = requestSource(request);
    if (source === undefined) return done();
    if ('fetchSite' in source) {
      if (source.fetchSite === 'same-origin') return done();
    } else if (source.origin !== null) {
      const own = originOf(`${request.protocol}://${request.host}`);
      if (source.origin === siteOrigin || source.origin === own) return done();
    }
    void reply.status(403).send({ error: MSG.crossSiteRefused });
  });
});
