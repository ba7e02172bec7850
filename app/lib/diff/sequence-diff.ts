/**
 * The shortest edit between two sequences of strings (Myers' O(ND) algorithm), with a hard bound on
 * the work: past the bound it gives up on the middle and reports it as all removed then all added,
 * so a huge or hostile text costs at most the bound, never a frozen tab. Pure: no DOM, no React.
 */

/** One step of an edit: an item both sides share (`same`), one only the first has, one only the second has. */
export type EditOp = { op: 'same'; a: number; b: number } | { op: 'removed'; a: number } | { op: 'added'; b: number };

export interface SequenceDiffOptions {
  /** The largest number of removed plus added items searched for before giving up. */
  maxEdits?: number;
  /** The largest number of comparisons before giving up. */
  maxSteps?: number;
}

export interface SequenceDiff {
  ops: EditOp[];
  /** False when a bound was reached: the middle of the sequences is reported as removed, then added. */
  exact: boolean;
  /** The comparisons made (the work done, for a caller sharing one bound among many diffs). */
  steps: number;
}

const DEFAULT_MAX_EDITS = 1000;
const DEFAULT_MAX_STEPS = 2_000_000;

/** The two sequences as numbers (equal strings, equal numbers), for fast comparison. */
function intern(a: readonly string[], b: readonly string[]): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const idOf = (s: string) => {
    let id = ids.get(s);
    if (id === undefined) ids.set(s, (id = ids.size));
    return id;
  };
  return [Int32Array.from(a, idOf), Int32Array.from(b, idOf)];
}

/**
 * Myers' forward search on `a[from..]`/`b[from..]` of lengths n and m, and the way back; null when a
 * bound is reached. Each round keeps its slice of the furthest-reaching diagonals for the way back
 * (memory grows as the square of the edits, which maxEdits bounds).
 */
function myers(a: Int32Array, b: Int32Array, from: number, n: number, m: number, maxEdits: number, maxSteps: number, work: { steps: number }): EditOp[] | null {
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let steps = 0;
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[from + x] === b[from + y]) {
        x++;
        y++;
        steps++;
      }
      steps++;
      v[offset + k] = x;
      if (x >= n && y >= m) {
        work.steps = steps;
        return backtrack(trace, d, n, m, from);
      }
    }
    if (steps > maxSteps) break;
  }
  work.steps = steps;
  return null;
}

/** The edit found at round `d`, walked back to the start (indices shifted by `from`). */
function backtrack(trace: Int32Array[], found: number, n: number, m: number, from: number): EditOp[] {
  const ops: EditOp[] = [];
  let x = n;
  let y = m;
  for (let d = found; d >= 0; d--) {
    const v = trace[d]!;
    const at = (k: number) => v[k + d]!;
    const k = x - y;
    const prevK = d === 0 ? 0 : k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      ops.push({ op: 'same', a: from + x, b: from + y });
    }
    if (d > 0) {
      if (x === prevX) ops.push({ op: 'added', b: from + prevY });
      else ops.push({ op: 'removed', a: from + prevX });
    }
    x = prevX;
    y = prevY;
  }
  return ops.reverse();
}

/**
 * The edit from `a` to `b`, in order. The common start and end are matched first (linear); the
 * middle is searched within the bounds, else reported as removed then added (`exact: false`).
 */
export function diffSequences(a: readonly string[], b: readonly string[], options: SequenceDiffOptions = {}): SequenceDiff {
  const [x, y] = intern(a, b);
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let end = 0;
  while (end < x.length - start && end < y.length - start && x[x.length - 1 - end] === y[y.length - 1 - end]) end++;
  const n = x.length - start - end;
  const m = y.length - start - end;
  const ops: EditOp[] = [];
  for (let i = 0; i < start; i++) ops.push({ op: 'same', a: i, b: i });
  // Both sides' middles are shifted alike: `from` is the same start on each.
  const work = { steps: 0 };
  const middle = n === 0 || m === 0 ? null : myers(x, y, start, n, m, options.maxEdits ?? DEFAULT_MAX_EDITS, options.maxSteps ?? DEFAULT_MAX_STEPS, work);
  let exact = true;
  if (middle) ops.push(...middle);
  else {
    exact = n === 0 || m === 0;
    for (let i = 0; i < n; i++) ops.push({ op: 'removed', a: start + i });
    for (let j = 0; j < m; j++) ops.push({ op: 'added', b: start + j });
  }
  for (let i = 0; i < end; i++) ops.push({ op: 'same', a: x.length - end + i, b: y.length - end + i });
  return { ops, exact, steps: work.steps + start + end };
}
