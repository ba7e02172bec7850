import type { Kysely } from 'kysely';
import type { ImageRecord, ImageResult } from '../../common/images.ts';
import { IMAGE_MSG, STOCK_IMAGE_WIDTH, UNSPLASH_SOURCE } from '../../common/messages-images.ts';
import type { ImageChoiceInput } from '../../common/schemas-images.ts';
import type { Db } from '../db/index.ts';
import type { Database, ImagesTable } from '../db/types.ts';
import { badRequest, OutsideServiceError } from './errors.ts';
import type { ImageSearch } from './ports.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

/** The size of the stored `url` (the photo at STOCK_IMAGE_WIDTH, never wider than it is) from the photo's own, when known. */
function stockSize(width: number | null | undefined, height: number | null | undefined): { larghezza: number | null; altezza: number | null } {
  if (!width || !height) return { larghezza: null, altezza: null };
  const w = Math.min(width, STOCK_IMAGE_WIDTH);
  return { larghezza: w, altezza: Math.max(1, Math.round((w * height) / width)) };
}

/** How long the download-tracking call may hold a save (best effort: the save never waits longer). */
export const TRACKING_TIMEOUT_MS = 5_000;

type ImageRow = Pick<ImagesTable, 'fonte' | 'id_esterno' | 'url' | 'url_full' | 'autore' | 'autore_link' | 'tracciato_at'> & { id: number };

const toRecord = (r: ImageRow): ImageRecord => ({
  id: r.id,
  fonte: r.fonte,
  id_esterno: r.id_esterno,
  url: r.url,
  url_full: r.url_full,
  autore: r.autore,
  autore_link: r.autore_link,
  tracciato: r.fonte === UNSPLASH_SOURCE ? r.tracciato_at !== null : null,
});

/** Why a tracking call failed, in a line for support (never the key: the client's errors do not carry it). */
function describeFailure(err: unknown): string {
  if (err instanceof OutsideServiceError) return [err.message, err.causeDetail].filter(Boolean).join(' — ').slice(0, 500);
  if (err instanceof Error) return (err.name === 'TimeoutError' || err.name === 'AbortError' ? `Tempo scaduto (${TRACKING_TIMEOUT_MS} ms)` : err.message).slice(0, 500);
  return String(err).slice(0, 500);
}

/**
 * Cover images (decision 0013). `search` asks Unsplash (nothing stored); `record`
 * stores a chosen photo in `images` (source 'unsplash', author and profile, URLs, the
 * download_location on the configured API, the keyword) and then reports the use to Unsplash's
 * download tracking, as its API guidelines require. The tracking is best effort: the row is
 * stored first and stays whatever the call does; `tracciato_at` or `errore_tracciamento` says how
 * it went. Guides (and news) point at the row through `id_immagine`.
 */
export class ImagesService {
  constructor(
    private readonly db: Db,
    private readonly source: ImageSearch,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Throws the client's Italian OutsideServiceError on any failure. */
  search(query: string, signal?: AbortSignal): Promise<ImageResult[]> {
    return this.source.search(query, signal);
  }

  async get(id: number): Promise<ImageRecord | undefined> {
    const row = await this.db.kysely
      .selectFrom('images')
      .select(['id', 'fonte', 'id_esterno', 'url', 'url_full', 'autore', 'autore_link', 'tracciato_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** Records a photo chosen in the picker, then calls Unsplash's download tracking (best effort). */
  async record(choice: ImageChoiceInput): Promise<ImageRecord> {
    const id = await this.insert(choice);
    await this.track(id);
    return (await this.get(id))!;
  }

  /**
   * The first half of `record`: stores the chosen photo, not yet tracked, and answers its id. `k`
   * is the caller's transaction when the photo is saved together with what uses it (a guide's
   * cover sent as the picker's object), so a save that fails records nothing.
   */
  async insert(choice: ImageChoiceInput, k: Kysely<Database> = this.db.kysely): Promise<number> {
    const downloadLocation = this.source.downloadLocationFor(choice.id, choice.download_location);
    if (!downloadLocation) throw badRequest(IMAGE_MSG.downloadLocationInvalid);
    const row = await k
      .insertInto('images')
      .values({
        fonte: UNSPLASH_SOURCE,
        id_esterno: choice.id,
        url: choice.url,
        url_full: choice.url_full ?? null,
        autore: choice.autore,
        autore_link: choice.autore_link,
        download_location: downloadLocation,
        parola_chiave: choice.query ?? null,
        ...stockSize(choice.width, choice.height),
        tracciato_at: null,
        errore_tracciamento: null,
        created_at: this.clock.nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * The second half of `record`, once the row is committed: GETs its download location (best
   * effort, TRACKING_TIMEOUT_MS) and stores how it went. Answers whether Unsplash counted the use.
   */
  async track(id: number): Promise<boolean> {
    const row = await this.db.kysely.selectFrom('images').select('download_location').where('id', '=', id).executeTakeFirst();
    if (!row?.download_location) return false;
    let tracked: Pick<ImagesTable, 'tracciato_at' | 'errore_tracciamento'>;
    try {
      await this.source.trackDownload(row.download_location, AbortSignal.timeout(TRACKING_TIMEOUT_MS));
      tracked = { tracciato_at: this.clock.nowIso(), errore_tracciamento: null };
    } catch (err) {
      tracked = { tracciato_at: null, errore_tracciamento: describeFailure(err) };
    }
    await this.db.kysely.updateTable('images').set(tracked).where('id', '=', id).execute();
    return tracked.tracciato_at !== null;
  }

  /** Why the tracking of a recorded image failed (null when it worked): for logs and support. */
  async trackingError(id: number): Promise<string | null> {
    const row = await this.db.kysely.selectFrom('images').select('errore_tracciamento').where('id', '=', id).executeTakeFirst();
    return row?.errore_tracciamento ?? null;
  }
}
