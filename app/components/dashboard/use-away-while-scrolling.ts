import { useEffect, useState } from 'react';
import { watchScrollAway } from '../../lib/scroll-away.ts';

/**
 * True while the reader scrolls down the page: the dashboard's floating home button then moves
 * out of the way of the text and actions passing under it, and comes back as soon as they scroll
 * up or reach an edge (the same rule as the site's Dashboard button, app/lib/scroll-away.ts).
 */
export function useAwayWhileScrollingDown(): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => watchScrollAway(setAway), []);
  return away;
}
