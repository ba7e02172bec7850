import { useId } from 'react';
import { CLICK_PLACE_LABELS, STATS_PLACES_MSG as M } from '../../../common/messages-stats-places.ts';
import type { StatsPlace } from '../../../common/stats.ts';
import { formatCount, formatPlaceCtr } from './stats-format.ts';

/**
 * 'Clic per posizione': the period's clicks on Amazon links by where they were (product box,
 * comparison table, a product's button, a link in the text), the views of the pages that showed
 * each place and the share of those views that clicked (decision 0058). The places in the order the
 * server sends them (CLICK_PLACES); with no click in the period, a line saying so.
 */
export function ClicksByPlace({ places }: { places: readonly StatsPlace[] }) {
  const titleId = useId();
  const introId = useId();
  const clicks = places.reduce((n, p) => n + p.clic, 0);
  const most = Math.max(1, ...places.map((p) => p.clic));
  return (
    <section className="card stats-top stats-places" aria-labelledby={titleId} aria-describedby={introId} data-testid="stats-places">
      <header className="stats-top-header stats-places-header">
        <h2 className="panel-title" id={titleId}>
          {M.title}
        </h2>
        <p className="muted stats-places-intro" id={introId}>
          {M.intro}
        </p>
      </header>
      {clicks === 0 ? (
        <p className="muted stats-top-empty">{M.empty}</p>
      ) : (
        <table className="data-table stats-data-table stats-places-table">
          <thead>
            <tr>
              <th scope="col">{M.place}</th>
              <th scope="col" className="num">
                {M.clicks}
              </th>
              <th scope="col" className="num">
                {M.views}
              </th>
              <th scope="col" className="num">
                {M.ctr}
              </th>
            </tr>
          </thead>
          <tbody>
            {places.map((p) => (
              <tr key={p.blocco} data-place={p.blocco}>
                <th scope="row" data-label={M.place} className="stats-place-name">
                  <span>{CLICK_PLACE_LABELS[p.blocco]}</span>
                  {/* The place's share of the clicks, drawn: the figures beside it say it in words. */}
                  <span className="stats-place-bar" aria-hidden="true">
                    <span style={{ width: `${Math.round((p.clic / most) * 100)}%` }} />
                  </span>
                </th>
                <td data-label={M.clicks} className="num">
                  {formatCount(p.clic)}
                </td>
                <td data-label={M.views} className="num">
                  {formatCount(p.visualizzazioni)}
                </td>
                <td data-label={M.ctr} className="num">
                  {formatPlaceCtr(p.ctr)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
