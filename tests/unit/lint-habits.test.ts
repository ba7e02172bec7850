import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The habits lint holds (decision 0046): at most 300 lines a file, and no ticket number in a
 * comment. Each snippet is linted as a file of the repository with the real configuration, on
 * syntax alone, and only the rule under test counts.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

function linter(rule: string): ESLint {
  return new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === rule,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
}

async function findings(eslint: ESLint, rule: string, code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}`, warnIgnored: true });
  const messages = result?.messages ?? [];
  const broken = messages.filter((m) => m.ruleId === null);
  if (broken.length > 0) throw new Error(broken.map((m) => m.message).join('; '));
  return messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const lines = (n: number): string => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

describe('lint: at most 300 lines a file', () => {
  const eslint = linter('max-lines');
  // The first lint loads the configuration and its plugins: a minute on a busy machine, not a test's time.
  beforeAll(async () => {
    await eslint.calculateConfigForFile(`${root}app/root.tsx`);
  }, 120_000);
  const check = (code: string, file: string) => findings(eslint, 'max-lines', code, file);

  it.each(['app/lib/long.ts', 'server/domain/long.ts', 'common/long.ts', 'scripts/long.mjs', 'eslint-rules/long.js', 'tests/unit/long.test.ts'])(
    'refuses 301 lines in %s, accepts 300',
    async (file) => {
      expect(await check(lines(301), file)).toEqual([expect.stringMatching(/too many lines \(301\)/)]);
      expect(await check(lines(300), file)).toEqual([]);
    },
  );

  it('counts comments and blank lines like any other line', async () => {
    const padded = lines(100) + '\n'.repeat(100) + '// a comment\n'.repeat(101);
    expect(await check(padded, 'app/lib/prose.ts')).toHaveLength(1);
  });

  it('leaves data whole: the demo content and test fixtures', async () => {
    expect(await check(lines(400), 'server/seed/demo-data.ts')).toEqual([]);
    expect(await check(lines(400), 'tests/fixtures/big.ts')).toEqual([]);
  });
});

describe('lint: no ticket number in a comment', () => {
  const eslint = linter('comments/no-ticket-refs');
  const check = (code: string, file = 'server/domain/example.ts') => findings(eslint, 'comments/no-ticket-refs', code, file);

  const refused: Array<[string, string]> = [
    ['a line comment', '// Counted once per visitor (issue 26).\nexport const a = 1;\n'],
    ['a doc comment', '/**\n * Issue 12: graceful shutdown.\n */\nexport const a = 1;\n'],
    ['a hash number', '/* see Issue #7 */\nexport const a = 1;\n'],
    ['a task', 'export const a = 1; // done for task 3\n'],
    ['the plural', '// Issues 12 and 13 asked for it.\nexport const a = 1;\n'],
  ];
  it.each(refused)('refuses %s', async (_name, code) => {
    expect(await check(code)).toEqual([expect.stringMatching(/points to a ticket/)]);
  });

  it('refuses it in tests and scripts as well', async () => {
    expect(await check('// issue 20\nexport const a = 1;\n', 'tests/unit/x.test.ts')).toHaveLength(1);
    expect(await check('// issue 20\nexport const a = 1;\n', 'scripts/x.mjs')).toHaveLength(1);
  });

  const accepted: Array<[string, string]> = [
    ['a decision record', '// Cached per route (decision 0027).\nexport const a = 1;\n'],
    ['the word without a number', '// An issue with the feed is logged, the task retried.\nexport const a = 1;\n'],
    ['a ticket-like string outside comments', "export const a = 'issue 26';\n"],
    ['a word that only ends in issue', '// tissue 3 layers\nexport const a = 1;\n'],
  ];
  it.each(accepted)('accepts %s', async (_name, code) => {
    expect(await check(code)).toEqual([]);
  });
});
