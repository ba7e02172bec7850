import type { FastifyInstance } from 'fastify';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import { LIST_MSG } from '../../../common/messages-lists.ts';
import { isContentType } from '../../../common/content-types.ts';
import { confirmSchema, publishSchema } from '../../../common/schemas-claims.ts';
import { bulkSchema } from '../../../common/schemas-lists.ts';
import { deleteChoiceSchema, redirectErrorMessage } from '../../../common/schemas-redirects.ts';
import { scheduleErrorMessage, scheduleSchema } from '../../../common/schemas-schedule.ts';
import { errorMessageFor } from '../../../common/validation.ts';
import type { ContentEntry } from '../../domain/content/publishable.ts';
import { missing } from '../../domain/content/publishable.ts';
import { badRequest } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { abortOnDisconnect } from '../abort-on-disconnect.ts';
import { runBulk } from '../list-answers.ts';
import { assertMayConfirm, assertTextAccess } from '../text-access.ts';
import { resolverOf, viewerOf } from '../request-context.ts';
import { parse, parseId } from '../validate.ts';
import { guardOf, sendVersion, staffVersion } from '../versions.ts';

type IdParams = { Params: { id: string } };

/** POST /api/{path}/azioni: one action on up to 100 items (by their own ids). */
const contentBulkSchema = bulkSchema(['pubblica', 'archivia', 'bozza', 'elimina']);
const STATUS_OF = { archivia: 'archiviata', bozza: 'bozza' } as const;

/**
 * The routes every publishable type shares (spec section 7; decision 0044), built
 * once from the registry (server/domain/content/registry.ts), which maps each type's answers:
 * - GET /{path}/{id}: what the viewer may read; staff also get its ETag (decision 0031).
 * - PUT /{path}/{id}: the save; If-Match: 412 when stale; the answer carries the new ETag and
 *   `avvisi` when a pasted Amazon link's foreign tag was replaced by ours.
 * - DELETE /{path}/{id} → 204; `?esito=410` or `?esito=301&a=/percorso` leaves a published text's
 *   address answering 'Contenuto rimosso' or a redirect (Reindirizzamenti) instead of a 404.
 * - POST|PATCH /{path}/{id}/pubblica {conferme?}: 409 {error, non_verificati} while claims remain
 *   unresolved (decision 0023). POST|PATCH /{path}/{id}/archivia.
 * - POST /{path}/{id}/programma {quando, conferme?}; DELETE …/programma → 204.
 * - POST /{path}/azioni {azione, ids} → {riusciti, falliti}: each item through its own call, so a
 *   bulk Pubblica passes the same gate (an item with unresolved claims is reported, not published).
 * A review's GET/PUT/DELETE path id is its PRODUCT id; every other one is the content's own id.
 */
export async function contentRoutes(app: FastifyInstance, { services }: { services: Services }) {
  for (const entry of Object.values(services.content)) sharedRoutes(app, services, entry);

  /** GET /api/verifica/{tipo}/{id}: the claims still to resolve, the latest model-based verification, the confirmations. */
  app.get<TypeParams>('/verifica/:tipo/:id', { config: { ruolo: 'collaboratore' } }, async (request) => {
    const entry = entryOf(services, request.params.tipo);
    return entry.claimReport(parseId(request.params.id));
  });

  /** POST /api/verifica/{tipo}/{id}: the model-based verification again over the stored text; answers like the GET. */
  app.post<TypeParams>('/verifica/:tipo/:id', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const entry = entryOf(services, request.params.tipo);
    const id = parseId(request.params.id);
    await entry.reverify(id, abortOnDisconnect(request, reply));
    return entry.claimReport(id);
  });

  /**
   * POST /api/verifica/{tipo}/{id}/conferme {conferme: [{testo, fonte}]}: confirmations recorded
   * without publishing (decision 0069; 'Conferma con la scheda'), by who may confirm at publication
   * on a text they may edit; a claim the stored text does not hold is refused (409). Answers like the GET.
   */
  app.post<TypeParams>('/verifica/:tipo/:id/conferme', { config: { ruolo: 'collaboratore' } }, async (request) => {
    const entry = entryOf(services, request.params.tipo);
    const id = parseId(request.params.id);
    const { conferme } = parse(confirmSchema, request.body ?? {}, errorMessageFor(CLAIMS_MSG));
    assertMayConfirm(request, request.body);
    await assertTextAccess(request, entry, 'id', id, 'modifica');
    return entry.claimReport(id, { conferme, utente: resolverOf(request) });
  });
}

