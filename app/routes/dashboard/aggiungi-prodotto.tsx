import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { AddProductPage } from '../../features/products/index.ts';

export function meta() {
  return [{ title: `${M.addProductTitle} — ${M.dashboard}` }];
}

export default AddProductPage;
