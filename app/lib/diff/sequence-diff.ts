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
  /** Whether, past the bounds, the items found once on each side anchor the rest (default true). */
  anchors?: boolean;
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
function myers(a: Int32Array, b: Int32Array, aFrom: number, bFrom: number, n: number, m: number, maxEdits: number, maxSteps: number, work: { steps: number }): EditOp[] | null {
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
      while (x < n && y < m && a[aFrom + x] === b[bFrom + y]) {
        x++;
        y++;
        steps++;
      }
      steps++;
      v[offset + k] = x;
      if (x >= n && y >= m) {
        work.steps += steps;
        return backtrack(trace, d, n, m, aFrom, bFrom);
      }
    }
    if (steps > maxSteps) break;
  }
  work.steps += steps;
  return null;
}

/** The edit found at round `d`, walked back to the start (indices shifted by `aFrom`, `bFrom`). */
function backtrack(trace: Int32Array[], found: number, n: number, m: number, aFrom: number, bFrom: number): EditOp[] {
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
      ops.push({ op: 'same', a: aFrom + x, b: bFrom + y });
    }
    if (d > 0) {
      if (x === prevX) ops.push({ op: 'added', b: bFrom + prevY });
      else ops.push({ op: 'removed', a: aFrom + prevX });
    }
    x = prevX;
    y = prevY;
  }
  return ops.reverse();
}

interface Range {
  x: Int32Array;
  y: Int32Array;
  maxEdits: number;
  maxSteps: number;
  work: { steps: number };
}

/** The longest increasing run of `values` (patience sorting, O(n log n)): the indices it keeps. */
function longestIncreasing(values: number[]): number[] {
  const tails: number[] = [];
  const prev = new Int32Array(values.length).fill(-1);
  for (let i = 0; i < values.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < values[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const kept: number[] = [];
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i !== -1; i = prev[i]!) kept.push(i);
  return kept.reverse();
}

/**
 * When the search gives up: the items found exactly once on each side anchor the two sides to each
 * other (the longest run of them in the same order, as patience diff does), and each stretch
 * between two anchors is compared on its own. Linear but for a sort; null without any anchor.
 */
function anchored(r: Range, a0: number, a1: number, b0: number, b1: number): { ops: EditOp[]; exact: boolean } | null {
  const seen = new Map<number, [number, number, number]>();
  for (let i = a0; i < a1; i++) {
    const s = seen.get(r.x[i]!) ?? [0, 0, i];
    s[0]++;
    seen.set(r.x[i]!, s);
  }
  const pairs: Array<[number, number]> = [];
  const inB = new Map<number, number>();
  for (let j = b0; j < b1; j++) inB.set(r.y[j]!, (inB.get(r.y[j]!) ?? 0) + 1);
  for (let j = b0; j < b1; j++) {
    const s = seen.get(r.y[j]!);
    if (s && s[0] === 1 && inB.get(r.y[j]!) === 1) pairs.push([s[2], j]);
  }
  if (pairs.length === 0) return null;
  pairs.sort((p, q) => p[0] - q[0]);
  const kept = longestIncreasing(pairs.map((p) => p[1])).map((k) => pairs[k]!);
  const ops: EditOp[] = [];
  let exact = true;
  let i = a0;
  let j = b0;
  for (const [ai, bj] of [...kept, [a1, b1] as [number, number]]) {
    const part = range(r, i, ai, j, bj, false);
    ops.push(...part.ops);
    exact &&= part.exact;
    if (ai < a1) ops.push({ op: 'same', a: ai, b: bj });
    i = ai + 1;
    j = bj + 1;
  }
  return { ops, exact };
}

/** The edit of `x[a0..a1]` into `y[b0..b1]`: common start and end, then the bounded search, then anchors. */
function range(r: Range, a0: number, a1: number, b0: number, b1: number, anchors: boolean): { ops: EditOp[]; exact: boolean } {
  let start = 0;
  while (a0 + start < a1 && b0 + start < b1 && r.x[a0 + start] === r.y[b0 + start]) start++;
  let end = 0;
  while (a1 - end > a0 + start && b1 - end > b0 + start && r.x[a1 - 1 - end] === r.y[b1 - 1 - end]) end++;
  r.work.steps += start + end;
  const n = a1 - a0 - start - end;
  const m = b1 - b0 - start - end;
  const ops: EditOp[] = [];
  for (let k = 0; k < start; k++) ops.push({ op: 'same', a: a0 + k, b: b0 + k });
  const left = r.maxSteps - r.work.steps;
  let middle: { ops: EditOp[]; exact: boolean } | null = null;
  if (n === 0 || m === 0) middle = { ops: [], exact: true };
  else if (left > 0) {
    // With anchors to fall back on, the search may spend only half of what is left: the rest is theirs.
    const found = myers(r.x, r.y, a0 + start, b0 + start, n, m, r.maxEdits, anchors ? left / 2 : left, r.work);
    middle = found ? { ops: found, exact: true } : anchors ? anchored(r, a0 + start, a1 - end, b0 + start, b1 - end) : null;
  }
  if (middle && middle.ops.length > 0) ops.push(...middle.ops);
  else {
    for (let k = 0; k < n; k++) ops.push({ op: 'removed', a: a0 + start + k });
    for (let k = 0; k < m; k++) ops.push({ op: 'added', b: b0 + start + k });
  }
  for (let k = end; k > 0; k--) ops.push({ op: 'same', a: a1 - k, b: b1 - k });
  return { ops, exact: middle?.exact ?? false };
}

/**
 * The edit from `a` to `b`, in order. The common start and end are matched first (linear); the
 * middle is searched within the bounds; when the search gives up, the items found once on each
 * side anchor the rest; whatever is still unmatched is reported as removed then added (`exact: false`).
 */
export function diffSequences(a: readonly string[], b: readonly string[], options: SequenceDiffOptions = {}): SequenceDiff {
  const [x, y] = intern(a, b);
  const r: Range = { x, y, maxEdits: options.maxEdits ?? DEFAULT_MAX_EDITS, maxSteps: options.maxSteps ?? DEFAULT_MAX_STEPS, work: { steps: 0 } };
  const { ops, exact } = range(r, 0, x.length, 0, y.length, options.anchors ?? true);
  return { ops, exact, steps: r.work.steps };
}