type TypeParams = { Params: { tipo: string; id: string } };

function entryOf(services: Services, tipo: string): ContentEntry {
  if (!isContentType(tipo)) throw badRequest(CLAIMS_MSG.typeInvalid);
  return services.content[tipo];
}

function sharedRoutes(app: FastifyInstance, services: Services, entry: ContentEntry) {
  const { path, tipo } = entry;

  app.get<IdParams>(`/${path}/:id`, { config: { public: true } }, async (request, reply) => {
    const pathId = parseId(request.params.id);
    const etag = await staffVersion(request, services.db, tipo, pathId);
    return sendVersion(reply, etag, await entry.read(viewerOf(request), pathId));
  });

  app.put<IdParams>(`/${path}/:id`, { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const pathId = parseId(request.params.id);
    assertMayConfirm(request, request.body);
    await assertTextAccess(request, entry, 'path', pathId, 'modifica', request.body);
    const guard = guardOf(request);
    const answer = await entry.save(pathId, request.body, { utente: resolverOf(request), guard, avvisi: new Set<string>() });
    return sendVersion(reply, guard.etag, answer);
  });

  app.delete<IdParams>(`/${path}/:id`, { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const pathId = parseId(request.params.id);
    await assertTextAccess(request, entry, 'path', pathId, 'elimina');
    // Optional: what the text's public address answers afterwards (?esito=410, ?esito=301&a=/…).
    const choice = parse(deleteChoiceSchema, request.query, redirectErrorMessage);
    const address = choice.esito === undefined ? undefined : await entry.address(pathId);
    const leave = address === undefined ? null : services.redirects.prepareAfterDelete(address, choice);
    if (!(await entry.deleteByPath(pathId, resolverOf(request)))) throw missing(entry.table);
    await leave?.(resolverOf(request)?.id ?? null);
    return reply.status(204).send();
  });

  app.route<IdParams>({
    method: ['POST', 'PATCH'],
    url: `/${path}/:id/pubblica`,
    config: { ruolo: 'autore' },
    handler: async (request) => {
      const { conferme } = parse(publishSchema, request.body ?? {}, entry.errorMessage);
      const id = parseId(request.params.id);
      assertMayConfirm(request, request.body);
      await assertTextAccess(request, entry, 'id', id, 'pubblica');
      return entry.publish(id, { conferme, utente: resolverOf(request) });
    },
  });

  app.route<IdParams>({
    method: ['POST', 'PATCH'],
    url: `/${path}/:id/archivia`,
    config: { ruolo: 'autore' },
    handler: async (request) => {
      const id = parseId(request.params.id);
      await assertTextAccess(request, entry, 'id', id, 'pubblica');
      return entry.setStatus(id, 'archiviata', resolverOf(request));
    },
  });

  app.post<IdParams>(`/${path}/:id/programma`, { config: { ruolo: 'autore' } }, async (request) => {
    const input = parse(scheduleSchema, request.body ?? {}, scheduleErrorMessage);
    const id = parseId(request.params.id);
    assertMayConfirm(request, request.body);
    await assertTextAccess(request, entry, 'id', id, 'pubblica');
    return services.scheduledPublishing.schedule(tipo, id, input, resolverOf(request));
  });

  app.delete<IdParams>(`/${path}/:id/programma`, { config: { ruolo: 'autore' } }, async (request, reply) => {
    const id = parseId(request.params.id);
    await assertTextAccess(request, entry, 'id', id, 'pubblica');
    await services.scheduledPublishing.cancel(tipo, id, resolverOf(request));
    return reply.status(204).send();
  });

  app.post(`/${path}/azioni`, { config: { ruolo: 'collaboratore' } }, async (request) => {
    const { azione, ids } = parse(contentBulkSchema, request.body, errorMessageFor(LIST_MSG));
    const utente = resolverOf(request);
    return runBulk(request, ids, async (id) => {
      // Each item under its own rule: a refused one is reported in `falliti`, the others go on.
      await assertTextAccess(request, entry, 'id', id, azione === 'elimina' ? 'elimina' : 'pubblica');
      if (azione === 'pubblica') return entry.publish(id, { utente });
      if (azione !== 'elimina') return entry.setStatus(id, STATUS_OF[azione], utente);
      if (!(await entry.deleteById(id, utente))) throw missing(entry.table);
    });
  });
}
