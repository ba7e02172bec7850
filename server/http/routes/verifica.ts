import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLAIM_CONTENT_TYPES, type ClaimContentType } from '../../../common/claims.ts';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import { badRequest } from '../../domain/errors.ts';
import type { Resolver } from '../../domain/claim-checks.ts';
import type { Services } from '../../services.ts';
import { abortOnDisconnect } from '../abort-on-disconnect.ts';
import { parseId } from '../validate.ts';

/** Who resolves claims in this request: the session's user (every dashboard route has one). */
export const resolverOf = (request: FastifyRequest): Resolver | null => (request.session ? { id: request.session.user.id, username: request.session.user.username } : null);

type Params = { Params: { tipo: string; id: string } };

function contentType(value: string): ClaimContentType {
  if (!(CLAIM_CONTENT_TYPES as readonly string[]).includes(value)) throw badRequest(CLAIMS_MSG.typeInvalid);
  return value as ClaimContentType;
}

/**
 * The publishing gate's extra routes (decision 0023), staff only:
 * - GET /api/verifica/{recensione|guida|notizia}/{id}: the claims still to resolve, the latest
 *   model-based verification and the confirmations given (claim, source, who, when).
 * - POST /api/verifica/{tipo}/{id}: the model-based verification again over the stored text
 *   (after a failure, or after edits); answers like the GET.
 */
export async function verificaRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get<Params>('/verifica/:tipo/:id', async (request) => {
    const tipo = contentType(request.params.tipo);
    return services.claimReport(tipo, parseId(request.params.id));
  });

  app.post<Params>('/verifica/:tipo/:id', async (request, reply: FastifyReply) => {
    const tipo = contentType(request.params.tipo);
    const id = parseId(request.params.id);
    const signal = abortOnDisconnect(request, reply);
    if (tipo === 'recensione') await services.reviews.reverify(id, signal);
    else if (tipo === 'guida') await services.guides.reverify(id, signal);
    else await services.news.reverify(id, signal);
    return services.claimReport(tipo, id);
  });
}
