import { LayoutDashboard } from 'lucide-react';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { Enhance } from '../../lib/enhance.tsx';

/**
 * Floating Dashboard button: the public layout renders it only for a logged-in person (the server
 * knows the session, and staff pages are never cached); the dashboard has its own home button.
 * A compact round button (the name stays for screen readers and as a tooltip) that steps aside
 * while the page scrolls down (app/enhance/dashboard-fab.ts); app.css reserves room for it below
 * the footer.
 */
export function DashboardFab() {
  return (
    <>
      <a href="/dashboard" className="fab" aria-label={SITE_MSG.dashboardFabLabel} title={SITE_MSG.dashboardFab} data-enhance="dashboard-fab">
        <LayoutDashboard size={20} aria-hidden="true" />
        <span className="fab-label">{SITE_MSG.dashboardFab}</span>
      </a>
      <Enhance name="dashboard-fab" />
    </>
  );
}
