import { LayoutDashboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { useSession } from '../../lib/session.tsx';

/** Scrolled less than this (px) the button does not react: a finger's jitter is not a direction. */
const SCROLL_STEP = 8;
/** Near the top or the end of the page the button always shows (the page keeps room for it there). */
const EDGE = 96;

/**
 * True while the reader scrolls down the page: a floating button then moves out of the way of the
 * text and actions passing under it, and comes back as soon as they scroll up or reach an edge.
 * Shared by the site's Dashboard button and the dashboard's home button.
 */
export function useAwayWhileScrollingDown(): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const nearEdge = y < EDGE || window.innerHeight + y >= document.documentElement.scrollHeight - EDGE;
      if (nearEdge) setAway(false);
      else if (Math.abs(y - last) >= SCROLL_STEP) setAway(y > last);
      else return;
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return away;
}

/**
 * Floating Dashboard button: only when logged in, hidden inside the dashboard. A compact round
 * button (the name stays for screen readers and as a tooltip) that steps aside while the page
 * scrolls down; app.css reserves room for it below the footer.
 */
export function DashboardFab() {
  const { state } = useSession();
  const { pathname } = useLocation();
  if (state !== 'authenticated' || pathname.startsWith('/dashboard')) return null;
  return <Fab />;
}

function Fab() {
  const away = useAwayWhileScrollingDown();
  return (
    <Link to="/dashboard" className={`fab${away ? ' is-away' : ''}`} aria-label={SITE_MSG.dashboardFabLabel} title={SITE_MSG.dashboardFab}>
      <LayoutDashboard size={20} aria-hidden="true" />
      <span className="fab-label">{SITE_MSG.dashboardFab}</span>
    </Link>
  );
}
