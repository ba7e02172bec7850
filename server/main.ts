import v8 from 'node:v8';
import { boot, type RunningServer } from './boot.ts';
import { ConfigError, loadConfig } from './config.ts';

/**
 * How far V8 lets the heap grow past what survived the last full collection: 1.5× instead of
 * its own choice of up to 4×. Under load V8 otherwise grew the old generation to 200 MB of
 * garbage before collecting it (resident memory 380 MB at 100 connections, 245 MB with this, for
 * the same requests per second; docs/performance.md, decision 0018). A `--heap-growing-percent`
 * given in NODE_OPTIONS or on the command line wins.
 */
const HEAP_GROWING_PERCENT = 50;
if (![...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) => arg.includes('heap-growing-percent'))) {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/** `npm start`: the production server (build/ or BUILD_DIR). */
async function main(): Promise<RunningServer> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const server = await boot({ mode: 'production', config, buildDir: process.env.BUILD_DIR ?? 'build' });
  const { services, port } = server;
  console.log(`${config.siteName} è in ascolto su http://localhost:${port} (${services.db.description})`);
  return server;
}

/**
 * The running server, once it listens. `npm start` ignores it; the browser tests' server
 * (scripts/e2e-server.mjs) imports this module and drives the scheduled jobs through it, since
 * it runs with JOBS=false (no production route exists for that).
 */
export const started: Promise<RunningServer> = main().catch((err: unknown) => {
  console.error('Avvio non riuscito:', err instanceof Error ? err.message : err);
  process.exit(1);
});
