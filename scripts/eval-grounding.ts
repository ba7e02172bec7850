/**
 * `npm run eval:grounding`: how well the grounding check (common/grounding.ts) catches invented
 * claims, on the cases of eval/grounding/cases/ (reviews written like current models write them,
 * about products modelled on real Amazon.it listings, each invented claim annotated with its
 * class). Prints recall per class, precision, and how many clean texts get a false alarm.
 * A measurement, not a test: it never fails on low figures (docs/ai-quality.md keeps them).
 *   --verbose   every miss and every false alarm, case by case
 *   --json      the figures as JSON
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { factsOf, findUnverifiedClaims } from '../common/grounding.ts';
import { type CaseResult, precision, quoteProblems, recall, scoreCase, summarise } from '../eval/grounding/score.ts';
import { CLAIM_CLASSES, type CaseFile, type ClaimClass } from '../eval/grounding/types.ts';

const CASES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'eval', 'grounding', 'cases');
const verbose = process.argv.includes('--verbose');
const asJson = process.argv.includes('--json');

// '--file a,b' scores only the case files whose names start so: cases written after a rule, apart.
const fileArg = process.argv.find((a, i) => process.argv[i - 1] === '--file');
const only = fileArg ? fileArg.split(',').filter(Boolean) : null;
const files = fs
  .readdirSync(CASES_DIR)
  .filter((f) => f.endsWith('.ts') && (!only || only.some((o) => f.startsWith(o))))
  .sort();
const results: CaseResult[] = [];
const problems: string[] = [];
const ids = new Set<string>();
for (const file of files) {
  const { product, cases } = (await import(pathToFileURL(path.join(CASES_DIR, file)).href)).default as CaseFile;
  for (const c of cases) {
    if (ids.has(c.id)) problems.push(`${file}: id ripetuto ${c.id}`);
    ids.add(c.id);
    problems.push(...quoteProblems(c));
    results.push(scoreCase(c, findUnverifiedClaims(c.text, factsOf([product]))));
  }
}
if (problems.length > 0) {
  console.error(`Casi da correggere prima di misurare:\n  ${problems.join('\n  ')}`);
  process.exit(2);
}

const summary = summarise(results);
const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(0)} %`);
const GATED: ClaimClass[] = ['numero', 'specifica', 'prezzo', 'valutazione', 'test'];

if (asJson) {
  console.log(JSON.stringify({ ...summary, recallGated: recall(summary, GATED), precision: precision(summary) }, null, 2));
} else {
  if (verbose) {
    for (const r of results) {
      for (const m of r.missed) console.log(`mancato     ${r.id.padEnd(16)} [${m.class}] ${m.quote}`);
      for (const f of r.falseAlarms) console.log(`falso       ${r.id.padEnd(16)} [${f.kind}] ${f.text}`);
    }
    console.log('');
  }
  console.log(`Verifica dei dati: ${summary.cases} casi (${summary.cleanCases} senza invenzioni) da ${files.length} prodotti\n`);
  console.log('classe          attese  trovate  recall');
  for (const k of CLAIM_CLASSES) {
    const f = summary.perClass[k];
    console.log(`${k.padEnd(15)} ${String(f.expected).padStart(6)}  ${String(f.caught).padStart(7)}  ${pct(recall(summary, [k])).padStart(6)}`);
  }
  console.log(`\nrecall su numeri, specifiche, prezzi, valutazioni e test: ${pct(recall(summary, GATED))}`);
  console.log(`recall complessiva: ${pct(recall(summary, CLAIM_CLASSES))}`);
  console.log(`precisione: ${pct(precision(summary))} (${summary.truePositives} segnalazioni giuste su ${summary.reports})`);
  console.log(`testi puliti segnalati: ${summary.cleanFlagged} su ${summary.cleanCases}`);
}
