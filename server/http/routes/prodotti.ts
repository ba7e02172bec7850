import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../common/messages.ts';
import { limitQuerySchema } from '../../../common/schemas.ts';
import { productCreateSchema, productUpdateSchema } from '../../../common/schemas-dashboard.ts';
import { notFound } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';
import { parseDashboard } from '../validate-dashboard.ts';

type IdParams = { Params: { id: string } };

export async function prodottiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/prodotti', { config: { public: true } }, async (request) => {
    const { limit } = parse(limitQuerySchema, request.query);
    return services.products.list({ limit });
  });

  app.get<IdParams>('/prodotti/:id', { config: { public: true } }, async (request) => {
    const product = await services.products.get(parseId(request.params.id));
    if (!product) throw notFound(MSG.productNotFound);
    return product;
  });

  // Dashboard (issue 4): private writes.
  app.post('/prodotti', async (request, reply) => {
    const product = await services.products.createFromApi(parseDashboard(productCreateSchema, request.body));
    return reply.status(201).send(product);
  });

  app.put<IdParams>('/prodotti/:id', async (request) => {
    const id = parseId(request.params.id);
    return services.products.update(id, parseDashboard(productUpdateSchema, request.body));
  });

  app.delete<IdParams>('/prodotti/:id', async (request, reply) => {
    if (!(await services.products.delete(parseId(request.params.id)))) throw notFound(MSG.productNotFound);
    return reply.status(204).send();
  });
}
