/**
 * The seals of the sealed sets (docs/ai-quality.md, 'The protocol'): a SHA-256 over each set's
 * files, recorded in eval/grounding/sealed/seals.json when the set was written and checked by
 * tests/unit/eval-sealed.test.ts, so that a sealed case edited after its first measurement (tuned
 * to, or 'fixed' to pass) fails the build instead of quietly changing the figures.
 *   node --import tsx eval/grounding/seal.ts 4            records the seal of set 4 (once, when written)
 *   node --import tsx eval/grounding/seal.ts 2 --retire   marks set 2 retired (its files have
 *                                                         joined the open set: protocol, step 5)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setDir, type SetName } from './sets.ts';

export const SEALS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sealed', 'seals.json');

export interface Seal {
  sha256: string;
  files: number;
  cases: number;
  sealed_on: string;
  /** A retired set: read as often as its round allowed, its files moved to eval/grounding/cases/. */
  retired_on?: string;
}

/** The SHA-256 of a set's case files: names and contents, in name order. */
export function digestOf(set: SetName): { sha256: string; files: string[] } {
  const dir = setDir(set);
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.ts'))
        .sort()
    : [];
  const hash = createHash('sha256');
  for (const f of files)
    hash
      .update(`${f}\0`)
      .update(fs.readFileSync(path.join(dir, f)))
      .update('\0');
  return { sha256: hash.digest('hex'), files };
}

export function readSeals(): Record<SetName, Seal> {
  return fs.existsSync(SEALS_FILE) ? (JSON.parse(fs.readFileSync(SEALS_FILE, 'utf8')) as Record<SetName, Seal>) : {};
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const set = process.argv[2] as SetName;
  const seals = readSeals();
  if (process.argv.includes('--retire')) {
    const seal = seals[set];
    if (!seal || seal.retired_on || fs.existsSync(setDir(set))) {
      console.error(`Si ritira un insieme sigillato, una volta, dopo averne spostato i file in eval/grounding/cases/.`);
      process.exit(2);
    }
    seal.retired_on = new Date().toISOString().slice(0, 10);
    fs.writeFileSync(SEALS_FILE, `${JSON.stringify(seals, null, 2)}\n`);
    console.log(`Insieme ${set} ritirato.`);
    process.exit(0);
  }
  const { loadSet } = await import('./sets.ts');
  const { cases, problems } = await loadSet(set);
  if (!/^\d+$/.test(set) || problems.length > 0 || cases.length === 0) {
    console.error(problems.length ? problems.join('\n') : 'Indica un insieme sigillato con dei casi (un numero).');
    process.exit(2);
  }
  if (seals[set]) {
    console.error(`L'insieme ${set} è già sigillato: un sigillo non si riscrive.`);
    process.exit(2);
  }
  const { sha256, files } = digestOf(set);
  seals[set] = { sha256, files: files.length, cases: cases.length, sealed_on: new Date().toISOString().slice(0, 10) };
  fs.writeFileSync(SEALS_FILE, `${JSON.stringify(seals, null, 2)}\n`);
  console.log(`Insieme ${set} sigillato: ${cases.length} casi in ${files.length} file, ${sha256}.`);
}
