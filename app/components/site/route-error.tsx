import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { REDIRECT_MSG } from '../../../common/messages-redirects.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';

/** Whether a loader's error is the 410 of a text the editors removed on purpose (Reindirizzamenti). */
const isGone = (error: unknown) => isRouteErrorResponse(error) && error.status === 410;

/** The title of an error page: 'Contenuto rimosso' for a removed text, else `fallback`. */
export const errorTitle = (error: unknown, fallback: string) => (isGone(error) ? REDIRECT_MSG.goneTitle : fallback);

/**
 * What a public detail page shows when its loader threw: the spec's Italian message (carried in
 * the thrown data) inside the site layout, with a way back; a removed text says so.
 */
export function RouteErrorMessage({ fallback, back }: { fallback: string; back?: { to: string; label: string } }) {
  const error = useRouteError();
  const gone = isGone(error);
  const message = gone ? REDIRECT_MSG.goneTitle : isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : fallback;
  return (
    <div className="container page error-page">
      <h1>{message}</h1>
      <p className="muted">{gone ? REDIRECT_MSG.goneText : SITE_MSG.routeErrorText}</p>
      <p className="error-actions">
        {back && (
          <Link className="btn btn-secondary" to={back.to}>
            {back.label}
          </Link>
        )}
        <Link className="btn btn-primary" to="/">
          {SITE_MSG.backHome}
        </Link>
      </p>
    </div>
  );
}
