import type { Db } from '../db/index.ts';
import type { ContactMessageRow } from '../db/types.ts';
import { nowIso } from '../lib/time.ts';

export interface ContactMessageInput {
  nome: string;
  email: string;
  oggetto: string;
  messaggio: string;
  consenso: boolean;
}

export type ContactMessage = Omit<ContactMessageRow, 'consenso' | 'letto'> & { consenso: boolean; letto: boolean };

const toApi = (r: ContactMessageRow): ContactMessage => ({ ...r, consenso: r.consenso === 1, letto: r.letto === 1 });

/** Messages from the public contact form, stored first (e-mail delivery is best effort). */
export class ContactService {
  constructor(private readonly db: Db) {}

  async create(input: ContactMessageInput): Promise<ContactMessage> {
    const row = await this.db.kysely
      .insertInto('contact_messages')
      .values({ ...input, consenso: input.consenso ? 1 : 0, letto: 0, created_at: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toApi(row);
  }

  /** Newest first; `limit`/`offset` give one page (both absent: every message). */
  async list(page: { limit?: number; offset?: number } = {}): Promise<ContactMessage[]> {
    let query = this.db.kysely.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
    // SQLite accepts OFFSET only after LIMIT: an offset alone means "all the rest".
    if (page.limit !== undefined || page.offset) query = query.limit(page.limit ?? Number.MAX_SAFE_INTEGER);
    if (page.offset) query = query.offset(page.offset);
    return (await query.execute()).map(toApi);
  }

  async countUnread(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('letto', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Returns false when the message does not exist. */
  async setRead(id: number, letto: boolean): Promise<boolean> {
    const res = await this.db.kysely
      .updateTable('contact_messages')
      .set({ letto: letto ? 1 : 0 })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<boolean> {
    const res = await this.db.kysely.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
