import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';

export function meta() {
  return [{ title: `${DASH_MSG.notFoundTitle} — ${DASH_MSG.dashboard}` }];
}

/** Any dashboard path without a screen (yet): a proper in-dashboard state, never the public home. */
export default function DashboardNotFound() {
  return (
    <section className="dash-not-found">
      <Compass size={40} aria-hidden="true" className="dash-not-found-icon" />
      <h1>{DASH_MSG.notFoundTitle}</h1>
      <p className="muted">{DASH_MSG.notFoundText}</p>
      <Link to="/dashboard/panoramica" className="btn btn-primary">
        {DASH_MSG.notFoundBack}
      </Link>
    </section>
  );
}
