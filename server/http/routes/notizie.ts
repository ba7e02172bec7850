import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pageQuerySchema } from '../../../common/schemas.ts';
import { NEWS_MSG } from '../../../common/messages-news.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { candidateSchema, generateNewsSchema, newsCreateSchema, newsErrorMessage, newsListQuerySchema, persistSchema, summarizeSchema } from '../../../common/schemas-news.ts';
import type { IngestEvent } from '../../../common/types-news.ts';
import { AppError, notFound } from '../../domain/errors.ts';
import { withNotices, withOurTags } from '../../domain/affiliate-links.ts';
import type { Services } from '../../services.ts';
import { logNewsCreated, logText } from '../activity.ts';
import { abortOnDisconnect } from '../abort-on-disconnect.ts';
import { parse } from '../validate.ts';
import { resolverOf } from '../request-context.ts';
import { viewerOf } from '../request-context.ts';
import { API_TOPICS } from '../cache-policy.ts';
import { jsonList } from '../json-pages.ts';
import { sendTotal } from '../list-answers.ts';
import { assertMayConfirm, assertMayPublishNew } from '../text-access.ts';

/** The streamed answer of 'Ingest da feed': one JSON event a line. */
const NDJSON = 'application/x-ndjson';

/**
 * News (spec section 7). Reads are public (anonymous visitors get published items only, without
 * the source's text); every write, the feeds and the AI are for the dashboard (private by default).
 */
export async function notizieRoutes(app: FastifyInstance, { services }: { services: Services }) {
  /** ?stato&q&fonte&limit&offset; staff asking for a page also get X-Total-Count (the same filters, counted in SQL). */
  app.get('/notizie', { config: { public: true, cache: { topics: API_TOPICS.news, query: newsListQuerySchema } } }, async (request, reply) => {
    const query = parse(newsListQuerySchema, request.query);
    const viewer = viewerOf(request);
    await sendTotal(request, reply, query, () => services.news.countListed(viewer, query));
    return jsonList(reply, query, (page) => services.news.list(viewer, { ...query, ...page }));
  });

  app.get('/notizie/slug/:slug', { config: { public: true } }, async (request) => {
    const news = await services.news.getBySlug(viewerOf(request), (request.params as { slug: string }).slug);
    if (!news) throw notFound(SITE_MSG.newsNotFound);
    return news;
  });

  // Dashboard

  app.post('/notizie', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const input = parse(newsCreateSchema, request.body, newsErrorMessage);
    // Created published: the publishing rule of the caller's own text (a collaboratore never).
    if (input.stato === 'pubblicata' || input.stato === 'archiviata') assertMayPublishNew(request);
    assertMayConfirm(request, request.body);
    // A foreign affiliate tag in a pasted Amazon link is stored as ours; `avvisi` tells the editor.
    const avvisi = new Set<string>();
    const contenuto = typeof input.contenuto === 'string' ? withOurTags(input.contenuto, services.config.amazon, avvisi) : input.contenuto;
    const news = await services.news.createFromApi({ ...input, contenuto }, resolverOf(request));
    await logNewsCreated(request, services, news);
    return reply.status(201).send(withNotices(news, avvisi));
  });

  /**
   * Reads every enabled source now, within FEED_INGEST_TIMEOUT_MS; answers the candidates, newest
   * first (each source's outcome: GET /api/fonti-feed). Asked for as `application/x-ndjson`, the
   * answer is the run as it goes, one IngestEvent a line (common/types-news.ts), ending with 'fine'
   * (the candidates and the sources that failed) or 'errore'.
   */
  app.post('/notizie/ingest-feed', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const signal = abortOnDisconnect(request, reply);
    if (!String(request.headers.accept ?? '').includes(NDJSON)) return services.newsFeeds.ingest(signal);
    const stream = new PassThrough();
    const write = (event: IngestEvent) => stream.write(`${JSON.stringify(event)}\n`);
    services.newsFeeds
      .ingest(signal, write)
      .catch((err: unknown) => {
        if (signal.aborted) return;
        request.log.error({ err }, 'lettura dei feed non riuscita');
        write({ tipo: 'errore', error: err instanceof AppError ? err.message : NEWS_MSG.errFeed });
      })
      .finally(() => stream.end());
    // No buffering on the way (a proxy would hold the progress until the end).
    return reply.type(`${NDJSON}; charset=utf-8`).header('cache-control', 'no-store').header('x-accel-buffering', 'no').send(stream);
  });

  /** The candidates already read (by the job or an earlier ingest), without reading the feeds. */
  app.get('/notizie/candidati', { config: { ruolo: 'editor' } }, async (request) => {
    const { limit, offset } = parse(pageQuerySchema, request.query);
    return services.newsFeeds.candidates(limit, offset);
  });

  /** A candidate becomes a draft, with the article's text when its page can be read (409 when already saved). */
  app.post('/notizie/bozze', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const input = parse(candidateSchema, request.body, newsErrorMessage);
    const news = await services.newsDrafts.saveDraft(input, abortOnDisconnect(request, reply), request.session!.user.id);
    await logText(request, services, 'creato', 'notizia', news.id);
    return reply.status(201).send(news);
  });

  app.post('/notizie/persisti', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const { articoli } = parse(persistSchema, request.body, newsErrorMessage);
    const result = await services.newsDrafts.persist(articoli, abortOnDisconnect(request, reply), request.session!.user.id);
    for (const saved of result.salvate) await logText(request, services, 'creato', 'notizia', saved.id);
    return result;
  });

  /** {titolo?, testo} → {sommario}: 2–3 Italian sentences. Nothing is stored. */
  app.post('/notizie/sintetizza', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const input = parse(summarizeSchema, request.body, newsErrorMessage);
    return services.newsWriting.summarize(input, abortOnDisconnect(request, reply));
  });

  /** {titolo, testo, fonte?, link_fonte?, id_prompt?} → {contenuto, non_verificati}. Nothing is stored. */
  app.post('/notizie/genera', { config: { ruolo: 'collaboratore' } }, async (request, reply) => {
    const input = parse(generateNewsSchema, request.body, newsErrorMessage);
    return services.newsWriting.generate(input, abortOnDisconnect(request, reply));
  });
}
