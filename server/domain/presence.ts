import type { ContentType } from '../../common/content-types.ts';
import { PRESENCE_WINDOW_MS, type PresenceAnswer } from '../../common/presence.ts';
import type { Db } from '../db/index.ts';
import type { Clock } from '../lib/clock.ts';
import { CONTENT_TABLES, untyped } from './content/tables.ts';
import { notFound } from './errors.ts';

/** Who is asking: the session's account and the tab's own id. */
export interface PresenceCaller {
  userId: number;
  sessione: string;
}

/**
 * Who has a text open in an editor (one row per tab in `presences`, migration 022), in the
 * database so every instance sees every tab. A tab is present while its last heartbeat is younger
 * than PRESENCE_WINDOW_MS by the service's clock; older rows are deleted at any heartbeat.
 */
export class PresenceService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * The tab's heartbeat on one text (its own id, as revisions name it): records it, prunes the
   * expired rows, and answers who else has the text open. 404 when the text does not exist.
   */
  async heartbeat(tipo: ContentType, id: number, caller: PresenceCaller): Promise<PresenceAnswer> {
    await this.mustExist(tipo, id);
    const visto_il = this.clock.nowIso();
    const k = this.db.kysely;
    await k
      .insertInto('presences')
      .values({ tipo, id_contenuto: id, id_utente: caller.userId, sessione: caller.sessione, visto_il })
      .onConflict((oc) => oc.columns(['tipo', 'id_contenuto', 'id_utente', 'sessione']).doUpdateSet({ visto_il }))
      .execute();
    await this.prune();
    return this.present(tipo, id, caller);
  }

  /** The tab's goodbye: its row goes at once (nothing happens when it was already gone). 404 when the text does not exist. */
  async leave(tipo: ContentType, id: number, caller: PresenceCaller): Promise<void> {
    await this.mustExist(tipo, id);
    await this.db.kysely
      .deleteFrom('presences')
      .where('tipo', '=', tipo)
      .where('id_contenuto', '=', id)
      .where('id_utente', '=', caller.userId)
      .where('sessione', '=', caller.sessione)
      .execute();
  }

  /** Who else has the text open now (the caller's own tab left out); nothing is written. */
  async present(tipo: ContentType, id: number, caller: PresenceCaller): Promise<PresenceAnswer> {
    const rows = await this.db.kysely
      .selectFrom('presences')
      .innerJoin('users', 'users.id', 'presences.id_utente')
      .select(['presences.id_utente', 'presences.sessione', 'users.username'])
      .where('presences.tipo', '=', tipo)
      .where('presences.id_contenuto', '=', id)
      .where('presences.visto_il', '>', this.cutoff())
      .execute();
    const others = rows.filter((r) => r.id_utente !== caller.userId);
    const presenti = [...new Set(others.map((r) => r.username))].sort((a, b) => a.localeCompare(b, 'it'));
    const altra_scheda = rows.some((r) => r.id_utente === caller.userId && r.sessione !== caller.sessione);
    return { presenti, altra_scheda };
  }

  /** Deletes every row whose last heartbeat is a whole window old or older. */
  async prune(): Promise<void> {
    await this.db.kysely.deleteFrom('presences').where('visto_il', '<=', this.cutoff()).execute();
  }

  /** A heartbeat at this instant or before no longer counts. */
  private cutoff(): string {
    return new Date(this.clock.nowMs() - PRESENCE_WINDOW_MS).toISOString();
  }

  private async mustExist(tipo: ContentType, id: number): Promise<void> {
    const t = CONTENT_TABLES[tipo];
    const row = await untyped(this.db.kysely).selectFrom(t.table).select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(t.notFound);
  }
}
