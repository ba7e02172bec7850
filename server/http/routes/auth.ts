import type { FastifyInstance } from 'fastify';
import { loginSchema } from '../../../common/schemas.ts';
import type { SessionInfo } from '../../../common/types.ts';
import type { Services } from '../../services.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../plugins/auth.ts';
import { parse } from '../validate.ts';

export async function authRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/auth/me', { config: { public: true } }, async (request, reply): Promise<SessionInfo> => {
    reply.header('cache-control', 'no-store');
    return request.session
      ? { authenticated: true, user: { username: request.session.user.username } }
      : { authenticated: false, user: null };
  });

  app.post('/auth/login', { config: { public: true } }, async (request, reply) => {
    const body = parse(loginSchema, request.body);
    // The session this browser already had (if any) ends when the new one starts.
    const { token, session } = await services.auth.login(body.username, body.password, request.ip, readSessionToken(request));
    setSessionCookie(request, reply, token, session.expiresAt, services.config);
    reply.header('cache-control', 'no-store');
    return { success: true, user: { username: session.user.username } };
  });

  // Works whatever state the client is in: no session, expired session, garbage cookie.
  app.post('/auth/logout', { config: { public: true } }, async (request, reply) => {
    await services.auth.logout(request.sessionToken);
    clearSessionCookie(request, reply, services.config);
    return { success: true };
  });
}
