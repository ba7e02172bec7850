import { useRef, useState } from 'react';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { COUNTRY_LABELS, TRENDS_MSG as M, TIMEFRAME_LABELS } from '../../../common/messages-trends.ts';
import type { TrendData, TrendRequest, TrendResponse } from '../../../common/schemas-trends.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { TrendsChart } from '../../components/dashboard/trends-chart.tsx';
import { TrendsForm } from '../../components/dashboard/trends-form.tsx';
import { TrendsGeography, TrendsSummary, TrendsTopics } from '../../components/dashboard/trends-results.tsx';
import { useDashboardApi } from '../../components/dashboard/use-dashboard-api.ts';
import { LoadingState } from '../../components/ui/states.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { errorMessage } from '../../lib/api.ts';
import trendsCss from '../../styles/trends.css?url';
import type { Route } from './+types/tendenze';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: trendsCss }];

export function meta() {
  return [{ title: `${M.title} — ${DASH_MSG.dashboard}` }];
}

type View = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: TrendData };

const time = (iso: string) => new Intl.DateTimeFormat('it-IT', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

function Results({ data }: { data: TrendData }) {
  const [tab, setTab] = useState('prodotti');
  const empty = data.timeline.length === 0;
  return (
    <section className="trends-results" aria-labelledby="trends-results-title" data-testid="trends-results">
      <header className="trends-results-header">
        <h2 id="trends-results-title">{M.resultsTitle}</h2>
        <p className="muted">
          {data.terms.join(', ')} · {M.resultsMeta(TIMEFRAME_LABELS[data.timeframe], COUNTRY_LABELS[data.geo])}
          {data.cached ? ` · ${M.cachedNote(time(data.fetched_at))}` : ''}
        </p>
      </header>
      {empty ? (
        <p className="state state-empty">{M.noData}</p>
      ) : (
        <Tabs
          label={M.tabsLabel}
          value={tab}
          onValueChange={setTab}
          className="trends-tabs"
          items={[
            {
              value: 'prodotti',
              label: M.tabProducts,
              content: (
                <div className="trends-products">
                  <TrendsChart data={data} />
                  <TrendsSummary data={data} />
                </div>
              ),
            },
            { value: 'argomenti', label: M.tabTopics, content: <TrendsTopics data={data} /> },
            { value: 'geografia', label: M.tabGeography, content: <TrendsGeography data={data} /> },
          ]}
        />
      )}
    </section>
  );
}

/**
 * 'Analisi Tendenze' (spec sections 2, 5, 8): the form, then the results of Google Trends in three
 * tabs — Prodotti (line chart and per-term table), Argomenti (related queries), Geografia (regions).
 * Errors show the server's Italian text, else 'Errore durante l'analisi delle tendenze'.
 */
export default function Tendenze() {
  const call = useDashboardApi();
  const [view, setView] = useState<View>({ status: 'idle' });
  const ticket = useRef(0);

  async function analyze(request: TrendRequest) {
    const mine = ++ticket.current;
    setView({ status: 'loading' });
    try {
      const res = await call<TrendResponse>('/api/trends/analyze', { method: 'POST', body: request });
      if (mine !== ticket.current) return;
      setView(res.status === 'ok' ? { status: 'ready', data: res.data } : { status: 'error', message: res.error || M.error });
    } catch (err) {
      if (mine === ticket.current) setView({ status: 'error', message: errorMessage(err, M.error) });
    }
  }

  return (
    <section className="trends-page">
      <PageHeader title={M.title} description={M.intro} />
      <TrendsForm loading={view.status === 'loading'} onSubmit={(r) => void analyze(r)} />
      {view.status === 'loading' && <LoadingState label={M.progress} />}
      {view.status === 'error' && (
        <div className="state state-error" role="alert">
          <p>{view.message}</p>
        </div>
      )}
      {view.status === 'ready' && <Results data={view.data} />}
    </section>
  );
}
