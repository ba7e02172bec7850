import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageQuerySchema } from '../../../common/schemas.ts';
import { USER_MSG } from '../../../common/messages-users.ts';
import { userCreateSchema, userUpdateSchema } from '../../../common/schemas-dashboard.ts';
import type { DashboardUser } from '../../../common/types-dashboard.ts';
import type { AuthSession } from '../../domain/auth.ts';
import { AppError } from '../../domain/errors.ts';
import { ROLE_MSG } from '../../../common/messages-roles.ts';
import { atLeast } from '../../../common/roles.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';
import { parseDashboard } from '../validate-dashboard.ts';

type IdParams = { Params: { id: string } };

/** The caller's session: every route here is private, so the auth plugin guarantees one. */
const sessionOf = (request: FastifyRequest): AuthSession => request.session!;
const actorOf = (request: FastifyRequest) => ({ id: sessionOf(request).user.id, username: sessionOf(request).user.username });

/** Accounts (Gestione Utenti), amministratore only. Passwords are never returned: only id, username, role and dates. */
export async function utentiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/utenti', { config: { ruolo: 'amministratore' } }, async (request): Promise<DashboardUser[]> => {
    const me = sessionOf(request).user.id;
    return (await services.users.list(parse(pageQuerySchema, request.query))).map((u) => ({ ...u, corrente: u.id === me }));
  });

  app.post('/utenti', { config: { ruolo: 'amministratore' } }, async (request, reply) => {
    const body = parseDashboard(userCreateSchema, request.body);
    const user = await services.users.createChecked(body.username, body.password, body.ruolo);
    await services.activity.record(actorOf(request), {
      azione: 'utente_creato',
      tipo_oggetto: 'utente',
      id_oggetto: user.id,
      titolo: user.username,
      dettagli: { ruolo: user.ruolo },
    });
    return reply.status(201).send(user);
  });

  app.put<IdParams>('/utenti/:id', { config: { ruolo: 'collaboratore' } }, async (request) => {
    const id = parseId(request.params.id);
    const session = sessionOf(request);
    const { password_attuale, ...changes } = parseDashboard(userUpdateSchema, request.body);
    // Below amministratore: one's own password only (decision 0063).
    if (!atLeast(session.user.ruolo, 'amministratore') && (id !== session.user.id || changes.username !== undefined || changes.ruolo !== undefined)) {
      throw new AppError(403, ROLE_MSG.forbidden('amministratore'));
    }
    // Your own password changes only with the current one (a borrowed session cannot take the
    // account over); anyone logged in may still set another user's password (spec: staff manage users).
    if (changes.password !== undefined && id === session.user.id) {
      if (password_attuale === undefined) throw new AppError(400, USER_MSG.usersCurrentPasswordRequired);
      if (!(await services.auth.checkCurrentPassword(id, password_attuale))) {
        throw new AppError(403, USER_MSG.usersCurrentPasswordWrong);
      }
    }
    const { user, passwordChanged, ruoloPrima } = await services.users.update(id, changes);
    const actor = actorOf(request);
    const target = { tipo_oggetto: 'utente', id_oggetto: id, titolo: user.username } as const;
    if (changes.username !== undefined || changes.password !== undefined) {
      // Which fields, never their values (a password is never logged).
      const campi = [changes.username !== undefined ? 'username' : null, passwordChanged ? 'password' : null].filter(Boolean);
      await services.activity.record(actor, { azione: 'utente_modificato', ...target, dettagli: { campi } });
    }
    if (ruoloPrima) await services.activity.record(actor, { azione: 'ruolo_cambiato', ...target, dettagli: { da: ruoloPrima, a: user.ruolo } });
    if (passwordChanged) {
      // A new password ends that user's other sessions (the caller keeps theirs).
      await services.auth.revokeUserSessions(id, session.user.id === id ? session.id : undefined);
    }
    return user;
  });

  app.delete<IdParams>('/utenti/:id', { config: { ruolo: 'amministratore' } }, async (request, reply) => {
    const gone = await services.users.delete(parseId(request.params.id), sessionOf(request).user.id);
    await services.activity.record(actorOf(request), { azione: 'utente_eliminato', tipo_oggetto: 'utente', id_oggetto: gone.id, titolo: gone.username });
    return reply.status(204).send();
  });
}
