import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { INBOX_MSG as M } from '../../../common/messages-inbox.ts';
import { MessagesPage } from '../../features/messages/index.ts';

export function meta() {
  return [{ title: `${M.messagesTitle} — ${DASH_MSG.dashboard}` }];
}

export default MessagesPage;
