import { LayoutDashboard } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { useSession } from '../../lib/session.tsx';

/** Floating Dashboard button: only when logged in, hidden inside the dashboard. */
export function DashboardFab() {
  const { state } = useSession();
  const { pathname } = useLocation();
  if (state !== 'authenticated' || pathname.startsWith('/dashboard')) return null;
  return (
    <Link to="/dashboard" className="fab" aria-label={SITE_MSG.dashboardFabLabel}>
      <LayoutDashboard size={20} aria-hidden="true" />
      <span>{SITE_MSG.dashboardFab}</span>
    </Link>
  );
}
