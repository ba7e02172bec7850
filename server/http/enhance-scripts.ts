import fs from 'node:fs';
import path from 'node:path';
import { ENHANCEMENTS, type Enhancement, type EnhanceScripts } from '../../common/enhance.ts';

/** Written by scripts/build-enhance.mjs next to build/client. */
export const ENHANCE_MANIFEST = 'enhance-manifest.json';

/**
 * Where the public pages load each progressive-enhancement script from (decision 0035).
 * Production: the hashed files of the build, listed in build/enhance-manifest.json; a build
 * without it (or without one of the scripts) stops the start, rather than serving pages whose
 * menu, search or contact form silently do nothing. Development: the source files, which Vite's
 * middleware compiles on request.
 */
export function loadEnhanceScripts(mode: 'production' | 'development', clientDir: string | undefined): EnhanceScripts {
  if (mode === 'development') return Object.fromEntries(ENHANCEMENTS.map((name) => [name, `/app/enhance/${name}.ts`]));
  if (!clientDir) return {};
  const file = path.join(path.resolve(clientDir), '..', ENHANCE_MANIFEST);
  let listed: unknown;
  try {
    listed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Build incompleta: ${file} non leggibile (esegui npm run build).`, { cause: error });
  }
  const scripts: EnhanceScripts = {};
  for (const name of ENHANCEMENTS) {
    const src = (listed as Partial<Record<Enhancement, unknown>>)[name];
    if (typeof src !== 'string' || !/^\/assets\/enhance-[\w-]+\.js$/.test(src)) throw new Error(`Build incompleta: ${file} non indica lo script "${name}".`);
    scripts[name] = src;
  }
  return scripts;
}
