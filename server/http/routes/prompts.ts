import type { FastifyInstance } from 'fastify';
import { promptsQuerySchema } from '../../../common/schemas-dashboard.ts';
import { promptErrorMessage, promptGenerateSchema, promptSchema } from '../../../common/schemas-prompts.ts';
import { PROMPT_TYPES } from '../../../common/types.ts';
import { z } from '../../../common/validation.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';
import { parseDashboard } from '../validate-dashboard.ts';

type IdParams = { Params: { id: string } };

const defaultsQuerySchema = z.object({ tipo: z.enum(PROMPT_TYPES).optional() });

/**
 * Prompts (spec section 7): list with filters, read, create, update, delete (not the default),
 * the defaults of each type, make one the default, and 'Genera prompt' through the AI.
 * Every route needs a session (the dashboard guard).
 */
export async function promptsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/prompts', { config: { ruolo: 'collaboratore' } }, async (request) => {
    const query = parseDashboard(promptsQuerySchema, request.query);
    return services.prompts.list({
      tipo: query.tipo,
      active: query.active === undefined ? undefined : query.active === '1',
      q: query.q || undefined,
      sort: query.sort,
      order: query.order,
      limit: query.limit,
      offset: query.offset,
    });
  });

  /** {recensione, guida, notizia} → the default prompt or null; with ?tipo only that key. */
  app.get('/prompts/defaults', { config: { ruolo: 'collaboratore' } }, async (request) => {
    const { tipo } = parse(defaultsQuerySchema, request.query);
    const all = await services.prompts.defaults();
    return tipo ? { [tipo]: all[tipo] } : all;
  });

  app.get<IdParams>('/prompts/:id', { config: { ruolo: 'collaboratore' } }, async (request) => services.prompts.getOrThrow(parseId(request.params.id)));

  app.post('/prompts', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const prompt = await services.prompts.createFromApi(parse(promptSchema, request.body, promptErrorMessage));
    return reply.status(201).send(prompt);
  });

  app.put<IdParams>('/prompts/:id', { config: { ruolo: 'editor' } }, async (request) => {
    const id = parseId(request.params.id);
    return services.prompts.update(id, parse(promptSchema, request.body, promptErrorMessage));
  });

  app.delete<IdParams>('/prompts/:id', { config: { ruolo: 'editor' } }, async (request, reply) => {
    await services.prompts.delete(parseId(request.params.id));
    return reply.status(204).send();
  });

  app.patch<IdParams>('/prompts/:id/default', { config: { ruolo: 'editor' } }, async (request) => services.prompts.setDefault(parseId(request.params.id)));

  /** {titolo, tipo (or categoria), direttive, lingua?} → {prompt}; failures answer {error} in Italian. */
  app.post('/prompts/genera', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const input = parse(promptGenerateSchema, request.body, promptErrorMessage);
    // The editor closed the page before the answer: stop waiting for the AI.
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) controller.abort(new Error('richiesta chiusa dal client'));
    });
    return services.prompts.generate(input, controller.signal);
  });
}
