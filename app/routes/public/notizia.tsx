import { data } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { NewsPage, newsPageMeta } from '../../components/site/pages/news-page.tsx';
import { RouteErrorMessage } from '../../components/site/route-error.tsx';
import { newsView } from '../../lib/pages/news-view.server.ts';
import { errorMeta, siteFromMatches } from '../../lib/seo.ts';
import { NEWS_TOPICS, pageCache } from '../../../common/cache-topics.ts';
import type { Route } from './+types/notizia';

/** The render cache keeps this page for anonymous visitors (decision 0027). */
export const handle = { cache: pageCache(NEWS_TOPICS) };

/** News detail (/notizie/{slug}). A logged-in editor also sees drafts, marked as a preview. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context;
  const news = await services.news.getBySlug(context.viewer, params.slug ?? '');
  if (!news) throw data(SITE_MSG.newsNotFound, { status: 404 });
  return { news: await newsView(services, news) };
}

export function meta({ data: loaded, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (error || !loaded) return errorMeta(site, SITE_MSG.newsNotFound);
  return newsPageMeta(site, loaded.news);
}

export default function Notizia({ loaderData }: Route.ComponentProps) {
  return <NewsPage news={loaderData.news} />;
}

export function ErrorBoundary() {
  return <RouteErrorMessage fallback={SITE_MSG.newsNotFound} back={{ to: '/notizie', label: SITE_MSG.newsTitle }} />;
}
