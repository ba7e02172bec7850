import type { ContentType } from '../common/content-types.ts';
import type { Config } from './config.ts';
import { createContentChanges } from './db/content-changes.ts';
import type { Db } from './db/index.ts';
import { AboutService } from './domain/about.ts';
import { AiService } from './domain/ai.ts';
import { AuthService } from './domain/auth.ts';
import { CategoriesService } from './domain/categories.ts';
import { ClaimChecksService } from './domain/claim-checks.ts';
import { ContactService } from './domain/contact.ts';
import { contentRegistry } from './domain/content/registry.ts';
import { registryWithActivity, restoreWithActivity } from './domain/content/activity-log.ts';
import { GuidesService } from './domain/guides.ts';
import { ImagesService } from './domain/images.ts';
import { JobsService } from './domain/jobs.ts';
import { MediaService } from './domain/media.ts';
import { DEFAULT_REFRESH, ProductRefreshService } from './domain/product-refresh.ts';
import { KeysService } from './domain/keys.ts';
import { NewsService } from './domain/news.ts';
import { FeedSourcesService } from './domain/feed-sources.ts';
import { NewsDraftsService } from './domain/news-drafts.ts';
import { NewsFeedsService } from './domain/news-feeds.ts';
import { NewsWritingService } from './domain/news-writing.ts';
import { OverviewService } from './domain/overview.ts';
import { ProductsService } from './domain/products.ts';
import { PromptsService } from './domain/prompts.ts';
import { PresenceService } from './domain/presence.ts';
import { ReviewsService } from './domain/reviews.ts';
import { restoreWriter } from './domain/revision-restore.ts';
import { PreviewsService } from './domain/previews.ts';
import { RevisionsService } from './domain/revisions.ts';
import { ScheduledPublishingService } from './domain/scheduled-publishing.ts';
import { StatisticsService } from './domain/statistics.ts';
import { RedirectsService } from './domain/redirects.ts';
import { TrendsService } from './domain/trends.ts';
import { UsersService } from './domain/users.ts';
import { AuthorsService } from './domain/authors.ts';
import { ProfilesService } from './domain/profiles.ts';
import { ActivityService } from './domain/activity.ts';
import { ReviewFlowService } from './domain/content/review-flow.ts';
import { createIntegrations } from './integrations/index.ts';
import { createPurger } from './integrations/shared-cache/index.ts';
import { SharedCachePurgesService } from './domain/shared-cache-purges.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { SecretBox } from './lib/secret-box.ts';

/**
 * Every domain service, created once at boot and shared by the API, the SSR loaders and the jobs.
 * The outside-service clients are built here too (server/integrations) and handed to the services
 * that need them.
 */
