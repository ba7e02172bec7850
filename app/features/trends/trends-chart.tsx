import { TRENDS_MSG as M, TIMEFRAME_LABELS } from '../../../common/messages-trends.ts';
import type { TrendData } from '../../../common/schemas-trends.ts';
import { formatPointDate, summaryParts, termStyle } from './trends-format.ts';
import { ChartWithTable } from './trends-table-toggle.tsx';

const W = 720;
const H = 260;
const PAD = { top: 12, right: 16, bottom: 28, left: 36 };
const GRID = [0, 25, 50, 75, 100];

/** Interest over time as a hand-made SVG line chart (no chart library), one line per term. */
function LineChart({ data }: { data: TrendData }) {
  const { timeline, terms, timeframe } = data;
  const n = timeline.length;
  const x = (i: number) => PAD.left + (n > 1 ? (i / (n - 1)) * (W - PAD.left - PAD.right) : (W - PAD.left - PAD.right) / 2);
  const y = (v: number) => PAD.top + (1 - v / 100) * (H - PAD.top - PAD.bottom);
  const ticks = n > 1 ? Array.from(new Set([0, Math.round((n - 1) / 4), Math.round((n - 1) / 2), Math.round((3 * (n - 1)) / 4), n - 1])) : [0];
  const firstPartial = timeline.findIndex((p) => p.partial);
  const label = M.chartSummary(TIMEFRAME_LABELS[timeframe].toLowerCase(), summaryParts(data.products));
  return (
    <svg className="trends-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="trends-chart">
      {GRID.map((g) => (
        <g key={g} aria-hidden="true">
          <line x1={PAD.left} x2={W - PAD.right} y1={y(g)} y2={y(g)} className="trends-grid" />
          <text x={PAD.left - 6} y={y(g) + 4} textAnchor="end" className="trends-axis">
            {g}
          </text>
        </g>
      ))}
      {ticks.map((i) => (
        <text key={i} x={x(i)} y={H - 8} textAnchor={i === 0 ? 'start' : i === n - 1 ? 'end' : 'middle'} className="trends-axis" aria-hidden="true">
          {formatPointDate(timeline[i]!.date, timeframe, 'axis')}
        </text>
      ))}
      {firstPartial > 0 && (
        <rect x={x(firstPartial - 1)} y={PAD.top} width={x(n - 1) - x(firstPartial - 1)} height={H - PAD.top - PAD.bottom} className="trends-partial" aria-hidden="true" />
      )}
      {terms.map((term, t) => {
        const style = termStyle(t);
        const points = timeline.map((p, i) => `${x(i).toFixed(1)},${y(p.values[term] ?? 0).toFixed(1)}`).join(' ');
        return (
          <polyline
            key={term}
            points={points}
            fill="none"
            stroke={style.color}
            strokeWidth={2.25}
            strokeDasharray={style.dash || undefined}
            strokeLinejoin="round"
            data-term={term}
          />
        );
      })}
    </svg>
  );
}

function Legend({ terms }: { terms: string[] }) {
  return (
    <ul className="trends-legend">
      {terms.map((term, i) => {
        const style = termStyle(i);
        return (
          <li key={term}>
            <svg width="28" height="10" aria-hidden="true">
              <line x1="0" x2="28" y1="5" y2="5" stroke={style.color} strokeWidth="3" strokeDasharray={style.dash || undefined} />
            </svg>
            {term}
          </li>
        );
      })}
    </ul>
  );
}

function TimelineTable({ data }: { data: TrendData }) {
  return (
    <div className="trends-table-scroll" tabIndex={0} role="region" aria-label={M.chartTitle}>
      <table className="trends-table" data-testid="trends-timeline-table">
        <thead>
          <tr>
            <th scope="col">{M.tableDate}</th>
            {data.terms.map((t) => (
              <th scope="col" key={t} className="num">
                {t}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.timeline.map((p) => (
            <tr key={p.date}>
              <th scope="row">
                {formatPointDate(p.date, data.timeframe)} {p.partial ? M.partialPoint : ''}
              </th>
              {data.terms.map((t) => (
                <td key={t} className="num">
                  {p.values[t] ?? 0}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The 'Prodotti' tab's chart: lines, legend, the table alternative and how to read the numbers. */
export function TrendsChart({ data }: { data: TrendData }) {
  return (
    <section className="card panel trends-chart-card" aria-labelledby="trends-chart-title">
      <h2 className="panel-title" id="trends-chart-title">
        {M.chartTitle}
      </h2>
      <Legend terms={data.terms} />
      <ChartWithTable label={M.chartTitle} chart={<LineChart data={data} />} table={<TimelineTable data={data} />} />
      <p className="muted trends-note">{M.chartHint}</p>
    </section>
  );
}
