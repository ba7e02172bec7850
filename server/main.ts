import { boot } from './boot.ts';
import { ConfigError, loadConfig } from './config.ts';

/** `npm start`: the production server (build/ or BUILD_DIR). */
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
  const { services, port } = await boot({ mode: 'production', config, buildDir: process.env.BUILD_DIR ?? 'build' });
  console.log(`${config.siteName} è in ascolto su http://localhost:${port} (${services.db.description})`);
}

main().catch((err) => {
  console.error('Avvio non riuscito:', err instanceof Error ? err.message : err);
  process.exit(1);
});
