import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { USER_MSG as M } from '../../../common/messages-users.ts';
import { UsersPage } from '../../features/users/index.ts';

export function meta() {
  return [{ title: `${M.usersTitle} — ${DASH_MSG.dashboard}` }];
}

export default UsersPage;
