import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { OverviewPage } from '../../features/overview/index.ts';

export function meta() {
  return [{ title: `${DASH_MSG.overviewTitle} — ${DASH_MSG.dashboard}` }];
}

export default OverviewPage;
