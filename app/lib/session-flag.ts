/**
 * Client session flag (spec section 9): '1' in local storage while logged in. Constants only, so
 * the login page's script (app/enhance/login.ts) can set it without the session's React module.
 */
export const SESSION_FLAG_KEY = 'scorta_session';
export const SESSION_FLAG_VALUE = '1';
