import { Outlet, useMatches } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { DashboardFab } from '../../components/site/dashboard-fab.tsx';
import { SiteFooter } from '../../components/site/footer.tsx';
import { TopBar } from '../../components/site/top-bar.tsx';
import { Enhance } from '../../lib/enhance.tsx';
import { useSiteConfig } from '../../root.tsx';
import type { Route } from './+types/layout';

/**
 * Every public page is server-rendered HTML and is never hydrated (root.tsx reads `hydrate`): its
 * behaviours are small scripts of app/enhance, loaded only where their markup is (decision 0035).
 */
export const handle = { hydrate: false };

/** Feed readers find the RSS feed from any public page. */
export const links = () => [{ rel: 'alternate', type: 'application/rss+xml', title: 'RSS', href: '/feed.xml' }];

/**
 * Whether a logged-in person asks: only they get the Dashboard button (their pages are never
 * cached). `viewBeacon`: a shared cache answers the visitors' pages, so their views are reported by
 * the page (decision 0072), the same page for every anonymous visitor; never on staff's pages.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { staff } = context.viewer;
  return { staff, viewBeacon: !staff && context.services.config.sharedCache.kind !== 'off' };
}

/**
 * A public page reached by a client-side navigation (a link or a redirect inside the dashboard's
 * React app) is loaded by the browser as a document instead: public pages carry no React to
 * render them in the browser, and their scripts run only on a page load.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/** The public shell: skip link, top bar, the page, footer, and the Dashboard button for staff. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { siteName } = useSiteConfig();
  // A page shown in the dashboard's frames (the editors' preview) looks as a visitor will see it.
  const matches = useMatches();
  const framed = matches.some((m) => (m.handle as { frames?: string } | undefined)?.frames === 'self');
  // The pages whose views count are those with a cache policy (server/http/cache-policy.ts); the
  // beacon of an error page is dropped at render (app/entry.server.tsx countedPageScripts).
  const counted = loaderData.viewBeacon && (matches.at(-1)?.handle as { cache?: unknown } | undefined)?.cache !== undefined;
  return (
    <>
      <a className="skip-link" href="#contenuto">
        {MSG.skipToContent}
      </a>
      <TopBar siteName={siteName} />
      <main id="contenuto" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter siteName={siteName} />
      {loaderData.staff && !framed && <DashboardFab />}
      <Enhance name="news-flag" />
      {counted && <Enhance name="view-beacon" />}
    </>
  );
}
