import { ChevronsUpDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { REVISION_UI_MSG as R } from '../../../../common/messages-revisions.ts';
import type { Block } from '../../../lib/diff/html-blocks.ts';
import { type DiffRow, foldRows } from '../../../lib/diff/paragraph-diff.ts';
import type { DiffPart } from '../../../lib/diff/word-diff.ts';
import type { FieldDiff } from './diff-snapshots.ts';

/**
 * The rows of the two-column comparison (a table: before | after). One convention everywhere: what
 * only the left version has is struck through on red (<del>, read 'rimosso'), what only the right
 * one has is underlined on green (<ins>, read 'aggiunto'); the colours are the --diff-* tokens.
 * Every element keeps its table role explicitly, so the stacked layout of a narrow screen (CSS
 * display: block) still reads as a table; each cell then shows its column's name.
 */

type Side = 'before' | 'after';

function Part({ part, side }: { part: DiffPart; side: Side }): ReactNode {
  if (!part.changed) return part.text;
  const Tag = side === 'before' ? 'del' : 'ins';
  return (
    <Tag className={side === 'before' ? 'revdiff-del' : 'revdiff-ins'}>
      <span className="sr-only">{`[${side === 'before' ? R.removed : R.added}: `}</span>
      {part.text}
      <span className="sr-only">]</span>
    </Tag>
  );
}

function Cell({ side, label, block, parts, row }: { side: Side; label: string; block: Block | null; parts: DiffPart[]; row: DiffRow }) {
  const classes = ['revdiff-cell', `is-${side}`, block ? `is-${block.kind}` : 'is-empty'];
  return (
    <td role="cell" className={classes.join(' ')}>
      <span className="revdiff-cell-label" aria-hidden="true">
        {label}
      </span>
      {block ? (
        <div className="revdiff-text">
          {parts.map((p, n) => (
            <Part key={n} part={p} side={side} />
          ))}
        </div>
      ) : (
        <span className="sr-only">{R.emptyCell}</span>
      )}
      {block && row.moved && <span className="revdiff-note">{R.moved}</span>}
      {block && row.kindOnly && <span className="revdiff-note">{R.kindOnly}</span>}
    </td>
  );
}

function Row({ row, labels }: { row: DiffRow; labels: [string, string] }) {
  return (
    <tr role="row" className={`revdiff-row is-${row.kind}`}>
      <Cell side="before" label={labels[0]} block={row.before} parts={row.left} row={row} />
      <Cell side="after" label={labels[1]} block={row.after} parts={row.right} row={row} />
    </tr>
  );
}

/** One changed field: its label across both columns, then its rows, long unchanged runs folded behind a button. */
export function FieldRows({ field, labels }: { field: FieldDiff; labels: [string, string] }) {
  // The folds opened, by their place in the list (a new comparison starts with every fold closed).
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const shown = field.rich ? foldRows(field.rows) : field.rows.map((row) => ({ type: 'row' as const, row }));
  return (
    <tbody role="rowgroup" className="revdiff-field">
      <tr role="row">
        <th role="rowheader" scope="rowgroup" colSpan={2} className="revdiff-label">
          {field.label}
        </th>
      </tr>
      {shown.map((item, n) =>
        item.type === 'row' ? (
          <Row key={n} row={item.row} labels={labels} />
        ) : opened.has(n) ? (
          item.rows.map((row, m) => <Row key={`${n}-${m}`} row={row} labels={labels} />)
        ) : (
          <tr role="row" key={n} className="revdiff-fold">
            <td role="cell" colSpan={2}>
              <button type="button" className="revdiff-fold-button" onClick={() => setOpened((s) => new Set(s).add(n))}>
                <ChevronsUpDown size={16} aria-hidden="true" />
                {R.showUnchanged(item.rows.length)}
              </button>
            </td>
          </tr>
        ),
      )}
    </tbody>
  );
}
