import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { ANONYMOUS } from '../../lib/content.server.ts';
import { Carousel } from '../../components/site/carousel.tsx';
import { GuideCard, type GuideCardData } from '../../components/site/guide-card.tsx';
import { NewsMeta, type NewsItemData } from '../../components/site/news-item.tsx';
import { ProductCard, type ProductCardData, toProductCard } from '../../components/site/product-card.tsx';
import { ReloadError } from '../../components/site/reload-error.tsx';
import { SectionTabs } from '../../components/site/section-tabs.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { type CarouselItem, guideHref, interleaveCarousel, newsHref, reviewHref } from '../../lib/carousel.ts';
import { productName } from '../../lib/format.ts';
import { absoluteUrl, organizationLd, seoMeta, siteFromMatches } from '../../lib/seo.ts';
import { ALL_TOPICS, pageCache } from '../../../common/cache-topics.ts';
import type { Route } from './+types/home';

/** The render cache keeps this page for anonymous visitors (decision 0027). Every section of the site shows here. */
export const handle = { cache: pageCache(ALL_TOPICS) };

/** Home requests (spec section 9). */
const HOME = { guides: 10, products: 10, news: 6, carouselEach: 12 } as const;

/** Each home section is loaded on its own: one failing shows its error and 'Riprova', not a broken page. */
export type Section<T> = { ok: true; items: T[] } | { ok: false };

