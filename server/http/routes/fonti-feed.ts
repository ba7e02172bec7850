import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageQuerySchema } from '../../../common/schemas.ts';
import { NEWS_MSG } from '../../../common/messages-news.ts';
import { feedSourceCreateSchema, feedSourceUpdateSchema, newsErrorMessage } from '../../../common/schemas-news.ts';
import { notFound } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { logActivity } from '../activity.ts';
import { abortOnDisconnect } from '../abort-on-disconnect.ts';
import { parse, parseId } from '../validate.ts';

type IdParams = { Params: { id: string } };

/**
 * A feed source is the one setting of the news pipeline kept in the database (the site's other
 * settings are the environment's): 'Impostazione cambiata' in the activity log (decision 0064).
 */
const logSource = (request: FastifyRequest, services: Services, source: { id: number; nome: string | null }, operazione: string) =>
  logActivity(request, services, {
    azione: 'impostazione_cambiata',
    tipo_oggetto: 'impostazione',
    id_oggetto: source.id,
    titolo: source.nome,
    dettagli: { impostazione: 'fonti-feed', operazione },
  });

/** The RSS/Atom sources of the news pipeline (dashboard only). */
export async function fontiFeedRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/fonti-feed', { config: { ruolo: 'editor' } }, async (request) => services.feedSources.list(parse(pageQuerySchema, request.query)));

  app.post('/fonti-feed', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const source = await services.feedSources.add(parse(feedSourceCreateSchema, request.body, newsErrorMessage));
    await logSource(request, services, source, 'creato');
    return reply.status(201).send(source);
  });

  /** Reads every enabled source now and answers them with how the read went. */
  app.post('/fonti-feed/leggi', { config: { ruolo: 'editor' } }, async (request, reply) => (await services.newsFeeds.readAll(abortOnDisconnect(request, reply))).sources);

  app.patch<IdParams>('/fonti-feed/:id', { config: { ruolo: 'editor' } }, async (request) => {
    const id = parseId(request.params.id);
    const source = await services.feedSources.update(id, parse(feedSourceUpdateSchema, request.body, newsErrorMessage));
    await logSource(request, services, source, 'modificato');
    return source;
  });

  app.delete<IdParams>('/fonti-feed/:id', { config: { ruolo: 'editor' } }, async (request, reply) => {
    // Its name, read first: the log keeps it.
    const source = await services.feedSources.get(parseId(request.params.id));
    if (!(await services.feedSources.remove(source.id))) throw notFound(NEWS_MSG.sourceNotFound);
    await logSource(request, services, source, 'eliminato');
    return reply.status(204).send();
  });
}
