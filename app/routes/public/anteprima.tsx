import { data } from 'react-router';
import { PREVIEW_MSG } from '../../../common/messages-previews.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { ContentPageOf, contentPageMeta } from '../../components/site/pages/content-pages.tsx';
import { UnsavedPreviewBanner } from '../../components/site/preview-banner.tsx';
import { RouteErrorMessage } from '../../components/site/route-error.tsx';
import { previewPage } from '../../lib/pages/preview.server.ts';
import { errorMeta, siteFromMatches } from '../../lib/seo.ts';
import type { Route } from './+types/anteprima';

/**
 * Staff only, whatever the spelling (an anonymous request is a redirect to /login before any
 * render, server/http/page-routes.ts), and the one page the dashboard may show in a frame (the
 * editors' dialog at phone and desktop width). No `handle.cache`: never in the render cache.
 */
export const handle = { staff: true, frames: 'self' };

/** Never stored by any cache, never indexed, whatever the answer. */
export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

/**
 * The editors' preview of what is not saved yet (/anteprima/{token}): the draft an editor sent
 * (POST /api/anteprime) merged into the stored text, rendered by the public page's own template
 * and data builder, under the banner 'Anteprima: modifiche non salvate'. Like every public page,
 * server-rendered HTML with the site's CSS and enhancement scripts, no React in the browser.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await previewPage(context.services, context.viewer, params.token ?? '');
  if (!page) throw data(PREVIEW_MSG.previewNotFound, { status: 404, headers: headers() });
  return page;
}

export function meta({ data: page, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (error || !page) return errorMeta(site, PREVIEW_MSG.previewNotFound);
  return contentPageMeta(site, page.tipo, page.view, { noindex: true });
}

export default function Anteprima({ loaderData: page }: Route.ComponentProps) {
  return <ContentPageOf tipo={page.tipo} view={page.view} banner={<UnsavedPreviewBanner />} />;
}

export function ErrorBoundary() {
  return <RouteErrorMessage fallback={PREVIEW_MSG.previewNotFound} back={{ to: '/', label: SITE_MSG.navHome }} />;
}
