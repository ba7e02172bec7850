import { type Selectable, sql, type Updateable } from 'kysely';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import type { FeedSource, NewsCandidate } from '../../common/types-news.ts';
import type { Db } from '../db/index.ts';
import { paged } from '../db/paging.ts';
import type { FeedSourcesTable, NewsCandidatesTable } from '../db/types.ts';
import { mapLimited } from '../lib/map-limited.ts';
import { nowIso } from '../lib/time.ts';
import { AppError, OutsideServiceError } from './errors.ts';
import { type FeedSourcesService, hostName } from './feed-sources.ts';
import { type NewsIdentity, titleKey } from './news-rows.ts';
import type { FeedItem, FeedReader } from './ports.ts';

/** Candidates older than this (by when they were first read) are forgotten by the feed job. */
export const CANDIDATE_RETENTION_DAYS = 30;
/** The most candidates an ingest answers (the panel shows them 5 at a time). */
export const CANDIDATES_MAX = 200;
/** Feeds read at once. */
const FEED_CONCURRENCY = 6;

export const FEED_JOB = 'leggi-feed';

/** The key of a feed item (spec section 4): its source link, else its link, else its title. */
export function candidateKey(item: NewsIdentity): string {
  return item.link_fonte || item.link || `titolo:${titleKey(item.titolo)}`;
}

/** A failure as the editor reads it (stored on the source, or in a draft's notice). */
export const feedErrorText = (err: unknown) => (err instanceof AppError ? err.message : N.errFeed);

export interface NewsFeedsDeps {
  sources: FeedSourcesService;
  feeds: FeedReader;
}

/**
 * Reading the feeds into candidates (the job, 'Ingest da feed', 'Leggi ora'); the sources are
 * feed-sources.ts, the drafts made of candidates news-drafts.ts.
 */
export class NewsFeedsService {
  constructor(
    private readonly db: Db,
    private readonly deps: NewsFeedsDeps,
  ) {}

  // ---- Reading the feeds ---------------------------------------------------------------------

  /**
   * Reads every enabled source at once (at most 6 in flight), each with its own timeout and a
   * conditional request, stores the new items as candidates and records how each read went. One
   * broken feed never stops the others: its error is stored on the source. Returns the sources
   * after the read.
   */
  async readAll(signal?: AbortSignal): Promise<FeedSource[]> {
    const sources = (await this.deps.sources.list()).filter((s) => s.attivo);
    await mapLimited(sources, FEED_CONCURRENCY, (s) => this.readOne(s, signal));
    return this.deps.sources.list();
  }

  private async readOne(initial: FeedSource, signal?: AbortSignal): Promise<void> {
    const attempt = nowIso();
    let source = initial;
    try {
      const result = await this.deps.feeds.read(source.url, { etag: source.etag, lastModified: source.last_modified, signal });
      const values: Updateable<FeedSourcesTable> = { ultimo_tentativo: attempt, ultima_lettura: nowIso(), ultimo_errore: null };
      if (result.status === 'ok') {
        // A source added without a name (its host name) takes the feed's own title.
        const title = result.feed.titolo?.trim().slice(0, 120);
        if (title && source.nome === hostName(source.url)) {
          values.nome = title;
          source = { ...source, nome: title };
        }
        await this.storeItems(source, result.feed.items);
        Object.assign(values, { etag: result.etag, last_modified: result.lastModified, elementi: result.feed.items.length });
      }
      await this.db.kysely.updateTable('feed_sources').set(values).where('id', '=', source.id).execute();
    } catch (err) {
      if (signal?.aborted && !(err instanceof OutsideServiceError)) throw err;
      await this.db.kysely
        .updateTable('feed_sources')
        .set({ ultimo_tentativo: attempt, ultimo_errore: feedErrorText(err).slice(0, 500) })
        .where('id', '=', source.id)
        .execute();
    }
  }

