import type { FastifyInstance } from 'fastify';
import { PREVIEW_MSG } from '../../../common/messages-previews.ts';
import { previewSchema } from '../../../common/schemas-previews.ts';
import { errorMessageFor } from '../../../common/validation.ts';
import type { Services } from '../../services.ts';
import { resolverOf } from '../request-context.ts';
import { parse } from '../validate.ts';

/**
 * The previews of what is not saved yet, staff only (private like every route that does not say
 * `public`; a write, so behind the CSRF origin check too): the editor sends its current fields, the
 * answer names the staff-only page (/anteprima/{token}) that shows them with the public template.
 */
export async function anteprimeRoutes(app: FastifyInstance, { services }: { services: Services }) {
  /** {tipo, id|null, ...campi} → 201 {token, url, scade_il}. */
  app.post('/anteprime', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const { tipo, id, ...fields } = parse(previewSchema, request.body, errorMessageFor(PREVIEW_MSG));
    const created = await services.previews.create(tipo, id, fields, resolverOf(request)?.username ?? null);
    return reply.status(201).header('cache-control', 'no-store').send(created);
  });
}
