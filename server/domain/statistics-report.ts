import { CLICK_PLACES, type ClickPlace } from '../../common/content-blocks.ts';
import { STATS_API_MSG } from '../../common/messages-stats.ts';
import { CLICK_PLACE_LABELS, STATS_PLACES_MSG } from '../../common/messages-stats-places.ts';
import { productName } from '../../common/product-name.ts';
import { STATS_MAX_DAYS, type StatsAnswer, type StatsDay, type StatsPage, type StatsPlace } from '../../common/stats.ts';
import type { Db } from '../db/index.ts';
import { badRequest } from './errors.ts';
import { isFixedPage, titlesOf } from './page-titles.ts';

/**
 * What the Statistiche screen reads (GET /api/statistiche, its CSV) and the figures Panoramica
 * shows: sums of the daily rows the StatisticsService writes.
 */

/** The days of the default period (today included). */
export const STATS_DEFAULT_DAYS = 30;
/** Pages listed by GET /api/statistiche (most viewed first). */
export const STATS_MAX_PAGES = 200;

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a time (UTC). */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC day `offset` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, offset: number): string {
  return utcDay(Date.parse(`${day}T00:00:00.000Z`) + offset * DAY_MS);
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date YYYY-MM-DD, else null. */
export function parseDay(value: unknown): string | null {
  if (typeof value !== 'string' || !DAY_RE.test(value)) return null;
  const t = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === value ? value : null;
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The period a request asks for (`da`, `a`), validated: the last 30 days when neither is given; 400 otherwise. */
export function parseRange(query: { da?: unknown; a?: unknown }, today: string): { da: string; a: string } {
  if (query.da === undefined && query.a === undefined) return { da: addDays(today, 1 - STATS_DEFAULT_DAYS), a: today };
  if (query.da === undefined || query.a === undefined) throw badRequest(STATS_API_MSG.bothDates);
  const da = parseDay(query.da);
  if (!da) throw badRequest(STATS_API_MSG.invalidDate('da'));
  const a = parseDay(query.a);
  if (!a) throw badRequest(STATS_API_MSG.invalidDate('a'));
  if (da > a) throw badRequest(STATS_API_MSG.reversed);
  if (daysBetween(da, a) > STATS_MAX_DAYS) throw badRequest(STATS_API_MSG.tooLong);
  return { da, a };
}

/** Views and clicks from `da` to `a` (both included). */
export async function totals(db: Db, da: string, a: string): Promise<{ visite: number; clic: number }> {
  const k = db.kysely;
  const [views, clicks] = await Promise.all([
    k
      .selectFrom('page_views')
      .select((eb) => eb.fn.sum<number>('visite').as('n'))
      .where('giorno', '>=', da)
      .where('giorno', '<=', a)
      .executeTakeFirst(),
    k
      .selectFrom('link_clicks')
      .select((eb) => eb.fn.sum<number>('clic').as('n'))
      .where('giorno', '>=', da)
      .where('giorno', '<=', a)
      .executeTakeFirst(),
  ]);
  return { visite: Number(views?.n ?? 0), clic: Number(clicks?.n ?? 0) };
}

/**
 * The paths of `paths` that are pages of this site now: a page without a parameter, or a review,
 * guide, news item or author that exists (drafts included: a click is counted whoever could see
 * the page; an author's page is counted under their display name).
 */
export async function existingPages(db: Db, paths: string[]): Promise<string[]> {
  const named = await titlesOf(db, paths);
  return paths.filter((path) => isFixedPage(path) || named.has(path));
}

/** A count per place, every place at 0. */
const perPlace = (): Record<ClickPlace, number> => ({ prodotto: 0, confronto: 0, pulsante: 0, testo: 0 });

/** The clicks and the views of pages showing each place, in CLICK_PLACES order, with their rate. */
async function places(db: Db, da: string, a: string): Promise<StatsPlace[]> {
  const k = db.kysely;
  const [clicks, views] = await Promise.all([
    k
      .selectFrom('link_clicks')
      .where('giorno', '>=', da)
      .where('giorno', '<=', a)
      .select(['blocco', (eb) => eb.fn.sum<number>('clic').as('n')])
      .groupBy('blocco')
      .execute(),
    k
      .selectFrom('block_views')
      .where('giorno', '>=', da)
      .where('giorno', '<=', a)
      .select(['blocco', (eb) => eb.fn.sum<number>('visite').as('n')])
      .groupBy('blocco')
      .execute(),
  ]);
  const clic = perPlace();
  const visualizzazioni = perPlace();
  for (const r of clicks) if (r.blocco in clic) clic[r.blocco] += Number(r.n);
  for (const r of views) if (r.blocco in visualizzazioni) visualizzazioni[r.blocco] += Number(r.n);
  return CLICK_PLACES.map((blocco) => ({
    blocco,
    clic: clic[blocco],
    visualizzazioni: visualizzazioni[blocco],
    ctr: visualizzazioni[blocco] > 0 ? clic[blocco] / visualizzazioni[blocco] : null,
  }));
}

/** GET /api/statistiche: every day of the period, the products by clicks, the pages by views, the clicks and views per place. */
export async function report(db: Db, da: string, a: string): Promise<StatsAnswer> {
  const k = db.kysely;
  const [viewDays, clickDays, counted, hashed, products, pages, posizioni] = await Promise.all([
    k
      .selectFrom('page_views')
      .where('giorno', '>=', da)
      .where('giorno', '<=', a)
      .select(['giorno', (eb) => eb.fn.sum<number>('visite').as('n')])
      .groupBy('giorno')
      .execute(),
    k
      .selectFrom('link_clicks')
      .where('giorno', '>=', da)
      .where('giorno', '<=', a)
      .select(['giorno', (eb) => eb.fn.sum<number>('clic').as('n')])
      .groupBy('giorno')
      .execute(),
    k.selectFrom('visitor_counts').where('giorno', '>=', da).where('giorno', '<=', a).select(['giorno', 'visitatori']).execute(),
    k
      .selectFrom('daily_visitors')
      .where('giorno', '>=', da)
      .where('giorno', '<=', a)
      .select(['giorno', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('giorno')
      .execute(),
    k
      .selectFrom('link_clicks')
      .innerJoin('products', 'products.id', 'link_clicks.id_prodotto')
      .where('link_clicks.giorno', '>=', da)
      .where('link_clicks.giorno', '<=', a)
      .select(['products.id', 'products.nome_prodotto', 'products.nome_sintetico', 'products.nome_visualizzato', (eb) => eb.fn.sum<number>('link_clicks.clic').as('clic')])
      .groupBy(['products.id', 'products.nome_prodotto', 'products.nome_sintetico', 'products.nome_visualizzato'])
      .orderBy('clic', 'desc')
      .orderBy('products.id')
      .execute(),
    k
      .selectFrom('page_views')
      .where('giorno', '>=', da)
      .where('giorno', '<=', a)
      .select(['percorso', (eb) => eb.fn.sum<number>('visite').as('visite')])
      .groupBy('percorso')
      .orderBy('visite', 'desc')
      .orderBy('percorso')
      .limit(STATS_MAX_PAGES)
      .execute(),
    places(db, da, a),
  ]);
  const perDay = new Map<string, StatsDay>();
  for (let day = da; day <= a; day = addDays(day, 1)) perDay.set(day, { data: day, visite: 0, clic: 0, visitatori: 0 });
  for (const r of viewDays) perDay.get(r.giorno)!.visite += Number(r.n);
  for (const r of clickDays) perDay.get(r.giorno)!.clic += Number(r.n);
  for (const r of counted) perDay.get(r.giorno)!.visitatori += Number(r.visitatori);
  for (const r of hashed) perDay.get(r.giorno)!.visitatori += Number(r.n);

  const paths = pages.map((p) => p.percorso);
  const [pageClicks, titles] = await Promise.all([
    paths.length === 0
      ? []
      : k
          .selectFrom('link_clicks')
          .where('giorno', '>=', da)
          .where('giorno', '<=', a)
          .where('percorso', 'in', paths)
          .select(['percorso', 'blocco', (eb) => eb.fn.sum<number>('clic').as('clic')])
          .groupBy(['percorso', 'blocco'])
          .execute(),
    titlesOf(db, paths),
  ]);
  const clicksOf = new Map<string, Record<ClickPlace, number>>();
  for (const r of pageClicks) {
    let split = clicksOf.get(r.percorso);
    if (!split) clicksOf.set(r.percorso, (split = perPlace()));
    if (r.blocco in split) split[r.blocco] += Number(r.clic);
  }
  const sum = (split: Record<ClickPlace, number>) => CLICK_PLACES.reduce((n, place) => n + split[place], 0);
  return {
    giorni: [...perDay.values()],
    prodotti: products.map((p) => ({ id: p.id, nome: productName(p), clic: Number(p.clic) })),
    pagine: pages.map((p): StatsPage => {
      const split = clicksOf.get(p.percorso) ?? perPlace();
      return { percorso: p.percorso, titolo: titles.get(p.percorso) ?? null, visite: Number(p.visite), clic: sum(split), clic_per_posizione: split };
    }),
    posizioni,
  };
}

/** One CSV cell for Italian spreadsheets: quoted when needed; a leading = + - @ is neutralised (formula injection). */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Clicks ÷ views as a percentage with a decimal comma ('' without views). */
function ctr(clicks: number, views: number): string {
  return views > 0 ? ((clicks / views) * 100).toFixed(1).replace('.', ',') : '';
}

/**
 * The CSV export: UTF-8 with BOM, semicolons (Excel in Italian), CRLF; four tables separated by a
 * blank line, each with its header row: the days, the pages (their clicks split by place after
 * the rate), the products, the places.
 */
export function toCsv(answer: StatsAnswer): string {
  const lines: string[] = ['data;visite;clic;visitatori'];
  for (const d of answer.giorni) lines.push([d.data, d.visite, d.clic, d.visitatori].map(cell).join(';'));
  lines.push('', ['pagina;titolo;visite;clic;clic per visita (%)', ...CLICK_PLACES.map(STATS_PLACES_MSG.csvPageColumn)].join(';'));
  for (const p of answer.pagine) {
    lines.push(
      [cell(p.percorso), cell(p.titolo), cell(p.visite), cell(p.clic), ctr(p.clic, p.visite), ...CLICK_PLACES.map((place) => cell(p.clic_per_posizione[place]))].join(';'),
    );
  }
  lines.push('', 'id prodotto;prodotto;clic');
  for (const p of answer.prodotti) lines.push([p.id, p.nome, p.clic].map(cell).join(';'));
  lines.push('', STATS_PLACES_MSG.csvHeader);
  for (const p of answer.posizioni) lines.push([cell(CLICK_PLACE_LABELS[p.blocco]), cell(p.clic), cell(p.visualizzazioni), ctr(p.clic, p.visualizzazioni)].join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
