import { DEFAULT_SITE_NAME, MSG } from '../../../common/messages.ts';
import { Enhance } from '../../lib/enhance.tsx';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.data as { siteName?: string } | undefined;
  return [{ title: MSG.loginPageTitle(root?.siteName ?? DEFAULT_SITE_NAME) }, { name: 'robots', content: 'noindex' }];
}

/** A form post without JavaScript that failed comes back here with ?errore=limite|credenziali (server/http/routes/auth.ts). */
export function loader({ request }: Route.LoaderArgs) {
  const returned = new URL(request.url).searchParams.get('errore');
  return { error: returned === 'limite' ? MSG.loginRateLimited : returned ? MSG.loginClientError : null };
}

/**
 * The login (spec sections 2, 5, 7), server-rendered HTML. Without JavaScript the form posts to
 * the API, which sets the session and redirects to /dashboard (or back here with ?errore=): the
 * password never goes in an address. app/enhance/login.ts checks both fields, sends them as JSON,
 * stores the client session flag and goes to /dashboard; its texts are in this markup.
 */
export default function Login({ loaderData }: Route.ComponentProps) {
  const { error } = loaderData;
  return (
    <div className="container auth-page">
      <form
        className="card auth-card"
        method="post"
        action="/api/auth/login"
        data-enhance="login"
        data-required={MSG.loginRequired}
        data-failed={MSG.loginClientError}
        data-busy={MSG.loginSubmitting}
      >
        <h1>{MSG.loginTitle}</h1>
        <div className="field">
          <label htmlFor="login-username">{MSG.loginUsernameLabel}</label>
          <input id="login-username" name="username" autoComplete="username" placeholder={MSG.loginUsernamePlaceholder} required />
        </div>
        <div className="field">
          <label htmlFor="login-password">{MSG.loginPasswordLabel}</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <p className="form-error" role="alert" hidden={!error}>
          {error}
        </p>
        <button type="submit" className="btn btn-primary btn-block">
          {MSG.loginSubmit}
        </button>
      </form>
      <Enhance name="login" />
    </div>
  );
}
