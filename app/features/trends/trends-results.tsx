import { useState } from 'react';
import { TRENDS_MSG as M } from '../../../common/messages-trends.ts';
import type { TrendData, TrendQuery, TrendRegion } from '../../../common/schemas-trends.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatChange, formatInterest, termStyle, trendText } from './trends-format.ts';
import { ChartWithTable } from './trends-table-toggle.tsx';

/** The 'Prodotti' tab's table: per term the average interest, the trend arrow with words, the change. */
export function TrendsSummary({ data }: { data: TrendData }) {
  return (
    <section className="card trends-summary" aria-labelledby="trends-summary-title">
      <h2 className="panel-title trends-card-title" id="trends-summary-title">
        {M.summaryTitle}
      </h2>
      <table className="data-table" data-testid="trends-summary">
        <thead>
          <tr>
            <th scope="col">{M.colTerm}</th>
            <th scope="col">{M.colInterest}</th>
            <th scope="col">{M.colTrend}</th>
            <th scope="col">{M.colChange}</th>
          </tr>
        </thead>
        <tbody>
          {data.products.map((p, i) => (
            <tr key={p.term}>
              <td data-label={M.colTerm}>
                <span className="trends-term">
                  <span className="trends-swatch" style={{ background: termStyle(i).color }} aria-hidden="true" />
                  <strong>{p.term}</strong>
                </span>
              </td>
              <td data-label={M.colInterest}>{formatInterest(p.interest)}</td>
              <td data-label={M.colTrend}>
                <span className={`trends-trend trends-trend-${p.trend}`}>{trendText(p.trend)}</span>
              </td>
              <td data-label={M.colChange}>{formatChange(p.change)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted trends-note trends-card-note">{M.trendNote}</p>
    </section>
  );
}

const TOPICS_SHOWN = 10;

function QueryList({ title, items, rising }: { title: string; items: TrendQuery[]; rising: boolean }) {
  return (
    <div className="trends-queries">
      <h4>{title}</h4>
      {items.length === 0 ? (
        <p className="muted">{M.topicsEmpty}</p>
      ) : (
        <ol>
          {items.slice(0, TOPICS_SHOWN).map((q) => (
            <li key={q.query}>
              <span className="trends-query">{q.query}</span>
              {rising ? (
                q.breakout ? (
                  <span className="trends-breakout">{M.breakout}</span>
                ) : (
                  <span className="trends-value">{M.risingValue(formatInterest(q.value))}</span>
                )
              ) : (
                <span className="trends-value">{q.value}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** 'Argomenti': each term's related queries, the top ones and the rising ones ('Impennata' for a breakout). */
export function TrendsTopics({ data }: { data: TrendData }) {
  return (
    <div className="trends-term-grid">
      {data.terms.map((term) => {
        const items = data.topics[term] ?? [];
        return (
          <section key={term} className="card panel" aria-label={term} data-testid="trends-topics">
            <h3 className="panel-title">{term}</h3>
            <div className="trends-queries-pair">
              <QueryList title={M.topicsTop} items={items.filter((q) => q.kind === 'top')} rising={false} />
              <QueryList title={M.topicsRising} items={items.filter((q) => q.kind === 'rising')} rising />
            </div>
          </section>
        );
      })}
    </div>
  );
}

const REGIONS_SHOWN = 10;

function RegionBars({ term, regions, color }: { term: string; regions: TrendRegion[]; color: string }) {
  return (
    <ul className="trends-bars" aria-label={M.geoSummary(term, regions.length, regions[0]?.region ?? '')}>
      {regions.map((r) => (
        <li key={r.code ?? r.region}>
          <span className="trends-bar-label">{r.region}</span>
          <span className="trends-bar-track" aria-hidden="true">
            <span className="trends-bar" style={{ width: `${Math.max(1, r.interest)}%`, background: color }} />
          </span>
          <span className="trends-bar-value">{r.interest}</span>
        </li>
      ))}
    </ul>
  );
}

function RegionTable({ regions }: { regions: TrendRegion[] }) {
  return (
    <table className="trends-table">
      <thead>
        <tr>
          <th scope="col">{M.colRegion}</th>
          <th scope="col" className="num">
            {M.colInterest}
          </th>
        </tr>
      </thead>
      <tbody>
        {regions.map((r) => (
          <tr key={r.code ?? r.region}>
            <th scope="row">{r.region}</th>
            <td className="num">{r.interest}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TermRegions({ term, regions, index }: { term: string; regions: TrendRegion[]; index: number }) {
  const [all, setAll] = useState(false);
  const shown = all ? regions : regions.slice(0, REGIONS_SHOWN);
  const title = M.geoTitle(term);
  return (
    <section className="card panel" aria-label={title} data-testid="trends-geo">
      <h3 className="panel-title">{title}</h3>
      {regions.length === 0 ? (
        <p className="muted">{M.geoEmpty}</p>
      ) : (
        <>
          <ChartWithTable label={title} chart={<RegionBars term={term} regions={shown} color={termStyle(index).color} />} table={<RegionTable regions={shown} />} />
          {regions.length > REGIONS_SHOWN && (
            <Button variant="ghost" size="sm" aria-expanded={all} onClick={() => setAll((v) => !v)}>
              {all ? M.geoLess : M.geoMore(regions.length)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** 'Geografia': each term's interest by region as horizontal bars (or a table). */
export function TrendsGeography({ data }: { data: TrendData }) {
  return (
    <div className="trends-term-grid">
      {data.terms.map((term, i) => (
        <TermRegions key={term} term={term} regions={data.geography[term] ?? []} index={i} />
      ))}
    </div>
  );
}
