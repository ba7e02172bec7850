import { SITE_MSG } from '../../../common/messages-site.ts';
import { parseRouteId } from '../../lib/content.server.ts';
import { guideView } from '../../lib/pages/guide-view.server.ts';
import { GuidePage, guidePageMeta } from '../../components/site/pages/guide-page.tsx';
import { errorTitle, RouteErrorMessage } from '../../components/site/route-error.tsx';
import { missingPage } from '../../lib/missing-page.server.ts';
import { errorMeta, siteFromMatches } from '../../lib/seo.ts';
import { AUTHOR_TOPICS, BLOCK_TOPICS, GUIDE_TOPICS, pageCache, PRODUCT_TOPICS } from '../../../common/cache-topics.ts';
import type { Route } from './+types/guida';

/** The render cache keeps this page for anonymous visitors (decision 0027). A guide shows the products it recommends, with their prices, its texts may hold blocks, and it carries its writer's byline. */
export const handle = { cache: pageCache([...GUIDE_TOPICS, ...PRODUCT_TOPICS, ...BLOCK_TOPICS, ...AUTHOR_TOPICS]) };

/** Public guide page (/guida/{id}): cover with the title, introduction, product sections, conclusion. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services } = context;
  const id = parseRouteId(params.id);
  if (id === null) throw await missingPage(context, request, SITE_MSG.guideInvalidId);
  const guide = await services.guides.get(context.viewer, id);
  if (!guide) throw await missingPage(context, request, SITE_MSG.guideLoadError);
  return { guide: await guideView(services, guide) };
}

export function meta({ data: loaded, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (error || !loaded) return errorMeta(site, errorTitle(error, SITE_MSG.guideLoadError));
  return guidePageMeta(site, loaded.guide);
}

export default function Guida({ loaderData }: Route.ComponentProps) {
  return <GuidePage guide={loaderData.guide} />;
}

export function ErrorBoundary() {
  return <RouteErrorMessage fallback={SITE_MSG.guideLoadError} back={{ to: '/guide', label: SITE_MSG.guidesTitle }} />;
}
