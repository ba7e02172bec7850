import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { KEY_MSG } from '../../common/messages-keys.ts';
import { OPENAI_MSG } from '../../common/messages-outside.ts';
import { NO_KEY_MESSAGE, resolveEndpoint } from '../../eval/grounding/endpoint.ts';
import { runModelEval } from '../../eval/grounding/model-cli.ts';
import type { LoadedCase } from '../../eval/grounding/sets.ts';
import type { CaseFile } from '../../eval/grounding/types.ts';
import { createDb } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { KeysService } from '../../server/domain/keys.ts';
import { SecretBox } from '../../server/lib/secret-box.ts';
import { ROOT } from '../helpers/process.ts';

/**
 * `npm run eval:grounding -- --model` end to end: the site's verification pass and OpenAI client
 * against a local OpenAI-compatible server (a real socket, so the script's own process reaches it
 * too) that answers each text as scripted below, with a fixed `usage`; the printed figures are
 * checked against counts made by hand. And where the key comes from (eval/grounding/endpoint.ts).
 */

/** Every answer's usage: 5 answers make 500 + 50 = 550 tokens. */
const USAGE = { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 };

interface Seen {
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }>; response_format?: { type: string; json_schema?: { name: string } } };
}
const seen: Seen[] = [];
let inFlight = 0;
let maxInFlight = 0;

const unsupported = (...testi: string[]) => JSON.stringify({ affermazioni: testi.map((testo) => ({ testo, supportata: false, motivo: 'I dati non lo dicono.' })) });

/** The scripted answer for a prompt: by the words of its TESTO. */
function answerFor(prompt: string): { status: number; content?: string } {
  if (prompt.includes('più luminosa della categoria')) return { status: 200, content: unsupported('È la lanterna più luminosa della categoria.') };
  if (prompt.includes('trekking invernale')) return { status: 200, content: unsupported('Si ricarica con il sole.') };
  if (prompt.includes('ha un gancio')) return { status: 200, content: unsupported('Fa 300 lumen e ha un gancio.') };
  if (prompt.includes('preparare un kit')) return { status: 200, content: 'Non riesco a rispondere in JSON, mi dispiace.' };
  if (prompt.includes('chiave rifiutata')) return { status: 401 };
  return { status: 200, content: JSON.stringify({ affermazioni: [{ testo: 'Fa 300 lumen.', supportata: true, motivo: '' }] }) };
}

const fake = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const body = JSON.parse(raw) as Seen['body'];
    seen.push({ authorization: req.headers.authorization, body });
    const a = answerFor(body.messages.find((m) => m.role === 'user')?.content ?? '');
    const payload =
      a.status === 200
        ? {
            id: 'chatcmpl-eval',
            object: 'chat.completion',
            created: 1,
            model: `${body.model}-2026`,
            choices: [{ index: 0, message: { role: 'assistant', content: a.content }, finish_reason: 'stop' }],
            usage: USAGE,
          }
        : { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } };
    // Answered on the next turn of the loop, so that calls made at once are in flight together.
    setImmediate(() => {
      inFlight--;
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    });
  });
});

let baseUrl = '';
let tmp = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-eval-model-'));
});
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
  fs.rmSync(tmp, { recursive: true, force: true });
});
beforeEach(() => {
  seen.length = 0;
  maxInFlight = 0;
});

const lantern: CaseFile = {
  product: { nome_prodotto: 'Lanterna solare pieghevole', nome_sintetico: 'Lanterna solare', specifiche_tecniche: 'Flusso luminoso: 300 lumen', prezzo_originale: 19.99 },
  cases: [
    {
      id: 'q-01',
      text: '<p>Fa 300 lumen. È la lanterna più luminosa della categoria. Ha una batteria da 5000 mAh.</p>',
      claims: [
        { quote: 'la lanterna più luminosa della categoria', class: 'qualitativa' },
        { quote: '5000 mAh', class: 'numero' },
      ],
    },
    { id: 'q-02', text: '<p>È ideale per il trekking invernale. Si ricarica con il sole.</p>', claims: [{ quote: 'ideale per il trekking invernale', class: 'qualitativa' }] },
    { id: 'c-01', text: '<p>Fa 300 lumen.</p>', claims: [] },
    { id: 'c-02', text: '<p>Fa 300 lumen e ha un gancio.</p>', claims: [] },
    // No qualitative claim: the pass is not asked about it.
    { id: 'n-01', text: '<p>Ha una batteria da 9000 mAh.</p>', claims: [{ quote: '9000 mAh', class: 'numero' }] },
  ],
};
const news: CaseFile = {
  source: { titolo: 'Allerta meteo', testo_originale: 'La protezione civile invita i cittadini a tenere pronta una torcia.', fonte: 'Agenzia' },
  cases: [
    { id: 'f-01', text: '<p>La protezione civile invita a preparare un kit.</p>', claims: [] },
    { id: 'f-02', text: '<p>Questa chiave rifiutata non passa.</p>', claims: [] },
  ],
};
const tinySet: LoadedCase[] = [lantern, news].flatMap((of, i) => of.cases.map((c) => ({ file: `file-${i}.ts`, of, case: c })));

