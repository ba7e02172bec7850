import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENHANCEMENTS } from '../../common/enhance.ts';
import { awayAfterScroll } from '../../app/lib/scroll-away.ts';
import { ENHANCE_MANIFEST, loadEnhanceScripts } from '../../server/http/enhance-scripts.ts';

/** The public pages' progressive-enhancement scripts (decision 0035): what exists and how the server finds it. */

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A build folder with a client/ folder and, when given, the manifest. */
function buildWith(manifest?: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-enhance-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'client'));
  if (manifest !== undefined) fs.writeFileSync(path.join(dir, ENHANCE_MANIFEST), JSON.stringify(manifest));
  return path.join(dir, 'client');
}

const complete = Object.fromEntries(ENHANCEMENTS.map((name) => [name, `/assets/enhance-${name}-AB12CD34.js`]));

describe('the behaviours', () => {
  it('are exactly the scripts of app/enhance (one file each; helpers live in app/enhance/lib)', () => {
    const files = fs
      .readdirSync(path.resolve('app', 'enhance'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...ENHANCEMENTS].sort());
  });
});

describe('loadEnhanceScripts', () => {
  it('reads the hashed file of every behaviour from the build', () => {
    expect(loadEnhanceScripts('production', buildWith(complete))).toEqual(complete);
  });

  it('stops the start when the manifest is missing, incomplete or names something else than a build script', () => {
    expect(() => loadEnhanceScripts('production', buildWith())).toThrow(/Build incompleta/);
    const { menu: _menu, ...withoutMenu } = complete;
    expect(() => loadEnhanceScripts('production', buildWith(withoutMenu))).toThrow(/"menu"/);
    expect(() => loadEnhanceScripts('production', buildWith({ ...complete, search: 'https://cdn.example/x.js' }))).toThrow(/"search"/);
  });

  it('serves the sources through Vite in development', () => {
    expect(loadEnhanceScripts('development', undefined).menu).toBe('/app/enhance/menu.ts');
  });
});

describe('awayAfterScroll', () => {
  const page = { viewport: 800, height: 5000 };
  it('steps aside scrolling down, comes back scrolling up or near an edge, ignores jitter', () => {
    expect(awayAfterScroll(300, { ...page, y: 600 })).toBe(true);
    expect(awayAfterScroll(600, { ...page, y: 400 })).toBe(false);
    expect(awayAfterScroll(600, { ...page, y: 604 })).toBeNull();
    expect(awayAfterScroll(0, { ...page, y: 50 })).toBe(false);
    expect(awayAfterScroll(3000, { ...page, y: 4150 })).toBe(false);
  });
});
