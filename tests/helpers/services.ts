import { bootstrap } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/index.ts';
import type { Services } from '../../server/services.ts';
import { ADMIN, createTestDb } from './app.ts';

export const TEST_APP_SECRET = 'test-secret-test-secret-test-secret-0123';

/**
 * Services on a fresh test database (migrated, first account) without the HTTP app, for tests
 * that build the app themselves (a logger, short timeouts, a throwaway route before ready()).
 */
export async function bootTestServices(env: Record<string, string> = {}): Promise<{
  services: Services;
  db: Db;
  dir: string;
  drop(): Promise<void>;
}> {
  const { db, dir, drop } = await createTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    APP_SECRET: TEST_APP_SECRET,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const services = await bootstrap(config, { info() {}, warn() {} }, db);
  return { services, db, dir, drop };
}
