import type { FastifyInstance } from 'fastify';
import { pageQuerySchema } from '../../../common/schemas.ts';
import { NEWS_MSG } from '../../../common/messages-news.ts';
import { feedSourceCreateSchema, feedSourceUpdateSchema, newsErrorMessage } from '../../../common/schemas-news.ts';
import { notFound } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { abortOnDisconnect } from '../abort-on-disconnect.ts';
import { parse, parseId } from '../validate.ts';

type IdParams = { Params: { id: string } };

/** The RSS/Atom sources of the news pipeline (dashboard only). */
export async function fontiFeedRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/fonti-feed', { config: { ruolo: 'editor' } }, async (request) => services.feedSources.list(parse(pageQuerySchema, request.query)));

  app.post('/fonti-feed', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const source = await services.feedSources.add(parse(feedSourceCreateSchema, request.body, newsErrorMessage));
    return reply.status(201).send(source);
  });

  /** Reads every enabled source now and answers them with how the read went. */
  app.post('/fonti-feed/leggi', { config: { ruolo: 'editor' } }, async (request, reply) => (await services.newsFeeds.readAll(abortOnDisconnect(request, reply))).sources);

  app.patch<IdParams>('/fonti-feed/:id', { config: { ruolo: 'editor' } }, async (request) => {
    const id = parseId(request.params.id);
    return services.feedSources.update(id, parse(feedSourceUpdateSchema, request.body, newsErrorMessage));
  });

  app.delete<IdParams>('/fonti-feed/:id', { config: { ruolo: 'editor' } }, async (request, reply) => {
    if (!(await services.feedSources.remove(parseId(request.params.id)))) throw notFound(NEWS_MSG.sourceNotFound);
    return reply.status(204).send();
  });
}
