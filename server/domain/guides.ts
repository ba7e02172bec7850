import type { Kysely } from 'kysely';
import { guideProductIds, normalizeGuideContent } from '../../common/guide-content.ts';
import type { AiVerification, ClaimReport } from '../../common/claims.ts';
import { GUIDE_MSG as G, MAX_GUIDE_PRODUCTS } from '../../common/messages-guides.ts';
import type { ConfirmationsInput } from '../../common/schemas-claims.ts';
import type { GuideCreateInput, GuideGenerateInput, GuideUpdateInput } from '../../common/schemas-guides.ts';
import type { ContentStatus, Guide, GuideContent, Product } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import { paged } from '../db/paging.ts';
import type { Database, GuideRow } from '../db/types.ts';
import { writeTransaction } from '../lib/db-errors.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { nowIso } from '../lib/time.ts';
import type { AiService } from './ai.ts';
import type { ClaimChecksService, Resolver } from './claim-checks.ts';
import { badRequest, notFound } from './errors.ts';
import { GuideClaims } from './guide-claims.ts';
import { BASE_GUIDE_PROMPT, buildGuideRequest, GUIDE_JSON_SCHEMA, readGuideAnswer } from './guide-generation.ts';
import type { ImagesService } from './images.ts';
import type { ProductsService } from './products.ts';
import type { PromptsService } from './prompts.ts';
import { canSee, effectiveStatus, STAFF, type Viewer } from './visibility.ts';
import { countMatching, normalizeSearch, searchCondition, suggestPublished } from './search.ts';

type GuideJoined = GuideRow & { immagine_autore: string | null; immagine_autore_link: string | null; immagine_fonte: string | null };

/** What generation and the dashboard's writes need besides the database (absent for read-only uses). */
export interface GuidesDeps {
  products: ProductsService;
  prompts: PromptsService;
  ai: AiService;
  /** Records a cover sent as the picker's object (POST /api/guide) and reports its use to Unsplash. */
  images: ImagesService;
}

/** The longest answer a guide of 10 products needs (Italian HTML, JSON-escaped). */
const GUIDE_MAX_TOKENS = 8000;

const WRITE_ERRORS = { unique: () => badRequest(G.productsDuplicate), foreignKey: () => badRequest(G.productInvalid) };

export class GuidesService {
  constructor(
    private readonly db: Db,
    private readonly claims: ClaimChecksService,
    private readonly deps?: GuidesDeps,
  ) {
    this.checks = new GuideClaims(claims);
  }

  /** The publishing gate's rules for guides (server/domain/guide-claims.ts). */
  private readonly checks: GuideClaims;

  private need(): GuidesDeps {
    if (!this.deps) throw new Error('GuidesService senza dipendenze: generazione e scritture non disponibili');
    return this.deps;
  }

  private base(k: Kysely<Database> = this.db.kysely) {
    return k
      .selectFrom('guides')
      .leftJoin('images', 'images.id', 'guides.id_immagine')
      .selectAll('guides')
      .select(['images.autore as immagine_autore', 'images.autore_link as immagine_autore_link', 'images.fonte as immagine_fonte']);
  }

