import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Login limits, sessions, passwords:
 * - `rate_limits`: fixed-window counters shared by every instance (login, contact form).
 * - `users.username_key`: the username NFC-normalised and lower-cased in JavaScript, unique. SQL
 *   lower() folds only ASCII on SQLite ("Élodie" ≠ "élodie") but all of Unicode on PostgreSQL;
 *   computing the key in JavaScript gives one rule on both. It replaces the lower(username) index.
 */
export function migration002(dialect: DialectName) {
  const bigint = dialect === 'postgres' ? 'bigint' : 'integer';

  /** Frozen copy of usernameKey() in server/domain/users.ts as it was when this shipped. */
  const keyOf = (username: string) => username.normalize('NFC').toLowerCase().normalize('NFC');

  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        // Milliseconds since the epoch when the window ends.
        .addColumn('reset_at', bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();

      await db.schema
        .alterTable('users')
        .addColumn('username_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const users: Array<{ id: number; username: string }> = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute();
      const taken = new Set<string>();
      for (const user of users) {
        let key = keyOf(user.username);
        // Two accounts that SQLite's ASCII-only lower() told apart ("Élodie", "élodie") would now
        // collide: the older keeps the name, the newer gets a key nobody can type and must be
        // renamed from Gestione Utenti (a rename recomputes the key).
        if (taken.has(key)) key = `${key}\uFFFF${user.id}`;
        taken.add(key);
        await db.updateTable('users').set({ username_key: key }).where('id', '=', user.id).execute();
      }
      await db.schema.dropIndex('users_username_unique').execute();
      await db.schema.createIndex('users_username_key_unique').on('users').column('username_key').unique().execute();
    },
  };
}
