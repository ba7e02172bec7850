import type { Db } from '../db/index.ts';
import { type ContactMessageRow, fromFlag, toFlag } from '../db/schema.ts';
import type { InboxMessage } from '../../common/types-dashboard.ts';
import { CONTACT_RATE } from '../../common/contact-limits.ts';
import { clientNetwork, type RateLimitResult, RateLimiter } from '../lib/rate-limiter.ts';
import type { Mailer, MailMessage } from './ports.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

/** What the contact form stores (the API's message before it has an id, a date and a read mark). */
export type ContactMessageInput = Pick<InboxMessage, 'nome' | 'email' | 'oggetto' | 'messaggio' | 'consenso'>;

export type ContactMessage = InboxMessage;

/** The one place where the 0/1 flags become the API's booleans (server/db/api-shapes.ts checks the shape). */
const toApi = (r: ContactMessageRow): ContactMessage => ({ ...r, consenso: fromFlag(r.consenso), letto: fromFlag(r.letto) });

/** The e-mail the editors receive for a contact message; replying answers the visitor. */
export function contactEmail(input: ContactMessageInput, site: { siteName: string; contactEmail: string }, receivedAt: Date): MailMessage {
  const when = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(receivedAt);
  return {
    to: site.contactEmail,
    from: `"${site.siteName.replace(/["\\\r\n]/g, '')}" <${site.contactEmail}>`,
    replyTo: input.email,
    subject: `[${site.siteName}] ${input.oggetto}`.replace(/[\r\n]+/g, ' '),
    text: [
      `Nuovo messaggio dal modulo contatti di ${site.siteName}.`,
      '',
      `Nome: ${input.nome}`,
      `E-mail: ${input.email}`,
      `Oggetto: ${input.oggetto}`,
      `Consenso privacy: ${input.consenso ? 'sì' : 'no'}`,
      `Ricevuto: ${when}`,
      '',
      input.messaggio,
      '',
    ].join('\n'),
  };
}

export interface ContactSubmission {
  message: ContactMessage;
  /** true: e-mailed; false: no mail server configured; an Error: sending failed (the message is stored). */
  mailed: boolean | Error;
}

/** Messages from the public contact form, stored first (e-mail delivery is best effort). */
export class ContactService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly mail: { mailer: Mailer | null; site: { siteName: string; contactEmail: string } } = {
      mailer: null,
      site: { siteName: '', contactEmail: '' },
    },
    private readonly clock: Clock = systemClock,
  ) {
    this.limiter = new RateLimiter(db, clock);
  }

  /** Counts one submission from this client address (CONTACT_RATE, in the database: every instance shares it). */
  hitRate(clientIp: string): Promise<RateLimitResult> {
    return this.limiter.hit(`contact:${clientNetwork(clientIp)}`, CONTACT_RATE);
  }

  /**
   * The contact form: store the message, then e-mail it when a mail server is configured. A mail
   * failure never loses the stored message; it is reported back for the log.
   */
  async submit(input: ContactMessageInput): Promise<ContactSubmission> {
    const message = await this.create(input);
    if (!this.mail.mailer) return { message, mailed: false };
    try {
      await this.mail.mailer.send(contactEmail(input, this.mail.site, new Date(message.created_at)));
      return { message, mailed: true };
    } catch (err) {
      return { message, mailed: err instanceof Error ? err : new Error(String(err)) };
    }
  }

  async create(input: ContactMessageInput): Promise<ContactMessage> {
    const row = await this.db.kysely
      .insertInto('contact_messages')
      .values({ ...input, consenso: toFlag(input.consenso), letto: toFlag(false), created_at: this.clock.nowIso() })
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
      .set({ letto: toFlag(letto) })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<boolean> {
    const res = await this.db.kysely.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
