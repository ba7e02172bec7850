import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Product } from '../../../common/types.ts';
import { LIST_MSG } from '../../../common/messages-lists.ts';
import { MSG } from '../../../common/messages.ts';
import { productCreateSchema, productUpdateSchema } from '../../../common/schemas-dashboard.ts';
import { productListQuerySchema } from '../../../common/schemas-list-filters.ts';
import { bulkSchema } from '../../../common/schemas-lists.ts';
import { errorMessageFor } from '../../../common/validation.ts';
import { notFound } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';
import { parseDashboard } from '../validate-dashboard.ts';
import { API_TOPICS } from '../cache-policy.ts';
import { jsonList } from '../json-pages.ts';
import { runBulk, sendTotal } from '../list-answers.ts';

type IdParams = { Params: { id: string } };

/** Visitors do not see why the last refresh from Amazon failed: that is the editors' business. */
const forViewer = (request: FastifyRequest, p: Product): Product => (request.session ? p : { ...p, aggiornamento_fallito_at: null, aggiornamento_errore: null });

/** POST /api/prodotti/azioni: delete, or refresh from Amazon, up to 100 products at once. */
const productBulkSchema = bulkSchema(['elimina', 'aggiorna']);

export async function prodottiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  /** The spec's list (by id), or filtered (`q`, `categoria`) and newest first (`ordine=recenti`) for the dashboard. */
  app.get('/prodotti', { config: { public: true, cache: { topics: API_TOPICS.products, query: productListQuerySchema } } }, async (request, reply) => {
    const { q, categoria, ordine, ...page } = parse(productListQuerySchema, request.query);
    const filters = { match: q, categoria };
    await sendTotal(request, reply, page, () => services.products.countListed(filters));
    const newestFirst = ordine === 'recenti';
    return jsonList(reply, page, async (rows) => (await services.products.list({ ...filters, newestFirst, ...rows })).map((p) => forViewer(request, p)));
  });

  app.get<IdParams>('/prodotti/:id', { config: { public: true } }, async (request) => {
    const product = await services.products.get(parseId(request.params.id));
    if (!product) throw notFound(MSG.productNotFound);
    return forViewer(request, product);
  });

  // Dashboard: private writes.
  app.post('/prodotti', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const product = await services.products.createFromApi(parseDashboard(productCreateSchema, request.body));
    return reply.status(201).send(product);
  });

  app.put<IdParams>('/prodotti/:id', { config: { ruolo: 'editor' } }, async (request) => {
    const id = parseId(request.params.id);
    return services.products.update(id, parseDashboard(productUpdateSchema, request.body));
  });

  // Refresh from Amazon: one product now, or all of them in the background with progress.
  app.post('/prodotti/aggiorna', { config: { ruolo: 'editor' } }, async (_request, reply) => reply.status(202).send(await services.productRefresh.startAll()));

  app.get('/prodotti/aggiorna', { config: { ruolo: 'editor' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { run: (await services.productRefresh.latestRun()) ?? null };
  });

  app.post<IdParams>('/prodotti/:id/aggiorna', { config: { ruolo: 'editor' } }, async (request) => services.productRefresh.refreshProduct(parseId(request.params.id)));

  /** {azione: 'elimina'|'aggiorna', ids} → {riusciti, falliti}: each product as its own endpoint does it. */
  app.post('/prodotti/azioni', { config: { ruolo: 'editor' } }, async (request) => {
    const { azione, ids } = parse(productBulkSchema, request.body, errorMessageFor(LIST_MSG));
    return runBulk(request, ids, async (id) => {
      if (azione === 'aggiorna') return services.productRefresh.refreshProduct(id);
      if (!(await services.products.delete(id))) throw notFound(MSG.productNotFound);
    });
  });

  app.get<IdParams>('/prodotti/:id/prezzi', { config: { ruolo: 'collaboratore' } }, async (request) => {
    const id = parseId(request.params.id);
    if (!(await services.products.get(id))) throw notFound(MSG.productNotFound);
    return services.productRefresh.history(id);
  });

  app.delete<IdParams>('/prodotti/:id', { config: { ruolo: 'editor' } }, async (request, reply) => {
    if (!(await services.products.delete(parseId(request.params.id)))) throw notFound(MSG.productNotFound);
    return reply.status(204).send();
  });
}
