import { useQuery } from '@tanstack/react-query';
import { BookOpen, ChartLine, FileText, Package } from 'lucide-react';
import { Link } from 'react-router';
import { OVERVIEW_MSG } from '../../../common/messages-overview.ts';
import { STATS_MSG } from '../../../common/messages-stats.ts';
import type { Overview, OverviewGroup, OverviewItem } from '../../../common/types-dashboard.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { StatusBadge } from '../../components/ui/badge.tsx';
import { formatShortDate } from '../../lib/format.ts';
import { overviewQuery } from '../../entities/overview/api.ts';
import { CheckList } from './check-list.tsx';
import { ServerHealthCard } from './server-health.tsx';
import { SharedCacheAlert } from './shared-cache-alert.tsx';
import { ReviewQueue } from './review-queue.tsx';
import overviewCss from './overview.css?url';

interface Section {
  key: 'prodotti' | 'recensioni' | 'guide';
  label: string;
  latestLabel: string;
  to: string;
  icon: typeof Package;
  itemLink: (item: OverviewItem) => string;
}

/** Counters link to their screens; latest items link where an editor would work on them. */
const SECTIONS: Section[] = [
  {
    key: 'prodotti',
    label: OVERVIEW_MSG.overviewProducts,
    latestLabel: OVERVIEW_MSG.overviewLatestProducts,
    to: '/dashboard/prodotti',
    icon: Package,
    itemLink: (i) => `/dashboard/prodotti?edit=${i.id}`,
  },
  {
    key: 'recensioni',
    label: OVERVIEW_MSG.overviewReviews,
    latestLabel: OVERVIEW_MSG.overviewLatestReviews,
    to: '/dashboard/recensioni',
    icon: FileText,
    itemLink: (i) => `/dashboard/recensioni/${i.id_prodotto}`,
  },
  {
    key: 'guide',
    label: OVERVIEW_MSG.overviewGuides,
    latestLabel: OVERVIEW_MSG.overviewLatestGuides,
    to: '/dashboard/guide',
    icon: BookOpen,
    itemLink: () => '/dashboard/guide',
  },
];

function LatestList({ section, group }: { section: Section; group: OverviewGroup }) {
  const headingId = `latest-${section.key}`;
  return (
    <section className="card overview-latest" aria-labelledby={headingId}>
      <header className="overview-latest-header">
        <h2 id={headingId}>{section.latestLabel}</h2>
        <Link to={section.to} className="link-subtle">
          {OVERVIEW_MSG.overviewSeeAll}
        </Link>
      </header>
      {group.ultimi.length === 0 ? (
        <p className="muted overview-empty">{OVERVIEW_MSG.overviewEmpty}</p>
      ) : (
        <ol className="overview-items">
          {group.ultimi.map((item) => (
            <li key={item.id}>
              <Link to={section.itemLink(item)} className="overview-item">
                <span className="overview-item-title">{item.titolo}</span>
                <span className="overview-item-meta">
                  {item.stato && <StatusBadge stato={item.stato} />}
                  <time dateTime={item.created_at}>{formatShortDate(item.created_at)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** 'Ultimi 7 giorni: N visite, M clic su Amazon', leading to Statistiche. */
function StatsFigure({ stats }: { stats: Overview['statistiche'] }) {
  return (
    <Link to="/dashboard/statistiche" className="card overview-stats" data-testid="overview-stats">
      <p className="overview-stats-figure">
        <ChartLine size={20} aria-hidden="true" />
        {STATS_MSG.overviewFigure(stats.visite, stats.clic)}
      </p>
      <span className="overview-stats-more">{STATS_MSG.overviewFigureLink}</span>
    </Link>
  );
}

/**
 * /dashboard/panoramica: the texts of the review before publishing ('Da rivedere', or the writer's
 * own), the counters of products, reviews and guides, the views and clicks of the last 7 days, the products that need attention ('Da controllare') and the latest of each kind.
 */
export function OverviewPage() {
  const query = useQuery(overviewQuery());
  return (
    <section>
      <link rel="stylesheet" href={overviewCss} precedence="default" />
      <PageHeader title={OVERVIEW_MSG.overviewTitle} description={OVERVIEW_MSG.overviewIntro} />
      <ReviewQueue />
      <QueryView query={query} loadingLabel={OVERVIEW_MSG.overviewLoading} errorMessage={OVERVIEW_MSG.overviewError}>
        {(data) => (
          <>
            {data.cache_condivisa && <SharedCacheAlert health={data.cache_condivisa} />}
            <ul className="overview-counters">
              {SECTIONS.map((s) => (
                <li key={s.key}>
                  <Link to={s.to} className="card overview-counter">
                    <s.icon size={22} aria-hidden="true" className="overview-counter-icon" />
                    <span className="overview-counter-value">{data[s.key].totale.toLocaleString('it-IT')}</span>
                    <span className="overview-counter-label">{s.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <StatsFigure stats={data.statistiche} />
            <CheckList items={data.da_controllare} />
            {data.server && <ServerHealthCard health={data.server} />}
            <div className="overview-grid">
              {SECTIONS.map((s) => (
                <LatestList key={s.key} section={s} group={data[s.key]} />
              ))}
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
