import type { Kysely } from 'kysely';
import { guideProductIds, normalizeGuideContent } from '../../common/guide-content.ts';
import type { AiVerification, ClaimReport } from '../../common/claims.ts';
import { GUIDE_MSG as G } from '../../common/messages-guides.ts';
import type { GuideCreateInput, GuideGenerateInput, GuideUpdateInput } from '../../common/schemas-guides.ts';
import type { ContentStatus, Guide, GuideContent, Product, RevisionAction } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import { paged } from '../db/paging.ts';
import type { Database } from '../db/types.ts';
import type { GuideRow } from '../db/schema.ts';
import { writeTransaction } from '../lib/db-errors.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { AiService } from './ai.ts';
import type { ClaimChecksService, Resolver } from './claim-checks.ts';
import { badRequest, notFound } from './errors.ts';
import { guideProductsFor, guideRows, guidesToApi, pickedImageUrl, sanitizeGuideContent, setGuideProducts, type GuideJoined } from './guide-products.ts';
import { type GuideSeedInput, insertGuide } from './guide-seed.ts';
import { authorOf, type RevisionsService, statusRevisionAction } from './revisions.ts';
import { writeGuide } from './guide-writing.ts';
import type { ImagesService } from './images.ts';
import type { ProductsService } from './products.ts';
import type { PromptsService } from './prompts.ts';
import { canSee, effectiveStatus, STAFF, type Viewer } from './visibility.ts';
import { countMatching, normalizeSearch, searchCondition, suggestPublished } from './search.ts';
import { setContentStatus } from '../db/content-status.ts';
import { checkVersion, sealVersion, type VersionGuard } from './content-versions.ts';
import { type ClaimsGateOptions, ContentClaims } from './content/claims.ts';
import { CLAIMS_SUBJECTS, type GuideText } from './content/claims-subjects.ts';
import { seoValues } from './content/seo-fields.ts';

/** What generation and the dashboard's writes need besides the database (absent for read-only uses). */
export interface GuidesDeps {
  products: ProductsService;
  prompts: PromptsService;
  ai: AiService;
  /** Records a cover sent as the picker's object (POST /api/guide) and reports its use to Unsplash. */
  images: ImagesService;
}

const WRITE_ERRORS = { unique: () => badRequest(G.productsDuplicate), foreignKey: () => badRequest(G.productInvalid) };

export class GuidesService {
  constructor(
    private readonly db: Db,
    claims: ClaimChecksService,
    private readonly deps?: GuidesDeps,
    private readonly revisions?: RevisionsService,
    private readonly clock: Clock = systemClock,
  ) {
    this.checks = new ContentClaims(claims, CLAIMS_SUBJECTS.guida);
  }

  /** The publishing gate, held to the guide's title and products (server/domain/content/claims-subjects.ts). */
  private readonly checks: ContentClaims<GuideText, readonly Product[]>;

  private need(): GuidesDeps {
    if (!this.deps) throw new Error('GuidesService senza dipendenze: generazione e scritture non disponibili');
    return this.deps;
  }

  private base(k: Kysely<Database> = this.db.kysely) {
    return guideRows(k);
  }

  private toApi(rows: GuideJoined[]): Promise<Guide[]> {
    return guidesToApi(this.db.kysely, rows);
  }

  async list(viewer: Viewer, options: { stato?: ContentStatus; limit?: number; offset?: number; q?: string } = {}): Promise<Guide[]> {
    let q = this.base();
    const stato = effectiveStatus(viewer, options.stato);
    if (stato) q = q.where('guides.stato', '=', stato);
    const text = normalizeSearch(options.q);
    if (text) q = q.where(searchCondition(this.db, 'guide', text));
    q = q.orderBy('guides.updated_at', 'desc').orderBy('guides.id', 'desc');
    const guides = await this.toApi(await paged(q, options).execute());
    // Visitors read excerpts of the introduction: the same check as the guide's page.
    return viewer.staff ? guides : Promise.all(guides.map((g) => this.forVisitor(g)));
  }

  /** How many guides `list` would answer without limit/offset (a COUNT in SQL). */
  countListed(viewer: Viewer, options: { stato?: ContentStatus; q?: string } = {}): Promise<number> {
    return countMatching(this.db, 'guide', effectiveStatus(viewer, options.stato), options.q);
  }

