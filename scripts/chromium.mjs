// Debian's Chromium and the flags every tool here launches it with (Playwright tests, Lighthouse).
// Never a downloaded browser: set CHROMIUM_PATH (Lighthouse) or E2E_CHROMIUM_PATH (Playwright) to
// use another binary.
import fs from 'node:fs';

/** The full browser, for measurements that must see what a visitor's browser does (Lighthouse). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the Playwright tests drive: Debian's chromium-headless-shell (package
 * chromium-headless-shell, the same Blink as the chromium package without the browser's own UI,
 * what Playwright itself uses for headless runs) when it is installed, else the full chromium.
 * Measured on the 2-core machines (decision 0021): the browser tier a quarter faster.
 */
export const TEST_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? (process.env.CHROMIUM_PATH || !fs.existsSync(HEADLESS_SHELL) ? CHROMIUM_PATH : HEADLESS_SHELL);
