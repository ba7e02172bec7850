import { Link, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import type { Category } from '../../../common/types.ts';
import { ListHeader, ResultsCount } from '../../components/site/list-header.tsx';
import { ProductCard, type ProductCardData, toProductCard } from '../../components/site/product-card.tsx';
import { SearchBox } from '../../components/site/search-box.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { onlyWhenPathChanges, useListQuery, withParams } from '../../lib/list-query.ts';
import { filterByQuery, parseCategory, productSearchTexts, suggestionsFor } from '../../lib/search.ts';
import { breadcrumbLd, seoMeta, siteFromMatches } from '../../lib/seo.ts';
import type { Route } from './+types/prodotti';

const CRUMBS = [
  { name: SITE_MSG.navHome, path: '/' },
  { name: SITE_MSG.navProducts, path: '/prodotti' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  // Spec section 7: only products with a published review; a failed request counts as an empty list.
  const [products, categories] = await Promise.all([
    services.products.list({ publishedReviewOnly: true, newestFirst: true }).catch((err: unknown) => {
      console.error('prodotti: elenco non caricato', err);
      return [];
    }),
    services.categories.list().catch(() => [] as Category[]),
  ]);
  return {
    products: products.map((p) => ({ ...toProductCard(p), id_categoria: p.id_categoria })),
    categories,
  };
}

export const shouldRevalidate = onlyWhenPathChanges;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: SITE_MSG.productsTitle,
    description: SITE_MSG.productsMetaDescription(site.siteName),
    path: '/prodotti',
    jsonLd: [breadcrumbLd(site, CRUMBS)],
  });
}

type ListedProduct = ProductCardData & { id_categoria: number | null };

export default function Prodotti({ loaderData }: Route.ComponentProps) {
  const { products, categories } = loaderData as { products: ListedProduct[]; categories: Category[] };
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [query, setQuery] = useListQuery();
  const categoria = parseCategory(params.get('categoria'));

  const inCategory = categoria === null ? products : products.filter((p) => p.id_categoria === categoria);
  const results = filterByQuery(inCategory, query, productSearchTexts);
  const suggestions = suggestionsFor(inCategory, query, productSearchTexts, (p) => p.nome_sintetico || p.nome_prodotto);
  const count = (id: number | null) => (id === null ? products.length : products.filter((p) => p.id_categoria === id).length);
  const options = [{ id: null as number | null, nome: SITE_MSG.allCategories }, ...categories];

  return (
    <div className="container page">
      <ListHeader title={SITE_MSG.productsTitle} intro={SITE_MSG.productsIntro} crumbs={CRUMBS}>
        <SearchBox
          label={SITE_MSG.productsSearchLabel}
          placeholder={SITE_MSG.productsSearchPlaceholder}
          value={query}
          onChange={setQuery}
          suggestions={suggestions}
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
                    to={withParams(params, { categoria: c.id === null ? null : String(c.id) })}
                    preventScrollReset
                    replace
                    className={`filter-link${active ? ' is-active' : ''}`}
                    aria-current={active ? 'true' : undefined}
                  >
                    <span>{c.nome}</span>
                    <span className="filter-count">{count(c.id)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <form method="get" className="filter-select">
            <label htmlFor="categoria-select">{SITE_MSG.filterByCategory}</label>
            {params.get('q') && <input type="hidden" name="q" value={params.get('q') ?? ''} />}
            <select
              id="categoria-select"
              name="categoria"
              value={categoria === null ? '' : String(categoria)}
              onChange={(e) => navigate(withParams(params, { categoria: e.target.value || null }), { replace: true, preventScrollReset: true })}
            >
              {options.map((c) => (
                <option key={c.id ?? 'tutte'} value={c.id === null ? '' : String(c.id)}>
                  {c.nome} ({count(c.id)})
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="btn btn-secondary">
                {SITE_MSG.applyFilter}
              </button>
            </noscript>
          </form>
        </aside>

        <section className="list-results" aria-labelledby="risultati-prodotti">
          <h2 id="risultati-prodotti" className="sr-only">
            {SITE_MSG.navProducts}
          </h2>
          <ResultsCount text={SITE_MSG.resultsCount(results.length)} />
          {results.length === 0 ? (
            <EmptyState message={MSG.noProductsFound} />
          ) : (
            <ul className="product-grid product-grid-wide">
              {results.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} eager={i < 2} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
