import { useQuery } from '@tanstack/react-query';
import { STATS_MSG as M } from '../../../common/messages-stats.ts';
import { recentClicksQuery } from '../../entities/statistics/api.ts';

/**
 * A product card's figure: its clicks on Amazon in the last 30 days. Every card reads the same
 * request (one for the whole list). Nothing is shown while it loads or when the statistics cannot
 * be read: the card stays about the product, the Statistiche screen reports the error. It sits in
 * the card's Amazon status (.dash-amazon), whose small muted lines it shares.
 */
export function ProductClicks({ id }: { id: number }) {
  const clicks = useQuery(recentClicksQuery());
  if (!clicks.data) return null;
  const [count, rest] = M.cardClicks(clicks.data.get(id) ?? 0);
  return (
    <p className="dash-clicks" data-testid="product-clicks">
      <strong>{count}</strong> {rest}
    </p>
  );
}
