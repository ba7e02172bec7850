import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { delay, http, HttpResponse } from 'msw';
import { GUIDE_PLACEHOLDERS, REVIEW_PLACEHOLDERS } from '../../common/prompt-placeholders.ts';
import { XSS_ALL } from '../e2e/xss-payloads.ts';

/**
 * A fake OpenAI-compatible chat server at the HTTP level (msw): `POST …/chat/completions` on ANY
 * host (api.openai.com, or wherever OPENAI_BASE_URL points: Ollama, vLLM, a gateway), answered
 * like the real chat.completion of ../shared/fixtures/openai/chat_completion_text_response.json
 * (our own copy of its shape when that folder is absent).
 *
 * What it answers, from the request (the last user message and the system message):
 *
 * 1. Prompt generation ('Genera prompt'): the user message has a line `Tipo di prompt: recensione`
 *    (or `guida`, `notizia`). Answer: an Italian prompt text using the placeholders of
 *    common/prompt-placeholders.ts for that type.
 * 2. JSON (a guide): the request has `response_format`, or the word JSON in its messages. Answer:
 *    `{"introduzione": …, "sezioni": [{"id_prodotto": N, "testo": …}, …], "conclusione": …}` with
 *    one section per product block found in the prompt. A product block is recognised by a line
 *
 *        ID prodotto: 12
 *
 *    (anywhere on its own line, optionally after "- " or "* ", case-insensitive, the number in
 *    digits), optionally followed, before the next `ID prodotto:` line, by a name line
 *
 *        Nome: Radio di emergenza a manovella      (also `Nome prodotto: …` or `Prodotto: …`)
 *
 *    whose value the section's text mentions (server/domain/guide-generation.ts productBlock
 *    writes exactly this). The guide's title is read from a line `Titolo: …` or
 *    `Titolo della guida: …` when present.
 * 3. News: a system message asking for a 'sommario di 2 o 3 frasi' gets the first two
 *    sentences of the source text (between triple quotes, or after 'Testo originale:'); one asking
 *    for an 'articolo originale' gets an HTML article built from the source's sentences that
 *    names the source of the line `Fonte: …`.
 * 4. Anything else (a review): an HTML review (`<h2>`, `<p>`, `<ul>`) that mentions the product
 *    named by the first line `Nome prodotto: …` (or `Nome: …`, `Prodotto: …`) of the prompt
 *    ("questo prodotto" when there is none). The demo review prompt has `Nome prodotto: {nome_prodotto}`.
 *
 * 5. Verification (decision 0023): a request with the json_schema named `verifica` (or a system
 *    message of the 'verificatore dei fatti'). Answer: every sentence of the TESTO block as a
 *    claim, unsupported when it holds a qualitative or comparative claim (QUALITATIVE_RE: 'il più
 *    …', 'migliore', 'della categoria', 'rispetto ad altri modelli'…) whose words the DATI block
 *    does not hold. `[[fake:verifica-errore]]` in the text fails the verification with a 500
 *    (and only it); `[[fake:qualitativa]]` in a review prompt adds QUALITATIVE_CLAIM to the review.
 *
 * 5. Verification (decision 0023): a request with the json_schema named `verifica` (or a system
 *    message of the 'verificatore dei fatti'). Answer: every sentence of the TESTO block as a
 *    claim, unsupported when it holds a qualitative or comparative claim (QUALITATIVE_RE: 'il più
 *    …', 'migliore', 'della categoria', 'rispetto ad altri modelli'…) whose words the DATI block
 *    does not hold. `[[fake:verifica-errore]]` in the text fails the verification with a 500
 *    (and only it); `[[fake:qualitativa]]` in a review prompt adds QUALITATIVE_CLAIM to the review.
 *
 * Keys: `Authorization: Bearer sk-invalid…` (any key starting with "sk-invalid") is refused with
 * the real 401 invalid_api_key body, so the dashboard can be tried with a wrong key.
 *
 * Browser tests cannot reach the switches below (the fake runs in the server process): text
 * `[[fake:lento:1500]]` anywhere in the messages (e.g. in the directives of 'Genera prompt')
 * makes the answer wait that many milliseconds (at most 60000), `[[fake:errore:500]]` answers
 * that HTTP status instead, and `[[fake:xss]]` makes the answer of that kind (prompt, review,
 * guide JSON, news summary or article) carry the XSS payloads of tests/e2e/xss-payloads.ts.
 *
 * Switches for tests (each `…Next` applies to the next request only, in the order set):
 *   fakeOpenAi.failNext(status, body?, times = 1)   answer that status (401 uses the real fixture
 *                                                    body; 429 a rate_limit_exceeded body; others a
 *                                                    server_error body)
 *   fakeOpenAi.quotaNext(times = 1)                 429 insufficient_quota
 *   fakeOpenAi.slowNext(ms)                         answer after ms (or when the caller gives up)
 *   fakeOpenAi.emptyNext()                          content ""
 *   fakeOpenAi.answerNext(text)                     this exact content
 *   fakeOpenAi.invalidJsonNext()                    content that is not JSON at all
 *   fakeOpenAi.fencedJsonNext()                     a ```json fenced guide with prose after it
 *   fakeOpenAi.networkErrorNext()                   the connection fails
 *   fakeOpenAi.rejectJsonSchema(also_json_object?)  from now on a 400 for response_format
 *                                                    json_schema (and json_object): an older server
 *   fakeOpenAi.requests                             every request: url, authorization, parsed body,
 *                                                    system and user text
 *   fakeOpenAi.generations / .lastGeneration         the requests that write text (not the verifications)
 *   fakeOpenAi.verifications                         the model-based verifications
 *   fakeOpenAi.reset()                              back to defaults, requests cleared
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHARED = path.resolve(ROOT, '..', 'shared', 'fixtures', 'openai');

function readJson(name: string): Record<string, unknown> | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(SHARED, name), 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** A real chat.completion (shared fixture) or our copy of its shape. */
const BASE_COMPLETION: Record<string, unknown> = readJson('chat_completion_text_response.json') ?? {
  id: 'chatcmpl-scorta-fake',
  object: 'chat.completion',
  created: 1747163257,
  model: 'gpt-4o-mini-2024-07-18',
  choices: [{ index: 0, message: { role: 'assistant', content: 'YES', refusal: null, annotations: [] }, logprobs: null, finish_reason: 'stop' }],
  usage: { prompt_tokens: 146, completion_tokens: 3, total_tokens: 149 },
  service_tier: 'default',
  system_fingerprint: 'fp_0392822090',
};

