// Bundles the Node server (server/main.ts) into build/node/main.js; npm packages stay external.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { BUILD_DIR, ROOT, STAMP } from './build-state.mjs';

await build({
  entryPoints: [path.join(ROOT, 'server', 'main.ts')],
  outfile: path.join(BUILD_DIR, 'node', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.writeFileSync(STAMP, `${new Date().toISOString()}\n`);
