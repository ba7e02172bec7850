// Builds when the production build is missing or stale (used by `npm start` and the e2e tests).
import { spawnSync } from 'node:child_process';
import { buildIsStale, ROOT } from './build-state.mjs';

export function ensureBuild() {
  const reason = buildIsStale();
  if (!reason) return;
  console.log(`Build in corso (${reason})…`);
  // Always a production build: run from vitest (NODE_ENV=test) Vite would otherwise bundle React's
  // development builds, three times the JavaScript.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error('Build non riuscita.');
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
