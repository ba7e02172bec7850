import { SITE_MSG } from '../../../common/messages-site.ts';
import { parseRouteId } from '../../lib/content.server.ts';
import { productView } from '../../lib/pages/product-view.server.ts';
import { ProductPage, productPageMeta } from '../../components/site/pages/product-page.tsx';
import { errorTitle, RouteErrorMessage } from '../../components/site/route-error.tsx';
import { missingPage } from '../../lib/missing-page.server.ts';
import { errorMeta, siteFromMatches } from '../../lib/seo.ts';
import { AUTHOR_TOPICS, BLOCK_TOPICS, pageCache, PRODUCT_TOPICS } from '../../../common/cache-topics.ts';
import type { Route } from './+types/articolo';

/** The render cache keeps this page for anonymous visitors (decision 0027). The review may hold blocks (other products, images) and carries its writer's byline. */
export const handle = { cache: pageCache([...PRODUCT_TOPICS, ...BLOCK_TOPICS, ...AUTHOR_TOPICS]) };

/**
 * Public product page (/articolo/{id}): the product, its buying box and its published review.
 * A logged-in editor also sees a draft or archived review, marked as a preview.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services } = context;
  const id = parseRouteId(params.id);
  const product = id === null ? undefined : await services.products.get(id);
  if (!product) throw await missingPage(context, request, SITE_MSG.productLoadError);
  // A failed review request is treated as no review (spec section 8).
  const review = await services.reviews.getByProduct(context.viewer, product.id).catch(() => undefined);
  return productView(services, product, review);
}

export function meta({ data: loaded, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (error || !loaded) return errorMeta(site, errorTitle(error, SITE_MSG.productLoadError));
  return productPageMeta(site, loaded);
}

export default function Articolo({ loaderData }: Route.ComponentProps) {
  return <ProductPage view={loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorMessage fallback={SITE_MSG.productLoadError} back={{ to: '/prodotti', label: SITE_MSG.productsTitle }} />;
}
