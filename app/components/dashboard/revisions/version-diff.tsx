import { useMemo } from 'react';
import { REVISION_UI_MSG as R } from '../../../../common/messages-revisions.ts';
import type { RevisionType } from '../../../../common/types.ts';
import type { Snapshot } from '../../../entities/revisions/api.ts';
import { FieldRows } from './diff-rows.tsx';
import { diffSnapshots } from './diff-snapshots.ts';

export { diffSnapshots, type FieldDiff } from './diff-snapshots.ts';

export interface VersionDiffProps {
  tipo: RevisionType;
  /** The left column: the version the changes start from (an older version, the saved text, the colleague's save). */
  before: Snapshot | null | undefined;
  /** The right column: the version they lead to (the current text, a proposal, an autosave, your changes). */
  after: Snapshot | null | undefined;
  /** The columns' headings ('Versione del …', 'Attuale', 'Proposta'…), repeated in each cell when they stack. */
  beforeLabel: string;
  afterLabel: string;
}

/**
 * Two versions of a content side by side (before | after), field by field: a plain field (title,
 * subtitle, SEO…) is one row, a rich text one row per paragraph, heading, list item or table row,
 * aligned so an unchanged paragraph faces itself, a changed one faces its new wording with the
 * changed words marked, and an added or removed one faces an empty cell. Runs of unchanged
 * paragraphs fold away ('Mostra N paragrafi invariati'); the unchanged fields are named in one line;
 * equal versions take one sentence. One convention wherever versions are compared (the Cronologia, the
 * proposal banner, the edit conflict): struck through on red only on the left, underlined on green
 * only on the right, and the legend names both columns.
 */
export function VersionDiff({ tipo, before, after, beforeLabel, afterLabel }: VersionDiffProps) {
  const fields = useMemo(() => diffSnapshots(tipo, before, after), [tipo, before, after]);
  const changed = fields.some((f) => f.changed);
  const unchanged = fields.filter((f) => !f.changed);
  const labels: [string, string] = [beforeLabel, afterLabel];
  return (
    <div className="revdiff" role="group" aria-label={R.diffLabel}>
      {!changed ? (
        <p className="revdiff-none">{R.noDifference}</p>
      ) : (
        <>
          <p className="revdiff-legend">{R.legend(beforeLabel, afterLabel)}</p>
          {unchanged.length > 0 && <p className="revdiff-unchanged">{R.unchangedFields(unchanged.map((f) => f.label))}</p>}
          <table role="table" className="revdiff-table">
            <thead role="rowgroup" className="revdiff-head">
              <tr role="row">
                <th role="columnheader" scope="col" className="revdiff-col is-before">
                  {beforeLabel}
                </th>
                <th role="columnheader" scope="col" className="revdiff-col is-after">
                  {afterLabel}
                </th>
              </tr>
            </thead>
            {fields
              .filter((f) => f.changed)
              .map((f) => (
                <FieldRows key={f.key} field={f} labels={labels} />
              ))}
          </table>
        </>
      )}
    </div>
  );
}
