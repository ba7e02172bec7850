import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { OVERVIEW_MSG } from '../../../common/messages-overview.ts';
import { OverviewPage } from '../../features/overview/index.ts';

export function meta() {
  return [{ title: `${OVERVIEW_MSG.overviewTitle} — ${DASH_MSG.dashboard}` }];
}

export default OverviewPage;