/** The real 401 body of api.openai.com (shared fixture) or our copy of its shape. */
export const INVALID_KEY_BODY: Record<string, unknown> = readJson('error_401_invalid_api_key_unscrubbed.body.json') ?? {
  error: {
    message: 'Incorrect API key provided: invalid-key. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    param: null,
    code: 'invalid_api_key',
  },
};

export const RATE_LIMIT_BODY = {
  error: {
    message: 'Rate limit reached for gpt-4.1-mini on requests per min (RPM): Limit 3, Used 3, Requested 1.',
    type: 'requests',
    param: null,
    code: 'rate_limit_exceeded',
  },
};
export const QUOTA_BODY = {
  error: {
    message: 'You exceeded your current quota, please check your plan and billing details.',
    type: 'insufficient_quota',
    param: null,
    code: 'insufficient_quota',
  },
};
export const SERVER_ERROR_BODY = {
  error: { message: 'The server had an error while processing your request. Sorry about that!', type: 'server_error', param: null, code: null },
};
export const JSON_SCHEMA_REJECTED_BODY = {
  error: {
    message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
    type: 'invalid_request_error',
    param: 'response_format',
    code: null,
  },
};
export const JSON_OBJECT_REJECTED_BODY = {
  error: {
    message: "Invalid parameter: 'response_format' of type 'json_object' is not supported with this model.",
    type: 'invalid_request_error',
    param: 'response_format',
    code: null,
  },
};

export interface FakeOpenAiRequest {
  url: string;
  host: string;
  authorization: string | null;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
    max_tokens?: number;
    max_completion_tokens?: number;
    [key: string]: unknown;
  };
  system: string;
  prompt: string;
}

type Scenario = { kind: 'status'; status: number; body: unknown } | { kind: 'slow'; ms: number } | { kind: 'content'; text: string } | { kind: 'network' };

const state = {
  queue: [] as Scenario[],
  rejectSchema: false,
  rejectObject: false,
  requests: [] as FakeOpenAiRequest[],
};

