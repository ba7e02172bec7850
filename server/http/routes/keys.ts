import type { FastifyInstance } from 'fastify';
import { keyValueSchema } from '../../../common/schemas-dashboard.ts';
import { parseKeyName } from '../../domain/keys.ts';
import type { Services } from '../../services.ts';
import { parseDashboard } from '../validate-dashboard.ts';

type NameParams = { Params: { name: string } };

/** API keys (openai, unsplash): stored encrypted, only ever shown as their last 4 characters. */
export async function keysRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/keys', { config: { ruolo: 'amministratore' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.keys.status();
  });

  app.put<NameParams>('/keys/:name', { config: { ruolo: 'amministratore' } }, async (request, reply) => {
    const name = parseKeyName(request.params.name);
    const { value } = parseDashboard(keyValueSchema(name), request.body);
    reply.header('cache-control', 'no-store');
    return services.keys.set(name, value);
  });

  app.delete<NameParams>('/keys/:name', { config: { ruolo: 'amministratore' } }, async (request, reply) => {
    await services.keys.delete(parseKeyName(request.params.name));
    return reply.status(204).send();
  });
}
