import type { Kysely } from 'kysely';
import { CONTENT_TYPES, type ContentType } from '../../../common/content-types.ts';
import { REVIEW_FLOW_MSG as M } from '../../../common/messages-review-flow.ts';
import { productName } from '../../../common/product-name.ts';
import type { ReviewQueueItem } from '../../../common/review-flow.ts';
import { atLeast, mayEditText, type Role } from '../../../common/roles.ts';
import type { ReviewState } from '../../../common/types.ts';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import type { ActivityService } from '../activity.ts';
import { AppError, conflict } from '../errors.ts';
import { STAFF } from '../visibility.ts';
import { missing } from './publishable.ts';
import { CONTENT_TABLES } from './tables.ts';
import type { ContentRegistry } from './registry.ts';

/** Who acts: the session's user. */
export interface FlowUser {
  id: number;
  username: string;
  ruolo: Role;
}

/** What the flow reads of a text: its ids, writer, status, review state and the title shown. */
interface FlowRow {
  id: number;
  id_percorso: number;
  id_autore: number | null;
  stato: string;
  titolo: string;
  autore: string | null;
  revisione: ReviewState | null;
  nota_revisione: string | null;
  revisione_il: string | null;
}

type Filter = { by: 'path'; value: number } | { by: 'revisione'; value: ReviewState; autore?: number };

const forbidden = (message: string) => new AppError(403, message);

/** The texts of one type with what the flow reads, the writer's byline name joined. */
async function flowRows(k: Kysely<Database>, tipo: ContentType, filter: Filter): Promise<FlowRow[]> {
  const { table, pathKey } = CONTENT_TABLES[tipo];
  let q = k
    .selectFrom(table)
    .leftJoin('users', 'users.id', `${table}.id_autore`)
    .leftJoin('products', (join) => (pathKey === 'id_prodotto' ? join.onRef('products.id', '=', 'reviews.id_prodotto') : join.on((eb) => eb.lit(false))))
    .select([
      `${table}.id as id`,
      `${table}.id_autore as id_autore`,
      `${table}.stato as stato`,
      `${table}.titolo as titolo`,
      `${table}.revisione as revisione`,
      `${table}.nota_revisione as nota_revisione`,
      `${table}.revisione_il as revisione_il`,
      'users.username',
      'users.nome_visualizzato as nome_autore',
      'products.id as id_prodotto',
      'products.nome_prodotto',
      'products.nome_sintetico',
      'products.nome_visualizzato',
    ]);
  if (filter.by === 'path') q = q.where(pathKey === 'id_prodotto' ? 'reviews.id_prodotto' : `${table}.id`, '=', filter.value);
  else {
    q = q.where(`${table}.revisione`, '=', filter.value);
    if (filter.autore !== undefined) q = q.where(`${table}.id_autore`, '=', filter.autore);
  }
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    id_percorso: r.id_prodotto ?? r.id,
    id_autore: r.id_autore,
    stato: r.stato,
    titolo: r.titolo || (r.nome_prodotto ? productName({ nome_prodotto: r.nome_prodotto, nome_sintetico: r.nome_sintetico, nome_visualizzato: r.nome_visualizzato }) : ''),
    autore: r.nome_autore || r.username || null,
    revisione: r.revisione,
    nota_revisione: r.nota_revisione,
    revisione_il: r.revisione_il,
  }));
}

const toItem = (tipo: ContentType, r: FlowRow): ReviewQueueItem => ({
  tipo,
  id: r.id,
  id_percorso: r.id_percorso,
  titolo: r.titolo,
  autore: r.autore,
  revisione: r.revisione!,
  nota_revisione: r.nota_revisione,
  revisione_il: r.revisione_il,
});

/** Oldest first (the one waiting longest on top), then by type and id for a stable order. */
const byAge = (a: ReviewQueueItem, b: ReviewQueueItem) => (a.revisione_il ?? '').localeCompare(b.revisione_il ?? '') || a.tipo.localeCompare(b.tipo) || a.id - b.id;

/**
 * The review before publishing (decision 0065) for reviews, guides and
 * news: 'Invia in revisione' by the text's writer (or an editor), 'Rimanda all’autore' with a
 * note by an editor, and the lists of what waits. Publishing clears the state wherever it happens
 * (server/db/content-status.ts, NewsService). Only drafts are concerned: nothing public changes.
 * Each change answers the text as its editor's GET does, read after the write.
 */
