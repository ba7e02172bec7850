import type { FastifyInstance } from 'fastify';
import { loginSchema } from '../../../common/schemas.ts';
import type { OtherSessionsEnded, SessionInfo } from '../../../common/types.ts';
import type { Services } from '../../services.ts';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../plugins/auth.ts';
import { AppError } from '../../domain/errors.ts';
import { parse } from '../validate.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Bodies of the auth routes, JSON or form, are refused with 413 before they are read above these
 * sizes: a login is a username (64) and a password (200 characters), under 2.5 KB even with every
 * character percent-encoded; a logout (or ending the other sessions) has no body. Without them
 * anyone could make the server parse 1 MB of nested arrays per request.
 */
export const LOGIN_BODY_LIMIT = 16 * 1024;
const LOGOUT_BODY_LIMIT = 1024;

export async function authRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/auth/me', { config: { public: true } }, async (request, reply): Promise<SessionInfo> => {
    reply.header('cache-control', 'no-store');
    return request.session ? { authenticated: true, user: request.session.user } : { authenticated: false, user: null };
  });

  // The login page's form posts here too when it is sent before the page is interactive.
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: LOGIN_BODY_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // Checked for its origin even without a session cookie: a cross-site form must not log the
  // browser in to an account of someone else's choosing (login CSRF, plugins/csrf.ts).
  app.post('/auth/login', { config: { public: true, originCheck: 'always' }, bodyLimit: LOGIN_BODY_LIMIT }, async (request, reply) => {
    if ((request.headers['content-type'] ?? '').startsWith(FORM_TYPE)) {
      // A classic form post: back to a page, never JSON, never the password in an address.
      try {
        const body = parse(loginSchema, request.body);
        const { token, session } = await services.auth.login(body.username, body.password, request.ip, readSessionToken(request));
        setSessionCookie(request, reply, token, session.expiresAt, services.config);
        return reply.redirect('/dashboard', 303);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 429) return reply.redirect('/login?errore=limite', 303);
        if (err instanceof AppError && err.statusCode < 500) return reply.redirect('/login?errore=credenziali', 303);
        throw err;
      }
    }
    const body = parse(loginSchema, request.body);
    // The session this browser already had (if any) ends when the new one starts.
    const { token, session } = await services.auth.login(body.username, body.password, request.ip, readSessionToken(request));
    setSessionCookie(request, reply, token, session.expiresAt, services.config);
    reply.header('cache-control', 'no-store');
    return { success: true, user: session.user };
  });

  // Works whatever state the client is in: no session, expired session, garbage cookie.
  app.post('/auth/logout', { config: { public: true }, bodyLimit: LOGOUT_BODY_LIMIT }, async (request, reply) => {
    await services.auth.logout(request.sessionToken);
    clearSessionCookie(request, reply, services.config);
    return { success: true };
  });

  // 'Esci da tutti gli altri dispositivi' (the dashboard's user menu): every other session of this
  // user ends, this one stays. Private (needs the session) and origin-checked like every write.
  app.post('/auth/esci-altri-dispositivi', { config: { ruolo: 'collaboratore' }, bodyLimit: LOGOUT_BODY_LIMIT }, async (request, reply): Promise<OtherSessionsEnded> => {
    const session = request.session!;
    const ended = await services.auth.revokeUserSessions(session.user.id, session.id);
    request.log.info({ sessioni_chiuse: ended }, 'auth: sessioni chiuse sugli altri dispositivi');
    reply.header('cache-control', 'no-store');
    return { success: true, sessioni_chiuse: ended };
  });
}
