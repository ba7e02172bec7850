import { Outlet } from 'react-router';
import { DashboardFab } from '../../components/site/dashboard-fab.tsx';
import { SiteFooter } from '../../components/site/footer.tsx';
import { TopBar } from '../../components/site/top-bar.tsx';
import { useSiteConfig } from '../../root.tsx';
import { useNewsSidebarFlag } from '../../lib/news-flag.ts';

export default function PublicLayout() {
  const { siteName } = useSiteConfig();
  const [showNews] = useNewsSidebarFlag();
  return (
    <>
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <TopBar siteName={siteName} showNews={showNews} />
      <main id="contenuto" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter siteName={siteName} />
      <DashboardFab />
    </>
  );
}
