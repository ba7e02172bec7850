import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { MSG } from '../../common/messages.ts';
import { AppError } from '../domain/errors.ts';

/**
 * Passwords are stored only as scrypt hashes with a per-user random salt:
 * `scrypt$N$r$p$salt$hash` (salt and hash in base64url). Parameters travel with the hash, so they
 * can be raised without invalidating existing accounts: a hash made with other parameters still
 * verifies, and the auth service re-hashes it with the current ones at the next login
 * (`needsRehash`).
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt recommendation: N = 2^17, r = 8, p = 1 (128 MiB and ~0.3 s per hash). */
export const PASSWORD_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

const KEY_LEN = 64;

/** The parameters new hashes get: always PASSWORD_PARAMS outside the test suite. */
let current: Readonly<ScryptParams> = PASSWORD_PARAMS;
/** See getDummyHash(). */
let dummyHash: Promise<string> | undefined;

/**
 * Bounds for parameters read from a stored hash: a tampered or corrupt row must not make one login
 * allocate gigabytes or burn minutes of CPU. 2^20 with r = 8 is 1 GiB, already far above the
 * current setting.
 */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;
const MAX_MEM = 1024 * 1024 * 1024;
const MAX_WORK = 2 ** 23; // N·r·p

function validParams({ N, r, p }: ScryptParams): boolean {
  return (
    Number.isSafeInteger(N) &&
    Number.isSafeInteger(r) &&
    Number.isSafeInteger(p) &&
    N >= 2 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    r >= 1 &&
    r <= MAX_R &&
    p >= 1 &&
    p <= MAX_P &&
    128 * N * r <= MAX_MEM &&
    N * r * p <= MAX_WORK
  );
}

/** The error answered when too many password checks are already running or waiting (429). */
export class PasswordBusyError extends AppError {
  constructor() {
    super(429, MSG.rateLimited, { retryAfter: 1 });
  }
}

/**
 * A counting semaphore with a bounded queue: at most `max` tasks run at once, at most
 * `maxWaiting` wait for a slot, anything beyond is refused at once with PasswordBusyError.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly max: number,
    readonly maxWaiting: number,
  ) {}

  get running(): number {
    return this.active;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.max) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new PasswordBusyError();
      // The slot is handed over by the task that finishes (active stays the same).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/**
 * At most 2 scrypt computations run at once in this process (each takes 128 MiB and one of libuv's
 * 4 pool threads, which file and DNS work also need); up to 16 more wait their turn (a few seconds
 * at most), further ones are answered 429 "Troppe richieste. Riprova tra poco." at once.
 */
export const scryptSlots = new Semaphore(2, 16);

function derive(password: string, salt: Buffer, keyLen: number, { N, r, p }: ScryptParams): Promise<Buffer> {
  return scryptSlots.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        // Node refuses unless maxmem exceeds 128·N·r (plus a little): give it twice that.
        scrypt(password.normalize('NFKC'), salt, keyLen, { N, r, p, maxmem: 128 * N * r * 2 }, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  if (![n, r, p].every((v) => /^\d{1,8}$/.test(v))) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!validParams(params)) return null;
  const saltBuf = Buffer.from(salt, 'base64url');
  const hashBuf = Buffer.from(hash, 'base64url');
  if (saltBuf.length < 8 || saltBuf.length > 64 || hashBuf.length < 32 || hashBuf.length > 128) return null;
  return { ...params, salt: saltBuf, hash: hashBuf };
}

/**
 * Tests only: cheaper parameters so suites creating hundreds of accounts stay fast (`null` restores
 * PASSWORD_PARAMS). Refused outside Vitest: a production process always hashes at PASSWORD_PARAMS.
 */
export function setPasswordParamsForTests(params: ScryptParams | null): void {
  if (!process.env.VITEST) throw new Error('setPasswordParamsForTests è riservata ai test');
  if (params && !validParams(params)) throw new Error('Parametri scrypt non validi');
  current = params ? Object.freeze({ ...params }) : PASSWORD_PARAMS;
  dummyHash = undefined;
}

/**
 * Hashes with the current parameters. `params` exists for tests that need a hash made with other
 * (older) parameters; production code never passes it.
 */
export async function hashPassword(password: string, params: ScryptParams = current): Promise<string> {
  if (!validParams(params)) throw new Error('Parametri scrypt non validi');
  const salt = randomBytes(16);
  const key = await derive(password, salt, KEY_LEN, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** False for a wrong password and for anything that is not a well-formed hash with sane parameters. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.hash.length, parsed);
  return timingSafeEqual(key, parsed.hash);
}

/** True when a (verified) stored hash was made with parameters other than the current ones. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.N !== current.N || parsed.r !== current.r || parsed.p !== current.p || parsed.hash.length !== KEY_LEN;
}

/**
 * A valid hash of a random password, made with the current parameters: verifying an unknown
 * username against it costs the same time as a real account.
 */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url')).catch((err: unknown) => {
    dummyHash = undefined;
    throw err;
  });
  return dummyHash;
}

export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
