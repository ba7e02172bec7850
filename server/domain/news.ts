import type { Kysely, Updateable } from 'kysely';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import type { NewsCreateInput, NewsUpdateInput } from '../../common/schemas-news.ts';
import type { ContentStatus, News, RevisionAction } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database, NewsTable } from '../db/types.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { AiVerification, ClaimReport } from '../../common/claims.ts';
import type { NewsSource } from '../../common/news-grounding.ts';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import type { ClaimChecksService, Resolver } from './claim-checks.ts';
import { AppError, badRequest, conflict, notFound } from './errors.ts';
import { type ClaimsGateOptions, ContentClaims } from './content/claims.ts';
import { CLAIMS_SUBJECTS, type NewsText } from './content/claims-subjects.ts';
import { ANONYMOUS, canSee, STAFF, type Viewer } from './visibility.ts';
import { countNews, listNews, type NewsListOptions, newsSitemapStamps } from './news-list.ts';
import {
  claimNewsSlug,
  findSavedNews,
  forViewer,
  MAX_SLUG_LENGTH,
  newsPlainValues,
  newsImageCredit,
  type NewsIdentity,
  newsRows,
  newsToApi,
  type NewsInput,
  normalizeTags,
  requireText,
  uniqueNewsSlug,
} from './news-rows.ts';
import { seoValues } from './content/seo-fields.ts';
import { reviewEnds } from '../db/content-status.ts';
import { suggestPublished } from './search.ts';
import { moveAddress } from './redirect-table.ts';
import { newsPath } from '../../common/site-paths.ts';
import { checkVersion, sealVersion, type VersionGuard } from './content-versions.ts';
import { authorOf, type RevisionsService, statusRevisionAction } from './revisions.ts';

export class NewsService {
  /** The publishing gate, held to the item's source (server/domain/content/claims-subjects.ts). */
  private readonly checks: ContentClaims<NewsText, NewsSource>;

  constructor(
    private readonly db: Db,
    claims: ClaimChecksService,
    private readonly revisions?: RevisionsService,
    private readonly clock: Clock = systemClock,
  ) {
    this.checks = new ContentClaims(claims, CLAIMS_SUBJECTS.notizia);
  }

  /** What a visitor reads: no source text, no sentence stating a claim nobody resolved. */
  private async shown(viewer: Viewer, news: News): Promise<News> {
    return viewer.staff ? news : forViewer(ANONYMOUS, await this.checks.forVisitor(news, news));
  }

  /** The publishing gate for an item about to be public, read as the write left it (inside its transaction). */
  private async gate(trx: Kysely<Database>, id: number, options: ClaimsGateOptions): Promise<void> {
    const row = await trx.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await this.checks.gate(row, row, { ...options, trx });
  }

  /** The list (news-list.ts): staff filter by status, text and source; anonymous visitors see published items only. */
  list(viewer: Viewer, options: NewsListOptions = {}): Promise<News[]> {
    return listNews(this.db, viewer, options);
  }

  /** How many items `list` would answer for this viewer and these filters, without paging (a COUNT). */
  countListed(viewer: Viewer, options: NewsListOptions = {}): Promise<number> {
    return countNews(this.db, viewer, options);
  }

  /** Published news, only what the sitemap needs, in the list's order. */
  sitemapStamps(): Promise<Array<{ slug: string; updated_at: string; data_pubblicazione: string | null }>> {
    return newsSitemapStamps(this.db);
  }

  /** Up to 5 titles of published news matching the query (spec section 9). */
  suggest(query: string): Promise<string[]> {
    return suggestPublished(this.db, 'notizie', query);
  }

  async getBySlug(viewer: Viewer, slug: string): Promise<News | undefined> {
    // A NUL cannot be in a slug, and PostgreSQL refuses it in a query (the page /notizie/{slug} asks too).
    if (!slug || slug.length > MAX_SLUG_LENGTH || slug.includes('\u0000')) return undefined;
    const row = await newsRows(this.db.kysely).where('news.slug', '=', slug).executeTakeFirst();
    return row && canSee(viewer, row.stato) ? this.shown(viewer, newsToApi(row)) : undefined;
  }

  async get(viewer: Viewer, id: number): Promise<News | undefined> {
    const row = await newsRows(this.db.kysely).where('news.id', '=', id).executeTakeFirst();
    return row && canSee(viewer, row.stato) ? this.shown(viewer, newsToApi(row)) : undefined;
  }

  private async getOrThrow(id: number): Promise<News> {
    const news = await this.get(STAFF, id);
    if (!news) throw notFound(N.newsNotFound);
    return news;
  }

