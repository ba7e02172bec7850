import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_AMAZON_BASE_URL } from '../common/amazon.ts';
import { DEFAULT_SITE_NAME } from '../common/messages.ts';
import { withoutTrailingSlashes } from '../common/text.ts';
import { ensurePrivateDir } from './lib/private-fs.ts';
import {
  apiKeyVar,
  ConfigError,
  booleanFlag,
  DEFAULT_FEED_URLS,
  boundedInteger,
  emptyToUndefined,
  httpUrl,
  integerVar,
  millisecondsVar,
  optionalUrl,
  trustProxySchema,
  type TrustProxy,
} from './config-values.ts';
import { MEDIA_ENV, type MediaConfig, mediaConfig } from './config-media.ts';
import { SHARED_CACHE_ENV, type SharedCacheConfig, sharedCacheConfig } from './config-shared-cache.ts';
import { describeValue } from './config-redact.ts';

export { ConfigError, DEFAULT_FEED_URLS, type TrustProxy } from './config-values.ts';
export { redactUrl } from './config-redact.ts';

/**
 * Every environment variable Scorta reads, parsed once at start.
 * A wrong value stops start-up with one line naming the variable (see ConfigError).
 */

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('production')),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'deve essere un numero intero tra 0 e 65535' })
      .int({ error: 'deve essere un numero intero tra 0 e 65535' })
      .min(0, { error: 'deve essere un numero intero tra 0 e 65535' })
      .max(65535, { error: 'deve essere un numero intero tra 0 e 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().trim().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().trim().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/.+/, { error: 'deve iniziare con postgres:// (oppure non essere impostata per usare SQLite)' })
      .optional(),
  ),
  ADMIN_USERNAME: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(3, { error: 'deve avere almeno 3 caratteri' }).max(64, { error: 'può avere al massimo 64 caratteri' }).optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, { error: 'deve avere almeno 8 caratteri' }).max(200, { error: 'può avere al massimo 200 caratteri' }).optional(),
  ),
  SEED_DEMO: booleanFlag(true),
  AI_DISCLOSURE: booleanFlag(true),
  HOME_POINTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((v) =>
        v
          .split('|')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .refine((points) => points.length >= 1 && points.length <= 5 && points.every((p) => p.length <= 120), {
        error: 'deve contenere da 1 a 5 frasi separate da | (al massimo 120 caratteri ciascuna)',
      })
      .optional(),
  ),
  APP_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, { error: 'deve avere almeno 32 caratteri' }).optional()),
  SITE_NAME: z.preprocess(emptyToUndefined, z.string().trim().max(80, { error: 'può avere al massimo 80 caratteri' }).default(DEFAULT_SITE_NAME)),
  SITE_URL: optionalUrl,
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email({ error: 'deve essere un indirizzo e-mail valido' }).default('redazione@prontiatutto.it')),
  AMAZON_TAG: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'deve contenere solo lettere, cifre, - e _' })
      .optional(),
  ),
  AMAZON_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.default(DEFAULT_AMAZON_BASE_URL)),
  AMAZON_REFRESH_SPACING_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'deve essere un numero intero di millisecondi (0–600000)' })
      .int({ error: 'deve essere un numero intero di millisecondi (0–600000)' })
      .min(0, { error: 'deve essere un numero intero di millisecondi (0–600000)' })
      .max(600_000, { error: 'deve essere un numero intero di millisecondi (0–600000)' })
      .default(5_000),
  ),
  AMAZON_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'deve essere un numero intero di millisecondi (100–120000)' })
      .int({ error: 'deve essere un numero intero di millisecondi (100–120000)' })
      .min(100, { error: 'deve essere un numero intero di millisecondi (100–120000)' })
      .max(120_000, { error: 'deve essere un numero intero di millisecondi (100–120000)' })
      .default(15_000),
  ),
  JOBS: booleanFlag(true),
  OPENAI_API_KEY: apiKeyVar,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.preprocess(emptyToUndefined, z.string().trim().default('gpt-4.1-mini')),
  OPENAI_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'deve essere un numero intero di millisecondi (1000–600000)' })
      .int({ error: 'deve essere un numero intero di millisecondi (1000–600000)' })
      .min(1_000, { error: 'deve essere un numero intero di millisecondi (1000–600000)' })
      .max(600_000, { error: 'deve essere un numero intero di millisecondi (1000–600000)' })
      .default(90_000),
  ),
  UNSPLASH_ACCESS_KEY: apiKeyVar,
  UNSPLASH_API_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://api.unsplash.com')),
  UNSPLASH_TIMEOUT_MS: millisecondsVar(500, 60_000, 10_000),
  TRENDS_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://trends.google.com')),
  TRENDS_TIMEOUT_MS: millisecondsVar(100, 120_000, 10_000),
  FEED_URLS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((v) =>
        v === undefined
          ? DEFAULT_FEED_URLS
          : v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
      )
      .pipe(z.array(httpUrl, { error: 'deve essere un elenco di URL separati da virgole' })),
  ),
  FEED_TIMEOUT_MS: millisecondsVar(100, 120_000, 10_000),
  FEED_INGEST_TIMEOUT_MS: millisecondsVar(100, 600_000, 30_000),
  ARTICLE_TIMEOUT_MS: millisecondsVar(100, 120_000, 10_000),
  FEED_ALLOW_PRIVATE: booleanFlag(false),
  RETRY_BACKOFF_MS: z.preprocess(emptyToUndefined, boundedInteger('deve essere un numero intero di millisecondi', 0, 60_000).optional()),
  RENDER_CACHE_MB: integerVar('deve essere un numero intero di megabyte', 0, 4096, 64),
  STATS_FLUSH_MS: millisecondsVar(100, 600_000, 10_000),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/.+/, { error: 'deve iniziare con smtp:// o smtps://' })
      .optional(),
  ),
  ...MEDIA_ENV,
  ...SHARED_CACHE_ENV,
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  admin: { username?: string; password?: string };
  seedDemo: boolean;
  /** The line under public texts written with AI (AI_DISCLOSURE, on by default). */
  aiDisclosure: boolean;
  /** The home page's 'Come lavoriamo' points (HOME_POINTS); unset: the default copy, which claims no testing. */
  homePoints?: string[];
  appSecret: string;
  siteName: string;
  siteUrl: string;
  contactEmail: string;
  amazon: { tag?: string; baseUrl: string; refreshSpacingMs: number; timeoutMs: number };
  /** Run the scheduled jobs in this process (JOBS=false: an instance that only serves). */
  jobs: boolean;
  openai: { apiKey?: string; baseUrl?: string; model: string; timeoutMs: number };
  unsplash: { accessKey?: string; apiUrl: string; timeoutMs: number };
  trendsBaseUrl: string;
  /** How long one Google Trends request may take (TRENDS_TIMEOUT_MS). */
  trendsTimeoutMs: number;
  feedUrls: string[];
  /** How long reading one feed (FEED_TIMEOUT_MS) and one linked article page (ARTICLE_TIMEOUT_MS) may take, per attempt. */
  /** allowPrivateAddresses (FEED_ALLOW_PRIVATE): feeds and article pages may be on internal addresses. */
  /** ingestTimeoutMs (FEED_INGEST_TIMEOUT_MS): how long reading all the feeds may take, 'Ingest da feed' and the job alike. */
  feeds: { timeoutMs: number; articleTimeoutMs: number; allowPrivateAddresses: boolean; ingestTimeoutMs: number };
  /**
   * The first wait before an outside service is asked again after a failure, doubled at each
   * retry (RETRY_BACKOFF_MS); unset, each client keeps its own (0.3–1 s). A Retry-After the
   * service sends is honoured either way.
   */
  retryBackoffMs?: number;
  smtpUrl?: string;
  /** Passed to Fastify's trustProxy: false (trust nothing), a hop count, or proxy addresses. */
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  /** Memory for rendered public pages (RENDER_CACHE_MB; 0 turns the render cache off). */
  renderCacheMb: number;
  /** How often the counted page views and clicks are written (STATS_FLUSH_MS, decision 0036). */
  statsFlushMs: number;
  /** Where the media library keeps its files: DATA_DIR/media, or an S3-compatible bucket (server/config-media.ts). */
  media: MediaConfig;
  /** The proxy or CDN in front, purged by tag (server/config-shared-cache.ts); with one, views are counted by beacon. */
  sharedCache: SharedCacheConfig;
}

