import { randomBytes } from 'node:crypto';
import type { AsinLookupExisting } from '../../common/asin.ts';
import { MSG } from '../../common/messages.ts';
import { AMAZON_MSG } from '../../common/messages-outside.ts';
import { productName } from '../../common/product-name.ts';
import type { Product } from '../../common/types.ts';
import type { PriceReading } from '../../common/types-dashboard.ts';
import type { Db } from '../db/index.ts';
import { addMs } from '../lib/time.ts';
import { sleep } from '../lib/sleep.ts';
import { AppError, badRequest, notFound, OutsideServiceError } from './errors.ts';
import type { JobRun, JobsService } from './jobs.ts';
import type { ProductPage, ProductPageSource } from './ports.ts';
import type { ProductsService } from './products.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

/** The job (and lease) name of the refresh, shared by the daily run and 'Aggiorna tutti'. */
export const REFRESH_JOB = 'aggiorna-prezzi';

export interface RefreshOptions {
  /** Pause between two Amazon requests (at most one every few seconds). */
  spacingMs: number;
  /** A product is due when its data is older than this (the daily refresh). */
  maxAgeMs: number;
  /** After a captcha: how long the refresh waits before trying again. */
  captchaBackoffMs: number;
  /** A failed product is retried by the daily run only after this long. */
  retryFailedAfterMs: number;
  /** Lease of a run; renewed while it works. */
  leaseMs: number;
}

export const DEFAULT_REFRESH: RefreshOptions = {
  spacingMs: 5_000,
  maxAgeMs: 20 * 60 * 60_000,
  captchaBackoffMs: 30 * 60_000,
  retryFailedAfterMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
};

export interface RefreshRunResult {
  runId: number;
  fatti: number;
  falliti: number;
  /** Set when Amazon asked for a captcha: the run stopped and resumes after this time. */
  backoffUntil?: string;
}

/**
 * Keeps product data from Amazon fresh (the Amazon Associates rules: a price shown may be at most
 * 24 hours old): one product on demand, or every due product, one request every few seconds,
 * stopping after a captcha and resuming later. Each refresh records when it happened, whether it
 * failed and why, and appends to the price history. A failure never changes the stored data.
 */
export class ProductRefreshService {
  private readonly holder = `refresh:${randomBytes(6).toString('hex')}`;
  private manual: AbortController | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly products: ProductsService,
    private readonly jobs: JobsService,
    private readonly source: ProductPageSource,
    private readonly options: RefreshOptions = DEFAULT_REFRESH,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * The lookup of the add-product screen (GET /api/asin-info): the product page on Amazon and the
   * product of the catalogue that already has this ASIN (`esistente`, null when none), so the form
   * warns at once instead of only at save.
   */
  async lookup(asin: string, signal?: AbortSignal): Promise<ProductPage & { esistente: AsinLookupExisting | null }> {
    const page = await this.source.fetchProduct(asin, signal);
    return { ...page, esistente: await this.existing(asin) };
  }

  /** The ASIN an Amazon short link pasted in the ASIN box leads to (amzn.eu/d/…, amzn.to/…). */
  resolveShortLink(link: string, signal?: AbortSignal): Promise<string> {
    return this.source.resolveShortLink(link, signal);
  }

  /** The stored product with this ASIN, by the name it is shown with. */
  async existing(asin: string): Promise<AsinLookupExisting | null> {
    const row = await this.db.kysely
      .selectFrom('products')
      .select(['id', 'nome_prodotto', 'nome_sintetico', 'nome_visualizzato'])
      .where('asin', '=', asin)
      .orderBy('id')
      .executeTakeFirst();
    return row ? { id: row.id, nome: productName(row) } : null;
  }

