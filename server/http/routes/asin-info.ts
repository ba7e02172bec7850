import type { FastifyInstance } from 'fastify';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { asinQuerySchema } from '../../../common/schemas-dashboard.ts';
import { AppError } from '../../domain/errors.ts';
import { parseDashboard } from '../validate-dashboard.ts';

/** GET /api/asin-info?asin=…: the ASIN is validated; the marketplace lookup is its own issue (501 until then). */
export async function asinInfoRoutes(app: FastifyInstance) {
  app.get('/asin-info', async (request) => {
    parseDashboard(asinQuerySchema, request.query);
    throw new AppError(501, DASH_MSG.asinUnavailable);
  });
}
