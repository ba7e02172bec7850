import { data } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { ANONYMOUS } from '../../lib/content.server.ts';
import { ListHeader, ResultsCount } from '../../components/site/list-header.tsx';
import { NewsListItem } from '../../components/site/news-item.tsx';
import { Pager } from '../../components/site/pager.tsx';
import { RouteErrorMessage } from '../../components/site/route-error.tsx';
import { SearchBox } from '../../components/site/search-box.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { PAGE_SIZE, pageCount, pageOffset, listPageMeta, readListParams } from '../../lib/pager.ts';
import { siteFromMatches } from '../../lib/seo.ts';
import { LIST_PAGE_PARAMS, NEWS_TOPICS, pageCache } from '../../../common/cache-topics.ts';
import type { Route } from './+types/notizie';

/** The render cache keeps this page for anonymous visitors (decision 0027). */
export const handle = { cache: pageCache(NEWS_TOPICS, ...LIST_PAGE_PARAMS) };

const PATH = '/notizie';
const CRUMBS = [
  { name: SITE_MSG.navHome, path: '/' },
  { name: SITE_MSG.navNews, path: PATH },
];

/** Published news, 24 a page, searched (title or summary) in SQL on the server; the count from a COUNT query. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readListParams(new URL(request.url).searchParams);
  if (params.page === null) throw data(SITE_MSG.pageNotFound, { status: 404 });
  const cerca = params.q || undefined;
  const failed = <T,>(fallback: T) => (err: unknown) => {
    console.error('notizie: elenco non caricato', err);
    return fallback;
  };
  const [total, news] = await Promise.all([
    context.services.news.countListed(ANONYMOUS, { cerca }).catch(failed(0)),
    context.services.news.list(ANONYMOUS, { cerca, limit: PAGE_SIZE, offset: pageOffset(params.page) }).catch(failed([])),
  ]);
  const pages = pageCount(total);
  if (params.page > pages) throw data(SITE_MSG.pageNotFound, { status: 404 });
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
    params: { ...params, page: params.page },
    total,
    pages,
  };
}

export function meta({ data: loaded, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return listPageMeta(site, error ? undefined : loaded, { path: PATH, title: SITE_MSG.newsTitle, description: SITE_MSG.newsMetaDescription(site.siteName), crumbs: CRUMBS });
}

export default function Notizie({ loaderData }: Route.ComponentProps) {
  const { news, params, total, pages } = loaderData;
  return (
    <div className="container page page-narrow">
      <ListHeader title={SITE_MSG.newsTitle} intro={SITE_MSG.newsIntro} crumbs={CRUMBS}>
        <SearchBox label={SITE_MSG.newsSearchLabel} placeholder={SITE_MSG.newsSearchPlaceholder} value={params.q} action={PATH} kind="notizie" />
      </ListHeader>
      <ResultsCount text={SITE_MSG.newsCount(total)} />
      {news.length === 0 ? (
        <EmptyState message={MSG.noNewsFound} />
      ) : (
        <ul className="news-rows">
          {news.map((n) => (
            <li key={n.id}>
              <NewsListItem item={n} />
            </li>
          ))}
        </ul>
      )}
      <Pager path={PATH} params={params} page={params.page} pages={pages} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorMessage fallback={SITE_MSG.pageNotFound} back={{ to: PATH, label: SITE_MSG.newsTitle }} />;
}
