import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { KeysPage } from '../../features/keys/index.ts';

export function meta() {
  return [{ title: `${M.keysTitle} — ${M.dashboard}` }];
}

export default KeysPage;
