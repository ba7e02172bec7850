import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../common/messages.ts';

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
 * Before any other work (decision 0019): a GET or HEAD of a path with `//` or a trailing slash is
 * sent to its canonical spelling (301, query kept), so every page has one address and one cache
 * entry; any other method on such a path is a 404. A backslash is percent-encoded in the
 * Location: `/\evil.example` would be read by browsers as `//evil.example`, another site.
 */
export async function redirectToCanonicalPath(request: FastifyRequest, reply: FastifyReply) {
  const url = request.raw.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const canonical = canonicalPath(path);
  if (canonical === null) return;
  if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ error: MSG.apiNotFound });
  const location = canonical.replaceAll('\\', '%5C') + (q === -1 ? '' : url.slice(q));
  return reply.status(301).header('location', location).header('cache-control', 'public, max-age=3600').send();
}
