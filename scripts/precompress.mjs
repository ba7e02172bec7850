// Brotli (quality 11) and gzip (level 9) copies of the build's text assets, made once at build
// time: @fastify/static serves them as they are (`preCompressed`), smaller than what the server
// would compress on the fly and at no CPU cost per request. Used by vite.config.ts (the React
// build) and scripts/build-enhance.mjs (the public pages' scripts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|json|txt|xml)$/;

/** Every file under a folder, recursively. */
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Writes `file.br` and `file.gz` next to a text asset of 1 KB or more, each only when smaller than the file. */
export function precompressFile(file) {
  if (!TEXT.test(file)) return;
  const raw = fs.readFileSync(file);
  if (raw.length < 1024) return;
  const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  const gz = zlib.gzipSync(raw, { level: 9 });
  if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
}

/** {@link precompressFile} on every file under a folder. */
export function precompressDir(dir) {
  for (const file of walk(dir)) precompressFile(file);
}
