import { type Selectable, sql, type Updateable } from 'kysely';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import type { FeedSource, IngestEvent, IngestFeed, IngestFeedOutcome, NewsCandidate } from '../../common/types-news.ts';
import type { Db } from '../db/index.ts';
import { paged } from '../db/paging.ts';
import type { FeedSourcesTable, NewsCandidatesTable } from '../db/types.ts';
import { mapLimited } from '../lib/map-limited.ts';
import { AppError, OutsideServiceError } from './errors.ts';
import { type FeedSourcesService, hostName } from './feed-sources.ts';
import { type NewsIdentity, titleKey } from './news-rows.ts';
import type { FeedItem, FeedReader } from './ports.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

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
  /** How long reading all the sources may take (FEED_INGEST_TIMEOUT_MS): 'Ingest da feed' and the job. */
  ingestTimeoutMs: number;
}

/** How long the reads still running get, once the run's time is up, to record how they ended. */
const SETTLE_GRACE_MS = 2_000;

/** What one reading of the sources did. */
export interface FeedRun {
  /** The sources after the read, with how each read went. */
  sources: FeedSource[];
  /** Each active source's outcome, in the order they ended. */
  outcomes: IngestFeedOutcome[];
  /** The run's time ran out before every source was read. */
  timedOut: boolean;
}

/** The events of a run as it goes ('inizio', then one 'fonte' per source): the NDJSON answer of 'Ingest da feed'. */
export type FeedRunListener = (event: Extract<IngestEvent, { tipo: 'inizio' | 'fonte' }>) => void;

const refOf = (s: FeedSource): IngestFeed => ({ id: s.id, nome: s.nome, url: s.url });

/**
 * Reading the feeds into candidates (the job, 'Ingest da feed', 'Leggi ora'); the sources are
 * feed-sources.ts, the drafts made of candidates news-drafts.ts.
 */
export class NewsFeedsService {
  constructor(
    private readonly db: Db,
    private readonly deps: NewsFeedsDeps,
    private readonly clock: Clock = systemClock,
  ) {}

  // ---- Reading the feeds ---------------------------------------------------------------------

  /**
   * Reads every enabled source at once (at most 6 in flight), each with its own timeout and a
   * conditional request, stores the new items as candidates and records how each read went. One
   * broken feed never stops the others: its error is stored on its source. The whole run is bounded
   * (FEED_INGEST_TIMEOUT_MS): when the time is up the reads still running are stopped and
   * the sources not read yet are not asked; each is recorded as not answering in time. The run
   * ends then whatever a read does (what has not ended a moment later is reported as cut and
   * records its error on its own). `onEvent` hears the start and each source's outcome as it ends.
   * `signal`: the caller went away (the run stops and throws).
   */
  async readAll(signal?: AbortSignal, onEvent?: FeedRunListener): Promise<FeedRun> {
    const sources = (await this.deps.sources.list()).filter((s) => s.attivo);
    const limitMs = this.deps.ingestTimeoutMs;
    onEvent?.({ tipo: 'inizio', totale: sources.length, limite_ms: limitMs, fonti: sources.map(refOf) });
    const deadline = new AbortController();
    const run = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
    const timedOutText = N.ingestTimedOut(Math.max(1, Math.round(limitMs / 1000)));
    const outcomes = new Map<number, IngestFeedOutcome>();
    const settle = (outcome: IngestFeedOutcome) => {
      if (outcomes.has(outcome.id)) return;
      outcomes.set(outcome.id, outcome);
      onEvent?.({ tipo: 'fonte', letti: outcomes.size, totale: sources.length, ...outcome });
    };
    const reads = mapLimited(sources, FEED_CONCURRENCY, async (s) => settle(await this.readOne(s, run, signal, timedOutText)));
    // Settles at the deadline, and again once the reads had their moment to record how they ended.
    const timers: NodeJS.Timeout[] = [];
    const after = (ms: number) => new Promise<void>((resolve) => timers.push(setTimeout(resolve, ms)));
    try {
      const ended = await Promise.race([reads.then(() => true), after(limitMs).then(() => false)]);
      if (!ended) {
        deadline.abort();
        await Promise.race([reads, after(SETTLE_GRACE_MS)]);
      }
    } catch (err) {
      deadline.abort();
      reads.catch(() => undefined);
      throw err;
    } finally {
      for (const t of timers) clearTimeout(t);
    }
    if (signal?.aborted) throw signal.reason;
    // A read that did not even stop in time: reported as cut (its own catch records it on the source).
    reads.catch(() => undefined);
    for (const s of sources) settle({ ...refOf(s), esito: 'errore', elementi: null, errore: timedOutText });
    return { sources: await this.deps.sources.list(), outcomes: [...outcomes.values()], timedOut: deadline.signal.aborted };
  }

