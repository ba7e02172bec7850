import type { FastifyInstance } from 'fastify';
import { CATEGORY_MSG } from '../../../common/messages-categories.ts';
import { categorySchema } from '../../../common/schemas-dashboard.ts';
import { pageQuerySchema } from '../../../common/schemas.ts';
import { notFound } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';
import { parseDashboard } from '../validate-dashboard.ts';
import { API_TOPICS } from '../cache-policy.ts';

type IdParams = { Params: { id: string } };

/**
 * Product categories. Reads are public (the public catalogue filters by category); writes need a
 * session. The same handlers answer on /api/categorie_prodotti (the spec's fallback path).
 */
export async function categorieProdottiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  for (const base of ['/categorie-prodotti', '/categorie_prodotti']) {
    app.get(base, { config: { public: true, cache: { topics: API_TOPICS.categories, query: pageQuerySchema } } }, async (request) => {
      return services.categories.listWithCounts(parse(pageQuerySchema, request.query));
    });

    app.get<IdParams>(`${base}/:id`, { config: { public: true } }, async (request) => {
      const category = await services.categories.get(parseId(request.params.id));
      if (!category) throw notFound(CATEGORY_MSG.categoryNotFound);
      return category;
    });

    app.post(base, { config: { ruolo: 'editor' } }, async (request, reply) => {
      const category = await services.categories.createChecked(parseDashboard(categorySchema, request.body));
      return reply.status(201).send(category);
    });

    app.put<IdParams>(`${base}/:id`, { config: { ruolo: 'editor' } }, async (request) => {
      const id = parseId(request.params.id);
      return services.categories.update(id, parseDashboard(categorySchema, request.body));
    });

    app.delete<IdParams>(`${base}/:id`, { config: { ruolo: 'editor' } }, async (request, reply) => {
      if (!(await services.categories.delete(parseId(request.params.id)))) throw notFound(CATEGORY_MSG.categoryNotFound);
      return reply.status(204).send();
    });
  }
}
