import { CATEGORY_MSG as M } from '../../../common/messages-categories.ts';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { CategoriesPage } from '../../features/categories/index.ts';

export function meta() {
  return [{ title: `${M.categoriesTitle} — ${DASH_MSG.dashboard}` }];
}

export default CategoriesPage;
