import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';

/**
 * What a public detail page shows when its loader threw: the spec's Italian message (carried in
 * the thrown data) inside the site layout, with a way back.
 */
export function RouteErrorMessage({ fallback, back }: { fallback: string; back?: { to: string; label: string } }) {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : fallback;
  return (
    <div className="container page error-page">
      <h1>{message}</h1>
      <p className="muted">{SITE_MSG.routeErrorText}</p>
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
