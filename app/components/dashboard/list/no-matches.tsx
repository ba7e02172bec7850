import { LIST_MSG as L } from '../../../../common/messages-lists.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/states.tsx';

/** A filtered list with nothing to show: says so ('Nessun risultato per questa ricerca.' unless the screen has its words) with 'Azzera filtri'. */
export function NoMatches({ message = L.noMatches, onReset }: { message?: string; onReset(): void }) {
  return (
    <EmptyState message={message}>
      <Button onClick={onReset}>{L.resetFilters}</Button>
    </EmptyState>
  );
}
