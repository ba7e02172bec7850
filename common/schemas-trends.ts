import { COUNTRY_LABELS, TIMEFRAME_LABELS, TRENDS_MSG as M } from './messages-trends.ts';
import type { z as Z } from './validation.ts';
import { z } from './validation.ts';

/**
 * The trend analysis (spec sections 3, 5, 7, 9): request schema shared by the form and
 * POST /api/trends/analyze, and the shape of the answer.
 */

export const TREND_TIMEFRAMES = Object.keys(TIMEFRAME_LABELS) as Array<keyof typeof TIMEFRAME_LABELS>;
export type TrendTimeframe = keyof typeof TIMEFRAME_LABELS;
export const DEFAULT_TREND_TIMEFRAME: TrendTimeframe = 'today 12-m';

export const TREND_GEOS = Object.keys(COUNTRY_LABELS) as Array<keyof typeof COUNTRY_LABELS>;
export type TrendGeo = keyof typeof COUNTRY_LABELS;
export const DEFAULT_TREND_GEO: TrendGeo = 'IT';

/** Google Trends compares at most five terms at once. */
export const MAX_TREND_TERMS = 5;
export const MAX_TREND_TERM_LENGTH = 100;

/**
 * Spec section 5: terms split on commas, trimmed (inner spaces folded), empties dropped; the same
 * term twice (ignoring case) counts once. Takes the form's text or the API's list (whose
 * items may themselves hold commas); the API itself accepts only a list.
 */
export function parseTerms(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? [input] : input).flatMap((s) => s.split(','));
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const raw of parts) {
    const term = raw.replace(/\s+/g, ' ').trim();
    const key = term.toLocaleLowerCase('it-IT');
    if (!term || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

// Spec section 7: `terms[]` — a list. The form splits its text before sending; a bare string
// (`terms: "torcia"`) is a wrong type like a number, and gets the same 400.
const termsSchema = z
  .array(z.string({ error: M.termsRequired }), { error: M.termsRequired })
  .transform((v) => parseTerms(v))
  .pipe(
    z
      .array(z.string().max(MAX_TREND_TERM_LENGTH, { error: M.termTooLong(MAX_TREND_TERM_LENGTH) }))
      .min(1, { error: M.termsRequired })
      .max(MAX_TREND_TERMS, { error: M.termsTooMany(MAX_TREND_TERMS) }),
  );

/** POST /api/trends/analyze: {terms[], timeframe, geo, type: 'all'} (defaults: 12 months, Italy). */
export const trendRequestSchema = z.strictObject({
  terms: termsSchema,
  timeframe: z.enum(TREND_TIMEFRAMES, { error: M.timeframeInvalid }).default(DEFAULT_TREND_TIMEFRAME),
  geo: z.enum(TREND_GEOS, { error: M.geoInvalid }).default(DEFAULT_TREND_GEO),
  type: z.literal('all', { error: M.typeInvalid }).default('all'),
});
export type TrendRequest = Z.infer<typeof trendRequestSchema>;

/** One Italian sentence for a failed parse (a missing body counts as no terms). */
export function trendErrorMessage(error: Z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return M.termsRequired;
  if (issue.code === 'unrecognized_keys') return M.unknownField(issue.keys.join(', '));
  if (issue.code === 'invalid_type' && issue.path.length === 0) return M.termsRequired;
  return issue.message;
}

export type TrendDirection = 'rising' | 'falling' | 'stable';

/** Spec section 3: a term's average interest over the period, its trend and change in percent. */
export interface TrendProduct {
  term: string;
  /** Mean interest (0–100, one decimal) over the complete points of the period. */
  interest: number;
  trend: TrendDirection;
  /** Last quarter's mean against the first quarter's, in percent (one decimal); null when the first quarter is all zero. */
  change: number | null;
}

/** A related query: spec's {query, value}, plus which list it comes from. */
export interface TrendQuery {
  query: string;
  /** Top: relative interest 0–100. Rising: growth in percent (a breakout is a very large number). */
  value: number;
  kind: 'top' | 'rising';
  /** Google's "Breakout": growth over 5000 %. */
  breakout: boolean;
}

export interface TrendRegion {
  region: string;
  interest: number;
  /** Google's code (e.g. IT-25), when given. */
  code?: string;
}

export interface TrendPoint {
  /** ISO 8601 start of the point's interval. */
  date: string;
  values: Record<string, number>;
  /** The last, still incomplete interval (Google's isPartial): shown, left out of the averages. */
  partial?: boolean;
}

export interface TrendData {
  products: TrendProduct[];
  topics: Record<string, TrendQuery[]>;
  geography: Record<string, TrendRegion[]>;
  /** The series behind the chart: one point per day, week or month. */
  timeline: TrendPoint[];
  terms: string[];
  timeframe: TrendTimeframe;
  geo: TrendGeo;
  /** When Google Trends was asked (cached answers keep this time). */
  fetched_at: string;
  cached: boolean;
}

/** The answer of POST /api/trends/analyze, success or failure alike. */
export type TrendResponse = { status: 'ok'; data: TrendData; error: null } | { status: 'error'; data: null; error: string };
