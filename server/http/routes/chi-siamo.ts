import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ABOUT_TITLE } from '../../../common/messages-activity.ts';
import { aboutSchema } from '../../../common/schemas-dashboard.ts';
import type { Services } from '../../services.ts';
import { logActivity } from '../activity.ts';
import { parseId } from '../validate.ts';
import { parseDashboard } from '../validate-dashboard.ts';
import { guardOf, sendVersion, staffVersion } from '../versions.ts';

/** An edit of the About page in the activity log (decision 0064). */
const logAbout = (request: FastifyRequest, services: Services, id: number | null) =>
  logActivity(request, services, { azione: 'modificato', tipo_oggetto: 'chi-siamo', id_oggetto: id, titolo: ABOUT_TITLE });

/**
 * The About text: a public read, private writes (sanitised HTML, a single row). Staff reads carry
 * the text's ETag and every write honours If-Match (412 when stale, decision 0031).
 */
export async function chiSiamoRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/chi-siamo', { config: { public: true } }, async (request, reply) => {
    const etag = request.session ? await staffVersion(request, services.db, 'chi-siamo', await services.about.currentId()) : undefined;
    return sendVersion(reply, etag, await services.about.get());
  });

  /** Creates the text when there is none, else updates it: 201 or 200. */
  const save = async (request: FastifyRequest, reply: FastifyReply) => {
    const { contenuto } = parseDashboard(aboutSchema, request.body);
    const guard = guardOf(request);
    const { about, created } = await services.about.save(contenuto, guard, request.session?.user.username ?? null);
    await logAbout(request, services, about.id);
    return reply.status(created ? 201 : 200).send(sendVersion(reply, guard.etag, about));
  };
  app.post('/chi-siamo', { config: { ruolo: 'editor' } }, save);
  app.put('/chi-siamo', { config: { ruolo: 'editor' } }, save);

  app.put<{ Params: { id: string } }>('/chi-siamo/:id', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const id = parseId(request.params.id);
    const { contenuto } = parseDashboard(aboutSchema, request.body);
    const guard = guardOf(request);
    const about = await services.about.update(id, contenuto, guard, request.session?.user.username ?? null);
    await logAbout(request, services, about.id);
    return sendVersion(reply, guard.etag, about);
  });
}