  /** New items become candidates; items seen before keep their row (and their saved marker). */
  private async storeItems(source: FeedSource, items: readonly FeedItem[]): Promise<void> {
    if (items.length === 0) return;
    const now = nowIso();
    const rows = new Map<string, Omit<Selectable<NewsCandidatesTable>, 'id'>>();
    for (const item of items) {
      const chiave = candidateKey(item).slice(0, 2000);
      if (rows.has(chiave)) continue;
      rows.set(chiave, {
        id_feed: source.id,
        chiave,
        titolo: item.titolo.slice(0, 300),
        sommario: item.sommario,
        descrizione: item.descrizione,
        testo_originale: null,
        fonte: source.nome,
        link_fonte: item.link_fonte,
        link: item.link,
        guid: item.guid,
        data_pubblicazione: item.data_pubblicazione,
        immagine_url: item.immagine_url,
        immagine_autore: item.immagine_autore,
        id_notizia: null,
        created_at: now,
      });
    }
    await this.db.kysely
      .insertInto('news_candidates')
      .values([...rows.values()])
      .onConflict((oc) =>
        oc.column('chiave').doUpdateSet((eb) => ({
          titolo: eb.ref('excluded.titolo'),
          sommario: eb.ref('excluded.sommario'),
          descrizione: eb.ref('excluded.descrizione'),
          data_pubblicazione: eb.ref('excluded.data_pubblicazione'),
          immagine_url: eb.ref('excluded.immagine_url'),
          immagine_autore: eb.ref('excluded.immagine_autore'),
        })),
      )
      .execute();
  }

  /**
   * The candidates, newest first (by the item's date, else when it was read), each marked when it
   * is already a news item: linked to one, or a news item has its source link, link or title.
   */
  async candidates(limit = CANDIDATES_MAX, offset = 0): Promise<NewsCandidate[]> {
    const rows = await paged(
      this.db.kysely
        .selectFrom('news_candidates')
        .selectAll()
        .orderBy(sql`coalesce(data_pubblicazione, created_at)`, 'desc')
        .orderBy('id', 'desc'),
      { limit, offset },
    ).execute();
    if (rows.length === 0) return [];
    const links = [...new Set(rows.flatMap((r) => [r.link_fonte, r.link]).filter((l): l is string => !!l))];
    const titles = [...new Set(rows.map((r) => r.titolo.trim()))];
    const saved = await this.db.kysely
      .selectFrom('news')
      .select(['id', 'link_fonte', 'titolo'])
      .where((eb) =>
        eb.or([
          eb('link_fonte', 'in', links.length > 0 ? links : ['']),
          // lower() on both sides (see NewsService.findSaved): SQLite folds ASCII only.
          eb(
            sql<string>`lower(titolo)`,
            'in',
            titles.map((t) => sql<string>`lower(${t})`),
          ),
        ]),
      )
      .execute();
    const byLink = new Map(saved.filter((s) => s.link_fonte).map((s) => [s.link_fonte!, s.id]));
    const byTitle = new Map(saved.map((s) => [titleKey(s.titolo), s.id]));
    return rows.map((r) => {
      const match: number | null =
        r.id_notizia ?? (r.link_fonte ? byLink.get(r.link_fonte) : undefined) ?? (r.link ? byLink.get(r.link) : undefined) ?? byTitle.get(titleKey(r.titolo)) ?? null;
      return {
        id: r.id,
        chiave: r.chiave,
        titolo: r.titolo,
        sommario: r.sommario,
        descrizione: r.descrizione,
        fonte: r.fonte,
        link_fonte: r.link_fonte,
        link: r.link,
        data_pubblicazione: r.data_pubblicazione,
        immagine_url: r.immagine_url,
        immagine_autore: r.immagine_autore,
        salvata: match !== null,
        id_notizia: match,
      };
    });
  }

  /** POST /api/notizie/ingest-feed: read the sources now, answer the candidates. */
  async ingest(signal?: AbortSignal): Promise<NewsCandidate[]> {
    await this.readAll(signal);
    return this.candidates();
  }

  /** The feed job: read the sources, forget candidates older than 30 days. */
  async scheduledRead(signal?: AbortSignal): Promise<void> {
    await this.readAll(signal);
    const cutoff = new Date(Date.now() - CANDIDATE_RETENTION_DAYS * 86_400_000).toISOString();
    await this.db.kysely.deleteFrom('news_candidates').where('created_at', '<', cutoff).execute();
  }
}
