import type { FastifyInstance } from 'fastify';
import { scheduleErrorMessage, scheduleSchema } from '../../../common/schemas-schedule.ts';
import type { ScheduledType } from '../../domain/scheduled-publishing.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';
import { resolverOf } from './verifica.ts';

type IdParams = { Params: { id: string } };

/** The path of each schedulable content; `{id}` is the content's own id (a review's REVIEW id, as for Pubblica). */
const PATHS: ReadonlyArray<readonly [string, ScheduledType]> = [
  ['recensioni', 'recensione'],
  ['guide', 'guida'],
  ['notizie', 'notizia'],
];

/**
 * Scheduled publishing (staff only), for reviews, guides and news alike:
 * - `POST /api/{recensioni|guide|notizie}/{id}/programma` {quando: ISO 8601 with offset, conferme?}
 *   → the item with `pubblicazione_programmata` (UTC); 400 for a time malformed, missing or not in
 *   the future; 404 unknown id; 409 already published; 409 {error, non_verificati} while claims
 *   are unresolved (the gate of Pubblica).
 * - `DELETE` on the same path → 204, the schedule removed; 404 unknown id.
 */
export async function programmaRoutes(app: FastifyInstance, { services }: { services: Services }) {
  for (const [path, tipo] of PATHS) {
    app.post<IdParams>(`/${path}/:id/programma`, async (request) => {
      const id = parseId(request.params.id);
      const input = parse(scheduleSchema, request.body ?? {}, scheduleErrorMessage);
      return services.scheduledPublishing.schedule(tipo, id, input, resolverOf(request));
    });
    app.delete<IdParams>(`/${path}/:id/programma`, async (request, reply) => {
      await services.scheduledPublishing.cancel(tipo, parseId(request.params.id));
      return reply.status(204).send();
    });
  }
}
