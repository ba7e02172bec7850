import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../app/components/ui/toast.tsx';
import { DashboardQueryProvider } from '../../app/lib/query.tsx';
import { SessionProvider } from '../../app/lib/session.tsx';

export interface DashboardRender extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders a dashboard component as the dashboard layout hosts it: inside a router (at `path`), the
 * session and the toasts. `user` types and clicks like a person (user-event).
 */
export function renderInDashboard(ui: ReactElement, { path = '/dashboard' }: { path?: string } = {}): DashboardRender {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider>
            <ToastProvider>
              <DashboardQueryProvider>{ui}</DashboardQueryProvider>
            </ToastProvider>
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  // No pause between keystrokes (delay: null): typing is synchronous event dispatch, fast and deterministic.
  const user = userEvent.setup({ delay: null });
  const result = render(<RouterProvider router={router} />);
  return { ...result, user, router };
}
