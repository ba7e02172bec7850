import { API_KEY_NAMES, type ApiKeyName, KEY_MSG } from '../../common/messages-keys.ts';
import type { KeyStatus } from '../../common/types-dashboard.ts';
import type { Db } from '../db/index.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { AppError, badRequest } from './errors.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

export function isKeyName(name: string): name is ApiKeyName {
  return (API_KEY_NAMES as readonly string[]).includes(name);
}

/** A key name from a route parameter, else 400 'Chiave sconosciuta…'. */
export function parseKeyName(name: unknown): ApiKeyName {
  const s = String(name ?? '');
  if (!isKeyName(s)) throw badRequest(KEY_MSG.keysUnknown);
  return s;
}

/**
 * A key is saved but cannot be decrypted with the current APP_SECRET (it changed, or the row was
 * altered). 503 with an Italian message if it reaches an API answer: the feature needing the key
 * is unavailable until someone saves the key again.
 */
export class KeyUnreadableError extends AppError {
  constructor(readonly keyName: ApiKeyName) {
    super(503, KEY_MSG.keysUnreadableError(keyName));
    this.name = 'KeyUnreadableError';
  }
}

/**
 * The openai and unsplash keys, stored encrypted (AES-256-GCM under APP_SECRET). The API sees only
 * their last 4 characters; integrations read the plain key with get(), where a key saved in the
 * dashboard wins over the environment's fallback.
 */
export class KeysService {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly fallbacks: Partial<Record<ApiKeyName, string | undefined>> = {},
    private readonly clock: Clock = systemClock,
  ) {}

  /** Each key's last 4 characters; a saved key that cannot be decrypted is marked 'illeggibile'. */
  async status(): Promise<KeyStatus[]> {
    const rows = await this.db.kysely.selectFrom('api_keys').select(['name', 'last4', 'ciphertext']).execute();
    return API_KEY_NAMES.map((name): KeyStatus => {
      const row = rows.find((r) => r.name === name);
      if (!row) return { name, last4: null };
      return this.box.decrypt(row.ciphertext) === null ? { name, last4: row.last4, stato: 'illeggibile' } : { name, last4: row.last4 };
    });
  }

  async set(name: ApiKeyName, value: string): Promise<KeyStatus> {
    const last4 = value.slice(-4);
    const row = { ciphertext: this.box.encrypt(value), last4, updated_at: this.clock.nowIso() };
    await this.db.kysely
      .insertInto('api_keys')
      .values({ name, ...row })
      .onConflict((oc) => oc.column('name').doUpdateSet(row))
      .execute();
    return { name, last4 };
  }

  async delete(name: ApiKeyName): Promise<void> {
    await this.db.kysely.deleteFrom('api_keys').where('name', '=', name).execute();
  }

  /**
   * The plain key for an integration: the dashboard's, else the environment's, else null.
   * A saved key that cannot be decrypted throws KeyUnreadableError instead of silently using the
   * environment's key: the dashboard shows that key as saved, so using another one (or none) without
   * a word would hide the APP_SECRET change and make the staff debug the wrong key.
   */
  async get(name: ApiKeyName): Promise<string | null> {
    const row = await this.db.kysely.selectFrom('api_keys').select('ciphertext').where('name', '=', name).executeTakeFirst();
    if (!row) return this.fallbacks[name] ?? null;
    const stored = this.box.decrypt(row.ciphertext);
    if (stored === null) throw new KeyUnreadableError(name);
    return stored;
  }
}
