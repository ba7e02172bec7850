import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDummyHash, hashPassword, needsRehash, PASSWORD_PARAMS, scryptSlots, Semaphore, verifyPassword } from '../../server/lib/passwords.ts';

/**
 * node:crypto's scrypt, counted: how many computations started, and how many ran at once (counted
 * where each starts and where its callback comes, not sampled on a timer).
 */
const scryptCalls = vi.hoisted(() => ({ started: 0, running: 0, peak: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (err: Error | null, key: Buffer) => void;
    scryptCalls.started += 1;
    scryptCalls.running += 1;
    scryptCalls.peak = Math.max(scryptCalls.peak, scryptCalls.running);
    (crypto.scrypt as (...a: unknown[]) => void)(...args, (err: Error | null, key: Buffer) => {
      scryptCalls.running -= 1;
      done(err, key);
    });
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

/** Cheap parameters so these tests stay fast; production always uses PASSWORD_PARAMS. */
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

beforeEach(() => Object.assign(scryptCalls, { started: 0, running: 0, peak: 0 }));

/** A promise with its resolve, to hold a task until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('scrypt parameters', () => {
  it('hashes at N=2^17, r=8, p=1 (OWASP), the unknown-user dummy hash too', async () => {
    expect(PASSWORD_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('segreto-123');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await getDummyHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('verifies hashes made with older parameters and marks them for re-hashing', async () => {
    const old = await hashPassword('segreto-123', { N: 2 ** 15, r: 8, p: 1 });
    expect(old).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('segreto-123', old)).toBe(true);
    expect(await verifyPassword('segreto-124', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses stored hashes with absurd or malformed parameters, without computing them', async () => {
    const good = await hashPassword('segreto-123', CHEAP);
    const [, , r, p, salt, key] = good.split('$');
    const withParams = (n: unknown, rr: unknown = r, pp: unknown = p) => ['scrypt', n, rr, pp, salt, key].join('$');
    expect(await verifyPassword('segreto-123', withParams(CHEAP.N))).toBe(true);
    const computed = scryptCalls.started;
    for (const bad of [
      withParams(2 ** 21), // beyond the 2^20 ceiling
      withParams(2 ** 30),
      withParams(1000), // not a power of two
      withParams(1),
      withParams(CHEAP.N, 0),
      withParams(CHEAP.N, 64),
      withParams(CHEAP.N, r, 0),
      withParams(CHEAP.N, r, 1000),
      withParams(2 ** 20, 16), // 2 GiB
      withParams('1e3'),
      withParams('-1024'),
      ['scrypt', CHEAP.N, r, p, '', key].join('$'), // no salt
      ['scrypt', CHEAP.N, r, p, salt, 'abc'].join('$'), // truncated hash
    ]) {
      expect(await verifyPassword('segreto-123', bad), bad).toBe(false);
      expect(needsRehash(bad)).toBe(true);
    }
    // Refused before any scrypt computation started.
    expect(scryptCalls.started).toBe(computed);
    await expect(hashPassword('x', { N: 2 ** 21, r: 8, p: 1 })).rejects.toThrow();
  });
});

describe('password check concurrency', () => {
  it('a semaphore runs at most max tasks at once, queues maxWaiting, refuses the rest with 429', async () => {
    const sem = new Semaphore(2, 3);
    let running = 0;
    let peak = 0;
    // The tasks hold their slot until every caller has asked: the queue is full when they end.
    const held = gate();
    const task = () =>
      sem.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await held.opened;
        running -= 1;
        return 'ok';
      });
    const settled = Promise.allSettled(Array.from({ length: 8 }, task));
    expect([sem.running, running]).toEqual([2, 2]);
    held.open();
    const results = await settled;
    expect(peak).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(3);
    expect(refused[0]!.reason).toMatchObject({ statusCode: 429, message: 'Troppe richieste. Riprova tra poco.' });
    expect(sem.running).toBe(0);
    // A failing task frees its slot too.
    await expect(sem.run(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(sem.running).toBe(0);
  });

  it('every scrypt call goes through the process-wide semaphore (2 running, 16 waiting)', async () => {
    expect({ max: scryptSlots.max, maxWaiting: scryptSlots.maxWaiting }).toEqual({ max: 2, maxWaiting: 16 });
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => hashPassword(`p-${i}`, CHEAP)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(18);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(12);
    expect(scryptCalls.started).toBe(18);
    expect(scryptCalls.peak).toBe(2);
    expect(scryptSlots.running).toBe(0);
  });
});
