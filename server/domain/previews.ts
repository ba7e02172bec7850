import { randomBytes } from 'node:crypto';
import type { ContentType } from '../../common/content-types.ts';
import { PREVIEW_MSG } from '../../common/messages-previews.ts';
import type { PreviewCreated } from '../../common/schemas-previews.ts';
import type { Db } from '../db/index.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { addMs } from '../lib/time.ts';
import { readSnapshot, type Snapshot } from './content/tables.ts';
import { notFound } from './errors.ts';
import { pendingSnapshot } from './pending-versions.ts';

/** How long a preview answers after the editor asked for it. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;

/** The shape of a preview token: 24 random bytes in base64url (32 characters). */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** A stored preview: an editor's draft of one text, to be shown with the public page's template. */
export interface Preview {
  tipo: ContentType;
  /** The content's own id (a review's REVIEW id), null for a text not saved yet. */
  id: number | null;
  /** The editable fields as the editor had them, cleaned like a pending version. */
  bozza: Snapshot;
  scade_il: string;
}

/**
 * The previews of what is not saved yet: an editor's current fields are kept under a random token
 * for an hour (in the database, so the instance that renders the preview page need not be the one
 * that took the draft), then forgotten. The draft is cleaned as a pending version is
 * (server/domain/pending-versions.ts: the type's editable fields only, rich text sanitised as a
 * save sanitises it, plain text bounded); it never touches the stored text.
 */
export class PreviewsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Keeps a draft; the content must exist when `id` names one. Prunes the expired previews first. */
  async create(tipo: ContentType, id: number | null, fields: Record<string, unknown>, autore: string | null): Promise<PreviewCreated> {
    if (id !== null && !(await readSnapshot(this.db.kysely, tipo, id))) throw notFound(PREVIEW_MSG.contentNotFound);
    await this.prune();
    const token = randomBytes(24).toString('base64url');
    const now = this.clock.nowIso();
    const scade_il = addMs(now, PREVIEW_TTL_MS);
    const bozza = JSON.stringify(pendingSnapshot(tipo, fields));
    await this.db.kysely.insertInto('previews').values({ token, tipo, id_contenuto: id, bozza, autore, creata_il: now, scade_il }).execute();
    return { token, url: `/anteprima/${token}`, scade_il };
  }

  /** The preview a token names, undefined when there is none or it has expired. */
  async get(token: string): Promise<Preview | undefined> {
    if (!TOKEN.test(token)) return undefined;
    const row = await this.db.kysely.selectFrom('previews').selectAll().where('token', '=', token).where('scade_il', '>', this.clock.nowIso()).executeTakeFirst();
    if (!row) return undefined;
    return { tipo: row.tipo, id: row.id_contenuto, bozza: JSON.parse(row.bozza) as Snapshot, scade_il: row.scade_il };
  }

  /** Forgets the expired previews; the number forgotten. */
  async prune(): Promise<number> {
    const result = await this.db.kysely.deleteFrom('previews').where('scade_il', '<=', this.clock.nowIso()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
