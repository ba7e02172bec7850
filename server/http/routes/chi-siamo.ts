import type { FastifyInstance } from 'fastify';
import { aboutSchema } from '../../../common/schemas-dashboard.ts';
import type { Services } from '../../services.ts';
import { parseId } from '../validate.ts';
import { parseDashboard } from '../validate-dashboard.ts';

/** The About text: a public read, private writes (sanitised HTML, a single row). */
export async function chiSiamoRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/chi-siamo', { config: { public: true } }, async () => services.about.get());

  app.post('/chi-siamo', async (request, reply) => {
    const { contenuto } = parseDashboard(aboutSchema, request.body);
    const { about, created } = await services.about.save(contenuto);
    return reply.status(created ? 201 : 200).send(about);
  });

  app.put<{ Params: { id: string } }>('/chi-siamo/:id', async (request) => {
    const id = parseId(request.params.id);
    const { contenuto } = parseDashboard(aboutSchema, request.body);
    return services.about.update(id, contenuto);
  });
}
