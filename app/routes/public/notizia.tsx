import { SITE_MSG } from '../../../common/messages-site.ts';
import { NewsPage, newsPageMeta } from '../../components/site/pages/news-page.tsx';
import { errorTitle, RouteErrorMessage } from '../../components/site/route-error.tsx';
import { missingPage } from '../../lib/missing-page.server.ts';
import { newsView } from '../../lib/pages/news-view.server.ts';
import { errorMeta, siteFromMatches } from '../../lib/seo.ts';
import { AUTHOR_TOPICS, BLOCK_TOPICS, NEWS_TOPICS, pageCache } from '../../../common/cache-topics.ts';
import type { Route } from './+types/notizia';

/** The render cache keeps this page for anonymous visitors (decision 0027). Its text may hold blocks (products with their prices, images); it carries its writer's byline. */
export const handle = { cache: pageCache([...NEWS_TOPICS, ...BLOCK_TOPICS, ...AUTHOR_TOPICS]) };

/** News detail (/notizie/{slug}). A logged-in editor also sees drafts, marked as a preview. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services } = context;
  const news = await services.news.getBySlug(context.viewer, params.slug ?? '');
  if (!news) throw await missingPage(context, request, SITE_MSG.newsNotFound);
  return { news: await newsView(services, news) };
}

export function meta({ data: loaded, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (error || !loaded) return errorMeta(site, errorTitle(error, SITE_MSG.newsNotFound));
  return newsPageMeta(site, loaded.news);
}

export default function Notizia({ loaderData }: Route.ComponentProps) {
  return <NewsPage news={loaderData.news} />;
}

export function ErrorBoundary() {
  return <RouteErrorMessage fallback={SITE_MSG.newsNotFound} back={{ to: '/notizie', label: SITE_MSG.newsTitle }} />;
}
