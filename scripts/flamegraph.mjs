// A V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) as a flame graph SVG, with a short text
// summary of where the time went (the functions with the most samples of their own, and the
// code each sample was in: Node's internals, a package of node_modules, the site's own code).
//
//   node scripts/flamegraph.mjs PROFILE.cpuprofile OUT.svg [--title "…"] [--keep-idle] [--last S]
//
// --last S keeps the samples of the profile's last S seconds only: a server profiled from its
// start and stopped right after a load test shows the load test, not its start.
//
// Flame graph as Brendan Gregg draws them: one box per function on a call stack, its width its
// share of the samples (itself and what it called), the callers below, the callees above; boxes
// of the same function under the same caller merged. `(idle)` (the event loop waiting) is left
// out unless --keep-idle: the graph shows where the work goes. Hover a box for its figures.
import fs from 'node:fs';
import path from 'node:path';

const WIDTH = 1200;
const ROW = 16;
const PAD = 10;
const TOP = 40;
const MIN_PX = 0.3;

/** Where a frame's code lives: 'node' (Node's internals), 'gc'/'program' (V8), a package name, or 'app'. */
export function originOf(url, name) {
  if (name === '(garbage collector)') return 'gc';
  if (name === '(program)' || name === '(idle)' || name === '(root)') return 'program';
  if (!url || url.startsWith('node:')) return 'node';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  return m ? m[1] : 'app';
}

/** A frame's label: its function and, for code outside Node, its file and line. */
function labelOf({ functionName, url, lineNumber }) {
  const name = functionName || '(anonima)';
  if (!url || url.startsWith('node:')) return url ? `${name} ${url}` : name;
  const file = url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '')
    .replace(`${process.cwd()}/`, '');
  return `${name} ${file}:${lineNumber + 1}`;
}

/** The profile as a tree of merged frames with their samples (self and total). */
export function treeOf(profile, { keepIdle = false, lastSeconds = Infinity } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfById = new Map();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // Each sample's time (µs since the profile's start), to keep only the last seconds.
  const times = [];
  for (let i = 0, t = 0; i < samples.length; i++) times.push((t += deltas[i] ?? 0));
  const from = (times.at(-1) ?? 0) - lastSeconds * 1e6;
  for (let i = 0; i < samples.length; i++) if (times[i] >= from) selfById.set(samples[i], (selfById.get(samples[i]) ?? 0) + 1);
  const build = (node) => {
    const label = labelOf(node.callFrame);
    const out = {
      label,
      origin: originOf(node.callFrame.url, node.callFrame.functionName),
      self: samples.length > 0 ? (selfById.get(node.id) ?? 0) : (node.hitCount ?? 0),
      total: 0,
      children: new Map(),
    };
    for (const childId of node.children ?? []) {
      const child = build(byId.get(childId));
      if (child.total === 0 || (!keepIdle && child.label === '(idle)')) continue;
      const same = out.children.get(child.label);
      if (same) merge(same, child);
      else out.children.set(child.label, child);
    }
    out.total = out.self + [...out.children.values()].reduce((sum, c) => sum + c.total, 0);
    return out;
  };
  const merge = (into, from) => {
    into.self += from.self;
    into.total += from.total;
    for (const [label, child] of from.children) {
      const same = into.children.get(label);
      if (same) merge(same, child);
      else into.children.set(label, child);
    }
  };
  return build(profile.nodes[0]);
}

const escapeXml = (s) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);

/** A warm colour per origin (the site's code red, Node's orange, packages yellow, V8 grey), varied by name. */
function colourOf(node) {
  let hash = 0;
  for (const ch of node.label) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  const v = Math.abs(hash) % 40;
  if (node.origin === 'gc' || node.origin === 'program') return `rgb(${160 + v},${160 + v},${160 + v})`;
  if (node.origin === 'app') return `rgb(${215 + v},${70 + v},${60})`;
  if (node.origin === 'node') return `rgb(${225 + (v >> 2)},${130 + v},${40})`;
  return `rgb(${215 + (v >> 2)},${190 + v},${60})`;
}

/** The SVG of a tree: the root at the bottom, each level one row up. */
export function svgOf(root, title) {
  const boxes = [];
  let depth = 0;
  const scale = (WIDTH - 2 * PAD) / Math.max(root.total, 1);
  const walk = (node, x, level) => {
    const w = node.total * scale;
    if (w < MIN_PX) return;
    depth = Math.max(depth, level);
    boxes.push({ node, x, w, level });
    let cx = x;
    for (const child of [...node.children.values()].sort((a, b) => a.label.localeCompare(b.label))) {
      walk(child, cx, level + 1);
      cx += child.total * scale;
    }
  };
  walk(root, PAD, 0);
  const height = TOP + (depth + 1) * ROW + PAD;
  const parts = boxes.map(({ node, x, w, level }) => {
    const y = height - PAD - (level + 1) * ROW;
    const share = ((node.total / root.total) * 100).toFixed(2);
    const tip = `${node.label} — ${node.total} campioni (${share} %), propri ${node.self}`;
    const chars = Math.floor((w - 6) / 7);
    const text = chars >= 3 ? (node.label.length > chars ? `${node.label.slice(0, chars - 2)}..` : node.label) : '';
    return `<g><title>${escapeXml(tip)}</title><rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${ROW - 1}" fill="${colourOf(node)}" rx="2"/>${text ? `<text x="${(x + 3).toFixed(1)}" y="${y + ROW - 5}">${escapeXml(text)}</text>` : ''}</g>`;
  });
  return `<?xml version="1.0" standalone="no"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Verdana, sans-serif" font-size="11">
<rect width="100%" height="100%" fill="#fdfdf6"/>
<text x="${WIDTH / 2}" y="22" text-anchor="middle" font-size="15">${escapeXml(title)}</text>
${parts.join('\n')}
</svg>
`;
}

/** The functions with the most samples of their own, and the samples per origin, as text lines. */
export function summaryOf(root, top = 25) {
  const self = new Map();
  const origins = new Map();
  const walk = (node) => {
    self.set(node.label, (self.get(node.label) ?? 0) + node.self);
    origins.set(node.origin, (origins.get(node.origin) ?? 0) + node.self);
    for (const child of node.children.values()) walk(child);
  };
  walk(root);
  const pct = (n) => `${((n / root.total) * 100).toFixed(1).padStart(5)} %`;
  const lines = [`${root.total} campioni`, '', 'Per origine (campioni propri):'];
  for (const [origin, n] of [...origins].sort((a, b) => b[1] - a[1])) lines.push(`${pct(n)}  ${origin}`);
  lines.push('', 'Funzioni con più campioni propri:');
  for (const [label, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`${pct(n)}  ${label}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const flag = (name) => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : args.splice(i, 2)[1];
  };
  const keepIdle = args.includes('--keep-idle');
  const title = flag('--title');
  const lastSeconds = Number(flag('--last') ?? Infinity);
  const [input, output] = args.filter((a) => a !== '--keep-idle');
  if (!input || !output) {
    console.error('Uso: node scripts/flamegraph.mjs PROFILO.cpuprofile USCITA.svg [--title "…"] [--keep-idle] [--last S]');
    process.exit(2);
  }
  const root = treeOf(JSON.parse(fs.readFileSync(input, 'utf8')), { keepIdle, lastSeconds });
  fs.writeFileSync(output, svgOf(root, title ?? path.basename(input)));
  console.log(summaryOf(root));
}
