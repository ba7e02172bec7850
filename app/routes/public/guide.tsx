import { data } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { ANONYMOUS, leadText } from '../../lib/content.server.ts';
import { GuideCard } from '../../components/site/guide-card.tsx';
import { ListHeader, ResultsCount } from '../../components/site/list-header.tsx';
import { Pager } from '../../components/site/pager.tsx';
import { RouteErrorMessage } from '../../components/site/route-error.tsx';
import { SearchBox } from '../../components/site/search-box.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { PAGE_SIZE, pageCount, pageOffset, listPageMeta, readListParams } from '../../lib/pager.ts';
import { siteFromMatches, truncate } from '../../lib/seo.ts';
import { GUIDE_TOPICS, LIST_PAGE_PARAMS, pageCache } from '../../../common/cache-topics.ts';
import type { Route } from './+types/guide';

/** The render cache keeps this page for anonymous visitors (decision 0027). */
export const handle = { cache: pageCache(GUIDE_TOPICS, ...LIST_PAGE_PARAMS) };

const PATH = '/guide';
const CRUMBS = [
  { name: SITE_MSG.navHome, path: '/' },
  { name: SITE_MSG.navGuides, path: PATH },
];

/** Published guides, 24 a page, searched in SQL on the server (spec section 5); the count from a COUNT query. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readListParams(new URL(request.url).searchParams);
  if (params.page === null) throw data(SITE_MSG.pageNotFound, { status: 404 });
  const q = params.q || undefined;
  // A failed guides request gives an empty list (spec section 7).
  const failed = <T,>(fallback: T) => (err: unknown) => {
    console.error('guide: elenco non caricato', err);
    return fallback;
  };
  const [total, guides] = await Promise.all([
    context.services.guides.countListed(ANONYMOUS, { q }).catch(failed(0)),
    context.services.guides.list(ANONYMOUS, { q, limit: PAGE_SIZE, offset: pageOffset(params.page) }).catch(failed([])),
  ]);
  const pages = pageCount(total);
  if (params.page > pages) throw data(SITE_MSG.pageNotFound, { status: 404 });
  return {
    guides: guides.map((g) => ({
      id: g.id,
      titolo: g.titolo,
      immagine_url: g.immagine_url,
      estratto: truncate(leadText(g.contenuto.introduzione), 140),
    })),
    params: { ...params, page: params.page },
    total,
    pages,
  };
}

export function meta({ data: loaded, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return listPageMeta(site, error ? undefined : loaded, { path: PATH, title: SITE_MSG.guidesTitle, description: SITE_MSG.guidesMetaDescription(site.siteName), crumbs: CRUMBS });
}

export default function Guide({ loaderData }: Route.ComponentProps) {
  const { guides, params, total, pages } = loaderData;
  return (
    <div className="container page">
      <ListHeader title={SITE_MSG.guidesTitle} intro={SITE_MSG.guidesIntro} crumbs={CRUMBS}>
        <SearchBox label={SITE_MSG.guidesSearchLabel} placeholder={SITE_MSG.guidesSearchPlaceholder} value={params.q} action={PATH} kind="guide" />
      </ListHeader>
      <ResultsCount text={SITE_MSG.guidesCount(total)} />
      {guides.length === 0 ? (
        <EmptyState message={MSG.noGuidesFound} />
      ) : (
        <ul className="card-grid">
          {guides.map((g) => (
            <li key={g.id}>
              <GuideCard guide={g} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pager path={PATH} params={params} page={params.page} pages={pages} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorMessage fallback={SITE_MSG.pageNotFound} back={{ to: PATH, label: SITE_MSG.guidesTitle }} />;
}
