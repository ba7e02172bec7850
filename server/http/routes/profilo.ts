import type { FastifyInstance } from 'fastify';
import { PROFILE_MSG as M } from '../../../common/messages-profile.ts';
import { profileErrorMessage, profileUpdateSchema, type Profile } from '../../../common/schemas-profile.ts';
import { AppError } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { parse } from '../validate.ts';

/** Any logged-in user, about themselves only: no id in the address. */
const OWN = { config: { ruolo: 'collaboratore' as const } };

/**
 * Il mio profilo (decision 0066): GET /api/profilo reads one's own profile, PUT /api/profilo
 * changes display name, bio, picture and — with the current one — the password; a new password
 * ends one's other sessions (as PUT /api/utenti does for oneself).
 */
export async function profiloRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/profilo', OWN, async (request): Promise<Profile> => {
    const profile = await services.profiles.get(request.session!.user.id);
    if (!profile) throw new AppError(404, M.notFound);
    return profile;
  });

  app.put('/profilo', OWN, async (request): Promise<Profile> => {
    const session = request.session!;
    const id = session.user.id;
    const { password, password_attuale, ...changes } = parse(profileUpdateSchema, request.body, profileErrorMessage);
    if (password !== undefined) {
      if (!(await services.auth.checkCurrentPassword(id, password_attuale!))) throw new AppError(403, M.currentWrong);
    }
    const changesProfile = Object.values(changes).some((v) => v !== undefined);
    if (changesProfile) await services.profiles.update(id, changes);
    if (password !== undefined) {
      await services.users.update(id, { password });
      await services.auth.revokeUserSessions(id, session.id);
    }
    const profile = await services.profiles.get(id);
    if (!profile) throw new AppError(404, M.notFound);
    return profile;
  });
}