export function createServices(config: Config, db: Db, { clock = systemClock }: { clock?: Clock } = {}) {
  const users = new UsersService(db, clock);
  const keys = new KeysService(db, new SecretBox(config.appSecret), { openai: config.openai.apiKey, unsplash: config.unsplash.accessKey }, clock);
  const integrations = createIntegrations(config, { readKey: (name) => keys.get(name) });
  const products = new ProductsService(db, { baseUrl: config.amazon.baseUrl, tag: config.amazon.tag }, clock);
  const jobs = new JobsService(db, clock);
  const ai = new AiService(db, integrations.openai, clock);
  const prompts = new PromptsService(db, ai, clock);
  // The publishing gate of AI text: confirmations and model-based verifications (decision 0023).
  const claims = new ClaimChecksService(db, ai, clock);
  // The history of what the editors edit (decision 0032): every save path keeps what it replaces.
  const revisions = new RevisionsService(db, clock);
  const news = new NewsService(db, claims, revisions, clock);
  const images = new ImagesService(db, integrations.unsplash, clock);
  const feedSources = new FeedSourcesService(db, config.feedUrls, clock);
  const reviews = new ReviewsService(db, claims, { products, prompts, ai }, revisions, clock);
  const guides = new GuidesService(db, claims, { products, prompts, ai, images }, revisions, clock);
  const about = new AboutService(db, revisions, clock);
  // Page views and Amazon clicks, counted in memory and written every 10 s (boot starts the timer).
  const statistics = new StatisticsService(db, { secret: config.appSecret, clock });
  // The publishable types, each declared once: the shared routes, the scheduler and the restore read it.
  // Each action on them writes the activity log (decision 0064), whatever route or job calls it.
  const activity = new ActivityService(db, clock);
  const content = registryWithActivity(contentRegistry({ reviews, guides, news, amazon: config.amazon, kysely: db.kysely }), { db, activity });
  revisions.connect(restoreWithActivity(restoreWriter({ content, about }), { db, activity }));
  const contentChanges = createContentChanges(db, { logger: { error: (m) => console.error(m) } });
  const purger = createPurger(config.sharedCache);
  return {
    config,
    db,
    /** The time every service reads (the system clock; tests set their own). */
    clock,
    /** Writes to the content tables, from every instance (the render cache listens). */
    contentChanges,
    /** With a shared cache in front (SHARED_CACHE), its purges by tag as topics change (boot starts them; decision 0071). */
    sharedCachePurges: purger ? new SharedCachePurgesService(db, purger, contentChanges, { clock, backoffMs: config.retryBackoffMs }) : null,
    users,
    /** Il mio profilo: each user's own display name, bio and picture (decision 0066). */
    profiles: new ProfilesService(db, clock),
    /** The texts' writers as the public site shows them: bylines, /autore/{slug}. */
    authors: new AuthorsService(db),
    /** The activity log: who did what and when (decision 0064). */
    activity,
    auth: new AuthService(db, users, clock),
    categories: new CategoriesService(db, clock),
    products,
    reviews,
    guides,
    news,
    content,
    claims,
    /** GET /api/verifica/{tipo}/{id}: the claims still to resolve, the latest model pass, the confirmations. */
    claimReport: (tipo: ContentType, id: number) => content[tipo].claimReport(id),
    prompts,
    about,
    revisions,
    /** 'Anteprima': an editor's unsaved draft, shown for an hour with the public page's template. */
    previews: new PreviewsService(db, clock),
    /** Who else has a text open in an editor (PUT/DELETE /api/presenze/{tipo}/{id}). */
    presence: new PresenceService(db, clock),
    /** 'Programma': publications at a set time, through each content's own Pubblica (job 'pubblicazione-programmata'). */
    scheduledPublishing: new ScheduledPublishingService(db, content, clock, activity),
    /** 'Invia in revisione', 'Rimanda all’autore' and what waits for an editor (decision 0065). */
    reviewFlow: new ReviewFlowService(db, content, activity, clock),
    contact: new ContactService(db, { mailer: integrations.mailer, site: { siteName: config.siteName, contactEmail: config.contactEmail } }, clock),
    // Dashboard
    keys,
    overview: new OverviewService(db, statistics, clock),
    /** Page views (counted as public pages are served), Amazon link clicks (POST /api/clic), GET /api/statistiche. */
    statistics,
    /** Reindirizzamenti: 301s and 410s of addresses that no longer answer, their uses counted in memory. */
    redirects: new RedirectsService(db, clock),
    // Outside services and jobs
    jobs,
    productRefresh: new ProductRefreshService(
      db,
      products,
      jobs,
      integrations.amazon,
      {
        ...DEFAULT_REFRESH,
        spacingMs: config.amazon.refreshSpacingMs,
      },
      clock,
    ),
    // AI: every call records its token usage in ai_usage
    ai,
    // Google Trends analysis, cached an hour in the database
    trends: new TrendsService(db, integrations.trends, {}, clock),
    // Cover images from Unsplash
    images,
    /** The media library: uploads (processed with sharp, kept in the media storage) and Unsplash picks. */
    media: new MediaService(db, integrations.mediaStorage, clock),
    // News pipeline: feed sources, candidates, drafts; AI summaries and articles
    feedSources,
    newsFeeds: new NewsFeedsService(db, { sources: feedSources, feeds: integrations.feeds, ingestTimeoutMs: config.feeds.ingestTimeoutMs }, clock),
    newsDrafts: new NewsDraftsService({ news, articles: integrations.articles }),
    newsWriting: new NewsWritingService(db, ai),
  };
}

export type Services = ReturnType<typeof createServices>;
