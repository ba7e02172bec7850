/** Presence in the editors: who else has the same text open (the heartbeat, the notice). */
export { PresenceNotice, type PresenceNoticeProps } from './presence-notice.tsx';
export { usePresence } from './use-presence.ts';
