import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Trash2, TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { type ApiKeyName, KEY_MSG as M } from '../../../common/messages-keys.ts';
import { dashboardErrorMessage, keyValueSchema } from '../../../common/schemas-dashboard.ts';
import type { KeyStatus } from '../../../common/types-dashboard.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { keyKeys, saveKey, withKeyStatus } from '../../entities/keys/api.ts';

/**
 * One key: its status ('…last4' or a dash), a password-type set/update form and delete. A saved
 * key the server cannot decrypt (APP_SECRET changed) says so: it is not used until saved again.
 */
export function KeyCard({ status, onDelete }: { status: KeyStatus; onDelete(name: ApiKeyName): void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { name, last4 } = status;
  const save = useMutation({
    mutationFn: saveKey,
    meta: { error: M.keysSaveError(name) },
    onSuccess: (saved) => {
      setValue('');
      queryClient.setQueryData(keyKeys.all, withKeyStatus(saved));
      toast.success(M.keysSaved(name, saved.last4 ?? ''));
    },
  });
  const unreadable = status.stato === 'illeggibile';
  const inputId = `chiave-${name}`;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = keyValueSchema(name).safeParse({ value });
    if (!checked.success) return setError(dashboardErrorMessage(checked.error));
    setError(null);
    save.mutate({ name, value: checked.data.value });
  }

  return (
    <article className="card key-card" aria-labelledby={`${inputId}-title`}>
      <header className="key-card-header">
        <span className="key-card-icon" aria-hidden="true">
          <KeyRound size={20} />
        </span>
        <div>
          <h2 id={`${inputId}-title`}>
            {M.keysLabel[name]} <span className="muted mono">({name})</span>
          </h2>
          <p className="muted">{M.keysPurpose[name]}</p>
        </div>
      </header>
      <p className="key-status">
        <span className="key-status-label">{M.keysCurrent}:</span>{' '}
        {last4 ? (
          <span className="mono key-last4" data-testid={`last4-${name}`}>
            …{last4}
          </span>
        ) : (
          <span className="mono" data-testid={`last4-${name}`} aria-label={M.keysNotSet}>
            {DASH_MSG.dash}
          </span>
        )}{' '}
        {unreadable ? <Badge tone="danger">{M.keysUnreadableBadge}</Badge> : last4 ? <Badge tone="success">{M.keysActive}</Badge> : <Badge tone="neutral">{M.keysNotSet}</Badge>}
      </p>
      {unreadable ? (
        <p className="form-error key-unreadable" data-testid={`unreadable-${name}`}>
          <TriangleAlert size={16} aria-hidden="true" /> {M.keysUnreadable}
        </p>
      ) : null}
      <form className="key-form" onSubmit={onSubmit} noValidate>
        <Field id={inputId} label={M.keysNewValue(name)} error={error}>
          <input
            id={inputId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={value}
            maxLength={1000}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(inputId, { error })}
          />
        </Field>
        <div className="key-form-actions">
          <Button type="submit" variant="primary" loading={save.isPending}>
            {last4 ? M.keysUpdate : M.keysSet}
          </Button>
          <Button size="sm" variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} disabled={!last4 || save.isPending} onClick={() => onDelete(name)}>
            {DASH_MSG.delete}
          </Button>
        </div>
      </form>
    </article>
  );
}
