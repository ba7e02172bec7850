import { watchScrollAway } from '../lib/scroll-away.ts';
import { enhance } from './lib/ready.ts';

/** The floating Dashboard button steps aside while the page scrolls down (the CSS does it below 1280 px). */
export function initDashboardFab(fab: HTMLElement): () => void {
  return watchScrollAway((away) => fab.classList.toggle('is-away', away));
}

enhance('dashboard-fab', initDashboardFab);
