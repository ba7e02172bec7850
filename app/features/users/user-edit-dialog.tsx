import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { USER_MSG as M } from '../../../common/messages-users.ts';
import { userUpdateSchema } from '../../../common/schemas-dashboard.ts';
import type { DashboardUser } from '../../../common/types-dashboard.ts';
import { FormDialog } from '../../components/dashboard/form-dialog.tsx';
import { errorMessage } from '../../lib/api.ts';
import { updateUser, userKeys } from '../../entities/users/api.ts';
import type { Role } from '../../../common/roles.ts';
import { RoleField } from './role-field.tsx';
import { Credentials, errorsFrom, FormError, PasswordField, type UserFormErrors } from './user-credentials.tsx';

/** The server's refusal of an edit, next to the current password when it is about that one. */
function serverErrors(err: Error): UserFormErrors {
  const message = errorMessage(err, M.usersUpdateError);
  const aboutCurrent = message === M.usersCurrentPasswordWrong || message === M.usersCurrentPasswordRequired;
  return aboutCurrent ? { password_attuale: message } : { form: message };
}

/** 'Modifica': a new username, password and/or role; your own password changes only with the current one. */
export function EditUserDialog({ user, onClose }: { user: DashboardUser; onClose(): void }) {
  const [username, setUsername] = useState(user.username);
  const [password, setPassword] = useState('');
  const [ruolo, setRuolo] = useState<Role>(user.ruolo);
  const [currentPassword, setCurrentPassword] = useState('');
  const [invalid, setInvalid] = useState<UserFormErrors>({});
  const update = useMutation({ mutationFn: updateUser, meta: { success: M.usersUpdated, invalidates: [userKeys.all] }, onSuccess: onClose });
  const errors = update.error ? serverErrors(update.error) : invalid;
  // Your own password changes only with the current one (the server checks it).
  const changingOwnPassword = user.corrente && password.trim() !== '';

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    // Only what changed is sent; a blank new password leaves the password as it is.
    const name = username.trim();
    const changes = {
      ...(name !== user.username ? { username: name } : {}),
      ...(password.trim() !== '' ? { password } : {}),
      ...(ruolo !== user.ruolo ? { ruolo } : {}),
      ...(changingOwnPassword ? { password_attuale: currentPassword } : {}),
    };
    const checked = userUpdateSchema.safeParse(changes);
    update.reset();
    if (!checked.success) return setInvalid(errorsFrom(checked.error));
    if (changingOwnPassword && currentPassword === '') return setInvalid({ password_attuale: M.usersCurrentPasswordRequired });
    setInvalid({});
    update.mutate({ id: user.id, changes });
  }

  return (
    <FormDialog title={M.usersEditTitle(user.username)} formId="modifica-utente" saving={update.isPending} onClose={onClose}>
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
        <RoleField id="modifica-utente-ruolo" value={ruolo} error={errors.ruolo} onChange={setRuolo} />
        {changingOwnPassword && (
          <PasswordField
            id="modifica-utente-password-attuale"
            label={M.usersCurrentPassword}
            hint={M.usersCurrentPasswordHint}
            value={currentPassword}
            error={errors.password_attuale}
            autoComplete="current-password"
            onChange={setCurrentPassword}
          />
        )}
        <FormError message={errors.form} />
      </form>
    </FormDialog>
  );
}
