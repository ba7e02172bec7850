import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { type ResolvedConfig, resolveConfig } from 'vite';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * `npm run dev` pre-bundles, before the first page, every package the pages load (vite.config.ts,
 * SCAN_ENTRIES and CLIENT_DEPS): a package Vite's optimizer discovers only when a page asks for it
 * makes it bundle again, and the modules the browser already requested answer '504 Outdated
 * Optimize Dep' (a blank first visit). Checked on the resolved configuration, React Router's
 * plugin included (it sets entries of its own, an empty list).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** A glob of the entries as a regular expression: a double star and slash for any folders, a star within a name. */
const globRe = (glob: string) => {
  const part = (p: string) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*');
  return new RegExp(`^${glob.split('**/').map(part).join('(?:.*/)?')}$`);
};

/** The root and every route module that renders (the .tsx ones; the seo routes are resource routes). */
function pageModules(): string[] {
  const routes = fs.readdirSync(path.join(root, 'app', 'routes'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));
  return ['app/root.tsx', ...routes.map((f) => `app/routes/${f.split(path.sep).join('/')}`)];
}

/** What a module imports at run time: `import type`, type-only specifiers and `export type` left out. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly || (!clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      if (!typesOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The packages reached from the given modules through our own files: what the optimizer meets in
 * development, server-only modules included (React Router walks those too, in the client
 * environment, when it collects a page's styles).
 */
function packagesReached(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const queue = files.map((f) => path.join(root, f));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        if (fs.existsSync(target)) queue.push(target);
      } else if (!spec.startsWith('node:') && !found.has(spec)) {
        found.set(spec, rel(file));
      }
    }
  }
  return found;
}

describe('vite.config.ts: dependencies pre-bundled for npm run dev', () => {
  let config: ResolvedConfig;
  beforeAll(async () => {
    // Resolved as for a build: the same optimizeDeps, without what React Router's plugin starts
    // for the dev server (its type generation, which rewrites .react-router/types under a running
    // typecheck). The plugin prints its future-flag notices meanwhile.
    const quiet = [vi.spyOn(console, 'warn').mockImplementation(() => {}), vi.spyOn(console, 'log').mockImplementation(() => {})];
    try {
      config = await resolveConfig({ root, logLevel: 'silent' }, 'build', 'development');
    } finally {
      for (const spy of quiet) spy.mockRestore();
    }
  });

  it('the scan starts from the root and every route module', () => {
    const entries = [config.optimizeDeps.entries ?? []].flat().map(globRe);
    const missed = pageModules().filter((file) => !entries.some((re) => re.test(file)));
    expect(missed).toEqual([]);
  });

  it('every package those modules reach is pre-bundled', () => {
    const include = new Set(config.optimizeDeps.include ?? []);
    const missing = [...packagesReached(pageModules())].filter(([pkg]) => !include.has(pkg)).map(([pkg, from]) => `${pkg} (${from})`);
    expect(missing).toEqual([]);
  });
});
