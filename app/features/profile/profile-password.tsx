import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PROFILE_MSG as M } from '../../../common/messages-profile.ts';
import { profileErrorMessage, profileUpdateSchema } from '../../../common/schemas-profile.ts';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { updateProfile } from '../../entities/profile/api.ts';

/** Cambia password: the current one, then the new one; the other sessions end (PUT /api/profilo). */
export function ProfilePassword() {
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: updateProfile,
    meta: { success: M.passwordSaved, error: M.passwordError },
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setError(null);
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    const checked = profileUpdateSchema.safeParse({ password: next, password_attuale: current });
    if (!checked.success) {
      const message = profileErrorMessage(checked.error);
      setError(message);
      return toast.error(message);
    }
    save.mutate({ password: next, password_attuale: current });
  }

  return (
    <form className="card panel profile-password" onSubmit={onSubmit} noValidate aria-labelledby="profilo-password-titolo">
      <h2 id="profilo-password-titolo" className="panel-title">
        {M.passwordTitle}
      </h2>
      <Field id="profilo-password-attuale" label={M.passwordCurrent}>
        <input id="profilo-password-attuale" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </Field>
      <Field id="profilo-password-nuova" label={M.passwordNew} hint={M.passwordNewHint} error={error}>
        <input
          id="profilo-password-nuova"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          aria-describedby={describedBy('profilo-password-nuova', { hint: true, error })}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <div className="dash-form-actions">
        <Button type="submit" loading={save.isPending} disabled={!current || !next}>
          {M.passwordSave}
        </Button>
      </div>
    </form>
  );
}
