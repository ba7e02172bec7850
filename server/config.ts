import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable Scorta reads, parsed once at start.
 * A wrong value stops start-up with one line naming the variable (see ConfigError).
 */

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional());
const httpUrl = z.url({ protocol: /^https?$/, error: 'deve essere un URL http:// o https:// valido' });
const optionalUrl = z.preprocess(emptyToUndefined, httpUrl.optional());
const booleanFlag = (def: boolean) =>
  z.preprocess(
    (v) => emptyToUndefined(typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'deve essere true oppure false' })
      .optional()
      .transform((v) => (v === undefined ? def : v === 'true' || v === '1' || v === 'yes')),
  );

export const DEFAULT_FEED_URLS = [
  'https://www.ansa.it/sito/notizie/cronaca/cronaca_rss.xml',
  'https://www.protezionecivile.gov.it/it/feed/notizie',
  'https://www.ilpost.it/italia/feed/',
];

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
  APP_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { error: 'deve avere almeno 32 caratteri' }).optional(),
  ),
  SITE_NAME: z.preprocess(emptyToUndefined, z.string().trim().max(80, { error: 'può avere al massimo 80 caratteri' }).default('Pronti a Tutto')),
  SITE_URL: optionalUrl,
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email({ error: 'deve essere un indirizzo e-mail valido' }).default('redazione@prontiatutto.it')),
  AMAZON_TAG: z.preprocess(
    emptyToUndefined,
    z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'deve contenere solo lettere, cifre, - e _' }).optional(),
  ),
  AMAZON_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://www.amazon.it')),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.preprocess(emptyToUndefined, z.string().trim().default('gpt-4.1-mini')),
  UNSPLASH_ACCESS_KEY: optionalString,
  UNSPLASH_API_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://api.unsplash.com')),
  TRENDS_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.default('https://trends.google.com')),
  FEED_URLS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((v) => (v === undefined ? DEFAULT_FEED_URLS : v.split(',').map((s) => s.trim()).filter(Boolean)))
      .pipe(z.array(httpUrl, { error: 'deve essere un elenco di URL separati da virgole' })),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.string().trim().regex(/^smtps?:\/\/.+/, { error: 'deve iniziare con smtp:// o smtps://' }).optional(),
  ),
  TRUST_PROXY: booleanFlag(false),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
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
  appSecret: string;
  siteName: string;
  siteUrl: string;
  contactEmail: string;
  amazon: { tag?: string; baseUrl: string };
  openai: { apiKey?: string; baseUrl?: string; model: string };
  unsplash: { accessKey?: string; apiUrl: string };
  trendsBaseUrl: string;
  feedUrls: string[];
  smtpUrl?: string;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function describeValue(v: unknown): string {
  if (v === undefined) return 'non impostata';
  const s = String(v);
  return `ricevuto "${s.length > 40 ? `${s.slice(0, 40)}…` : s}"`;
}

/** Reads APP_SECRET from DATA_DIR/secret, creating it (mode 0600) the first time. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* created below */
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Parses the environment. Throws ConfigError with one Italian line naming the first wrong variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? '?');
    throw new ConfigError(
      `Configurazione non valida: ${name} ${issue.message} (${describeValue(source[name])}).`,
    );
  }
  const e = parsed.data;
  if (e.ADMIN_PASSWORD && !e.ADMIN_USERNAME) {
    throw new ConfigError('Configurazione non valida: ADMIN_USERNAME è obbligatoria quando ADMIN_PASSWORD è impostata.');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO,
    appSecret: e.APP_SECRET ?? loadOrCreateSecret(dataDir),
    siteName: e.SITE_NAME,
    siteUrl,
    contactEmail: e.CONTACT_EMAIL,
    amazon: { tag: e.AMAZON_TAG, baseUrl: e.AMAZON_BASE_URL.replace(/\/+$/, '') },
    openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL },
    unsplash: { accessKey: e.UNSPLASH_ACCESS_KEY, apiUrl: e.UNSPLASH_API_URL.replace(/\/+$/, '') },
    trendsBaseUrl: e.TRENDS_BASE_URL.replace(/\/+$/, ''),
    feedUrls: e.FEED_URLS,
    smtpUrl: e.SMTP_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
  };
}
