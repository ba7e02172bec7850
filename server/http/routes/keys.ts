import type { FastifyInstance } from 'fastify';
import { keyValueSchema } from '../../../common/schemas-dashboard.ts';
import { parseKeyName } from '../../domain/keys.ts';
import type { Services } from '../../services.ts';
import { logActivity } from '../activity.ts';
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
    const status = await services.keys.set(name, value);
    // The key's name only: its value never reaches the log.
    await logActivity(request, services, { azione: 'chiave_cambiata', tipo_oggetto: 'chiave', titolo: name, dettagli: { nome: name, operazione: 'impostata' } });
    return status;
  });

  app.delete<NameParams>('/keys/:name', { config: { ruolo: 'amministratore' } }, async (request, reply) => {
    const name = parseKeyName(request.params.name);
    await services.keys.delete(name);
    await logActivity(request, services, { azione: 'chiave_cambiata', tipo_oggetto: 'chiave', titolo: name, dettagli: { nome: name, operazione: 'rimossa' } });
    return reply.status(204).send();
  });
}
