import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { createDb } from '../../server/db/index.ts';
import { KeysService, KeyUnreadableError } from '../../server/domain/keys.ts';
import { OPENAI_DEFAULT_BASE_URL } from '../../server/integrations/openai/client.ts';
import { SecretBox } from '../../server/lib/secret-box.ts';

/**
 * The OpenAI-compatible endpoint the model pass of the evaluation calls (`--model`): the site's
 * own configuration, so that the figures are those of the model the publisher pays for.
 * - The key: OPENAI_API_KEY when set (an override for the measurement), else the key saved in
 *   Chiavi API, read from the database the site would use (DATABASE_URL, else
 *   DATA_DIR/scorta.sqlite) and decrypted with APP_SECRET (else DATA_DIR/secret) as the app does.
 *   The site itself prefers the saved key to OPENAI_API_KEY; here the variable wins, so that a
 *   publisher can measure another key without touching the dashboard.
 * - The server, the model and the timeout: OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS, the
 *   variables the site reads (server/config.ts); RETRY_BACKOFF_MS too.
 * Nothing is written: no database or secret is created where there is none.
 */
export interface Endpoint {
  baseUrl: string;
  model: string;
  timeoutMs: number;
  retryBackoffMs?: number;
  key: string;
  /** Where the key comes from, for the report's heading (never the key itself). */
  keySource: 'OPENAI_API_KEY' | 'Chiavi API';
}

export type EndpointAnswer = { ok: true; endpoint: Endpoint } | { ok: false; message: string };

export const NO_KEY_MESSAGE =
  'Nessuna chiave per il servizio di intelligenza artificiale: salvala in Chiavi API (la valutazione legge il database del sito: DATABASE_URL, oppure DATA_DIR/scorta.sqlite) oppure imposta OPENAI_API_KEY.';

/** Placeholder secret for reading the variables when no database is read (nothing is decrypted with it). */
const UNUSED_SECRET = 'valutazione-senza-database-valutazione-senza-database';

export async function resolveEndpoint(env: NodeJS.ProcessEnv = process.env): Promise<EndpointAnswer> {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  const sqliteFile = path.join(dataDir, 'scorta.sqlite');
  const envKey = env.OPENAI_API_KEY?.trim();
  // SQLite's key is decrypted with APP_SECRET, else DATA_DIR/secret: without either it cannot be
  // read, and loadConfig would create a secret in a data folder the site never used.
  const secretKnown = !!env.APP_SECRET?.trim() || fs.existsSync(path.join(dataDir, 'secret'));
  const readDb = !envKey && (!!env.DATABASE_URL?.trim() || (fs.existsSync(sqliteFile) && secretKnown));
  let config;
  try {
    config = loadConfig(readDb ? env : { ...env, APP_SECRET: env.APP_SECRET?.trim() || UNUSED_SECRET });
  } catch (err) {
    if (err instanceof ConfigError) return { ok: false, message: err.message };
    throw err;
  }
  const base = {
    baseUrl: config.openai.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
    model: config.openai.model,
    timeoutMs: config.openai.timeoutMs,
    retryBackoffMs: config.retryBackoffMs,
  };
  if (config.openai.apiKey) return { ok: true, endpoint: { ...base, key: config.openai.apiKey, keySource: 'OPENAI_API_KEY' } };
  if (!readDb) return { ok: false, message: NO_KEY_MESSAGE };

  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const key = await new KeysService(db, new SecretBox(config.appSecret)).get('openai');
    return key ? { ok: true, endpoint: { ...base, key, keySource: 'Chiavi API' } } : { ok: false, message: NO_KEY_MESSAGE };
  } catch (err) {
    if (err instanceof KeyUnreadableError) return { ok: false, message: err.message };
    const reason = err instanceof Error ? err.message : String(err);
    return { ok: false, message: `Impossibile leggere la chiave salvata dal database del sito (${db.description}): ${reason}` };
  } finally {
    await db.close();
  }
}
