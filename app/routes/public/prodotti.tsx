import { data, Link } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import type { Category } from '../../../common/types.ts';
import { ListHeader, ResultsCount } from '../../components/site/list-header.tsx';
import { Pager } from '../../components/site/pager.tsx';
import { ProductCard, toProductCard } from '../../components/site/product-card.tsx';
import { SearchBox } from '../../components/site/search-box.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { Enhance } from '../../lib/enhance.tsx';
import { PAGE_SIZE, pageCount, pageHref, pageOffset, listPageMeta, readListParams } from '../../lib/pager.ts';
import { siteFromMatches } from '../../lib/seo.ts';
import { RouteErrorMessage } from '../../components/site/route-error.tsx';
import { LIST_PAGE_PARAMS, pageCache, PRODUCT_TOPICS } from '../../../common/cache-topics.ts';
import type { Route } from './+types/prodotti';

/** The render cache keeps this page for anonymous visitors (decision 0027). */
export const handle = { cache: pageCache(PRODUCT_TOPICS, ...LIST_PAGE_PARAMS) };

const PATH = '/prodotti';
const CRUMBS = [
  { name: SITE_MSG.navHome, path: '/' },
  { name: SITE_MSG.navProducts, path: PATH },
];

/**
 * The public catalogue: products with a published review (spec section 7), 24 a page, searched
 * and filtered by category in SQL on the server; the count from a COUNT query.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const params = readListParams(new URL(request.url).searchParams);
  if (params.page === null) throw data(SITE_MSG.pageNotFound, { status: 404 });
  const filter = { publishedReviewOnly: true, q: params.q || undefined, categoria: params.categoria ?? undefined };
  // A failed request counts as an empty list (spec section 7).
  const failed = <T,>(fallback: T) => (err: unknown) => {
    console.error('prodotti: elenco non caricato', err);
    return fallback;
  };
  const [total, products, categories, counts] = await Promise.all([
    services.products.countListed(filter).catch(failed(0)),
    services.products.list({ ...filter, newestFirst: true, limit: PAGE_SIZE, offset: pageOffset(params.page) }).catch(failed([])),
    services.categories.list().catch(failed([] as Category[])),
    services.products.countPublishedByCategory().catch(failed(new Map<number | null, number>())),
  ]);
  const pages = pageCount(total);
  if (params.page > pages) throw data(SITE_MSG.pageNotFound, { status: 404 });
  return {
    products: products.map(toProductCard),
    categories: categories.map((c) => ({ id: c.id, nome: c.nome, numero: counts.get(c.id) ?? 0 })),
    all: counts.get(null) ?? 0,
    params: { ...params, page: params.page },
    total,
    pages,
  };
}

export function meta({ data: loaded, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return listPageMeta(site, error ? undefined : loaded, { path: PATH, title: SITE_MSG.productsTitle, description: SITE_MSG.productsMetaDescription(site.siteName), crumbs: CRUMBS });
}

export default function Prodotti({ loaderData }: Route.ComponentProps) {
  const { products, categories, all, params, total, pages } = loaderData;
  const { categoria } = params;
  const options = [{ id: null as number | null, nome: SITE_MSG.allCategories, numero: all }, ...categories];
  const categoryHref = (id: number | null) => pageHref(PATH, { q: params.q, categoria: id }, 1);

  return (
    <div className="container page">
      <ListHeader title={SITE_MSG.productsTitle} intro={SITE_MSG.productsIntro} crumbs={CRUMBS}>
        <SearchBox
          label={SITE_MSG.productsSearchLabel}
          placeholder={SITE_MSG.productsSearchPlaceholder}
          value={params.q}
          action={PATH}
          kind="prodotti"
          hidden={{ categoria: categoria === null ? null : String(categoria) }}
        />
      </ListHeader>

      <div className="list-layout">
        <aside className="filters" aria-labelledby="filtro-categorie">
          <h2 id="filtro-categorie" className="filters-title">
            {SITE_MSG.filterByCategory}
          </h2>
          <ul className="filter-list">
            {options.map((c) => {
              const active = c.id === categoria;
              return (
                <li key={c.id ?? 'tutte'}>
                  <Link
                    to={categoryHref(c.id)}
                    className={`filter-link${active ? ' is-active' : ''}`}
                    aria-current={active ? 'true' : undefined}
                  >
                    <span>{c.nome}</span>
                    <span className="filter-count">{c.numero}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {/* Up to 768 px this dropdown replaces the links (spec section 2); app/enhance/category-select.ts loads the choice at once. */}
          <form method="get" action={PATH} className="filter-select" autoComplete="off" data-enhance="category-select">
            <label htmlFor="categoria-select">{SITE_MSG.filterByCategory}</label>
            {params.q && <input type="hidden" name="q" value={params.q} />}
            <select id="categoria-select" name="categoria" defaultValue={categoria === null ? '' : String(categoria)}>
              {options.map((c) => (
                <option key={c.id ?? 'tutte'} value={c.id === null ? '' : String(c.id)}>
                  {c.nome} ({c.numero})
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="btn btn-secondary">
                {SITE_MSG.applyFilter}
              </button>
            </noscript>
            <Enhance name="category-select" />
          </form>
        </aside>

        <section className="list-results" aria-labelledby="risultati-prodotti">
          <h2 id="risultati-prodotti" className="sr-only">
            {SITE_MSG.navProducts}
          </h2>
          <ResultsCount text={SITE_MSG.productsCount(total)} />
          {products.length === 0 ? (
            <EmptyState message={MSG.noProductsFound} />
          ) : (
            <ul className="product-grid product-grid-wide">
              {products.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} eager={params.page === 1 && i < 2} />
                </li>
              ))}
            </ul>
          )}
          <Pager path={PATH} params={params} page={params.page} pages={pages} />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorMessage fallback={SITE_MSG.pageNotFound} back={{ to: PATH, label: SITE_MSG.productsTitle }} />;
}
