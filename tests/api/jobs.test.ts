import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { JobsService } from '../../server/domain/jobs.ts';
import { every, type Job, Scheduler } from '../../server/jobs/scheduler.ts';
import { createTestApp, openSameDb, type TestApp } from '../helpers/app.ts';

const quiet = { info() {}, error() {} };
let t: TestApp;
let otherDb: Db;

beforeAll(async () => {
  t = await createTestApp();
  otherDb = await openSameDb(t.db);
});
afterAll(async () => {
  await otherDb?.close();
  await t?.close();
});

/** The leases of `db`, on the test's clock (it stands still until the test moves it). */
const leases = (db: Db) => new JobsService(db, t.clock);
/** A scheduler over the leases of `db`, on the test's clock. */
const scheduler = (db: Db, log: ConstructorParameters<typeof Scheduler>[1] = quiet) => new Scheduler(leases(db), log, { clock: t.clock });

/** A promise the test settles: `done()` lets the jobs waiting on it finish. */
function finishLine(): { reached: Promise<void>; done(): void } {
  let done!: () => void;
  const reached = new Promise<void>((resolve) => (done = resolve));
  return { reached, done };
}

/** A job that counts its runs in a shared list and runs until `finish` is reached. */
function countingJob(name: string, runs: string[], who: string, finish: Promise<void>): Job {
  return {
    name,
    next: every(60 * 60_000),
    leaseMs: 10_000,
    run: async () => {
      runs.push(who);
      await finish;
    },
  };
}

describe('scheduled jobs with several instances on one database', () => {
  it('a due job runs on exactly one of two instances, however often they race for it', async () => {
    const runs: string[] = [];
    const finish = finishLine();
    const a = scheduler(t.db).add(countingJob('conteggio', runs, 'A', finish.reached));
    const b = scheduler(otherDb).add(countingJob('conteggio', runs, 'B', finish.reached));
    const started = t.clock.nowMs();
    a.start();
    b.start();
    // Both instances tick many times at once, while the job runs and after it finished: only one
    // takes the lease, and the job is then not due for an hour, so nobody runs it again.
    for (let i = 0; i < 5; i++) await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    finish.done();
    await Promise.all([a.idle(), b.idle()]);
    for (let i = 0; i < 5; i++) await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toHaveLength(1);
    const lease = await leases(t.db).lease('conteggio');
    expect(lease?.holder).toBeNull();
    expect(lease?.last_finished_at).toBeTruthy();
    // Due an hour after the run finished (the clock stood still meanwhile).
    expect(lease!.next_run_after).toBe(new Date(started + 60 * 60_000).toISOString());
  });

  it('while one instance runs a job, the other cannot start it; when due again, either may', async () => {
    const runs: string[] = [];
    const finish = finishLine();
    const jobsA = leases(t.db);
    const a = new Scheduler(jobsA, quiet, { clock: t.clock }).add(countingJob('lungo', runs, 'A', finish.reached));
    const b = scheduler(otherDb).add(countingJob('lungo', runs, 'B', finish.reached));
    a.start();
    b.start();
    expect(await a.tick()).toEqual(['lungo']);
    expect(await b.tick()).toEqual([]);
    finish.done();
    await a.idle();
    // Made due again (as when its time comes): exactly one more run.
    await jobsA.schedule('lungo', new Date(t.clock.nowMs() - 1000).toISOString());
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.idle(), b.idle()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toHaveLength(2);
  });

  it('an instance that dies holding a lease does not block the job forever', async () => {
    // The leases' clock moved on by hand instead of waited for.
    const jobs = leases(t.db);
    expect(await jobs.acquire('orfano', 'istanza-morta', 1)).toBe(true);
    t.clock.advance(10);
    expect(await leases(otherDb).acquire('orfano', 'istanza-viva', 10_000)).toBe(true);
  });

  it('stop() aborts a running job, waits for it and releases its lease', async () => {
    let aborted = false;
    const s = scheduler(t.db).add({
      name: 'interrompibile',
      next: every(60_000),
      leaseMs: 10_000,
      run: (signal) =>
        new Promise<void>((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          });
        }),
    });
    s.start();
    await s.tick();
    await s.stop();
    expect(aborted).toBe(true);
    const lease = await leases(t.db).lease('interrompibile');
    expect(lease?.holder).toBeNull();
    // Interrupted by a shutdown: due again at once, for the next instance to pick up.
    expect(Date.parse(lease!.next_run_after!)).toBeLessThanOrEqual(t.clock.nowMs());
  });

  it('a failing job is logged, released and retried later, and the scheduler carries on', async () => {
    const errors: string[] = [];
    const s = scheduler(t.db, { info() {}, error: (_o, msg) => errors.push(msg) }).add({
      name: 'difettoso',
      next: every(5 * 60_000),
      leaseMs: 10_000,
      run: async () => {
        throw new Error('guasto');
      },
    });
    s.start();
    await s.tick();
    await s.idle();
    await s.stop();
    expect(errors).toContain('job: non riuscito');
    const lease = await leases(t.db).lease('difettoso');
    expect(lease?.last_error).toBe('guasto');
    expect(lease?.holder).toBeNull();
  });
});