  /** Published guides, only what the sitemap needs, newest first. */
  sitemapStamps(): Promise<Array<{ id: number; updated_at: string }>> {
    return this.db.kysely
      .selectFrom('guides')
      .where('stato', '=', 'pubblicata')
      .where('noindex', '=', 0)
      .select(['id', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Up to 5 titles of published guides matching the query (spec section 9). */
  suggest(query: string): Promise<string[]> {
    return suggestPublished(this.db, 'guide', query);
  }

  async get(viewer: Viewer, id: number): Promise<Guide | undefined> {
    const row = await this.base().where('guides.id', '=', id).executeTakeFirst();
    if (!row || !canSee(viewer, row.stato)) return undefined;
    const guide = (await this.toApi([row]))[0]!;
    return viewer.staff ? guide : this.forVisitor(guide);
  }

  /** What a visitor reads (server/domain/content/claims.ts). */
  private async forVisitor(guide: Guide): Promise<Guide> {
    return this.deps ? this.checks.forVisitor(guide, await this.productsOf(guide)) : guide;
  }

  /** Used by the demo seed: no checks, content sanitised (guide-products.ts insertGuide). */
  create(input: GuideSeedInput, trx: Kysely<Database> = this.db.kysely): Promise<number> {
    return insertGuide(trx, input, this.clock.nowIso());
  }

  // ---------------------------------------------------------------------------------------------
  // Dashboard
  // ---------------------------------------------------------------------------------------------

  /**
   * POST /api/guide: a new draft. A cover sent as the picker's object is recorded in the same
   * transaction (a refused guide records no photo) and reported to Unsplash once the guide is
   * stored, as POST /api/immagini does (best effort: `tracciato` says how it went).
   */
  async createFromApi(input: GuideCreateInput, idAutore: number | null = null): Promise<{ guide: Guide; tracciato: boolean | null }> {
    const picked = input.immagine_scelta;
    const { id, idImmagine } = await writeTransaction(
      this.db.kysely,
      async (trx) => {
        const contenuto = sanitizeGuideContent(input.contenuto);
        const prodotti = await guideProductsFor(trx, contenuto, input.prodotti);
        let cover = input.immagine_url ?? null;
        let idImmagine = input.id_immagine ?? null;
        if (picked) {
          idImmagine = await this.need().images.insert(picked, trx);
          if (input.immagine_url === undefined) cover = picked.url;
        } else if (typeof idImmagine === 'number') {
          const recorded = await pickedImageUrl(trx, idImmagine);
          if (input.immagine_url === undefined) cover = recorded;
        }
        const now = this.clock.nowIso();
        const row = await trx
          .insertInto('guides')
          .values({
            titolo: input.titolo,
            sottotitolo: input.sottotitolo ?? null,
            ...seoValues(input),
            immagine_url: cover,
            id_immagine: idImmagine,
            contenuto: JSON.stringify(contenuto),
            stato: 'bozza',
            created_at: now,
            updated_at: now,
            published_at: null,
            generato_ai: input.verifica_ai ? 1 : 0,
            id_autore: idAutore,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setGuideProducts(trx, row.id, prodotti);
        if (input.verifica_ai) await this.checks.keep(row.id, input.verifica_ai, trx);
        return { id: row.id, idImmagine };
      },
      WRITE_ERRORS,
    );
    const tracciato = picked && idImmagine !== null ? await this.need().images.track(idImmagine) : null;
    return { guide: (await this.get(STAFF, id))!, tracciato };
  }

  /**
   * PUT /api/guide/{id} (save and regenerate): only the fields sent change, so a regeneration
   * that sends {titolo, contenuto} keeps the cover. New content for a published guide passes the
   * grounding check of publication (409 {error, non_verificati} unless `conferma: true`). New content without `prodotti` re-derives
   * the guide's products from its sections (content without product sections keeps them).
   */
  async update(id: number, input: GuideUpdateInput, utente?: Resolver | null, guard?: VersionGuard, azione?: RevisionAction): Promise<Guide> {
    await checkVersion(this.db.kysely, 'guida', id, guard); // a stale save records nothing, not even its verification
    if (input.verifica_ai) await this.checks.keep(id, input.verifica_ai);
    if (input.contenuto !== undefined) {
      // A published guide cannot gain unresolved claims by an edit or a regeneration (decision 0023).
      const guide = await this.get(STAFF, id);
      if (!guide) throw notFound(G.guideNotFound);
      if (guide.stato === 'pubblicata') {
        const contenuto = sanitizeGuideContent(input.contenuto);
        const products = await this.productsOf({ prodotti: input.prodotti ?? guide.prodotti, contenuto });
        await this.checks.gate({ id, titolo: input.titolo ?? guide.titolo, contenuto }, products, { conferme: input.conferme, utente });
      }
    }
    await writeTransaction(
      this.db.kysely,
      async (trx) => {
        await checkVersion(trx, 'guida', id, guard, this.db.dialect); // again under the row's lock (decision 0031)
        const current = await trx.selectFrom('guides').select(['id', 'contenuto']).where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound(G.guideNotFound);
        // The state this save replaces, in its transaction (decision 0032); AI text is a regeneration.
        await this.revisions?.keep(trx, 'guida', id, azione ?? (input.verifica_ai ? 'rigenerazione' : 'salvataggio'), authorOf(utente));
        const values: Partial<GuideRow> = { updated_at: this.clock.nowIso() };
        if (input.verifica_ai) values.generato_ai = 1;
        if (input.titolo !== undefined) values.titolo = input.titolo;
        if (input.sottotitolo !== undefined) values.sottotitolo = input.sottotitolo;
        Object.assign(values, seoValues(input));
        if (input.immagine_url !== undefined) values.immagine_url = input.immagine_url;
        if (input.id_immagine !== undefined) {
          values.id_immagine = input.id_immagine;
          if (input.id_immagine !== null) {
            const picked = await pickedImageUrl(trx, input.id_immagine);
            if (input.immagine_url === undefined) values.immagine_url = picked;
          }
        }
        if (input.contenuto !== undefined || input.prodotti !== undefined) {
          const contenuto = input.contenuto !== undefined ? sanitizeGuideContent(input.contenuto) : normalizeGuideContent(current.contenuto);
          const linked = await trx.selectFrom('guide_products').select('id_prodotto').where('id_guida', '=', id).orderBy('posizione').execute();
          const prodotti = await guideProductsFor(
            trx,
            contenuto,
            input.prodotti,
            linked.map((l) => l.id_prodotto),
          );
          if (input.contenuto !== undefined) values.contenuto = JSON.stringify(contenuto);
          await setGuideProducts(trx, id, prodotti);
        }
        await trx.updateTable('guides').set(values).where('id', '=', id).execute();
        await sealVersion(trx, 'guida', id, guard);
      },
      WRITE_ERRORS,
    );
    return (await this.get(STAFF, id))!;
  }

  async delete(id: number): Promise<boolean> {
    const res = await this.db.kysely.deleteFrom('guides').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) return false;
    await this.checks.forget(id);
    return true;
  }

  /** The guide's products that still exist, in the guide's order (GET /api/guide/{id}/prodotti, grounding). */
  async productsOf(guide: Pick<Guide, 'prodotti' | 'contenuto'>): Promise<Product[]> {
    const { products } = this.need();
    const list = await Promise.all(guideProductIds(guide).map((pid) => products.get(pid)));
    return list.filter((p): p is Product => p !== undefined);
  }

  /**
   * POST /api/guide/{id}/pubblica: publishing runs the grounding check over every part of the
   * guide against its products' data, and the model-based verification: every claim must be
   * resolved (edited away, or confirmed with its source in `conferme`), else 409 {error, non_verificati}.
   */
  async publish(id: number, options: ClaimsGateOptions = {}): Promise<Guide> {
    await this.checkPublishable(id, options);
    return this.setStatus(id, 'pubblicata', authorOf(options.utente));
  }

  /** The publishing gate alone: Pubblica's, and a scheduled publication's when it is set (server/domain/scheduled-publishing.ts). */
  async checkPublishable(id: number, options: ClaimsGateOptions = {}): Promise<void> {
    const guide = await this.get(STAFF, id);
    if (!guide) throw notFound(G.guideNotFound);
    await this.checks.gate(guide, await this.productsOf(guide), options);
  }

  /** GET /api/verifica/guida/{id}. */
  async claimReport(id: number, confirm?: ClaimsGateOptions): Promise<ClaimReport> {
    const guide = await this.get(STAFF, id);
    if (!guide) throw notFound(G.guideNotFound);
    return this.checks.report(guide, await this.productsOf(guide), confirm);
  }

  /** POST /api/verifica/guida/{id}: the model-based pass again over the stored guide. */
  async reverify(id: number, signal?: AbortSignal): Promise<AiVerification> {
    const guide = await this.get(STAFF, id);
    if (!guide) throw notFound(G.guideNotFound);
    return this.checks.reverify(guide, await this.productsOf(guide), signal);
  }

  /** POST /api/guide/{id}/archivia (and the publication above). */
  async setStatus(id: number, stato: ContentStatus, autore: string | null = null): Promise<Guide> {
    // A single UPDATE without a transaction: the state it replaces is kept right before it.
    await this.revisions?.keep(this.db.kysely, 'guida', id, statusRevisionAction(stato), autore);
    if (!(await setContentStatus(this.db, 'guides', id, stato, this.clock.nowIso()))) throw notFound(G.guideNotFound);
    return (await this.get(STAFF, id))!;
  }

  /**
   * POST /api/guide/genera: introduction, one section per chosen product and conclusion, written
   * by the AI from the products' stored data, with the model-based verification; nothing stored
   * (server/domain/guide-writing.ts).
   */
  generate(input: GuideGenerateInput, signal?: AbortSignal): Promise<GuideContent & { verifica: AiVerification }> {
    const { products, prompts, ai } = this.need();
    return writeGuide({ db: this.db, products, prompts, ai, checks: this.checks }, input, signal);
  }
}
