import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { PROFILE_MSG as M } from '../../../common/messages-profile.ts';
import { ProfilePage } from '../../features/profile/index.ts';

export function meta() {
  return [{ title: `${M.title} — ${DASH_MSG.dashboard}` }];
}

export default ProfilePage;
