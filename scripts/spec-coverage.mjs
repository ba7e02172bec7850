#!/usr/bin/env node
/**
 * Which of the specification's exact Italian strings the tests check, and in which tier: a
 * measure of behaviour coverage that survives moving a check from one tier to another (the
 * test-suite rule "coverage of behaviour is not reduced"). Not a test: a report, run before and after moving tests.
 *
 * A spec string is every '…' quotation of ../shared/spec/product-spec.md (or SPEC_FILE). A test file
 * checks it when it contains the text itself (for templates such as 'Inserisci un valore per
 * {nome}.', the longest literal part) or names the message constant that holds it
 * (common/messages*.ts, e.g. `M.asinSearchEmpty` in a file importing messages-dashboard.ts).
 *
 * Usage: node --import tsx scripts/spec-coverage.mjs [--json out.json] [--compare before.json]
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SPEC = process.env.SPEC_FILE ?? path.resolve(ROOT, '..', 'shared', 'spec', 'product-spec.md');
const TIERS = [
  ['unit', 'tests/unit'],
  ['components', 'tests/components'],
  ['integration', 'tests/integration'],
  ['api', 'tests/api'],
  ['web', 'tests/web'],
  ['e2e', 'tests/e2e'],
];

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** The spec's quoted strings, each once. */
function specStrings() {
  const text = fs.readFileSync(SPEC, 'utf8');
  const found = new Set();
  for (const m of text.matchAll(/(?<=[\s(])'([^'\n]{4,}?)'(?=[\s.,;:)]|$)/gm)) found.add(m[1]);
  return [...found];
}

/** The literal text a test would contain: the string, or the longest part of a template. */
function probe(s) {
  if (!/\{[^{}]+\}/.test(s)) return s;
  return s
    .split(/\{[^{}]+\}/)
    .map((p) => p.trim())
    .sort((a, b) => b.length - a.length)[0];
}

/** Every string constant of common/messages*.ts: value → [{ module, key }]. */
async function messageConstants() {
  const byValue = new Map();
  const dir = path.join(ROOT, 'common');
  for (const file of fs.readdirSync(dir).filter((f) => /^messages.*\.ts$/.test(f))) {
    const mod = await import(pathToFileURL(path.join(dir, file)).href);
    for (const value of Object.values(mod)) {
      if (!value || typeof value !== 'object') continue;
      for (const [key, v] of Object.entries(value)) {
        if (typeof v !== 'string') continue;
        const list = byValue.get(v) ?? [];
        list.push({ module: file.replace(/\.ts$/, ''), key });
        byValue.set(v, list);
      }
    }
  }
  return byValue;
}

function filesOf(dir) {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true })
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => ({ name: path.join(dir, f), text: fs.readFileSync(path.join(abs, f), 'utf8') }));
}

const strings = specStrings();
const constants = await messageConstants();
const result = { total: strings.length, tiers: {}, strings: {} };
for (const s of strings) result.strings[s] = [];
for (const [tier, dir] of TIERS) {
  let count = 0;
  for (const s of strings) {
    const literal = probe(s);
    const refs = constants.get(s) ?? [];
    const hit = filesOf(dir).some(
      (f) => (literal.length >= 3 && f.text.includes(literal)) || refs.some((r) => f.text.includes(`${r.module}.ts`) && new RegExp(`\\.${r.key}\\b`).test(f.text)),
    );
    if (hit) {
      count += 1;
      result.strings[s].push(tier);
    }
  }
  result.tiers[tier] = count;
}
const covered = strings.filter((s) => result.strings[s].length > 0);
result.covered = covered.length;

console.log(`Stringhe della specifica: ${strings.length}; verificate da almeno un test: ${covered.length}`);
for (const [tier] of TIERS) console.log(`  ${tier.padEnd(12)} ${result.tiers[tier]}`);
const out = arg('--json');
if (out) fs.writeFileSync(out, JSON.stringify(result, null, 2));
const before = arg('--compare');
if (before) {
  const old = JSON.parse(fs.readFileSync(before, 'utf8'));
  const lost = Object.keys(old.strings).filter((s) => old.strings[s].length > 0 && !(result.strings[s]?.length > 0));
  const moved = Object.keys(old.strings).filter((s) => result.strings[s] && old.strings[s].join() !== result.strings[s].join());
  console.log(`\nRispetto a ${before}: ${old.covered} → ${result.covered} verificate; perse: ${lost.length}`);
  for (const s of lost) console.log(`  PERSA  '${s}' (era in: ${old.strings[s].join(', ')})`);
  for (const s of moved.filter((x) => !lost.includes(x))) console.log(`  '${s}': ${old.strings[s].join(', ') || '—'} → ${result.strings[s].join(', ')}`);
  if (lost.length > 0) process.exitCode = 1;
}
