/** The messages feature's public entry: the inbox of /dashboard/messaggi and the sidebar's unread badge. Its other files are its own. */
export { MessagesPage } from './messages-page.tsx';
export { UnreadBadge } from './unread-badge.tsx';
