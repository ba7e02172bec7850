import { type ExpressionBuilder, sql } from 'kysely';
import { AMAZON_MSG } from '../../common/messages-outside.ts';
import { CHECK_MSG } from '../../common/messages-stats.ts';
import { PRICE_MAX_AGE_MS } from '../../common/price-freshness.ts';
import type { CheckItem } from '../../common/stats.ts';
import type { Overview } from '../../common/types-dashboard.ts';
import { productName } from '../../common/product-name.ts';
import { countRows } from '../db/count.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/types.ts';
import { euroText } from './product-facts.ts';
import { addDays, utcDay } from './statistics-report.ts';
import type { StatisticsService } from './statistics.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

export const OVERVIEW_LATEST = 5;
/** Rows of each reason in 'Da controllare'. */
export const CHECK_LIMIT = 50;
/** 'Prezzo aumentato': more than this rise against the reading of a week before. */
export const PRICE_RISE = 0.2;
const WEEK_MS = 7 * 86_400_000;

/** '12 marzo 2026' (Italian time). */
function dateText(iso: string | null): string | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? new Date(t).toLocaleDateString('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' }) : null;
}

const NAME_COLUMNS = ['products.id', 'products.nome_prodotto', 'products.nome_sintetico', 'products.nome_visualizzato'] as const;

/** The price a product shows: the discounted one, else the list price. */
const shownPrice = (table: string) => sql<number | null>`coalesce(${sql.ref(`${table}.prezzo_scontato`)}, ${sql.ref(`${table}.prezzo_originale`)})`;

/**
 * The dashboard's Panoramica (spec section 2): how many products, reviews and guides exist, and
 * the 5 most recently created of each, newest first; the views and clicks of the last 7 days; the
 * products that need attention. Staff only: every status counts.
 */
export class OverviewService {
  constructor(
    private readonly db: Db,
    private readonly statistics: StatisticsService,
    private readonly clock: Clock = systemClock,
  ) {}

  async get(): Promise<Overview> {
    const k = this.db.kysely;

    const [prodotti, recensioni, guide, latestProducts, latestReviews, latestGuides, statistiche, da_controllare] = await Promise.all([
      countRows(k, 'products'),
      countRows(k, 'reviews'),
      countRows(k, 'guides'),
      k
        .selectFrom('products')
        .leftJoin('reviews', 'reviews.id_prodotto', 'products.id')
        .select(['products.id', 'products.nome_prodotto', 'products.nome_sintetico', 'products.nome_visualizzato', 'products.created_at', 'reviews.stato'])
        .orderBy('products.created_at', 'desc')
        .orderBy('products.id', 'desc')
        .limit(OVERVIEW_LATEST)
        .execute(),
      k
        .selectFrom('reviews')
        .innerJoin('products', 'products.id', 'reviews.id_prodotto')
        .select([
          'reviews.id',
          'reviews.id_prodotto',
          'reviews.titolo',
          'reviews.stato',
          'reviews.created_at',
          'products.nome_prodotto',
          'products.nome_sintetico',
          'products.nome_visualizzato',
        ])
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id', 'desc')
        .limit(OVERVIEW_LATEST)
        .execute(),
      k.selectFrom('guides').select(['id', 'titolo', 'stato', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(OVERVIEW_LATEST).execute(),
      this.statistics.lastDays(7),
      this.toCheck(),
    ]);
    return {
      prodotti: {
        totale: prodotti,
        ultimi: latestProducts.map((p) => ({ id: p.id, titolo: productName(p), stato: p.stato, created_at: p.created_at })),
      },
      recensioni: {
        totale: recensioni,
        ultimi: latestReviews.map((r) => ({
          id: r.id,
          id_prodotto: r.id_prodotto,
          titolo: r.titolo || productName(r),
          stato: r.stato,
          created_at: r.created_at,
        })),
      },
      guide: { totale: guide, ultimi: latestGuides.map((g) => ({ id: g.id, titolo: g.titolo, stato: g.stato, created_at: g.created_at })) },
      statistiche,
      da_controllare,
    };
  }

  /**
   * 'Da controllare': the products that need an editor, by reason (the order of CHECK_REASONS),
   * at most CHECK_LIMIT of each. A product may be listed for several reasons.
   */
  async toCheck(): Promise<CheckItem[]> {
    const k = this.db.kysely;
    const now = this.clock.nowMs();
    const weekAgo = new Date(now - WEEK_MS).toISOString();
    const dayAgo = new Date(now - PRICE_MAX_AGE_MS).toISOString();
    const today = utcDay(now);

    const unavailable = k
      .selectFrom('products')
      .select([...NAME_COLUMNS, 'products.dati_aggiornati_at'])
      .where('products.disponibile', '=', 0)
      .orderBy('products.dati_aggiornati_at', 'desc')
      .orderBy('products.id')
      .limit(CHECK_LIMIT)
      .execute();

    const notFound = k
      .selectFrom('products')
      .select([...NAME_COLUMNS, 'products.asin', 'products.asin_preferito', 'products.aggiornamento_fallito_at'])
      .where('products.aggiornamento_errore', '=', AMAZON_MSG.notFound)
      .orderBy('products.aggiornamento_fallito_at', 'desc')
      .orderBy('products.id')
      .limit(CHECK_LIMIT)
      .execute();

    // The latest reading with a price at least a week old (index product_prices(id_prodotto, rilevato_at)).
    const weekOld = (eb: ExpressionBuilder<Database, 'products'>) =>
      eb
        .selectFrom('product_prices as pp')
        .whereRef('pp.id_prodotto', '=', 'products.id')
        .where('pp.rilevato_at', '<=', weekAgo)
        .where(shownPrice('pp'), 'is not', null)
        .orderBy('pp.rilevato_at', 'desc')
        .limit(1);
    const withOldPrice = k
      .selectFrom('products')
      .select([
        ...NAME_COLUMNS,
        shownPrice('products').as('attuale'),
        (eb) => weekOld(eb).select(shownPrice('pp').as('p')).as('precedente'),
        (eb) => weekOld(eb).select('pp.rilevato_at').as('precedente_at'),
      ])
      .where(shownPrice('products'), 'is not', null);
    const priceRose = k
      .selectFrom(withOldPrice.as('x'))
      .selectAll()
      .where(sql<boolean>`x.precedente > 0 and x.attuale > x.precedente * ${1 + PRICE_RISE}`)
      .orderBy(sql`x.attuale / x.precedente`, 'desc')
      .orderBy('x.id')
      .limit(CHECK_LIMIT)
      .execute();

    const clicksNoReview = k
      .selectFrom('link_clicks')
      .innerJoin('products', 'products.id', 'link_clicks.id_prodotto')
      .where('link_clicks.giorno', '>=', addDays(today, -29))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('reviews').select('reviews.id').whereRef('reviews.id_prodotto', '=', 'products.id').where('reviews.stato', '=', 'pubblicata'))))
      .select([...NAME_COLUMNS, (eb) => eb.fn.sum<number>('link_clicks.clic').as('clic')])
      .groupBy(NAME_COLUMNS)
      .orderBy('clic', 'desc')
      .orderBy('products.id')
      .limit(CHECK_LIMIT)
      .execute();

