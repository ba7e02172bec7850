// Debian's Chromium and the flags every tool here launches it with (Playwright tests, Lighthouse).
// Never a downloaded browser: set CHROMIUM_PATH to use another binary.
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
