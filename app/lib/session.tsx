import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { SessionInfo, SessionUserInfo } from '../../common/types.ts';
import { SESSION_FLAG_KEY, SESSION_FLAG_VALUE } from './session-flag.ts';

export { SESSION_FLAG_KEY, SESSION_FLAG_VALUE };

type SessionState = 'unknown' | 'authenticated' | 'anonymous';

interface SessionContextValue {
  state: SessionState;
  username: string | null;
  /** The logged-in user with their role (null until known): what the dashboard may show. */
  user: SessionUserInfo | null;
  markLoggedIn(user: SessionUserInfo): void;
  logout(): Promise<void>;
  refresh(): Promise<SessionInfo>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

let cachedCheck: Promise<SessionInfo> | null = null;

/** GET /api/auth/me, once per page load (cached); a failed check counts as not logged in. */
export function checkSession(force = false): Promise<SessionInfo> {
  if (!cachedCheck || force) {
    cachedCheck = fetch('/api/auth/me', { credentials: 'include', headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<SessionInfo>) : { authenticated: false, user: null }))
      .catch(() => ({ authenticated: false, user: null }));
  }
  return cachedCheck;
}

export function hasSessionFlag(): boolean {
  try {
    return window.localStorage.getItem(SESSION_FLAG_KEY) === SESSION_FLAG_VALUE;
  } catch {
    return false;
  }
}

function setSessionFlag(on: boolean) {
  try {
    if (on) window.localStorage.setItem(SESSION_FLAG_KEY, SESSION_FLAG_VALUE);
    else window.localStorage.removeItem(SESSION_FLAG_KEY);
  } catch {
    /* storage unavailable: the server session still works */
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>('unknown');
  const [user, setUser] = useState<SessionUserInfo | null>(null);
  const username = user?.username ?? null;

  const apply = useCallback((info: SessionInfo) => {
    setState(info.authenticated ? 'authenticated' : 'anonymous');
    setUser(info.user ?? null);
    setSessionFlag(info.authenticated);
  }, []);

  const refresh = useCallback(async () => {
    const info = await checkSession(true);
    apply(info);
    return info;
  }, [apply]);

  useEffect(() => {
    // Anonymous visitors without the flag never call the API: no request, no cookie.
    if (!hasSessionFlag()) {
      setState('anonymous');
      return;
    }
    void checkSession().then(apply);
  }, [apply]);

  const markLoggedIn = useCallback((who: SessionUserInfo) => {
    cachedCheck = Promise.resolve({ authenticated: true, user: who });
    setSessionFlag(true);
    setState('authenticated');
    setUser((current) => (current && current.id === who.id && current.ruolo === who.ruolo && current.nome === who.nome ? current : who));
  }, []);

  const logout = useCallback(async () => {
    try {
      await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
    } catch {
      /* the spec: ignore any failure */
    }
    cachedCheck = Promise.resolve({ authenticated: false, user: null });
    setSessionFlag(false);
    setState('anonymous');
    setUser(null);
  }, []);

  const value = useMemo(() => ({ state, username, user, markLoggedIn, logout, refresh }), [state, username, user, markLoggedIn, logout, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session when there is a provider, else null (components rendered on their own). */
export function useOptionalSession(): SessionContextValue | null {
  return useContext(SessionContext);
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession fuori da SessionProvider');
  return ctx;
}