/** Reads APP_SECRET from DATA_DIR/secret, creating it (folder 0700, file 0600) the first time. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* created below */
  }
  ensurePrivateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return secret;
}

/** Parses the environment. Throws ConfigError with one Italian line naming the first wrong variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? '?');
    throw new ConfigError(`Configurazione non valida: ${name} ${issue.message} (${describeValue(name, emptyToUndefined(source[name]))}).`);
  }
  const e = parsed.data;
  if (e.ADMIN_PASSWORD && !e.ADMIN_USERNAME) {
    throw new ConfigError('Configurazione non valida: ADMIN_USERNAME è obbligatoria quando ADMIN_PASSWORD è impostata.');
  }
  if (e.DATABASE_URL && !e.APP_SECRET) {
    throw new ConfigError(
      'Configurazione non valida: APP_SECRET è obbligatoria con DATABASE_URL (un segreto generato nella cartella dati di ogni istanza renderebbe le sessioni e le chiavi API salvate illeggibili alle altre istanze e dopo ogni nuova installazione; usa per esempio "openssl rand -base64 48").',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const siteUrl = withoutTrailingSlashes(e.SITE_URL ?? `http://localhost:${e.PORT}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO,
    aiDisclosure: e.AI_DISCLOSURE,
    homePoints: e.HOME_POINTS,
    appSecret: e.APP_SECRET ?? loadOrCreateSecret(dataDir),
    siteName: e.SITE_NAME,
    siteUrl,
    contactEmail: e.CONTACT_EMAIL,
    amazon: {
      tag: e.AMAZON_TAG,
      baseUrl: withoutTrailingSlashes(e.AMAZON_BASE_URL),
      refreshSpacingMs: e.AMAZON_REFRESH_SPACING_MS,
      timeoutMs: e.AMAZON_TIMEOUT_MS,
    },
    jobs: e.JOBS,
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL === undefined ? undefined : withoutTrailingSlashes(e.OPENAI_BASE_URL),
      model: e.OPENAI_MODEL,
      timeoutMs: e.OPENAI_TIMEOUT_MS,
    },
    unsplash: { accessKey: e.UNSPLASH_ACCESS_KEY, apiUrl: withoutTrailingSlashes(e.UNSPLASH_API_URL), timeoutMs: e.UNSPLASH_TIMEOUT_MS },
    trendsBaseUrl: withoutTrailingSlashes(e.TRENDS_BASE_URL),
    trendsTimeoutMs: e.TRENDS_TIMEOUT_MS,
    feedUrls: e.FEED_URLS,
    feeds: {
      timeoutMs: e.FEED_TIMEOUT_MS,
      articleTimeoutMs: e.ARTICLE_TIMEOUT_MS,
      allowPrivateAddresses: e.FEED_ALLOW_PRIVATE,
      ingestTimeoutMs: e.FEED_INGEST_TIMEOUT_MS,
    },
    retryBackoffMs: e.RETRY_BACKOFF_MS,
    smtpUrl: e.SMTP_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    renderCacheMb: e.RENDER_CACHE_MB,
    statsFlushMs: e.STATS_FLUSH_MS,
    media: mediaConfig(e),
    sharedCache: sharedCacheConfig(e),
  };
}
