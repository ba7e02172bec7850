import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ROLE_MSG } from '../../../common/messages-roles.ts';
import type { Role } from '../../../common/roles.ts';

/** A dashboard page the user's role cannot use, opened by its address: said plainly, with the way back (decision 0063). */
export function NotAllowed({ min }: { min: Role }) {
  return (
    <section className="dash-not-found" data-testid="not-allowed">
      <Lock size={40} aria-hidden="true" className="dash-not-found-icon" />
      <h1>{ROLE_MSG.notAllowedTitle}</h1>
      <p className="muted">{ROLE_MSG.notAllowedText(min)}</p>
      <Link to="/dashboard/panoramica" className="btn btn-primary">
        {ROLE_MSG.notAllowedBack}
      </Link>
    </section>
  );
}
