import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { REDIRECT_MSG as M } from '../../../common/messages-redirects.ts';
import type { Redirect } from '../../../common/schemas-redirects.ts';
import { type Column, DataTable } from '../../components/dashboard/data-table.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Button } from '../../components/ui/button.tsx';
import { deleteRedirect, redirectKeys, redirectsQuery } from '../../entities/redirects/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { RedirectForm } from './redirect-form.tsx';

/**
 * Reindirizzamenti: the site's old addresses that answer 301 to a new page (added here, left by a
 * renamed news item or a deleted text) or 410, with how often each was used; add and delete.
 */
export function RedirectsPage() {
  const redirects = useQuery(redirectsQuery());
  const removal = useDeleteConfirmation<Redirect>({
    remove: (r) => deleteRedirect(r.id),
    title: () => M.removeTitle,
    message: (r) => M.removeText(r.da),
    success: () => M.removed,
    failure: () => M.notFound,
    invalidates: [redirectKeys.all],
  });

  const columns: Column<Redirect>[] = [
    { label: M.colFrom, className: 'redirect-path', render: (r) => <code>{r.da}</code> },
    { label: M.colTo, className: 'redirect-path', render: (r) => (r.a === null ? M.gone : <code>{r.a}</code>) },
    { label: M.colOrigin, render: (r) => M.origin[r.origine] },
    { label: M.colUses, className: 'num', render: (r) => r.utilizzi.toLocaleString('it-IT') },
    { label: M.colLastUse, render: (r) => (r.ultimo_utilizzo ? formatDateTime(r.ultimo_utilizzo) : M.never) },
    {
      label: M.colActions,
      kind: 'actions',
      render: (r) => (
        <Button variant="ghost" icon={<Trash2 size={16} aria-hidden="true" />} aria-label={`${M.remove} ${r.da}`} onClick={() => removal.ask(r)}>
          {M.remove}
        </Button>
      ),
    },
  ];

  return (
    <section className="redirects-page">
      <PageHeader title={M.title} description={M.intro} />
      <RedirectForm />
      <QueryView query={redirects} loadingLabel={DASH_MSG.loading} errorMessage={M.loadError} empty={M.empty}>
        {(list) => <DataTable rows={list} columns={columns} />}
      </QueryView>
      {removal.dialog}
    </section>
  );
}
