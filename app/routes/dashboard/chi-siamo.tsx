import { ABOUT_MSG as M } from '../../../common/messages-about.ts';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { AboutPage } from '../../features/about/index.ts';

export function meta() {
  return [{ title: `${M.aboutTitle} — ${DASH_MSG.dashboard}` }];
}

export default AboutPage;
