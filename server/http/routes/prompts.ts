import type { FastifyInstance } from 'fastify';
import { promptsQuerySchema } from '../../../common/schemas-dashboard.ts';
import type { Services } from '../../services.ts';
import { parseDashboard } from '../validate-dashboard.ts';

/**
 * Prompts, read-only for now (the products screen lists the active review prompts); the prompts
 * screen of the AI issue adds the writes.
 */
export async function promptsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/prompts', async (request) => {
    const query = parseDashboard(promptsQuerySchema, request.query);
    return services.prompts.list({
      tipo: query.tipo,
      active: query.active === undefined ? undefined : query.active === '1',
      q: query.q || undefined,
      order: query.order,
      limit: query.limit,
    });
  });
}
