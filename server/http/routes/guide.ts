import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { guideCreateSchema, guideErrorMessage, guideGenerateSchema } from '../../../common/schemas-guides.ts';
import { listQuerySchema } from '../../../common/schemas-site.ts';
import { z } from '../../../common/validation.ts';
import { notFound } from '../../domain/errors.ts';
import { guideWithOurTags, withNotices } from '../../domain/affiliate-links.ts';
import type { Services } from '../../services.ts';
import { logText } from '../activity.ts';
import { abortOnDisconnect } from '../abort-on-disconnect.ts';
import { parse, parseId } from '../validate.ts';
import { viewerOf } from '../request-context.ts';
import { API_TOPICS } from '../cache-policy.ts';
import { jsonList } from '../json-pages.ts';
import { sendTotal } from '../list-answers.ts';

/** GET /api/guide: the public list's ?stato&limit&offset, and ?q (the title contains it, searched in SQL). */
const guideListQuerySchema = listQuerySchema.extend({
  q: z.preprocess((v) => (v === '' ? undefined : v), z.string({ error: SITE_MSG.invalidSearchText }).trim().max(200, { error: SITE_MSG.invalidSearchText }).optional()),
});

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

  /** The products of a guide, in the guide's order (products deleted since are skipped). */
  app.get('/guide/:id/prodotti', { config: { public: true } }, async (request) => services.guides.productsOf(await visibleGuide(request)));

  // Dashboard: private writes and generation.

  /**
   * {titolo, prodotti[ids], prompt_id?} → {introduzione, sezioni[{id_prodotto, testo}], conclusione},
   * one section per product in the order sent. Nothing is stored.
   */
  app.post('/guide/genera', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const input = parse(guideGenerateSchema, request.body, guideErrorMessage);
    return services.guides.generate(input, abortOnDisconnect(request, reply));
  });

  /** {titolo, immagine, contenuto, prodotti}: `immagine` a URL or the picker's object (recorded and reported to Unsplash). */
  app.post('/guide', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const input = parse(guideCreateSchema, request.body, guideErrorMessage);
    // A foreign affiliate tag in a pasted Amazon link is stored as ours; `avvisi` tells the editor.
    const avvisi = new Set<string>();
    const { guide, tracciato } = await services.guides.createFromApi(
      { ...input, contenuto: guideWithOurTags(input.contenuto, services.config.amazon, avvisi) },
      request.session!.user.id,
    );
    await logText(request, services, 'creato', 'guida', guide.id);
    if (tracciato === false && guide.id_immagine !== null) {
      request.log.warn({ immagine: guide.id_immagine, errore: await services.images.trackingError(guide.id_immagine) }, 'Tracciamento del download Unsplash non riuscito');
    }
    return reply.status(201).send(withNotices(guide, avvisi));
  });
}
