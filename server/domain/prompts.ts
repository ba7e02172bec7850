import { type Kysely, sql } from 'kysely';
import { PROMPT_MSG as M, PROMPT_TYPE_LABELS } from '../../common/messages-prompts.ts';
import { PROMPT_PLACEHOLDERS } from '../../common/prompt-placeholders.ts';
import type { PromptGenerateInput, PromptInput } from '../../common/schemas-prompts.ts';
import { PROMPT_TYPES, type Prompt, type PromptType } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import { paged } from '../db/paging.ts';
import type { Database } from '../db/types.ts';
import type { PromptRow } from '../db/schema.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import type { AiService } from './ai.ts';
import { AppError, badGateway, conflict, notFound } from './errors.ts';
import { likePattern } from './list-filters.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

export type PromptSort = 'updated_at' | 'titolo' | 'created_at';

export interface PromptListOptions {
  tipo?: PromptType;
  /** Only active (true) or only inactive (false) prompts. */
  active?: boolean;
  /** Case-insensitive substring of the title or the text. */
  q?: string;
  sort?: PromptSort;
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

export type PromptDefaults = Record<PromptType, Prompt | null>;

const toApi = (r: PromptRow): Prompt => ({ ...r, is_active: r.is_active ? 1 : 0, is_default: r.is_default ? 1 : 0 });

/** What the answer of each prompt type must look like: the generated prompt has to ask for it. */
const ANSWER_FORMAT: Record<PromptType, string> = {
  recensione:
    'Il prompt deve chiedere una recensione in HTML semplice (solo h2, h3, p, ul, li, strong; nessun h1, nessun link, nessun markdown), onesta, con pro e contro, basata solo sui dati forniti, che non affermi mai di aver provato, testato o usato il prodotto (la redazione non lo prova).',
  guida:
    'Il prompt deve chiedere come risposta SOLO un oggetto JSON di questa forma: {"introduzione": "…", "sezioni": [{"id_prodotto": 12, "testo": "…"}], "conclusione": "…"}, con una sezione per ciascun prodotto, nell’ordine dato, e "id_prodotto" uguale all’ID prodotto indicato; i testi in HTML semplice (h2, h3, p, ul, li, strong), basati solo sui dati forniti, senza mai affermare di aver provato o usato i prodotti.',
  notizia:
    'Il prompt deve chiedere di riscrivere la notizia con parole proprie, in HTML semplice (h2, h3, p, ul, li, strong), citando la fonte, senza aggiungere fatti che non sono nel testo.',
};

const GENERATE_SYSTEM = [
  'Sei un esperto di prompt per la redazione di «Pronti a Tutto», sito italiano sulla preparazione alle emergenze (tono calmo, pratico, mai allarmista).',
  'Scrivi il testo di un prompt che la redazione salverà e userà con un modello linguistico: istruzioni chiare, in italiano, con ruolo, obiettivo, struttura, tono, lunghezza e formato della risposta.',
  'Usa i segnaposto indicati esattamente come sono scritti, tra parentesi graffe: il sistema li sostituisce con i dati reali. Non inventarne altri.',
  'Rispondi solo con il testo del prompt: niente introduzioni, commenti o blocchi di codice.',
].join('\n');

/** The user message of 'Genera prompt'. The first line is what the tests' fake reads. */
export function buildPromptGenerationRequest(input: PromptGenerateInput): { system: string; prompt: string } {
  const placeholders = PROMPT_PLACEHOLDERS[input.tipo];
  const lines = [
    `Tipo di prompt: ${input.tipo} (${PROMPT_TYPE_LABELS[input.tipo]})`,
    `Titolo del prompt: ${input.titolo}`,
    'Lingua: italiano (it)',
    '',
    'Direttive della redazione:',
    input.direttive,
    '',
    placeholders.length
      ? ['Segnaposto da usare (ognuno almeno una volta, scritto così):', ...placeholders.map((p) => `- {${p.name}}: ${p.label}`)].join('\n')
      : 'Questo tipo di prompt non ha segnaposto: il testo della fonte viene aggiunto in fondo.',
    '',
    ANSWER_FORMAT[input.tipo],
  ];
  return { system: GENERATE_SYSTEM, prompt: lines.join('\n') };
}

/** The prompt text from the model's answer: a fenced block unwrapped, whitespace trimmed. */
export function readGeneratedPrompt(text: string): string {
  const trimmed = text.trim();
  // Spaces then a line break after the language, the closing fence last (the text is trimmed, and so is the block).
  const fenced = /^```[\w-]*[^\S\n]*\n([\s\S]*?)```$/.exec(trimmed);
  return (fenced ? fenced[1]! : trimmed).trim();
}

export class PromptsService {
  constructor(
    private readonly db: Db,
    private readonly ai?: AiService,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Prompts, most recently updated first unless asked otherwise. */
  async list(options: PromptListOptions = {}): Promise<Prompt[]> {
    let q = this.db.kysely.selectFrom('prompts').selectAll();
    if (options.tipo) q = q.where('tipo', '=', options.tipo);
    if (options.active !== undefined) q = q.where('is_active', '=', options.active ? 1 : 0);
    if (options.q) {
      const pattern = likePattern(options.q);
      q = q.where((eb) =>
        eb.or([eb(sql<string>`lower(titolo)`, 'like', sql<string>`${pattern} escape '\\'`), eb(sql<string>`lower(testo)`, 'like', sql<string>`${pattern} escape '\\'`)]),
      );
    }
    const order = options.order ?? (options.sort === 'titolo' ? 'asc' : 'desc');
    const sort = options.sort ?? 'updated_at';
    q = sort === 'titolo' ? q.orderBy(sql`lower(titolo)`, order) : q.orderBy(sort, order);
    q = q.orderBy('id', order);
    return (await paged(q, options).execute()).map(toApi);
  }

  async get(id: number): Promise<Prompt | null> {
    const row = await this.db.kysely.selectFrom('prompts').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toApi(row) : null;
  }

  async getOrThrow(id: number): Promise<Prompt> {
    const prompt = await this.get(id);
    if (!prompt) throw notFound(M.notFound);
    return prompt;
  }

  /** The default prompt of each type (null where none is set). */
  async defaults(): Promise<PromptDefaults> {
    const rows = await this.db.kysely.selectFrom('prompts').selectAll().where('is_default', '=', 1).execute();
    const result = Object.fromEntries(PROMPT_TYPES.map((t) => [t, null])) as PromptDefaults;
    for (const row of rows) result[row.tipo] = toApi(row);
    return result;
  }

  /**
   * A new prompt; with is_default it becomes the only default of its type (same transaction).
   * Inside a caller's transaction (the demo seed) it runs there.
   */
  async create(input: { titolo: string; tipo: PromptType; testo: string; is_active?: boolean; is_default?: boolean }, trx?: Kysely<Database>): Promise<number> {
    const write = async (t: Kysely<Database>) => {
      const now = this.clock.nowIso();
      if (input.is_default) await t.updateTable('prompts').set({ is_default: 0 }).where('tipo', '=', input.tipo).where('is_default', '=', 1).execute();
      const row = await t
        .insertInto('prompts')
        .values({
          titolo: input.titolo,
          tipo: input.tipo,
          testo: input.testo,
          // A default prompt is always active: it is the one the screens propose first.
          is_active: input.is_active === false && !input.is_default ? 0 : 1,
          is_default: input.is_default ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    return trx ? write(trx) : this.defaultWrite(write);
  }

  /** POST /api/prompts: the prompt as stored. */
  async createFromApi(input: PromptInput): Promise<Prompt> {
    return this.getOrThrow(await this.create(input));
  }

  /**
   * PUT /api/prompts/{id}: titolo, tipo and testo replaced; is_active and is_default when given.
   * A default prompt stays the default (of its new type, if the type changed).
   */
  async update(id: number, input: PromptInput): Promise<Prompt> {
    await this.defaultWrite(async (t) => {
      const current = await t.selectFrom('prompts').select(['is_default', 'is_active']).where('id', '=', id).executeTakeFirst();
      if (!current) throw notFound(M.notFound);
      const isDefault = input.is_default ?? current.is_default === 1;
      if (isDefault) await t.updateTable('prompts').set({ is_default: 0 }).where('tipo', '=', input.tipo).where('is_default', '=', 1).where('id', '<>', id).execute();
      const isActive = isDefault || (input.is_active ?? current.is_active === 1);
      await t
        .updateTable('prompts')
        .set({ titolo: input.titolo, tipo: input.tipo, testo: input.testo, is_active: isActive ? 1 : 0, is_default: isDefault ? 1 : 0, updated_at: this.clock.nowIso() })
        .where('id', '=', id)
        .execute();
    });
    return this.getOrThrow(id);
  }

  /** DELETE /api/prompts/{id}: a default prompt cannot go (409); reviews and guides keep their text. */
  async delete(id: number): Promise<void> {
    const prompt = await this.getOrThrow(id);
    if (prompt.is_default) throw conflict(M.defaultNotDeletable);
    const res = await this.db.kysely.deleteFrom('prompts').where('id', '=', id).where('is_default', '=', 0).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) {
      // Made default (or deleted) meanwhile.
      if (await this.get(id)) throw conflict(M.defaultNotDeletable);
      throw notFound(M.notFound);
    }
  }

  /** PATCH /api/prompts/{id}/default: the only default of its type, atomically. */
  async setDefault(id: number): Promise<Prompt> {
    await this.defaultWrite(async (t) => {
      const prompt = await t.selectFrom('prompts').select(['tipo', 'is_default']).where('id', '=', id).executeTakeFirst();
      if (!prompt) throw notFound(M.notFound);
      await t.updateTable('prompts').set({ is_default: 0 }).where('tipo', '=', prompt.tipo).where('is_default', '=', 1).where('id', '<>', id).execute();
      if (!prompt.is_default) await t.updateTable('prompts').set({ is_default: 1, is_active: 1, updated_at: this.clock.nowIso() }).where('id', '=', id).execute();
    });
    return this.getOrThrow(id);
  }

  /**
   * POST /api/prompts/genera: the text of a new prompt, written by the AI from the title, the type
   * and the editor's directives, using the placeholders the code fills (common/prompt-placeholders).
   * Nothing is saved: the editor reviews the text first.
   */
  async generate(input: PromptGenerateInput, signal?: AbortSignal): Promise<{ prompt: string }> {
    if (!this.ai) throw new AppError(503, M.generateError);
    const { system, prompt } = buildPromptGenerationRequest(input);
    const result = await this.ai.generate({ purpose: 'prompt', system, prompt, maxTokens: 2_000, signal });
    const text = readGeneratedPrompt(result.text);
    if (!text) throw badGateway(M.generateEmpty);
    return { prompt: text };
  }

  /**
   * A write touching is_default, in a transaction. Two editors making different prompts default at
   * once can still meet the partial unique index (prompts_one_default_per_tipo) on PostgreSQL: the
   * loser is tried again, then told to retry.
   */
  private async defaultWrite<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.kysely.transaction().execute(fn);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (attempt >= 3) throw conflict(M.defaultBusy);
      }
    }
  }
}
