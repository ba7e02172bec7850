import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { CategoriesPage } from '../../features/categories/index.ts';

export function meta() {
  return [{ title: `${M.categoriesTitle} — ${M.dashboard}` }];
}

export default CategoriesPage;
