import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer boundaries of eslint.config.js (decision 0009) bite: each snippet is linted as if it
 * were a file at that path, and only the no-restricted-imports findings count.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}`, warnIgnored: true });
  const messages = result?.messages ?? [];
  // A file the config ignores, or a snippet that does not parse, would pass for the wrong reason.
  const broken = messages.filter((m) => m.ruleId === null);
  if (broken.length > 0) throw new Error(`${filePath}: ${broken.map((m) => m.message).join('; ')}`);
  return messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint: layer boundaries', () => {
  // Loading eslint.config.js and its plugins is most of the work: done once before the cases, not
  // inside the first one's time limit.
  beforeAll(async () => {
    await eslint.calculateConfigForFile(`${root}app/root.tsx`);
  });

  const refused: Array<[string, string, string, RegExp]> = [
    ['a route imports a domain value', 'app/routes/public/home.tsx', "import { ANONYMOUS } from '../../../server/domain/visibility.ts';\nexport const v = ANONYMOUS;\n", /app\/ imports server\//],
    ['a route imports a server helper', 'app/routes/seo/feed.ts', "import { toPlainText } from '../../../server/lib/sanitize.ts';\nexport const f = toPlainText;\n", /app\/ imports server\//],
    ['a component imports a server type', 'app/components/site/x.tsx', "import type { Services } from '../../../server/services.ts';\nexport type S = Services;\n", /app\/ imports server\//],
    ['an app module re-exports from server', 'app/lib/x.ts', "export { ANONYMOUS } from '../../server/domain/visibility.ts';\n", /app\/ imports server\//],
    ['an app root module imports server', 'app/root.tsx', "import '../server/config.ts';\n", /app\/ imports server\//],
    ['the domain imports http', 'server/domain/x.ts', "import { parse } from '../http/validate.ts';\nexport const p = parse;\n", /server\/domain\/ must not import/],
    ['the domain imports an integration', 'server/domain/x.ts', "import { sendMail } from '../integrations/mail.ts';\nexport const s = sendMail;\n", /server\/domain\/ must not import/],
    ['the domain imports a job', 'server/domain/sub/x.ts', "import type { Job } from '../../jobs/index.ts';\nexport type J = Job;\n", /server\/domain\/ must not import/],
    ['the domain reaches http through the root', 'server/domain/x.ts', "import { x } from '../../server/http/app.ts';\nexport const y = x;\n", /server\/domain\/ must not import/],
    ['common imports server', 'common/x.ts', "import { MSG } from '../server/lib/sanitize.ts';\nexport const m = MSG;\n", /common\/ imports nothing from app\/ or server\//],
    ['common imports app', 'common/x.ts', "import type { RootData } from '../app/root.tsx';\nexport type R = RootData;\n", /common\/ imports nothing from app\/ or server\//],
    ['a route imports a feature’s inner file', 'app/routes/dashboard/guide.tsx', "import { GuideEditor } from '../../features/guides/guide-editor.tsx';\nexport const g = GuideEditor;\n", /through its public entry/],
    ['a component imports a feature’s inner file', 'app/components/dashboard/x.tsx', "import { useNewsForm } from '../../features/news/use-news-form.ts';\nexport const u = useNewsForm;\n", /through its public entry/],
    ['a feature imports another feature’s inner file', 'app/features/news/x.tsx', "import { ProductForm } from '../products/product-form.tsx';\nexport const p = ProductForm;\n", /through its public entry/],
    ['a feature reaches server', 'app/features/news/x.ts', "import { ANONYMOUS } from '../../../server/domain/visibility.ts';\nexport const v = ANONYMOUS;\n", /app\/ imports server\//],
  ];
  it.each(refused)('refuses: %s', async (_name, filePath, code, message) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  const allowed: Array<[string, string, string]> = [
    ['a *.server.ts helper imports server', 'app/lib/x.server.ts', "import { toPlainText } from '../../server/lib/sanitize.ts';\nexport const f = toPlainText;\n"],
    ['a *.server.tsx module imports server', 'app/x.server.tsx', "import type { Services } from '../server/services.ts';\nexport type S = Services;\n"],
    ['a .server/ folder imports server', 'app/lib/.server/x.ts', "import { toPlainText } from '../../../server/lib/sanitize.ts';\nexport const f = toPlainText;\n"],
    ['a route imports its *.server.ts helper and common', 'app/routes/public/home.tsx', "import { ANONYMOUS } from '../../lib/content.server.ts';\nimport { MSG } from '../../../common/messages.ts';\nexport const v = [ANONYMOUS, MSG];\n"],
    ['an app module imports react-dom/server', 'app/lib/x.ts', "import { renderToString } from 'react-dom/server';\nexport const r = renderToString;\n"],
    ['the domain imports the database, lib and common', 'server/domain/x.ts', "import type { Db } from '../db/index.ts';\nimport { nowIso } from '../lib/time.ts';\nimport { MSG } from '../../common/messages.ts';\nexport const v: [Db | null, unknown, unknown] = [null, nowIso, MSG];\n"],
    ['http imports the domain and integrations', 'server/http/routes/x.ts', "import { ANONYMOUS } from '../../domain/visibility.ts';\nimport { sendMail } from '../../integrations/mail.ts';\nexport const v = [ANONYMOUS, sendMail];\n"],
    ['common imports common and packages', 'common/x.ts', "import { z } from 'zod';\nimport { MSG } from './messages.ts';\nexport const v = [z, MSG];\n"],
    ['a route imports a feature’s entry', 'app/routes/dashboard/guide.tsx', "import { GuideEditor } from '../../features/guides/index.ts';\nexport const g = GuideEditor;\n"],
    ['a feature imports its own files, shared components and another feature’s entry', 'app/features/news/x.tsx', "import { NewsForm } from './news-form.tsx';\nimport { Button } from '../../components/ui/button.tsx';\nimport { ProductForm } from '../products/index.ts';\nexport const v = [NewsForm, Button, ProductForm];\n"],
  ];
  it.each(allowed)('allows: %s', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
