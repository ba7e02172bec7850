import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { ANONYMOUS, leadText } from '../../lib/content.server.ts';
import { GuideCard } from '../../components/site/guide-card.tsx';
import { ListHeader, ResultsCount } from '../../components/site/list-header.tsx';
import { SearchBox } from '../../components/site/search-box.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { onlyWhenPathChanges, useListQuery } from '../../lib/list-query.ts';
import { filterByQuery, guideSearchTexts, suggestionsFor } from '../../lib/search.ts';
import { breadcrumbLd, seoMeta, siteFromMatches, truncate } from '../../lib/seo.ts';
import type { Route } from './+types/guide';

const CRUMBS = [
  { name: SITE_MSG.navHome, path: '/' },
  { name: SITE_MSG.navGuides, path: '/guide' },
];

export async function loader({ context }: Route.LoaderArgs) {
  // A failed guides request gives an empty list (spec section 7).
  const guides = await context.services.guides.list(ANONYMOUS).catch((err: unknown) => {
    console.error('guide: elenco non caricato', err);
    return [];
  });
  return {
    guides: guides.map((g) => ({
      id: g.id,
      titolo: g.titolo,
      immagine_url: g.immagine_url,
      estratto: truncate(leadText(g.contenuto.introduzione), 140),
    })),
  };
}

export const shouldRevalidate = onlyWhenPathChanges;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: SITE_MSG.guidesTitle,
    description: SITE_MSG.guidesMetaDescription(site.siteName),
    path: '/guide',
    jsonLd: [breadcrumbLd(site, CRUMBS)],
  });
}

export default function Guide({ loaderData }: Route.ComponentProps) {
  const { guides } = loaderData;
  const [query, setQuery] = useListQuery();
  const results = filterByQuery(guides, query, guideSearchTexts);
  const suggestions = suggestionsFor(guides, query, guideSearchTexts, (g) => g.titolo);
  return (
    <div className="container page">
      <ListHeader title={SITE_MSG.guidesTitle} intro={SITE_MSG.guidesIntro} crumbs={CRUMBS}>
        <SearchBox label={SITE_MSG.guidesSearchLabel} placeholder={SITE_MSG.guidesSearchPlaceholder} value={query} onChange={setQuery} suggestions={suggestions} />
      </ListHeader>
      <ResultsCount text={SITE_MSG.resultsCount(results.length)} />
      {results.length === 0 ? (
        <EmptyState message={MSG.noGuidesFound} />
      ) : (
        <ul className="card-grid">
          {results.map((g) => (
            <li key={g.id}>
              <GuideCard guide={g} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
