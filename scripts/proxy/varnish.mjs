// The shipped shared cache (deploy/varnish, decision 0071) as a child process: varnishd in the
// foreground with deploy/varnish/scorta.vcl and a local.vcl written for the upstreams it is given.
// Used by `npm run proxy` (scripts/proxy.mjs), the bench and the tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listen, portFree, stopChild, waitForPort } from './child.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const VCL_DIR = path.join(ROOT, 'deploy', 'varnish');
const CANDIDATES = ['/usr/sbin/varnishd', '/usr/bin/varnishd', '/usr/local/sbin/varnishd'];

/** The varnishd binary (VARNISHD to choose one), or null. */
export function findVarnishd() {
  const chosen = process.env.VARNISHD;
  if (chosen) return fs.existsSync(chosen) ? chosen : null;
  return CANDIDATES.find((c) => fs.existsSync(c)) ?? null;
}

/** A VCL string literal (the token): quotes and controls refused rather than escaped. */
function vclString(value) {
  if (!/^[\x21-\x7e]+$/.test(value) || value.includes('"')) throw new Error('Il token di svuotamento può contenere solo caratteri visibili, senza virgolette.');
  return `"${value}"`;
}

/** The site's part of the VCL (local.example.vcl's shape) for `upstreams` ('http://host:port'). */
export function localVcl({ upstreams, purgers = ['127.0.0.1', '::1'], token }) {
  const backends = upstreams.map((upstream, i) => {
    const url = new URL(upstream);
    if (url.protocol !== 'http:') throw new Error(`Upstream non valido: ${upstream} (serve un indirizzo http://host:porta).`);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    return `backend scorta_${i + 1} {
    .host = "${host}";
    .port = "${url.port || '80'}";
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
    .probe = { .url = "/api/health"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2; }
}`;
  });
  return `# Written by scripts/proxy/varnish.mjs: the site's part of scorta.vcl (see local.example.vcl).
${backends.join('\n')}

sub vcl_init {
    new scorta = directors.round_robin();
${upstreams.map((_, i) => `    scorta.add_backend(scorta_${i + 1});`).join('\n')}
}

acl scorta_purgers {
${purgers.map((p) => `    "${p}";`).join('\n')}
}

sub scorta_check_purge_token {
${token ? `    if (req.http.X-Purge-Token != ${vclString(token)}) {\n        return (synth(403, "Forbidden"));\n    }` : '    # No token: the acl alone decides.'}
}
`;
}

/**
 * Starts varnishd on host:port in front of `upstreams`, its files in `workDir` (made when absent);
 * resolves when it accepts connections. `storageMb` of memory for the objects. `stop()` ends it.
 */
export async function startVarnish({ upstreams, port, host = '127.0.0.1', workDir, token, storageMb = 256, purgers, stdio = 'inherit' }) {
  const binary = findVarnishd();
  if (!binary) throw new Error('varnishd non trovato: installalo con «apt-get install varnish» (oppure indica il programma con VARNISHD).');
  if (!(await portFree(host, port))) throw new Error(`la porta ${host}:${port} è già in uso.`);
  const dir = workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-proxy-'));
  fs.mkdirSync(dir, { recursive: true });
  const vclDir = path.join(dir, 'vcl');
  fs.mkdirSync(vclDir, { recursive: true });
  fs.writeFileSync(path.join(vclDir, 'local.vcl'), localVcl({ upstreams, purgers, token }));
  // Readable by varnishd's unprivileged users when started as root.
  for (const d of [dir, vclDir]) fs.chmodSync(d, 0o755);
  const args = [
    '-F',
    '-n',
    path.join(dir, 'varnish'),
    '-a',
    `${host}:${port}`,
    '-f',
    path.join(VCL_DIR, 'scorta.vcl'),
    '-p',
    `vcl_path=${vclDir}:${VCL_DIR}`,
    '-p',
    'http_gzip_support=off',
    '-s',
    `malloc,${storageMb}m`,
    // No management console: nothing listens but the proxy itself.
    '-T',
    'none',
  ];
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const lastWords = listen(child, stdio === 'inherit');
  const stop = () => stopChild(child);
  try {
    await waitForPort(host, port, child, 30_000, 'varnishd');
  } catch (error) {
    await stop();
    const detail = lastWords();
    throw new Error(`${error.message}${detail ? `\n${detail}` : ''}`);
  }
  return { child, url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, stop, workDir: dir };
}
