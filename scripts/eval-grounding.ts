/**
 * `npm run eval:grounding`: how well the grounding check (common/grounding.ts) catches invented
 * claims, on a set of cases (eval/grounding/sets.ts): reviews, guide passages and news articles
 * written like current models write them, each invented claim annotated with its class. Prints
 * recall per class, precision, and how many clean texts get a false alarm, overall and per kind of
 * text. A measurement, not a test: it never fails on low figures (docs/ai-quality.md keeps them).
 *   --set aperto|2|3  which set (default: the open set, eval/grounding/cases/)
 *   --check           only checks that the cases are well formed (every quote in its text): no figures
 *   --verbose         every miss and every false alarm, case by case (open set only: sealed sets
 *                     are read as figures, never case by case, so that nobody tunes to them)
 *   --file a,b        only the case files whose names start so (open set only)
 *   --json            the figures as JSON
 *   --model           the model-based verification instead of the rules (eval/grounding/model.ts):
 *                     the site's model and key (eval/grounding/endpoint.ts), one call per case with
 *                     a qualitative claim or none; prints recall, precision, calls and tokens
 *   --limit N         with --model: only the first N of those cases (to try a model cheaply)
 *   --concurrency N   with --model: at most N calls at a time (default 4)
 */
import { precision, recall, scoreCase, summarise, type CaseResult, type Summary } from '../eval/grounding/score.ts';
import { isSealed, loadSet, rulesReport, SET_NAMES, type SetName, textKind } from '../eval/grounding/sets.ts';
import { CLAIM_CLASSES, GATED_CLASSES } from '../eval/grounding/types.ts';

const arg = (name: string) => process.argv.find((a, i) => process.argv[i - 1] === name);
const flag = (name: string) => process.argv.includes(name);
const set = (arg('--set') ?? 'aperto') as SetName;
if (!SET_NAMES.includes(set)) fail(`--set deve essere uno tra ${SET_NAMES.join(', ')}.`);
if (isSealed(set) && (flag('--verbose') || arg('--file'))) {
  fail(`L'insieme ${set} è sigillato: se ne leggono solo le cifre complessive, mai caso per caso (docs/ai-quality.md).`);
}
const only = arg('--file')?.split(',').filter(Boolean) ?? null;
const limit = intArg('--limit', 1, 100_000);
const concurrency = intArg('--concurrency', 1, 32);

const { files, cases, problems } = await loadSet(set, only);
if (problems.length > 0) {
  console.error(`Casi da correggere prima di misurare:\n  ${problems.join('\n  ')}`);
  process.exit(2);
}
if (cases.length === 0) fail(`Nessun caso nell'insieme ${set}.`);
if (flag('--check')) {
  const clean = cases.filter((c) => c.case.claims.length === 0).length;
  console.log(`Insieme ${set}: ${cases.length} casi ben formati (${clean} senza invenzioni) in ${files.length} file.`);
  process.exit(0);
}
if (flag('--model')) {
  // Loaded only here: the rules' figures need none of the server's code.
  const { runModelEval } = await import('../eval/grounding/model-cli.ts');
  process.exit(await runModelEval({ set, cases, json: flag('--json'), verbose: flag('--verbose'), limit, concurrency }));
}

const results: Array<CaseResult & { kind: string }> = cases.map((c) => ({ ...scoreCase(c.case, rulesReport(c)), kind: textKind(c.of) }));
const summary = summarise(results);
const kinds = ['recensione', 'guida', 'notizia'].filter((k) => results.some((r) => r.kind === k));
const perKind = Object.fromEntries(kinds.map((k) => [k, summarise(results.filter((r) => r.kind === k))]));
const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(0)} %`);

if (flag('--json')) {
  const figures = (s: Summary) => ({ ...s, recallGated: recall(s, GATED_CLASSES), precision: precision(s) });
  console.log(JSON.stringify({ set, ...figures(summary), perKind: Object.fromEntries(kinds.map((k) => [k, figures(perKind[k]!)])) }, null, 2));
} else {
  if (flag('--verbose')) {
    for (const r of results) {
      for (const m of r.missed) console.log(`mancato     ${r.id.padEnd(16)} [${m.class}] ${m.quote}`);
      for (const f of r.falseAlarms) console.log(`falso       ${r.id.padEnd(16)} [${f.kind}] ${f.text}`);
    }
    console.log('');
  }
  console.log(`Verifica dei dati, insieme ${set}: ${summary.cases} casi (${summary.cleanCases} senza invenzioni) da ${files.length} file\n`);
  console.log('classe          attese  trovate  recall');
  for (const k of CLAIM_CLASSES) {
    const f = summary.perClass[k];
    console.log(`${k.padEnd(15)} ${String(f.expected).padStart(6)}  ${String(f.caught).padStart(7)}  ${pct(recall(summary, [k])).padStart(6)}`);
  }
  console.log(`\nrecall su numeri, specifiche, prezzi, valutazioni, test e citazioni: ${pct(recall(summary, GATED_CLASSES))}`);
  console.log(`recall complessiva: ${pct(recall(summary, CLAIM_CLASSES))}`);
  console.log(`precisione: ${pct(precision(summary))} (${summary.truePositives} segnalazioni giuste su ${summary.reports})`);
  console.log(`testi puliti segnalati: ${summary.cleanFlagged} su ${summary.cleanCases}`);
  if (kinds.length > 1) {
    console.log('\ntesto           casi  puliti segnalati  recall vincolata  precisione');
    for (const k of kinds) {
      const s = perKind[k]!;
      console.log(
        `${k.padEnd(15)} ${String(s.cases).padStart(4)}  ${`${s.cleanFlagged} su ${s.cleanCases}`.padStart(16)}  ${pct(recall(s, GATED_CLASSES)).padStart(16)}  ${pct(precision(s)).padStart(10)}`,
      );
    }
  }
  // Where the false alarms and the misses fall, as counts (what a sealed set may teach: classes, never cases).
  const count = (keys: string[]) => Object.entries(keys.reduce<Record<string, number>>((n, k) => ({ ...n, [k]: (n[k] ?? 0) + 1 }), {}));
  const alarms = count(results.flatMap((r) => r.falseAlarms.map((f) => `${r.kind}/${f.kind}`)));
  const misses = count(results.flatMap((r) => r.missed.filter((m) => m.class !== 'qualitativa').map((m) => `${r.kind}/${m.class}`)));
  console.log(`\nfalsi allarmi per testo e tipo di segnalazione: ${alarms.map(([k, n]) => `${k} ${n}`).join(', ') || 'nessuno'}`);
  console.log(`mancati per testo e classe (vincolate): ${misses.map(([k, n]) => `${k} ${n}`).join(', ') || 'nessuno'}`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function intArg(name: string, min: number, max: number): number | null {
  const value = arg(name);
  if (value === undefined) return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) fail(`${name} deve essere un numero intero tra ${min} e ${max}.`);
  return n;
}
