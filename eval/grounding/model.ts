import { newsSourceText } from '../../common/news-grounding.ts';
import type { GroundingProduct } from '../../common/grounding.ts';
import type { Product } from '../../common/types.ts';
import { verifyText } from '../../server/domain/claim-verification.ts';
import { guideFacts } from '../../server/domain/content/claims-subjects.ts';
import type { AiRequest, AiResult, TextGenerator } from '../../server/domain/ports.ts';
import { productFacts } from '../../server/domain/review-generation.ts';
import { type Clock, systemClock } from '../../server/lib/clock.ts';
import { type CaseResult, type Reported, recall, scoreCase, summarise, type Summary, precision } from './score.ts';
import { type LoadedCase, textKind } from './sets.ts';
import { CLAIM_CLASSES, type ClaimClass } from './types.ts';

/**
 * The model-based verification pass (decision 0023) measured on the evaluation's cases
 * (`npm run eval:grounding -- --model`): the code the site runs after every generation
 * (server/domain/claim-verification.ts), through the site's OpenAI client, on the cases that hold
 * qualitative claims (the rules' blind spot, the pass's work) and on the clean ones (its false
 * alarms). Each case gets the facts the site would give it: a review its product's data
 * (productFacts), a guide passage its title and products (guideFacts), a news text its source.
 * One call per case; the tokens are the API's own `usage`.
 */

/** The cases the pass is measured on: those with a qualitative claim, and the clean ones. */
export const modelCases = (cases: readonly LoadedCase[]): LoadedCase[] =>
  cases.filter((c) => c.case.claims.length === 0 || c.case.claims.some((claim) => claim.class === 'qualitativa'));

/** A case file's product as the site stores it (the price rule of server/domain/products.ts). */
function asProduct(p: GroundingProduct, id: number): Product {
  return {
    id,
    nome_prodotto: p.nome_prodotto ?? '',
    nome_sintetico: p.nome_sintetico ?? null,
    nome_visualizzato: p.nome_visualizzato ?? null,
    link_prodotto: p.link_prodotto ?? null,
    asin_prodotto: null,
    asin_preferito: null,
    valutazione_prodotto: p.valutazione_prodotto ?? null,
    seo_keyword_prodotto: null,
    img_prodotto: null,
    prezzo_prodotto: p.prezzo_scontato ?? p.prezzo_originale ?? p.prezzo_prodotto ?? null,
    prezzo_originale: p.prezzo_originale ?? null,
    prezzo_scontato: p.prezzo_scontato ?? null,
    specifiche_tecniche: p.specifiche_tecniche ?? null,
    descrizione_generale: p.descrizione_generale ?? null,
    informazioni_articolo: p.informazioni_articolo ?? null,
    contenuto_scatola: p.contenuto_scatola ?? null,
    id_categoria: null,
    nome_categoria: null,
    ha_recensione: false,
    stato_recensione: null,
    haRecensionePubblicata: false,
    url_acquisto: p.url_acquisto ?? null,
    prezzo_aggiornato_at: null,
    dati_aggiornati_at: null,
    aggiornamento_fallito_at: null,
    aggiornamento_errore: null,
    disponibile: null,
    data_creazione: '',
    updated_at: '',
  };
}

/** The facts the site gives the pass for this case (server/domain/content/claims-subjects.ts). */
export function caseFacts({ of }: LoadedCase): string {
  if (of.source) return newsSourceText(of.source);
  if (of.products)
    return guideFacts(
      of.titolo ?? '',
      of.products.map((p, i) => asProduct(p, i + 1)),
    );
  return productFacts(asProduct(of.product!, 1));
}

export interface Tokens {
  prompt: number;
  completion: number;
  total: number;
}

export interface ModelRun {
  /** The cases the model answered, scored; a failed case is not scored (it is in `failures`). */
  results: Array<CaseResult & { kind: string }>;
  /** The cases sent to the model. */
  cases: number;
  calls: number;
  /** Calls the server answered (an answer the pass cannot read included: its tokens are spent). */
  answers: number;
  /** The Italian reason of each failed case (the site's own message), and how many times. */
  failures: Array<{ motivo: string; casi: number }>;
  tokens: Tokens;
  /** Answers whose server sent no `usage` (their tokens are not in `tokens`). */
  answersWithoutUsage: number;
  /** The model as the server names it in its answers (null when none answered). */
  model: string | null;
}

/**
 * Runs the pass on every case, at most `concurrency` calls at a time. Never throws for a case:
 * a failed call (or an answer that cannot be read) is counted with its reason.
 */
