import type { FastifyInstance } from 'fastify';
import { suggestQuerySchema } from '../../../common/schemas-site.ts';
import type { Services } from '../../services.ts';
import { parse } from '../validate.ts';

/**
 * Search suggestions of the public lists (spec sections 4, 5, 9): up to 5 names of published items
 * whose searched text contains the query, from the search index (migration 008), never a scan of
 * every item in JavaScript. Public: the same for everyone, drafts never suggested.
 */
export async function suggerimentiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/suggerimenti', { config: { public: true } }, async (request) => {
    const { tipo, q, categoria } = parse(suggestQuerySchema, request.query);
    const text = q ?? '';
    if (tipo === 'prodotti') return services.products.suggest(text, categoria);
    return tipo === 'guide' ? services.guides.suggest(text) : services.news.suggest(text);
  });
}
