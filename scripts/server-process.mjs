// What the scripts that start a production server to measure it share (bench, load test,
// Lighthouse audit): a free port, waiting for /api/health, and the process's memory.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/**
 * The Node flags of a production server process, wherever one is started: `npm start`
 * (package.json), docs/deploy.md's systemd unit, the bench, the load test and the Lighthouse audit
 * (tests/unit/server-flags.test.ts keeps them in step). V8's young generation of 8 MB semi-spaces
 * instead of 16: the same requests per second, 20-25 MB less resident memory under load
 * (docs/performance.md, decision 0018). V8 reads it only at start, so it cannot be set from
 * server/main.ts as --heap-growing-percent is.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Polls `${base}/api/health` until it answers 200; resolves with the milliseconds it took. Fails
 * when the child process ends first or after `timeoutMs`.
 */
export async function waitForHealth(base, child, { timeoutMs = 60_000, intervalMs = 250 } = {}) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`il server è terminato (codice ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return performance.now() - start;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error('il server non ha risposto in tempo');
}

/** Resident memory of a process now and its peak so far, in bytes (Linux /proc; elsewhere ps, no peak). */
export function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
  } catch {
    const rss = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
    return { rss, peak: rss };
  }
}
