import { randomBytes } from 'node:crypto';
import { type Expression, type SqlBool, expressionBuilder } from 'kysely';
import {
  FILE_NAME_MAX,
  MEDIA_KEY_PATTERN,
  MEDIA_MAX_BYTES,
  type MediaDetail,
  type MediaItem,
  mediaFileName,
  mediaPath,
  mediaWidths,
  parseMediaFileName,
  UPLOAD_SOURCE,
} from '../../common/media.ts';
import { MEDIA_MSG } from '../../common/messages-media.ts';
import type { MediaListQuery, MediaPatchInput } from '../../common/schemas-media.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/types.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { SerialQueue } from '../lib/serial-queue.ts';
import { AppError, notFound } from './errors.ts';
import { containsText } from './list-filters.ts';
import { processUpload, uploadType } from './media-processing.ts';
import { MEDIA_COLUMNS, type MediaRow, toMediaItem } from './media-rows.ts';
import { mediaUses } from './media-uses.ts';
import type { MediaStorage, StoredFile } from './ports.ts';

/** Uploads waiting or being processed at once; more are turned away (503) rather than held in memory. */
export const MAX_PENDING_UPLOADS = 4;

export interface UploadInput {
  bytes: Buffer;
  /** The file's name as sent (kept for the library's search), or null. */
  fileName: string | null;
  alt: string;
  credito: string | null;
  userId: number | null;
}

/** Where a storage failure's cause is reported (the caller's log): the editor sees an Italian sentence only. */
export type ReportError = (err: unknown, message: string) => void;
const ignore: ReportError = () => {};

/** A public file ready to send, with an ETag that names exactly its bytes (files never change). */
export type MediaFile = StoredFile & { etag: string };

const cleanFileName = (name: string | null) => {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // Control characters are dropped from a name as sent.
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, FILE_NAME_MAX);
  return clean || null;
};

/**
 * The media library (decision 0060): uploads and Unsplash picks, both rows of `images`. An upload
 * is checked from its bytes, processed one at a time (media-processing.ts), its files written to
 * the storage port and only then its row inserted: a failure at any step leaves nothing behind.
 * An image in use (media-uses.ts) cannot be deleted; deleting one removes its files too.
 */
export class MediaService {
  private readonly queue = new SerialQueue(MAX_PENDING_UPLOADS);

  constructor(
    private readonly db: Db,
    private readonly storage: MediaStorage,
    private readonly clock: Clock = systemClock,
  ) {}

  private filter(query: Pick<MediaListQuery, 'q' | 'fonte'>): Expression<SqlBool> {
    const eb = expressionBuilder<Database, 'images'>();
    const conditions: Array<Expression<SqlBool>> = [];
    if (query.fonte) conditions.push(eb('images.fonte', '=', query.fonte));
    const match = containsText(['images.alt', 'images.nome_file', 'images.credito', 'images.autore'], query.q);
    if (match) conditions.push(match);
    return eb.and(conditions);
  }

  private async items(rows: MediaRow[]): Promise<MediaItem[]> {
    const uses = await mediaUses(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toMediaItem(r, uses.get(r.id)?.length ?? 0));
  }

  /** Newest first; `q` matches the alt text, file name, credit and author. */
  async list(query: MediaListQuery): Promise<MediaItem[]> {
    let select = this.db.kysely.selectFrom('images').select(MEDIA_COLUMNS).where(this.filter(query)).orderBy('created_at', 'desc').orderBy('id', 'desc');
    if (query.limit !== undefined) select = select.limit(query.limit).offset(query.offset ?? 0);
    return this.items(await select.execute());
  }

