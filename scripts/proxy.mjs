// `npm run proxy -- --upstream URL [--upstream URL2 | URL,URL2] --port N [--host H]
// [--purge-token T] [--cache-mb M] [--kind nginx|varnish] [--access-log]`: the shipped shared
// cache in front of running Scorta instances, in the foreground until Ctrl+C: nginx with
// deploy/nginx and its purge listener (the default, decision 0077), or Varnish with
// deploy/varnish/scorta.vcl. What to set on the instances is printed at start; the README's
// deployment section puts it in front for good.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { startNginxProxy } from './proxy/nginx.mjs';
import { startVarnish } from './proxy/varnish.mjs';

const USAGE =
  'Uso: npm run proxy -- --upstream http://127.0.0.1:3000 [--upstream http://127.0.0.1:3001] --port 6081 [--host 127.0.0.1] [--purge-token SEGRETO] [--cache-mb 256] [--kind nginx|varnish] [--access-log]';

function fail(message) {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      upstream: { type: 'string', multiple: true },
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      'purge-token': { type: 'string' },
      'cache-mb': { type: 'string', default: '256' },
      kind: { type: 'string', default: 'nginx' },
      'access-log': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(`Argomenti non validi: ${error.message}`);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const upstreams = (values.upstream ?? [])
  .flatMap((u) => u.split(','))
  .map((u) => u.trim())
  .filter(Boolean);
if (upstreams.length === 0) fail('Indica almeno un’istanza di Scorta con --upstream.');
for (const u of upstreams) {
  try {
    if (new URL(u).protocol !== 'http:') throw new Error();
  } catch {
    fail(`--upstream non valido: «${u}» (serve un indirizzo http://host:porta di un'istanza).`);
  }
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('--port deve essere un numero di porta tra 1 e 65535.');
const cacheMb = Number(values['cache-mb']);
if (!Number.isInteger(cacheMb) || cacheMb < 16) fail('--cache-mb deve essere un numero intero di megabyte, almeno 16.');
const kind = values.kind;
if (kind !== 'nginx' && kind !== 'varnish') fail(`--kind non valido: «${kind}» (nginx oppure varnish).`);
if (values['access-log'] && kind !== 'nginx') fail('--access-log vale solo per nginx (Varnish ha varnishncsa).');

const common = { upstreams, port, host: values.host, token: values['purge-token'] };
let proxy;
try {
  proxy = kind === 'nginx' ? await startNginxProxy({ ...common, cacheMb, accessLog: values['access-log'] }) : await startVarnish({ ...common, storageMb: cacheMb });
} catch (error) {
  console.error(`Impossibile avviare il proxy: ${error.message}`);
  process.exit(1);
}
const name = kind === 'nginx' ? 'nginx' : 'Varnish';
console.log(`Proxy ${name} in ascolto su ${proxy.url}, davanti a ${upstreams.join(', ')}.`);
if (proxy.accessLog) console.log(`Registro degli accessi: ${proxy.accessLog}`);
console.log('Sulle istanze imposta:');
console.log('  SHARED_CACHE=http');
console.log(`  SHARED_CACHE_PURGE_URLS=${proxy.url}`);
if (values['purge-token']) console.log('  SHARED_CACHE_PURGE_TOKEN=<lo stesso token>');
console.log(`  TRUST_PROXY=${values.host === '127.0.0.1' || values.host === 'localhost' ? '127.0.0.1' : "<l'indirizzo del proxy>"}`);
console.log('Ctrl+C per fermarlo.');
let stopping = false;
const stop = async () => {
  stopping = true;
  await proxy.stop();
  // Its folder (the cache, the configuration) goes with it; an access log asked for stays.
  if (!proxy.accessLog) fs.rmSync(proxy.workDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of proxy.children ?? [proxy.child]) {
  child.on('exit', async (code) => {
    if (stopping) return;
    console.error(`${child === proxy.child ? (kind === 'nginx' ? 'nginx' : 'varnishd') : 'Il servizio di svuotamento'} è terminato (codice ${code}).`);
    stopping = true;
    await proxy.stop();
    process.exit(1);
  });
}
