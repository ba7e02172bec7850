import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { nowIso } from '../lib/time.ts';

export interface PublicUser {
  id: number;
  username: string;
  created_at: string;
  updated_at: string;
}

const publicColumns = ['id', 'username', 'created_at', 'updated_at'] as const;

/** Accounts. Password hashes never leave this module except to the auth service. */
export class UsersService {
  constructor(private readonly db: Db) {}

  async count(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  list(): Promise<PublicUser[]> {
    return this.db.kysely.selectFrom('users').select(publicColumns).orderBy('id').execute();
  }

  findById(id: number): Promise<PublicUser | undefined> {
    return this.db.kysely.selectFrom('users').select(publicColumns).where('id', '=', id).executeTakeFirst();
  }

  /** Case-insensitive lookup, including the hash: for the auth service only. */
  findForLogin(username: string) {
    return this.db.kysely
      .selectFrom('users')
      .select(['id', 'username', 'password_hash'])
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  async create(username: string, password: string): Promise<PublicUser> {
    const now = nowIso();
    const password_hash = await hashPassword(password);
    return this.db.kysely
      .insertInto('users')
      .values({ username, password_hash, created_at: now, updated_at: now })
      .returning(publicColumns)
      .executeTakeFirstOrThrow();
  }
}
