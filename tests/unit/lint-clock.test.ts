import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * eslint-rules/clock.js bites: the server reads the time through its Clock, and tests neither read
 * the machine's clock nor sleep. Each snippet is linted as a file of the place named, and only the
 * clock rules' findings count.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const RULES = new Set(['clock/no-wall-clock', 'clock/no-sleep']);

const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function findings(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}`, warnIgnored: true });
  const messages = result?.messages ?? [];
  const broken = messages.filter((m) => m.ruleId === null);
  if (broken.length > 0) throw new Error(broken.map((m) => m.message).join('; '));
  return messages.filter((m) => m.ruleId !== null && RULES.has(m.ruleId)).map((m) => m.ruleId!);
}

const SERVICE = 'server/domain/a-service.ts';
const TEST = 'tests/api/a-test.test.ts';
const SPEC = 'tests/e2e/a-page.spec.ts';

describe('lint: one clock, no sleeping tests', () => {
  beforeAll(async () => {
    await eslint.calculateConfigForFile(`${root}${SERVICE}`);
  });

  const refused: Array<[string, string, string, string]> = [
    ['Date.now() in a service', SERVICE, 'export const at = () => Date.now();', 'clock/no-wall-clock'],
    ['Date.now passed as a clock', SERVICE, 'export const clock: () => number = Date.now;', 'clock/no-wall-clock'],
    ['new Date() in a service', SERVICE, 'export const at = () => new Date().toISOString();', 'clock/no-wall-clock'],
    ['Date() in a job', 'server/jobs/a-job.ts', 'export const at = () => Date();', 'clock/no-wall-clock'],
    ['new Date() in a test', TEST, 'export const when = new Date();', 'clock/no-wall-clock'],
    ['performance.now() in a test', 'tests/unit/a-unit.test.ts', 'export const t = performance.now();', 'clock/no-wall-clock'],
    ['waitForTimeout in a spec', SPEC, 'export async function f(page: { waitForTimeout(ms: number): Promise<void> }) { await page.waitForTimeout(400); }', 'clock/no-sleep'],
    ['a timer Promise in a component test', 'tests/components/a.test.tsx', 'export async function f() { await new Promise((r) => setTimeout(r, 50)); }', 'clock/no-sleep'],
    ['a timer Promise with a block body', TEST, 'export async function f() { await new Promise<void>((resolve) => { setTimeout(() => resolve(), 20); }); }', 'clock/no-sleep'],
    ['a sleep helper', TEST, 'declare function sleep(ms: number): Promise<void>;\nexport async function f() { await sleep(100); }', 'clock/no-sleep'],
  ];
  it.each(refused)('refuses %s', async (_name, file, code, rule) => {
    expect(await findings(code, file)).toEqual([rule]);
  });

  const allowed: Array<[string, string, string]> = [
    ['the clock itself', 'server/lib/clock.ts', 'export const now = () => new Date();'],
    ['a duration measured in a service', SERVICE, 'export const t = performance.now();'],
    ['a date from a value', SERVICE, 'export const at = (ms: number) => new Date(ms).toISOString();'],
    ['a fixed instant in a test', TEST, "export const at = new Date('2026-11-26T10:00:00.000Z');"],
    ['a 0 ms yield in a test', TEST, 'export async function f() { await new Promise((r) => setTimeout(r, 0)); }'],
    ['a timer that is not awaited', TEST, 'export function f(g: () => void) { setTimeout(g, 100); }'],
    ['the wall clock outside server and tests', 'scripts/a-script.ts', 'export const at = Date.now();'],
  ];
  it.each(allowed)('allows %s', async (_name, file, code) => {
    expect(await findings(code, file)).toEqual([]);
  });
});
