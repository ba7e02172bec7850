import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GUIDE_MSG } from '../../../common/messages-guides.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { guideCreateSchema, guideErrorMessage, guideGenerateSchema, guideUpdateSchema } from '../../../common/schemas-guides.ts';
import { LIST_MSG } from '../../../common/messages-lists.ts';
import { bulkSchema } from '../../../common/schemas-lists.ts';
import { listQuerySchema } from '../../../common/schemas-site.ts';
import { errorMessageFor, z } from '../../../common/validation.ts';
import { notFound } from '../../domain/errors.ts';
import { guideWithOurTags, withNotices } from '../../domain/affiliate-links.ts';
import type { Services } from '../../services.ts';
import { abortOnDisconnect } from '../abort-on-disconnect.ts';
import { parse, parseId } from '../validate.ts';
import { publishSchema } from '../../../common/schemas-claims.ts';
import { resolverOf } from './verifica.ts';
import { authorOf } from '../../domain/revisions.ts';
import { viewerOf } from './recensioni.ts';
import { API_TOPICS } from '../cache-policy.ts';
import { jsonList } from '../json-pages.ts';
import { runBulk, sendTotal } from '../list-answers.ts';
import { guardOf, sendVersion, staffVersion } from '../versions.ts';

type IdParams = { Params: { id: string } };

/** GET /api/guide: the public list's ?stato&limit&offset, and ?q (the title contains it, searched in SQL). */
const guideListQuerySchema = listQuerySchema.extend({
  q: z.preprocess((v) => (v === '' ? undefined : v), z.string({ error: SITE_MSG.invalidSearchText }).trim().max(200, { error: SITE_MSG.invalidSearchText }).optional()),
});

/** POST /api/guide/azioni: one action on up to 100 guides. */
const guideBulkSchema = bulkSchema(['pubblica', 'archivia', 'bozza', 'elimina']);

export async function guideRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const visibleGuide = async (request: FastifyRequest) => {
    const guide = await services.guides.get(viewerOf(request), parseId((request.params as { id: string }).id));
    if (!guide) throw notFound(SITE_MSG.guideNotFound);
    return guide;
  };

  /** Visitors read published guides only, whatever they ask; staff asking for a page also get X-Total-Count. */
  app.get('/guide', { config: { public: true, cache: { topics: API_TOPICS.guides, query: guideListQuerySchema } } }, async (request, reply) => {
    const query = parse(guideListQuerySchema, request.query);
    const viewer = viewerOf(request);
    await sendTotal(request, reply, query, () => services.guides.countListed(viewer, query));
    return jsonList(reply, query, (page) => services.guides.list(viewer, { ...query, ...page }));
  });

  /** Staff also get the guide's ETag (decision 0031). */
  app.get<IdParams>('/guide/:id', { config: { public: true } }, async (request, reply) => {
    const etag = await staffVersion(request, services.db, 'guide', parseId(request.params.id));
    return sendVersion(reply, etag, await visibleGuide(request));
  });

  /** The products of a guide, in the guide's order (products deleted since are skipped). */
  app.get('/guide/:id/prodotti', { config: { public: true } }, async (request) => services.guides.productsOf(await visibleGuide(request)));

  // Dashboard: private writes and generation.

  /**
   * {titolo, prodotti[ids], prompt_id?} → {introduzione, sezioni[{id_prodotto, testo}], conclusione},
   * one section per product in the order sent. Nothing is stored.
   */
  app.post('/guide/genera', async (request, reply) => {
    const input = parse(guideGenerateSchema, request.body, guideErrorMessage);
    return services.guides.generate(input, abortOnDisconnect(request, reply));
  });

  /** {titolo, immagine, contenuto, prodotti}: `immagine` a URL or the picker's object (recorded and reported to Unsplash). */
  app.post('/guide', async (request, reply) => {
    const input = parse(guideCreateSchema, request.body, guideErrorMessage);
    // A foreign affiliate tag in a pasted Amazon link is stored as ours; `avvisi` tells the editor.
    const avvisi = new Set<string>();
    const { guide, tracciato } = await services.guides.createFromApi({ ...input, contenuto: guideWithOurTags(input.contenuto, services.config.amazon, avvisi) });
    if (tracciato === false && guide.id_immagine !== null) {
      request.log.warn({ immagine: guide.id_immagine, errore: await services.images.trackingError(guide.id_immagine) }, 'Tracciamento del download Unsplash non riuscito');
    }
    return reply.status(201).send(withNotices(guide, avvisi));
  });

  /** If-Match: 412 when stale; the answer carries the new ETag. */
  app.put<IdParams>('/guide/:id', async (request, reply) => {
    const id = parseId(request.params.id);
    const guard = guardOf(request);
    const input = parse(guideUpdateSchema, request.body, guideErrorMessage);
    const avvisi = new Set<string>();
    const contenuto = input.contenuto === undefined ? undefined : guideWithOurTags(input.contenuto, services.config.amazon, avvisi);
    const guide = await services.guides.update(id, { ...input, contenuto }, resolverOf(request), guard);
    return sendVersion(reply, guard.etag, withNotices(guide, avvisi));
  });

  app.delete<IdParams>('/guide/:id', async (request, reply) => {
    if (!(await services.guides.delete(parseId(request.params.id)))) throw notFound(GUIDE_MSG.guideNotFound);
    return reply.status(204).send();
  });

  /** {conferme?: [{testo, fonte}]}; 409 {error, non_verificati[]} while claims remain unresolved (decision 0023). */
  app.post<IdParams>('/guide/:id/pubblica', async (request) => {
    const id = parseId(request.params.id);
    const { conferme } = parse(publishSchema, request.body ?? {}, guideErrorMessage);
    return services.guides.publish(id, { conferme, utente: resolverOf(request) });
  });

  app.post<IdParams>('/guide/:id/archivia', async (request) => {
    return services.guides.setStatus(parseId(request.params.id), 'archiviata', authorOf(resolverOf(request)));
  });

  /**
   * {azione: 'pubblica'|'archivia'|'bozza'|'elimina', ids} → {riusciti, falliti}: each guide through the
   * single guide's call, so publishing keeps the grounding gate (a guide with unresolved claims is
   * reported, not published).
   */
  app.post('/guide/azioni', async (request) => {
    const { azione, ids } = parse(guideBulkSchema, request.body, errorMessageFor(LIST_MSG));
    const utente = resolverOf(request);
    return runBulk(request, ids, async (id) => {
      if (azione === 'pubblica') return services.guides.publish(id, { utente });
      if (azione === 'archivia') return services.guides.setStatus(id, 'archiviata', authorOf(utente));
      if (azione === 'bozza') return services.guides.setStatus(id, 'bozza', authorOf(utente));
      if (!(await services.guides.delete(id))) throw notFound(GUIDE_MSG.guideNotFound);
    });
  });
}
