import { Outlet, useLocation, useNavigation } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { MSG } from '../../../common/messages.ts';
import { DashboardFab } from '../../components/site/dashboard-fab.tsx';
import { SiteFooter } from '../../components/site/footer.tsx';
import { TopBar } from '../../components/site/top-bar.tsx';
import { useNewsSidebarFlag } from '../../lib/news-flag.ts';
import { useSiteConfig } from '../../root.tsx';

/** Feed readers find the RSS feed from any public page. */
export const links = () => [{ rel: 'alternate', type: 'application/rss+xml', title: 'RSS', href: '/feed.xml' }];

/** The public shell: skip link, top bar, the page, footer, floating Dashboard button. */
export default function PublicLayout() {
  const { siteName } = useSiteConfig();
  const [showNews] = useNewsSidebarFlag();
  const navigation = useNavigation();
  const location = useLocation();
  // Only page changes count: search and filters update the query string without loading anything.
  const loading = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return (
    <>
      <a className="skip-link" href="#contenuto">
        {MSG.skipToContent}
      </a>
      <TopBar siteName={siteName} showNews={showNews} />
      <div className={`page-progress${loading ? ' is-loading' : ''}`} role="status" aria-live="polite">
        {loading && <span className="sr-only">{SITE_MSG.loading}</span>}
      </div>
      <main id="contenuto" tabIndex={-1} aria-busy={loading || undefined}>
        <Outlet />
      </main>
      <SiteFooter siteName={siteName} />
      <DashboardFab />
    </>
  );
}
