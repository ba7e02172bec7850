// The purge by tag of the shipped nginx cache (deploy/nginx, decision 0077): nginx hands every
// `BAN /` from the purgers to this listener (a Unix socket on the proxy's host), which puts out
// of date each file of the cache whose stored answer names one of the tags in its Surrogate-Key
// (outOfDate below). nginx answers such a file as a miss and stores the fresh answer in its place.
//
// The request is the one the instances send (server/integrations/shared-cache/http.ts):
// `X-Cache-Tags: <topic names separated by one space>` (400 otherwise), `X-Purge-Token` when the
// listener has one (403 otherwise); 200 once the files are out of date. `site` (on every tagged answer)
// empties the whole cache, static files included.
//
// A cache file is nginx's binary header, "\nKEY: <key>\n", the upstream's header as received (up
// to "\r\n\r\n"), then the body. What each file names is remembered by inode and modification
// time, so a purge reads only the files written since the last one and stats the others.
//
// Run on its own: `node scripts/proxy/purge-listener.mjs --cache-dir DIR --socket PATH`, the token
// in SCORTA_PURGE_TOKEN; `npm run proxy` starts it beside nginx (scripts/proxy/nginx.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

/** Topic names only, as the VCL takes them: nothing else reaches the matching. */
const TAGS = /^[a-z0-9_]+( [a-z0-9_]+)*$/;
const MAX_TAGS_LENGTH = 4096;
/** nginx names a cache file after the MD5 of its key; its temporary files carry a suffix. */
const CACHE_FILE = /^[0-9a-f]{32}$/;
/** How much of a file is read: nginx's header, the key and the upstream's header (proxy_buffer_size). */
const HEAD_BYTES = 32 * 1024;
const KEY_MARK = Buffer.from('\nKEY: ');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The tags of X-Cache-Tags, or null when it is missing or not a list of topic names. */
export function parseTags(header) {
  if (typeof header !== 'string' || header.length === 0 || header.length > MAX_TAGS_LENGTH || !TAGS.test(header)) return null;
  return header.split(' ');
}

/** The tags in the Surrogate-Key lines of a cache file's beginning (`head`), or null when it is not one. */
export function tagsOfCacheFile(head) {
  const key = head.indexOf(KEY_MARK);
  if (key < 0) return null;
  const start = head.indexOf(0x0a, key + KEY_MARK.length);
  if (start < 0) return null;
  const end = head.indexOf(HEADER_END, start);
  if (end < 0) return null;
  const tags = [];
  for (const line of head.toString('latin1', start + 1, end).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'surrogate-key') continue;
    for (const tag of line
      .slice(colon + 1)
      .trim()
      .split(/\s+/))
      if (tag) tags.push(tag);
  }
  return tags;
}

/** The first HEAD_BYTES of an open file. */
function readHead(fd) {
  const buffer = Buffer.allocUnsafe(HEAD_BYTES);
  return buffer.subarray(0, fs.readSync(fd, buffer, 0, HEAD_BYTES, 0));
}

/** Every cache file under `dir` (nginx's levels: folders of folders), temporary files left out. */
function* cacheFiles(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* cacheFiles(full);
    else if (entry.isFile() && CACHE_FILE.test(entry.name)) yield full;
  }
}

