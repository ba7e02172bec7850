import { ACTIVITY_RETENTION_DAYS, type ActivityKind, type ActivityObject, type ActivityPage, type ActivityPerson } from '../../common/activity.ts';
import type { Db } from '../db/index.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { addMs } from '../lib/time.ts';
import { type ActivityQuery, listActivity, peopleInActivity } from './activity-list.ts';

/** Who acted: the session's user (id and the name shown), or null for the scheduler. */
export interface Actor {
  id: number;
  username: string;
}

/** One action to log: its kind, what it was on, and what the kind adds. */
export interface ActivityRecord {
  azione: ActivityKind;
  tipo_oggetto: ActivityObject;
  id_oggetto?: number | null;
  titolo?: string | null;
  dettagli?: Record<string, unknown> | null;
}

/** The name the log shows for the scheduler's own actions (a scheduled publication). */
export const SCHEDULER_NAME = 'Programmazione automatica';

/** Where a failure to record goes (the server's log). */
export type ActivityErrorLog = (err: unknown, what: string) => void;

const DAY_MS = 24 * 3_600_000;

/**
 * The activity log (decision 0064): who did what and when. Actions are recorded after they
 * succeed, once each, by whoever carried them out (a route, the scheduler); a failure to record
 * never undoes nor fails the action (logged instead).
 *
 * The name kept is the person's byline name (`nome_visualizzato`, else the login name) read from
 * the account when the action is recorded: the log is read by people, who know each other by
 * that name, and it stays readable after the account is renamed or deleted (decision 0064).
 */
export class ActivityService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
    private readonly logError: ActivityErrorLog = (err, what) => console.error('registro attività non scritto:', what, err),
  ) {}

  async record(actor: Actor | null, entry: ActivityRecord): Promise<void> {
    try {
      const who = await this.who(actor);
      await this.db.kysely
        .insertInto('activity')
        .values({
          id_utente: who.id,
          nome_utente: who.nome,
          azione: entry.azione,
          tipo_oggetto: entry.tipo_oggetto,
          id_oggetto: entry.id_oggetto ?? null,
          titolo: entry.titolo ?? null,
          dettagli: entry.dettagli ? JSON.stringify(entry.dettagli) : null,
          creata_il: this.clock.nowIso(),
        })
        .execute();
    } catch (err) {
      this.logError(err, entry.azione);
    }
  }

  /** A failure of the log's own work around an action (reading what it was on): logged, never thrown. */
  reportFailure(err: unknown): void {
    this.logError(err, 'lettura del contenuto');
  }

  /** GET /api/attivita: one page of the log, newest first, filtered. */
  list(query: ActivityQuery): Promise<ActivityPage> {
    return listActivity(this.db, query);
  }

  /** GET /api/attivita/persone: the people the log names (for its filter), by name. */
  people(options: { soloEditoriale: boolean }): Promise<ActivityPerson[]> {
    return peopleInActivity(this.db, options);
  }

  /** Deletes the lines older than ACTIVITY_RETENTION_DAYS (the job 'pulizia-attivita'); how many went. */
  async prune(): Promise<number> {
    const before = addMs(this.clock.nowIso(), -ACTIVITY_RETENTION_DAYS * DAY_MS);
    const res = await this.db.kysely.deleteFrom('activity').where('creata_il', '<', before).executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  /** The account's id and byline name now; an actor whose account is gone keeps the name it came with. */
  private async who(actor: Actor | null): Promise<{ id: number | null; nome: string }> {
    if (!actor) return { id: null, nome: SCHEDULER_NAME };
    const user = actor.id > 0 ? await this.db.kysely.selectFrom('users').select(['id', 'username', 'nome_visualizzato']).where('id', '=', actor.id).executeTakeFirst() : undefined;
    if (!user) return { id: null, nome: actor.username };
    return { id: user.id, nome: user.nome_visualizzato || user.username };
  }
}
