import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../common/messages.ts';
import type { TrendResponse } from '../../../common/schemas-trends.ts';
import { AppError } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';

/**
 * The trend analysis (spec sections 3 and 7): POST /api/trends/analyze with
 * {terms[], timeframe, geo, type: 'all'} answers {status, data, error} — 'ok' with the result, or
 * 'error' with an Italian message and the matching status: 400 invalid request, 503 Google's 429
 * (retry later), 502 Google down or unreadable, 504 Google too slow. Private (a session).
 */
export async function trendsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.post(
    '/trends/analyze',
    {
      config: { ruolo: 'collaboratore' },
      // Failures decided before the handler (broken JSON, a body too large…) come as {error} from
      // the shared error plugin: give them the same {status, data, error} shape as the handler's.
      // The guard's 401 stays exactly {error}, as on every private route (tests/api/guard.test.ts).
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode < 400 || reply.statusCode === 401 || typeof payload !== 'string') return payload;
        try {
          const body = JSON.parse(payload) as Record<string, unknown>;
          if ('status' in body || typeof body.error !== 'string') return payload;
          return JSON.stringify({ status: 'error', data: null, ...body } satisfies Partial<TrendResponse>);
        } catch {
          return payload;
        }
      },
    },
    async (request, reply): Promise<TrendResponse> => {
      reply.header('cache-control', 'no-store');
      try {
        const data = await services.trends.analyze(request.body);
        return { status: 'ok', data, error: null };
      } catch (err) {
        if (err instanceof AppError) {
          if (err.statusCode >= 500) request.log.warn({ err }, 'analisi tendenze non riuscita');
          reply.status(err.statusCode);
          return { status: 'error', data: null, error: err.message };
        }
        request.log.error({ err }, 'errore non gestito');
        reply.status(500);
        return { status: 'error', data: null, error: MSG.internal };
      }
    },
  );
}
