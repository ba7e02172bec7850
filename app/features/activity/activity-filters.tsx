import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ACTIVITY_KINDS, ACTIVITY_LABELS, type ActivityKind } from '../../../common/activity.ts';
import { ACTIVITY_MSG as M } from '../../../common/messages-activity.ts';
import { Button } from '../../components/ui/button.tsx';
import { type ActivityFilters as Filters, activityPeopleQuery } from '../../entities/activity/api.ts';

/** The kinds only an administrator's log holds (accounts, API keys, settings): an editor is not offered them. */
const ADMIN_KINDS: readonly ActivityKind[] = ['utente_creato', 'utente_modificato', 'ruolo_cambiato', 'utente_eliminato', 'chiave_cambiata', 'impostazione_cambiata'];

/** Person, kind of action and a range of days (Italian time), and a button that clears them. */
export function ActivityFilters({ value, admin, onChange }: { value: Filters; admin: boolean; onChange(patch: Partial<Filters>): void }) {
  const id = useId();
  const people = useQuery(activityPeopleQuery());
  const kinds = admin ? ACTIVITY_KINDS : ACTIVITY_KINDS.filter((k) => !ADMIN_KINDS.includes(k));
  const filtered = value.utente !== null || value.azione !== '' || value.dal !== '' || value.al !== '';
  return (
    <fieldset className="list-filters activity-filters">
      <legend className="sr-only">{M.filtersLabel}</legend>
      <div className="activity-filter">
        <label htmlFor={`${id}-persona`}>{M.filterPerson}</label>
        <select
          id={`${id}-persona`}
          value={value.utente === null ? '' : String(value.utente)}
          onChange={(e) => onChange({ utente: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{M.everyone}</option>
          {(people.data ?? []).map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.nome}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-filter">
        <label htmlFor={`${id}-azione`}>{M.filterKind}</label>
        <select id={`${id}-azione`} value={value.azione} onChange={(e) => onChange({ azione: e.target.value as ActivityKind | '' })}>
          <option value="">{M.everyKind}</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {ACTIVITY_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="activity-filter">
        <label htmlFor={`${id}-dal`}>{M.filterFrom}</label>
        <input id={`${id}-dal`} type="date" value={value.dal} max={value.al || undefined} onChange={(e) => onChange({ dal: e.target.value })} />
      </div>
      <div className="activity-filter">
        <label htmlFor={`${id}-al`}>{M.filterTo}</label>
        <input id={`${id}-al`} type="date" value={value.al} min={value.dal || undefined} onChange={(e) => onChange({ al: e.target.value })} />
      </div>
      {filtered && (
        <Button variant="ghost" size="sm" onClick={() => onChange({ utente: null, azione: '', dal: '', al: '' })}>
          {M.clearFilters}
        </Button>
      )}
    </fieldset>
  );
}
