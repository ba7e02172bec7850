import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { MessagesPage } from '../../features/messages/index.ts';

export function meta() {
  return [{ title: `${M.messagesTitle} — ${M.dashboard}` }];
}

export default MessagesPage;
