import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../common/messages.ts';
import { SITE_MSG } from '../../common/messages-site.ts';

/**
 * The canonical spelling of a path: runs of slashes made one, no trailing slash (but for `/`
 * itself), or null when `path` is canonical already. One pass over the characters: a path of
 * 15,000 slashes costs what any path of that length costs (a `/\/+$/` on it was quadratic).
 */
export function canonicalPath(path: string): string | null {
  if (!path.includes('//') && !(path.length > 1 && path.endsWith('/'))) return null;
  let out = '';
  let changed = false;
  let previousSlash = false;
  for (let i = 0; i < path.length; i++) {
    const slash = path.charCodeAt(i) === 47;
    if (slash && previousSlash) {
      changed = true;
      continue;
    }
    previousSlash = slash;
    out += path[i];
  }
  if (out.length > 1 && out.endsWith('/')) {
    out = out.slice(0, -1);
    changed = true;
  }
  return changed ? out : null;
}

/**
 * The longest address of the site is far shorter (a news slug is at most 200 characters, the
 * deepest path has 5 segments): a longer or deeper path names nothing and is answered before any
 * work, since some work grows faster than the path (React Router's route discovery grew with the
 * square of the segments: 7,000 segments under /dashboard held the server 4.6 s).
 */
export const MAX_PATH_LENGTH = 1024;
export const MAX_PATH_SEGMENTS = 16;

const DOT_SEGMENTS = new Set(['.', '..', '%2e', '.%2e', '%2e.', '%2e%2e']);

/**
 * 414 for a path over MAX_PATH_LENGTH; 404 for one over MAX_PATH_SEGMENTS, with a dot segment
 * (`/x/../privacy`, `/%2e/privacy`) or a backslash (`/articolo\1`): browsers resolve both before
 * asking, and the page renderer's URL parser would too, making one more spelling of a page; else
 * null. Linear, no decoding.
 */
export function pathOutOfBounds(path: string): 414 | 404 | null {
  if (path.length > MAX_PATH_LENGTH) return 414;
  if (path.includes('\\')) return 404;
  let segments = 0;
  for (let start = 1; start <= path.length; segments++) {
    if (segments >= MAX_PATH_SEGMENTS) return 404;
    let end = path.indexOf('/', start);
    if (end === -1) end = path.length;
    if (end - start <= 6 && DOT_SEGMENTS.has(path.slice(start, end).toLowerCase())) return 404;
    start = end + 1;
  }
  return null;
}

/** A tiny Italian page (or JSON for the API) for paths answered before any work. */
function sendRefused(reply: FastifyReply, path: string, status: 404 | 414) {
  const text = status === 414 ? MSG.uriTooLong : MSG.pageNotFoundText;
  reply.status(status).header('cache-control', 'no-store');
  if (path === '/api' || path.startsWith('/api/')) return reply.send({ error: status === 414 ? MSG.uriTooLong : MSG.apiNotFound });
  const title = status === 414 ? MSG.uriTooLong : MSG.pageNotFoundTitle;
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="/">${SITE_MSG.navHome}</a></p></body></html>`,
    );
}

/**
 * Before any other work (decision 0019): a path too long or too deep is refused (above); a GET or HEAD of a path with `//` or a trailing slash is
 * sent to its canonical spelling (301, query kept), so every page has one address and one cache
 * entry; any other method on such a path is a 404. A backslash is percent-encoded in the
 * Location: `/\evil.example` would be read by browsers as `//evil.example`, another site.
 */
export async function redirectToCanonicalPath(request: FastifyRequest, reply: FastifyReply) {
  const url = request.raw.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const bound = pathOutOfBounds(path);
  if (bound !== null) return sendRefused(reply, path, bound);
  const canonical = canonicalPath(path);
  if (canonical === null) return;
  if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ error: MSG.apiNotFound });
  const location = canonical.replaceAll('\\', '%5C') + (q === -1 ? '' : url.slice(q));
  return reply.status(301).header('location', location).header('cache-control', 'public, max-age=3600').send();
}
