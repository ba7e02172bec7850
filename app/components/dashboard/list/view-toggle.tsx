import { LayoutGrid, List } from 'lucide-react';
import { LIST_MSG as L } from '../../../../common/messages-lists.ts';
import type { ListView } from './use-remembered-view.ts';

/** The Elenco / Griglia switch (radio buttons, spec section 2). */
export function ViewToggle({ view, onChange }: { view: ListView; onChange(view: ListView): void }) {
  const option = (value: ListView, label: string, icon: React.ReactNode) => (
    <label className={view === value ? 'is-checked' : undefined}>
      <input type="radio" name="vista" value={value} checked={view === value} onChange={() => onChange(value)} />
      {icon} {label}
    </label>
  );
  return (
    <fieldset className="segmented">
      <legend className="sr-only">{L.view}</legend>
      {option('elenco', L.viewList, <List size={16} aria-hidden="true" />)}
      {option('griglia', L.viewGrid, <LayoutGrid size={16} aria-hidden="true" />)}
    </fieldset>
  );
}
