import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { getDummyHash, verifyPassword } from '../lib/passwords.ts';
import { RateLimiter } from '../lib/rate-limiter.ts';
import { addMs, nowIso } from '../lib/time.ts';
import { MSG } from '../../common/messages.ts';
import { AppError } from './errors.ts';
import type { UsersService } from './users.ts';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** A session is extended (sliding expiry) at most once per this interval. */
const SESSION_REFRESH_MS = 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  username: string;
}

export interface AuthSession {
  id: string;
  user: SessionUser;
  expiresAt: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Login, sessions and logout. The cookie carries a random token; the database keeps only its
 * SHA-256, so a leaked database cannot be replayed as sessions.
 * Failed logins are limited per IP (10 a minute) and per username (10 every 15 minutes).
 */
export class AuthService {
  readonly ipLimiter = new RateLimiter(10, 60_000);
  readonly userLimiter = new RateLimiter(10, 15 * 60_000);

  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
  ) {}

  async login(username: string, password: string, ip: string): Promise<{ token: string; session: AuthSession }> {
    const userKey = username.toLowerCase();
    const byIp = this.ipLimiter.check(ip);
    const byUser = this.userLimiter.check(userKey);
    if (byIp.limited || byUser.limited) {
      throw new AppError(429, MSG.loginRateLimited, {
        retryAfter: Math.max(byIp.retryAfter, byUser.retryAfter),
        success: false,
      });
    }
    const user = await this.users.findForLogin(username);
    // Unknown users cost the same scrypt time as known ones: no timing oracle.
    const ok = await verifyPassword(password, user?.password_hash ?? (await getDummyHash()));
    if (!user || !ok) {
      this.ipLimiter.hit(ip);
      this.userLimiter.hit(userKey);
      throw new AppError(401, MSG.loginInvalid, { success: false });
    }
    this.userLimiter.reset(userKey);
    const token = randomBytes(32).toString('base64url');
    const now = nowIso();
    const expiresAt = addMs(now, SESSION_TTL_MS);
    const id = hashToken(token);
    await this.db.kysely
      .insertInto('sessions')
      .values({ id, user_id: user.id, created_at: now, expires_at: expiresAt, last_seen_at: now })
      .execute();
    return { token, session: { id, user: { id: user.id, username: user.username }, expiresAt } };
  }

  /** Resolves a cookie token to a live session, extending it when due. */
  async getSession(token: string | undefined): Promise<AuthSession | null> {
    if (!token || token.length > 200) return null;
    const id = hashToken(token);
    const row = await this.db.kysely
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.expires_at', 'sessions.last_seen_at', 'users.id as user_id', 'users.username'])
      .where('sessions.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const now = nowIso();
    if (row.expires_at <= now) {
      await this.db.kysely.deleteFrom('sessions').where('id', '=', id).execute();
      return null;
    }
    let expiresAt = row.expires_at;
    if (Date.parse(now) - Date.parse(row.last_seen_at) > SESSION_REFRESH_MS) {
      expiresAt = addMs(now, SESSION_TTL_MS);
      await this.db.kysely
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    }
    return { id, user: { id: row.user_id, username: row.username }, expiresAt };
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) return;
    await this.db.kysely.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  }

  /** Ends every session of a user (after a password change or deletion). */
  async revokeUserSessions(userId: number, exceptSessionId?: string): Promise<void> {
    let q = this.db.kysely.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
    await q.execute();
  }

  async purgeExpired(): Promise<void> {
    await this.db.kysely.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute();
  }
}
