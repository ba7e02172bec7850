import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * eslint-rules/effects.js bites: a React effect returns nothing or its cleanup function. The
 * dashboard crashed ('l is not a function') when an effect written `() => el.scrollIntoView()`
 * returned the Promise current Chromium gives back, which React then called as a cleanup. Each
 * snippet is linted as a file of app/, and only this rule's findings count.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const RULE = 'effects/cleanup-only';

/** On syntax alone (no type information: what cannot be proven a function is reported). */
const syntactic = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});
/**
 * With type information, as `npm run lint` runs on app/: a small TypeScript project of its own
 * (tests/fixtures/lint-effects), so the checker starts in a moment instead of loading the repository.
 * The snippet is also written to that project's file on disk before it is linted: the type checker
 * may read the file from disk rather than the text handed to ESLint (on a clean clone in CI it saw
 * the disk's empty file, and found nothing to report), and the two must agree. The file is removed
 * afterwards (it is ignored by git).
 */
const TYPED_FILE = 'tests/fixtures/lint-effects/snippet.ts';
const typed = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: 'tests/fixtures/lint-effects/tsconfig.json', tsconfigRootDir: root } } },
});

async function findings(eslint: ESLint, code: string, file = 'app/components/dashboard/use-overlay.ts'): Promise<string[]> {
  const filePath = `${root}${file}`;
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  const messages = result?.messages ?? [];
  const broken = messages.filter((m) => m.ruleId === null);
  if (broken.length > 0) throw new Error(broken.map((m) => m.message).join('; '));
  return messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const header = "import { useEffect, useLayoutEffect } from 'react';\nimport * as React from 'react';\n";
const EXPRESSION = /write it with a block body/;
const VALUE = /not known to be a function/;
const ASYNC = /async effect returns a Promise/;

describe('lint: an effect returns nothing or its cleanup', () => {
  beforeAll(async () => {
    await syntactic.calculateConfigForFile(`${root}app/root.tsx`);
  });
  afterAll(() => rmSync(`${root}${TYPED_FILE}`, { force: true }));

  const refused: Array<[string, string, RegExp]> = [
    ['scrollIntoView as an expression body', 'export function f(el: HTMLElement) { useEffect(() => el.scrollIntoView({ block: "nearest" }), []); }', EXPRESSION],
    ['optional call as an expression body', 'export function f(el: HTMLElement | null) { useLayoutEffect(() => el?.scrollIntoView?.(), []); }', EXPRESSION],
    ['a setter as an expression body', 'export function f(set: (v: number) => void) { React.useEffect(() => set(1), [set]); }', EXPRESSION],
    ['a call returned from a block', 'export function f(open: () => void, ok: boolean) { useEffect(() => { if (ok) return open(); }, [ok, open]); }', VALUE],
    ['a promise returned from a block', 'export function f(p: Promise<void>) { useEffect(() => { return p; }, [p]); }', VALUE],
    ['an async effect', 'export function f(load: () => Promise<void>) { useEffect(async () => { await load(); }, [load]); }', ASYNC],
  ];
  it.each(refused)('refuses %s', async (_name, code, message) => {
    const found = await findings(syntactic, header + code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  const accepted: Array<[string, string]> = [
    ['a block body with no return', 'export function f(el: HTMLElement) { useEffect(() => { el.scrollIntoView(); }, [el]); }'],
    [
      'a cleanup written in place',
      'export function f(el: HTMLElement, h: () => void) { useEffect(() => { el.addEventListener("x", h); return () => el.removeEventListener("x", h); }, [el, h]); }',
    ],
    ['an arrow returning its cleanup arrow', 'export function f(c: AbortController) { useEffect(() => () => c.abort(), [c]); }'],
    ['a bare return', 'export function f(ok: boolean, el: HTMLElement) { useEffect(() => { if (!ok) return; el.focus(); }, [ok, el]); }'],
    ['returns of nested functions', 'export function f(g: () => number) { useEffect(() => { const h = () => g(); void [1].map(() => h()); }, [g]); }'],
    ['returning undefined', 'export function f() { useEffect(() => undefined, []); }'],
  ];
  it.each(accepted)('accepts %s', async (_name, code) => {
    expect(await findings(syntactic, header + code)).toEqual([]);
  });

  it('with the types: a value known to be a function passes, a void call does not', async () => {
    const code = [
      // No React nor DOM types in this small project: the rule goes by the hook's name.
      'declare function useEffect(effect: () => unknown, deps: unknown[]): void;',
      'interface HTMLElement { scrollIntoView(): void }',
      'declare function watch(set: (v: boolean) => void): () => void;',
      'declare const maybeStop: (() => void) | undefined;',
      'export function f(set: (v: boolean) => void, el: HTMLElement) {',
      '  useEffect(() => watch(set), [set]);',
      '  useEffect(() => maybeStop, []);',
      '  useEffect(() => { return watch(set); }, [set]);',
      '  useEffect(() => el.scrollIntoView(), [el]);',
      '}',
    ].join('\n');
    writeFileSync(`${root}${TYPED_FILE}`, code);
    const found = await findings(typed, code, TYPED_FILE);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(EXPRESSION);
  });
});
