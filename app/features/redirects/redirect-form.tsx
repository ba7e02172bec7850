import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { REDIRECT_MSG as M } from '../../../common/messages-redirects.ts';
import { sitePath } from '../../../common/site-paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { addRedirect, redirectKeys } from '../../entities/redirects/api.ts';

/** The checks the server makes first, said next to the field before anything is sent. */
function checkPaths(da: string, a: string): { da: string | null; a: string | null } {
  const from = sitePath(da);
  const to = sitePath(a);
  return {
    da: 'error' in from ? from.error : from.query ? M.fromQuery : null,
    a: 'error' in to ? to.error : !('error' in from) && from.path === to.path ? M.self : null,
  };
}

/** 'Nuovo reindirizzamento': Da and A, checked here and by the server (its refusal stays next to Da). */
export function RedirectForm() {
  const uid = useId();
  const [da, setDa] = useState('');
  const [a, setA] = useState('');
  const [invalid, setInvalid] = useState<{ da: string | null; a: string | null }>({ da: null, a: null });
  const add = useMutation({
    mutationFn: addRedirect,
    meta: { success: M.added, invalidates: [redirectKeys.all] },
    onSuccess: () => {
      setDa('');
      setA('');
    },
  });
  const daError = invalid.da ?? (add.error ? errorMessage(add.error, M.pathInvalid) : null);
  const aError = invalid.a;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const check = checkPaths(da, a);
    setInvalid(check);
    if (check.da || check.a) return;
    add.mutate({ da: da.trim(), a: a.trim() });
  }

  const daId = `${uid}-da`;
  const aId = `${uid}-a`;
  return (
    <form className="panel redirect-form" onSubmit={onSubmit} noValidate aria-label={M.addTitle}>
      <h2 className="redirect-form-title">{M.addTitle}</h2>
      <Field id={daId} label={M.fieldFrom} required error={daError} hint={M.fromHint}>
        <input
          id={daId}
          type="text"
          placeholder="/vecchia-pagina"
          value={da}
          aria-invalid={daError ? true : undefined}
          aria-describedby={describedBy(daId, { error: daError, hint: true })}
          onChange={(e) => {
            setDa(e.target.value);
            add.reset();
          }}
        />
      </Field>
      <Field id={aId} label={M.fieldTo} required error={aError} hint={M.toHint}>
        <input
          id={aId}
          type="text"
          placeholder="/guide"
          value={a}
          aria-invalid={aError ? true : undefined}
          aria-describedby={describedBy(aId, { error: aError, hint: true })}
          onChange={(e) => {
            setA(e.target.value);
            add.reset();
          }}
        />
      </Field>
      <Button type="submit" variant="primary" loading={add.isPending} icon={<Plus size={18} aria-hidden="true" />}>
        {M.add}
      </Button>
    </form>
  );
}
