import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { ACTIVITY_KINDS, ACTIVITY_LABELS, type ActivityKind, type ActivityLine } from '../../../common/activity.ts';
import { ACTIVITY_MSG as M, ACTIVITY_OBJECT_LABELS } from '../../../common/messages-activity.ts';
import { atLeast } from '../../../common/roles.ts';
import { type Column, DataTable } from '../../components/dashboard/data-table.tsx';
import { ListPager, useSearchParamsNow } from '../../components/dashboard/list/index.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { type ActivityFilters as Filters, activityPageQuery, activityParams } from '../../entities/activity/api.ts';
import { useSession } from '../../lib/session.tsx';
import { ActivityFilters } from './activity-filters.tsx';
import { detailsOf, formatWhen } from './activity-format.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters kept in the address (?utente=&azione=&dal=&al=&pagina=): back and forward move between them, a filtered log can be shared. */
function useActivityFilters(): [Filters, (patch: Partial<Filters>) => void] {
  const [search, setSearch] = useSearchParamsNow();
  const filters = useMemo<Filters>(() => {
    const number = (name: string) => {
      const n = Number(search.get(name));
      return Number.isInteger(n) && n > 0 ? n : null;
    };
    const day = (name: string) => (DAY.test(search.get(name) ?? '') ? search.get(name)! : '');
    const azione = search.get('azione') ?? '';
    return {
      utente: number('utente'),
      azione: (ACTIVITY_KINDS as readonly string[]).includes(azione) ? (azione as ActivityKind) : '',
      dal: day('dal'),
      al: day('al'),
      pagina: number('pagina') ?? 1,
    };
  }, [search]);
  const update = useCallback(
    (patch: Partial<Filters>) =>
      // A new filter goes back to the first page.
      setSearch(() => activityParams({ ...filters, pagina: 1, ...patch })),
    [filters, setSearch],
  );
  return [filters, update];
}

function Subject({ line }: { line: ActivityLine }) {
  const kind = ACTIVITY_OBJECT_LABELS[line.tipo_oggetto] ?? line.tipo_oggetto;
  const title = line.titolo || M.removedTitle;
  return (
    <span className="activity-subject">
      <span className="activity-kind">{kind}</span> {line.collegamento ? <Link to={line.collegamento}>{title}</Link> : <span>{title}</span>}
    </span>
  );
}

function Details({ line }: { line: ActivityLine }) {
  const details = detailsOf(line);
  if (details.length === 0) return null;
  return (
    <dl className="activity-details">
      {details.map((d) => (
        <div key={d.label}>
          <dt>{d.label}</dt>
          <dd>{d.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Attività (decision 0064): who did what and when in the last year, newest first, filtered by
 * person, kind of action and days; each line leads to the text or the screen it was about while
 * that still exists. Editors read the editorial log; administrators also accounts, keys and settings.
 */
export function ActivityPage() {
  const { user } = useSession();
  const [filters, update] = useActivityFilters();
  const page = useQuery(activityPageQuery(filters));
  // 'oggi' and 'ieri' as of when the page was read (a render stays pure).
  const now = page.dataUpdatedAt;
  const filtered = filters.utente !== null || filters.azione !== '' || filters.dal !== '' || filters.al !== '';

  const columns: Column<ActivityLine>[] = [
    { label: M.when, className: 'activity-when', render: (l) => <time dateTime={l.creata_il}>{formatWhen(l.creata_il, now)}</time> },
    { label: M.who, render: (l) => l.nome_utente },
    { label: M.what, className: 'activity-what', render: (l) => ACTIVITY_LABELS[l.azione] ?? l.azione },
    { label: M.on, render: (l) => <Subject line={l} /> },
    { label: M.details, className: 'activity-more', render: (l) => <Details line={l} /> },
  ];

  return (
    <section className="activity-page">
      <PageHeader title={M.title} description={M.intro} />
      <ActivityFilters value={filters} admin={user ? atLeast(user.ruolo, 'amministratore') : false} onChange={update} />
      <QueryView query={page} loadingLabel={M.loading} errorMessage={M.loadError} isEmpty={(p) => p.data.length === 0} empty={filtered ? M.emptyFiltered : M.empty}>
        {(p) => (
          <>
            <DataTable rows={p.data} columns={columns} />
            <ListPager page={p.pagina} total={p.totale} pageSize={p.per_pagina} onPage={(pagina) => update({ pagina })} />
          </>
        )}
      </QueryView>
    </section>
  );
}