async function run(extra: { json?: boolean; concurrency?: number } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runModelEval({
    set: 'prova',
    cases: tinySet,
    json: extra.json ?? false,
    verbose: false,
    limit: null,
    concurrency: extra.concurrency ?? 2,
    env: { OPENAI_API_KEY: 'sk-eval-0000', OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: 'modello-prova', DATA_DIR: path.join(tmp, 'vuota') },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('eval:grounding --model', () => {
  it('runs the site’s pass on the qualitative and clean cases and prints recall, precision, calls, failures and tokens', async () => {
    const r = await run();
    expect(r.code, r.err).toBe(0);
    // 6 calls (n-01 has no qualitative claim), at most 2 at a time, each the site's verification request.
    expect(seen).toHaveLength(6);
    expect(maxInFlight).toBeLessThanOrEqual(2);
    for (const s of seen) {
      expect(s.authorization).toBe('Bearer sk-eval-0000');
      expect(s.body.model).toBe('modello-prova');
      expect(s.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'verifica' } });
    }
    // The facts the site gives the pass: a review its product's data, a news text its source.
    const prompts = seen.map((s) => s.body.messages.find((m) => m.role === 'user')!.content);
    expect(prompts.find((p) => p.includes('trekking invernale'))).toContain('Flusso luminoso: 300 lumen');
    expect(prompts.find((p) => p.includes('preparare un kit'))).toContain('tenere pronta una torcia');
    expect(prompts.some((p) => p.includes('9000 mAh'))).toBe(false);

    // Measured: q-01, q-02, c-01, c-02 (f-01's answer is unreadable, f-02's call refused).
    // Qualitative 1 of 2 (q-01); all classes 1 of 3 (q-01's 5000 mAh missed); reports: q-01's
    // (right), q-02's and c-02's (false alarms): 1 of 3; clean texts flagged: c-02 of c-01, c-02.
    expect(r.out).toContain('Verifica con il modello modello-prova (risponde modello-prova-2026)');
    expect(r.out).toContain('6 casi con affermazioni qualitative o senza invenzioni, 4 misurati (2 senza invenzioni)');
    expect(r.out).toMatch(/^qualitativa\s+2\s+1\s+50 %$/m);
    expect(r.out).toMatch(/^numero\s+1\s+0\s+0 %$/m);
    expect(r.out).toContain('recall sulle affermazioni qualitative: 50 % (1 su 2)');
    expect(r.out).toContain('recall su tutte le classi: 33 % (1 su 3)');
    expect(r.out).toContain('precisione: 33 % (1 segnalazioni giuste su 3)');
    expect(r.out).toContain('testi puliti segnalati: 1 su 2');
    expect(r.out).toContain('chiamate: 6 (5 con risposta), verifiche non riuscite: 2');
    expect(r.out).toContain(`  1 × ${CLAIMS_MSG.verificationUnreadable}`);
    expect(r.out).toContain(`  1 × ${OPENAI_MSG.unauthorized}`);
    // 5 answers (the unreadable one spent its tokens too), 100 + 10 each.
    expect(r.out).toContain('token: 500 di prompt, 50 di risposta, 550 in tutto (in media 110 per risposta)');
  });

  it('gives the same figures as JSON, one call at a time', async () => {
    const r = await run({ json: true, concurrency: 1 });
    expect(r.code, r.err).toBe(0);
    expect(maxInFlight).toBe(1);
    const f = JSON.parse(r.out) as Record<string, unknown>;
    expect(f).toMatchObject({
      set: 'prova',
      model: { requested: 'modello-prova', answered: 'modello-prova-2026' },
      cases: 6,
      measured: 4,
      cleanCases: 2,
      cleanFlagged: 1,
      recallQualitative: 0.5,
      recallAll: 1 / 3,
      precision: 1 / 3,
      truePositives: 1,
      reports: 3,
      calls: 6,
      answers: 5,
      failed: 2,
      tokens: { prompt: 500, completion: 50, total: 550 },
      answersWithoutUsage: 0,
      endpoint: baseUrl,
      chiave: 'OPENAI_API_KEY',
    });
  });

  it('the script itself: --limit sends only the first cases; no key is a clear message and exit code 2', async () => {
    const dataDir = path.join(tmp, 'script');
    const script = (args: string[], env: Record<string, string>) =>
      new Promise<{ code: number | null; out: string }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/eval-grounding.ts', ...args], {
          cwd: ROOT,
          env: { PATH: process.env.PATH ?? '', HOME: tmp, DATA_DIR: dataDir, ...env },
        });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
        child.stderr.on('data', (d: Buffer) => (out += d.toString('utf8')));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, out }));
      });

    const none = await script(['--model'], {});
    expect(none.code, none.out).toBe(2);
    expect(none.out).toContain(NO_KEY_MESSAGE);
    expect(fs.existsSync(dataDir)).toBe(false);

    const some = await script(['--model', '--limit', '3'], { OPENAI_API_KEY: 'sk-eval-0000', OPENAI_BASE_URL: baseUrl });
    expect(some.code, some.out).toBe(0);
    expect(seen).toHaveLength(3);
    expect(some.out).toContain('chiamate: 3 (3 con risposta), verifiche non riuscite: 0');
    expect(some.out).toContain('token: 300 di prompt, 30 di risposta, 330 in tutto');

    const wrong = await script(['--model', '--limit', '0'], { OPENAI_API_KEY: 'sk-eval-0000' });
    expect(wrong.code).toBe(2);
    expect(wrong.out).toContain('--limit deve essere un numero intero');
  });
});

