import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { COUNTRY_LABELS, TRENDS_MSG as M, TIMEFRAME_LABELS } from '../../../common/messages-trends.ts';
import type { TrendData } from '../../../common/schemas-trends.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { LoadingState } from '../../components/ui/states.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { errorMessage } from '../../lib/api.ts';
import { analyzeTrends } from '../../entities/trends/api.ts';
import { TrendsChart } from './trends-chart.tsx';
import { TrendsForm } from './trends-form.tsx';
import { TrendsGeography, TrendsSummary, TrendsTopics } from './trends-results.tsx';

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
export function TrendsPage() {
  const analysis = useMutation({ mutationFn: analyzeTrends });
  const answer = analysis.data;
  // A failed request and an answer that reports a failure both show their Italian reason inline.
  const failure = analysis.isError ? errorMessage(analysis.error, M.error) : answer?.status === 'error' ? answer.error || M.error : null;

  return (
    <section className="trends-page">
      <PageHeader title={M.title} description={M.intro} />
      <TrendsForm loading={analysis.isPending} onSubmit={(request) => analysis.mutate(request)} />
      {analysis.isPending && <LoadingState label={M.progress} />}
      {failure !== null && (
        <div className="state state-error" role="alert">
          <p>{failure}</p>
        </div>
      )}
      {answer?.status === 'ok' && <Results data={answer.data} />}
    </section>
  );
}
