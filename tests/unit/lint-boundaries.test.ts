import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

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

const APP_TO_SERVER = /app\/ imports server\/ only in \*\.server\.ts\(x\)/;
const FEATURE_ENTRY = /through its public entry, app\/features\/<feature>\/index\.ts/;
const DOMAIN = /server\/domain\/ must not import server\/http, server\/integrations or server\/jobs/;
const COMMON = /common\/ imports nothing from app\/ or server\//;

describe('lint: layer boundaries', () => {
  // Loading eslint.config.js and its plugins is most of the work: done once before the cases, not
  // inside the first one's time limit.
  beforeAll(async () => {
    await eslint.calculateConfigForFile(`${root}app/root.tsx`);
  });

  const refused: Array<[string, string, string, RegExp]> = [
    // app/ → server/
    [
      'a route imports a domain value',
      'app/routes/public/home.tsx',
      "import { ANONYMOUS } from '../../../server/domain/visibility.ts';\nexport const v = ANONYMOUS;\n",
      APP_TO_SERVER,
    ],
    [
      'a route imports a domain value by alias',
      'app/routes/public/home.tsx',
      "import { ANONYMOUS } from '#server/domain/visibility.ts';\nexport const v = ANONYMOUS;\n",
      APP_TO_SERVER,
    ],
    [
      'a route reaches server by a detour',
      'app/routes/public/home.tsx',
      "import { ANONYMOUS } from '../../lib/../../server/domain/visibility.ts';\nexport const v = ANONYMOUS;\n",
      APP_TO_SERVER,
    ],
    ['a route imports a server helper', 'app/routes/seo/feed.ts', "import { toPlainText } from '../../../server/lib/sanitize.ts';\nexport const f = toPlainText;\n", APP_TO_SERVER],
    ['a component imports a server type', 'app/components/site/x.tsx', "import type { Services } from '../../../server/services.ts';\nexport type S = Services;\n", APP_TO_SERVER],
    ['a component imports a server type by alias', 'app/components/site/x.tsx', "import type { Services } from '#server/services.ts';\nexport type S = Services;\n", APP_TO_SERVER],
    ['a component names a server type in typeof import()', 'app/components/site/x.tsx', "export type S = typeof import('#server/services.ts');\n", APP_TO_SERVER],
    ['an app module re-exports from server', 'app/lib/x.ts', "export { ANONYMOUS } from '../../server/domain/visibility.ts';\n", APP_TO_SERVER],
    ['an app module re-exports all of a server module by alias', 'app/lib/x.ts', "export * from '#server/domain/visibility.ts';\n", APP_TO_SERVER],
    ['an app module loads server code on demand', 'app/lib/x.ts', "export const load = () => import('../../server/config.ts');\n", APP_TO_SERVER],
    ['an app module loads server code on demand by alias', 'app/lib/x.ts', 'export const load = () => import(`#server/config.ts`);\n', APP_TO_SERVER],
    ['an app root module imports server', 'app/root.tsx', "import '../server/config.ts';\n", APP_TO_SERVER],
    ['a feature reaches server', 'app/features/news/x.ts', "import { ANONYMOUS } from '../../../server/domain/visibility.ts';\nexport const v = ANONYMOUS;\n", APP_TO_SERVER],
    ['a feature reaches server by alias', 'app/features/news/x.ts', "import { ANONYMOUS } from '#server/domain/visibility.ts';\nexport const v = ANONYMOUS;\n", APP_TO_SERVER],
    // A feature's inner files
    [
      'a route imports a feature’s inner file',
      'app/routes/dashboard/guide.tsx',
      "import { GuideEditor } from '../../features/guides/guide-editor.tsx';\nexport const g = GuideEditor;\n",
      FEATURE_ENTRY,
    ],
    [
      'a route imports a feature’s inner file by alias',
      'app/routes/dashboard/guide.tsx',
      "import { GuideEditor } from '#app/features/guides/guide-editor.tsx';\nexport const g = GuideEditor;\n",
      FEATURE_ENTRY,
    ],
    [
      'a route reaches a feature’s inner file by a detour',
      'app/routes/dashboard/guide.tsx',
      "import { GuideEditor } from '../x/../../features/guides/guide-editor.tsx';\nexport const g = GuideEditor;\n",
      FEATURE_ENTRY,
    ],
    [
      'a component imports a feature’s inner file',
      'app/components/dashboard/x.tsx',
      "import { useNewsForm } from '../../features/news/use-news-form.ts';\nexport const u = useNewsForm;\n",
      FEATURE_ENTRY,
    ],
    [
      'a component imports a feature’s nested file by alias',
      'app/components/dashboard/x.tsx',
      "import type { P } from '#app/features/news/components/panel.tsx';\nexport type Q = P;\n",
      FEATURE_ENTRY,
    ],
    [
      'a *.server.ts module imports a feature’s inner file',
      'app/lib/x.server.ts',
      "import { newsQuery } from '../features/news/api.ts';\nexport const n = newsQuery;\n",
      FEATURE_ENTRY,
    ],
    [
      'a feature imports another feature’s inner file',
      'app/features/news/x.tsx',
      "import { ProductForm } from '../products/product-form.tsx';\nexport const p = ProductForm;\n",
      FEATURE_ENTRY,
    ],
    [
      'a feature imports another feature’s inner file by alias',
      'app/features/news/x.tsx',
      "import { ProductForm } from '#app/features/products/product-form.tsx';\nexport const p = ProductForm;\n",
      FEATURE_ENTRY,
    ],
    [
      'a feature reaches another feature’s inner file by a detour',
      'app/features/news/components/x.tsx',
      "import { ProductForm } from '../../news/../products/product-form.tsx';\nexport const p = ProductForm;\n",
      FEATURE_ENTRY,
    ],
    ['a feature loads another feature’s inner file on demand', 'app/features/news/x.tsx', "export const load = () => import('../products/product-form.tsx');\n", FEATURE_ENTRY],
    // server/domain → http, integrations, jobs
    ['the domain imports http', 'server/domain/x.ts', "import { parse } from '../http/validate.ts';\nexport const p = parse;\n", DOMAIN],
    ['the domain imports http by alias', 'server/domain/x.ts', "import { parse } from '#server/http/validate.ts';\nexport const p = parse;\n", DOMAIN],
    ['the domain imports an integration', 'server/domain/x.ts', "import { sendMail } from '../integrations/mail.ts';\nexport const s = sendMail;\n", DOMAIN],
    ['the domain imports an integration by alias', 'server/domain/x.ts', "import { sendMail } from '#server/integrations/mail.ts';\nexport const s = sendMail;\n", DOMAIN],
    ['the domain imports a job', 'server/domain/sub/x.ts', "import type { Job } from '../../jobs/index.ts';\nexport type J = Job;\n", DOMAIN],
    ['the domain imports a job by alias', 'server/domain/sub/x.ts', "import type { Job } from '#server/jobs/index.ts';\nexport type J = Job;\n", DOMAIN],
    ['the domain reaches http through the root', 'server/domain/x.ts', "import { x } from '../../server/http/app.ts';\nexport const y = x;\n", DOMAIN],
    ['the domain reaches http by a detour', 'server/domain/x.ts', "import { x } from '../db/../http/app.ts';\nexport const y = x;\n", DOMAIN],
    ['the domain loads a job on demand', 'server/domain/x.ts', "export const load = () => import('../jobs/index.ts');\n", DOMAIN],
    // common/ → app/, server/
    ['common imports server', 'common/x.ts', "import { MSG } from '../server/lib/sanitize.ts';\nexport const m = MSG;\n", COMMON],
    ['common imports server by alias', 'common/x.ts', "import { MSG } from '#server/lib/sanitize.ts';\nexport const m = MSG;\n", COMMON],
    ['common imports app', 'common/x.ts', "import type { RootData } from '../app/root.tsx';\nexport type R = RootData;\n", COMMON],
    ['common imports app by alias', 'common/grounding/x.ts', "import type { RootData } from '#app/root.tsx';\nexport type R = RootData;\n", COMMON],
    ['common reaches app by a detour', 'common/grounding/x.ts', "export { x } from '../grounding/../../app/lib/format.ts';\n", COMMON],
  ];
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
      'a feature imports its own files, shared components and another feature’s entry',
      'app/features/news/x.tsx',
      "import { NewsForm } from './news-form.tsx';\nimport { Button } from '../../components/ui/button.tsx';\nimport { ProductForm } from '../products/index.ts';\nexport const v = [NewsForm, Button, ProductForm];\n",
    ],
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
});
