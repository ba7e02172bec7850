import { boot } from './boot.ts';
import { ConfigError, loadConfig } from './config.ts';

/** `npm run dev`: the same boot with Vite's middleware (hot reload) in front of React Router. */
async function main() {
  // FAKE_SERVICES=1: Amazon, the feeds and the other outside services answer from tests/mocks
  // (msw), so the dashboard can be tried without keys or network (decision 0024).
  const fakes = process.env.FAKE_SERVICES === '1' ? await import('../tests/mocks/dev.ts') : null;
  let config;
  try {
    config = loadConfig({ NODE_ENV: 'development', ...(fakes ? fakes.fakeServicesEnv(process.env) : process.env) });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (fakes) {
    const { installFakeServices } = await import('../tests/mocks/node.ts');
    installFakeServices();
  }
  // The jobs start once the fakes know the database: a first price refresh or feed read must not
  // run before the fake Amazon reads the stored products and the fake feeds are sources.
  const { services, scheduler, port } = await boot({ mode: 'development', config, jobs: false });
  if (fakes) {
    const added = await fakes.connectFakeServices(services);
    if (added > 0) {
      console.log(`Fonti dei feed simulate aggiunte: ${added}. Le fonti già presenti restano (senza rete danno errore): disattivale o rimuovile in Fonti dei feed.`);
    }
  }
  if (config.jobs) scheduler.start();
  console.log(`Sviluppo: http://localhost:${port} (${services.db.description})`);
}

main().catch((err) => {
  console.error('Avvio non riuscito:', err instanceof Error ? err.message : err);
  process.exit(1);
});
