import { STATS_MSG as M } from '../../../common/messages-stats.ts';
import type { StatsDay } from '../../../common/stats.ts';
import type { StatsRange } from '../../entities/statistics/api.ts';

/** Helpers of the Statistiche screen: Italian numbers, dates and the click-through rate. */

const integer = new Intl.NumberFormat('it-IT');
export const formatCount = (v: number) => integer.format(v);

const percent = new Intl.NumberFormat('it-IT', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Clicks ÷ views, or null without views (no rate to show). */
export const ctr = (clicks: number, views: number): number | null => (views > 0 ? clicks / views : null);

/** '3,2 %', or a dash without views. */
export const formatCtr = (rate: number | null) => (rate === null ? '—' : percent.format(rate));

/** 'Clic per posizione' writes its rates as the rest of the screen does. */
export const formatPlaceCtr = formatCtr;

const dayMonth = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekdayDay = new Intl.DateTimeFormat('it-IT', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** Intl writes 'ott' or 'ott.' depending on the runtime's data: always without the dot. */
const tidy = (s: string) => s.replace(/\.(?=\s|$)/g, '');

/** '28 ott' (axis labels). */
export const formatDay = (iso: string) => tidy(dayMonth.format(utc(iso)));
/** 'mar 28 ott 2026' (table rows, tooltips). */
export const formatFullDay = (iso: string) => tidy(weekdayDay.format(utc(iso)));

/** 'dal 28 ott al 26 nov 2026'; the first day's year only when it differs ('dal 28 dic 2025 al 26 gen 2026'). */
export function formatRange(range: StatsRange): string {
  const from = utc(range.da);
  const to = utc(range.a);
  const sameYear = from.getUTCFullYear() === to.getUTCFullYear();
  return M.range(tidy((sameYear ? dayMonth : dayMonthYear).format(from)), tidy(dayMonthYear.format(to)));
}

export interface StatsTotals {
  visite: number;
  clic: number;
  visitatori: number;
  ctr: number | null;
}

/** The period's totals: views, clicks, daily unique visitors summed, and the click-through rate. */
export function totals(days: readonly StatsDay[]): StatsTotals {
  let visite = 0;
  let clic = 0;
  let visitatori = 0;
  for (const d of days) {
    visite += d.visite;
    clic += d.clic;
    visitatori += d.visitatori;
  }
  return { visite, clic, visitatori, ctr: ctr(clic, visite) };
}

/** Nothing counted in the whole period. */
export const isEmptyPeriod = (days: readonly StatsDay[]) => days.every((d) => d.visite === 0 && d.clic === 0);