describe('the endpoint: the site’s key and model', () => {
  it('reads the key saved in Chiavi API from the site’s database, decrypted as the app does; OPENAI_API_KEY overrides it', async () => {
    const dataDir = path.join(tmp, 'sito');
    fs.mkdirSync(dataDir);
    const secret = 'segreto-del-sito-segreto-del-sito-0123456789';
    fs.writeFileSync(path.join(dataDir, 'secret'), `${secret}\n`);
    const db = createDb({ dataDir });
    await migrateToLatest(db.kysely, db.dialect);
    await new KeysService(db, new SecretBox(secret)).set('openai', 'sk-salvata-1234');
    await db.close();

    const env = { DATA_DIR: dataDir, OPENAI_MODEL: 'gpt-4.1', OPENAI_BASE_URL: 'https://gateway.example/v1/' };
    expect(await resolveEndpoint(env)).toEqual({
      ok: true,
      endpoint: { key: 'sk-salvata-1234', keySource: 'Chiavi API', model: 'gpt-4.1', baseUrl: 'https://gateway.example/v1', timeoutMs: 90_000, retryBackoffMs: undefined },
    });
    expect(await resolveEndpoint({ ...env, OPENAI_API_KEY: 'sk-variabile-5678' })).toMatchObject({
      ok: true,
      endpoint: { key: 'sk-variabile-5678', keySource: 'OPENAI_API_KEY' },
    });
    // Another APP_SECRET cannot decrypt it: said so, not silently replaced.
    expect(await resolveEndpoint({ ...env, APP_SECRET: 'un-altro-segreto-un-altro-segreto-0123456789' })).toEqual({ ok: false, message: KEY_MSG.keysUnreadableError('openai') });
  });

  it('with no key anywhere: the Italian message, and nothing created in DATA_DIR', async () => {
    const dataDir = path.join(tmp, 'nessuna');
    expect(await resolveEndpoint({ DATA_DIR: dataDir })).toEqual({ ok: false, message: NO_KEY_MESSAGE });
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
