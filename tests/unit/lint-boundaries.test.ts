import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { refused } from './lint-boundaries-cases.ts';

/**
 * The layer boundaries of eslint.config.js (decisions 0009, 0025 and 0028) bite: each snippet is
 * linted as if it were a file at that path, and only the findings of the boundary rule count.
 * Each rule is shown to fire for every spelling of a path: relative, through package.json's
 * `#app/`, `#server/` and `#common/` imports, and relative with detours (`../x/../features/…`).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const RULE = 'boundaries/layers';
// Only the boundary rule runs, on syntax alone: the type-aware rules would need each snippet to
// be a file of the TypeScript project.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}`, warnIgnored: true });
  const messages = result?.messages ?? [];
  // A file the config ignores, or a snippet that does not parse, would pass for the wrong reason.
  const broken = messages.filter((m) => m.ruleId === null);
  if (broken.length > 0) throw new Error(`${filePath}: ${broken.map((m) => m.message).join('; ')}`);
  return messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('lint: layer boundaries', () => {
  // Loading eslint.config.js and its plugins is most of the work: done once before the cases, not
  // inside the first one's time limit.
  beforeAll(async () => {
    await eslint.calculateConfigForFile(`${root}app/root.tsx`);
  });

  it.each(refused)('refuses: %s', async (_name, filePath, code, message) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  const allowed: Array<[string, string, string]> = [
    ['a *.server.ts helper imports server', 'app/lib/x.server.ts', "import { toPlainText } from '../../server/lib/sanitize.ts';\nexport const f = toPlainText;\n"],
    ['a *.server.ts helper imports server by alias', 'app/lib/x.server.ts', "import { toPlainText } from '#server/lib/sanitize.ts';\nexport const f = toPlainText;\n"],
    ['a *.server.tsx module imports server', 'app/x.server.tsx', "import type { Services } from '../server/services.ts';\nexport type S = Services;\n"],
    ['a .server/ folder imports server', 'app/lib/.server/x.ts', "import { toPlainText } from '../../../server/lib/sanitize.ts';\nexport const f = toPlainText;\n"],
    [
      'a route imports its *.server.ts helper and common',
      'app/routes/public/home.tsx',
      "import { ANONYMOUS } from '../../lib/content.server.ts';\nimport { MSG } from '../../../common/messages.ts';\nexport const v = [ANONYMOUS, MSG];\n",
    ],
    [
      'a route imports app and common by alias',
      'app/routes/public/home.tsx',
      "import { ANONYMOUS } from '#app/lib/content.server.ts';\nimport { MSG } from '#common/messages.ts';\nexport const v = [ANONYMOUS, MSG];\n",
    ],
    ['an app module imports react-dom/server', 'app/lib/x.ts', "import { renderToString } from 'react-dom/server';\nexport const r = renderToString;\n"],
    ['an app module loads a package and common on demand', 'app/lib/x.ts', "export const load = () => [import('zod'), import('#common/validation.ts')];\n"],
    ['a folder named like a layer inside app', 'app/lib/x.ts', "import { s } from './server/y.ts';\nexport const v = s;\n"],
    [
      'the domain imports the database, lib and common',
      'server/domain/x.ts',
      "import type { Db } from '../db/index.ts';\nimport { nowIso } from '../lib/time.ts';\nimport { MSG } from '../../common/messages.ts';\nexport const v: [Db | null, unknown, unknown] = [null, nowIso, MSG];\n",
    ],
    [
      'the domain imports the database and common by alias',
      'server/domain/x.ts',
      "import type { Db } from '#server/db/index.ts';\nimport { MSG } from '#common/messages.ts';\nexport const v: [Db | null, unknown] = [null, MSG];\n",
    ],
    [
      'http imports the domain and integrations',
      'server/http/routes/x.ts',
      "import { ANONYMOUS } from '../../domain/visibility.ts';\nimport { sendMail } from '#server/integrations/mail.ts';\nexport const v = [ANONYMOUS, sendMail];\n",
    ],
    [
      'common imports common and packages',
      'common/x.ts',
      "import { z } from 'zod';\nimport { MSG } from './messages.ts';\nimport { LIST_PARAMS } from '#common/list-params.ts';\nexport const v = [z, MSG, LIST_PARAMS];\n",
    ],
    ['a route imports a feature’s entry', 'app/routes/dashboard/guide.tsx', "import { GuideEditor } from '../../features/guides/index.ts';\nexport const g = GuideEditor;\n"],
    [
      'a route imports a feature’s entry by alias, and its folder',
      'app/routes/dashboard/guide.tsx',
      "import { GuideEditor } from '#app/features/guides/index.ts';\nimport { NewsForm } from '../../features/news';\nexport const g = [GuideEditor, NewsForm];\n",
    ],
    [
      'a feature imports its own files, shared components, entities and lib',
      'app/features/news/x.tsx',
      "import { NewsForm } from './news-form.tsx';\nimport { Button } from '../../components/ui/button.tsx';\nimport { ClaimsResolveDialog } from '#app/components/dashboard/claims/index.ts';\nimport { productKeys } from '../../entities/products/api.ts';\nimport { api } from '#app/lib/api.ts';\nexport const v = [NewsForm, Button, ClaimsResolveDialog, productKeys, api];\n",
    ],
    [
      'a shared component imports other shared components, entities, ui and lib',
      'app/components/dashboard/list/x.tsx',
      "import { ClaimsResolveDialog } from '../claims/index.ts';\nimport { endOtherSessions } from '#app/entities/users/api.ts';\nimport { Button } from '../../ui/button.tsx';\nimport { api } from '../../../lib/api.ts';\nexport const v = [ClaimsResolveDialog, endOtherSessions, Button, api];\n",
    ],
    [
      'an entity imports another entity, lib and common',
      'app/entities/guides/api.ts',
      "import { savePendingVersion } from '../revisions/api.ts';\nimport { api } from '#app/lib/api.ts';\nimport type { Guide } from '../../../common/types.ts';\nexport const v: [unknown, unknown, Guide | null] = [savePendingVersion, api, null];\n",
    ],
    ['lib imports a ui primitive', 'app/lib/query.tsx', "import { useToast } from '../components/ui/toast.tsx';\nexport const t = useToast;\n"],
    [
      'a feature’s nested file imports its own files by any spelling',
      'app/features/news/components/x.tsx',
      "import { NewsForm } from '../news-form.tsx';\nimport { useNews } from '#app/features/news/use-news.ts';\nimport { p } from '../../news/components/panel.tsx';\nexport const v = [NewsForm, useNews, p];\n",
    ],
    [
      'tests import a feature’s inner modules and server',
      'tests/unit/x.test.ts',
      "import { reducer } from '#app/features/news/news-form-state.ts';\nimport { MSG } from '../../server/http/app.ts';\nexport const v = [reducer, MSG];\n",
    ],
  ];
  it.each(allowed)('allows: %s', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });

  it('finds no import against the direction in the tree of app/', async () => {
    const results = await eslint.lintFiles(['app/**/*.{ts,tsx}']);
    const found = results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath.slice(root.length)}:${m.line} ${m.message}`));
    expect(results.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  }, 60_000);
});
