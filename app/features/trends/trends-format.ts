import type { TrendDirection, TrendProduct, TrendTimeframe } from '../../../common/schemas-trends.ts';
import { TREND_LABELS, TRENDS_MSG as M } from '../../../common/messages-trends.ts';

/** Helpers of the 'Analisi Tendenze' screen: Italian numbers and dates, one look per term. */

const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
export const formatInterest = (n: number) => number.format(n);

/** "+12,5 %", "−3 %", "0 %", or 'da zero' when the first quarter had no interest. */
export function formatChange(change: number | null): string {
  if (change === null) return M.changeNew;
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${number.format(Math.abs(change))} %`;
}

export const TREND_ARROWS: Record<TrendDirection, string> = { rising: '↑', falling: '↓', stable: '→' };

/** "↑ in crescita": the arrow and the words, never the colour alone. */
export const trendText = (trend: TrendDirection) => `${TREND_ARROWS[trend]} ${TREND_LABELS[trend]}`;

/** A point's date as the period suggests: days for 1–3 months, weeks for 12 months, months since 2004. */
export function formatPointDate(iso: string, timeframe: TrendTimeframe, style: 'axis' | 'full' = 'full'): string {
  const d = new Date(iso);
  const opts: Intl.DateTimeFormatOptions =
    timeframe === 'all'
      ? { month: style === 'axis' ? 'short' : 'long', year: 'numeric' }
      : style === 'axis' && timeframe !== 'today 12-m'
        ? { day: 'numeric', month: 'short' }
        : { day: 'numeric', month: 'short', year: style === 'axis' ? '2-digit' : 'numeric' };
  return new Intl.DateTimeFormat('it-IT', { ...opts, timeZone: 'UTC' }).format(d);
}

/** Up to five terms: a colour (AA on white) and a dash pattern each, so lines differ without colour too. */
export const TERM_STYLES = [
  { color: '#1f2a37', dash: '' },
  { color: '#c2410c', dash: '8 4' },
  { color: '#2f6b3f', dash: '2 4' },
  { color: '#1d4ed8', dash: '12 4 2 4' },
  { color: '#7e22ce', dash: '4 4' },
] as const;

export const termStyle = (i: number) => TERM_STYLES[i % TERM_STYLES.length]!;

/** "generatore media 45,2, ↑ in crescita; …" for the chart's accessible summary. */
export const summaryParts = (products: TrendProduct[]) => products.map((p) => M.chartSummaryPart(p.term, formatInterest(p.interest), trendText(p.trend))).join('; ');
