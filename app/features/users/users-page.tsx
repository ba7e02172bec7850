import { ROLE_MSG } from '../../../common/messages-roles.ts';
import { ROLE_LABELS } from '../../../common/roles.ts';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { USER_MSG as M } from '../../../common/messages-users.ts';
import type { DashboardUser } from '../../../common/types-dashboard.ts';
import { DataTable } from '../../components/dashboard/data-table.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatShortDate } from '../../lib/format.ts';
import { deleteUser, userKeys, usersQuery } from '../../entities/users/api.ts';
import { CreateUserForm } from './user-create-form.tsx';
import { EditUserDialog } from './user-edit-dialog.tsx';

/**
 * /dashboard/utenti: the create form, then the users with their creation date. You cannot delete
 * yourself nor the last user; editing happens in a modal.
 */
export function UsersPage() {
  const query = useQuery(usersQuery());
  const [editing, setEditing] = useState<DashboardUser | null>(null);
  const remove = useDeleteConfirmation<DashboardUser>({
    remove: (u) => deleteUser(u.id),
    title: () => M.usersDeleteTitle,
    message: (u) => M.usersDeleteConfirm(u.username),
    success: () => M.usersDeleted,
    failure: () => M.usersDeleteError,
    invalidates: [userKeys.all],
  });

  return (
    <section>
      <PageHeader title={M.usersTitle} description={M.usersIntro} />
      <CreateUserForm />
      <QueryView query={query} loadingLabel={M.usersLoading} errorMessage={M.usersLoadError} empty={M.usersEmpty}>
        {(users) => (
          <DataTable
            rows={users}
            columns={[
              {
                label: M.usersUsername,
                className: 'strong',
                render: (u) => (
                  <span className="cell-inline">
                    {u.username} {u.corrente && <Badge tone="info">{M.usersYou}</Badge>}
                  </span>
                ),
              },
              {
                label: M.usersPassword,
                render: () => (
                  <span className="masked" aria-label={M.usersPasswordMaskedLabel}>
                    {M.usersPasswordMasked}
                  </span>
                ),
              },
              { label: ROLE_MSG.roleLabel, render: (u) => ROLE_LABELS[u.ruolo] },
              { label: M.usersCreatedAt, className: 'muted', render: (u) => formatShortDate(u.created_at) },
              {
                label: M.usersActions,
                kind: 'actions',
                render: (u) => (
                  <>
                    <Button size="sm" variant="ghost" icon={<Pencil size={16} aria-hidden="true" />} onClick={() => setEditing(u)} aria-label={`${DASH_MSG.edit}: ${u.username}`}>
                      {DASH_MSG.edit}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      icon={<Trash2 size={16} aria-hidden="true" />}
                      onClick={() => remove.ask(u)}
                      disabled={u.corrente || users.length <= 1}
                      title={u.corrente ? M.usersCannotDeleteSelf : users.length <= 1 ? M.usersCannotDeleteLast : undefined}
                      aria-label={`${DASH_MSG.delete}: ${u.username}`}
                    >
                      {DASH_MSG.delete}
                    </Button>
                  </>
                ),
              },
            ]}
          />
        )}
      </QueryView>

      {editing && <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
      {remove.dialog}
    </section>
  );
}
