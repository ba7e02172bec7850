import type { FastifyInstance } from 'fastify';
import { reviewErrorMessage, reviewGenerateSchema, reviewUpdateSchema } from '../../../common/schemas-reviews.ts';
import { writeReviewByHand } from '../../domain/review-by-hand.ts';
import { reviewListQuerySchema } from '../../../common/schemas-list-filters.ts';
import type { Services } from '../../services.ts';
import { abortOnDisconnect } from '../abort-on-disconnect.ts';
import { logText } from '../activity.ts';
import { parse, parseId } from '../validate.ts';
import { resolverOf, viewerOf } from '../request-context.ts';
import { API_TOPICS } from '../cache-policy.ts';
import { jsonList } from '../json-pages.ts';
import { assertTextAccess } from '../text-access.ts';
import { sendTotal } from '../list-answers.ts';

type IdParams = { Params: { id: string } };

/**
 * Reviews (spec section 7): the list and the generation. GET/PUT/DELETE `{productId}`, pubblica,
 * archivia, programma and azioni are the routes every type shares (./content.ts).
 */
export async function recensioniRoutes(app: FastifyInstance, { services }: { services: Services }) {
  /** Newest change first; `stato`, `q` (title or product name) and `categoria` filter it. Visitors: published only. */
  app.get('/recensioni', { config: { public: true, cache: { topics: API_TOPICS.reviews, query: reviewListQuerySchema } } }, async (request, reply) => {
    const { limit, offset, ...filters } = parse(reviewListQuerySchema, request.query);
    const viewer = viewerOf(request);
    await sendTotal(request, reply, { limit }, () => services.reviews.countListed(viewer, filters));
    return jsonList(reply, { limit, offset }, (page) => services.reviews.list(viewer, { ...filters, ...page }));
  });

  // Dashboard: private writes and generation.

  /**
   * {id_prompt?} → 201 (new) or 200 (replaced) {recensione, non_verificati, creata}. The AI may
   * take up to OPENAI_TIMEOUT_MS (90 s): the server's requestTimeout (30 s) bounds only the
   * arrival of the request, not the answer (server/http/timeouts.ts; tested in
   * tests/api/reviews-timeout.test.ts).
   */
  app.post<IdParams>('/recensioni/genera/:id', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const productId = parseId(request.params.id);
    const input = parse(reviewGenerateSchema, request.body, reviewErrorMessage);
    // Generating again replaces the text: the save's rule on a review that exists.
    await assertTextAccess(request, services.content.recensione, 'path', productId, 'modifica');
    const { creata, ...result } = await services.reviews.generate(productId, input, abortOnDisconnect(request, reply), resolverOf(request));
    await logText(request, services, creata ? 'creato' : 'modificato', 'recensione', result.recensione.id);
    return reply.status(creata ? 201 : 200).send({ ...result, creata });
  });

  /**
   * A review written by hand for a product that has none: {recensione_prodotto, titolo?,
   * sottotitolo?} → 201 {recensione}, a draft; 409 when the product has a review already, 404
   * when the product does not exist.
   */
  app.post<IdParams>('/recensioni/:id', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const productId = parseId(request.params.id);
    const input = parse(reviewUpdateSchema, request.body, reviewErrorMessage);
    const recensione = await writeReviewByHand(services, productId, input, request.session!.user.id);
    await logText(request, services, 'creato', 'recensione', recensione.id);
    return reply.status(201).send({ recensione });
  });
}
