import { type Selectable, sql, type Updateable } from 'kysely';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import {
  type CandidateInput,
  type FeedSourceCreateInput,
  type FeedSourceUpdateInput,
  newsErrorMessage,
  persistArticleSchema,
  type PersistArticleInput,
} from '../../common/schemas-news.ts';
import type { News } from '../../common/types.ts';
import type { FeedSource, NewsCandidate, PersistResult } from '../../common/types-news.ts';
import type { Db } from '../db/index.ts';
import { type Page, paged } from '../db/paging.ts';
import type { FeedSourcesTable, NewsCandidatesTable } from '../db/types.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { nowIso } from '../lib/time.ts';
import { AppError, conflict, notFound, OutsideServiceError } from './errors.ts';
import { type NewsIdentity, type NewsService, titleKey } from './news.ts';
import type { ArticleExtractor, FeedItem, FeedReader } from './ports.ts';
import { STAFF } from './visibility.ts';

/** Candidates older than this (by when they were first read) are forgotten by the feed job. */
export const CANDIDATE_RETENTION_DAYS = 30;
/** The most candidates an ingest answers (the panel shows them 5 at a time). */
export const CANDIDATES_MAX = 200;
/** Feeds read at once. */
const FEED_CONCURRENCY = 6;
/** Article pages fetched at once by persisti. */
const EXTRACT_CONCURRENCY = 4;

export const FEED_JOB = 'leggi-feed';

/** The key of a feed item (spec section 4): its source link, else its link, else its title. */
export function candidateKey(item: NewsIdentity): string {
  return item.link_fonte || item.link || `titolo:${titleKey(item.titolo)}`;
}

const hostName = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

const toSource = (row: Selectable<FeedSourcesTable>): FeedSource => ({ ...row, attivo: row.attivo === 1 });

const errorText = (err: unknown) => (err instanceof AppError ? err.message : N.errFeed);

/** Runs `fn` over `items` with at most `limit` at once, keeping the order of the results. */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export interface NewsFeedsDeps {
  news: NewsService;
  feeds: FeedReader;
  articles: ArticleExtractor;
  /** FEED_URLS: the sources of a database that has none yet. */
  defaultFeeds: readonly string[];
}

/**
 * The news side of the feeds: the configured sources, reading them into candidates
 * (the job and 'Ingest da feed'), and turning candidates into drafts with the article's text.
 */
export class NewsFeedsService {
  constructor(
    private readonly db: Db,
    private readonly deps: NewsFeedsDeps,
  ) {}

  // ---- Sources -----------------------------------------------------------------------------

  async listSources(page: Page = {}): Promise<FeedSource[]> {
    const rows = await paged(this.db.kysely.selectFrom('feed_sources').selectAll().orderBy('nome').orderBy('id'), page).execute();
    return rows.map(toSource);
  }

  private async source(id: number): Promise<FeedSource> {
    const row = await this.db.kysely.selectFrom('feed_sources').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(N.sourceNotFound);
    return toSource(row);
  }

