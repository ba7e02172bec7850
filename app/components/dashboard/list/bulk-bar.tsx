import { Archive, Send, Trash2, Undo2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { LIST_MSG as L } from '../../../../common/messages-lists.ts';
import { bulkActionAllowed, useRole } from '../../../lib/roles.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import type { Selection } from './use-selection.ts';

export interface BulkAction {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Destructive: an outlined danger button, and a confirmation first. */
  danger?: boolean;
  /**
   * Takes published pages off the site (Archivia, Riporta in bozza, Elimina): the title of the
   * question asked first when the selection holds some (always, for a `danger` action).
   */
  asks?(n: number): string;
}

const icon = (Icon: typeof Send) => <Icon size={16} aria-hidden="true" />;

/** The status actions of a list of texts (reviews, guides, news), with `more` between them and Elimina. */
export function contentBulkActions(...more: BulkAction[]): BulkAction[] {
  return [
    { key: 'pubblica', label: L.publish, icon: icon(Send) },
    { key: 'archivia', label: L.archive, icon: icon(Archive), asks: L.bulkArchiveTitle },
    { key: 'bozza', label: L.toDraft, icon: icon(Undo2), asks: L.bulkDraftTitle },
    ...more,
    deleteBulkAction,
  ];
}

export const deleteBulkAction: BulkAction = { key: 'elimina', label: L.delete, icon: icon(Trash2), danger: true, asks: L.bulkDeleteTitle };

/**
 * The bar above a dashboard list: 'Seleziona tutti in questa pagina', and once something is
 * ticked, how many, the actions on them and 'Deseleziona'. An action that takes published pages
 * off the site asks first, naming how many (`isLive`), and so does a destructive one; both can be
 * undone for a few seconds afterwards (useBulkAction). While an action runs its progress shows in
 * place of the buttons ('2 di 5…', with 'Interrompi' when it can stop).
 */
export function BulkBar({
  selection,
  actions,
  onAction,
  isLive = () => false,
  busy = false,
  progress,
  onStop,
}: {
  selection: Selection;
  actions: BulkAction[];
  onAction(key: string, ids: number[]): void;
  /** Whether an item is published now. */
  isLive?(id: number): boolean;
  busy?: boolean;
  progress?: string | null;
  onStop?(): void;
}) {
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  // The role's actions only (decision 0063): a collaboratore neither publishes nor archives.
  const role = useRole();
  const shown = actions.filter((a) => bulkActionAllowed(role, a.key));
  const count = selection.selected.length;
  const live = selection.selected.filter(isLive).length;

  const choose = (a: BulkAction) => {
    if (a.asks && (a.danger || live > 0)) setConfirming(a);
    else onAction(a.key, selection.selected);
  };

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
            {shown.map((a) => (
              <Button key={a.key} size="sm" variant={a.danger ? 'danger' : 'secondary'} icon={a.icon} disabled={busy} onClick={() => choose(a)}>
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
        title={confirming?.asks?.(count) ?? ''}
        message={
          <>
            <p>{live > 0 ? L.livePages(live) : L.noLivePages}</p>
            <p>{L.undoHint}</p>
          </>
        }
        confirmLabel={confirming?.label}
        danger={confirming?.danger}
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
