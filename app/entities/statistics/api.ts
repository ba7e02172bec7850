import { queryOptions } from '@tanstack/react-query';
import { type StatsAnswer, STATS_PERIODS } from '../../../common/stats.ts';
import { api } from '../../lib/api.ts';

/** The statistics' requests (decision 0026). Every key starts with 'statistiche'. */
export const statsKeys = {
  all: ['statistiche'] as const,
  range: (range: StatsRange) => ['statistiche', range.da, range.a] as const,
};

/** A range of UTC days, both included, as GET /api/statistiche reads it (YYYY-MM-DD). */
export interface StatsRange {
  da: string;
  a: string;
}

export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_PERIOD: StatsPeriod = 30;

/** ?giorni= of the address: one of STATS_PERIODS, else the default (30). */
export function parsePeriod(value: string | null): StatsPeriod {
  const days = Number(value);
  return STATS_PERIODS.find((p) => p === days) ?? DEFAULT_PERIOD;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The last `days` days, today included (UTC days, as the server counts them). */
export function lastDays(days: number, now: Date = new Date()): StatsRange {
  const from = new Date(now.getTime());
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { da: isoDay(from), a: isoDay(now) };
}

const rangeQuery = (range: StatsRange) => new URLSearchParams({ da: range.da, a: range.a }).toString();

/**
 * GET /api/statistiche: views and clicks per day, products by clicks, pages by views. The screen
 * asks again each time it opens (the counts move every few seconds); while it does, what was read
 * before (by the product list, for instance) shows.
 */
export const statsQuery = (range: StatsRange) =>
  queryOptions({
    queryKey: statsKeys.range(range),
    queryFn: ({ signal }) => api<StatsAnswer>(`/api/statistiche?${rangeQuery(range)}`, { signal }),
    refetchOnMount: 'always',
  });

/** The CSV download of the same range (a plain link: the browser saves it). */
export const statsCsvUrl = (range: StatsRange) => `/api/statistiche/csv?${rangeQuery(range)}`;

/**
 * Clicks of the last 30 days by product id, for the figure on every product card: one request
 * for the whole list (every card reads the same key), shared with Statistiche's default period.
 */
export const recentClicksQuery = () => queryOptions({ ...statsQuery(lastDays(DEFAULT_PERIOD)), refetchOnMount: true, staleTime: 60_000, select: clicksById });

/** Stable, so the map is built once per answer, not once per card. */
const clicksById = (answer: StatsAnswer) => new Map(answer.prodotti.map((p) => [p.id, p.clic]));
