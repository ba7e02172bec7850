import type { Kysely } from 'kysely';
import { snapshotNames } from '../../common/content-types.ts';
import { REVISION_MSG } from '../../common/messages-revisions.ts';
import type { ConfirmationsInput } from '../../common/schemas-claims.ts';
import { type ContentStatus, PENDING_ACTIONS, type PendingAction, type Revision, type RevisionAction, type RevisionEntry, type RevisionType } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/types.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { Resolver } from './claim-checks.ts';
import { readSnapshot, type Snapshot } from './content/tables.ts';
import { notFound } from './errors.ts';

export type { Snapshot };

/** The news fields the edit form sends back, in snapshot order (the slug follows its own rules and is not restored). */
export const NEWS_EDITED: readonly string[] = snapshotNames('notizia');

/** Who changed it: the session's username, or null (jobs, seeds). */
export const authorOf = (utente?: Resolver | null): string | null => utente?.username ?? null;

/** How the history names a change of status (the state it replaces is kept under this name). */
export const statusRevisionAction = (stato: ContentStatus): RevisionAction =>
  stato === 'pubblicata' ? 'pubblicazione' : stato === 'archiviata' ? 'archiviazione' : 'ritorno-bozza';

/** Every revision of the last RETENTION_DAYS days is kept; older ones only the newest of each day. */
export const RETENTION_DAYS = 30;
/**
 * At most this many revisions per item, pending versions included: the oldest go first,
 * except the pending versions of the current round and a revision being restored (see `prune`).
 */
export const MAX_REVISIONS = 50;
const DAY_MS = 86_400_000;

const isPendingAction = (azione: string) => (PENDING_ACTIONS as readonly string[]).includes(azione);

/** Writes a revision's content back through the domain's own save path (server/domain/revision-restore.ts). */
export type RestoreWriter = (tipo: RevisionType, id: number, contenuto: Snapshot, utente: Resolver | null, conferme?: ConfirmationsInput) => Promise<unknown>;

/**
 * The history of what the dashboard editors edit (decision 0032). Each revision keeps the state a
 * change REPLACED, so no version is ever lost: the domain services call `keep` right before their
 * write, inside the write's transaction when they use one (then a refused or failed write leaves no
 * revision), else just before the single UPDATE.
 */
export class RevisionsService {
  private writer?: RestoreWriter;
  /** The revisions this process is restoring now: their own restore's pruning never takes them. */
  private readonly restoring = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  /** The domain services' save paths, wired once they exist (server/services.ts). */
  connect(writer: RestoreWriter): void {
    this.writer = writer;
  }

  /**
   * Stores `snapshot` as the revision of (tipo, id) that `azione` replaced, then applies the
   * retention. A change that replaced the very state the newest real revision keeps (the change
   * before it saved nothing new) adds no row: that revision becomes this change's entry
   * (its action, author and time), so the newest real entry is still the latest change, as the
   * editors' banner reads it (decision 0033). A review's 'generazione' keeps the NEW text (decision
   * 0032): it stays the start of the history.
   */
  async record(tipo: RevisionType, id: number, azione: RevisionAction, autore: string | null, snapshot: Snapshot, k: Kysely<Database> = this.db.kysely): Promise<number> {
    const contenuto = JSON.stringify(snapshot);
    const creata_il = this.clock.nowIso();
    const same = isPendingAction(azione) ? undefined : await this.unchangedSince(k, tipo, id, contenuto);
    let revId: number;
    if (same !== undefined) {
      await k.updateTable('revisions').set({ azione, autore, creata_il }).where('id', '=', same).execute();
      revId = same;
    } else {
      const row = await k.insertInto('revisions').values({ tipo, id_contenuto: id, azione, autore, contenuto, creata_il }).returning('id').executeTakeFirstOrThrow();
      revId = row.id;
    }
    await this.prune(tipo, id, k);
    return revId;
  }

