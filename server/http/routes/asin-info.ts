import type { FastifyInstance } from 'fastify';
import { amazonShortLink } from '../../../common/asin.ts';
import { asinQuerySchema, dashboardErrorMessage, productCreateSchema } from '../../../common/schemas-dashboard.ts';
import { AppError } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';
import { parseDashboard } from '../validate-dashboard.ts';

/**
 * The ASIN lookup of the dashboard (spec sections 2, 3, 7, 8):
 * - GET /api/asin-info?asin=… (an ASIN, a pasted Amazon URL or an Amazon short link, followed to
 *   its ASIN) reads the product page on Amazon and answers the lookup response, with `esistente`:
 *   the stored product that already has the ASIN ({id, nome}) or null. Failures answer
 *   {error, dettagli} in Italian (404 no such product, 422 a short link that leads to no product,
 *   503 captcha, 504 timeout, 502 network) and never touch a stored product.
 * - POST /api/asin-info saves a product from the add-product screen: {success, error}.
 */
export async function asinInfoRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/asin-info', { config: { ruolo: 'editor' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const raw = (request.query as { asin?: unknown } | undefined)?.asin;
    // A short link (amzn.eu/d/…, amzn.to/…) is followed to its ASIN first; anything else is checked as before.
    const link = typeof raw === 'string' ? amazonShortLink(raw) : null;
    const asin = link ? await services.productRefresh.resolveShortLink(link) : parseDashboard(asinQuerySchema, request.query).asin;
    const page = await services.productRefresh.lookup(asin);
    return { asin, ...page };
  });

  app.post('/asin-info', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const checked = productCreateSchema.safeParse(request.body ?? {});
    if (!checked.success) return reply.status(400).send({ success: false, error: dashboardErrorMessage(checked.error) });
    try {
      const product = await services.products.createFromApi(checked.data);
      return reply.status(201).send({ success: true, error: null, id: product.id, prodotto: product });
    } catch (err) {
      if (err instanceof AppError) return reply.status(err.statusCode).send({ success: false, error: err.message });
      throw err;
    }
  });
}
