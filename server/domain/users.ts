import type { Kysely } from 'kysely';
import { USER_MSG } from '../../common/messages-users.ts';
import { countRows } from '../db/count.ts';
import type { Db } from '../db/index.ts';
import { type Page, paged } from '../db/paging.ts';
import type { Database } from '../db/types.ts';
import { writeTransaction } from '../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { conflict, notFound } from './errors.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { ROLE_MSG } from '../../common/messages-roles.ts';
import { FIRST_ROLE, type Role } from '../../common/roles.ts';

/** Constraint races that slip past the explicit checks still answer in Italian. */
const WRITE_ERRORS = { unique: () => conflict(USER_MSG.usersDuplicate) };

export interface PublicUser {
  id: number;
  username: string;
  created_at: string;
  updated_at: string;
  ruolo: Role;
}

const publicColumns = ['id', 'username', 'created_at', 'updated_at', 'ruolo'] as const;

/** What an update changed (the activity log records it): the role before and after when it changed. */
export interface UserChange {
  user: PublicUser;
  passwordChanged: boolean;
  /** The role before, when it changed. */
  ruoloPrima?: Role;
}

/**
 * What makes two usernames the same account: NFC-normalised and lower-cased in JavaScript (the
 * `username_key` column), so "Élodie" and "élodie" match on SQLite exactly as on PostgreSQL.
 */
export function usernameKey(username: string): string {
  return username.normalize('NFC').toLowerCase().normalize('NFC');
}

