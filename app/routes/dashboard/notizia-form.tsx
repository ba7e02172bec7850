import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import { claimReveal, ClaimRevealProvider, claimsFromState } from '../../components/rich-text/claim-reveal.tsx';
import { NewsForm } from '../../features/news/index.ts';
import newsCss from '../../styles/dashboard-news.css?url';
import type { Route } from './+types/notizia-form';

/** The route module of /dashboard/notizie/nuova and /dashboard/notizie/{id}; the form lives in app/features/news/. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: newsCss }];

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? N.editTitle : N.newTitle} — ${DASH_MSG.dashboard}` }];
}

/** The form; opened from the gate's dialog of the list ('Modifica il testo'), at the first claim. */
export default function NewsFormRoute() {
  const { state } = useLocation();
  const reveal = useMemo(() => {
    const claims = claimsFromState(state);
    return claims ? claimReveal(claims) : null;
  }, [state]);
  return (
    <ClaimRevealProvider value={reveal}>
      <NewsForm />
    </ClaimRevealProvider>
  );
}
