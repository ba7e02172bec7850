import type { Editor } from '@tiptap/core';
import { useEffect, useId, useRef, useState } from 'react';
import { EDITOR_MSG as M } from '../../../common/messages-editor.ts';
import { insertTable, TABLE_LIMITS } from './table-commands.ts';

/** A whole number within 1…max, or null. */
function count(raw: string, max: number): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
}

/**
 * The new-table form under the toolbar: rows and columns (3 × 3 to start), a header row (on to
 * start); Inserisci puts the table at the caret with the caret in its first cell. Enter inserts,
 * Escape cancels; either way the text gets the focus back.
 */
export function TableForm({ editor, onClose }: { editor: Editor; onClose(): void }) {
  const id = useId();
  const first = useRef<HTMLInputElement | null>(null);
  const [rows, setRows] = useState('3');
  const [columns, setColumns] = useState('3');
  const [header, setHeader] = useState(true);
  const r = count(rows, TABLE_LIMITS.rows);
  const c = count(columns, TABLE_LIMITS.columns);

  // The form is mounted when it opens: the rows take the focus then.
  useEffect(() => {
    first.current?.focus();
  }, []);

  function insert() {
    if (r === null || c === null) return;
    insertTable(editor, r, c, header);
    onClose();
  }

  function cancel() {
    onClose();
    editor.commands.focus();
  }

  return (
    <div
      className="rte-table-form"
      role="group"
      aria-label={M.tableForm}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          cancel();
        } else if (e.key === 'Enter' && e.target instanceof HTMLInputElement && e.target.type === 'number') {
          e.preventDefault();
          insert();
        }
      }}
    >
      <div className="rte-table-size">
        <label htmlFor={`${id}-righe`}>{M.tableRows}</label>
        <input
          id={`${id}-righe`}
          ref={first}
          type="number"
          min={1}
          max={TABLE_LIMITS.rows}
          value={rows}
          aria-invalid={r === null ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setRows(e.target.value)}
        />
        <span aria-hidden="true">×</span>
        <label htmlFor={`${id}-colonne`}>{M.tableColumns}</label>
        <input
          id={`${id}-colonne`}
          type="number"
          min={1}
          max={TABLE_LIMITS.columns}
          value={columns}
          aria-invalid={c === null ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setColumns(e.target.value)}
        />
      </div>
      <label className="rte-table-header">
        <input type="checkbox" checked={header} onChange={(e) => setHeader(e.target.checked)} /> {M.tableHeaderRow}
      </label>
      <p id={`${id}-hint`} className={r === null || c === null ? 'field-error' : 'field-hint'}>
        {M.tableSizeHint}
      </p>
      <div className="rte-link-actions">
        <button type="button" className="btn btn-primary btn-sm" disabled={r === null || c === null} onClick={insert}>
          {M.tableInsert}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={cancel}>
          {M.linkCancel}
        </button>
      </div>
    </div>
  );
}
