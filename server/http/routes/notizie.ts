import type { FastifyInstance } from 'fastify';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { listQuerySchema } from '../../../common/schemas-site.ts';
import { notFound } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';
import { viewerOf } from './recensioni.ts';

export async function notizieRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/notizie', { config: { public: true } }, async (request) => {
    const query = parse(listQuerySchema, request.query);
    return services.news.list(viewerOf(request), query);
  });

  app.get('/notizie/slug/:slug', { config: { public: true } }, async (request) => {
    const news = await services.news.getBySlug(viewerOf(request), (request.params as { slug: string }).slug);
    if (!news) throw notFound(SITE_MSG.newsNotFound);
    return news;
  });

  app.get('/notizie/:id', { config: { public: true } }, async (request) => {
    const news = await services.news.get(viewerOf(request), parseId((request.params as { id: string }).id));
    if (!news) throw notFound(SITE_MSG.newsNotFound);
    return news;
  });
}
