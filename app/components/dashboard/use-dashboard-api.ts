import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, ApiError, type ApiInit } from '../../lib/api.ts';
import { useSession } from '../../lib/session.tsx';

export type DashboardApi = <T>(path: string, init?: ApiInit) => Promise<T>;

/**
 * The API client for dashboard screens: like api(), and a 401 (the session expired or was ended
 * elsewhere) sends the editor back to the login page instead of leaving a broken screen.
 */
export function useDashboardApi(): DashboardApi {
  const navigate = useNavigate();
  const { refresh } = useSession();
  return useCallback(
    async <T,>(path: string, init?: ApiInit): Promise<T> => {
      try {
        return await api<T>(path, init);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) {
          void refresh();
          navigate('/login', { replace: true });
        }
        throw err;
      }
    },
    [navigate, refresh],
  );
}

export type Resource<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * Loads a GET resource for a screen with the three states every list shows (loading, error with
 * 'Riprova', ready). `reload({ silent: true })` refreshes without flashing the loading state.
 */
const asIs = <T,>(raw: unknown) => raw as T;

/** `parse` reads the answer into T; it must be a stable function (module level), or the list reloads on every render. */
export function useResource<T>(path: string, parse: (raw: unknown) => T = asIs<T>) {
  const call = useDashboardApi();
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const latest = useRef(0);

  const reload = useCallback(
    async (options: { silent?: boolean } = {}) => {
      const ticket = ++latest.current;
      if (!options.silent) setState({ status: 'loading' });
      try {
        const data = parse(await call<unknown>(path));
        if (ticket === latest.current) setState({ status: 'ready', data });
      } catch {
        if (ticket === latest.current && !options.silent) setState({ status: 'error' });
      }
    },
    [call, path, parse],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  /** Local update after a successful write (no reload needed). */
  const update = useCallback((fn: (data: T) => T) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', data: fn(s.data) } : s));
  }, []);

  return { state, reload, update };
}