  /** The newest real (not pending) revision of (tipo, id) when it keeps exactly `contenuto` and is no first generation. */
  private async unchangedSince(k: Kysely<Database>, tipo: RevisionType, id: number, contenuto: string): Promise<number | undefined> {
    const newest = await k
      .selectFrom('revisions')
      .select(['id', 'azione', 'contenuto'])
      .where('tipo', '=', tipo)
      .where('id_contenuto', '=', id)
      .where('azione', 'not in', [...PENDING_ACTIONS])
      .orderBy('creata_il', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return newest && newest.azione !== 'generazione' && newest.contenuto === contenuto ? newest.id : undefined;
  }

  /** Captures the current state of (tipo, id) and records it; nothing when the content does not exist. */
  async keep(k: Kysely<Database>, tipo: RevisionType, id: number, azione: RevisionAction, autore: string | null): Promise<void> {
    const snapshot = await readSnapshot(k, tipo, id);
    if (snapshot) await this.record(tipo, id, azione, autore, snapshot, k);
  }

  /**
   * Retention (decisions 0032 and 0037), for one content only (bounded work after each record):
   * - at most MAX_REVISIONS revisions, the newest; pending versions count too;
   * - of those older than RETENTION_DAYS days, only the newest of each UTC day;
   * - never pruned: the pending versions of the current round (an autosave or proposal newer than
   *   the newest real change: what the editors' banner offers) and a revision this process is
   *   restoring (its restore records one more revision; the one before it goes instead).
   * Once applied, an item holds at most about MAX_REVISIONS rows, so each pass reads few (ids and
   * times only).
   */
  async prune(tipo: RevisionType, id: number, k: Kysely<Database> = this.db.kysely): Promise<void> {
    const cutoff = new Date(this.clock.nowMs() - RETENTION_DAYS * DAY_MS).toISOString();
    const rows = await k
      .selectFrom('revisions')
      .select(['id', 'azione', 'creata_il'])
      .where('tipo', '=', tipo)
      .where('id_contenuto', '=', id)
      .orderBy('creata_il', 'desc')
      .orderBy('id', 'desc')
      .execute();
    // Newest first: the rows before the first real change are the current round's pending versions.
    const firstReal = rows.findIndex((r) => !isPendingAction(r.azione));
    const isProtected = (r: (typeof rows)[number], i: number) => firstReal === -1 || i < firstReal || this.restoring.has(r.id);
    let room = MAX_REVISIONS - rows.filter(isProtected).length;
    const seen = new Set<string>();
    const drop: number[] = [];
    rows.forEach((r, i) => {
      const day = r.creata_il.slice(0, 10);
      const olderSameDay = r.creata_il < cutoff && seen.has(day);
      if (r.creata_il < cutoff) seen.add(day);
      if (isProtected(r, i)) return;
      if (olderSameDay || room <= 0) drop.push(r.id);
      else room--;
    });
    for (let i = 0; i < drop.length; i += 500) {
      await k
        .deleteFrom('revisions')
        .where('id', 'in', drop.slice(i, i + 500))
        .execute();
    }
  }

  /**
   * POST /api/revisioni: a state kept WITHOUT being applied (an editor's autosave, an AI proposal
   * for a published text), `contenuto` already cleaned (pendingSnapshot). One of each per editing
   * round: it replaces the same author's autosave (any proposal, for 'proposta') recorded since the
   * content's last real change, so typing for an hour leaves one row, not hundreds.
   */
  async savePending(tipo: RevisionType, id: number, azione: PendingAction, autore: string | null, contenuto: Snapshot): Promise<RevisionEntry> {
    return this.db.kysely.transaction().execute(async (trx) => {
      if (!(await readSnapshot(trx, tipo, id))) throw notFound(REVISION_MSG.contentNotFound);
      const lastChange = await trx
        .selectFrom('revisions')
        .select('creata_il')
        .where('tipo', '=', tipo)
        .where('id_contenuto', '=', id)
        .where('azione', 'not in', [...PENDING_ACTIONS])
        .orderBy('creata_il', 'desc')
        .executeTakeFirst();
      let stale = trx.deleteFrom('revisions').where('tipo', '=', tipo).where('id_contenuto', '=', id).where('azione', '=', azione);
      if (lastChange) stale = stale.where('creata_il', '>=', lastChange.creata_il);
      if (azione === 'autosalvataggio') stale = autore === null ? stale.where('autore', 'is', null) : stale.where('autore', '=', autore);
      await stale.execute();
      const revId = await this.record(tipo, id, azione, autore, contenuto, trx);
      const row = await trx.selectFrom('revisions').select(['id', 'creata_il', 'autore', 'azione']).where('id', '=', revId).executeTakeFirstOrThrow();
      return { ...row, azione: row.azione as RevisionAction };
    });
  }

  /** GET /api/revisioni?tipo&id: newest first. */
  async list(tipo: RevisionType, id: number): Promise<RevisionEntry[]> {
    const rows = await this.db.kysely
      .selectFrom('revisions')
      .select(['id', 'creata_il', 'autore', 'azione'])
      .where('tipo', '=', tipo)
      .where('id_contenuto', '=', id)
      .orderBy('creata_il', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => ({ ...r, azione: r.azione as RevisionAction }));
  }

  /** GET /api/revisioni/{id}: with the kept state parsed; undefined when there is none. */
  async get(revId: number): Promise<Revision | undefined> {
    const row = await this.db.kysely.selectFrom('revisions').selectAll().where('id', '=', revId).executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      tipo: row.tipo as RevisionType,
      id_contenuto: row.id_contenuto,
      azione: row.azione as RevisionAction,
      autore: row.autore,
      creata_il: row.creata_il,
      contenuto: JSON.parse(row.contenuto) as Snapshot,
    };
  }

  /**
   * POST /api/revisioni/{id}/ripristina: the kept content written back through the same path as a
   * save (sanitising, the publishing gate, the caches), which records the state it replaces as a
   * 'ripristino' revision. The status is not changed. Answers what that save answers. `conferme`:
   * the claims the gate refused, each confirmed with its source (as with a save).
   */
  async restore(revId: number, utente: Resolver | null, conferme?: ConfirmationsInput): Promise<unknown> {
    const revision = await this.get(revId);
    if (!revision) throw notFound(REVISION_MSG.revisionNotFound);
    if (!this.writer) throw new Error('RevisionsService senza servizi di salvataggio');
    this.restoring.add(revId);
    try {
      return await this.writer(revision.tipo, revision.id_contenuto, revision.contenuto, utente, conferme);
    } finally {
      this.restoring.delete(revId);
    }
  }
}
