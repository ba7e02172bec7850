import type { FastifyInstance } from 'fastify';
import { SUGGEST_KINDS, suggestQuerySchema } from '../../../common/schemas-site.ts';
import type { Services } from '../../services.ts';
import { parse } from '../validate.ts';

/** Who suggests each kind of name: the products (of a category), the guides, the news. */
const SUGGESTERS: Record<(typeof SUGGEST_KINDS)[number], (s: Services, q: string, categoria?: number) => Promise<string[]>> = {
  prodotti: (s, q, categoria) => s.products.suggest(q, categoria),
  guide: (s, q) => s.guides.suggest(q),
  notizie: (s, q) => s.news.suggest(q),
};

/**
 * Search suggestions of the public lists (spec sections 4, 5, 9): up to 5 names of published items
 * whose searched text contains the query, from the search index (migration 008), never a scan of
 * every item in JavaScript. Public: the same for everyone, drafts never suggested.
 */
export async function suggerimentiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/suggerimenti', { config: { public: true } }, async (request) => {
    const { tipo, q, categoria } = parse(suggestQuerySchema, request.query);
    const text = q ?? '';
    return SUGGESTERS[tipo](services, text, categoria);
  });
}