  async count(query: MediaListQuery): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('images')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(this.filter(query))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private row(id: number): Promise<MediaRow | undefined> {
    return this.db.kysely.selectFrom('images').select(MEDIA_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** One image with where it is used, or undefined. */
  async get(id: number): Promise<MediaDetail | undefined> {
    const row = await this.row(id);
    if (!row) return undefined;
    const usi = (await mediaUses(this.db, [id])).get(id) ?? [];
    return { ...toMediaItem(row, usi.length), usi_dettaglio: usi };
  }

  /** The images a public page shows, by id (those that exist; `usi` is not counted there: 0). */
  async publicByIds(ids: readonly number[]): Promise<Map<number, MediaItem>> {
    const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (wanted.length === 0) return new Map();
    const rows = await this.db.kysely.selectFrom('images').select(MEDIA_COLUMNS).where('id', 'in', wanted).execute();
    return new Map(rows.map((r) => [r.id, toMediaItem(r, 0)]));
  }

  /**
   * Stores an upload: 413 too large (bytes or pixels), 415 not a JPEG, PNG, WebP or AVIF by its
   * bytes, 400 unreadable, 503 when too many wait or the storage fails. Answers the new item.
   */
  async upload(input: UploadInput, report: ReportError = ignore): Promise<MediaItem> {
    if (input.bytes.length > MEDIA_MAX_BYTES) throw new AppError(413, MEDIA_MSG.tooLarge);
    const type = uploadType(input.bytes);
    const processing = this.queue.run(() => processUpload(input.bytes, type));
    if (!processing) throw new AppError(503, MEDIA_MSG.busy, { retryAfter: 5 });
    const processed = await processing;
    const chiave = randomBytes(18).toString('base64url');
    const prefix = `${chiave}/`;
    const discard = () => this.storage.delete({ prefix }).catch((err: unknown) => report(err, 'Media: file di un caricamento fallito non rimossi'));
    try {
      for (const v of processed.variants) await this.storage.put(prefix + mediaFileName(v.width, v.format), v.data, v.contentType);
    } catch (err) {
      report(err, 'Media: scrittura dei file non riuscita');
      await discard();
      throw new AppError(503, MEDIA_MSG.storageFailed);
    }
    try {
      const row = await this.db.kysely
        .insertInto('images')
        .values({
          fonte: UPLOAD_SOURCE,
          url: mediaPath(chiave, processed.width, 'webp'),
          alt: input.alt,
          credito: input.credito,
          chiave,
          larghezza: processed.width,
          altezza: processed.height,
          byte: input.bytes.length,
          nome_file: cleanFileName(input.fileName),
          mime_originale: processed.type,
          caricato_da: input.userId,
          created_at: this.clock.nowIso(),
        })
        .returning(MEDIA_COLUMNS)
        .executeTakeFirstOrThrow();
      return toMediaItem(row, 0);
    } catch (err) {
      await discard();
      throw err;
    }
  }

  /** Edits the alt text and credit (an upload keeps an alt text: 400 when cleared). */
  async update(id: number, patch: MediaPatchInput): Promise<MediaItem> {
    const row = await this.row(id);
    if (!row) throw notFound(MEDIA_MSG.notFound);
    if (row.fonte === UPLOAD_SOURCE && patch.alt === null) throw new AppError(400, MEDIA_MSG.altRequired);
    const set = { ...(patch.alt !== undefined ? { alt: patch.alt } : {}), ...(patch.credito !== undefined ? { credito: patch.credito } : {}) };
    if (Object.keys(set).length > 0) await this.db.kysely.updateTable('images').set(set).where('id', '=', id).execute();
    const [item] = await this.items([{ ...row, ...set }]);
    return item!;
  }

  /** Deletes an image and its files: 404 when there is none, 409 with `usi` while a text uses it. */
  async remove(id: number, report: ReportError = ignore): Promise<void> {
    const row = await this.row(id);
    if (!row) throw notFound(MEDIA_MSG.notFound);
    const usi = (await mediaUses(this.db, [id])).get(id) ?? [];
    if (usi.length > 0) throw new AppError(409, MEDIA_MSG.inUse(usi.length), { usi });
    await this.db.kysely.deleteFrom('images').where('id', '=', id).execute();
    if (row.chiave) {
      await this.storage.delete({ prefix: `${row.chiave}/` }).catch((err: unknown) => report(err, 'Media: file di un’immagine eliminata non rimossi'));
    }
  }

  /** A public file (`{w}.webp|avif` of a width the upload has), or null: any other name, key or width is unknown. */
  async file(chiave: string, name: string): Promise<MediaFile | null> {
    const wanted = parseMediaFileName(name);
    if (!wanted || !MEDIA_KEY_PATTERN.test(chiave)) return null;
    const row = await this.db.kysely.selectFrom('images').select('url').where('chiave', '=', chiave).where('fonte', '=', UPLOAD_SOURCE).executeTakeFirst();
    if (!row || !mediaWidths(row.url).includes(wanted.width)) return null;
    const stored = await this.storage.get(`${chiave}/${name}`);
    return stored ? { ...stored, etag: `"${chiave}-${name}"` } : null;
  }
}
