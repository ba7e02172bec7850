import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The content types are declared once (common/content-types.ts for what the app needs,
 * server/domain/content/ for the server): no code outside them picks a type by comparing it with a
 * literal name, in a condition or a switch; callers look what differs up in the registry.
 */
const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['app', 'server', 'common'];
const ALLOWED = ['server/domain/content/registry.ts', 'server/domain/content/tables.ts', 'server/domain/content/claims-subjects.ts', 'common/content-types.ts'];
const NAME = `'(recensione|guida|notizia|chi-siamo|review|guide|news|recensioni|notizie)'`;
const BRANCH = new RegExp(`[!=]==?\\s*${NAME}|${NAME}\\s*[!=]==?|\\bcase\\s+${NAME}\\s*:`);
/**
 * Comparisons with the same words that are not a choice of content type: a prompt's type checked
 * by that type's own writing service; the comparison block's 'guida' mode (its columns are the
 * products of the guide it stands in).
 */
const NOT_A_TYPE_BRANCH = [/\bprompt\.tipo\s*!==/, /\bmode === 'guida' && inGuide\b/];

/** The lines of `text` (the file `path`) that branch on a content type's name. */
export function typeBranches(path: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ where: `${path}:${i + 1}`, line }))
    .filter(({ line }) => BRANCH.test(line) && !NOT_A_TYPE_BRANCH.some((allowed) => allowed.test(line)))
    .map(({ where }) => where);
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '+types' || name === 'node_modules') return [];
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(path) ? [path] : [];
  });
}

describe('content-type branches', () => {
  it('no file of app/, server/ or common/ outside the registry compares a content type with its name', () => {
    const found = FOLDERS.flatMap((folder) => files(join(ROOT, folder)))
      .map((path) => relative(ROOT, path))
      .filter((path) => !ALLOWED.includes(path))
      .flatMap((path) => typeBranches(path, readFileSync(join(ROOT, path), 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a branch in each spelling, and passes a lookup in the registry', () => {
    const planted = [
      "const fromSource = (tipo: ContentType) => tipo === 'notizia';",
      "if ('guida' !== kind) return;",
      "    case 'recensione':",
      "  if (tipo != 'chi-siamo') return;",
      "const held = CLAIMS_HELD_TO[tipo] === 'fonte';",
      "if (prompt.tipo !== 'guida') throw badRequest(G.promptWrongType);",
    ].join('\n');
    expect(typeBranches('planted.ts', planted)).toEqual(['planted.ts:1', 'planted.ts:2', 'planted.ts:3', 'planted.ts:4']);
  });
});