const defaultBody = (status: number): unknown => (status === 401 || status === 403 ? INVALID_KEY_BODY : status === 429 ? RATE_LIMIT_BODY : SERVER_ERROR_BODY);

// ---------------------------------------------------------------------------------------------
// Answers from the request

const PRODUCT_ID_LINE = /^[ \t]*(?:[-*][ \t]*)?ID prodotto:[ \t]*(\d+)/gim;
// No [ \t]* before (.+): the callers trim what it takes.
const NAME_LINE = /^[ \t]*(?:[-*][ \t]*)?(?:Nome prodotto|Nome|Prodotto):(.+)$/im;

/** The product blocks of a prompt: `ID prodotto: N`, optionally `Nome: …` after it. */
export function productsInPrompt(text: string): { id: number; nome: string | null }[] {
  const matches = [...text.matchAll(PRODUCT_ID_LINE)];
  return matches.map((m, i) => {
    const block = text.slice(m.index, matches[i + 1]?.index ?? text.length);
    return { id: Number(m[1]), nome: NAME_LINE.exec(block)?.[1]?.trim() ?? null };
  });
}

function promptText(tipo: string): string {
  if (tipo === 'guida') {
    return [
      'Scrivi in italiano una guida all’acquisto dal titolo "{titolo}" per chi prepara la propria casa alle emergenze.',
      'Usa solo i dati dei prodotti qui sotto, senza inventare caratteristiche o prezzi:',
      '{prodotti}',
      'Rispondi solo con un oggetto JSON di questa forma: {"introduzione": "…", "sezioni": [{"id_prodotto": 1, "testo": "…"}], "conclusione": "…"}, con una sezione per ogni prodotto, nell’ordine dato.',
      `(Segnaposto disponibili: ${GUIDE_PLACEHOLDERS.map((p) => `{${p.name}}`).join(', ')}.)`,
    ].join('\n\n');
  }
  if (tipo === 'notizia') {
    return 'Riscrivi in italiano la notizia seguente con parole tue, in tono sobrio e utile per chi si prepara alle emergenze, citando la fonte. Titolo breve, poi tre o quattro paragrafi.';
  }
  return [
    'Scrivi in italiano una recensione onesta e dettagliata di {nome_prodotto} ({nome_sintetico}) per chi si prepara alle emergenze.',
    'Dati del prodotto: specifiche tecniche {specifiche_tecniche}; descrizione {descrizione_generale}; informazioni {informazioni_articolo}; contenuto della confezione {contenuto_scatola}; prezzo {prezzo}; valutazione {valutazione}.',
    'Parola chiave SEO da usare con naturalezza: {seo_keyword}.',
    'Struttura in HTML con titoli <h2>, paragrafi e un elenco di pro e contro; non inventare dati che non sono qui.',
    `(Segnaposto usati: ${REVIEW_PLACEHOLDERS.map((p) => `{${p.name}}`).join(', ')}.)`,
  ].join('\n\n');
}

function guideJson(prompt: string): Record<string, unknown> {
  const titolo = /^[ \t]*Titolo(?: della guida)?:(.+)$/im.exec(prompt)?.[1]?.trim() ?? 'Guida alla scelta';
  return {
    introduzione: `Questa guida, «${titolo}», ti aiuta a scegliere l’attrezzatura giusta per affrontare un’emergenza con calma.`,
    sezioni: productsInPrompt(prompt).map((p) => ({
      id_prodotto: p.id,
      testo: `${p.nome ?? `Il prodotto ${p.id}`} è una scelta solida: è robusto, facile da usare e merita un posto nel kit di emergenza.`,
    })),
    conclusione: 'Scegli in base alle tue esigenze e controlla periodicamente che tutto funzioni.',
  };
}

