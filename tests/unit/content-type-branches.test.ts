import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The content types are declared once (common/content-types.ts, server/domain/content/): no server
 * code outside them picks a type by comparing it with a literal name.
 */
const ROOT = join(import.meta.dirname, '../..');
const ALLOWED = ['server/domain/content/', 'common/content-types.ts'];
const BRANCH = /[!=]==\s*'(recensione|guida|notizia|review|guide|news)'/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('content-type branches', () => {
  it('no server file outside the registry compares a content type with its name', () => {
    const found = files(join(ROOT, 'server'))
      .map((path) => relative(ROOT, path))
      .filter((path) => !ALLOWED.some((allowed) => path.startsWith(allowed)))
      .flatMap((path) =>
        readFileSync(join(ROOT, path), 'utf8')
          .split('\n')
          .map((line, i) => ({ where: `${path}:${i + 1}`, line }))
          .filter(({ line }) => BRANCH.test(line) && !/prompt\.tipo/.test(line)),
      )
      .map(({ where }) => where);
    expect(found).toEqual([]);
  });
});