  /** Low-level insert (the demo seed and the feed drafts), the HTML sanitised. */
  async create(input: NewsInput, trx: Kysely<Database> = this.db.kysely): Promise<number> {
    const now = this.clock.nowIso();
    const row = await trx
      .insertInto('news')
      .values({
        immagine_autore_link: null,
        id_immagine: null,
        data_fonte: null,
        sottotitolo: null,
        ...input,
        contenuto: input.contenuto === null ? null : sanitizeRichText(input.contenuto),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The first free slug for a title (news-rows.ts uniqueNewsSlug). */
  uniqueSlug(wanted: string, except?: number, trx: Kysely<Database> = this.db.kysely): Promise<string> {
    return uniqueNewsSlug(trx, wanted, except);
  }

  /** The item already saved for this feed item, if any (news-rows.ts findSavedNews). */
  findSaved(item: NewsIdentity, trx: Kysely<Database> = this.db.kysely): Promise<{ id: number } | undefined> {
    return findSavedNews(trx, item);
  }

  /** POST /api/notizie: a new item from the edit form; a draft with relevance 0 unless said otherwise. */
  async createFromApi(input: NewsCreateInput, utente?: Resolver | null): Promise<News> {
    const id = await this.write(async (trx) => {
      const slug = input.slug ? await claimNewsSlug(trx, input.slug) : await this.uniqueSlug(input.titolo, undefined, trx);
      let cover = input.immagine_url ?? null;
      if (typeof input.id_immagine === 'number') {
        const picked = await newsImageCredit(trx, input.id_immagine);
        if (input.immagine_url === undefined || input.immagine_url === null) cover = picked.url;
      }
      const stato = input.stato ?? 'bozza';
      if (stato === 'pubblicata') requireText(input);
      const created = await this.create(
        {
          slug,
          titolo: input.titolo,
          sottotitolo: input.sottotitolo ?? null,
          ...seoValues(input),
          sommario: input.sommario ?? null,
          descrizione: input.descrizione ?? null,
          contenuto: input.contenuto ?? null,
          testo_originale: input.testo_originale ?? null,
          fonte: input.fonte ?? null,
          link_fonte: input.link_fonte ?? null,
          data_pubblicazione: input.data_pubblicazione ?? (stato === 'pubblicata' ? this.clock.nowIso() : null),
          data_fonte: input.data_fonte ?? null,
          immagine_url: cover,
          immagine_autore: input.immagine_autore ?? null,
          immagine_autore_link: input.immagine_autore_link ?? null,
          id_immagine: input.id_immagine ?? null,
          stato,
          rilevanza: input.rilevanza ?? 0,
          tag: normalizeTags(input.tag),
          ...{ generato_ai: input.verifica_ai ? 1 : 0, id_autore: utente?.id ?? null },
        },
        trx,
      );
      if (input.verifica_ai) await this.checks.keep(created, input.verifica_ai, trx);
      if (stato === 'pubblicata') await this.gate(trx, created, { conferme: input.conferme, utente });
      return created;
    });
    return this.getOrThrow(id);
  }

  /**
   * PUT /api/notizie/{id}: the fields sent change. A draft's slug follows the title (or the slug sent); a
   * published one changes only when sent, its earlier addresses then answering 301 (redirect-table.ts).
   */
  async update(id: number, input: NewsUpdateInput, utente?: Resolver | null, guard?: VersionGuard, azione?: RevisionAction): Promise<News> {
    await this.write(async (trx) => {
      // If-Match under the row's lock, before anything of this save is written (decision 0031).
      await checkVersion(trx, 'notizia', id, guard, this.db.dialect);
      const current = await trx.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound(N.newsNotFound);
      // The state this save replaces, in its transaction (decision 0032); an AI article is a regeneration.
      await this.revisions?.keep(trx, 'notizia', id, azione ?? (input.verifica_ai ? 'rigenerazione' : 'salvataggio'), authorOf(utente));
      const values: Updateable<NewsTable> = { updated_at: this.clock.nowIso() };
      const everPublished = current.stato !== 'bozza';
      if (input.slug && input.slug !== current.slug) {
        values.slug = await claimNewsSlug(trx, input.slug, id);
        if (everPublished) await moveAddress(trx, newsPath(current.slug), newsPath(values.slug), { now: values.updated_at!, by: utente?.id ?? null });
      } else if (input.titolo !== undefined && input.titolo !== current.titolo && !everPublished && input.slug === undefined) {
        values.slug = await this.uniqueSlug(input.titolo, id, trx);
      }
      Object.assign(values, newsPlainValues(input));
      if (input.contenuto !== undefined) values.contenuto = input.contenuto === null ? null : sanitizeRichText(input.contenuto);
      if (input.tag !== undefined) values.tag = normalizeTags(input.tag);
      if (input.id_immagine !== undefined) {
        values.id_immagine = input.id_immagine;
        if (input.id_immagine !== null && (input.immagine_url === undefined || input.immagine_url === null)) {
          values.immagine_url = (await newsImageCredit(trx, input.id_immagine)).url;
        }
      }
      if (input.link_fonte && input.link_fonte !== current.link_fonte) {
        const other = await trx.selectFrom('news').select('id').where('link_fonte', '=', input.link_fonte).where('id', '!=', id).executeTakeFirst();
        if (other) throw conflict(N.alreadySaved);
      }
      if (input.stato !== undefined && input.stato !== current.stato) {
        Object.assign(values, { stato: input.stato }, reviewEnds(input.stato));
        if (input.stato === 'pubblicata') {
          requireText({ ...current, ...values });
          values.data_pubblicazione ??= current.data_pubblicazione ?? this.clock.nowIso();
        }
      }
      if (input.verifica_ai) {
        values.generato_ai = 1;
        await this.checks.keep(id, input.verifica_ai, trx);
      }
      await trx.updateTable('news').set(values).where('id', '=', id).execute();
      // Public after this write, with new text or newly public: the gate (decision 0023).
      const publicNow = (values.stato ?? current.stato) === 'pubblicata';
      const textChanged = ['contenuto', 'sommario', 'testo_originale', 'titolo', 'fonte', 'link_fonte'].some((k) => k in values) || !!input.verifica_ai;
      if (publicNow && (values.stato === 'pubblicata' || textChanged)) await this.gate(trx, id, { conferme: input.conferme, utente });
      await sealVersion(trx, 'notizia', id, guard);
    });
    return this.getOrThrow(id);
  }

  async delete(id: number): Promise<boolean> {
    const res = await this.db.kysely.deleteFrom('news').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) return false;
    await this.checks.forget(id);
    return true;
  }

  /**
   * POST|PATCH /api/notizie/{id}/pubblica (and a scheduled publication): needs a summary or an
   * article (the public page shows one of them) and dates the item when it has no publication date
   * yet: now, or `quando`, the time a scheduled publication was due. A date the editor set, or the
   * first publication's, stays. The source's date (`data_fonte`) is never the publication's.
   */
  publish(id: number, options: ClaimsGateOptions & { quando?: string } = {}): Promise<News> {
    return this.changeStatus(id, 'pubblicata', options);
  }

  /** Archivia, and back to draft (the bulk actions). */
  setStatus(id: number, stato: Exclude<ContentStatus, 'pubblicata'>, options: ClaimsGateOptions = {}): Promise<News> {
    return this.changeStatus(id, stato, options);
  }

  private async changeStatus(id: number, stato: ContentStatus, options: ClaimsGateOptions & { quando?: string }): Promise<News> {
    const current = await this.getOrThrow(id);
    // Publishing or archiving by hand ends a scheduled publication (scheduled-publishing.ts).
    const values: Updateable<NewsTable> = { stato, updated_at: this.clock.nowIso(), pubblicazione_programmata: null, programmata_da: null, ...reviewEnds(stato) };
    if (stato === 'pubblicata') {
      requireText(current);
      if (!current.data_pubblicazione) values.data_pubblicazione = options.quando ?? this.clock.nowIso();
    }
    await this.write(async (trx) => {
      if (stato === 'pubblicata') await this.gate(trx, id, options);
      await this.revisions?.keep(trx, 'notizia', id, statusRevisionAction(stato), authorOf(options.utente));
      await trx.updateTable('news').set(values).where('id', '=', id).execute();
    });
    return this.getOrThrow(id);
  }

  /** The publishing gate alone, for a publication scheduled later (server/domain/scheduled-publishing.ts). */
  async checkPublishable(id: number, options: ClaimsGateOptions = {}): Promise<void> {
    requireText(await this.getOrThrow(id));
    await this.write((trx) => this.gate(trx, id, options));
  }

  /** GET /api/verifica/notizia/{id}. */
  async claimReport(id: number, confirm?: ClaimsGateOptions): Promise<ClaimReport> {
    const news = await this.getOrThrow(id);
    return this.checks.report(news, news, confirm);
  }

  /** POST /api/verifica/notizia/{id}: the model-based pass again over the stored article against its source. */
  async reverify(id: number, signal?: AbortSignal): Promise<AiVerification> {
    const news = await this.getOrThrow(id);
    if (!this.checks.html(news).trim()) throw badRequest(CLAIMS_MSG.nothingToVerify);
    return this.checks.reverify(news, news, signal);
  }

  /** A write in a transaction; a race on the same source link or slug becomes a 409, never a 500. */
  async write<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      return await this.db.kysely.transaction().execute(fn);
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (isUniqueViolation(err)) throw conflict(/slug/.test(String((err as { message?: unknown }).message ?? '')) ? N.slugTaken : N.alreadySaved);
      throw err;
    }
  }
}
