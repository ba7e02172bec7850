import type { FastifyInstance, FastifyRequest } from 'fastify';
import { atLeast } from '../../../common/roles.ts';
import type { Services } from '../../services.ts';

/**
 * The dashboard overview: counters and the 5 latest products, reviews and guides, in one call,
 * with how responsive this server instance is (its event loop) and, for editors and above, the
 * shared cache whose purges keep failing (decision 0071).
 */
export async function panoramicaRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const sharedCache = async (request: FastifyRequest) => {
    const purges = services.sharedCachePurges;
    if (!purges || !request.session || !atLeast(request.session.user.ruolo, 'editor')) return {};
    const health = await purges.health();
    return health ? { cache_condivisa: health } : {};
  };
  app.get('/panoramica', { config: { ruolo: 'collaboratore' } }, async (request) => {
    const [overview, cache] = await Promise.all([services.overview.get(), sharedCache(request)]);
    return { ...overview, server: app.eventLoopWatch.health(), ...cache };
  });
}
