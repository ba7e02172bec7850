import { useOutletContext } from 'react-router';

/** What the dashboard shell offers its pages (through the outlet context). */
export interface DashboardContext {
  /** Re-reads the unread-messages badge after a page changed messages. */
  refreshUnread(): void;
}

export function useDashboardContext(): DashboardContext {
  return useOutletContext<DashboardContext>();
}