    // When the page last had a price to show: its read time when it has one (a price older than
    // 24 h is hidden on the public pages), else the latest reading that had one.
    const lastPriced = k
      .selectFrom('reviews')
      .innerJoin('products', 'products.id', 'reviews.id_prodotto')
      .where('reviews.stato', '=', 'pubblicata')
      .select([
        ...NAME_COLUMNS,
        'products.created_at',
        (eb) =>
          eb
            .case()
            .when(shownPrice('products'), 'is not', null)
            .then(eb.ref('products.prezzo_aggiornato_at'))
            .else(
              eb
                .selectFrom('product_prices as pp')
                .whereRef('pp.id_prodotto', '=', 'products.id')
                .where(shownPrice('pp'), 'is not', null)
                .select((e) => e.fn.max('pp.rilevato_at').as('m')),
            )
            .end()
            .as('prezzo_at'),
      ]);
    const priceLost = k
      .selectFrom(lastPriced.as('y'))
      .selectAll()
      .where(sql<boolean>`coalesce(y.prezzo_at, y.created_at) < ${dayAgo}`)
      .orderBy('y.prezzo_at')
      .orderBy('y.id')
      .limit(CHECK_LIMIT)
      .execute();

    const [a, b, c, d, e] = await Promise.all([unavailable, notFound, priceRose, clicksNoReview, priceLost]);
    const item = (
      motivo: CheckItem['motivo'],
      p: { id: number; nome_prodotto: string; nome_sintetico: string | null; nome_visualizzato: string | null },
      dettaglio: string,
    ): CheckItem => ({
      motivo,
      id_prodotto: p.id,
      nome: productName(p),
      dettaglio,
    });
    return [
      ...a.map((p) => item('non_disponibile', p, CHECK_MSG.unavailable(dateText(p.dati_aggiornati_at)))),
      ...b.map((p) => item('non_trovato', p, CHECK_MSG.notFound(p.asin_preferito || p.asin, dateText(p.aggiornamento_fallito_at)))),
      ...c.map((p) => {
        const from = Number(p.precedente);
        const to = Number(p.attuale);
        // The daily refresh leaves a reading 7 to 8 days old: 'in una settimana'; an older one is dated.
        const since = p.precedente_at && Date.parse(p.precedente_at) < now - WEEK_MS - 2 * 86_400_000 ? dateText(p.precedente_at) : null;
        return item('prezzo_aumentato', p, CHECK_MSG.priceRose(Math.round((to / from - 1) * 100), euroText(from), euroText(to), since));
      }),
      ...d.map((p) => item('clic_senza_recensione', p, CHECK_MSG.clicksNoReview(Number(p.clic)))),
      ...e.map((p) => item('prezzo_perso', p, CHECK_MSG.priceLost(dateText(p.prezzo_at as string | null)))),
    ];
  }
}
