import { data } from 'react-router';
import { PROFILE_MSG as P } from '../../../common/messages-profile.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { LIST_PARAMS } from '../../../common/list-params.ts';
import { authorPath } from '../../../common/site-paths.ts';
import { AUTHOR_LIST_TOPICS, pageCache } from '../../../common/cache-topics.ts';
import { AuthorPicture } from '../../components/site/byline.tsx';
import { Breadcrumbs } from '../../components/site/breadcrumbs.tsx';
import { ResultsCount } from '../../components/site/list-header.tsx';
import { Pager } from '../../components/site/pager.tsx';
import { errorTitle, RouteErrorMessage } from '../../components/site/route-error.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { missingPage } from '../../lib/missing-page.server.ts';
import { TEXT_KIND } from '../../lib/author-kinds.ts';
import { authorPage } from '../../lib/pages/author-view.server.ts';
import { pagingMeta, readListParams } from '../../lib/pager.ts';
import { absoluteUrl, authorLd, breadcrumbLd, errorMeta, seoMeta, siteFromMatches } from '../../lib/seo.ts';
import type { Route } from './+types/autore';

/** The render cache keeps this page for anonymous visitors (decision 0027): the author and their texts' titles, by page. */
export const handle = { cache: pageCache(AUTHOR_LIST_TOPICS, LIST_PARAMS.pagina) };

const NO_FILTER = { q: '', categoria: null };

/**
 * An author's page (/autore/{slug}, decision 0066): name, picture, bio and their published texts,
 * 24 a page, newest first, with their own RSS feed. The site's 404 for an unknown slug and for an
 * author with no published work; an earlier slug answers 301 (Reindirizzamenti).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = readListParams(new URL(request.url).searchParams).page;
  if (page === null) throw data(SITE_MSG.pageNotFound, { status: 404 });
  const loaded = await authorPage(context.services, params.slug ?? '', page);
  if (!loaded) throw await missingPage(context, request, P.authorNotFound);
  return loaded;
}

export function meta({ data: loaded, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (error || !loaded) return errorMeta(site, errorTitle(error, P.authorNotFound));
  const { author, page, pages } = loaded;
  const path = authorPath(author.slug);
  const { canonicalPath, links } = pagingMeta(site.siteUrl, path, { ...NO_FILTER, page }, pages);
  const title = P.authorMetaTitle(author.nome);
  const person = { '@context': 'https://schema.org', '@type': 'ProfilePage', mainEntity: authorLd(site, author), url: absoluteUrl(site.siteUrl, path) };
  return [
    ...seoMeta(site, {
      title: page > 1 ? `${title} – ${SITE_MSG.pagerPosition(page, pages)}` : title,
      description: author.bio || P.authorMetaDescription(author.nome, site.siteName),
      path: canonicalPath,
      image: author.immagine_url,
      imageAlt: P.authorPictureAlt(author.nome),
      type: 'website',
      jsonLd: [
        person,
        breadcrumbLd(site, [
          { name: SITE_MSG.navHome, path: '/' },
          { name: author.nome, path },
        ]),
      ],
    }),
    ...links,
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: P.authorFeed(author.nome), href: absoluteUrl(site.siteUrl, `${path}/feed.xml`) },
  ];
}

export default function Autore({ loaderData }: Route.ComponentProps) {
  const { author, texts, total, page, pages } = loaderData;
  const path = authorPath(author.slug);
  return (
    <div className="container page page-narrow">
      <Breadcrumbs
        items={[
          { name: SITE_MSG.navHome, path: '/' },
          { name: author.nome, path },
        ]}
      />
      <header className="author-header">
        <AuthorPicture author={author} size={112} className="author-picture" />
        <div className="author-intro">
          <p className="card-kicker">{P.authorKicker}</p>
          <h1>{author.nome}</h1>
          {author.bio && <p className="author-bio">{author.bio}</p>}
          <p className="author-feed">
            <a href={`${path}/feed.xml`} type="application/rss+xml">
              {P.authorFeed(author.nome)}
            </a>
          </p>
        </div>
      </header>
      <section aria-labelledby="autore-testi">
        <h2 id="autore-testi" className="author-texts-title">
          {P.authorTexts}
        </h2>
        <ResultsCount text={P.authorCount(total)} />
        <ul className="author-texts">
          {texts.map((t) => (
            <li key={t.path}>
              <article className="author-text">
                <p className="card-kicker">{TEXT_KIND[t.tipo]}</p>
                <h3 className="author-text-title">
                  <a href={t.path}>{t.titolo}</a>
                </h3>
                {formatLongDate(t.data) && (
                  <p className="muted author-text-date">
                    <time dateTime={t.data}>{formatLongDate(t.data)}</time>
                  </p>
                )}
                {t.sommario && <p className="author-text-summary">{t.sommario}</p>}
              </article>
            </li>
          ))}
        </ul>
      </section>
      <Pager path={path} params={NO_FILTER} page={page} pages={pages} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorMessage fallback={P.authorNotFound} back={{ to: '/', label: SITE_MSG.navHome }} />;
}
