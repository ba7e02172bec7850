import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendBackErrorMessage, sendBackSchema } from '../../../common/review-flow.ts';
import type { FlowUser } from '../../domain/content/review-flow.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';

type IdParams = { Params: { id: string } };

/** The session's user (every route here is private: the auth plugin has answered 401 otherwise). */
const userOf = (request: FastifyRequest): FlowUser => request.session!.user;

/**
 * The review before publishing (decision 0065), for every publishable
 * type of the registry (the path id as the shared routes have it: a review's PRODUCT id):
 * - POST /{path}/{id}/revisione: 'Invia in revisione' by the text's writer (an editor: any), only a
 *   draft (409 otherwise) → the text as its GET answers it.
 * - POST /{path}/{id}/rimanda {nota}: an editor sends a text in review back with a note → the text.
 * - GET /revisione: what waits for an editor, oldest first; GET /revisione/miei: the user's own
 *   texts sent back or waiting.
 */
export async function reviewFlowRoutes(app: FastifyInstance, { services }: { services: Services }) {
  for (const entry of Object.values(services.content)) {
    app.post<IdParams>(`/${entry.path}/:id/revisione`, { config: { ruolo: 'collaboratore' } }, async (request) =>
      services.reviewFlow.send(entry.tipo, parseId(request.params.id), userOf(request)),
    );

    app.post<IdParams>(`/${entry.path}/:id/rimanda`, { config: { ruolo: 'editor' } }, async (request) => {
      const pathId = parseId(request.params.id);
      const { nota } = parse(sendBackSchema, request.body ?? {}, sendBackErrorMessage);
      return services.reviewFlow.sendBack(entry.tipo, pathId, userOf(request), nota);
    });
  }

  app.get('/revisione', { config: { ruolo: 'editor' } }, async (request) => services.reviewFlow.queue(userOf(request)));

  app.get('/revisione/miei', { config: { ruolo: 'collaboratore' } }, async (request) => services.reviewFlow.mine(userOf(request).id));
}
