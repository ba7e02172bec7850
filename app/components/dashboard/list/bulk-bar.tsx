import { type ReactNode, useState } from 'react';
import { LIST_MSG as L } from '../../../../common/messages-lists.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import type { Selection } from './use-selection.ts';

export interface BulkAction {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Destructive: an outlined danger button, and a confirmation first. */
  danger?: boolean;
}

/**
 * The bar above a dashboard list: 'Seleziona tutti in questa pagina', and once something is
 * ticked, how many, the actions on them and 'Deseleziona'. A destructive action asks first.
 * While an action runs its progress shows in place of the buttons ('2 di 5…', with 'Interrompi'
 * when it can stop).
 */
export function BulkBar({
  selection,
  actions,
  onAction,
  busy = false,
  progress,
  onStop,
}: {
  selection: Selection;
  actions: BulkAction[];
  onAction(key: string, ids: number[]): void;
  busy?: boolean;
  progress?: string | null;
  onStop?(): void;
}) {
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const count = selection.selected.length;

  return (
    <div className={`bulk-bar${count > 0 ? ' is-active' : ''}`} role="toolbar" aria-label={L.bulkActions}>
      <label className="bulk-select-all">
        <input
          type="checkbox"
          checked={selection.allSelected}
          ref={(el) => {
            if (el) el.indeterminate = selection.someSelected;
          }}
          onChange={selection.toggleAll}
          disabled={busy}
        />
        <span>{count > 0 ? L.selected(count) : L.selectAll}</span>
      </label>
      {progress ? (
        <p className="bulk-progress" role="status">
          <span className="spinner" aria-hidden="true" /> {progress}
          {onStop && (
            <Button size="sm" variant="ghost" onClick={onStop}>
              {L.bulkStop}
            </Button>
          )}
        </p>
      ) : (
        count > 0 && (
          <div className="bulk-actions">
            {actions.map((a) => (
              <Button
                key={a.key}
                size="sm"
                variant={a.danger ? 'danger' : 'secondary'}
                icon={a.icon}
                disabled={busy}
                onClick={() => (a.danger ? setConfirming(a) : onAction(a.key, selection.selected))}
              >
                {a.label}
              </Button>
            ))}
            <Button size="sm" variant="ghost" onClick={selection.clear} disabled={busy}>
              {L.clearSelection}
            </Button>
          </div>
        )
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={L.bulkDeleteTitle(count)}
        message={L.bulkDeleteDetail}
        confirmLabel={confirming?.label}
        danger
        onConfirm={() => {
          if (confirming) onAction(confirming.key, selection.selected);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

/** The tick box of one item in a list, named after it for screen readers. */
export function SelectBox({ selection, id, name }: { selection: Selection; id: number; name: string }) {
  return (
    <label className="select-box">
      <input type="checkbox" checked={selection.isSelected(id)} onChange={() => selection.toggle(id)} />
      <span className="sr-only">{L.selectOne(name)}</span>
    </label>
  );
}
