import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isContentType } from '../../../common/content-types.ts';
import { PRESENCE_MSG, presenceSchema } from '../../../common/presence.ts';
import { errorMessageFor } from '../../../common/validation.ts';
import { badRequest } from '../../domain/errors.ts';
import type { PresenceCaller } from '../../domain/presence.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';

type PresenceParams = { Params: { tipo: string; id: string } };

/** The text a presence request names: a publishable type of the registry and its own id, else 400. */
function textOf(request: FastifyRequest<PresenceParams>) {
  const { tipo } = request.params;
  if (!isContentType(tipo)) throw badRequest(PRESENCE_MSG.typeInvalid);
  return { tipo, id: parseId(request.params.id) };
}

/** The session's account and the tab id of the body. Private routes always have a session. */
function callerOf(request: FastifyRequest<PresenceParams>): PresenceCaller {
  const { sessione } = parse(presenceSchema, request.body, errorMessageFor(PRESENCE_MSG));
  return { userId: request.session!.user.id, sessione };
}

/**
 * Presence in the editors, staff only (private like every route that does not say `public`):
 * - PUT /presenze/{tipo}/{id} {sessione}: the tab's heartbeat → {presenti, altra_scheda}, who
 *   else has the text open (the other editors' names; whether the caller's own account has it
 *   open in another tab). 404 when the text does not exist.
 * - DELETE /presenze/{tipo}/{id} {sessione}: the tab's goodbye → 204.
 * `tipo`: recensione | guida | notizia; `id`: the text's own id (a review's REVIEW id).
 */
export async function presenzeRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.put<PresenceParams>('/presenze/:tipo/:id', { config: { ruolo: 'collaboratore' } }, async (request) => {
    const { tipo, id } = textOf(request);
    return services.presence.heartbeat(tipo, id, callerOf(request));
  });

  app.delete<PresenceParams>('/presenze/:tipo/:id', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const { tipo, id } = textOf(request);
    await services.presence.leave(tipo, id, callerOf(request));
    return reply.status(204).send();
  });
}
