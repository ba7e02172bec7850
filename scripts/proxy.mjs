// `npm run proxy -- --upstream URL [--upstream URL2 | URL,URL2] --port N [--host H]
// [--purge-token T] [--cache-mb M]`: the shipped shared cache (Varnish with deploy/varnish/scorta.vcl)
// in front of running Scorta instances, in the foreground until Ctrl+C. What to set on the
// instances is printed at start; the README's deployment section puts it in front for good.
import { parseArgs } from 'node:util';
import { startVarnish } from './proxy/varnish.mjs';

const USAGE = 'Uso: npm run proxy -- --upstream http://127.0.0.1:3000 [--upstream http://127.0.0.1:3001] --port 6081 [--host 127.0.0.1] [--purge-token SEGRETO] [--cache-mb 256]';

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

let proxy;
try {
  proxy = await startVarnish({ upstreams, port, host: values.host, token: values['purge-token'], storageMb: cacheMb });
} catch (error) {
  console.error(`Impossibile avviare il proxy: ${error.message}`);
  process.exit(1);
}
console.log(`Proxy Varnish in ascolto su ${proxy.url}, davanti a ${upstreams.join(', ')}.`);
console.log('Sulle istanze imposta:');
console.log('  SHARED_CACHE=http');
console.log(`  SHARED_CACHE_PURGE_URLS=${proxy.url}`);
if (values['purge-token']) console.log('  SHARED_CACHE_PURGE_TOKEN=<lo stesso token>');
console.log(`  TRUST_PROXY=${values.host === '127.0.0.1' || values.host === 'localhost' ? '127.0.0.1' : "<l'indirizzo del proxy>"}`);
console.log('Ctrl+C per fermarlo.');
const stop = async () => {
  await proxy.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
proxy.child.on('exit', (code) => {
  console.error(`varnishd è terminato (codice ${code}).`);
  process.exit(1);
});
