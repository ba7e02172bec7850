import type { FastifyInstance, FastifyRequest } from 'fastify';
import { promptsQuerySchema } from '../../../common/schemas-dashboard.ts';
import { promptErrorMessage, promptGenerateSchema, promptSchema } from '../../../common/schemas-prompts.ts';
import { type Prompt, PROMPT_TYPES } from '../../../common/types.ts';
import { z } from '../../../common/validation.ts';
import type { Services } from '../../services.ts';
import { logActivity } from '../activity.ts';
import { parse, parseId } from '../validate.ts';
import { parseDashboard } from '../validate-dashboard.ts';

type IdParams = { Params: { id: string } };

/** 'Prompt cambiato' in the activity log, with what changed (decision 0064). */
const logPrompt = (request: FastifyRequest, services: Services, prompt: Prompt, operazione: string) =>
  logActivity(request, services, { azione: 'prompt_cambiato', tipo_oggetto: 'prompt', id_oggetto: prompt.id, titolo: prompt.titolo, dettagli: { operazione } });

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
    await logPrompt(request, services, prompt, 'creato');
    return reply.status(201).send(prompt);
  });

  app.put<IdParams>('/prompts/:id', { config: { ruolo: 'editor' } }, async (request) => {
    const id = parseId(request.params.id);
    const prompt = await services.prompts.update(id, parse(promptSchema, request.body, promptErrorMessage));
    await logPrompt(request, services, prompt, 'modificato');
    return prompt;
  });

  app.delete<IdParams>('/prompts/:id', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const prompt = await services.prompts.getOrThrow(parseId(request.params.id));
    await services.prompts.delete(prompt.id);
    await logPrompt(request, services, prompt, 'eliminato');
    return reply.status(204).send();
  });

  app.patch<IdParams>('/prompts/:id/default', { config: { ruolo: 'editor' } }, async (request) => {
    const prompt = await services.prompts.setDefault(parseId(request.params.id));
    await logPrompt(request, services, prompt, 'predefinito');
    return prompt;
  });

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