  private async toApi(rows: GuideJoined[]): Promise<Guide[]> {
    if (rows.length === 0) return [];
    const links = await this.db.kysely
      .selectFrom('guide_products')
      .select(['id_guida', 'id_prodotto'])
      .where(
        'id_guida',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('posizione')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      titolo: r.titolo,
      immagine_url: r.immagine_url,
      id_immagine: r.id_immagine,
      immagine_autore: r.immagine_autore,
      immagine_autore_link: r.immagine_autore_link,
      immagine_fonte: r.immagine_fonte,
      stato: r.stato,
      contenuto: normalizeGuideContent(r.contenuto),
      prodotti: links.filter((l) => l.id_guida === r.id).map((l) => l.id_prodotto),
      created_at: r.created_at,
      updated_at: r.updated_at,
      generato_ai: r.generato_ai === 1,
    }));
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
    return this.db.kysely.selectFrom('guides').where('stato', '=', 'pubblicata').select(['id', 'updated_at']).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
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

  /** What a visitor reads (server/domain/guide-claims.ts). */
  private async forVisitor(guide: Guide): Promise<Guide> {
    return this.deps ? this.checks.forVisitor(guide, await this.productsOf(guide)) : guide;
  }

  /** Used by the demo seed: no checks, content sanitised. */
  async create(
    input: { titolo: string; immagine_url: string | null; contenuto: GuideContent; stato: ContentStatus; prodotti: number[]; generato_ai?: boolean },
    trx: Kysely<Database> = this.db.kysely,
  ): Promise<number> {
    const now = nowIso();
    const row = await trx
      .insertInto('guides')
      .values({
        generato_ai: input.generato_ai ? 1 : 0,
        titolo: input.titolo,
        immagine_url: input.immagine_url,
        contenuto: JSON.stringify(sanitizeGuideContent(input.contenuto)),
        stato: input.stato,
        created_at: now,
        updated_at: now,
        published_at: input.stato === 'pubblicata' ? now : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.prodotti.length > 0) {
      await trx
        .insertInto('guide_products')
        .values(input.prodotti.map((id_prodotto, posizione) => ({ id_guida: row.id, id_prodotto, posizione })))
        .execute();
    }
    return row.id;
  }

  // ---------------------------------------------------------------------------------------------
  // Dashboard
  // ---------------------------------------------------------------------------------------------

  /**
   * The products of a guide, in order: the list sent, else the products its sections name. Every
   * section must be about one of them (introduction and conclusion have none); 1…10, all existing.
   * On update (`current` given) sections naming a product deleted since are kept as text but no
   * longer count (the product went with its own deletion), and content without product sections
   * keeps the current products: a guide whose product was deleted can still be saved.
   */
  private async productsFor(trx: Kysely<Database>, contenuto: GuideContent, prodotti: number[] | undefined, current?: number[]): Promise<number[]> {
    const fromSections = [...new Set(contenuto.sezioni.map((s) => s.id_prodotto).filter((id): id is number => id !== null))];
    const existing = async (ids: number[]) => {
      if (ids.length === 0) return new Set<number>();
      const found = await trx.selectFrom('products').select('id').where('id', 'in', ids).execute();
      return new Set(found.map((r) => r.id));
    };
    let ids: number[];
    if (prodotti) {
      if (fromSections.some((id) => !prodotti.includes(id))) throw badRequest(G.sectionOutsideGuide);
      ids = prodotti;
    } else if (current) {
      const known = await existing(fromSections);
      const derived = fromSections.filter((id) => known.has(id));
      ids = derived.length > 0 ? derived : current;
    } else {
      ids = fromSections;
    }
    if (ids.length === 0) throw badRequest(G.productsRequired);
    if (ids.length > MAX_GUIDE_PRODUCTS) throw badRequest(G.productsMax);
    const known = await existing(ids);
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) throw badRequest(G.productsNotFound(missing));
    return ids;
  }

  /** A picked image (the images issue's picker): it must exist; its URL becomes the cover unless one is sent. */
  private async imageUrl(trx: Kysely<Database>, id: number): Promise<string> {
    const image = await trx.selectFrom('images').select('url').where('id', '=', id).executeTakeFirst();
    if (!image) throw badRequest(G.imageNotFound);
    return image.url;
  }

  private async setProducts(trx: Kysely<Database>, id: number, ids: number[]): Promise<void> {
    await trx.deleteFrom('guide_products').where('id_guida', '=', id).execute();
    await trx
      .insertInto('guide_products')
      .values(ids.map((id_prodotto, posizione) => ({ id_guida: id, id_prodotto, posizione })))
      .execute();
  }

  /**
   * POST /api/guide: a new draft. A cover sent as the picker's object is recorded in the same
   * transaction (a refused guide records no photo) and reported to Unsplash once the guide is
   * stored, as POST /api/immagini does (best effort: `tracciato` says how it went).
   */
  async createFromApi(input: GuideCreateInput): Promise<{ guide: Guide; tracciato: boolean | null }> {
    const picked = input.immagine_scelta;
    const { id, idImmagine } = await writeTransaction(this.db.kysely, async (trx) => {
      const contenuto = sanitizeGuideContent(input.contenuto);
      const prodotti = await this.productsFor(trx, contenuto, input.prodotti);
      let cover = input.immagine_url ?? null;
      let idImmagine = input.id_immagine ?? null;
      if (picked) {
        idImmagine = await this.need().images.insert(picked, trx);
        if (input.immagine_url === undefined) cover = picked.url;
      } else if (typeof idImmagine === 'number') {
        const recorded = await this.imageUrl(trx, idImmagine);
        if (input.immagine_url === undefined) cover = recorded;
      }
      const now = nowIso();
      const row = await trx
        .insertInto('guides')
        .values({
          titolo: input.titolo,
          immagine_url: cover,
          id_immagine: idImmagine,
          contenuto: JSON.stringify(contenuto),
          stato: 'bozza',
          created_at: now,
          updated_at: now,
          published_at: null,
          generato_ai: input.verifica_ai ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.setProducts(trx, row.id, prodotti);
      if (input.verifica_ai) await this.claims.saveVerification('guida', row.id, input.verifica_ai, trx);
      return { id: row.id, idImmagine };
    }, WRITE_ERRORS);
    const tracciato = picked && idImmagine !== null ? await this.need().images.track(idImmagine) : null;
    return { guide: (await this.get(STAFF, id))!, tracciato };
  }

  /**
   * PUT /api/guide/{id} (save and regenerate): only the fields sent change, so a regeneration
   * that sends {titolo, contenuto} keeps the cover. New content for a published guide passes the
   * grounding check of publication (409 {error, non_verificati} unless `conferma: true`). New content without `prodotti` re-derives
   * the guide's products from its sections (content without product sections keeps them).
   */
  async update(id: number, input: GuideUpdateInput, utente?: Resolver | null): Promise<Guide> {
    if (input.verifica_ai) await this.claims.saveVerification('guida', id, input.verifica_ai);
    if (input.contenuto !== undefined) {
      // A published guide cannot gain unresolved claims by an edit or a regeneration (decision 0023).
      const guide = await this.get(STAFF, id);
      if (!guide) throw notFound(G.guideNotFound);
      if (guide.stato === 'pubblicata') {
        const contenuto = sanitizeGuideContent(input.contenuto);
        const products = await this.productsOf({ prodotti: input.prodotti ?? guide.prodotti, contenuto });
        await this.checks.gate(id, contenuto, products, input.titolo ?? guide.titolo, { conferme: input.conferme, utente });
      }
    }
    await writeTransaction(this.db.kysely, async (trx) => {
      const current = await trx.selectFrom('guides').select(['id', 'contenuto']).where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound(G.guideNotFound);
      const values: Partial<GuideRow> = { updated_at: nowIso() };
      if (input.verifica_ai) values.generato_ai = 1;
      if (input.titolo !== undefined) values.titolo = input.titolo;
      if (input.immagine_url !== undefined) values.immagine_url = input.immagine_url;
      if (input.id_immagine !== undefined) {
        values.id_immagine = input.id_immagine;
        if (input.id_immagine !== null) {
          const picked = await this.imageUrl(trx, input.id_immagine);
          if (input.immagine_url === undefined) values.immagine_url = picked;
        }
      }
      if (input.contenuto !== undefined || input.prodotti !== undefined) {
        const contenuto = input.contenuto !== undefined ? sanitizeGuideContent(input.contenuto) : normalizeGuideContent(current.contenuto);
        const linked = await trx.selectFrom('guide_products').select('id_prodotto').where('id_guida', '=', id).orderBy('posizione').execute();
        const prodotti = await this.productsFor(trx, contenuto, input.prodotti, linked.map((l) => l.id_prodotto));
        if (input.contenuto !== undefined) values.contenuto = JSON.stringify(contenuto);
        await this.setProducts(trx, id, prodotti);
      }
      await trx.updateTable('guides').set(values).where('id', '=', id).execute();
    }, WRITE_ERRORS);
    return (await this.get(STAFF, id))!;
  }

  async delete(id: number): Promise<boolean> {
    const res = await this.db.kysely.deleteFrom('guides').where('id', '=', id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) return false;
    await this.claims.forget('guida', id);
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
  async publish(id: number, options: { conferme?: ConfirmationsInput; utente?: Resolver | null } = {}): Promise<Guide> {
    const guide = await this.get(STAFF, id);
    if (!guide) throw notFound(G.guideNotFound);
    await this.checks.gate(id, guide.contenuto, await this.productsOf(guide), guide.titolo, options);
    return this.setStatus(id, 'pubblicata');
  }

  /** GET /api/verifica/guida/{id}. */
  async claimReport(id: number): Promise<ClaimReport> {
    const guide = await this.get(STAFF, id);
    if (!guide) throw notFound(G.guideNotFound);
    return this.checks.report(guide, await this.productsOf(guide));
  }

  /** POST /api/verifica/guida/{id}: the model-based pass again over the stored guide. */
  async reverify(id: number, signal?: AbortSignal): Promise<AiVerification> {
    const guide = await this.get(STAFF, id);
    if (!guide) throw notFound(G.guideNotFound);
    const verifica = await this.checks.verify(guide.titolo, guide.contenuto, await this.productsOf(guide), signal);
    await this.claims.saveVerification('guida', id, verifica);
    return verifica;
  }

  /** POST /api/guide/{id}/archivia (and the publication above). */
  async setStatus(id: number, stato: ContentStatus): Promise<Guide> {
    const now = nowIso();
    const res = await this.db.kysely
      .updateTable('guides')
      .set({ stato, updated_at: now, ...(stato === 'pubblicata' ? { published_at: now } : {}) })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw notFound(G.guideNotFound);
    return (await this.get(STAFF, id))!;
  }

  /**
   * POST /api/guide/genera: introduction, one section per chosen product (in the chosen order)
   * and conclusion, written by the AI from the products' stored data. Nothing is stored: the
   * editor reviews the draft and saves it. Throws the AI's Italian errors as they are.
   */
  async generate(input: GuideGenerateInput, signal?: AbortSignal): Promise<GuideContent & { verifica: AiVerification }> {
    const { products: productsService, prompts, ai } = this.need();
    const found = await Promise.all(input.prodotti.map((id) => productsService.get(id)));
    const missing = input.prodotti.filter((_, i) => !found[i]);
    if (missing.length > 0) throw badRequest(G.productsNotFound(missing));
    const products = found as Product[];

    let template = BASE_GUIDE_PROMPT;
    if (input.prompt_id !== null) {
      const prompt = await this.db.kysely.selectFrom('prompts').select(['tipo', 'testo']).where('id', '=', input.prompt_id).executeTakeFirst();
      if (!prompt) throw badRequest(G.promptNotFound);
      if (prompt.tipo !== 'guida') throw badRequest(G.promptWrongType);
      template = prompt.testo;
    } else {
      // The default guide prompt, else the most recent active one, else the base prompt.
      const active = await prompts.list({ tipo: 'guida', active: true });
      template = (active.find((p) => p.is_default === 1) ?? active[0])?.testo ?? BASE_GUIDE_PROMPT;
    }

    const { system, prompt } = buildGuideRequest(template, input.titolo, products);
    const result = await ai.generate({ purpose: 'guida', system, prompt, json: GUIDE_JSON_SCHEMA, maxTokens: GUIDE_MAX_TOKENS, signal });
    const content = readGuideAnswer(result.text, products);
    // The model-based pass; the editor saves it with the guide (verifica_ai), nothing is stored here.
    const verifica = await this.checks.verify(input.titolo, content, products, signal);
    return { ...content, verifica };
  }
}

export function sanitizeGuideContent(c: GuideContent): GuideContent {
  return {
    introduzione: sanitizeRichText(c.introduzione),
    sezioni: c.sezioni.map((s) => ({ id_prodotto: s.id_prodotto, testo: sanitizeRichText(s.testo) })),
    conclusione: sanitizeRichText(c.conclusione),
  };
}
