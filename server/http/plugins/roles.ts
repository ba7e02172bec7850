import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE_MSG } from '../../../common/messages-roles.ts';
import { atLeast, type Role } from '../../../common/roles.ts';

/** What a private route without `config.ruolo` needs: closed by default (decision 0063). */
export const DEFAULT_ROLE: Role = 'amministratore';

/** The lowest role a route's config lets in; undefined for a public route. */
export function routeRole(config: { public?: boolean; ruolo?: Role } | undefined): Role | undefined {
  if (config?.public === true) return undefined;
  return config?.ruolo ?? DEFAULT_ROLE;
}

/**
 * The role ladder on every private route: registered right after the auth plugin, it compares the
 * session user's role with the MATCHED route's `config.ruolo` (never the URL's spelling, decision
 * 0007) and refuses with 403 below it. Object-level rules (own texts) are the routes' own.
 */
export const rolesPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: it runs on every request (public routes go on at once).
  app.addHook('onRequest', (request, reply, done) => {
    const min = routeRole(request.routeOptions.config);
    if (min === undefined || request.is404) return done();
    const user = request.session?.user;
    if (!user) return done(); // the auth plugin has already answered 401
    if (!atLeast(user.ruolo, min)) return void reply.status(403).send({ error: ROLE_MSG.forbidden(min) });
    done();
  });
});
