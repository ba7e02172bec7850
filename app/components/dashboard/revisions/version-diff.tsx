import { diffWords } from 'diff';
import { type ReactNode, useMemo } from 'react';
import { REVISION_UI_MSG as R } from '../../../../common/messages-revisions.ts';
import type { RevisionType } from '../../../../common/types.ts';
import type { Snapshot } from '../../../entities/revisions/api.ts';
import { type SnapshotField, snapshotFields } from './snapshot-fields.ts';

/** A run of unchanged text longer than this many words is shortened with '…'. */
const LONG_RUN = 40;
/** How many words of a shortened run are kept next to each change. */
const CONTEXT = 12;

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

export interface FieldDiff {
  key: string;
  label: string;
  changed: boolean;
  parts: DiffPart[];
}

/** Words and the spaces between them, in order ('a b' → ['a', ' ', 'b']). */
const tokens = (text: string) => text.split(/(\s+)/).filter((t) => t !== '');
const wordCount = (toks: string[]) => toks.filter((t) => !/^\s/.test(t)).length;

/** The first `n` words of a token list, and the last `n`. */
function headWords(toks: string[], n: number): string {
  let seen = 0;
  let i = 0;
  for (; i < toks.length && seen < n; i++) if (!/^\s/.test(toks[i]!)) seen++;
  return toks.slice(0, i).join('');
}
function tailWords(toks: string[], n: number): string {
  let seen = 0;
  let i = toks.length;
  for (; i > 0 && seen < n; i--) if (!/^\s/.test(toks[i - 1]!)) seen++;
  return toks.slice(i).join('');
}

/** An unchanged run between changes, shortened when long: the words next to each change stay. */
function shorten(text: string, first: boolean, last: boolean): string {
  const toks = tokens(text);
  if (wordCount(toks) <= LONG_RUN) return text;
  const lead = /^\s/.test(text) ? ' ' : '';
  const trail = /\s$/.test(text) ? ' ' : '';
  if (first) return `… ${tailWords(toks, CONTEXT)}`;
  if (last) return `${headWords(toks, CONTEXT)} …`;
  return `${lead}${headWords(toks, CONTEXT)} … ${tailWords(toks, CONTEXT)}${trail}`;
}

/** The word-level differences of two texts; long unchanged runs shortened. */
export function diffTexts(before: string, after: string): DiffPart[] {
  if (before === after) return [{ kind: 'same', text: after }];
  const changes = diffWords(before, after);
  return changes.map((c, n) => {
    if (c.added) return { kind: 'added', text: c.value };
    if (c.removed) return { kind: 'removed', text: c.value };
    return { kind: 'same', text: shorten(c.value, n === 0, n === changes.length - 1) };
  });
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
  for (const field of order) {
    const x = aKeys.get(field.key);
    const y = bKeys.get(field.key);
    if (!x && !(field.part && aHasParts)) continue;
    if (!y && !(field.part && bHasParts)) continue;
    const beforeText = x?.text ?? '';
    const afterText = y?.text ?? '';
    result.push({ key: field.key, label: field.label, changed: beforeText !== afterText, parts: diffTexts(beforeText, afterText) });
  }
  return result;
}

export interface VersionDiffProps {
  tipo: RevisionType;
  /** What stands now (the current or saved text): its words only are struck through, in red. */
  before: Snapshot | null | undefined;
  /** The other version (a proposal, an autosave, a version of the Cronologia, your changes): its words only are underlined, in green. */
  after: Snapshot | null | undefined;
  beforeLabel: string;
  afterLabel: string;
  /** The level of each field's heading (3 by default: inside a dialog's section). */
  headingLevel?: 3 | 4 | 5;
}

function Part({ part }: { part: DiffPart }): ReactNode {
  if (part.kind === 'removed')
    return (
      <del className="revdiff-del">
        <span className="sr-only">{`[${R.removed}: `}</span>
        {part.text}
        <span className="sr-only">]</span>
      </del>
    );
  if (part.kind === 'added')
    return (
      <ins className="revdiff-ins">
        <span className="sr-only">{`[${R.added}: `}</span>
        {part.text}
        <span className="sr-only">]</span>
      </ins>
    );
  return <>{part.text}</>;
}

/**
 * A readable word-level comparison of two versions of a content, field by field: words only in
 * `before` struck through (red), words only in `after` underlined (green), each announced to screen
 * readers as 'rimosso' / 'aggiunto'. Unchanged fields take one line; equal versions one sentence.
 * One convention everywhere (the proposal banner, the Cronologia, the edit conflict): `before` is
 * what stands now (the current or saved text), `after` the other version, so the colours show what
 * taking that version would remove and add; the legend names both.
 */
export function VersionDiff({ tipo, before, after, beforeLabel, afterLabel, headingLevel = 3 }: VersionDiffProps) {
  const fields = useMemo(() => diffSnapshots(tipo, before, after), [tipo, before, after]);
  const Heading = `h${headingLevel}` as const;
  const changed = fields.some((f) => f.changed);
  return (
    <div className="revdiff" role="group" aria-label={R.diffLabel}>
      {!changed ? (
        <p className="revdiff-none">{R.noDifference}</p>
      ) : (
        <>
          <p className="revdiff-legend">{R.legend(beforeLabel, afterLabel)}</p>
          {fields.map((f) =>
            f.changed ? (
              <section key={f.key} className="revdiff-field">
                <Heading className="revdiff-label">{f.label}</Heading>
                <div className="revdiff-text">
                  {f.parts.map((p, n) => (
                    <Part key={n} part={p} />
                  ))}
                </div>
              </section>
            ) : (
              <p key={f.key} className="revdiff-field revdiff-same">
                <span className="revdiff-label">{f.label}</span>
                <span>{R.noChange}</span>
              </p>
            ),
          )}
        </>
      )}
    </div>
  );
}
