import { Pencil, Trash2, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { dashboardErrorMessage, firstIssuePath, userCreateSchema, userUpdateSchema } from '../../../common/schemas-dashboard.ts';
import type { DashboardUser } from '../../../common/types-dashboard.ts';
import { DataTable } from '../../components/dashboard/data-table.tsx';
import { FormDialog } from '../../components/dashboard/form-dialog.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { ResourceView } from '../../components/dashboard/resource-view.tsx';
import { useDashboardApi, useResource } from '../../components/dashboard/use-dashboard-api.ts';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { api, errorMessage } from '../../lib/api.ts';
import { formatShortDate } from '../../lib/format.ts';

export function meta() {
  return [{ title: `${M.usersTitle} — ${M.dashboard}` }];
}

type Errors = { username?: string; password?: string; password_attuale?: string; form?: string };

/** Maps a schema failure to the field it concerns (or the whole form). */
function errorsFrom(error: Parameters<typeof dashboardErrorMessage>[0]): Errors {
  const path = firstIssuePath(error);
  const message = dashboardErrorMessage(error);
  return path === 'username' || path === 'password' ? { [path]: message } : { form: message };
}

function FormError({ message }: { message?: string }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** Username and password fields, shared by the create form and the edit dialog. */
function Credentials({ prefix, username, password, errors, passwordLabel, passwordHint, onUsername, onPassword }: {
  prefix: string;
  username: string;
  password: string;
  errors: Errors;
  passwordLabel: string;
  passwordHint: string;
  onUsername(v: string): void;
  onPassword(v: string): void;
}) {
  return (
    <>
      <Field id={`${prefix}-username`} label={M.usersUsername} error={errors.username}>
        <input
          id={`${prefix}-username`}
          value={username}
          autoComplete="off"
          maxLength={64}
          onChange={(e) => onUsername(e.target.value)}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={describedBy(`${prefix}-username`, { error: errors.username })}
        />
      </Field>
      <Field id={`${prefix}-password`} label={passwordLabel} error={errors.password} hint={passwordHint}>
        <input
          id={`${prefix}-password`}
          type="password"
          value={password}
          autoComplete="new-password"
          maxLength={200}
          onChange={(e) => onPassword(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy(`${prefix}-password`, { error: errors.password, hint: true })}
        />
      </Field>
    </>
  );
}

function CreateUserForm({ onCreated }: { onCreated(): void }) {
  const call = useDashboardApi();
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { username: username.trim(), password };
    const checked = userCreateSchema.safeParse(body);
    if (!checked.success) return setErrors(errorsFrom(checked.error));
    setErrors({});
    setSaving(true);
    try {
      await call('/api/utenti', { method: 'POST', body });
      toast.success(M.usersCreated);
      setUsername('');
      setPassword('');
      onCreated();
    } catch (err) {
      setErrors({ form: errorMessage(err, M.usersCreateError) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="card panel user-create" onSubmit={onSubmit} noValidate aria-labelledby="nuovo-utente-title">
      <h2 id="nuovo-utente-title" className="panel-title">
        {M.usersNew}
      </h2>
      <div className="user-create-fields">
        <Credentials
          prefix="nuovo-utente"
          username={username}
          password={password}
          errors={errors}
          passwordLabel={M.usersPassword}
          passwordHint={M.usersPasswordHint}
          onUsername={setUsername}
          onPassword={setPassword}
        />
        <div className="user-create-submit">
          <Button type="submit" variant="primary" loading={saving} icon={<UserPlus size={18} aria-hidden="true" />}>
            {M.usersCreate}
          </Button>
        </div>
      </div>
      <FormError message={errors.form} />
    </form>
  );
}

function EditUserDialog({ user, onClose, onSaved }: { user: DashboardUser; onClose(): void; onSaved(): void }) {
  const call = useDashboardApi();
  const toast = useToast();
  const [username, setUsername] = useState(user.username);
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  // Your own password changes only with the current one (the server checks it).
  const changingOwnPassword = user.corrente && password.trim() !== '';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // Only what changed is sent; a blank new password leaves the password as it is.
    const name = username.trim();
    const body = {
      ...(name !== user.username ? { username: name } : {}),
      ...(password.trim() !== '' ? { password } : {}),
      ...(changingOwnPassword ? { password_attuale: currentPassword } : {}),
    };
    const checked = userUpdateSchema.safeParse(body);
    if (!checked.success) return setErrors(errorsFrom(checked.error));
    if (changingOwnPassword && currentPassword === '') return setErrors({ password_attuale: M.usersCurrentPasswordRequired });
    setErrors({});
    setSaving(true);
    try {
      await call(`/api/utenti/${user.id}`, { method: 'PUT', body });
      toast.success(M.usersUpdated);
      onSaved();
    } catch (err) {
      const message = errorMessage(err, M.usersUpdateError);
      const aboutCurrent = message === M.usersCurrentPasswordWrong || message === M.usersCurrentPasswordRequired;
      setErrors(aboutCurrent ? { password_attuale: message } : { form: message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog title={M.usersEditTitle(user.username)} formId="modifica-utente" saving={saving} onClose={onClose}>
      <form id="modifica-utente" onSubmit={onSubmit} noValidate>
        <Credentials
          prefix="modifica-utente"
          username={username}
          password={password}
          errors={errors}
          passwordLabel={M.usersNewPassword}
          passwordHint={M.usersNewPasswordHint}
          onUsername={setUsername}
          onPassword={setPassword}
        />
        {changingOwnPassword && (
          <Field id="modifica-utente-password-attuale" label={M.usersCurrentPassword} error={errors.password_attuale} hint={M.usersCurrentPasswordHint}>
            <input
              id="modifica-utente-password-attuale"
              type="password"
              value={currentPassword}
              autoComplete="current-password"
              maxLength={200}
              onChange={(e) => setCurrentPassword(e.target.value)}
              aria-invalid={errors.password_attuale ? true : undefined}
              aria-describedby={describedBy('modifica-utente-password-attuale', { error: errors.password_attuale, hint: true })}
            />
          </Field>
        )}
        <FormError message={errors.form} />
      </form>
    </FormDialog>
  );
}

export default function Utenti() {
  const { state, reload } = useResource<DashboardUser[]>('/api/utenti');
  const [editing, setEditing] = useState<DashboardUser | null>(null);
  const refresh = () => void reload({ silent: true });
  const remove = useDeleteConfirmation<DashboardUser>({
    remove: (u) => api(`/api/utenti/${u.id}`, { method: 'DELETE' }),
    title: () => M.usersDeleteTitle,
    message: (u) => M.usersDeleteConfirm(u.username),
    success: () => M.usersDeleted,
    failure: () => M.usersDeleteError,
    onDeleted: refresh,
  });

  return (
    <section>
      <PageHeader title={M.usersTitle} description={M.usersIntro} />
      <CreateUserForm onCreated={refresh} />
      <ResourceView
        resource={state}
        loadingLabel={M.usersLoading}
        errorMessage={M.usersLoadError}
        onRetry={() => void reload()}
        empty={M.usersEmpty}
      >
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
              { label: M.usersCreatedAt, className: 'muted', render: (u) => formatShortDate(u.created_at) },
              {
                label: M.usersActions,
                kind: 'actions',
                render: (u) => (
                  <>
                    <Button size="sm" variant="ghost" icon={<Pencil size={16} aria-hidden="true" />} onClick={() => setEditing(u)} aria-label={`${M.edit}: ${u.username}`}>
                      {M.edit}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      icon={<Trash2 size={16} aria-hidden="true" />}
                      onClick={() => remove.ask(u)}
                      disabled={u.corrente || users.length <= 1}
                      title={u.corrente ? M.usersCannotDeleteSelf : users.length <= 1 ? M.usersCannotDeleteLast : undefined}
                      aria-label={`${M.delete}: ${u.username}`}
                    >
                      {M.delete}
                    </Button>
                  </>
                ),
              },
            ]}
          />
        )}
      </ResourceView>

      {editing && (
        <EditUserDialog
          key={editing.id}
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      {remove.dialog}
    </section>
  );
}
