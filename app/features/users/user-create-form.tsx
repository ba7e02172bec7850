import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { USER_MSG as M } from '../../../common/messages-users.ts';
import { userCreateSchema } from '../../../common/schemas-dashboard.ts';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api.ts';
import { createUser, userKeys } from '../../entities/users/api.ts';
import type { Role } from '../../../common/roles.ts';
import { RoleField } from './role-field.tsx';
import { Credentials, errorsFrom, FormError, type UserFormErrors } from './user-credentials.tsx';

/** 'Nuovo utente': username, password and role (collaboratore unless chosen) checked with the API's schema; the server's refusal shows under the form. */
export function CreateUserForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [ruolo, setRuolo] = useState<Role>('collaboratore');
  const [invalid, setInvalid] = useState<UserFormErrors>({});
  const create = useMutation({
    mutationFn: createUser,
    meta: { success: M.usersCreated, invalidates: [userKeys.all] },
    onSuccess: () => {
      setUsername('');
      setPassword('');
      setRuolo('collaboratore');
    },
  });
  const errors: UserFormErrors = create.error ? { form: errorMessage(create.error, M.usersCreateError) } : invalid;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { username: username.trim(), password, ruolo };
    const checked = userCreateSchema.safeParse(body);
    create.reset();
    if (!checked.success) return setInvalid(errorsFrom(checked.error));
    setInvalid({});
    create.mutate(body);
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
        <RoleField id="nuovo-utente-ruolo" value={ruolo} error={errors.ruolo} onChange={setRuolo} />
        <div className="user-create-submit">
          <Button type="submit" variant="primary" loading={create.isPending} icon={<UserPlus size={18} aria-hidden="true" />}>
            {M.usersCreate}
          </Button>
        </div>
      </div>
      <FormError message={errors.form} />
    </form>
  );
}
