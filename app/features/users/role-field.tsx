import { ROLE_MSG } from '../../../common/messages-roles.ts';
import { ROLE_HINTS, ROLE_LABELS, ROLES, type Role } from '../../../common/roles.ts';
import { describedBy, Field } from '../../components/ui/field.tsx';

/** 'Ruolo': the ladder from the top, what the chosen role may do as its hint (decision 0063). */
export function RoleField({ id, value, error, onChange }: { id: string; value: Role; error?: string; onChange(role: Role): void }) {
  return (
    <Field id={id} label={ROLE_MSG.roleLabel} error={error} hint={ROLE_HINTS[value]}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Role)} aria-describedby={describedBy(id, { error, hint: true })}>
        {[...ROLES].reverse().map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
    </Field>
  );
}
