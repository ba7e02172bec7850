import { useId, useState } from 'react';
import { STATS_MSG as M } from '../../../common/messages-stats.ts';
import type { StatsDay } from '../../../common/stats.ts';
import { Button } from '../../components/ui/button.tsx';
import { ChartLegend, type ChartSeries, LineChart } from './line-chart.tsx';
import { ctr, formatCount, formatCtr, formatDay, formatFullDay } from './stats-format.ts';

/** Views on the left scale (ink, solid), clicks on the right one (orange, dashed): AA on white, and distinct without colour. */
const VIEWS = { key: 'visite', label: `${M.seriesViews} (${M.axisLeft})`, color: '#1f2a37', axis: 'left' } as const;
const CLICKS = { key: 'clic', label: `${M.seriesClicks} (${M.axisRight})`, color: '#c2410c', dash: '8 4', axis: 'right' } as const;

function DaysTable({ days }: { days: readonly StatsDay[] }) {
  return (
    <div className="stats-table-scroll" tabIndex={0} role="region" aria-label={M.chartTitle}>
      <table className="stats-table" data-testid="stats-days-table">
        <thead>
          <tr>
            <th scope="col">{M.tableDay}</th>
            <th scope="col" className="num">
              {M.tableViews}
            </th>
            <th scope="col" className="num">
              {M.tableClicks}
            </th>
            <th scope="col" className="num">
              {M.tableVisitors}
            </th>
            <th scope="col" className="num">
              {M.pageCtr}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.data}>
              <th scope="row">{formatFullDay(d.data)}</th>
              <td className="num">{formatCount(d.visite)}</td>
              <td className="num">{formatCount(d.clic)}</td>
              <td className="num">{formatCount(d.visitatori)}</td>
              <td className="num">{formatCtr(ctr(d.clic, d.visite))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Views and clicks per day: a title, the legend, the line chart (its accessible summary says the
 * period and the totals) and the same numbers as a table one click away ('Mostra tabella').
 */
export function StatsChart({ days, range, views, clicks }: { days: readonly StatsDay[]; range: string; views: number; clicks: number }) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const series: ChartSeries[] = [
    { ...VIEWS, values: days.map((d) => d.visite) },
    { ...CLICKS, values: days.map((d) => d.clic) },
  ];
  return (
    <section className="card panel stats-chart-card" aria-labelledby={`${id}-title`}>
      <header className="stats-panel-header">
        <h2 className="panel-title" id={`${id}-title`}>
          {M.chartTitle}
        </h2>
        <Button variant="ghost" size="sm" aria-expanded={asTable} aria-controls={id} onClick={() => setAsTable((v) => !v)}>
          {asTable ? M.showChart : M.showTable}
        </Button>
      </header>
      <ChartLegend items={[VIEWS, CLICKS]} />
      <div id={id}>
        {asTable ? (
          <DaysTable days={days} />
        ) : (
          <LineChart
            className="stats-chart"
            testId="stats-chart"
            labels={days.map((d) => formatDay(d.data))}
            pointTitles={days.map((d) => M.pointTitle(formatFullDay(d.data), d.visite, d.clic))}
            series={series}
            label={M.chartSummary(range, views, clicks)}
          />
        )}
      </div>
    </section>
  );
}
