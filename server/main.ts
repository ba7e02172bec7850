import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createWebServer } from './http/server.ts';

/** Production entry: config → db → migrate → services → http. */
async function main() {
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
  const root = process.cwd();
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
  const buildPath = path.join(buildDir, 'server', 'index.js');
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const services = await bootstrap(config, log);
  const app = await createWebServer({
    services,
    mode: 'production',
    clientDir: path.join(buildDir, 'client'),
    getBuild: async () => build,
  });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: chiusura in corso`);
    await app.close();
    await services.db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`${config.siteName} è in ascolto su http://localhost:${port} (${services.db.description})`);
}

main().catch((err) => {
  console.error('Avvio non riuscito:', err instanceof Error ? err.message : err);
  process.exit(1);
});
