import type { Db } from '../db/index.ts';
import type { JobRun, JobRunStatus } from '../../common/types-dashboard.ts';

export type { JobRun };
import { addMs } from '../lib/time.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

/**
 * Leases and runs of scheduled work, in the database so every instance sees them.
 *
 * A job runs where its lease is held: `acquire` takes the lease only when nobody holds an
 * unexpired one AND the job is due (`next_run_after` passed). One conditional upsert does it, so
 * two instances racing for the same job cannot both win (SQLite and PostgreSQL alike).
 */
export class JobsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  /** True when this holder now owns the job's lease until `leaseMs` from now. */
  async acquire(job: string, holder: string, leaseMs: number): Promise<boolean> {
    const now = this.clock.nowIso();
    const row = await this.db.kysely
      .insertInto('job_leases')
      .values({ name: job, holder, lease_until: addMs(now, leaseMs), last_started_at: now })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ holder, lease_until: addMs(now, leaseMs), last_started_at: now })
          .where((eb) => eb.and([eb('job_leases.lease_until', '<=', now), eb.or([eb('job_leases.next_run_after', 'is', null), eb('job_leases.next_run_after', '<=', now)])])),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === holder;
  }

  /**
   * Takes the lease even if the job is not due yet (a run started from the dashboard), as long as
   * nobody holds it: the daily run and a manual run never overlap, on any instance.
   */
  async acquireNow(job: string, holder: string, leaseMs: number): Promise<boolean> {
    const now = this.clock.nowIso();
    const row = await this.db.kysely
      .insertInto('job_leases')
      .values({ name: job, holder, lease_until: addMs(now, leaseMs), last_started_at: now })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet({ holder, lease_until: addMs(now, leaseMs), last_started_at: now })
          .where('job_leases.lease_until', '<=', now),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === holder;
  }

  /** Extends a held lease (a long run's heartbeat). False when the lease was lost. */
  async extend(job: string, holder: string, leaseMs: number): Promise<boolean> {
    const res = await this.db.kysely
      .updateTable('job_leases')
      .set({ lease_until: addMs(this.clock.nowIso(), leaseMs) })
      .where('name', '=', job)
      .where('holder', '=', holder)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Releases the lease and says when the job is next due. */
  async release(job: string, holder: string, nextRunAfter: string, error: string | null = null): Promise<void> {
    const now = this.clock.nowIso();
    await this.db.kysely
      .updateTable('job_leases')
      .set({ lease_until: now, holder: null, last_finished_at: now, next_run_after: nextRunAfter, last_error: error })
      .where('name', '=', job)
      .where('holder', '=', holder)
      .execute();
  }

  /** Makes a job due now (e.g. after a captcha back-off ends early, or from the dashboard). */
  async schedule(job: string, at: string): Promise<void> {
    await this.db.kysely
      .insertInto('job_leases')
      .values({ name: job, holder: null, lease_until: this.clock.nowIso(), next_run_after: at })
      .onConflict((oc) => oc.column('name').doUpdateSet({ next_run_after: at }))
      .execute();
  }

  async lease(job: string) {
    return this.db.kysely.selectFrom('job_leases').selectAll().where('name', '=', job).executeTakeFirst();
  }

  // --- runs with progress -------------------------------------------------------------------

  async startRun(job: string, totale: number): Promise<number> {
    const now = this.clock.nowIso();
    const row = await this.db.kysely.insertInto('job_runs').values({ job, stato: 'in_corso', totale, started_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async progress(id: number, delta: { fatti?: number; falliti?: number; messaggio?: string | null }): Promise<void> {
    await this.db.kysely
      .updateTable('job_runs')
      .set((eb) => ({
        fatti: eb('fatti', '+', delta.fatti ?? 0),
        falliti: eb('falliti', '+', delta.falliti ?? 0),
        ...(delta.messaggio !== undefined ? { messaggio: delta.messaggio } : {}),
        updated_at: this.clock.nowIso(),
      }))
      .where('id', '=', id)
      .execute();
  }

  async finishRun(id: number, stato: Exclude<JobRunStatus, 'in_corso'>, messaggio: string | null = null): Promise<void> {
    const now = this.clock.nowIso();
    await this.db.kysely
      .updateTable('job_runs')
      .set({ stato, finished_at: now, updated_at: now, ...(messaggio !== null ? { messaggio } : {}) })
      .where('id', '=', id)
      .execute();
  }

  /** The latest run of a job, or undefined. */
  async latestRun(job: string): Promise<JobRun | undefined> {
    return this.db.kysely.selectFrom('job_runs').selectAll().where('job', '=', job).orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  /** Runs left 'in_corso' by an instance that died are closed as interrupted. */
  async closeStaleRuns(job: string, olderThanMs: number): Promise<void> {
    const limit = addMs(this.clock.nowIso(), -olderThanMs);
    await this.db.kysely
      .updateTable('job_runs')
      .set({ stato: 'interrotto', finished_at: this.clock.nowIso() })
      .where('job', '=', job)
      .where('stato', '=', 'in_corso')
      .where('updated_at', '<', limit)
      .execute();
  }
}
