import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { ANONYMOUS } from '../../lib/content.server.ts';
import { ListHeader, ResultsCount } from '../../components/site/list-header.tsx';
import { NewsListItem } from '../../components/site/news-item.tsx';
import { SearchBox } from '../../components/site/search-box.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { onlyWhenPathChanges, useListQuery } from '../../lib/list-query.ts';
import { filterByQuery, newsSearchTexts, suggestionsFor } from '../../lib/search.ts';
import { breadcrumbLd, seoMeta, siteFromMatches } from '../../lib/seo.ts';
import type { Route } from './+types/notizie';

const CRUMBS = [
  { name: SITE_MSG.navHome, path: '/' },
  { name: SITE_MSG.navNews, path: '/notizie' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const news = await context.services.news.list(ANONYMOUS).catch((err: unknown) => {
    console.error('notizie: elenco non caricato', err);
    return [];
  });
  return {
    news: news.map((n) => ({
      id: n.id,
      slug: n.slug,
      titolo: n.titolo,
      fonte: n.fonte,
      data_pubblicazione: n.data_pubblicazione,
      sommario: n.sommario,
      immagine_url: n.immagine_url,
    })),
  };
}

export const shouldRevalidate = onlyWhenPathChanges;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: SITE_MSG.newsTitle,
    description: SITE_MSG.newsMetaDescription(site.siteName),
    path: '/notizie',
    jsonLd: [breadcrumbLd(site, CRUMBS)],
  });
}

export default function Notizie({ loaderData }: Route.ComponentProps) {
  const { news } = loaderData;
  const [query, setQuery] = useListQuery();
  const results = filterByQuery(news, query, newsSearchTexts);
  const suggestions = suggestionsFor(news, query, newsSearchTexts, (n) => n.titolo);
  return (
    <div className="container page page-narrow">
      <ListHeader title={SITE_MSG.newsTitle} intro={SITE_MSG.newsIntro} crumbs={CRUMBS}>
        <SearchBox label={SITE_MSG.newsSearchLabel} placeholder={SITE_MSG.newsSearchPlaceholder} value={query} onChange={setQuery} suggestions={suggestions} />
      </ListHeader>
      <ResultsCount text={SITE_MSG.resultsCount(results.length)} />
      {results.length === 0 ? (
        <EmptyState message={MSG.noNewsFound} />
      ) : (
        <ul className="news-rows">
          {results.map((n) => (
            <li key={n.id}>
              <NewsListItem item={n} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
