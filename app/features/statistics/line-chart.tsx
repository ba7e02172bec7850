/**
 * A hand-made SVG line chart (no chart library: a few series of at most a few hundred points do
 * not need one, and the dashboard stays light). Generic: any series over the same x labels, each
 * on the left or the right scale, so a small series (clicks) stays readable beside a large one
 * (views). Responsive through its viewBox; its text is enlarged on narrow screens by the CSS.
 */

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  /** A dash pattern, so the lines differ without colour too. */
  dash?: string;
  axis: 'left' | 'right';
  values: readonly number[];
}

const W = 720;
const H = 260;
const STEPS = 4;

/** A rounded top for the scale (1, 2 or 5 × 10ⁿ a step, whole numbers) and its ticks from 0. */
export function niceScale(max: number): number[] {
  const raw = max / STEPS;
  let step = 1;
  if (raw > 1) {
    const mag = 10 ** Math.floor(Math.log10(raw));
    const f = raw / mag;
    step = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
  }
  return Array.from({ length: STEPS + 1 }, (_, i) => i * step);
}

/** Up to `count` evenly spread indexes of `n` points, first and last included. */
function tickIndexes(n: number, count: number): number[] {
  if (n <= 1) return [0];
  const k = Math.min(count, n);
  return Array.from(new Set(Array.from({ length: k }, (_, i) => Math.round((i * (n - 1)) / (k - 1)))));
}

const compact = new Intl.NumberFormat('it-IT', { notation: 'compact', maximumFractionDigits: 1 });

export function LineChart({
  labels,
  pointTitles,
  series,
  label,
  className,
  testId,
}: {
  /** The x axis: one short label a point ('28 ott'). */
  labels: readonly string[];
  /** A native tooltip a point ('mer 28 ott 2026: 12 visite, 1 clic'). */
  pointTitles?: readonly string[];
  series: readonly ChartSeries[];
  /** The accessible summary of the chart (its numbers are in the table alternative). */
  label: string;
  className?: string;
  testId?: string;
}) {
  const n = labels.length;
  const hasRight = series.some((s) => s.axis === 'right');
  const pad = { top: 12, right: hasRight ? 44 : 16, bottom: 28, left: 44 };
  const plotW = W - pad.left - pad.right;
  const plotH = H - pad.top - pad.bottom;
  const scales = {
    left: niceScale(Math.max(0, ...series.filter((s) => s.axis === 'left').flatMap((s) => s.values))),
    right: niceScale(Math.max(0, ...series.filter((s) => s.axis === 'right').flatMap((s) => s.values))),
  };
  const x = (i: number) => pad.left + (n > 1 ? (i / (n - 1)) * plotW : plotW / 2);
  const y = (v: number, axis: 'left' | 'right') => pad.top + (1 - v / scales[axis][STEPS]!) * plotH;
  const step = n > 1 ? plotW / (n - 1) : plotW;
  // First, middle and last always; the others only where there is room (the CSS hides them on narrow screens).
  const mainTicks = new Set(tickIndexes(n, 3));
  const axisColor = (axis: 'left' | 'right') => (hasRight ? series.find((s) => s.axis === axis)?.color : undefined);

  return (
    <svg className={className ?? 'line-chart'} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid={testId}>
      {scales.left.map((tick, i) => (
        <g key={i} aria-hidden="true">
          <line x1={pad.left} x2={W - pad.right} y1={y(tick, 'left')} y2={y(tick, 'left')} className="chart-grid" />
          <text x={pad.left - 6} y={y(tick, 'left') + 4} textAnchor="end" className="chart-axis" fill={axisColor('left')}>
            {compact.format(tick)}
          </text>
          {hasRight && (
            <text x={W - pad.right + 6} y={y(scales.right[i]!, 'right') + 4} textAnchor="start" className="chart-axis" fill={axisColor('right')}>
              {compact.format(scales.right[i]!)}
            </text>
          )}
        </g>
      ))}
      {[...new Set([...tickIndexes(n, 6), ...mainTicks])].map((i) => (
        <text
          key={i}
          x={x(i)}
          y={H - 8}
          textAnchor={n > 1 && i === 0 ? 'start' : n > 1 && i === n - 1 ? 'end' : 'middle'}
          className={mainTicks.has(i) ? 'chart-axis' : 'chart-axis chart-tick-extra'}
          aria-hidden="true"
        >
          {labels[i]}
        </text>
      ))}
      {series.map((s) => (
        <g key={s.key} data-series={s.key}>
          <polyline
            points={s.values.map((v, i) => `${x(i).toFixed(1)},${y(v, s.axis).toFixed(1)}`).join(' ')}
            fill="none"
            stroke={s.color}
            strokeWidth={2.25}
            strokeDasharray={s.dash || undefined}
            strokeLinejoin="round"
          />
          {n <= 31 && s.values.map((v, i) => <circle key={i} cx={x(i)} cy={y(v, s.axis)} r={3} fill={s.color} aria-hidden="true" />)}
        </g>
      ))}
      {pointTitles &&
        pointTitles.map((title, i) => (
          <rect key={i} x={x(i) - step / 2} y={pad.top} width={step} height={plotH} className="chart-hover" aria-hidden="true">
            <title>{title}</title>
          </rect>
        ))}
    </svg>
  );
}

/** The chart's key: a swatch (colour and dash) and a name a series. */
export function ChartLegend({ items }: { items: readonly { key: string; label: string; color: string; dash?: string }[] }) {
  return (
    <ul className="chart-legend">
      {items.map((item) => (
        <li key={item.key}>
          <svg width="28" height="10" aria-hidden="true">
            <line x1="0" x2="28" y1="5" y2="5" stroke={item.color} strokeWidth="3" strokeDasharray={item.dash || undefined} />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
