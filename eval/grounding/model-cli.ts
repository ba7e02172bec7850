import { redactUrl } from '../../server/config.ts';
import { createOpenAiClient } from '../../server/integrations/openai/client.ts';
import { resolveEndpoint } from './endpoint.ts';
import { modelCases, modelDetails, modelFigures, modelReport, runModelPass } from './model.ts';
import type { LoadedCase } from './sets.ts';

export interface ModelEvalOptions {
  set: string;
  cases: readonly LoadedCase[];
  json: boolean;
  /** Every miss and false alarm (the script allows it on the open set only). */
  verbose: boolean;
  /** Only the first N cases of the pass (to try a model cheaply). */
  limit: number | null;
  /** At most this many calls at a time (default DEFAULT_CONCURRENCY). */
  concurrency: number | null;
  env?: NodeJS.ProcessEnv;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

/** Default calls at a time: a few, so that a rate limit of a small account is not hit at once. */
export const DEFAULT_CONCURRENCY = 4;

/**
 * `npm run eval:grounding -- --model`: the endpoint of the site's configuration (./endpoint.ts),
 * the site's OpenAI client, the pass on the set's cases (./model.ts), the figures. Returns the
 * exit code: 2 when there is no key or nothing to measure, 1 when every call failed, else 0
 * (a measurement: low figures never fail it).
 */
export async function runModelEval(o: ModelEvalOptions): Promise<number> {
  const out = o.out ?? ((line: string) => console.log(line));
  const err = o.err ?? ((line: string) => console.error(line));
  const answer = await resolveEndpoint(o.env ?? process.env);
  if (!answer.ok) {
    err(answer.message);
    return 2;
  }
  const e = answer.endpoint;
  const selected = modelCases(o.cases).slice(0, o.limit ?? undefined);
  if (selected.length === 0) {
    err(`Nessun caso con affermazioni qualitative o senza invenzioni nell'insieme ${o.set}.`);
    return 2;
  }
  const url = redactUrl(e.baseUrl) ?? '***';
  const concurrency = o.concurrency ?? DEFAULT_CONCURRENCY;
  const where = `${url} (chiave da ${e.keySource})`;
  err(`Verifica con il modello ${e.model} su ${where}: ${selected.length} chiamate, al massimo ${concurrency} alla volta…`);
  const client = createOpenAiClient(
    { openai: { baseUrl: e.baseUrl, model: e.model, timeoutMs: e.timeoutMs } },
    { readKey: () => Promise.resolve(e.key), backoffMs: e.retryBackoffMs },
  );
  const run = await runModelPass(selected, client, { concurrency });
  const figures = modelFigures(o.set, e.model, run);
  if (o.json) {
    out(JSON.stringify({ ...figures, endpoint: url, chiave: e.keySource }, null, 2));
  } else {
    if (o.verbose) out([...modelDetails(run), ''].join('\n'));
    out(modelReport(figures, where).join('\n'));
  }
  return figures.measured === 0 ? 1 : 0;
}
