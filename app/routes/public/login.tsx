import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_SITE_NAME, MSG } from '../../../common/messages.ts';
import { useSession } from '../../lib/session.tsx';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.data as { siteName?: string } | undefined;
  return [{ title: MSG.loginPageTitle(root?.siteName ?? DEFAULT_SITE_NAME) }, { name: 'robots', content: 'noindex' }];
}

export default function Login() {
  const navigate = useNavigate();
  const { markLoggedIn } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // A classic form post (before the page is interactive) comes back here with ?errore=….
  const [params] = useSearchParams();
  const returned = params.get('errore');
  const [error, setError] = useState<string | null>(
    returned === 'limite' ? MSG.loginRateLimited : returned ? MSG.loginClientError : null,
  );
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const name = username.trim();
    if (!name || !password) {
      setError(MSG.loginRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: name, password }),
      });
      const body = (await res.json().catch(() => ({}))) as { success?: boolean; error?: string };
      if (!res.ok || !body.success) {
        setError(res.status === 429 && body.error ? body.error : MSG.loginClientError);
        return;
      }
      markLoggedIn(name);
      void navigate('/dashboard');
    } catch {
      setError(MSG.loginClientError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container auth-page">
      {/* method/action: submitted before hydration (or without JavaScript) the form still posts to
          the API, never puts the password in the address. */}
      <form className="card auth-card" method="post" action="/api/auth/login" onSubmit={(e) => void onSubmit(e)} noValidate>
        <h1>{MSG.loginTitle}</h1>
        <div className="field">
          <label htmlFor="login-username">{MSG.loginUsernameLabel}</label>
          <input
            id="login-username"
            name="username"
            autoComplete="username"
            placeholder={MSG.loginUsernamePlaceholder}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">{MSG.loginPasswordLabel}</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? MSG.loginSubmitting : MSG.loginSubmit}
        </button>
      </form>
    </div>
  );
}