export async function runModelPass(cases: readonly LoadedCase[], generator: TextGenerator, opts: { concurrency: number; clock?: Clock }): Promise<ModelRun> {
  const tokens: Tokens = { prompt: 0, completion: 0, total: 0 };
  let calls = 0;
  let answers = 0;
  let answersWithoutUsage = 0;
  let model: string | null = null;
  const counting = {
    clock: opts.clock ?? systemClock,
    async generate(request: AiRequest): Promise<AiResult> {
      calls++;
      const result = await generator.generate(request);
      answers++;
      model ??= result.model;
      if (result.usage) {
        tokens.prompt += result.usage.prompt_tokens;
        tokens.completion += result.usage.completion_tokens;
        tokens.total += result.usage.total_tokens;
      } else answersWithoutUsage++;
      return result;
    },
  };

  const outcomes: Array<{ reported: Reported[] } | { motivo: string }> = new Array(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const i = next++;
      const c = cases[i]!;
      try {
        const v = await verifyText(counting, caseFacts(c), c.case.text);
        outcomes[i] = v.stato === 'completata' ? { reported: v.affermazioni.map((a) => ({ text: a.testo, kind: 'verifica' })) } : { motivo: v.errore ?? 'errore' };
      } catch (err) {
        outcomes[i] = { motivo: err instanceof Error ? err.message : String(err) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, cases.length)) }, worker));

  const results: ModelRun['results'] = [];
  const failures = new Map<string, number>();
  outcomes.forEach((o, i) => {
    const c = cases[i]!;
    if ('reported' in o) results.push({ ...scoreCase(c.case, o.reported), kind: textKind(c.of) });
    else failures.set(o.motivo, (failures.get(o.motivo) ?? 0) + 1);
  });
  return {
    results,
    cases: cases.length,
    calls,
    answers,
    failures: [...failures].map(([motivo, casi]) => ({ motivo, casi })),
    tokens,
    answersWithoutUsage,
    model,
  };
}

export interface ModelFigures {
  set: string;
  /** The model asked for (OPENAI_MODEL) and the one that answered. */
  model: { requested: string; answered: string | null };
  cases: number;
  measured: number;
  cleanCases: number;
  cleanFlagged: number;
  perClass: Summary['perClass'];
  recallQualitative: number | null;
  recallAll: number | null;
  precision: number | null;
  truePositives: number;
  reports: number;
  calls: number;
  answers: number;
  failed: number;
  failures: ModelRun['failures'];
  tokens: Tokens;
  answersWithoutUsage: number;
}

export function modelFigures(set: string, requestedModel: string, run: ModelRun): ModelFigures {
  const s = summarise(run.results);
  return {
    set,
    model: { requested: requestedModel, answered: run.model },
    cases: run.cases,
    measured: s.cases,
    cleanCases: s.cleanCases,
    cleanFlagged: s.cleanFlagged,
    perClass: s.perClass,
    recallQualitative: recall(s, ['qualitativa']),
    recallAll: recall(s, CLAIM_CLASSES),
    precision: precision(s),
    truePositives: s.truePositives,
    reports: s.reports,
    calls: run.calls,
    answers: run.answers,
    failed: run.failures.reduce((n, f) => n + f.casi, 0),
    failures: run.failures,
    tokens: run.tokens,
    answersWithoutUsage: run.answersWithoutUsage,
  };
}

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(0)} %`);
const count = (f: ModelFigures, classes: readonly ClaimClass[]) => {
  const expected = classes.reduce((n, k) => n + f.perClass[k].expected, 0);
  return `${classes.reduce((n, k) => n + f.perClass[k].caught, 0)} su ${expected}`;
};

/** The figures as the terminal shows them, in Italian. */
export function modelReport(f: ModelFigures, where: string): string[] {
  const lines = [
    `Verifica con il modello ${f.model.requested}${f.model.answered && f.model.answered !== f.model.requested ? ` (risponde ${f.model.answered})` : ''} su ${where}, insieme ${f.set}:`,
    `${f.cases} casi con affermazioni qualitative o senza invenzioni, ${f.measured} misurati (${f.cleanCases} senza invenzioni)`,
  ];
  if (f.measured > 0) lines.push('', 'classe          attese  trovate  recall');
  for (const k of CLAIM_CLASSES) {
    const c = f.perClass[k];
    if (c.expected > 0) lines.push(`${k.padEnd(15)} ${String(c.expected).padStart(6)}  ${String(c.caught).padStart(7)}  ${pct(c.caught / c.expected).padStart(6)}`);
  }
  const counted = f.answers - f.answersWithoutUsage;
  lines.push(
    '',
    `recall sulle affermazioni qualitative: ${pct(f.recallQualitative)} (${count(f, ['qualitativa'])})`,
    `recall su tutte le classi: ${pct(f.recallAll)} (${count(f, CLAIM_CLASSES)})`,
    `precisione: ${pct(f.precision)} (${f.truePositives} segnalazioni giuste su ${f.reports})`,
    `testi puliti segnalati: ${f.cleanFlagged} su ${f.cleanCases}`,
    `chiamate: ${f.calls} (${f.answers} con risposta), verifiche non riuscite: ${f.failed}`,
    ...f.failures.map((x) => `  ${x.casi} × ${x.motivo}`),
    `token: ${f.tokens.prompt} di prompt, ${f.tokens.completion} di risposta, ${f.tokens.total} in tutto${counted > 0 ? ` (in media ${Math.round(f.tokens.total / counted)} per risposta)` : ''}`,
  );
  if (f.answersWithoutUsage > 0) lines.push(`  ${f.answersWithoutUsage} risposte senza il conteggio dei token (usage): non sono nel totale`);
  return lines;
}

/** Every miss and false alarm, case by case (open set only: the script refuses it on sealed sets). */
export const modelDetails = (run: ModelRun): string[] =>
  run.results.flatMap((r) => [
    ...r.missed.map((m) => `mancato     ${r.id.padEnd(16)} [${m.class}] ${m.quote}`),
    ...r.falseAlarms.map((x) => `falso       ${r.id.padEnd(16)} [${x.kind}] ${x.text}`),
  ]);
