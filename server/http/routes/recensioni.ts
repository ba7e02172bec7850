import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIST_MSG } from '../../../common/messages-lists.ts';
import { REVIEW_MSG } from '../../../common/messages-reviews.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { publishSchema } from '../../../common/schemas-claims.ts';
import { reviewErrorMessage, reviewGenerateSchema, reviewUpdateSchema } from '../../../common/schemas-reviews.ts';
import { reviewListQuerySchema } from '../../../common/schemas-list-filters.ts';
import { bulkSchema } from '../../../common/schemas-lists.ts';
import { errorMessageFor } from '../../../common/validation.ts';
import { AppError, notFound } from '../../domain/errors.ts';
import { ANONYMOUS, STAFF, type Viewer } from '../../domain/visibility.ts';
import type { Services } from '../../services.ts';
import { abortOnDisconnect } from '../abort-on-disconnect.ts';
import { parse, parseId } from '../validate.ts';
import { resolverOf } from './verifica.ts';
import { authorOf } from '../../domain/revisions.ts';
import { withNotices, withOurTags } from '../../domain/affiliate-links.ts';
import { API_TOPICS } from '../cache-policy.ts';
import { jsonList } from '../json-pages.ts';
import { runBulk, sendTotal } from '../list-answers.ts';
import { guardOf, sendVersion, staffVersion } from '../versions.ts';

/** Staff (a live session) see every status; everyone else only 'pubblicata', whatever they ask for. */
export const viewerOf = (request: FastifyRequest): Viewer => (request.session ? STAFF : ANONYMOUS);

type IdParams = { Params: { id: string } };

/** POST /api/recensioni/azioni: publish, archive, take back to draft or delete up to 100 reviews (by the REVIEW's id). */
const reviewBulkSchema = bulkSchema(['pubblica', 'archivia', 'bozza', 'elimina']);

/**
 * Reviews (spec section 7). Path ids: `genera/{productId}`, GET/PUT/DELETE `{productId}` (a product
 * has at most one review), `pubblica` and `archivia` take the REVIEW's id (`id`/`id_recensione`).
 */
export async function recensioniRoutes(app: FastifyInstance, { services }: { services: Services }) {
  /** Newest change first; `stato`, `q` (title or product name) and `categoria` filter it. Visitors: published only. */
  app.get('/recensioni', { config: { public: true, cache: { topics: API_TOPICS.reviews, query: reviewListQuerySchema } } }, async (request, reply) => {
    const { limit, offset, ...filters } = parse(reviewListQuerySchema, request.query);
    const viewer = viewerOf(request);
    await sendTotal(request, reply, { limit }, () => services.reviews.countListed(viewer, filters));
    return jsonList(reply, { limit, offset }, (page) => services.reviews.list(viewer, { ...filters, ...page }));
  });

  /** The review of a product (:id is the PRODUCT id): {exists, recensione}; 404 when none is visible. Staff: its ETag. */
  app.get<IdParams>('/recensioni/:id', { config: { public: true } }, async (request, reply) => {
    const productId = parseId(request.params.id);
    const etag = await staffVersion(request, services.db, 'review', productId);
    const recensione = await services.reviews.getByProduct(viewerOf(request), productId);
    if (!recensione) throw new AppError(404, SITE_MSG.reviewNotFound, { exists: false, recensione: null });
    return sendVersion(reply, etag, { exists: true, recensione });
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
    const { creata, ...result } = await services.reviews.generate(productId, input, abortOnDisconnect(request, reply), resolverOf(request));
    return reply.status(creata ? 201 : 200).send({ ...result, creata });
  });

  /** {recensione_prodotto, titolo?, conferme?} → {recensione, non_verificati}. :id is the PRODUCT id. If-Match: 412 when stale. */
  app.put<IdParams>('/recensioni/:id', async (request, reply) => {
    const productId = parseId(request.params.id);
    const guard = guardOf(request);
    const input = parse(reviewUpdateSchema, request.body, reviewErrorMessage);
    // A foreign affiliate tag in a pasted Amazon link is stored as ours; `avvisi` tells the editor.
    const avvisi = new Set<string>();
    const html = withOurTags(input.recensione_prodotto, services.config.amazon, avvisi);
    const answer = await services.reviews.update(productId, { ...input, recensione_prodotto: html }, resolverOf(request), guard);
    return sendVersion(reply, guard.etag, withNotices(answer, avvisi));
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
    handler: async (request) => services.reviews.setStatus(parseId(request.params.id), 'archiviata', authorOf(resolverOf(request))),
  });

  /**
   * {azione: 'pubblica'|'archivia'|'bozza'|'elimina', ids: REVIEW ids} → {riusciti, falliti}. Each review goes
   * through the same call as its own endpoint: publishing passes the claims gate, and a review with
   * claims to resolve is reported among `falliti` with the gate's words.
   */
  app.post('/recensioni/azioni', async (request) => {
    const { azione, ids } = parse(reviewBulkSchema, request.body, errorMessageFor(LIST_MSG));
    const utente = resolverOf(request);
    return runBulk(request, ids, async (id) => {
      if (azione === 'pubblica') return services.reviews.publish(id, { utente });
      if (azione === 'archivia') return services.reviews.setStatus(id, 'archiviata', authorOf(utente));
      if (azione === 'bozza') return services.reviews.setStatus(id, 'bozza', authorOf(utente));
      if (!(await services.reviews.deleteById(id))) throw notFound(REVIEW_MSG.reviewNotFound);
    });
  });
}