function reviewHtml(prompt: string): string {
  const nome = NAME_LINE.exec(prompt)?.[1]?.trim() ?? 'questo prodotto';
  // `[[fake:qualitativa]]` in the prompt: the review makes a comparative claim no data holds.
  const qualitative = prompt.includes('[[fake:qualitativa]]') ? [`<p>${QUALITATIVE_CLAIM}</p>`] : [];
  return [
    ...qualitative,
    `<h2>Perché scegliere ${nome}</h2>`,
    `<p>Abbiamo scelto ${nome} pensando a chi vuole essere pronto a un’emergenza: è solido, semplice da usare e ha un prezzo ragionevole.</p>`,
    '<h2>Pro e contro</h2>',
    '<ul><li>Pro: costruzione robusta</li><li>Pro: facile da usare</li><li>Contro: manuale essenziale</li></ul>',
    `<p>In conclusione, ${nome} merita un posto nel kit di emergenza di casa.</p>`,
  ].join('\n');
}

/** The comparative claim of the `[[fake:qualitativa]]` switch (the fake verifier reports it). */
export const QUALITATIVE_CLAIM = 'È il prodotto più affidabile della sua categoria.';

/** The source text of a news request: between triple quotes, else after 'Testo originale:'. */
function newsSource(prompt: string): string {
  const quoted = /"""\n?([\s\S]*?)\n?"""/.exec(prompt)?.[1];
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- trusted and small: the prompts of the tests' own fixtures
  const after = /Testo originale:\s*\n([\s\S]*?)(?:\n\s*\n[A-Z]{4,}|$)/.exec(prompt)?.[1];
  return (quoted ?? after ?? '').replace(/\s+/g, ' ').trim();
}