  /** Refreshes one product now; records a failure and rethrows it (stored data unchanged). */
  async refreshProduct(id: number, signal?: AbortSignal): Promise<Product> {
    const row = await this.db.kysely.selectFrom('products').select(['id', 'asin', 'asin_preferito']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(MSG.productNotFound);
    const asin = row.asin_preferito || row.asin;
    if (!asin) throw badRequest(AMAZON_MSG.noAsin);
    await this.refreshRow(row.id, asin, signal);
    return (await this.products.get(id))!;
  }

  private async refreshRow(id: number, asin: string, signal?: AbortSignal): Promise<void> {
    let page;
    try {
      page = await this.source.fetchProduct(asin, signal);
    } catch (err) {
      if (!signal?.aborted) {
        const reason = err instanceof AppError ? err.message : AMAZON_MSG.network;
        await this.db.kysely
          .updateTable('products')
          .set({ aggiornamento_fallito_at: this.clock.nowIso(), aggiornamento_errore: reason.slice(0, 500) })
          .where('id', '=', id)
          .execute();
      }
      throw err;
    }
    const now = this.clock.nowIso();
    const hasPrice = page.prezzo_originale !== null || page.prezzo_scontato !== null;
    const disponibile = page.disponibile === null ? null : page.disponibile ? 1 : 0;
    await this.db.kysely.transaction().execute(async (trx) => {
      await trx
        .updateTable('products')
        .set({
          ...(hasPrice
            ? {
                // The list price alone means no discount: the discounted price goes.
                prezzo_originale: page.prezzo_originale ?? page.prezzo_scontato,
                prezzo_scontato: page.prezzo_originale === null ? null : page.prezzo_scontato,
                prezzo_aggiornato_at: now,
              }
            : {}),
          ...(page.valutazione !== null ? { valutazione: page.valutazione } : {}),
          ...(page.img_url ? { img_prodotto: page.img_url } : {}),
          disponibile,
          dati_aggiornati_at: now,
          aggiornamento_fallito_at: null,
          aggiornamento_errore: null,
        })
        .where('id', '=', id)
        .execute();
      await trx
        .insertInto('product_prices')
        .values({
          id_prodotto: id,
          prezzo_originale: page.prezzo_originale,
          prezzo_scontato: page.prezzo_scontato,
          valutazione: page.valutazione,
          disponibile,
          rilevato_at: now,
        })
        .execute();
    });
  }

  /** The price history of a product, newest first. */
  async history(id: number, limit = 100): Promise<PriceReading[]> {
    const rows = await this.db.kysely
      .selectFrom('product_prices')
      .select(['prezzo_originale', 'prezzo_scontato', 'valutazione', 'disponibile', 'rilevato_at'])
      .where('id_prodotto', '=', id)
      .orderBy('rilevato_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, disponibile: r.disponibile === null ? null : r.disponibile === 1 }));
  }

  /**
   * Refreshes products one after the other, spaced out. `all`: every product with an ASIN
   * ('Aggiorna tutti'); otherwise only those due (older than maxAgeMs, failures retried after a
   * while). Stops at the first captcha and says when to resume. Progress goes to job_runs.
   */
  async runBatch(signal: AbortSignal, opts: { all: boolean; renew?: () => Promise<unknown> }): Promise<RefreshRunResult> {
    return this.processBatch(await this.prepareBatch(opts.all), signal, opts.renew);
  }

  /** Lists the products to refresh and opens the run that reports the progress. */
  private async prepareBatch(all: boolean): Promise<{ runId: number; due: Array<{ id: number; asin: string }> }> {
    await this.jobs.closeStaleRuns(REFRESH_JOB, 10 * 60_000);
    const now = this.clock.nowIso();
    let q = this.db.kysely
      .selectFrom('products')
      .select(['id', 'asin', 'asin_preferito'])
      .where((eb) => eb.or([eb('asin', 'is not', null), eb('asin_preferito', 'is not', null)]))
      .orderBy('dati_aggiornati_at', 'asc')
      .orderBy('id', 'asc');
    if (!all) {
      const dueBefore = addMs(now, -this.options.maxAgeMs);
      const retryBefore = addMs(now, -this.options.retryFailedAfterMs);
      q = q
        .where((eb) => eb.or([eb('dati_aggiornati_at', 'is', null), eb('dati_aggiornati_at', '<', dueBefore)]))
        .where((eb) => eb.or([eb('aggiornamento_fallito_at', 'is', null), eb('aggiornamento_fallito_at', '<', retryBefore)]));
    }
    const due = (await q.execute()).map((p) => ({ id: p.id, asin: (p.asin_preferito || p.asin)! }));
    return { runId: await this.jobs.startRun(REFRESH_JOB, due.length), due };
  }

  private async processBatch(batch: { runId: number; due: Array<{ id: number; asin: string }> }, signal: AbortSignal, renew?: () => Promise<unknown>): Promise<RefreshRunResult> {
    const { runId, due } = batch;
    const result: RefreshRunResult = { runId, fatti: 0, falliti: 0 };
    try {
      for (const [i, p] of due.entries()) {
        if (i > 0) await sleep(this.options.spacingMs, signal);
        await renew?.();
        try {
          await this.refreshRow(p.id, p.asin, signal);
          result.fatti += 1;
          await this.jobs.progress(runId, { fatti: 1 });
        } catch (err) {
          if (signal.aborted) throw err;
          result.falliti += 1;
          await this.jobs.progress(runId, { falliti: 1, messaggio: err instanceof AppError ? err.message : null });
          if (err instanceof OutsideServiceError && (err.failure === 'captcha' || err.failure === 'rate-limited')) {
            result.backoffUntil = addMs(this.clock.nowIso(), this.options.captchaBackoffMs);
            const at = new Intl.DateTimeFormat('it-IT', { timeStyle: 'short', timeZone: 'Europe/Rome' }).format(new Date(result.backoffUntil));
            await this.jobs.finishRun(runId, 'interrotto', AMAZON_MSG.refreshBackoff(at));
            return result;
          }
        }
      }
      await this.jobs.finishRun(runId, 'completato');
      return result;
    } catch (err) {
      await this.jobs.finishRun(runId, signal.aborted ? 'interrotto' : 'fallito', signal.aborted ? null : String(err));
      throw err;
    }
  }

  /**
   * 'Aggiorna dati da Amazon' for every product, started from the dashboard: runs here in the
   * background under the refresh job's lease (so it never overlaps the daily run on any instance)
   * and counts as that day's run. Answers the run to poll, or 409 when one is already going.
   */
  async startAll(): Promise<JobRun> {
    if (!(await this.jobs.acquireNow(REFRESH_JOB, this.holder, this.options.leaseMs))) {
      throw new AppError(409, AMAZON_MSG.refreshBusy);
    }
    let batch;
    try {
      batch = await this.prepareBatch(true);
    } catch (err) {
      await this.jobs.release(REFRESH_JOB, this.holder, this.clock.nowIso(), String(err));
      throw err;
    }
    const abort = new AbortController();
    this.manual = abort;
    const renew = () => this.jobs.extend(REFRESH_JOB, this.holder, this.options.leaseMs);
    const release = (next: string, error: string | null) => this.jobs.release(REFRESH_JOB, this.holder, next, error);
    this.running = this.processBatch(batch, abort.signal, renew)
      .then(
        (r) => release(r.backoffUntil ?? addMs(this.clock.nowIso(), this.options.maxAgeMs / 4), null),
        (err: unknown) => release(this.clock.nowIso(), err instanceof Error ? err.message : String(err)),
      )
      .catch(() => undefined)
      .finally(() => {
        if (this.manual === abort) this.manual = null;
      });
    return (await this.jobs.latestRun(REFRESH_JOB))!;
  }

  /** The latest run (daily or manual) with its progress, for the dashboard. */
  latestRun(): Promise<JobRun | undefined> {
    return this.jobs.latestRun(REFRESH_JOB);
  }

  /** Shutdown: a manual run in progress stops at the next product; waits for it to wind down. */
  async stop(): Promise<void> {
    this.manual?.abort(new Error('arresto del server'));
    await this.running;
  }

  /** Waits for a manual run started here to finish (tests). */
  async settled(): Promise<void> {
    await this.running;
  }
}