async function section<T>(name: string, load: () => Promise<T[]>): Promise<Section<T>> {
  try {
    return { ok: true, items: await load() };
  } catch (err) {
    console.error(`home: sezione "${name}" non caricata`, err);
    return { ok: false };
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const [carousel, guides, products, news] = await Promise.all([
    section<CarouselItem>('carosello', async () => {
      // Each carousel request falls back to an empty list; only all three failing is an error.
      const [reviews, guideList, newsList] = await Promise.allSettled([
        services.reviews.list(ANONYMOUS, { limit: HOME.carouselEach }),
        services.guides.list(ANONYMOUS, { limit: HOME.carouselEach }),
        services.news.list(ANONYMOUS, { limit: HOME.carouselEach }),
      ]);
      if (reviews.status === 'rejected' && guideList.status === 'rejected' && newsList.status === 'rejected') throw reviews.reason;
      const ok = <T,>(r: PromiseSettledResult<T[]>): T[] => (r.status === 'fulfilled' ? r.value : []);
      return interleaveCarousel(
        ok(reviews).map((r) => ({ kind: 'recensione', key: `r${r.id}`, title: r.titolo || productName(r), href: reviewHref(r.id_prodotto), image: r.img_prodotto })),
        ok(guideList).map((g) => ({ kind: 'guida', key: `g${g.id}`, title: g.titolo, href: guideHref(g.id), image: g.immagine_url })),
        ok(newsList).map((n) => ({ kind: 'notizia', key: `n${n.id}`, title: n.titolo, href: newsHref(n.slug), image: n.immagine_url })),
      );
    }),
    section<GuideCardData>('guide', async () =>
      (await services.guides.list(ANONYMOUS, { limit: HOME.guides })).map((g) => ({ id: g.id, titolo: g.titolo, immagine_url: g.immagine_url })),
    ),
    section<ProductCardData>('prodotti', async () =>
      (await services.products.list({ publishedReviewOnly: true, newestFirst: true, limit: HOME.products })).map(toProductCard),
    ),
    section<NewsItemData>('notizie', async () =>
      (await services.news.list(ANONYMOUS, { limit: HOME.news })).map((n) => ({
        id: n.id,
        slug: n.slug,
        titolo: n.titolo,
        fonte: n.fonte,
        data_pubblicazione: n.data_pubblicazione,
      })),
    ),
  ]);
  // 'Come lavoriamo': the site's own words when the publisher sets them (HOME_POINTS: one that
  // really tests products may say so), else the default copy, which claims only what the workflow does.
  const points = services.config.homePoints ?? [...SITE_MSG.heroPoints];
  return { siteName: services.config.siteName, carousel, guides, products, news, points };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: SITE_MSG.homeMetaTitle(site.siteName),
    fullTitle: true,
    description: SITE_MSG.homeMetaDescription,
    path: '/',
    jsonLd: [
      { '@context': 'https://schema.org', ...organizationLd(site) },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': `${site.siteUrl}/#website`,
        name: site.siteName,
        url: absoluteUrl(site.siteUrl, '/'),
        inLanguage: 'it-IT',
        publisher: { '@id': `${site.siteUrl}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(site.siteUrl, '/prodotti')}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  });
}

/**
 * A section's states: loaded (or empty), or its error with 'Riprova', a link that loads the home
 * again (a page with a failing section is never cached, so the reload renders it again).
 */
function SectionBody<T>({ state, error, empty, children }: { state: Section<T>; error: string; empty: string; children: (items: T[]) => ReactNode }) {
  if (!state.ok) return <ReloadError message={error} href="/" />;
  if (state.items.length === 0) return <EmptyState message={empty} />;
  return <>{children(state.items)}</>;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { siteName, carousel, guides, products, news, points } = loaderData;

  const productsPanel = (
    <section aria-labelledby="home-prodotti" className="home-col home-col-products">
      <h2 id="home-prodotti">{SITE_MSG.homeProductsTitle}</h2>
      <SectionBody state={products} error={MSG.homeProductsError} empty={MSG.noProductsFound}>
        {(items) => (
          <ul className="product-grid">
            {items.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        )}
      </SectionBody>
      <Link to="/prodotti" className="see-all">
        {SITE_MSG.allProducts}
      </Link>
    </section>
  );

  const guidesPanel = (
    <section aria-labelledby="home-guide" className="home-col home-col-guides">
      <h2 id="home-guide">{SITE_MSG.homeGuidesTitle}</h2>
      <SectionBody state={guides} error={MSG.homeGuidesError} empty={MSG.noGuidesFound}>
        {(items) => (
          <ul className="stack">
            {items.map((g) => (
              <li key={g.id}>
                <GuideCard guide={g} compact />
              </li>
            ))}
          </ul>
        )}
      </SectionBody>
      <Link to="/guide" className="see-all">
        {SITE_MSG.allGuides}
      </Link>
    </section>
  );

  const newsPanel = (
    <aside aria-labelledby="home-notizie" className="home-col news-sidebar">
      <h2 id="home-notizie">{SITE_MSG.homeNewsTitle}</h2>
      <SectionBody state={news} error={SITE_MSG.homeNewsError} empty={MSG.noNewsFound}>
        {(items) => (
          <ul className="news-list">
            {items.map((n) => (
              <li key={n.id}>
                <Link to={newsHref(n.slug)} className="news-link">
                  <span className="news-title">{n.titolo}</span>
                  <NewsMeta fonte={n.fonte} date={n.data_pubblicazione} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </SectionBody>
      <Link to="/notizie" className="see-all">
        {MSG.seeAllNews}
      </Link>
    </aside>
  );

  const tabs = [
    { value: 'prodotti', label: SITE_MSG.navProducts, panel: productsPanel },
    { value: 'guide', label: SITE_MSG.navGuides, panel: guidesPanel },
    // Always rendered (the server renders the news flag's default, on): app/enhance/news-flag.ts
    // hides what carries data-news and takes the grid's class with-news while the flag is off.
    { value: 'notizie', label: SITE_MSG.navNews, panel: newsPanel, attrs: { 'data-news': '' } },
  ];

  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero-inner">
          <div>
            <h1 id="home-title">{MSG.heroTitle(siteName)}</h1>
            <p className="hero-subtitle">{MSG.heroSubtitle}</p>
            <p className="hero-actions">
              <Link to="/prodotti" className="btn btn-primary">
                {SITE_MSG.heroCtaProducts}
              </Link>
              <Link to="/guide" className="btn btn-secondary">
                {SITE_MSG.heroCtaGuides}
              </Link>
            </p>
          </div>
          <div className="hero-points">
            <p className="hero-points-title">{SITE_MSG.heroPointsTitle}</p>
            <ul>
              {points.map((point) => (
                <li key={point}>
                  <CheckCircle2 size={20} aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="container home-featured" aria-labelledby="home-evidenza">
        <h2 id="home-evidenza">{SITE_MSG.carouselTitle}</h2>
        <SectionBody state={carousel} error={MSG.homeCarouselError} empty={SITE_MSG.carouselEmpty}>
          {(items) => <Carousel items={items} titleId="home-evidenza" />}
        </SectionBody>
      </section>

      <div className="container">
        <SectionTabs
          id="home"
          label={SITE_MSG.homeTabsLabel}
          defaultValue="prodotti"
          items={tabs}
          className="home-grid with-news"
          attrs={{ 'data-news-class': 'with-news' }}
        />
      </div>
    </>
  );
}
