import type { ActivityKind, ActivityObject } from '../../common/activity.ts';
import type { Db } from '../db/index.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

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

/**
 * The activity log (decision 0064): who did what and when. Actions are recorded after they
 * succeed, once each, by whoever carried them out (a route, the scheduler); a failure to record
 * never undoes nor fails the action (logged instead).
 */
export class ActivityService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  async record(actor: Actor | null, entry: ActivityRecord): Promise<void> {
    await this.db.kysely
      .insertInto('activity')
      .values({
        id_utente: actor?.id ?? null,
        nome_utente: actor?.username ?? SCHEDULER_NAME,
        azione: entry.azione,
        tipo_oggetto: entry.tipo_oggetto,
        id_oggetto: entry.id_oggetto ?? null,
        titolo: entry.titolo ?? null,
        dettagli: entry.dettagli ? JSON.stringify(entry.dettagli) : null,
        creata_il: this.clock.nowIso(),
      })
      .execute();
  }
}
