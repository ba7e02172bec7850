// The bench's comparison with nginx as the throughput targets state it: wrk, 50 connections, plain
// bytes (no Accept-Encoding), nginx with 2 workers serving the same bytes (the home page saved as a
// file), measured alternately in one run: round after round, each target in turn for a few
// seconds, so that whatever else the machine does (another process, the CPU's temperature, a
// neighbour on the host) weighs on every target alike. Medians per target, and each target's
// ratio to the reference (nginx).
//
// wrk runs with 2 threads by default (wrk's own default): one thread keeps 50 connections busy
// against one Node process, but not against nginx's two workers, which it would then
// under-measure (the ratio would look better than it is). Client and servers share the machine's
// cores: the figures are those of this machine, not of a server with cores of its own.
//
// Settings (environment): BENCH_WRK_ROUNDS (default 5), BENCH_WRK_SECONDS per measurement
// (default 3), BENCH_WRK_CONNECTIONS (default 50), BENCH_WRK_THREADS (default 2), BENCH_WRK
// (the wrk binary; default /usr/bin/wrk, then `wrk` on the PATH).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const WRK_SETTINGS = {
  rounds: Number(process.env.BENCH_WRK_ROUNDS ?? 5),
  seconds: Number(process.env.BENCH_WRK_SECONDS ?? 3),
  connections: Number(process.env.BENCH_WRK_CONNECTIONS ?? 50),
  threads: Number(process.env.BENCH_WRK_THREADS ?? 2),
};

/** The wrk binary, or null when none is installed (`apt-get install wrk`). */
export function findWrk() {
  const chosen = process.env.BENCH_WRK;
  if (chosen) return fs.existsSync(chosen) ? chosen : null;
  if (fs.existsSync('/usr/bin/wrk')) return '/usr/bin/wrk';
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** Milliseconds of a wrk duration (`1.23ms`, `450.00us`, `1.02s`). */
function millis(text) {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '');
  if (!m) return NaN;
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2]];
}

/** What a wrk run printed: requests per second, p50/p99 latency (ms), errors (socket errors and non-2xx/3xx). */
export function parseWrk(output) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  // wrk's latency table: lines like "     50%    1.23ms".
  const percentile = (p) =>
    millis(
      output
        .split('\n')
        .find((line) => line.trim().startsWith(`${p}%`))
        ?.trim()
        .split(/\s+/)[1],
    );
  const p50 = percentile(50);
  const p99 = percentile(99);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return { rps, p50, p99, errors };
}

/**
 * A browser's user agent: the server counts the views of people, not of clients without one (as
 * wrk's requests are), so the measured hit does its counting as a visitor's does.
 */
const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** One wrk measurement of `url`: plain bytes (wrk sends no Accept-Encoding), a browser's user agent. */
export function wrk(binary, url, { seconds, connections, threads }) {
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency', '-H', `User-Agent: ${BROWSER_AGENT}`, url];
  return new Promise((resolve, reject) => {
    execFile(binary, args, { encoding: 'utf8' }, (err, stdout) => (err ? reject(err) : resolve(parseWrk(stdout))));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Measures `targets` ({ name, url, start?() }) in turn, `rounds` times, and returns each one's
 * median figures. `start()` (optional, awaited once before the first round) starts a target that
 * is not running yet: the extension point of a target the bench does not start itself (a proxy
 * in front of the server). A short warm-up of each target comes first and is not counted.
 */
export async function compareAlternately(binary, targets, settings = WRK_SETTINGS, log = () => {}) {
  for (const target of targets) if (target.start) await target.start();
  for (const target of targets) await wrk(binary, target.url, { ...settings, seconds: 1 });
  const runs = new Map(targets.map((t) => [t.name, []]));
  for (let round = 1; round <= settings.rounds; round++) {
    for (const target of targets) {
      const result = await wrk(binary, target.url, settings);
      runs.get(target.name).push(result);
      log(`  wrk giro ${round}/${settings.rounds}, ${target.name}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(1)} ms`);
    }
  }
  return targets.map((target) => {
    const results = runs.get(target.name);
    return {
      name: target.name,
      reference: target.reference === true,
      rps: median(results.map((r) => r.rps)),
      p50: median(results.map((r) => r.p50)),
      p99: median(results.map((r) => r.p99)),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      all: results.map((r) => Math.round(r.rps)),
    };
  });
}

const italian = (n, digits = 0) => n.toLocaleString('it-IT', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The comparison as a Markdown table, in Italian: each target's medians and its ratio to the reference. */
export function printComparison(rows, settings = WRK_SETTINGS) {
  const reference = rows.find((r) => r.reference);
  console.log('');
  console.log(
    `Confronto alternato con wrk (${settings.connections} connessioni, ${settings.threads} thread, byte in chiaro, ${settings.rounds} giri da ${settings.seconds} s, mediane):`,
  );
  console.log('');
  console.log(`| obiettivo | req/s (mediana) | rapporto con nginx | p50 ms | p99 ms | errori | req/s per giro |`);
  console.log(`|---|---|---|---|---|---|---|`);
  for (const r of rows) {
    const ratio = reference ? `${italian(r.rps / reference.rps, 2)}×` : '–';
    console.log(`| ${r.name} | ${italian(r.rps)} | ${ratio} | ${italian(r.p50, 2)} | ${italian(r.p99, 2)} | ${r.errors} | ${r.all.map((n) => italian(n)).join(' / ')} |`);
  }
  console.log('');
  if (reference) {
    for (const r of rows) if (!r.reference) console.log(`${r.name}: ${italian(r.rps / reference.rps, 2)} volte nginx (${italian(r.rps)} contro ${italian(reference.rps)} req/s).`);
  }
}
