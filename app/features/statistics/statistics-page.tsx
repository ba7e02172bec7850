import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { STATS_MSG as M } from '../../../common/messages-stats.ts';
import { STATS_PERIODS, type StatsAnswer } from '../../../common/stats.ts';
import { useSearchParamsNow } from '../../components/dashboard/list/index.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { errorMessage } from '../../lib/api.ts';
import { DEFAULT_PERIOD, lastDays, parsePeriod, type StatsPeriod, statsCsvUrl, statsQuery } from '../../entities/statistics/api.ts';
import { StatsChart } from './stats-chart.tsx';
import { ClicksByPlace } from './stats-places.tsx';
import { formatCount, formatCtr, formatRange, isEmptyPeriod, totals } from './stats-format.ts';
import { TopPages, TopProducts } from './stats-tables.tsx';

/** 7 / 30 / 90 giorni, kept in the address (?giorni=) so a reload or a shared link shows the same period. */
function PeriodChoice({ value, onChange }: { value: StatsPeriod; onChange(v: StatsPeriod): void }) {
  const name = useId();
  return (
    <fieldset className="segmented">
      <legend className="sr-only">{M.period}</legend>
      {STATS_PERIODS.map((days) => (
        <label key={days} className={value === days ? 'is-checked' : undefined}>
          <input type="radio" name={name} value={days} checked={value === days} onChange={() => onChange(days)} />
          {M.periodOption(days)}
        </label>
      ))}
    </fieldset>
  );
}

function Totals({ data }: { data: StatsAnswer }) {
  const t = totals(data.giorni);
  const items = [
    { key: 'visite', label: M.totalViews, value: formatCount(t.visite) },
    { key: 'clic', label: M.totalClicks, value: formatCount(t.clic) },
    { key: 'visitatori', label: M.totalVisitors, value: formatCount(t.visitatori), hint: M.totalVisitorsHint },
    { key: 'ctr', label: M.totalCtr, value: formatCtr(t.ctr), hint: M.totalCtrHint },
  ];
  return (
    <section aria-label={M.totalsTitle}>
      <dl className="stats-totals" data-testid="stats-totals">
        {items.map((item) => (
          <div key={item.key} className="card stats-total" data-total={item.key}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
            {item.hint && <dd className="stats-total-hint">{item.hint}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

function Results({ data, range }: { data: StatsAnswer; range: string }) {
  const t = totals(data.giorni);
  return (
    <>
      <Totals data={data} />
      <StatsChart days={data.giorni} range={range} views={t.visite} clicks={t.clic} />
      <ClicksByPlace places={data.posizioni} />
      <div className="stats-grid">
        <TopProducts products={data.prodotti} />
        <TopPages pages={data.pagine} />
      </div>
    </>
  );
}

/**
 * /dashboard/statistiche: page views and Amazon clicks per day over 7, 30 or 90 days,
 * the period's totals with the click-through rate, the clicks by place on the page (box, table,
 * button, link in the text) with their rate, the most clicked products, the pages by views,
 * clicks or CTR, and the CSV export of the same range.
 */
export function StatisticsPage() {
  // Shown at once on a click (the address follows a moment later, in a transition).
  const [params, setParams] = useSearchParamsNow();
  const period = parsePeriod(params.get('giorni'));
  const range = lastDays(period);
  const rangeText = formatRange(range);
  const query = useQuery(statsQuery(range));

  const choose = (days: StatsPeriod) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (days === DEFAULT_PERIOD) next.delete('giorni');
        else next.set('giorni', String(days));
        return next;
      },
      { replace: true },
    );

  return (
    <section className="stats-page">
      <PageHeader
        title={M.title}
        description={M.intro}
        actions={
          <a className="btn btn-secondary" href={statsCsvUrl(range)} download title={M.exportCsvTitle(rangeText)}>
            <Download size={16} aria-hidden="true" />
            {M.exportCsv}
          </a>
        }
      />
      <div className="stats-toolbar">
        <PeriodChoice value={period} onChange={choose} />
        <p className="stats-range" data-testid="stats-range">
          {rangeText}
        </p>
      </div>
      <QueryView
        query={query}
        loadingLabel={M.loading}
        errorMessage={errorMessage(query.error, M.error)}
        isEmpty={(data) => isEmptyPeriod(data.giorni)}
        empty={<EmptyState message={M.empty} />}
      >
        {(data) => <Results data={data} range={rangeText} />}
      </QueryView>
    </section>
  );
}
