import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/boundaries.js';
import clock from './eslint-rules/clock.js';
import effects from './eslint-rules/effects.js';

export default tseslint.config(
  { ignores: ['build*/', 'node_modules/', '.react-router/', 'data/', 'tests/.tmp/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, regexp, boundaries, effects, clock },
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
      // Layer boundaries (decisions 0009, 0025, 0028 and 0043), judged on the file each import resolves to,
      // whatever its spelling (relative, `#app/…`, `#server/…`, `#common/…`):
      // - app/ reaches server/ only from server-only modules (React Router keeps `*.server.ts(x)`
      //   and `.server/` out of the browser bundle): loaders import helpers from app/lib/*.server.ts;
      // - a feature (app/features/<feature>/) is reached from the rest of app/ through its index.ts
      //   only: its other files can change without the rest of the app noticing;
      // - one direction in app/: routes → features → components → entities → lib and components/ui;
      //   a feature never imports another feature, a shared component never imports a feature;
      // - server/domain/ never imports server/http, server/integrations or server/jobs;
      // - common/ imports nothing from app/ or server/: it runs in the browser and on the server.
      'boundaries/layers': 'error',
      // An effect returns nothing or its cleanup function (eslint-rules/effects.js): React calls
      // whatever else it returns when the effect is undone, and a value that is not a function
      // (a Promise from scrollIntoView in current Chromium) crashes the screen.
      'effects/cleanup-only': 'error',
    },
  },
  {
    // Type-aware rules on the code that ships (the tests are left out: typing them would double
    // the time of a lint for little). A promise nobody awaits or handles fails silently, or as an
    // unhandled rejection that stops the process; one passed where a callback's result is ignored
    // (an event handler, a `setTimeout`) does the same. `void` marks a promise left on purpose.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The public pages' scripts (decision 0035) stay a few kilobytes: no framework, no icon set,
    // no validation library, no message catalogue (a whole object would be bundled: texts come
    // from the server's markup), no component module. scripts/build-enhance.mjs also refuses any
    // package or message module reached indirectly.
    files: ['app/enhance/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', 'lucide-react', 'zod', '**/messages*', '**/*.tsx'],
              message: 'Gli script di app/enhance restano piccoli: niente React, librerie o cataloghi di messaggi (i testi arrivano dal markup).',
            },
          ],
        },
      ],
    },
  },
  {
    // One clock (eslint-rules/clock.js): the server reads the time through server/lib/clock.ts;
    // durations and timeouts (performance.now, setTimeout) are not the time and stay.
    files: ['server/**/*.ts'],
    ignores: ['server/lib/clock.ts'],
    rules: { 'clock/no-wall-clock': 'error' },
  },
  {
    // Tests set the time and never sleep (eslint-rules/clock.js): no wall clock, no measured
    // durations, no waiting for real time.
    files: ['tests/**/*.{ts,tsx}'],
    ignores: [
      // Still reading the wall clock or waiting (API tests on the services' clock once the registry's
      // files take it; web tests starting servers at a set time): to convert, then remove from here.
      'tests/e2e/affiliate-clicks.spec.ts',
      'tests/e2e/dashboard-admin.spec.ts',
      'tests/e2e/dashboard-lists.spec.ts',
      'tests/e2e/dashboard-news.spec.ts',
      'tests/e2e/dashboard-statistics.spec.ts',
      'tests/e2e/public-home.spec.ts',
      'tests/e2e/public-stored-html.spec.ts',
      'tests/helpers/process.ts',
      'tests/mocks/amazon.ts',
      'tests/mocks/feeds.ts',
      'tests/unit/amazon-links.test.ts',
      'tests/web/prices.test.ts',
      'tests/web/render-cache.test.ts',
      'tests/web/statistics.test.ts',
    ],
    rules: { 'clock/no-wall-clock': ['error', { monotonic: false }], 'clock/no-sleep': 'error' },
  },
  {
    // A migration works on the schema as it was when it was written, not on today's table types:
    // Kysely's own guidance is `Kysely<any>` there (and in the migrator that runs them).
    files: ['server/db/migrations/**/*.ts', 'server/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
