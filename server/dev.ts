import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDevWebServer } from './http/dev-server.ts';

/** `npm run dev`: the same server with Vite's middleware (hot reload) in front of React Router. */
async function main() {
  let config;
  try {
    config = loadConfig({ NODE_ENV: 'development', ...process.env });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const services = await bootstrap(config, log);
  const app = await createDevWebServer(services);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Sviluppo: http://localhost:${config.port} (${services.db.description})`);
}

main().catch((err) => {
  console.error('Avvio non riuscito:', err instanceof Error ? err.message : err);
  process.exit(1);
});