/** `fn(fd)` on `file` opened for reading and writing; undefined when the file is gone. */
function withFile(file, fn) {
  let fd;
  try {
    fd = fs.openSync(file, 'r+');
    return fn(fd);
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Puts an open cache file out of date: its first field, the version of nginx's cache format, set
 * to 0. nginx then answers it as a miss (logging only at level info) and writes the fresh answer
 * in its place; the cache manager removes it as any other file when unused. (Deleting it instead
 * would make nginx log a critical error each time it expires a file it believes is there.)
 */
function outOfDate(fd) {
  fs.writeSync(fd, VERSION_ZERO, 0, VERSION_ZERO.length, 0);
}
const VERSION_ZERO = Buffer.alloc(8);

/**
 * The purges of one nginx cache folder. `purge(tags)` puts out of date the files naming any of
 * `tags` (every file for `site`, static files included) and returns how many files it looked at
 * and purged.
 */
export function createCachePurger(cacheDir) {
  /** file -> the tags it named when it had this inode and modification time, and whether it is out of date. */
  const known = new Map();
  return {
    purge(tags) {
      const wanted = new Set(tags);
      const everything = wanted.has('site');
      const matches = (named) => everything || named.some((tag) => wanted.has(tag));
      let scanned = 0;
      let purged = 0;
      const seen = new Set();
      for (const file of cacheFiles(cacheDir)) {
        scanned++;
        seen.add(file);
        let stat;
        try {
          stat = fs.statSync(file);
        } catch (error) {
          if (error.code === 'ENOENT') continue;
          throw error;
        }
        const entry = known.get(file);
        if (entry && entry.ino === stat.ino && entry.mtimeMs === stat.mtimeMs && (entry.stale || !matches(entry.tags))) continue;
        const hit = withFile(file, (fd) => {
          if (everything) {
            // Whatever it names: nothing to read.
            outOfDate(fd);
            const after = fs.fstatSync(fd);
            known.set(file, { ino: after.ino, mtimeMs: after.mtimeMs, tags: [], stale: true });
            return true;
          }
          const head = readHead(fd);
          // Already out of date (its version is 0): nothing to do until nginx replaces it.
          const stale = head.length < 8 || head.readBigUInt64LE(0) === 0n;
          const named = stale ? [] : (tagsOfCacheFile(head) ?? []);
          const hit = !stale && matches(named);
          if (hit) outOfDate(fd);
          const after = fs.fstatSync(fd);
          known.set(file, { ino: after.ino, mtimeMs: after.mtimeMs, tags: named, stale: stale || hit });
          return hit;
        });
        if (hit) purged++;
      }
      // Files nginx has removed since (expired, evicted) are forgotten.
      for (const file of known.keys()) if (!seen.has(file)) known.delete(file);
      return { scanned, purged };
    },
  };
}

/** Whether `given` is the token, compared in constant time. */
function sameToken(given, token) {
  if (typeof given !== 'string') return false;
  const digest = (s) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(token));
}

/**
 * The listener: an HTTP server on the Unix socket `socket` purging `cacheDir`. Resolves with
 * { server, close() } once it listens. The socket is the owner's and its group's (0660): run the
 * listener as nginx's workers' user or group (docs/deploy.md: www-data), so that no other local
 * user can empty the cache (`npm run proxy` runs nginx's workers as its own user, root included).
 */
export async function startPurgeListener({ cacheDir, socket, token, log = () => {}, mode = 0o660 }) {
  const purger = createCachePurger(cacheDir);
  const server = http.createServer({ maxHeaderSize: 8 * 1024 }, (req, res) => {
    const answer = (status, text) => res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
    // nginx sends the purge as a POST (Node's HTTP parser knows no BAN).
    if (req.method !== 'POST') return answer(405, 'Metodo non ammesso');
    if (token && !sameToken(req.headers['x-purge-token'], token)) return answer(403, 'Token di svuotamento mancante o errato');
    const tags = parseTags(req.headers['x-cache-tags']);
    if (!tags) return answer(400, 'X-Cache-Tags non valido');
    try {
      const started = performance.now();
      const { scanned, purged } = purger.purge(tags);
      log(`svuotati ${purged} di ${scanned} file per «${tags.join(' ')}» in ${Math.round(performance.now() - started)} ms`);
      answer(200, 'Svuotato');
    } catch (error) {
      log(`svuotamento non riuscito: ${error.message}`);
      answer(500, 'Svuotamento non riuscito');
    }
  });
  fs.rmSync(socket, { force: true });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  fs.chmodSync(socket, mode);
  return { server, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({ options: { 'cache-dir': { type: 'string' }, socket: { type: 'string' }, 'socket-mode': { type: 'string' }, quiet: { type: 'boolean' } } });
  const mode = values['socket-mode'] === undefined ? 0o660 : Number.parseInt(values['socket-mode'], 8);
  if (!Number.isInteger(mode) || mode < 0 || mode > 0o777) {
    console.error('--socket-mode: un permesso ottale, per esempio 660');
    process.exit(2);
  }
  if (!values['cache-dir'] || !values.socket) {
    console.error('Uso: node scripts/proxy/purge-listener.mjs --cache-dir /var/cache/nginx/scorta --socket /run/scorta-purge/purge.sock (token in SCORTA_PURGE_TOKEN)');
    process.exit(2);
  }
  const listener = await startPurgeListener({
    cacheDir: values['cache-dir'],
    socket: values.socket,
    token: process.env.SCORTA_PURGE_TOKEN || undefined,
    mode,
    log: values.quiet ? () => {} : (line) => console.error(line),
  });
  // The starter (scripts/proxy/nginx.mjs) waits for this line.
  console.log(`in ascolto su ${values.socket}`);
  const stop = () => listener.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
