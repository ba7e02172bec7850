import type { FastifyInstance } from 'fastify';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import { REVISION_MSG } from '../../../common/messages-revisions.ts';
import { pendingVersionSchema, restoreSchema, revisionListQuerySchema } from '../../../common/schemas-revisions.ts';
import { errorMessageFor } from '../../../common/validation.ts';
import { notFound } from '../../domain/errors.ts';
import { pendingSnapshot } from '../../domain/pending-versions.ts';
import { authorOf } from '../../domain/revisions.ts';
import type { Services } from '../../services.ts';
import { parse, parseId } from '../validate.ts';
import { resolverOf } from '../request-context.ts';
import { assertMayConfirm, assertRevisionAccess } from '../text-access.ts';

type IdParams = { Params: { id: string } };

/**
 * The revisions of reviews, guides, news and the About text (decision 0032), staff only (private
 * like every route that does not say `public`): a content's history, one revision, its restore.
 */
export async function revisioniRoutes(app: FastifyInstance, { services }: { services: Services }) {
  /** ?tipo={recensione|guida|notizia|chi-siamo}&id={id} → [{id, creata_il, autore, azione}], newest first. */
  app.get('/revisioni', { config: { ruolo: 'collaboratore' } }, async (request) => {
    const { tipo, id } = parse(revisionListQuerySchema, request.query, errorMessageFor(REVISION_MSG));
    return services.revisions.list(tipo, id);
  });

  /** {tipo, id, azione: autosalvataggio|proposta, contenuto} → 201 {id, creata_il, autore, azione}: kept, not applied. */
  app.post('/revisioni', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const { tipo, id, azione, contenuto } = parse(pendingVersionSchema, request.body, errorMessageFor(REVISION_MSG));
    await assertRevisionAccess(request, services.content, tipo, id);
    const entry = await services.revisions.savePending(tipo, id, azione, authorOf(resolverOf(request)), pendingSnapshot(tipo, contenuto));
    return reply.status(201).send(entry);
  });

  /** → {id, tipo, id_contenuto, azione, autore, creata_il, contenuto}. */
  app.get<IdParams>('/revisioni/:id', { config: { ruolo: 'collaboratore' } }, async (request) => {
    const revision = await services.revisions.get(parseId(request.params.id));
    if (!revision) throw notFound(REVISION_MSG.revisionNotFound);
    return revision;
  });

  /**
   * {conferme?} → writes the kept content back through the content's save (its status unchanged) →
   * what that save answers; into published text, the publishing gate's 409 {error, non_verificati}
   * until each claim is confirmed with its source in `conferme`.
   */
  app.post<IdParams>('/revisioni/:id/ripristina', { config: { ruolo: 'collaboratore' } }, async (request) => {
    const revId = parseId(request.params.id);
    const { conferme } = parse(restoreSchema, request.body ?? {}, errorMessageFor(CLAIMS_MSG));
    assertMayConfirm(request, request.body);
    const revision = await services.revisions.get(revId);
    if (revision) await assertRevisionAccess(request, services.content, revision.tipo, revision.id_contenuto);
    return services.revisions.restore(revId, resolverOf(request), conferme);
  });
}
