import { useCallback, useId, useState } from 'react';
import { REDIRECT_MSG as M } from '../../../common/messages-redirects.ts';
import type { DeleteChoice } from '../../../common/schemas-redirects.ts';
import { sitePath } from '../../../common/site-paths.ts';
import { describedBy, Field } from '../ui/field.tsx';

/** What a deleted published text's address answers afterwards: 404 (as before), 410, or a 301 to `a`. */
export interface AddressChoice {
  esito: '404' | '410' | '301';
  a: string;
}

export const NO_ADDRESS_CHOICE: AddressChoice = { esito: '404', a: '' };

const OPTIONS = [
  ['404', M.after404],
  ['410', M.after410],
  ['301', M.after301],
] as const;

/**
 * The choice a delete confirmation offers for a published text (Reindirizzamenti): its address
 * may answer 'Contenuto rimosso' or send visitors to another page of the site, instead of a 404.
 */
export function DeleteAddressChoice({ value, error, onChange }: { value: AddressChoice; error: string | null; onChange: (next: AddressChoice) => void }) {
  const uid = useId();
  const targetId = `${uid}-a`;
  return (
    <fieldset className="delete-address-choice">
      <legend>{M.afterDelete}</legend>
      {OPTIONS.map(([esito, label]) => (
        <label key={esito} className="radio-row">
          <input type="radio" name={`${uid}-esito`} value={esito} checked={value.esito === esito} onChange={() => onChange({ ...value, esito })} /> {label}
        </label>
      ))}
      {value.esito === '301' && (
        <Field id={targetId} label={M.afterTarget} required error={error} hint={M.toHint}>
          <input
            id={targetId}
            type="text"
            placeholder="/notizie"
            value={value.a}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(targetId, { error, hint: true })}
            onChange={(e) => onChange({ ...value, a: e.target.value })}
          />
        </Field>
      )}
    </fieldset>
  );
}

/**
 * The choice's state for a delete confirmation: `reset` when it opens, `resolve` when confirmed
 * (the request's choice, undefined for none; null when the target is not a path of the site, its
 * error then shown), `field` the controls.
 */
export function useAddressChoice() {
  const [choice, setChoice] = useState<AddressChoice>(NO_ADDRESS_CHOICE);
  const [error, setError] = useState<string | null>(null);
  const reset = useCallback(() => {
    setChoice(NO_ADDRESS_CHOICE);
    setError(null);
  }, []);
  const resolve = (): DeleteChoice | undefined | null => {
    if (choice.esito === '404') return undefined;
    if (choice.esito === '410') return { esito: '410' };
    const checked = sitePath(choice.a);
    setError('error' in checked ? checked.error : null);
    return 'error' in checked ? null : { esito: '301', a: choice.a.trim() };
  };
  return { reset, resolve, field: <DeleteAddressChoice value={choice} error={error} onChange={setChoice} /> };
}
