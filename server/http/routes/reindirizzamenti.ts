import type { FastifyInstance } from 'fastify';
import { redirectCreateSchema, redirectErrorMessage } from '../../../common/schemas-redirects.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';

type IdParams = { Params: { id: string } };

/**
 * Reindirizzamenti (dashboard only, behind the session and CSRF like every dashboard API):
 * - GET /reindirizzamenti → the redirects with their uses;
 * - POST /reindirizzamenti {da, a} → 201 the redirect (400 a path that is not one of this site,
 *   409 a live page, a duplicate or a loop);
 * - DELETE /reindirizzamenti/{id} → 204 (404 when there is none).
 */
export async function reindirizzamentiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/reindirizzamenti', { config: { ruolo: 'editor' } }, async () => services.redirects.list());

  app.post('/reindirizzamenti', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const input = parse(redirectCreateSchema, request.body, redirectErrorMessage);
    return reply.status(201).send(await services.redirects.create(input, request.session?.user.id ?? null));
  });

  app.delete<IdParams>('/reindirizzamenti/:id', { config: { ruolo: 'editor' } }, async (request, reply) => {
    await services.redirects.remove(parseId(request.params.id));
    return reply.status(204).send();
  });
}
