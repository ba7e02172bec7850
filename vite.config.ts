import fs from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { precompressDir } from './scripts/precompress.mjs';

const APP = path.resolve(import.meta.dirname, 'app');
const COMMON = path.resolve(import.meta.dirname, 'common');

/** React, React DOM and React Router: the same on every page, one long-cached file. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/;
const LUCIDE_ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;

/** The icon files (circle-check.mjs…) that the given modules import by name from 'lucide-react'. */
function iconFiles(barrel: string, importers: string[]): Set<string> {
  const fileOf = new Map<string, string>();
  for (const m of fs.readFileSync(barrel, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const name of m[1]!.matchAll(/default as (\w+)/g)) fileOf.set(name[1]!, m[2]!);
  }
  const files = new Set<string>();
  for (const id of importers) {
    const source = fs.readFileSync(withoutQuery(id), 'utf8');
    for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const spec of m[1]!.split(',')) {
        const file = fileOf.get(
          spec
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s/)[0]!,
        ); // 'Name' of 'Name as Other'
        if (file) files.add(file);
      }
    }
  }
  return files;
}

const withoutQuery = (id: string) => (id.includes('?') ? id.slice(0, id.indexOf('?')) : id);
const isPublicRoute = (id: string) => {
  const file = withoutQuery(id);
  return file === path.join(APP, 'root.tsx') || file.startsWith(path.join(APP, 'routes', 'public') + path.sep);
};

/** The shell every public page renders: the root and the public layout. */
const SHELL = new Set([path.join(APP, 'root.tsx'), path.join(APP, 'routes', 'public', 'layout.tsx')]);
/** Code shared by at least this many public routes joins the shell's chunk. */
const SHARED_BY = 3;

/**
 * The public routes (and shell modules) that statically import a module, directly or through other
 * modules: the pages that load it at once. Dynamically imported code (the contact form's
 * validation) and dashboard-only code reach none.
 */
function publicImporters(id: string, graph: ModuleGraph, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    for (const imp of graph.getModuleInfo(queue.pop()!)?.importers ?? []) {
      if (seen.has(imp)) continue;
      seen.add(imp);
      if (isPublicRoute(imp)) found.add(withoutQuery(imp));
      queue.push(imp);
    }
  }
  memo.set(id, found);
  return found;
}

/**
 * The public pages' shared code in one chunk instead of some thirty small files: on a phone each
 * extra request costs a round trip before the page can show (Lighthouse counts the preloaded
 * modules as render-blocking). What the shell uses or SHARED_BY public routes share goes there;
 * what fewer routes use stays with them, so no page loads much code it does not run. Route modules
 * stay their own chunks.
 */
function publicSiteChunk(): (id: string, ctx: ModuleGraph) => string | null {
  const memo = new Map<string, Set<string>>();
  let publicIcons: Set<string> | undefined;
  const shared = (id: string, ctx: ModuleGraph) => {
    const routes = publicImporters(id, ctx, memo);
    return [...routes].some((r) => SHELL.has(r)) || routes.size >= SHARED_BY;
  };
  return (id, ctx) => {
    const file = withoutQuery(id);
    if (isPublicRoute(id) || file.startsWith(path.join(APP, 'routes') + path.sep)) return null;
    // The icon barrel reaches every icon: only those the public code names go with the site.
    const icon = LUCIDE_ICON.exec(file);
    if (icon) {
      if (!publicIcons) {
        const barrel = path.join(file, '..', '..', 'lucide-react.mjs');
        const users = ctx.getModuleInfo(barrel)?.importers.filter((imp) => isPublicRoute(imp) || publicImporters(imp, ctx, memo).size > 0) ?? [];
        publicIcons = iconFiles(barrel, users);
      }
      return publicIcons.has(icon[1]!) ? 'site' : null;
    }
    const ours = file.startsWith(APP + path.sep) || file.startsWith(COMMON + path.sep) || LUCIDE.test(file);
    return ours && shared(id, ctx) ? 'site' : null;
  };
}

/**
 * Writes `client-chunks.json` next to `client/`: which source modules each client chunk holds (and their rendered length
 * before minification)
 * (tests/web/page-weight.test.ts checks that no dashboard code reaches a public page).
 */
function chunkReport(): Plugin {
  return {
    name: 'scorta-chunk-report',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const root = import.meta.dirname;
      const chunks: Record<string, Record<string, number>> = {};
      for (const [file, out] of Object.entries(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks[file] = {};
        for (const [id, m] of Object.entries(out.modules)) chunks[file][path.relative(root, withoutQuery(id)).split(path.sep).join('/')] = m.renderedLength;
      }
      fs.writeFileSync(path.join(options.dir, '..', 'client-chunks.json'), `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

/**
 * Next to every text asset of the client build (scripts, styles, SVG) its Brotli and gzip copy,
 * made once at build time (scripts/precompress.mjs).
 */
function precompress(): Plugin {
  let dir: string | undefined;
  return {
    name: 'scorta-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options) {
      dir = options.dir;
    },
    closeBundle() {
      if (dir) precompressDir(dir);
    },
  };
}

/**
 * Development: where Vite's dependency scan starts, and the packages pre-bundled before the first
 * page is served. React Router's plugin gives the scan no entry (an empty list, which also silences
 * Vite's warning), so each package was found only when a page first asked for it: Vite bundled
 * again under a new version hash, the modules the browser had already requested with the old one
 * got '504 Outdated Optimize Dep' and the page stayed blank. The root and the route modules reach
 * every component; CLIENT_DEPS names the packages anyway, so one the scan cannot see costs no
 * reload either (tests/unit/vite-dev-deps.test.ts checks that it lists every package those modules
 * reach). sanitize-html never runs in the browser: it is there because, in development, React
 * Router collects a page's styles by walking the route's module graph in the client environment,
 * server-only modules (`*.server.ts` and what they import) included, and the optimizer would
 * otherwise discover it on the first page.
 */
export const SCAN_ENTRIES = ['app/root.tsx', 'app/routes/**/*.tsx'];
export const CLIENT_DEPS = [
  'lucide-react',
  'zod',
  'sanitize-html',
  '@radix-ui/react-tabs',
  '@tanstack/react-query',
  '@tiptap/core',
  '@tiptap/extension-link',
  '@tiptap/pm/state',
  '@tiptap/pm/tables',
  '@tiptap/pm/view',
  '@tiptap/react',
  '@tiptap/starter-kit',
  'diff',
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter(), chunkReport(), precompress()],
  optimizeDeps: { entries: SCAN_ENTRIES, include: CLIENT_DEPS },
  // The server build bundles the icons it uses: importing the 'lucide-react' package evaluates
  // all of its 1,600 icons (half a second of every start-up and 17 MB of memory), while the
  // bundle holds only the few dozen the pages name (decision 0018). Development keeps the
  // package external, as Vite's module runner would otherwise transform every icon.
  ...(command === 'build' ? { ssr: { noExternal: ['lucide-react'] } } : {}),
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 2 },
                { name: publicSiteChunk(), priority: 1 },
              ],
            },
          },
        },
  },
  server: { hmr: { port: 24678 } },
}));
