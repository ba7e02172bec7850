import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guideProductIds } from '../../../common/guide-content.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { listQuerySchema } from '../../../common/schemas-site.ts';
import type { Product } from '../../../common/types.ts';
import { notFound } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';
import { viewerOf } from './recensioni.ts';

export async function guideRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const visibleGuide = async (request: FastifyRequest) => {
    const guide = await services.guides.get(viewerOf(request), parseId((request.params as { id: string }).id));
    if (!guide) throw notFound(SITE_MSG.guideNotFound);
    return guide;
  };

  app.get('/guide', { config: { public: true } }, async (request) => {
    const query = parse(listQuerySchema, request.query);
    return services.guides.list(viewerOf(request), query);
  });

  app.get('/guide/:id', { config: { public: true } }, async (request) => visibleGuide(request));

  /** The products of a guide, in the guide's order (products deleted since are skipped). */
  app.get('/guide/:id/prodotti', { config: { public: true } }, async (request) => {
    const guide = await visibleGuide(request);
    const products = await Promise.all(guideProductIds(guide).map((id) => services.products.get(id)));
    return products.filter((p): p is Product => p !== undefined);
  });
}
