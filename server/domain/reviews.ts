import type { Kysely } from 'kysely';
import type { AiVerification, ClaimReport, GateClaim } from '../../common/claims.ts';
import { REVIEW_MSG as R } from '../../common/messages-reviews.ts';
import type { ReviewGenerateInput, ReviewUpdateInput } from '../../common/schemas-reviews.ts';
import { isBlankHtml } from '../../common/schemas-reviews.ts';
import type { ContentStatus, Product, Review, RevisionAction, RevisionEntry } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import { paged } from '../db/paging.ts';
import type { Database } from '../db/types.ts';
import { isForeignKeyViolation } from '../lib/db-errors.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { AiService } from './ai.ts';
import type { ClaimChecksService, Resolver } from './claim-checks.ts';
import { badRequest, notFound } from './errors.ts';
import type { ProductsService } from './products.ts';
import type { PromptsService } from './prompts.ts';
import { buildReviewRequest, readReviewAnswer, REVIEW_MAX_TOKENS } from './review-generation.ts';
import { type ReviewFilters, reviewFilter, reviewRows, reviewTextValues, reviewToApi } from './review-rows.ts';
import { canSee, STAFF, type Viewer } from './visibility.ts';
import { setContentStatus } from '../db/content-status.ts';
import { checkVersion, sealVersion, type VersionGuard } from './content-versions.ts';
import { type ClaimsGateOptions, ContentClaims } from './content/claims.ts';
import { CLAIMS_SUBJECTS, type ReviewText } from './content/claims-subjects.ts';
import { authorOf, type RevisionsService, statusRevisionAction } from './revisions.ts';

/** What generation needs besides the database (absent in services built without the AI). */
export interface ReviewDeps {
  products: ProductsService;
  prompts: PromptsService;
  ai: AiService;
}

/**
 * A review and the claims of its text still to resolve before it is public: those its product's
 * stored data does not support, the model-based verification's, none that an editor confirmed.
 */
export interface ReviewWithClaims {
  recensione: Review;
  non_verificati: GateClaim[];
}

export class ReviewsService {
  constructor(
    private readonly db: Db,
    claims: ClaimChecksService,
    private readonly deps?: ReviewDeps,
    private readonly revisions?: RevisionsService,
    private readonly clock: Clock = systemClock,
  ) {
    this.checks = new ContentClaims(claims, CLAIMS_SUBJECTS.recensione);
  }
  /** The publishing gate, held to the review's product (server/domain/content/claims-subjects.ts). */
  private readonly checks: ContentClaims<ReviewText, Product>;

  /**
   * What a visitor reads: no price sentences, and no sentence stating a claim nobody resolved
   * (the publication checked it; this holds when the product's data changed since).
   */
  private async forVisitor(review: Review): Promise<Review> {
    const product = await this.deps?.products.get(review.id_prodotto);
    return product ? this.checks.forVisitor(review, product) : review;
  }

  /** Newest change first; filtered by status, text and category (reviewFilter). */
  async list(viewer: Viewer, options: ReviewFilters & { limit?: number; offset?: number } = {}): Promise<Review[]> {
    const q = reviewRows(this.db.kysely).where(reviewFilter(viewer, options)).orderBy('reviews.updated_at', 'desc').orderBy('reviews.id', 'desc');
    const rows = (await paged(q, options).execute()).map((r) => reviewToApi(r, viewer));
    return viewer.staff ? rows : Promise.all(rows.map((r) => this.forVisitor(r)));
  }

  /** How many reviews `list` would answer without limit/offset (a COUNT in SQL). */
  async countListed(viewer: Viewer, filters: ReviewFilters = {}): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('reviews')
      .innerJoin('products', 'products.id', 'reviews.id_prodotto')
      .where(reviewFilter(viewer, filters))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The review of one product, if the viewer may see it. */
  async getByProduct(viewer: Viewer, productId: number): Promise<Review | undefined> {
    const row = await reviewRows(this.db.kysely).where('reviews.id_prodotto', '=', productId).executeTakeFirst();
    if (!row || !canSee(viewer, row.stato)) return undefined;
    return viewer.staff ? reviewToApi(row, viewer) : this.forVisitor(reviewToApi(row, viewer));
  }

  /** A review by its own id (staff). */
  async getById(id: number): Promise<Review | undefined> {
    const row = await reviewRows(this.db.kysely).where('reviews.id', '=', id).executeTakeFirst();
    return row ? reviewToApi(row) : undefined;
  }

