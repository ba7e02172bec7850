import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { listQuerySchema } from '../../../common/schemas-site.ts';
import { AppError } from '../../domain/errors.ts';
import { ANONYMOUS, STAFF, type Viewer } from '../../domain/visibility.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';

/** Staff (a live session) see every status; everyone else only 'pubblicata', whatever they ask for. */
export const viewerOf = (request: FastifyRequest): Viewer => (request.session ? STAFF : ANONYMOUS);

export async function recensioniRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/recensioni', { config: { public: true } }, async (request) => {
    const query = parse(listQuerySchema, request.query);
    return services.reviews.list(viewerOf(request), query);
  });

  /** The review of a product (:id is the PRODUCT id): {exists, recensione}; 404 when none is visible. */
  app.get('/recensioni/:id', { config: { public: true } }, async (request) => {
    const productId = parseId((request.params as { id: string }).id);
    const recensione = await services.reviews.getByProduct(viewerOf(request), productId);
    if (!recensione) throw new AppError(404, SITE_MSG.reviewNotFound, { exists: false, recensione: null });
    return { exists: true, recensione };
  });
}