  async addSource(input: FeedSourceCreateInput): Promise<FeedSource> {
    const now = nowIso();
    try {
      const row = await this.db.kysely
        .insertInto('feed_sources')
        .values({ nome: input.nome ?? hostName(input.url), url: input.url, attivo: 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.source(row.id);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(N.sourceDuplicate);
      throw err;
    }
  }

  async updateSource(id: number, input: FeedSourceUpdateInput): Promise<FeedSource> {
    const values: Updateable<FeedSourcesTable> = { updated_at: nowIso() };
    if (input.nome !== undefined) values.nome = input.nome;
    if (input.attivo !== undefined) values.attivo = input.attivo ? 1 : 0;
    const res = await this.db.kysely.updateTable('feed_sources').set(values).where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw notFound(N.sourceNotFound);
    return this.source(id);
  }

  async removeSource(id: number): Promise<boolean> {
    const res = await this.db.kysely.deleteFrom('feed_sources').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** At start-up: a database without sources gets those of FEED_URLS (architecture: "used when no feed source is configured"). */
  async seedSources(): Promise<number> {
    const existing = await this.db.kysely.selectFrom('feed_sources').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    let added = 0;
    for (const url of this.deps.defaultFeeds) {
      const now = nowIso();
      const res = await this.db.kysely
        .insertInto('feed_sources')
        .values({ nome: hostName(url), url, attivo: 1, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('url').doNothing())
        .executeTakeFirst();
      added += Number(res.numInsertedOrUpdatedRows ?? 0);
    }
    return added;
  }

  // ---- Reading the feeds ---------------------------------------------------------------------

  /**
   * Reads every enabled source at once (at most 6 in flight), each with its own timeout and a
   * conditional request, stores the new items as candidates and records how each read went. One
   * broken feed never stops the others: its error is stored on the source. Returns the sources
   * after the read.
   */
  async readAll(signal?: AbortSignal): Promise<FeedSource[]> {
    const sources = (await this.listSources()).filter((s) => s.attivo);
    await mapLimited(sources, FEED_CONCURRENCY, (s) => this.readOne(s, signal));
    return this.listSources();
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
        .set({ ultimo_tentativo: attempt, ultimo_errore: errorText(err).slice(0, 500) })
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
      this.db.kysely.selectFrom('news_candidates').selectAll().orderBy(sql`coalesce(data_pubblicazione, created_at)`, 'desc').orderBy('id', 'desc'),
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
          eb(sql<string>`lower(titolo)`, 'in', titles.map((t) => sql<string>`lower(${t})`)),
        ]),
      )
      .execute();
    const byLink = new Map(saved.filter((s) => s.link_fonte).map((s) => [s.link_fonte!, s.id]));
    const byTitle = new Map(saved.map((s) => [titleKey(s.titolo), s.id]));
    return rows.map((r) => {
      const match: number | null = r.id_notizia ?? (r.link_fonte ? byLink.get(r.link_fonte) : undefined) ?? (r.link ? byLink.get(r.link) : undefined) ?? byTitle.get(titleKey(r.titolo)) ?? null;
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

  // ---- Candidates into drafts ----------------------------------------------------------------

  /**
   * The article's text, best effort: the linked page through Readability, else the feed's own
   * text. Never throws: a failure is reported as `avviso` and the feed text is used.
   */
  private async originalText(item: { link_fonte?: string | null; link?: string | null; descrizione?: string | null; sommario?: string | null; testo_originale?: string | null }, signal?: AbortSignal) {
    if (item.testo_originale) return { testo: item.testo_originale, avviso: null };
    const fallback = item.descrizione || item.sommario || null;
    const url = item.link_fonte || item.link;
    if (!url) return { testo: fallback, avviso: null };
    try {
      const article = await this.deps.articles.extract(url, signal);
      const testo = article.testo.length >= (fallback?.length ?? 0) ? article.testo : fallback;
      return { testo, avviso: null };
    } catch (err) {
      if (signal?.aborted && !(err instanceof OutsideServiceError)) throw err;
      return { testo: fallback, avviso: N.extractionFailed(errorText(err).replace(/\.$/, '')) };
    }
  }

  private draftValues(item: PersistArticleInput, testo: string | null, slug: string) {
    return {
      slug,
      titolo: item.titolo,
      sommario: item.sommario ? item.sommario.slice(0, 2000) : null,
      descrizione: null,
      contenuto: item.contenuto ?? null,
      testo_originale: testo,
      fonte: item.fonte ?? null,
      link_fonte: item.link_fonte ?? item.link ?? null,
      data_pubblicazione: item.data_pubblicazione ?? null,
      immagine_url: item.immagine_url ?? null,
      immagine_autore: item.immagine_autore ?? null,
      stato: 'bozza' as const,
      rilevanza: item.rilevanza ?? 0,
      tag: item.tag ?? null,
    };
  }

  /**
   * POST /api/notizie/bozze: a candidate becomes a draft (relevance 0), with the article's text
   * extracted from its page when possible. The same item saved twice is refused (409), also when
   * two editors press at once (the unique source link decides).
   */
  async saveDraft(input: CandidateInput, signal?: AbortSignal): Promise<News & { avviso: string | null }> {
    const { news } = this.deps;
    if (await news.findSaved(input)) throw conflict(N.alreadySaved);
    const { testo, avviso } = await this.originalText(input, signal);
    const id = await this.racing(input, () =>
      news.write(async (trx) => {
        if (await news.findSaved(input, trx)) throw conflict(N.alreadySaved);
        const slug = await news.uniqueSlug(input.titolo, undefined, trx);
        const newsId = await news.create(this.draftValues(input, testo, slug), trx);
        await trx.updateTable('news_candidates').set({ id_notizia: newsId }).where('chiave', '=', candidateKey(input)).execute();
        return newsId;
      }),
    );
    return { ...(await news.get(STAFF, id))!, avviso };
  }

  /**
   * Two saves at once can both pass the checks: the database's unique indexes decide. The loser
   * hears 'already saved' when the item is now saved, and retries when only the slug collided.
   */
  private async racing<T>(item: NewsIdentity, write: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await write();
      } catch (err) {
        if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
        if (await this.deps.news.findSaved(item)) throw conflict(N.alreadySaved);
        if (attempt >= 2) throw err;
      }
    }
  }

  /**
   * POST /api/notizie/persisti {articoli}: several at once in one transaction. Each article is
   * checked on its own; invalid ones, those already saved and repeats within the request are
   * skipped with the reason. The article texts are fetched before the transaction.
   */
  async persist(articoli: readonly unknown[], signal?: AbortSignal): Promise<PersistResult> {
    const { news } = this.deps;
    // Skipped articles are answered in the order they were sent.
    const skipped: Array<{ at: number; titolo: string; motivo: string }> = [];
    const valid: Array<PersistArticleInput & { at: number }> = [];
    for (const [at, raw] of articoli.entries()) {
      const parsed = persistArticleSchema.safeParse(raw ?? {});
      if (parsed.success) valid.push({ ...parsed.data, at });
      else {
        const titolo = typeof (raw as { titolo?: unknown } | null)?.titolo === 'string' ? String((raw as { titolo: string }).titolo).slice(0, 300) : '';
        skipped.push({ at, titolo, motivo: N.skippedInvalid(newsErrorMessage(parsed.error)) });
      }
    }
    const texts = await mapLimited(valid, EXTRACT_CONCURRENCY, (item) => this.originalText(item, signal));
    const salvate = await news.write(async (trx) => {
      const saved: PersistResult['salvate'] = [];
      const keys = new Set<string>();
      for (const [i, item] of valid.entries()) {
        const key = candidateKey({ ...item, link_fonte: item.link_fonte ?? item.link });
        if (keys.has(key) || keys.has(`titolo:${titleKey(item.titolo)}`)) {
          skipped.push({ at: item.at, titolo: item.titolo, motivo: N.skippedInBatch });
          continue;
        }
        keys.add(key).add(`titolo:${titleKey(item.titolo)}`);
        if (await news.findSaved(item, trx)) {
          skipped.push({ at: item.at, titolo: item.titolo, motivo: N.skippedDuplicate });
          continue;
        }
        const slug = await news.uniqueSlug(item.titolo, undefined, trx);
        const { at: _at, ...article } = item;
        const id = await news.create(this.draftValues(article, texts[i]!.testo, slug), trx);
        await trx.updateTable('news_candidates').set({ id_notizia: id }).where('chiave', '=', candidateKey(item)).execute();
        saved.push({ id, titolo: item.titolo, slug });
      }
      return saved;
    });
    const saltate = skipped.sort((a, b) => a.at - b.at).map(({ titolo, motivo }) => ({ titolo, motivo }));
    return { salvate, saltate };
  }
}