const sentencesOf = (text: string) => text.match(/(?<![^.!?])[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? (text ? [text] : []);

/** A news summary: the first two sentences of the source (no invented facts). */
function newsSummary(prompt: string): string {
  const sentences = sentencesOf(newsSource(prompt));
  return sentences.slice(0, 2).join(' ') || 'La notizia riguarda la preparazione alle emergenze.';
}

/** A news article: the source's sentences rewritten into paragraphs, attributing the source. */
function newsArticle(prompt: string): string {
  const fonte = /^Fonte:(.+)$/m.exec(prompt)?.[1]?.trim() ?? 'la fonte';
  const sentences = sentencesOf(newsSource(prompt));
  return [
    `<p>Secondo quanto riportato da ${fonte}, ${sentences[0] ?? 'ci sono novità per chi si prepara alle emergenze.'}</p>`,
    '<h2>Il contesto</h2>',
    `<p>${sentences.slice(1, 3).join(' ') || 'Le informazioni disponibili sono ancora poche.'}</p>`,
    '<h2>Cosa significa per i cittadini</h2>',
    '<p>Le indicazioni ufficiali arrivano dalle autorità locali e dalla protezione civile: seguile e tieni pronto il kit di emergenza.</p>',
  ].join('\n');
}

/** The answer of each kind with the XSS payloads in every part (the `[[fake:xss]]` switch). */
function xssAnswerFor(req: FakeOpenAiRequest, tipo: string | undefined): string {
  const all = `${req.system}\n${req.prompt}`;
  if (tipo) return `${promptText(tipo)}\n\n${XSS_ALL}`;
  if (/sommario di 2 o 3 frasi/i.test(req.system)) return `Sommario. ${XSS_ALL}`;
  if (/articolo originale/i.test(req.system)) return `${newsArticle(req.prompt)}\n${XSS_ALL}`;
  if (req.body.response_format || /\bJSON\b/.test(all)) {
    const guide = guideJson(req.prompt) as { sezioni: { id_prodotto: number; testo: string }[] };
    return JSON.stringify({
      introduzione: XSS_ALL,
      sezioni: guide.sezioni.map((s) => ({ ...s, testo: `${s.testo} ${XSS_ALL}` })),
      conclusione: XSS_ALL,
    });
  }
  return `${reviewHtml(req.prompt)}\n${XSS_ALL}`;
}

/**
 * Qualitative and comparative claims as models write them: superlatives, comparisons with other
 * products, absolute promises. The fake verifier reports a sentence holding one as unsupported
 * unless the DATI block holds the same words.
 */
const QUALITATIVE_RE =
  /(?<![\p{L}])(?:(?:il|la|lo|l'|i|le|gli)\s*(?:più|meno)\s+\p{L}+|(?:più|meno)\s+\p{L}+\s+(?:del|della|dello|dei|delle|degli)|migliore|migliori|peggiore|nessun(?:o|a)? altr[oa]|unic[oa] (?:nel|sul|della|del)|rispetto (?:a|ad|agli|alle|ai) (?:altri|altre|concorrenti|modelli)|della (?:sua )?categoria|del mercato|imbattibile|senza rivali|leader|indistruttibile|infallibile|garantisce sempre)(?![\p{L}])/iu;

/** The fenced blocks of a verification request: DATI then TESTO. */
function verificationBlocks(prompt: string): { dati: string; testo: string } {
  const blocks = [...prompt.matchAll(/"""\n([\s\S]*?)\n"""/g)].map((m) => m[1] ?? '');
  return { dati: blocks[0] ?? '', testo: blocks[1] ?? '' };
}

/**
 * The model-based verification (server/domain/claim-verification.ts), deterministic: every
 * sentence of the TESTO with a qualitative claim the DATI do not hold is unsupported (quoted
 * word for word), the other sentences supported.
 */
function verificationAnswer(prompt: string): string {
  const { dati, testo } = verificationBlocks(prompt);
  const data = dati.toLowerCase();
  const affermazioni = testo
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+/u))
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((sentence) => {
      const marker = QUALITATIVE_RE.exec(sentence)?.[0];
      const unsupported = marker !== undefined && !data.includes(marker.toLowerCase());
      return { testo: sentence, supportata: !unsupported, motivo: unsupported ? `I dati non riportano «${marker}».` : '' };
    });
  return JSON.stringify({ affermazioni });
}

const isVerification = (req: FakeOpenAiRequest) => req.body.response_format?.json_schema?.name === 'verifica' || /verificatore dei fatti/i.test(req.system);

function answerFor(req: FakeOpenAiRequest): string {
  const all = `${req.system}\n${req.prompt}`;
  if (isVerification(req)) return verificationAnswer(req.prompt);
  const tipo = /^[ \t]*Tipo di prompt:[ \t]*(recensione|guida|notizia)\b/im.exec(req.prompt)?.[1]?.toLowerCase();
  if (all.includes('[[fake:xss]]')) return xssAnswerFor(req, tipo);
  if (tipo) return promptText(tipo);
  if (/sommario di 2 o 3 frasi/i.test(req.system)) return newsSummary(req.prompt);
  if (/articolo originale/i.test(req.system)) return newsArticle(req.prompt);
  if (req.body.response_format || /\bJSON\b/.test(all)) return JSON.stringify(guideJson(req.prompt));
  return reviewHtml(req.prompt);
}

const tokens = (s: string) => Math.max(1, Math.ceil(s.length / 4));

function completion(req: FakeOpenAiRequest, content: string) {
  const base = structuredClone(BASE_COMPLETION) as Record<string, unknown> & { choices: Record<string, unknown>[]; usage: Record<string, unknown> };
  const promptTokens = tokens(`${req.system}${req.prompt}`);
  const completionTokens = content ? tokens(content) : 0;
  return {
    ...base,
    id: `chatcmpl-scorta${state.requests.length}`,
    // A fixed answer time: nothing reads it, and the fake never reads the wall clock.
    created: Math.floor(Date.parse('2026-11-26T10:00:00.000Z') / 1000),
    model: req.body.model ?? base.model,
    choices: [{ ...base.choices[0], message: { ...(base.choices[0]!.message as object), content }, finish_reason: 'stop' }],
    usage: { ...base.usage, prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  };
}

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part) => (typeof part === 'object' && part && 'text' in part ? String((part as { text: unknown }).text) : '')).join('')
      : '';

export const fakeOpenAi = {
  failNext(status: number, body?: unknown, times = 1) {
    for (let i = 0; i < times; i++) state.queue.push({ kind: 'status', status, body: body ?? defaultBody(status) });
  },
  quotaNext(times = 1) {
    this.failNext(429, QUOTA_BODY, times);
  },
  slowNext(ms: number) {
    state.queue.push({ kind: 'slow', ms });
  },
  emptyNext() {
    state.queue.push({ kind: 'content', text: '' });
  },
  answerNext(text: string) {
    state.queue.push({ kind: 'content', text });
  },
  invalidJsonNext() {
    state.queue.push({ kind: 'content', text: 'Ecco la guida: introduzione, sezioni e conclusione (purtroppo non in JSON).' });
  },
  fencedJsonNext(sections: { id_prodotto: number; testo: string }[] = [{ id_prodotto: 1, testo: 'Un prodotto affidabile.' }]) {
    const json = JSON.stringify({ introduzione: 'Introduzione della guida.', sezioni: sections, conclusione: 'Conclusione della guida.' }, null, 2);
    state.queue.push({ kind: 'content', text: `Ecco la guida richiesta:\n\n\`\`\`json\n${json}\n\`\`\`\n\nFammi sapere se vuoi modifiche!` });
  },
  networkErrorNext() {
    state.queue.push({ kind: 'network' });
  },
  /** From now on, refuse structured output like an older server (until reset). */
  rejectJsonSchema(alsoJsonObject = false) {
    state.rejectSchema = true;
    state.rejectObject = alsoJsonObject;
  },
  get requests(): readonly FakeOpenAiRequest[] {
    return state.requests;
  },
  /** The last request, for assertions. */
  get last(): FakeOpenAiRequest | undefined {
    return state.requests.at(-1);
  },
  /** The requests that write text (every request but the model-based verifications). */
  get generations(): readonly FakeOpenAiRequest[] {
    return state.requests.filter((r) => !isVerification(r));
  },
  get lastGeneration(): FakeOpenAiRequest | undefined {
    return state.requests.filter((r) => !isVerification(r)).at(-1);
  },
  /** The model-based verifications (decision 0023). */
  get verifications(): readonly FakeOpenAiRequest[] {
    return state.requests.filter(isVerification);
  },
  reset() {
    state.queue.length = 0;
    state.rejectSchema = false;
    state.rejectObject = false;
    state.requests.length = 0;
  },
};

export const openAiHandlers = [
  http.post('*/chat/completions', async ({ request }) => {
    const url = new URL(request.url);
    let body: FakeOpenAiRequest['body'] = {};
    try {
      body = (await request.json()) as FakeOpenAiRequest['body'];
    } catch {
      return HttpResponse.json(
        { error: { message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error', param: null, code: null } },
        { status: 400 },
      );
    }
    const messages = Array.isArray(body.messages) ? body.messages : [];
    const req: FakeOpenAiRequest = {
      url: request.url,
      host: url.host,
      authorization: request.headers.get('authorization'),
      body,
      system: messages
        .filter((m) => m.role === 'system' || m.role === 'developer')
        .map((m) => textOf(m.content))
        .join('\n'),
      prompt: messages
        .filter((m) => m.role === 'user')
        .map((m) => textOf(m.content))
        .join('\n'),
    };
    state.requests.push(req);

    if (/^Bearer sk-invalid/i.test(req.authorization ?? '')) return HttpResponse.json(INVALID_KEY_BODY, { status: 401 });
    const format = body.response_format?.type;
    if (format === 'json_schema' && state.rejectSchema) return HttpResponse.json(JSON_SCHEMA_REJECTED_BODY, { status: 400 });
    if (format === 'json_object' && state.rejectObject) return HttpResponse.json(JSON_OBJECT_REJECTED_BODY, { status: 400 });

    const marks = `${req.system}\n${req.prompt}`;
    // `[[fake:verifica-errore]]` in a text: its verification fails (500), its generation does not.
    if (isVerification(req) && marks.includes('[[fake:verifica-errore]]')) return HttpResponse.json(SERVER_ERROR_BODY, { status: 500 });
    const failMark = /\[\[fake:errore:(\d{3})\]\]/.exec(marks);
    if (failMark) return HttpResponse.json(defaultBody(Number(failMark[1])) as Record<string, unknown>, { status: Number(failMark[1]) });
    const slowMark = /\[\[fake:lento:(\d{1,5})\]\]/.exec(marks);
    if (slowMark) {
      const ms = Math.min(60_000, Number(slowMark[1]));
      await Promise.race([delay(ms), new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }))]);
    }

    const scenario = state.queue.shift();
    if (scenario?.kind === 'status') return HttpResponse.json(scenario.body as Record<string, unknown>, { status: scenario.status });
    if (scenario?.kind === 'network') return HttpResponse.error();
    if (scenario?.kind === 'content') return HttpResponse.json(completion(req, scenario.text));
    if (scenario?.kind === 'slow') {
      await Promise.race([delay(scenario.ms), new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }))]);
    }
    return HttpResponse.json(completion(req, answerFor(req)));
  }),
];
