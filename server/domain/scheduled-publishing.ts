import { CONTENT_TYPES, type ContentType } from '../../common/content-types.ts';
import { SCHEDULE_MSG as S } from '../../common/messages-schedule.ts';
import type { ScheduleInput } from '../../common/schemas-schedule.ts';
import { scheduleTimeError } from '../../common/schemas-schedule.ts';
import { sql } from 'kysely';
import type { Db, DialectName } from '../db/index.ts';
import type { Resolver } from './claim-checks.ts';
import type { ContentRegistry } from './content/registry.ts';
import { missing } from './content/publishable.ts';
import { CONTENT_TABLES } from './content/tables.ts';
import { badRequest, conflict } from './errors.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { ActivityService } from './activity.ts';
import { textRef } from './content/activity-log.ts';

/** The table of a publishable type (the registry's). */
const tableOf = (tipo: ContentType) => CONTENT_TABLES[tipo].table;

/** How many due items of each type one run publishes at most (the next minute takes the rest). */
const BATCH = 50;

export interface ScheduleLogger {
  warn(obj: object, msg: string): void;
}

const consoleLogger: ScheduleLogger = { warn: (obj, msg) => console.warn(msg, obj) };

/** What PostgreSQL may cast to timestamptz: an ISO-8601 date and time with a four-digit year and its offset. */
const PG_INSTANT = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$';

/**
 * `pubblicazione_programmata <= at` compared as INSTANTS, not as text (a row holding
 * '+010000-…' sorts before today as text). SQLite's julianday() reads ISO 8601 with its offset and
 * is null for anything else, years past 9999 included; PostgreSQL casts to timestamptz only what
 * has that shape (a cast of '+010000-…' would fail the whole query), else null. Null is never due.
 */
function dueBy(dialect: DialectName, at: string) {
  return dialect === 'postgres'
    ? sql<boolean>`(case when pubblicazione_programmata ~ ${PG_INSTANT} then pubblicazione_programmata::timestamptz end) <= ${at}::timestamptz`
    : sql<boolean>`julianday(pubblicazione_programmata) <= julianday(${at})`;
}

/** What one run of the scheduler did. */
export interface DueRun {
  pubblicati: Array<{ tipo: ContentType; id: number }>;
  rifiutati: Array<{ tipo: ContentType; id: number; errore: string }>;
}

/**
 * Scheduled publishing of reviews, guides and news (migration 012): `pubblicazione_programmata`
 * (ISO UTC with milliseconds, at most SCHEDULE_MAX_YEARS ahead; compared as instants) says when, `programmata_da` who asked. Scheduling passes the same publishing gate as
 * Pubblica (an item with unresolved claims cannot be scheduled); at its time the job
 * 'pubblicazione-programmata' publishes it through the content's own publish call (the gate again,
 * the 'pubblicazione' revision named after who scheduled it, the render cache, sitemap and RSS).
 *
 * Exactly once with several instances: each due row is first CLAIMED by a conditional UPDATE that
 * clears its time only while it still holds the time read (one statement: on PostgreSQL a second
 * instance waits on the row lock, then finds the time gone; SQLite runs one write at a time); only
 * the instance whose UPDATE changed the row publishes it. Manual Pubblica and Archivia clear the
 * schedule (server/db/content-status.ts, NewsService.setStatus); a deleted item takes it with it.
 * A run interrupted between claim and publication leaves a draft without schedule (never twice).
 */
export class ScheduledPublishingService {
  constructor(
    private readonly db: Db,
    private readonly content: ContentRegistry,
    private readonly clock: Clock = systemClock,
    private readonly activity?: ActivityService,
  ) {}

  /**
   * POST /api/{recensioni|guide|notizie}/{id}/programma: 400 for a time not in the future, 404 for
   * an unknown id, 409 when already published, 409 {error, non_verificati} while claims are
   * unresolved (the confirmations sent in `conferme` are recorded first, as for Pubblica).
   */
  async schedule(tipo: ContentType, id: number, input: ScheduleInput, utente: Resolver | null = null): Promise<unknown> {
    const refused = scheduleTimeError(input.quando, this.clock.now());
    if (refused) throw badRequest(refused);
    await this.unpublishedOrThrow(tipo, id);
    await this.gate(tipo, id, { conferme: input.conferme, utente });
    const res = await this.db.kysely
      .updateTable(tableOf(tipo))
      .set({ pubblicazione_programmata: new Date(input.quando).toISOString(), programmata_da: utente?.username ?? null })
      .where('id', '=', id)
      .where('stato', '!=', 'pubblicata')
      .executeTakeFirst();
    // Published or deleted meanwhile: the same answers as before the gate.
    if (Number(res.numUpdatedRows) !== 1) await this.unpublishedOrThrow(tipo, id);
    await this.log(utente, 'programmato', tipo, id, { quando: new Date(input.quando).toISOString() });
    return this.read(tipo, id);
  }

