import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layer boundaries (docs/decisions/0009-strings-and-boundaries.md). Imports between layers are
 * relative paths, so a regular expression on the path names the layer: `../` once or more, then
 * the folder of the repository root (`server/…`, `app/…`), or a sibling folder of server/domain.
 * `import type` is refused too: nothing in app/ outside `*.server.ts(x)` needs a server type.
 */
const upTo = (folders) => `^(?:\\.\\./)+(?:${folders})(?:/|$)`;
const boundary = (regex, message) => ['error', { patterns: [{ regex, message }] }];

const APP_TO_SERVER = {
  regex: upTo('server'),
  message: 'app/ imports server/ only in *.server.ts(x) modules: put the server call in an app/lib/*.server.ts helper, or shared code in common/.',
};
const FEATURE_ENTRY = 'a feature is imported through its public entry, app/features/<feature>/index.ts: its other files are its own.';
const FEATURE_INTERNALS = { regex: '(?:^|/)features/[^/]+/(?!index\\.ts$)[^/]+$', message: FEATURE_ENTRY };
const OTHER_FEATURE_INTERNALS = { regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)[^/]+$', message: FEATURE_ENTRY };

export default tseslint.config(
  { ignores: ['build*/', 'node_modules/', '.react-router/', 'data/', 'tests/.tmp/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, regexp },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Much of what these regular expressions read comes from outside (feeds, articles, AI text,
      // requests): one that backtracks super-linearly lets a hostile input stall the event loop.
      // A report is fixed (a linear pattern or a loop), or disabled on its line with the reason
      // why its input is trusted and bounded.
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The React app reaches the server only from server-only modules (React Router keeps
    // `*.server.ts(x)` and `.server/` out of the browser bundle): route loaders import helpers
    // from app/lib/*.server.ts; the load context's types are declared in app/context.server.ts.
    // A feature (app/features/<feature>/) is reached through its index.ts only: its other files
    // can change without the rest of the app noticing.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}', 'app/**/.server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_TO_SERVER, FEATURE_INTERNALS] }] },
  },
  {
    // Inside a feature, `../other/` is another feature: only its index.ts.
    files: ['app/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_TO_SERVER, FEATURE_INTERNALS, OTHER_FEATURE_INTERNALS] }] },
  },
  {
    // Domain services know nothing of HTTP, outside services or scheduled jobs: those call them.
    files: ['server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': boundary(
        upTo('(?:server/)?(?:http|integrations|jobs)'),
        'server/domain/ must not import server/http, server/integrations or server/jobs: they depend on the domain, not the reverse.',
      ),
    },
  },
  {
    // A migration works on the schema as it was when it was written, not on today's table types:
    // Kysely's own guidance is `Kysely<any>` there (and in the migrator that runs them).
    files: ['server/db/migrations/**/*.ts', 'server/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // common/ runs in the browser and on the server alike.
    files: ['common/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': boundary(upTo('app|server'), 'common/ imports nothing from app/ or server/: it is shared by both.'),
    },
  },
);
