import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { AboutPage } from '../../features/about/index.ts';

export function meta() {
  return [{ title: `${M.aboutTitle} — ${M.dashboard}` }];
}

export default AboutPage;
