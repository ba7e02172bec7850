import type { FastifyInstance } from 'fastify';
import { INBOX_MSG } from '../../../common/messages-inbox.ts';
import { messageReadSchema } from '../../../common/schemas-dashboard.ts';
import { pageQuerySchema } from '../../../common/schemas.ts';
import { notFound } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';
import { parseDashboard } from '../validate-dashboard.ts';

type IdParams = { Params: { id: string } };

/** The contact inbox (staff only): messages sent from /contatti, newest first. */
export async function messaggiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  // ?limit=…&offset=… give one page; without them, every message (the spec's answer).
  app.get('/messaggi', { config: { ruolo: 'editor' } }, async (request) => services.contact.list(parse(pageQuerySchema, request.query)));

  app.get('/messaggi/non-letti', { config: { ruolo: 'editor' } }, async () => ({ non_letti: await services.contact.countUnread() }));

  app.patch<IdParams>('/messaggi/:id', { config: { ruolo: 'editor' } }, async (request) => {
    const id = parseId(request.params.id);
    const { letto } = parseDashboard(messageReadSchema, request.body);
    if (!(await services.contact.setRead(id, letto))) throw notFound(INBOX_MSG.messagesNotFound);
    return { id, letto };
  });

  app.delete<IdParams>('/messaggi/:id', { config: { ruolo: 'editor' } }, async (request, reply) => {
    if (!(await services.contact.delete(parseId(request.params.id)))) throw notFound(INBOX_MSG.messagesNotFound);
    return reply.status(204).send();
  });
}
