import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import { AddProductPage } from '../../features/products/index.ts';

export function meta() {
  return [{ title: `${M.addProductTitle} — ${DASH_MSG.dashboard}` }];
}

export default AddProductPage;
