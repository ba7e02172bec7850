import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { getDummyHash, hashPassword, needsRehash, verifyPassword } from '../lib/passwords.ts';
import { clientNetwork, RateLimiter, type RateRule } from '../lib/rate-limiter.ts';
import { addMs } from '../lib/time.ts';
import { MSG } from '../../common/messages.ts';
import type { Role } from '../../common/roles.ts';
import { AppError } from './errors.ts';
import { usernameKey, type UsersService } from './users.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

/** Idle lifetime: a session unused for this long ends (sliding, refreshed at most daily). */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Absolute lifetime from login: no refresh extends a session past it. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is extended (sliding expiry) at most once per this interval. */
const SESSION_REFRESH_MS = 24 * 60 * 60 * 1000;

/**
 * Login attempts, counted before the password is checked (in the database, shared by every
 * instance): 10 a minute per client address, and 10 every 15 minutes per account *from one
 * address*, so a stranger guessing elsewhere cannot lock the owner out. A successful login does
 * not count (its attempt is taken back) and clears its account+address counter.
 */
export const LOGIN_LIMITS = {
  ip: { max: 10, windowMs: 60_000 },
  account: { max: 10, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateRule>;

/** Checks of the current password when changing one's own (a stolen session cannot guess it fast). */
export const PASSWORD_CHECK_LIMIT: RateRule = { max: 10, windowMs: 15 * 60_000 };

export interface SessionUser {
  id: number;
  username: string;
  /** The role that decides what this session may do (common/roles.ts), read afresh on every request. */
  ruolo: Role;
  /** The byline name: the display name, else the username. */
  nome: string;
}

export interface AuthSession {
  id: string;
  user: SessionUser;
  expiresAt: string;
  /** True when this lookup extended expiresAt (the cookie's Max-Age should follow). */
  refreshed?: boolean;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const hashToken = sha256;

/** Rate-limit keys; the typed username is stored only hashed (people type passwords there too). */
const ipKey = (ip: string) => `login:ip:${clientNetwork(ip)}`;
const accountKey = (username: string, ip: string) => `login:account:${sha256(`${clientNetwork(ip)}|${usernameKey(username)}`)}`;

const earliest = (a: string, b: string) => (a <= b ? a : b);

/**
 * Login, sessions and logout. The cookie carries a random token; the database keeps only its
 * SHA-256, so a leaked database cannot be replayed as sessions.
 */
export class AuthService {
  readonly limiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
    private readonly clock: Clock = systemClock,
  ) {
    this.limiter = new RateLimiter(db, clock);
  }

  /**
   * Checks the credentials and opens a session. `previousToken` is the session cookie the browser
   * already had: a successful login ends that session.
   */
  async login(username: string, password: string, ip: string, previousToken?: string): Promise<{ token: string; session: AuthSession }> {
    // Counted first, checked after: parallel attempts cannot all reach verifyPassword.
    const byIp = await this.limiter.hit(ipKey(ip), LOGIN_LIMITS.ip);
    if (byIp.limited) throw new AppError(429, MSG.loginRateLimited, { retryAfter: byIp.retryAfter, success: false });
    const account = accountKey(username, ip);
    const byAccount = await this.limiter.hit(account, LOGIN_LIMITS.account);
    if (byAccount.limited) {
      throw new AppError(429, MSG.loginRateLimitedAccount, { retryAfter: byAccount.retryAfter, success: false });
    }

    const user = await this.users.findForLogin(username);
    // Unknown users cost the same scrypt time as known ones: no timing oracle.
    const ok = await verifyPassword(password, user?.password_hash ?? (await getDummyHash()));
    if (!user || !ok) throw new AppError(401, MSG.loginInvalid, { success: false });

    await this.limiter.reset(account);
    await this.limiter.refund(ipKey(ip));
    if (needsRehash(user.password_hash)) await this.upgradeHash(user.id, user.password_hash, password);
    if (previousToken) await this.logout(previousToken);

    const token = randomBytes(32).toString('base64url');
    const now = this.clock.nowIso();
    const expiresAt = addMs(now, SESSION_TTL_MS);
    const id = hashToken(token);
    await this.db.kysely.insertInto('sessions').values({ id, user_id: user.id, created_at: now, expires_at: expiresAt, last_seen_at: now }).execute();
    return { token, session: { id, user: { id: user.id, username: user.username, ruolo: user.ruolo, nome: user.nome_visualizzato || user.username }, expiresAt } };
  }

  /** Re-hashes with the current scrypt parameters; a failure (e.g. too busy) waits for the next login. */
  private async upgradeHash(userId: number, oldHash: string, password: string): Promise<void> {
    try {
      await this.users.upgradePasswordHash(userId, oldHash, await hashPassword(password));
    } catch {
      // The old hash keeps working.
    }
  }

  /**
   * Whether `password` is the user's current one, before they change it. Limited per user
   * (PASSWORD_CHECK_LIMIT) so a borrowed session cannot guess it at scrypt speed.
   */
  async checkCurrentPassword(userId: number, password: string): Promise<boolean> {
    const key = `password-check:${userId}`;
    const rate = await this.limiter.hit(key, PASSWORD_CHECK_LIMIT);
    if (rate.limited) throw new AppError(429, MSG.rateLimited, { retryAfter: rate.retryAfter });
    const ok = await this.users.checkPassword(userId, password);
    if (ok) await this.limiter.reset(key);
    return ok;
  }

  /**
   * Resolves a cookie token to a live session, extending it when due: never past 14 days of
   * inactivity, never past 30 days after login.
   */
  async getSession(token: string | undefined): Promise<AuthSession | null> {
    if (!token || token.length > 200) return null;
    const id = hashToken(token);
    const row = await this.db.kysely
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id',
        'sessions.created_at',
        'sessions.expires_at',
        'sessions.last_seen_at',
        'users.id as user_id',
        'users.username',
        'users.ruolo',
        'users.nome_visualizzato',
      ])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const now = this.clock.nowIso();
    const absoluteEnd = addMs(row.created_at, SESSION_MAX_AGE_MS);
    if (row.expires_at <= now || absoluteEnd <= now) {
      await this.db.kysely.deleteFrom('sessions').where('id', '=', id).execute();
      return null;
    }
    let expiresAt = row.expires_at;
    let refreshed = false;
    if (Date.parse(now) - Date.parse(row.last_seen_at) > SESSION_REFRESH_MS) {
      expiresAt = earliest(addMs(now, SESSION_TTL_MS), absoluteEnd);
      refreshed = expiresAt !== row.expires_at;
      await this.db.kysely.updateTable('sessions').set({ last_seen_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
    }
    const user = { id: row.user_id, username: row.username, ruolo: row.ruolo, nome: row.nome_visualizzato || row.username };
    return { id, user, expiresAt, ...(refreshed ? { refreshed } : {}) };
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) return;
    await this.db.kysely.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  }

  /**
   * Ends every session of a user but `exceptSessionId` (after a password change or deletion, or
   * when the user ends their other devices' sessions). Returns how many ended.
   */
  async revokeUserSessions(userId: number, exceptSessionId?: string): Promise<number> {
    let q = this.db.kysely.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
    const result = await q.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes ended sessions and ended rate-limit windows (at start; the limiter also purges as it goes). */
  async purgeExpired(): Promise<void> {
    const now = this.clock.nowIso();
    await this.db.kysely
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('created_at', '<=', addMs(now, -SESSION_MAX_AGE_MS))]))
      .execute();
    await this.limiter.purgeExpired();
  }
}
