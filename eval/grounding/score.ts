import { htmlTextBlocks } from '../../common/grounding.ts';
import { CLAIM_CLASSES, type ClaimClass, type GroundingCase } from './types.ts';

/** What a checker reported for one case: the claims' text as the checker quotes them. */
export interface Reported {
  text: string;
  kind: string;
}

export interface CaseResult {
  id: string;
  /** Expected claims the checker caught, and those it missed. */
  caught: Array<{ quote: string; class: ClaimClass; by: string }>;
  missed: Array<{ quote: string; class: ClaimClass }>;
  /** Reported claims that match no expected one (false alarms). */
  falseAlarms: Reported[];
  clean: boolean;
}

export interface ClassFigures {
  expected: number;
  caught: number;
}

export interface Summary {
  cases: number;
  cleanCases: number;
  /** Clean cases with at least one report. */
  cleanFlagged: number;
  perClass: Record<ClaimClass, ClassFigures>;
  /** Reports matching an expected claim, and all reports. */
  truePositives: number;
  reports: number;
}

/** Lower case, quotes and dashes unified, whitespace collapsed: for comparing quoted pieces of text. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .trim();
}

/**
 * `needle` occurs in `hay` as whole words: not inside a longer word or number, and not after a
 * sign or a decimal separator ('20 °C' is not in '-20 °C', '2 W' is not in '12 W').
 */
function holds(hay: string, needle: string): boolean {
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
    const before = hay[i - 1];
    const after = hay[i + needle.length];
    const startsWord = /^[\p{L}\p{N}]/u.test(needle);
    const endsWord = /[\p{L}\p{N}]$/u.test(needle);
    if (startsWord && before !== undefined && /[\p{L}\p{N}+\-−.,]/u.test(before)) continue;
    if (endsWord && after !== undefined && /[\p{L}\p{N}]/u.test(after)) continue;
    return true;
  }
  return false;
}

/** A report names an expected claim when one of the two quotes holds the other as whole words. */
export function sameClaim(reported: string, quote: string): boolean {
  const a = normalise(reported);
  const b = normalise(quote);
  return a.length > 0 && b.length > 0 && (holds(a, b) || holds(b, a));
}

/** Checks that every expected quote really is in the case's text (a typo would count as a miss). */
export function quoteProblems(c: GroundingCase): string[] {
  const text = normalise(htmlTextBlocks(c.text).join('\n'));
  return c.claims.filter((claim) => !text.includes(normalise(claim.quote))).map((claim) => `${c.id}: «${claim.quote}» non è nel testo`);
}

export function scoreCase(c: GroundingCase, reported: readonly Reported[]): CaseResult {
  const caught: CaseResult['caught'] = [];
  const missed: CaseResult['missed'] = [];
  for (const claim of c.claims) {
    const by = reported.find((r) => sameClaim(r.text, claim.quote));
    if (by) caught.push({ ...claim, by: by.text });
    else missed.push(claim);
  }
  const falseAlarms = reported.filter((r) => !c.claims.some((claim) => sameClaim(r.text, claim.quote)));
  return { id: c.id, caught, missed, falseAlarms, clean: c.claims.length === 0 };
}

export function summarise(results: readonly CaseResult[]): Summary {
  const perClass = Object.fromEntries(CLAIM_CLASSES.map((k) => [k, { expected: 0, caught: 0 }])) as Record<ClaimClass, ClassFigures>;
  let truePositives = 0;
  let reports = 0;
  for (const r of results) {
    for (const c of r.caught) {
      perClass[c.class].expected++;
      perClass[c.class].caught++;
    }
    for (const m of r.missed) perClass[m.class].expected++;
    const matched = new Set(r.caught.map((c) => normalise(c.by)));
    truePositives += matched.size;
    reports += matched.size + r.falseAlarms.length;
  }
  const clean = results.filter((r) => r.clean);
  return {
    cases: results.length,
    cleanCases: clean.length,
    cleanFlagged: clean.filter((r) => r.falseAlarms.length > 0).length,
    perClass,
    truePositives,
    reports,
  };
}

/** Caught ÷ expected over some classes (null when there is nothing to catch). */
export function recall(summary: Summary, classes: readonly ClaimClass[]): number | null {
  const expected = classes.reduce((n, k) => n + summary.perClass[k].expected, 0);
  const caught = classes.reduce((n, k) => n + summary.perClass[k].caught, 0);
  return expected === 0 ? null : caught / expected;
}

export const precision = (summary: Summary): number | null => (summary.reports === 0 ? null : summary.truePositives / summary.reports);
