import { API_KEY_NAMES, type ApiKeyName, DASH_MSG } from '../../common/messages-dashboard.ts';
import type { KeyStatus } from '../../common/types-dashboard.ts';
import type { Db } from '../db/index.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { nowIso } from '../lib/time.ts';
import { badRequest } from './errors.ts';


export function isKeyName(name: string): name is ApiKeyName {
  return (API_KEY_NAMES as readonly string[]).includes(name);
}

/** A key name from a route parameter, else 400 'Chiave sconosciuta…'. */
export function parseKeyName(name: unknown): ApiKeyName {
  const s = String(name ?? '');
  if (!isKeyName(s)) throw badRequest(DASH_MSG.keysUnknown);
  return s;
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
  ) {}

  async status(): Promise<KeyStatus[]> {
    const rows = await this.db.kysely.selectFrom('api_keys').select(['name', 'last4']).execute();
    return API_KEY_NAMES.map((name) => ({ name, last4: rows.find((r) => r.name === name)?.last4 ?? null }));
  }

  async set(name: ApiKeyName, value: string): Promise<KeyStatus> {
    const last4 = value.slice(-4);
    const row = { ciphertext: this.box.encrypt(value), last4, updated_at: nowIso() };
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

  /** The plain key for an integration: the dashboard's, else the environment's, else null. */
  async get(name: ApiKeyName): Promise<string | null> {
    const row = await this.db.kysely.selectFrom('api_keys').select('ciphertext').where('name', '=', name).executeTakeFirst();
    const stored = row ? this.box.decrypt(row.ciphertext) : null;
    return stored ?? this.fallbacks[name] ?? null;
  }
}
