// Bundles the public pages' progressive-enhancement scripts (app/enhance/<name>.ts, one per
// behaviour; decision 0035) into build/client/assets/enhance-<name>-<hash>.js, each on its own
// (no shared chunk: a page's few scripts cost no extra round trip), minified for the browsers the
// site supports, pre-compressed like the rest of the build. build/enhance-manifest.json maps each
// behaviour to its file; the server reads it at start (server/http/enhance-scripts.ts).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { BUILD_DIR, ROOT } from './build-state.mjs';
import { precompressFile } from './precompress.mjs';

const SOURCE = path.join(ROOT, 'app', 'enhance');
const OUT = path.join(BUILD_DIR, 'client', 'assets');

/** The behaviours: every .ts file directly in app/enhance (helpers live in app/enhance/lib). */
function enhanceEntries() {
  return fs
    .readdirSync(SOURCE)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.basename(f, '.ts'))
    .sort();
}

const names = enhanceEntries();
const result = await build({
  entryPoints: Object.fromEntries(names.map((n) => [n, path.join(SOURCE, `${n}.ts`)])),
  outdir: OUT,
  entryNames: 'enhance-[name]-[hash]',
  bundle: true,
  format: 'esm',
  splitting: false,
  minify: true,
  // Vite's default browser baseline, as for the dashboard (older browsers get the plain pages).
  target: ['es2022', 'chrome111', 'edge111', 'firefox114', 'safari16.4'],
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});

// What the lint forbids directly (eslint.config.js), refused here however it is reached: a
// package or a message catalogue would multiply a script's size.
const FORBIDDEN = /(^|\/)node_modules\/|(^|\/)common\/messages[^/]*\.ts$/;
for (const out of Object.values(result.metafile.outputs)) {
  const bad = Object.keys(out.inputs).filter((input) => FORBIDDEN.test(input));
  if (out.entryPoint && bad.length > 0) throw new Error(`${out.entryPoint} include ${bad.join(', ')}: gli script di app/enhance non usano pacchetti né cataloghi di messaggi.`);
}

const manifest = {};
for (const [file, out] of Object.entries(result.metafile.outputs)) {
  if (!out.entryPoint || !file.endsWith('.js')) continue;
  const name = path.basename(out.entryPoint, '.ts');
  manifest[name] = `/assets/${path.basename(file)}`;
  precompressFile(path.resolve(ROOT, file));
}
fs.writeFileSync(path.join(BUILD_DIR, 'enhance-manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
