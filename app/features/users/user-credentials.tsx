import { USER_MSG as M } from '../../../common/messages-users.ts';
import { dashboardErrorMessage, firstIssuePath } from '../../../common/schemas-dashboard.ts';
import { describedBy, Field } from '../../components/ui/field.tsx';

/** The messages a user form shows inline: next to a field, or under the whole form. */
export type UserFormErrors = { username?: string; password?: string; password_attuale?: string; ruolo?: string; form?: string };

/** Maps a schema failure to the field it concerns (or the whole form). */
export function errorsFrom(error: Parameters<typeof dashboardErrorMessage>[0]): UserFormErrors {
  const path = firstIssuePath(error);
  const message = dashboardErrorMessage(error);
  return path === 'username' || path === 'password' ? { [path]: message } : { form: message };
}

export function FormError({ message }: { message?: string }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A password box with its label, hint and inline error. */
export function PasswordField({
  id,
  label,
  hint,
  value,
  error,
  autoComplete,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  autoComplete: 'new-password' | 'current-password';
  onChange(v: string): void;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type="password"
        value={value}
        autoComplete={autoComplete}
        maxLength={200}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint: true })}
      />
    </Field>
  );
}

/** Username and password fields, shared by the create form and the edit dialog. */
export function Credentials({
  prefix,
  username,
  password,
  errors,
  passwordLabel,
  passwordHint,
  onUsername,
  onPassword,
}: {
  prefix: string;
  username: string;
  password: string;
  errors: UserFormErrors;
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
      <PasswordField
        id={`${prefix}-password`}
        label={passwordLabel}
        hint={passwordHint}
        value={password}
        error={errors.password}
        autoComplete="new-password"
        onChange={onPassword}
      />
    </>
  );
}
