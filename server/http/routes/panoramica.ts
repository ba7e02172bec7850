import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

/**
 * The dashboard overview: counters and the 5 latest products, reviews and guides, in one call,
 * with how responsive this server instance is (its event loop).
 */
export async function panoramicaRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/panoramica', { config: { ruolo: 'collaboratore' } }, async () => ({ ...(await services.overview.get()), server: app.eventLoopWatch.health() }));
}