  async create(
    input: { id_prodotto: number; titolo?: string | null; sottotitolo?: string | null; contenuto: string; stato: ContentStatus; updated_at?: string; id_autore?: number | null },
    trx: Kysely<Database> = this.db.kysely,
  ): Promise<number> {
    const now = input.updated_at ?? this.clock.nowIso();
    const row = await trx
      .insertInto('reviews')
      .values({
        id_prodotto: input.id_prodotto,
        titolo: input.titolo ?? null,
        sottotitolo: input.sottotitolo ?? null,
        contenuto: sanitizeRichText(input.contenuto),
        stato: input.stato,
        created_at: now,
        updated_at: now,
        published_at: input.stato === 'pubblicata' ? now : null,
        id_autore: input.id_autore ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  private need(): ReviewDeps {
    if (!this.deps) throw new Error('ReviewsService senza prodotti, prompt e AI');
    return this.deps;
  }

  private async productOrThrow(productId: number): Promise<Product> {
    const product = await this.need().products.get(productId);
    if (!product) throw notFound(R.productNotFound);
    return product;
  }

  /** The prompt's text: the one asked for (of type recensione), else the active default one. */
  private async template(idPrompt: number | null): Promise<{ id: number; testo: string }> {
    const { prompts } = this.need();
    if (idPrompt !== null) {
      const prompt = await prompts.get(idPrompt);
      if (!prompt) throw badRequest(R.promptNotFound);
      if (prompt.tipo !== 'recensione') throw badRequest(R.promptWrongType);
      return prompt;
    }
    const [fallback] = (await prompts.list({ tipo: 'recensione', active: true })).filter((p) => p.is_default === 1);
    if (!fallback) throw badRequest(R.noDefaultPrompt);
    return fallback;
  }

  /**
   * POST /api/recensioni/genera/{productId}: writes the review from the product's stored data
   * through the AI (purpose 'recensione'; usage recorded by AiService) and saves it as a draft.
   * A product that has one gets its content replaced, and only once the new text has arrived:
   * any failure (the AI's, an empty answer) leaves the stored review as it was. The new text is a
   * draft either way, so it passes the publication check before visitors see it. A PUBLISHED review
   * is never replaced (nor taken down): the new text is kept as a 'proposta' revision (`proposta`
   * in the answer) for the editor to compare, edit and publish; visitors keep the published text.
   */
  async generate(
    productId: number,
    input: ReviewGenerateInput,
    signal?: AbortSignal,
    utente?: Resolver | null,
  ): Promise<ReviewWithClaims & { verifica: AiVerification; creata: boolean; proposta: RevisionEntry | null }> {
    const product = await this.productOrThrow(productId);
    const prompt = await this.template(input.id_prompt);
    const request = buildReviewRequest(prompt.testo, product);
    const result = await this.need().ai.generate({ purpose: 'recensione', ...request, maxTokens: REVIEW_MAX_TOKENS, signal });
    const { titolo, html } = readReviewAnswer(result.text);

    const existed = await this.db.kysely.selectFrom('reviews').select(['id', 'titolo', 'stato']).where('id_prodotto', '=', productId).executeTakeFirst();
    if (existed?.stato === 'pubblicata') return this.propose(existed, titolo ?? existed.titolo, html, product, utente, signal);
    // No transaction here: the text it replaces is kept right before the single upsert (decision 0032).
    if (existed) await this.revisions?.keep(this.db.kysely, 'recensione', existed.id, 'rigenerazione', authorOf(utente));
    const now = this.clock.nowIso();
    try {
      await this.db.kysely
        .insertInto('reviews')
        .values({
          ...{ id_prodotto: productId, titolo, contenuto: html, stato: 'bozza', id_prompt: prompt.id },
          ...{ created_at: now, updated_at: now, published_at: null, id_autore: utente?.id ?? null },
        })
        .onConflict((oc) =>
          oc.column('id_prodotto').doUpdateSet((eb) => ({
            contenuto: eb.ref('excluded.contenuto'),
            // A title read from the answer replaces the old one; otherwise the old one stays.
            titolo: eb.fn.coalesce(eb.ref('excluded.titolo'), eb.ref('reviews.titolo')),
            stato: eb.ref('excluded.stato'),
            id_prompt: eb.ref('excluded.id_prompt'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    } catch (err) {
      // The product was deleted while the AI was writing.
      if (isForeignKeyViolation(err)) throw notFound(R.productNotFound);
      throw err;
    }
    const recensione = (await this.getByProduct(STAFF, productId))!;
    // A first generation replaced nothing: its revision keeps the generated text, the history's start.
    if (!existed) await this.revisions?.keep(this.db.kysely, 'recensione', recensione.id, 'generazione', authorOf(utente));
    // The model-based pass over the new text; a failure marks it 'non completata', never passes it.
    const text = { id: recensione.id, recensione_prodotto: html };
    const verifica = await this.checks.reverify(text, product, signal);
    return { recensione, non_verificati: await this.checks.open(text, product), verifica, creata: !existed, proposta: null };
  }

  /** A regeneration of a published review: the new text kept as a proposal, the live one untouched. */
  private async propose(review: { id: number }, titolo: string | null, html: string, product: Product, utente: Resolver | null | undefined, signal?: AbortSignal) {
    if (!this.revisions) throw new Error('ReviewsService senza revisioni');
    const proposta = await this.revisions.savePending('recensione', review.id, 'proposta', authorOf(utente), { titolo, contenuto: html });
    const recensione = (await this.getById(review.id))!;
    const text = { id: review.id, recensione_prodotto: html };
    const verifica = await this.checks.reverify(text, product, signal);
    return { recensione, non_verificati: await this.checks.open(text, product), verifica, creata: false, proposta };
  }

  /**
   * PUT /api/recensioni/{productId}: the editor's text (sanitised; blank refused) and optionally
   * the title. A published review keeps to the publication rule: every claim of the new text is
   * resolved (edited away, or confirmed with a source in `conferme`), else 409 {error, non_verificati}.
   * `guard`: the If-Match precondition (412 when stale) and, after the write, the new tag.
   */
  async update(productId: number, input: ReviewUpdateInput, utente?: Resolver | null, guard?: VersionGuard, azione: RevisionAction = 'salvataggio'): Promise<ReviewWithClaims> {
    // First unlocked, so that a stale save records nothing (not even the gate's confirmations)…
    await checkVersion(this.db.kysely, 'recensione', productId, guard);
    const current = await this.getByProduct(STAFF, productId);
    if (!current) throw notFound(R.reviewNotFound);
    const html = sanitizeRichText(input.recensione_prodotto);
    if (isBlankHtml(html)) throw badRequest(R.contentRequired);
    const product = await this.productOrThrow(productId);
    const text = { id: current.id, recensione_prodotto: html };
    if (current.stato === 'pubblicata') await this.checks.gate(text, product, { conferme: input.conferme, utente });
    await this.db.kysely.transaction().execute(async (trx) => {
      // …then again under the row's lock, in the write's transaction: a save that landed since wins.
      await checkVersion(trx, 'recensione', productId, guard, this.db.dialect);
      await this.revisions?.keep(trx, 'recensione', current.id, azione, authorOf(utente));
      await trx
        .updateTable('reviews')
        .set({ contenuto: html, updated_at: this.clock.nowIso(), ...reviewTextValues(input) })
        .where('id_prodotto', '=', productId)
        .execute();
      await sealVersion(trx, 'recensione', productId, guard);
    });
    return { recensione: (await this.getByProduct(STAFF, productId))!, non_verificati: await this.checks.open(text, product) };
  }

  /** DELETE /api/recensioni/{productId}. False when the product has no review. */
  async deleteByProduct(productId: number): Promise<boolean> {
    const row = await this.db.kysely.selectFrom('reviews').select('id').where('id_prodotto', '=', productId).executeTakeFirst();
    return row ? this.deleteById(row.id) : false;
  }

  /** A review by its own id (the bulk Elimina of the dashboard). False when it did not exist. */
  async deleteById(id: number): Promise<boolean> {
    const res = await this.db.kysely.deleteFrom('reviews').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) return false;
    await this.checks.forget(id);
    return true;
  }

  /**
   * POST|PATCH /api/recensioni/{id}/pubblica: the grounding check of the text against the
   * product's stored data and the model-based verification; every claim must be resolved (edited
   * away, or confirmed with its source in `conferme`), else 409 {error, non_verificati}.
   */
  async publish(id: number, options: ClaimsGateOptions = {}): Promise<ReviewWithClaims> {
    await this.checkPublishable(id, options);
    return { recensione: await this.setStatus(id, 'pubblicata', authorOf(options.utente)), non_verificati: [] };
  }

  /** The publishing gate alone: Pubblica's, and a scheduled publication's when it is set (server/domain/scheduled-publishing.ts). */
  async checkPublishable(id: number, options: ClaimsGateOptions = {}): Promise<void> {
    const review = await this.getById(id);
    if (!review) throw notFound(R.reviewNotFound);
    await this.checks.gate(review, await this.productOrThrow(review.id_prodotto), options);
  }

  /**
   * POST /api/verifica/recensione/{id}: the model-based pass again over the stored text (after a
   * failed one, or after edits), stored as the review's latest.
   */
  async reverify(id: number, signal?: AbortSignal): Promise<ReviewWithClaims & { verifica: AiVerification }> {
    const review = await this.getById(id);
    if (!review) throw notFound(R.reviewNotFound);
    const product = await this.productOrThrow(review.id_prodotto);
    const verifica = await this.checks.reverify(review, product, signal);
    return { recensione: review, non_verificati: await this.checks.open(review, product), verifica };
  }

  /** GET /api/verifica/recensione/{id}: the claims to resolve, the latest model pass, the confirmations. */
  async claimReport(id: number, confirm?: ClaimsGateOptions): Promise<ClaimReport> {
    const review = await this.getById(id);
    if (!review) throw notFound(R.reviewNotFound);
    return this.checks.report(review, await this.productOrThrow(review.id_prodotto), confirm);
  }

  /** POST|PATCH /api/recensioni/{id}/archivia (and the publication above). */
  async setStatus(id: number, stato: ContentStatus, autore: string | null = null): Promise<Review> {
    // A single UPDATE without a transaction: the state it replaces is kept right before it.
    await this.revisions?.keep(this.db.kysely, 'recensione', id, statusRevisionAction(stato), autore);
    if (!(await setContentStatus(this.db, 'reviews', id, stato, this.clock.nowIso()))) throw notFound(R.reviewNotFound);
    return (await this.getById(id))!;
  }
}
