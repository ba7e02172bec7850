// The bench's second reference: nginx serving the same folder as the @fastify/static
// reference (index.html and its .gz copy: gzip_static; nginx has no Brotli module here, so only the
// plain and gzip rows compare like with like). It runs only when an nginx binary is installed
// (`apt-get install nginx-light`; or BENCH_NGINX=/path/to/nginx), as the bench's own user (the
// bench's folder is private to it). The autocannon table's nginx has one worker by default, like
// our one Node process (BENCH_NGINX_WORKERS to change it); the wrk comparison's has two, as the
// throughput targets state (scripts/bench/wrk-compare.mjs). Returns null when there is no nginx.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx binary to use, or null. */
export function findNginx() {
  const chosen = process.env.BENCH_NGINX;
  if (chosen) return fs.existsSync(chosen) ? chosen : null;
  return CANDIDATES.find((c) => fs.existsSync(c)) ?? null;
}

/**
 * Starts nginx on `port` over `folder` (its config and logs in `work`, under `name`) with
 * `workers` worker processes; the child process, or null without nginx.
 */
export function startNginx({ folder, port, work, name = 'nginx', workers = Number(process.env.BENCH_NGINX_WORKERS ?? 1) }) {
  const binary = findNginx();
  if (!binary) return null;
  const prefix = path.join(work, name);
  fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `daemon off;
${process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : ''}worker_processes ${workers};
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  types { text/html html; }
  default_type text/html;
  client_body_temp_path ${path.join(prefix, 'tmp')};
  server {
    listen 127.0.0.1:${port};
    root ${folder};
    gzip_static on;
    location / { index index.html; }
  }
}
`,
  );
  return spawn(binary, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
}
