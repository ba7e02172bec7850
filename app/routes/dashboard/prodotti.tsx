import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import { ProductsPage, productsListCss } from '../../features/products/index.ts';
import type { Route } from './+types/prodotti';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: productsListCss }];

export function meta() {
  return [{ title: `${M.productsTitle} — ${DASH_MSG.dashboard}` }];
}

export default ProductsPage;
