import { boot } from './boot.ts';
import { ConfigError, loadConfig } from './config.ts';

/** `npm run dev`: the same boot with Vite's middleware (hot reload) in front of React Router. */
async function main() {
  let config;
  try {
    // With FAKE_SERVICES the fake feeds' names (feed.scorta.test) resolve nowhere: msw answers them.
    config = loadConfig({ NODE_ENV: 'development', ...(process.env.FAKE_SERVICES === '1' ? { FEED_ALLOW_PRIVATE: 'true' } : {}), ...process.env });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // FAKE_SERVICES=1: Amazon and the other outside services answer from tests/mocks (msw), so the
  // dashboard can be tried without keys or network.
  if (process.env.FAKE_SERVICES === '1') {
    const { installFakeServices } = await import('../tests/mocks/node.ts');
    installFakeServices();
  }
  const { services, port } = await boot({ mode: 'development', config });
  console.log(`Sviluppo: http://localhost:${port} (${services.db.description})`);
}

main().catch((err) => {
  console.error('Avvio non riuscito:', err instanceof Error ? err.message : err);
  process.exit(1);
});
