import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REVIEW_MSG } from '../../../common/messages-reviews.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { publishSchema } from '../../../common/schemas-claims.ts';
import { reviewErrorMessage, reviewGenerateSchema, reviewUpdateSchema } from '../../../common/schemas-reviews.ts';
import { listQuerySchema } from '../../../common/schemas-site.ts';
import { AppError, notFound } from '../../domain/errors.ts';
import { ANONYMOUS, STAFF, type Viewer } from '../../domain/visibility.ts';
import type { Services } from '../../services.ts';
import { abortOnDisconnect } from '../abort-on-disconnect.ts';
import { parse, parseId } from '../validate.ts';
import { resolverOf } from './verifica.ts';
import { API_TOPICS } from '../cache-policy.ts';
import { jsonList } from '../json-pages.ts';

/** Staff (a live session) see every status; everyone else only 'pubblicata', whatever they ask for. */
export const viewerOf = (request: FastifyRequest): Viewer => (request.session ? STAFF : ANONYMOUS);

type IdParams = { Params: { id: string } };

/**
 * Reviews (spec section 7). Path ids: `genera/{productId}`, GET/PUT/DELETE `{productId}` (a product
 * has at most one review), `pubblica` and `archivia` take the REVIEW's id (`id`/`id_recensione`).
 */
export async function recensioniRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/recensioni', { config: { public: true, cache: { topics: API_TOPICS.reviews, query: listQuerySchema } } }, async (request, reply) => {
    const query = parse(listQuerySchema, request.query);
    return jsonList(reply, query, (page) => services.reviews.list(viewerOf(request), { ...query, ...page }));
  });

  /** The review of a product (:id is the PRODUCT id): {exists, recensione}; 404 when none is visible. */
  app.get<IdParams>('/recensioni/:id', { config: { public: true } }, async (request) => {
    const productId = parseId(request.params.id);
    const recensione = await services.reviews.getByProduct(viewerOf(request), productId);
    if (!recensione) throw new AppError(404, SITE_MSG.reviewNotFound, { exists: false, recensione: null });
    return { exists: true, recensione };
  });

  // Dashboard: private writes and generation.

  /**
   * {id_prompt?} → 201 (new) or 200 (replaced) {recensione, non_verificati, creata}. The AI may
   * take up to OPENAI_TIMEOUT_MS (90 s): the server's requestTimeout (30 s) bounds only the
   * arrival of the request, not the answer (server/http/timeouts.ts; tested in
   * tests/api/reviews-timeout.test.ts).
   */
  app.post<IdParams>('/recensioni/genera/:id', async (request, reply) => {
    const productId = parseId(request.params.id);
    const input = parse(reviewGenerateSchema, request.body, reviewErrorMessage);
    const { creata, ...result } = await services.reviews.generate(productId, input, abortOnDisconnect(request, reply));
    return reply.status(creata ? 201 : 200).send({ ...result, creata });
  });

  /** {recensione_prodotto, titolo?, conferme?} → {recensione, non_verificati}. :id is the PRODUCT id. */
  app.put<IdParams>('/recensioni/:id', async (request) => {
    const productId = parseId(request.params.id);
    return services.reviews.update(productId, parse(reviewUpdateSchema, request.body, reviewErrorMessage), resolverOf(request));
  });

  /** 204; :id is the PRODUCT id. */
  app.delete<IdParams>('/recensioni/:id', async (request, reply) => {
    if (!(await services.reviews.deleteByProduct(parseId(request.params.id)))) throw notFound(REVIEW_MSG.reviewNotFound);
    return reply.status(204).send();
  });

  /**
   * {conferme?: [{testo, fonte}]} → {recensione, non_verificati: []}; 409 {error, non_verificati[]}
   * while claims remain unresolved (decision 0023). :id is the REVIEW id.
   */
  app.route<IdParams>({
    method: ['POST', 'PATCH'],
    url: '/recensioni/:id/pubblica',
    handler: async (request) => {
      const { conferme } = parse(publishSchema, request.body ?? {}, reviewErrorMessage);
      return services.reviews.publish(parseId(request.params.id), { conferme, utente: resolverOf(request) });
    },
  });

  /** → the review. :id is the REVIEW id. */
  app.route<IdParams>({
    method: ['POST', 'PATCH'],
    url: '/recensioni/:id/archivia',
    handler: async (request) => services.reviews.setStatus(parseId(request.params.id), 'archiviata'),
  });
}
