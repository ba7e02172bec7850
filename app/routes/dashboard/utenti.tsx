import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { UsersPage } from '../../features/users/index.ts';

export function meta() {
  return [{ title: `${M.usersTitle} — ${M.dashboard}` }];
}

export default UsersPage;
