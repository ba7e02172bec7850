/** The messages feature's public entry: the inbox of /dashboard/messaggi and the sidebar's unread badge. */
export { messageKeys, unreadQuery } from './api.ts';
export { MessagesPage } from './messages-page.tsx';
export { UnreadBadge } from './unread-badge.tsx';
