// Decides whether the production build is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR ?? 'build');
export const STAMP = path.join(BUILD_DIR, '.build-stamp');
const SOURCES = ['app', 'server', 'common', 'public', 'package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts'];

function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIsStale() {
  let built;
  try {
    built = fs.statSync(STAMP).mtimeMs;
  } catch {
    return 'la build manca';
  }
  const newest = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  return newest > built ? 'i sorgenti sono più recenti della build' : null;
}
