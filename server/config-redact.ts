/** What a configuration error may say about a value: never a secret, never a URL's credentials. */
/** Variables whose value is a secret: an error never repeats them. */
const SECRET_VARS = new Set([
  'APP_SECRET',
  'ADMIN_PASSWORD',
  'OPENAI_API_KEY',
  'UNSPLASH_ACCESS_KEY',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
  'SHARED_CACHE_PURGE_TOKEN',
  'CLOUDFLARE_API_TOKEN',
  'FASTLY_API_TOKEN',
]);

/** URLs that may carry credentials (user:password@, ?password=): shown with those hidden. */
const URL_WITH_CREDENTIALS_VARS = new Set(['DATABASE_URL', 'SMTP_URL', 'MEDIA_S3_ENDPOINT']);

const HIDDEN_VALUE = 'valore nascosto';

/**
 * A URL as it can be shown in an error or a log: user and password, query string and fragment
 * hidden (everything before the last "@" counts as credentials, so malformed values are safe too).
 * Null when the value is not even scheme://… (it could be a "host=… password=…" string).
 */
export function redactUrl(value: string): string | null {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value)?.[0];
  if (scheme === undefined) return null;
  const query = value.search(/[?#]/);
  let s = query < 0 ? value : `${value.slice(0, query + 1)}***`;
  const at = s.lastIndexOf('@');
  if (at >= 0) s = `${scheme}***${s.slice(at)}`;
  return s;
}

/** What an error says about the value it refused: never a secret, never a URL's credentials. */
export function describeValue(name: string, v: unknown): string {
  if (v === undefined) return 'non impostata';
  if (SECRET_VARS.has(name)) return HIDDEN_VALUE;
  let s: string | null = String(v);
  if (URL_WITH_CREDENTIALS_VARS.has(name)) s = redactUrl(s);
  if (s === null) return HIDDEN_VALUE;
  return `ricevuto "${s.length > 40 ? `${s.slice(0, 40)}…` : s}"`;
}
