import type { Kysely } from 'kysely';

/**
 * Portable recognition of constraint violations (better-sqlite3 and pg), so a race that slips past
 * an explicit check still becomes a clear 409/400 instead of a 500.
 */
function codeOf(err: unknown): string {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : '';
}

export function isUniqueViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isForeignKeyViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * Runs `fn` in a transaction; a unique (or foreign-key) violation that slipped past the explicit
 * checks becomes the given Italian error instead of a 500.
 */
export async function writeTransaction<DB, T>(kysely: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>, errors: { unique: () => Error; foreignKey?: () => Error }): Promise<T> {
  try {
    return await kysely.transaction().execute(fn);
  } catch (err) {
    if (isUniqueViolation(err)) throw errors.unique();
    if (errors.foreignKey && isForeignKeyViolation(err)) throw errors.foreignKey();
    throw err;
  }
}
