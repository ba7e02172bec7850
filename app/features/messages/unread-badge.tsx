import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { unreadQuery } from '../../entities/messages/api.ts';

/**
 * The sidebar's count of unread messages, read again on every navigation (a message may have come
 * in meanwhile) and after the inbox changes one. Nothing shows while it is zero or unknown; a failed
 * read leaves the last count.
 */
export function UnreadBadge() {
  const location = useLocation();
  const { data: unread = 0, refetch } = useQuery(unreadQuery());

  useEffect(() => {
    // Joins the first read instead of starting a second one.
    void refetch({ cancelRefetch: false });
  }, [location.pathname, location.search, refetch]);

  if (unread <= 0) return null;
  return (
    <span className="dash-nav-badge">
      <span aria-hidden="true">{unread}</span>
      <span className="sr-only">{DASH_MSG.unreadBadge(unread)}</span>
    </span>
  );
}