  /** DELETE …/programma: the schedule removed (nothing to do when there is none); 404 for an unknown id. */
  async cancel(tipo: ContentType, id: number, utente: Resolver | null): Promise<void> {
    const before = await this.db.kysely.selectFrom(tableOf(tipo)).select('pubblicazione_programmata').where('id', '=', id).executeTakeFirst();
    const res = await this.db.kysely.updateTable(tableOf(tipo)).set({ pubblicazione_programmata: null, programmata_da: null }).where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw missing(CONTENT_TABLES[tipo]);
    // Logged when there was a schedule to cancel.
    if (before?.pubblicazione_programmata) await this.log(utente, 'programmazione_annullata', tipo, id, { quando: before.pubblicazione_programmata });
  }

  /** A line of the activity log about the text (decision 0064). */
  private async log(actor: Resolver | null, azione: 'programmato' | 'programmazione_annullata', tipo: ContentType, id: number, dettagli: Record<string, unknown>): Promise<void> {
    if (!this.activity) return;
    const text = await textRef(this.db, tipo, id);
    await this.activity.record(actor, { azione, tipo_oggetto: tipo, id_oggetto: id, titolo: text?.titolo ?? null, dettagli });
  }

  /**
   * Publishes what is due now, by the clock (the job, every minute). A publication the gate refuses now (the
   * text changed since it was scheduled) leaves the item a draft without schedule and a warning in
   * the log; the run goes on with the others.
   */
  async runDue(options: { log?: ScheduleLogger; signal?: AbortSignal } = {}): Promise<DueRun> {
    const log = options.log ?? consoleLogger;
    const at = this.clock.nowIso();
    const run: DueRun = { pubblicati: [], rifiutati: [] };
    for (const tipo of CONTENT_TYPES) {
      const due = await this.db.kysely
        .selectFrom(tableOf(tipo))
        .select(['id', 'pubblicazione_programmata', 'programmata_da'])
        .where('pubblicazione_programmata', 'is not', null)
        .where(dueBy(this.db.dialect, at))
        .orderBy('pubblicazione_programmata')
        .orderBy('id')
        .limit(BATCH)
        .execute();
      for (const row of due) {
        if (options.signal?.aborted) return run;
        if (!(await this.claim(tipo, row.id, row.pubblicazione_programmata!))) continue;
        try {
          await this.publish(tipo, row.id, await this.resolver(row.programmata_da), row.pubblicazione_programmata!);
          run.pubblicati.push({ tipo, id: row.id });
        } catch (err) {
          const errore = err instanceof Error ? err.message : String(err);
          run.rifiutati.push({ tipo, id: row.id, errore });
          log.warn({ err, tipo, id: row.id, programmata: row.pubblicazione_programmata }, 'pubblicazione programmata non riuscita: il contenuto resta in bozza');
        }
      }
    }
    return run;
  }

  /** True when this call took the due row (its time cleared by this very statement). */
  private async claim(tipo: ContentType, id: number, when: string): Promise<boolean> {
    const res = await this.db.kysely
      .updateTable(tableOf(tipo))
      .set({ pubblicazione_programmata: null, programmata_da: null })
      .where('id', '=', id)
      .where('pubblicazione_programmata', '=', when)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** The content's own Pubblica; a news item without a publication date is dated `quando`, the time it was due. */
  private async publish(tipo: ContentType, id: number, utente: Resolver | null, quando: string): Promise<void> {
    await this.content[tipo].publish(id, { utente, quando });
  }

  /** The content's own publishing gate, without publishing. */
  private gate(tipo: ContentType, id: number, options: { conferme?: ScheduleInput['conferme']; utente: Resolver | null }): Promise<void> {
    return this.content[tipo].checkPublishable(id, options);
  }

  private async unpublishedOrThrow(tipo: ContentType, id: number): Promise<void> {
    const row = await this.db.kysely.selectFrom(tableOf(tipo)).select('stato').where('id', '=', id).executeTakeFirst();
    if (!row) throw missing(CONTENT_TABLES[tipo]);
    if (row.stato === 'pubblicata') throw conflict(S.alreadyPublished);
  }

  /** Who scheduled it, for the publication's revision: the account if it still exists, else just the name. */
  private async resolver(username: string | null): Promise<Resolver | null> {
    if (!username) return null;
    const user = await this.db.kysely.selectFrom('users').select(['id', 'username']).where('username', '=', username).executeTakeFirst();
    return user ?? { id: 0, username };
  }

  private async read(tipo: ContentType, id: number): Promise<unknown> {
    const item = await this.content[tipo].getById(id);
    if (!item) throw missing(CONTENT_TABLES[tipo]);
    return item;
  }
}
