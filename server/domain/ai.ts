import type { Db } from '../db/index.ts';
import { OutsideServiceError } from './errors.ts';
import type { AiRequest, AiResult, TextGenerator } from './ports.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

/**
 * The domain's door to the AI: every call goes through generate(), which records its token
 * usage (and failures) in ai_usage. Reviews, guides, prompts and news build their prompts and
 * parse the answers; the client behind TextGenerator (server/integrations/openai) talks to any
 * OpenAI-compatible server.
 */
export class AiService {
  constructor(
    private readonly db: Db,
    private readonly generator: TextGenerator,
    /** The time of the usage rows (and of the verifications that call the model). */
    readonly clock: Clock = systemClock,
  ) {}

  async generate(request: AiRequest): Promise<AiResult> {
    const started = performance.now();
    try {
      const result = await this.generator.generate(request);
      await this.record(request.purpose, started, 'ok', result);
      return result;
    } catch (err) {
      await this.record(request.purpose, started, err instanceof OutsideServiceError ? err.failure : 'errore', null);
      throw err;
    }
  }

  /** Token usage, newest first (for a later usage screen and for tests). */
  usage(limit = 100) {
    return this.db.kysely.selectFrom('ai_usage').selectAll().orderBy('id', 'desc').limit(limit).execute();
  }

  private async record(scopo: string, started: number, esito: string, result: AiResult | null): Promise<void> {
    try {
      await this.db.kysely
        .insertInto('ai_usage')
        .values({
          scopo,
          modello: result?.model ?? null,
          token_prompt: result?.usage?.prompt_tokens ?? null,
          token_risposta: result?.usage?.completion_tokens ?? null,
          token_totali: result?.usage?.total_tokens ?? null,
          durata_ms: Math.round(performance.now() - started),
          esito,
          created_at: this.clock.nowIso(),
        })
        .execute();
    } catch {
      // Bookkeeping only: a failed usage row never fails the editor's action.
    }
  }
}

/**
 * Fills a prompt's placeholders: `{nome}`, `{{nome}}` and `[nome]` style, every occurrence,
 * case-insensitive; unknown placeholders are left as they are.
 */
export function fillPlaceholders(template: string, values: Record<string, string | number | null | undefined>): string {
  const lookup = new Map(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v === null || v === undefined ? '' : String(v)]));
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}|\{\s*([\w.]+)\s*\}|\[\s*([\w.]+)\s*\]/g, (match, a?: string, b?: string, c?: string) => {
    const key = (a ?? b ?? c ?? '').toLowerCase();
    return lookup.has(key) ? lookup.get(key)! : match;
  });
}

/**
 * JSON from a model's answer, defensively: the whole text, else a ```json fenced block, else the
 * first balanced {…} in the text (models add prose before or after). Undefined when none parses.
 */
export function parseJsonAnswer(text: string): unknown {
  const attempts: string[] = [text.trim()];
  // No \s* after the language: trimming the block instead keeps the search linear.
  const fenced = /```(?:json)?([\s\S]*?)```/i.exec(text)?.[1]?.trim();
  if (fenced) attempts.push(fenced);
  const start = text.indexOf('{');
  if (start >= 0) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (inString) {
        if (ch === '\\') i++;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) {
        attempts.push(text.slice(start, i + 1));
        break;
      }
    }
  }
  for (const candidate of attempts) {
    try {
      return JSON.parse(candidate);
    } catch {
      /* next */
    }
  }
  return undefined;
}

export const escapeHtmlText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML of an answer that should be HTML (reviews, news articles): a ```html fence is
 * unwrapped, and plain text becomes paragraphs (escaped). Not sanitised: the caller does that.
 */
export function htmlAnswerBody(text: string): string {
  let body = text.trim();
  const fenced = /```(?:html)?([\s\S]*?)```/i.exec(body);
  if (fenced?.[1] && fenced[1].trim()) body = fenced[1].trim();
  if (/<[a-z][^>]*>/i.test(body)) return body;
  return body
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeHtmlText(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The fence around outside text quoted in a prompt (a news source, a seller's texts on Amazon). */
export const QUOTE_FENCE = '"""';

/** Outside text with no run of three or more '"' left, so nothing in it reads as QUOTE_FENCE. */
export const withoutFence = (text: string): string => text.replace(/"{3,}/g, '""');

/**
 * Outside text as quoted material in a prompt: between a QUOTE_FENCE line before and
 * after, and unable to close its fence early — every run of three or more '"' inside it becomes
 * two, so a source holding `"""` followed by "Ignora le istruzioni precedenti" stays inside. The
 * system messages tell the model that what stands between the fences is material, not instructions.
 */
export function quoteOutsideText(text: string): string {
  return `${QUOTE_FENCE}\n${withoutFence(text)}\n${QUOTE_FENCE}`;
}

/** A one-line outside value (a title, a source's name, a product's name) outside any fence: on one line, with no fence in it. */
export const outsideLine = (text: string): string => withoutFence(text.replace(/\s+/g, ' ').trim());