/** Accounts. Password hashes never leave this module except to the auth service. */
export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  count(): Promise<number> {
    return countRows(this.db.kysely, 'users');
  }

  list(page: Page = {}): Promise<PublicUser[]> {
    return paged(this.db.kysely.selectFrom('users').select(publicColumns).orderBy('id'), page).execute();
  }

  findById(id: number): Promise<PublicUser | undefined> {
    return this.db.kysely.selectFrom('users').select(publicColumns).where('id', '=', id).executeTakeFirst();
  }

  /** Case-insensitive lookup (by usernameKey), including the hash: for the auth service only. */
  findForLogin(username: string) {
    return this.db.kysely
      .selectFrom('users')
      .select(['id', 'username', 'password_hash', 'ruolo', 'nome_visualizzato'])
      .where('username_key', '=', usernameKey(username))
      .executeTakeFirst();
  }

  /** Whether `password` is the user's current one (false for an unknown id). */
  async checkPassword(id: number, password: string): Promise<boolean> {
    const row = await this.db.kysely.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
    return row ? verifyPassword(password, row.password_hash) : false;
  }

  /**
   * Replaces a hash made with older scrypt parameters by `newHash` (same password), unless the
   * password changed in the meantime.
   */
  async upgradePasswordHash(id: number, oldHash: string, newHash: string): Promise<void> {
    await this.db.kysely.updateTable('users').set({ password_hash: newHash }).where('id', '=', id).where('password_hash', '=', oldHash).execute();
  }

  /** An account as start-up and the seed make it: amministratore unless told (the first account is). */
  async create(username: string, password: string, ruolo: Role = FIRST_ROLE): Promise<PublicUser> {
    const now = this.clock.nowIso();
    const password_hash = await hashPassword(password);
    return this.db.kysely
      .insertInto('users')
      .values({ username, username_key: usernameKey(username), password_hash, created_at: now, updated_at: now, ruolo })
      .returning(publicColumns)
      .executeTakeFirstOrThrow();
  }

  /** POST /api/utenti: usernames are unique whatever their case (409); the least role unless told. */
  async createChecked(username: string, password: string, ruolo: Role = 'collaboratore'): Promise<PublicUser> {
    const password_hash = await hashPassword(password);
    return writeTransaction(
      this.db.kysely,
      async (trx) => {
        await this.assertUsernameFree(trx, username);
        const now = this.clock.nowIso();
        return trx
          .insertInto('users')
          .values({ username, username_key: usernameKey(username), password_hash, created_at: now, updated_at: now, ruolo })
          .returning(publicColumns)
          .executeTakeFirstOrThrow();
      },
      WRITE_ERRORS,
    );
  }

  /**
   * PUT /api/utenti/{id}: a new username and/or a new password (hashed here). Returns the user and
   * whether the password changed, so the caller can end that user's other sessions.
   */
  async update(id: number, input: { username?: string; password?: string; ruolo?: Role }): Promise<UserChange> {
    const password_hash = input.password === undefined ? undefined : await hashPassword(input.password);
    let ruoloPrima: Role | undefined;
    const user = await writeTransaction(
      this.db.kysely,
      async (trx) => {
        // A role change serialises with every other one and with deletions (lockAll), so two
        // administrators demoting each other at once cannot leave none.
        if (input.ruolo !== undefined) await lockAll(trx);
        const current = await trx.selectFrom('users').select(['id', 'ruolo']).where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound(USER_MSG.usersNotFound);
        if (input.username !== undefined) await this.assertUsernameFree(trx, input.username, id);
        if (input.ruolo !== undefined && input.ruolo !== current.ruolo) {
          if (current.ruolo === 'amministratore' && (await countAdmins(trx)) <= 1) throw conflict(ROLE_MSG.lastAdminDemote);
          ruoloPrima = current.ruolo;
        }
        return trx
          .updateTable('users')
          .set({
            ...(input.username !== undefined ? { username: input.username, username_key: usernameKey(input.username) } : {}),
            ...(password_hash !== undefined ? { password_hash } : {}),
            ...(input.ruolo !== undefined ? { ruolo: input.ruolo } : {}),
            updated_at: this.clock.nowIso(),
          })
          .where('id', '=', id)
          .returning(publicColumns)
          .executeTakeFirstOrThrow();
      },
      WRITE_ERRORS,
    );
    return { user, passwordChanged: password_hash !== undefined, ...(ruoloPrima ? { ruoloPrima } : {}) };
  }

  /**
   * Deletes an account, never the caller's own nor the last one (409). Every user row is touched
   * first so that two concurrent deletions serialise (row locks on PostgreSQL, the write lock on
   * SQLite) and cannot both see "two accounts left". Sessions go with the user (FK cascade).
   */
  async delete(id: number, currentUserId: number): Promise<PublicUser> {
    if (id === currentUserId) throw conflict(USER_MSG.usersCannotDeleteSelf);
    return this.db.kysely.transaction().execute(async (trx) => {
      await lockAll(trx);
      const target = await trx.selectFrom('users').select(publicColumns).where('id', '=', id).executeTakeFirst();
      if (!target) throw notFound(USER_MSG.usersNotFound);
      if ((await countRows(trx, 'users')) <= 1) throw conflict(USER_MSG.usersCannotDeleteLast);
      if (target.ruolo === 'amministratore' && (await countAdmins(trx)) <= 1) throw conflict(ROLE_MSG.lastAdminDelete);
      // Their texts go to whoever deletes the account (decision 0063): none is left without a writer.
      for (const table of ['reviews', 'guides', 'news'] as const) {
        await trx.updateTable(table).set({ id_autore: currentUserId }).where('id_autore', '=', id).execute();
      }
      await trx.deleteFrom('users').where('id', '=', id).execute();
      return target;
    });
  }

  private async assertUsernameFree(trx: Kysely<Database>, username: string, selfId?: number): Promise<void> {
    let q = trx.selectFrom('users').select('id').where('username_key', '=', usernameKey(username));
    if (selfId !== undefined) q = q.where('id', '!=', selfId);
    if (await q.executeTakeFirst()) throw conflict(USER_MSG.usersDuplicate);
  }
}

/**
 * Touches every user row so that deletions and role changes serialise (row locks on PostgreSQL,
 * the write lock on SQLite): none of two at once can see "two administrators left".
 */
async function lockAll(trx: Kysely<Database>): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .execute();
}

const countAdmins = async (trx: Kysely<Database>): Promise<number> =>
  Number(
    (
      await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('ruolo', '=', 'amministratore')
        .executeTakeFirstOrThrow()
    ).n,
  );
