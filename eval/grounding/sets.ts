import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { factsOf, findUnverifiedClaims } from '../../common/grounding.ts';
import { unverifiedGuideClaims } from '../../common/guide-grounding.ts';
import { articleClaims } from '../../common/news-grounding.ts';
import { quoteProblems, type Reported } from './score.ts';
import { CLAIM_CLASSES, type CaseFile, type GroundingCase } from './types.ts';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * The sets of the evaluation (docs/ai-quality.md, 'The protocol'):
 * - 'aperto': eval/grounding/cases/, written with the rules and tuned to;
 * - '2', '3', '4'…: eval/grounding/sealed/N/, written by people who never saw the rules nor the
 *   open set. Sealed: never tuned to, read only as figures (no case-by-case output). A retired
 *   set's files join the open set (eval/grounding/sealed/seals.json keeps its seal and figures).
 */
export type SetName = string;
const SEALED_ROOT = path.join(ROOT, 'sealed');
export const SET_NAMES: readonly SetName[] = [
  'aperto',
  ...(fs.existsSync(SEALED_ROOT) ? fs.readdirSync(SEALED_ROOT).filter((d) => /^\d+$/.test(d) && fs.statSync(path.join(SEALED_ROOT, d)).isDirectory()) : []),
];
export const isSealed = (set: SetName) => set !== 'aperto';
export const setDir = (set: SetName) => (set === 'aperto' ? path.join(ROOT, 'cases') : path.join(SEALED_ROOT, set));

export interface LoadedCase {
  file: string;
  of: CaseFile;
  case: GroundingCase;
}

/** Every case of a set (or of its files whose names start with one of `only`), and what is wrong with them. */
export async function loadSet(set: SetName, only: readonly string[] | null = null): Promise<{ files: string[]; cases: LoadedCase[]; problems: string[] }> {
  const dir = setDir(set);
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.ts') && (!only || only.some((o) => f.startsWith(o))))
        .sort()
    : [];
  const cases: LoadedCase[] = [];
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const file of files) {
    const of = (await import(pathToFileURL(path.join(dir, file)).href)).default as CaseFile;
    const held = [of?.product, of?.products, of?.source].filter(Boolean).length;
    if (held !== 1 || !Array.isArray(of.cases)) {
      problems.push(`${file}: serve esattamente uno tra product, products e source, e l'elenco cases`);
      continue;
    }
    for (const c of of.cases) {
      if (ids.has(c.id)) problems.push(`${file}: id ripetuto ${c.id}`);
      ids.add(c.id);
      for (const claim of c.claims) if (!CLAIM_CLASSES.includes(claim.class)) problems.push(`${c.id}: classe sconosciuta ${String(claim.class)}`);
      problems.push(...quoteProblems(c));
      cases.push({ file, of, case: c });
    }
  }
  return { files, cases, problems };
}

/** What the publishing gate's rules report on one case: a review's, a guide's or a news item's check. */
export function rulesReport({ of, case: c }: LoadedCase): Reported[] {
  if (of.source) return articleClaims(c.text, of.source);
  if (of.products) return unverifiedGuideClaims({ introduzione: c.text, sezioni: [], conclusione: '' }, of.products, of.titolo);
  return findUnverifiedClaims(c.text, factsOf([of.product!]));
}

/** The kind of text of a case file, for the figures' rows. */
export const textKind = (of: CaseFile) => (of.source ? 'notizia' : of.products ? 'guida' : 'recensione');
