import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { KEY_MSG as M } from '../../../common/messages-keys.ts';
import { KeysPage } from '../../features/keys/index.ts';

export function meta() {
  return [{ title: `${M.keysTitle} — ${DASH_MSG.dashboard}` }];
}

export default KeysPage;