  /**
   * One source read and recorded. `run` stops it (the caller left, or the run's time is up: then
   * the source is recorded as not answering in time, and not asked at all when it had not started).
   */
  private async readOne(initial: FeedSource, run: AbortSignal, caller: AbortSignal | undefined, timedOutText: string): Promise<IngestFeedOutcome> {
    const attempt = this.clock.nowIso();
    let source = initial;
    const failed = async (errore: string): Promise<IngestFeedOutcome> => {
      await this.db.kysely
        .updateTable('feed_sources')
        .set({ ultimo_tentativo: attempt, ultimo_errore: errore.slice(0, 500) })
        .where('id', '=', source.id)
        .execute();
      return { ...refOf(source), esito: 'errore', elementi: null, errore };
    };
    if (run.aborted) {
      if (caller?.aborted) throw caller.reason;
      return failed(timedOutText);
    }
    try {
      const result = await this.deps.feeds.read(source.url, { etag: source.etag, lastModified: source.last_modified, signal: run });
      const values: Updateable<FeedSourcesTable> = { ultimo_tentativo: attempt, ultima_lettura: this.clock.nowIso(), ultimo_errore: null };
      let elementi: number | null = null;
      if (result.status === 'ok') {
        // A source added without a name (its host name) takes the feed's own title.
        const title = result.feed.titolo?.trim().slice(0, 120);
        if (title && source.nome === hostName(source.url)) {
          values.nome = title;
          source = { ...source, nome: title };
        }
        await this.storeItems(source, result.feed.items);
        elementi = result.feed.items.length;
        Object.assign(values, { etag: result.etag, last_modified: result.lastModified, elementi });
      }
      await this.db.kysely.updateTable('feed_sources').set(values).where('id', '=', source.id).execute();
      return { ...refOf(source), esito: result.status === 'ok' ? 'letto' : 'non-modificato', elementi, errore: null };
    } catch (err) {
      if (caller?.aborted && !(err instanceof OutsideServiceError)) throw err;
      return failed(run.aborted && !(err instanceof OutsideServiceError) ? timedOutText : feedErrorText(err));
    }
  }

  /** New items become candidates; items seen before keep their row (and their saved marker). */
  private async storeItems(source: FeedSource, items: readonly FeedItem[]): Promise<void> {
    if (items.length === 0) return;
    const now = this.clock.nowIso();
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

  /**
   * POST /api/notizie/ingest-feed: read the sources now (bounded), answer the candidates. `onEvent`
   * hears the run as it goes, then 'fine' with the candidates and the sources that failed.
   */
  async ingest(signal?: AbortSignal, onEvent?: (event: IngestEvent) => void): Promise<NewsCandidate[]> {
    const run = await this.readAll(signal, onEvent);
    const candidati = await this.candidates();
    const fallite = run.outcomes.filter((o) => o.esito === 'errore').map((o) => ({ id: o.id, nome: o.nome, url: o.url, errore: o.errore ?? N.errFeed }));
    onEvent?.({ tipo: 'fine', candidati, fallite, scaduto: run.timedOut });
    return candidati;
  }

  /** The feed job: read the sources, forget candidates older than 30 days. */
  async scheduledRead(signal?: AbortSignal): Promise<void> {
    await this.readAll(signal);
    const cutoff = new Date(this.clock.nowMs() - CANDIDATE_RETENTION_DAYS * 86_400_000).toISOString();
    await this.db.kysely.deleteFrom('news_candidates').where('created_at', '<', cutoff).execute();
  }
}
