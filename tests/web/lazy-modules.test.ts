import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startProductionServer } from '../helpers/process.ts';

/**
 * The outside services' packages load on first use (server/lib/lazy-module.ts, decision 0018):
 * a production server on SQLite that has served the public site and its list APIs has none of
 * them in memory. A module preloaded with NODE_OPTIONS=--import records every module the process
 * resolves (ES imports through a resolve hook, CommonJS through require's cache) and prints the
 * list when the test sends SIGUSR2, so the product carries no probe. A static `import` of one of
 * these packages anywhere on the way of a page makes this test fail.
 */

const LAZY_PACKAGES = ['cheerio', 'linkedom', '@mozilla/readability', 'iconv-lite', 'openai', 'nodemailer', 'pg', 'sharp', '@aws-sdk/client-s3'];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-lazy-modules-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const HOOKS = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  port.postMessage(result.url);
  return result;
}`;

const PROBE = `
import { createRequire, register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const seen = new Set();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url) => seen.add(url));
port1.unref();
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOKS)}), { data: { port: port2 }, transferList: [port2] });
const cache = createRequire(import.meta.url).cache;
process.on('SIGUSR2', () => {
  const loaded = [...seen, ...Object.keys(cache)].map((p) => decodeURIComponent(p).replace(/\\\\/g, '/'));
  process.stdout.write('MODULI ' + JSON.stringify(loaded) + '\\n');
});
`;

describe('the production server on SQLite', () => {
  it('serves the public site and its list APIs without loading any outside-service package', async () => {
    const probe = path.join(dir, 'probe.mjs');
    fs.writeFileSync(probe, PROBE);
    const server = await startProductionServer({
      env: { DATA_DIR: path.join(dir, 'data'), SEED_DEMO: 'true' },
      nodeOptions: `--import ${pathToFileURL(probe).href}`,
    });
    try {
      for (const url of [
        '/',
        '/prodotti',
        '/articolo/1',
        '/guide',
        '/notizie',
        '/chi-siamo',
        '/contatti',
        '/sitemap.xml',
        '/feed.xml',
        '/api/prodotti',
        '/api/notizie',
        '/api/recensioni',
        '/api/guide',
      ]) {
        const res = await fetch(`${server.url}${url}`);
        await res.arrayBuffer();
        expect(res.status, url).toBe(200);
      }
      server.child.kill('SIGUSR2');
      const line = await server.waitForOutput(/^MODULI /);
      const loaded = JSON.parse(line.slice('MODULI '.length)) as string[];
      // The probe sees both kinds of loading: Fastify (CommonJS required from an ES import) is there.
      expect(loaded.some((p) => p.includes('/node_modules/fastify/'))).toBe(true);
      expect(loaded.some((p) => p.includes('/node_modules/react-dom/'))).toBe(true);
      for (const name of LAZY_PACKAGES) {
        expect(
          loaded.filter((p) => p.includes(`/node_modules/${name}/`)),
          name,
        ).toEqual([]);
      }
      // The icons the pages use are bundled into the server build (vite.config.ts): the package
      // itself, whose import evaluates all of its icons, is never loaded.
      expect(loaded.filter((p) => p.includes('/node_modules/lucide-react/'))).toEqual([]);
    } finally {
      await server.kill();
    }
  });
});
