import type { FastifyInstance } from 'fastify';
import { IMAGE_MSG } from '../../../common/messages-images.ts';
import { imageChoiceSchema, imageErrorMessage, imageSearchQuerySchema } from '../../../common/schemas-images.ts';
import { notFound } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { abortOnDisconnect } from '../abort-on-disconnect.ts';
import { parse, parseId } from '../validate.ts';

/**
 * Cover images (spec sections 2, 3, 7, 8), staff only (private like every dashboard route):
 * - GET /api/immagini/cerca?query=… searches Unsplash and answers an array of results
 *   ({id, url, autore, autore_link, thumb, urls, user, links.download_location, …}); a blank
 *   keyword is a 400; Unsplash's failures answer {error} in Italian (503 no key or rate limit,
 *   502 refused key, server error or unreadable answer, 504 timeout) and store nothing.
 * - POST /api/immagini records a chosen photo and reports its use to Unsplash (best effort):
 *   201 {id, url, autore, autore_link, fonte, tracciato, …}. The body is untrusted: only
 *   images.unsplash.com images, unsplash.com profiles and the configured API's download address pass.
 * - GET /api/immagini/{id}: a recorded image (what a form shows for a saved cover).
 */
export async function immaginiRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/immagini/cerca', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const { query } = parse(imageSearchQuerySchema, request.query, imageErrorMessage);
    reply.header('cache-control', 'no-store');
    return services.images.search(query, abortOnDisconnect(request, reply));
  });

  app.post('/immagini', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const choice = parse(imageChoiceSchema, request.body, imageErrorMessage);
    const image = await services.images.record(choice);
    if (!image.tracciato) {
      request.log.warn({ immagine: image.id, errore: await services.images.trackingError(image.id) }, 'Tracciamento del download Unsplash non riuscito');
    }
    return reply.status(201).send(image);
  });

  app.get<{ Params: { id: string } }>('/immagini/:id', { config: { ruolo: 'collaboratore' } }, async (request) => {
    const image = await services.images.get(parseId(request.params.id));
    if (!image) throw notFound(IMAGE_MSG.notFound);
    return image;
  });
}