export class ReviewFlowService {
  constructor(
    private readonly db: Db,
    private readonly content: ContentRegistry,
    private readonly activity: ActivityService,
    private readonly clock: Clock = systemClock,
  ) {}

  private async rowOrThrow(tipo: ContentType, pathId: number): Promise<FlowRow> {
    const [row] = await flowRows(this.db.kysely, tipo, { by: 'path', value: pathId });
    if (!row) throw missing(this.content[tipo].table);
    return row;
  }

  /**
   * The review state written only while the row is as it was read (still a draft, the same state):
   * of two requests racing on one text the second gets a 409 with `refused`, never a double change.
   */
  private async change(tipo: ContentType, row: FlowRow, values: { revisione: ReviewState; nota_revisione: string | null }, refused: string): Promise<void> {
    const res = await this.db.kysely
      .updateTable(CONTENT_TABLES[tipo].table)
      .set({ ...values, revisione_il: this.clock.nowIso() })
      .where('id', '=', row.id)
      .where('stato', '=', 'bozza')
      .where('revisione', row.revisione === null ? 'is' : '=', row.revisione)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw conflict(refused);
  }

  /** POST /api/{path}/{id}/revisione: a draft of the user's own (an editor's: anyone's) goes 'in_revisione'; the earlier note goes. */
  async send(tipo: ContentType, pathId: number, user: FlowUser): Promise<unknown> {
    const row = await this.rowOrThrow(tipo, pathId);
    if (!mayEditText(user, row.id_autore)) throw forbidden(M.notYours);
    if (row.stato !== 'bozza') throw conflict(M.notDraft);
    if (row.revisione === 'in_revisione') throw conflict(M.alreadySent);
    await this.change(tipo, row, { revisione: 'in_revisione', nota_revisione: null }, M.notDraft);
    await this.activity.record(user, { azione: 'inviato_in_revisione', tipo_oggetto: tipo, id_oggetto: row.id, titolo: row.titolo });
    return this.content[tipo].read(STAFF, pathId);
  }

  /** POST /api/{path}/{id}/rimanda {nota}: an editor sends a text in review back to its writer, with the note they see. */
  async sendBack(tipo: ContentType, pathId: number, user: FlowUser, nota: string): Promise<unknown> {
    if (!atLeast(user.ruolo, 'editor')) throw forbidden(M.editorsOnly);
    const row = await this.rowOrThrow(tipo, pathId);
    if (row.revisione !== 'in_revisione' || row.stato !== 'bozza') throw conflict(M.notInReview);
    await this.change(tipo, row, { revisione: 'rimandata', nota_revisione: nota }, M.notInReview);
    await this.activity.record(user, { azione: 'rimandato', tipo_oggetto: tipo, id_oggetto: row.id, titolo: row.titolo, dettagli: { nota } });
    return this.content[tipo].read(STAFF, pathId);
  }

  /** GET /api/revisione: the drafts waiting for an editor, across the three types, oldest first. */
  async queue(user: FlowUser): Promise<ReviewQueueItem[]> {
    if (!atLeast(user.ruolo, 'editor')) throw forbidden(M.editorsOnly);
    return this.collect({ by: 'revisione', value: 'in_revisione' });
  }

  /** GET /api/revisione/miei: the user's own texts sent back (with the note) or waiting, oldest first. */
  async mine(userId: number): Promise<ReviewQueueItem[]> {
    const [back, waiting] = await Promise.all([
      this.collect({ by: 'revisione', value: 'rimandata', autore: userId }),
      this.collect({ by: 'revisione', value: 'in_revisione', autore: userId }),
    ]);
    return [...back, ...waiting];
  }

  private async collect(filter: Filter): Promise<ReviewQueueItem[]> {
    const types = CONTENT_TYPES;
    const lists = await Promise.all(types.map(async (tipo) => (await flowRows(this.db.kysely, tipo, filter)).filter((r) => r.stato === 'bozza').map((r) => toItem(tipo, r))));
    return lists.flat().sort(byAge);
  }
}
