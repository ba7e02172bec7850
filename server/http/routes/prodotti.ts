import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../common/messages.ts';
import { notFound } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { parseId } from '../validate.ts';

export async function prodottiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/prodotti', { config: { public: true } }, async () => services.products.list());

  app.get('/prodotti/:id', { config: { public: true } }, async (request) => {
    const product = await services.products.get(parseId((request.params as { id: string }).id));
    if (!product) throw notFound(MSG.productNotFound);
    return product;
  });
}
