// The shipped shared cache (deploy/nginx, decision 0077) as child processes: nginx in the
// foreground with deploy/nginx's rules and a configuration written for the upstreams it is given,
// and beside it the purge listener (purge-listener.mjs) that deletes the cache's files by tag.
// Used by `npm run proxy` (scripts/proxy.mjs), the bench and the tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listen, portFree, stopChild, waitForPort } from './child.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NGINX_CONF_DIR = path.join(ROOT, 'deploy', 'nginx');
const LISTENER = path.join(ROOT, 'scripts', 'proxy', 'purge-listener.mjs');
const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx binary (NGINX to choose one), or null. */
export function findNginxBinary() {
  const chosen = process.env.NGINX;
  if (chosen) return fs.existsSync(chosen) ? chosen : null;
  return CANDIDATES.find((c) => fs.existsSync(c)) ?? null;
}

/** An address nginx takes in `server` and `geo`: a hostname or IP, nothing that could end the directive. */
function address(value, what) {
  if (!/^[A-Za-z0-9.:_-]+(\/\d+)?$/.test(value)) throw new Error(`${what} non valido: ${value}`);
  return value;
}

/**
 * The site's part of the configuration (local.example.conf's shape) for `upstreams`
 * ('http://host:port'): the instances, the cache folder, the listener's socket, who may purge,
 * the server on host:port. `accessLog`: a file, else none.
 */
export function localNginxConf({ upstreams, port, host = '127.0.0.1', cacheDir, cacheMb = 256, socket, purgers = ['127.0.0.1', '::1'], accessLog }) {
  const servers = upstreams.map((upstream) => {
    const url = new URL(upstream);
    if (url.protocol !== 'http:') throw new Error(`Upstream non valido: ${upstream} (serve un indirizzo http://host:porta).`);
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    const where = hostname.includes(':') ? `[${address(hostname, 'Upstream')}]` : address(hostname, 'Upstream');
    return `    server ${where}:${url.port || '80'} max_fails=2 fail_timeout=10s;`;
  });
  const listenOn = host.includes(':') ? `[${address(host, 'Host')}]` : address(host, 'Host');
  // About 8,000 keys a megabyte: a zone of one sixteenth of the cache is room for small answers.
  const zoneMb = Math.max(8, Math.ceil(cacheMb / 16));
  return `# Written by scripts/proxy/nginx.mjs: the site's part of the configuration (see local.example.conf).
include ${path.join(NGINX_CONF_DIR, 'scorta-maps.conf')};

upstream scorta {
${servers.join('\n')}
    keepalive 32;
}

upstream scorta_purge {
    server unix:${socket};
}

proxy_cache_path ${cacheDir} levels=2 keys_zone=scorta:${zoneMb}m max_size=${cacheMb}m inactive=2h use_temp_path=off;

geo $scorta_purger {
    default 0;
${purgers.map((p) => `    ${address(p, 'Indirizzo autorizzato')} 1;`).join('\n')}
}

server {
    listen ${listenOn}:${port};
    access_log ${accessLog ?? 'off'};
    sendfile on;
    tcp_nopush on;
    keepalive_requests 10000;
    include ${path.join(NGINX_CONF_DIR, 'scorta-server.conf')};
}
`;
}

/** The whole nginx.conf of a proxy whose files are all under `prefix`. */
function nginxConf(prefix, local, workers) {
  const temp = (name) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  return `# Written by scripts/proxy/nginx.mjs.
daemon off;
${process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : ''}worker_processes ${workers};
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr warn;
# The maps' regular expressions (encoding, session cookie, the browser's Cache-Control) compiled
# once to machine code: they run on every hit.
pcre_jit on;
events { worker_connections 4096; }
http {
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server_tokens off;
${local.replace(/^/gm, '  ').replace(/^ +$/gm, '')}}
`;
}

/**
 * Starts nginx on host:port in front of `upstreams` and the purge listener beside it, their files
 * in `workDir` (made when absent); resolves when nginx accepts connections. `cacheMb` of disk for
 * the cache; `token` required of the purges; `accessLog` true for a log of every request in
 * `workDir`/access.log (default: none). `stop()` ends both.
 */
export async function startNginxProxy({ upstreams, port, host = '127.0.0.1', workDir, token, cacheMb = 256, purgers, accessLog, workers = 'auto', stdio = 'inherit' }) {
  const binary = findNginxBinary();
  if (!binary) throw new Error('nginx non trovato: installalo con «apt-get install nginx-light» (oppure indica il programma con NGINX).');
  if (!(await portFree(host, port))) throw new Error(`la porta ${host}:${port} è già in uso.`);
  const dir = workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-proxy-'));
  const prefix = path.join(dir, 'nginx');
  const cacheDir = path.join(dir, 'cache');
  const socket = path.join(dir, 'purge.sock');
  const logFile = accessLog ? path.join(dir, 'access.log') : undefined;
  for (const d of [dir, prefix, path.join(prefix, 'temp'), cacheDir]) fs.mkdirSync(d, { recursive: true });
  // Readable by nginx's workers when started as root.
  fs.chmodSync(dir, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, nginxConf(prefix, localNginxConf({ upstreams, port, host, cacheDir, cacheMb, socket, purgers, accessLog: logFile }), workers));

  const echo = stdio === 'inherit';
  const listener = spawn(process.execPath, [LISTENER, '--cache-dir', cacheDir, '--socket', socket, ...(echo ? [] : ['--quiet'])], {
    env: { ...process.env, SCORTA_PURGE_TOKEN: token ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listenerWords = listen(listener, echo);
  // It says so on its standard output once its socket takes connections.
  const listening = new Promise((resolve, reject) => {
    listener.stdout.once('data', resolve);
    listener.once('exit', (code) => reject(new Error(`il servizio di svuotamento è terminato (codice ${code}).\n${listenerWords()}`)));
  });
  const child = spawn(binary, ['-p', prefix, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lastWords = listen(child, echo);
  const stop = () => Promise.all([stopChild(child), stopChild(listener)]).then(() => {});
  try {
    await listening;
    await waitForPort(host, port, child, 30_000, 'nginx');
  } catch (error) {
    await stop();
    const detail = lastWords();
    throw new Error(`${error.message}${detail ? `\n${detail}` : ''}`);
  }
  return { child, listener, children: [child, listener], url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, stop, workDir: dir, accessLog: logFile };
}
