import type { RevisionType } from '../../../../common/types.ts';
import type { Snapshot } from '../../../entities/revisions/api.ts';
import { alignBlocks, type DiffRow, newBudget } from '../../../lib/diff/paragraph-diff.ts';
import { type SnapshotField, snapshotFields } from './snapshot-fields.ts';

/** One compared field: its label and its rows (a plain field one row, a rich text one per paragraph). */
export interface FieldDiff {
  key: string;
  label: string;
  changed: boolean;
  /** A rich text, compared paragraph by paragraph (its unchanged paragraphs can fold away). */
  rich: boolean;
  rows: DiffRow[];
}

/**
 * The fields of two snapshots paired by key, in order: a field both have; a guide's section only
 * one has (compared with an empty text). A top-level field only one snapshot has is left out.
 */
export function diffSnapshots(tipo: RevisionType, before: Snapshot | null | undefined, after: Snapshot | null | undefined): FieldDiff[] {
  const a = snapshotFields(tipo, before);
  const b = snapshotFields(tipo, after);
  const byKey = (fields: SnapshotField[]) => new Map(fields.map((f) => [f.key, f]));
  const aKeys = byKey(a);
  const bKeys = byKey(b);
  const aHasParts = a.some((f) => f.part);
  const bHasParts = b.some((f) => f.part);
  const order: SnapshotField[] = [...b];
  // Fields only the earlier snapshot has go right after the field before them.
  a.forEach((f, n) => {
    if (bKeys.has(f.key)) return;
    const prev = n > 0 ? order.findIndex((o) => o.key === a[n - 1]!.key) : -1;
    order.splice(prev + 1, 0, f);
  });
  const result: FieldDiff[] = [];
  // One bound on the word diffs of the whole comparison, however many fields and paragraphs it has.
  const budget = newBudget();
  for (const field of order) {
    const x = aKeys.get(field.key);
    const y = bKeys.get(field.key);
    if (!x && !(field.part && aHasParts)) continue;
    if (!y && !(field.part && bHasParts)) continue;
    const rows = alignBlocks(x?.blocks ?? [], y?.blocks ?? [], budget);
    result.push({ key: field.key, label: field.label, changed: rows.some((r) => r.kind !== 'same'), rich: Boolean(field.rich), rows });
  }
  return result;
}
