import type { Config } from './config.ts';
import { createDb, type Db } from './db/index.ts';
import type { Clock } from './lib/clock.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoContent } from './seed/demo.ts';
import { generatePassword } from './lib/passwords.ts';
import { createServices, type Services } from './services.ts';

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  /** Database pool errors; warn is used when absent. */
  error?(msg: string): void;
}

/**
 * Creates the first account when the database has none: from ADMIN_USERNAME/ADMIN_PASSWORD,
 * else "admin" with a generated password printed once.
 */
export async function ensureFirstAccount(services: Services, config: Config, log: Logger): Promise<void> {
  if ((await services.users.count()) > 0) return;
  if (config.admin.username && config.admin.password) {
    await services.users.create(config.admin.username, config.admin.password);
    log.info(`Creato il primo account "${config.admin.username}" (da ADMIN_USERNAME/ADMIN_PASSWORD).`);
    return;
  }
  const username = config.admin.username ?? 'admin';
  const password = generatePassword();
  await services.users.create(username, password);
  const line = '='.repeat(64);
  // Printed once, on purpose, on the console and not through the structured logger.
  console.log(`\n${line}\n  Primo account creato.\n  Nome utente: ${username}\n  Password:    ${password}\n  Conservala: non verrà mostrata di nuovo.\n${line}\n`);
}

/**
 * config → db → migrate → services → first account → demo content. Migrations, the first account
 * and the demo content run under the database's start-up lock, so instances starting at once on a
 * fresh database cannot both create an account or load the demo content twice.
 */
export async function bootstrap(config: Config, log: Logger, db?: Db, options: { clock?: Clock } = {}): Promise<Services> {
  const database =
    db ??
    createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      logger: { error: (m) => (log.error ? log.error(m) : log.warn(m)) },
    });
  const services = createServices(config, database, options);
  await database.withStartupLock(async () => {
    const applied = await migrateToLatest(database.kysely, database.dialect, database.schema);
    if (applied.length > 0) log.info(`Migrazioni applicate: ${applied.join(', ')}`);
    await ensureFirstAccount(services, config, log);
    const sources = await services.feedSources.seed();
    if (sources > 0) log.info(`Fonti dei feed configurate da FEED_URLS: ${sources}.`);
    if (config.seedDemo && (await seedDemoContent(services))) {
      log.info('Contenuti dimostrativi caricati.');
    }
  });
  await services.auth.purgeExpired();
  return services;
}
